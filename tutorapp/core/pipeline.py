"""One question → a stream of typed events, ending with ``Finished(AnswerResult)``.

intent → retrieval → confidence gate (refuse without calling the model) → strict prompt →
streaming generation split into answer and reasoning (continued when the token limit cut it
off) → validation (every sentence supported by a source: accept, trim, one stricter retry,
the textbook's own sentences, or the refusal; a ``Revised`` event when the streamed answer
changed) → citations from the support alignment → result (+ history).
The window and the CLI only render these events. Reasoning goes out as ``AnswerDelta``
events on the "reasoning" channel and is never put into the result, history or prompt.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from tutorapp.core.errors import TutorError
from tutorapp.core.events import AskEvent, Finished, Retrieved, Revised, Stage
from tutorapp.core.generation.attempt import Attempt, run_attempt
from tutorapp.core.generation.engine import CancelToken, ChatMessage, GenerationConfig, Generator
from tutorapp.core.generation.prompts import Source, build_messages
from tutorapp.core.generation.sources import assign_citations, select_sources, strip_markers
from tutorapp.core.history import History
from tutorapp.core.intent import REFUSAL, Intent, classify, reply_for
from tutorapp.core.library import Library
from tutorapp.core.results import (
    AnswerResult,
    Citation,
    SentenceResult,
    Status,
    Timings,
    TokenCounts,
    Validation,
)
from tutorapp.core.retrieval.gate import Confidence, GateDecision, decide, split_question
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Hit, Scope
from tutorapp.core.validation.continuation import ContinuationFilter
from tutorapp.core.validation.policy import (
    ACCEPT,
    EXTRACTIVE,
    RETRIED,
    TRIMMED,
    Validator,
    Verdict,
    cite,
)
from tutorapp.core.validation.split import MARKER

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _Plan:
    """What retrieval decided: the hits to answer from, and parts the books do not cover."""

    hits: tuple[Hit, ...]
    decision: GateDecision
    question: str  # the answerable part(s) of the question
    uncovered: tuple[str, ...]


@dataclass
class _Answered:
    """What one question has gathered so far on its way to a result (one per question)."""

    question: str
    plan: _Plan
    sources: list[Source]
    level: str
    started: float
    retrieval_ms: float
    first: Attempt
    model: str = ""
    validation_ms: float = 0.0
    retry_ms: float = 0.0
    attempts: list[Attempt] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.attempts = [self.first]

    @property
    def school_class(self) -> int | None:
        classes = [s.hit.book.meta.school_class for s in self.sources]
        return next((c for c in classes if c), None)

    def with_uncovered(self, answer: str) -> str:
        if not self.plan.uncovered:
            return answer
        missing = "; ".join(f"“{p}”" for p in self.plan.uncovered)
        return f"{answer}\n\nYour books do not cover this part of the question: {missing}."

    def result(
        self,
        status: Status,
        answer: str,
        citations: tuple[Citation, ...] = (),
        *,
        suggestions: tuple[str, ...] = (),
        sentences: tuple[SentenceResult, ...] = (),
        quality: float | None = None,
        validation: Validation | None = None,
    ) -> AnswerResult:
        attempts = self.attempts
        timings = Timings(
            self.retrieval_ms, self.first.first_token_ms, _ms(self.started), self.validation_ms,
            sum(a.continuation_ms for a in attempts), self.retry_ms,
        )  # fmt: skip
        tokens = TokenCounts(
            sum(a.prompt_tokens for a in attempts),
            sum(a.reasoning_tokens for a in attempts),
            sum(a.answer_tokens for a in attempts),
        )
        return AnswerResult(
            self.question, status, answer, citations, self.level, suggestions, timings, tokens,
            self.model or None, any(a.leaked for a in attempts), None, sentences, quality,
            validation,
        )  # fmt: skip


_REASONS = {
    TRIMMED: "Removed {removed} sentence(s) that your books do not support.",
    RETRIED: "The first answer was not supported by your books, so the tutor answered again "
    "more strictly.",
    EXTRACTIVE: "The tutor's own answer could not be checked against your books, so these are "
    "the textbook's own sentences.",
}


def _reason(path: str, verdict: Verdict, attempt: Attempt) -> str | None:
    """Why the answer shown differs from the one streamed (None: it does not, in substance)."""
    if path == TRIMMED and verdict.removed:
        if verdict.path == TRIMMED and any(
            "not found in your books" in s.text for s in verdict.sentences
        ):
            return f"Marked {verdict.removed} sentence(s) that your books do not support."
        return _REASONS[TRIMMED].format(removed=verdict.removed)
    if path in (RETRIED, EXTRACTIVE):
        return _REASONS[path]
    if attempt.dropped:
        return (
            f"Dropped {attempt.dropped} repeated or off-topic sentence(s) "
            "from the continued answer."
        )
    return None


def _content(text: str) -> str:
    """Text without citation markers or spacing differences, to compare two answers."""
    return " ".join(MARKER.sub(" ", text).split()).replace(" .", ".").replace(" ,", ",")


def nearest_topics(hits: Sequence[Hit], limit: int = 3) -> tuple[str, ...]:
    """Chapter titles of the closest passages, so a refused student can rephrase."""
    topics: list[str] = []
    for hit in hits:
        meta = hit.book.meta
        title = meta.chapter_title or meta.title
        where = " · ".join(
            p
            for p in (meta.subject, f"Class {meta.school_class}" if meta.school_class else "")
            if p
        )
        topic = f"{title} ({where})" if where else title
        if topic not in topics:
            topics.append(topic)
        if len(topics) == limit:
            break
    return tuple(topics)


def is_refusal(answer: str) -> bool:
    """The model's answer is the refusal sentence (perhaps with a little padding)."""
    text = " ".join(answer.lower().replace("’", "'").split())
    return "i don't know based on ncert textbooks" in text and len(text) < 2 * len(REFUSAL)


class Pipeline:
    """Answers questions from one library with one generator. Not re-entrant: one at a time."""

    def __init__(
        self,
        library: Library,
        generator: Generator,
        settings: AnswerSettings | None = None,
        history: History | None = None,
    ) -> None:
        self.library = library
        self.generator = generator
        self.settings = settings or AnswerSettings()
        self.history = history
        self.validator = Validator(library.embedder, self.settings, self.settings.support)

    def configure(self, settings: AnswerSettings, generator: Generator | None = None) -> None:
        """New settings (and optionally a new model) for the next question; not while one
        is being answered."""
        self.settings = settings
        self.validator = Validator(self.library.embedder, settings, settings.support)
        if generator is not None:
            close = getattr(self.generator, "close", None)
            if callable(close):
                close()
            self.generator = generator

    def close(self) -> None:
        self.library.close()
        if self.history is not None:
            self.history.close()

    def ask(
        self, question: str, scope: Scope | None = None, cancel: CancelToken | None = None
    ) -> Iterator[AskEvent]:
        started = time.perf_counter()
        cancel = cancel or CancelToken()
        question = " ".join(question.split())
        if not question:
            raise TutorError("Type a question first.")
        intent = classify(question)
        if intent is not Intent.QUESTION:
            talk = reply_for(intent, self.library.books())
            timings = Timings(total_ms=_ms(started))
            result = AnswerResult(question, Status.SMALLTALK, talk.reply, timings=timings)
            yield from self._finish(result)
            return
        if not self.library.books():
            answer = f"{REFUSAL} No textbooks are loaded yet: add NCERT PDF chapters first."
            result = AnswerResult(question, Status.REFUSED_OUT_OF_SCOPE, answer,
                                  confidence=Confidence.INSUFFICIENT.value,
                                  timings=Timings(total_ms=_ms(started)))  # fmt: skip
            yield from self._finish(result)
            return
        yield Stage("searching")
        plan = self._plan(question, scope)
        retrieval_ms = _ms(started)
        yield Retrieved(plan.hits, plan.decision.level.value, plan.decision.top_cosine,
                        plan.decision.coverage)  # fmt: skip
        if not plan.decision.answerable:
            status = (
                Status.REFUSED_OUT_OF_SCOPE
                if plan.decision.top_cosine < self.settings.thresholds.refuse_below
                else Status.REFUSED_LOW_CONFIDENCE
            )
            yield from self._finish(
                self._refusal(question, status, plan.hits, started, retrieval_ms)
            )
            return
        yield from self._generate(question, plan, scope, cancel, started, retrieval_ms)

    # -- retrieval and gate ------------------------------------------------------------------

    def _plan(self, question: str, scope: Scope | None) -> _Plan:
        settings = self.settings
        hits = tuple(self.library.search(question, k=settings.k, scope=scope))
        decision = decide(question, hits, settings.thresholds)
        parts = split_question(question)
        if len(parts) < 2:
            return _Plan(hits, decision, question, ())
        covered: list[str] = []
        uncovered: list[str] = []
        best: tuple[tuple[Hit, ...], GateDecision] | None = None
        for part in parts:
            part_hits = tuple(self.library.search(part, k=settings.k, scope=scope))
            part_decision = decide(part, part_hits, settings.thresholds)
            if part_decision.answerable:
                covered.append(part)
                if best is None or part_decision.top_cosine > best[1].top_cosine:
                    best = (part_hits, part_decision)
            else:
                uncovered.append(part)
        if not covered or not uncovered or best is None:
            return _Plan(hits, decision, question, ())
        log.info("question split: answering %s; not covered: %s", covered, uncovered)
        return _Plan(best[0], best[1], " ".join(covered), tuple(uncovered))

    def _refusal(
        self,
        question: str,
        status: Status,
        hits: Sequence[Hit],
        started: float,
        retrieval_ms: float,
        confidence: str | None = None,
        tokens: TokenCounts | None = None,
    ) -> AnswerResult:
        suggestions = nearest_topics(hits)
        answer = REFUSAL
        if suggestions:
            answer += " The closest topics in your books are: " + "; ".join(suggestions) + "."
        return AnswerResult(
            question, status, answer, (), confidence or Confidence.INSUFFICIENT.value,
            suggestions, Timings(retrieval_ms, None, _ms(started)), tokens or TokenCounts(),
            self.generator.model_id if tokens else None,
        )  # fmt: skip

    # -- generation ----------------------------------------------------------------------------

    def _generate(
        self,
        question: str,
        plan: _Plan,
        scope: Scope | None,
        cancel: CancelToken,
        started: float,
        retrieval_ms: float,
    ) -> Iterator[AskEvent]:
        settings = self.settings
        sources = select_sources(plan.hits, settings.max_sources, settings.max_source_words)
        classes = [s.hit.book.meta.school_class for s in sources if s.hit.book.meta.school_class]
        school_class = classes[0] if classes else None
        messages = build_messages(plan.question, sources, school_class, settings.think_in_tags)
        config = GenerationConfig(max_tokens=settings.max_tokens, temperature=settings.temperature)
        follow = (
            ContinuationFilter(self.library.embedder, plan.question,
                               [s.hit.chunk.text for s in sources])
            if settings.validate else None
        )  # fmt: skip
        yield Stage("reading_sources")
        first = yield from run_attempt(self.generator, messages, config, cancel, started, follow,
                                       settings.max_continuations)  # fmt: skip
        level = plan.decision.level.value
        answered = _Answered(question, plan, sources, level, started, retrieval_ms, first,
                             self.generator.model_id)  # fmt: skip
        if first.cancelled:
            yield from self._finish(answered.result(Status.CANCELLED, first.answer))
            return
        if not first.answer or is_refusal(first.answer):
            yield from self._finish(self._model_refused(answered, first))
            return
        if not settings.validate:
            answer = strip_markers(first.answer, sources)
            cited = assign_citations(answer, sources)
            result = answered.result(Status.ANSWERED, answered.with_uncovered(answer),
                                     tuple(Citation(s.n, s.hit) for s in cited))  # fmt: skip
            yield from self._finish(result)
            return
        yield from self._validated(answered, messages, config, cancel, follow)

    def _validated(
        self,
        answered: _Answered,
        messages: Sequence[ChatMessage],
        config: GenerationConfig,
        cancel: CancelToken,
        follow: ContinuationFilter | None,
    ) -> Iterator[AskEvent]:
        """Check the answer; trim it, retry once, fall back to the book's sentences or refuse."""
        settings, sources, plan = self.settings, answered.sources, answered.plan
        first = answered.attempts[0]
        yield Stage("checking")
        checked = time.perf_counter()
        verdict = self.validator.judge(first.answer, plan.question, sources)
        answered.validation_ms += _ms(checked)
        first_checks = verdict.checks
        log.info("validation: %s, quality %.2f, checks %s", verdict.path, verdict.quality,
                 list(verdict.checks))  # fmt: skip
        retried = False
        if not verdict.usable and _ms(answered.started) + first.generation_ms <= (
            settings.latency_budget_ms
        ):
            yield Stage("retrying")
            retry_began = time.perf_counter()
            strict = build_messages(plan.question, sources, answered.school_class,
                                    settings.think_in_tags, strict=True)  # fmt: skip
            second = yield from run_attempt(
                self.generator, strict, replace(config, temperature=0.0), cancel,
                answered.started, follow, settings.max_continuations,
            )  # fmt: skip
            answered.attempts.append(second)
            answered.retry_ms = _ms(retry_began)
            retried = True
            if second.cancelled:
                yield from self._finish(answered.result(Status.CANCELLED, second.answer))
                return
            if second.answer and not is_refusal(second.answer):
                checked = time.perf_counter()
                again = self.validator.judge(second.answer, plan.question, sources)
                answered.validation_ms += _ms(checked)
                log.info("retry validation: %s, quality %.2f", again.path, again.quality)
                if again.usable or again.quality > verdict.quality:
                    verdict = again
        if not verdict.usable:
            extract = self.validator.extract(plan.question, sources)
            if extract is None:
                result = self._model_refused(answered, answered.attempts[-1],
                                             checks=first_checks, retried=retried)  # fmt: skip
                yield Revised(result.answer, "The tutor's answer was not supported by your books.",
                              "refused")  # fmt: skip
                yield from self._finish(result)
                return
            verdict = extract
        cited = cite(verdict, sources)
        path = RETRIED if retried and verdict.path in (ACCEPT, TRIMMED) else verdict.path
        answer = answered.with_uncovered(cited.answer)
        reason = _reason(path, verdict, answered.attempts[-1])
        shown = answered.attempts[-1].shown
        if reason and _content(answer) != _content(shown):
            yield Revised(answer, reason, path)
        validation = Validation(path, first_checks, reason, verdict.removed, retried,
                                sum(a.continuations for a in answered.attempts))  # fmt: skip
        result = answered.result(
            Status.ANSWERED, answer, tuple(Citation(k, s.hit) for k, s in cited.sources),
            sentences=tuple(SentenceResult(s.text, s.supported, s.sources)
                            for s in cited.sentences),
            quality=verdict.quality, validation=validation,
        )  # fmt: skip
        yield from self._finish(result)

    def _model_refused(
        self,
        answered: _Answered,
        attempt: Attempt,
        checks: tuple[str, ...] = (),
        retried: bool = False,
    ) -> AnswerResult:
        """The model said the sources do not answer (or nothing usable came of it)."""
        refusal = self._refusal(
            answered.question, Status.REFUSED_UNSUPPORTED, answered.plan.hits,
            answered.started, answered.retrieval_ms, answered.level,
        )  # fmt: skip
        validation = Validation("refused", checks, None, 0, retried,
                                sum(a.continuations for a in answered.attempts))  # fmt: skip
        return answered.result(Status.REFUSED_UNSUPPORTED, refusal.answer,
                               suggestions=refusal.suggestions, validation=validation)  # fmt: skip

    def _finish(self, result: AnswerResult) -> Iterator[AskEvent]:
        if self.history is not None and result.status is not Status.ERROR:
            self.history.add(result)
        log.info(
            "answered %r: %s, confidence %s, %d citations, %.0f ms",
            result.question, result.status.value, result.confidence, len(result.citations),
            result.timings.total_ms,
        )  # fmt: skip
        yield Finished(result)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
