"""One question → a stream of typed events, ending with ``Finished(AnswerResult)``.

intent → retrieval → confidence gate (refuse without calling the model) → strict prompt →
streaming generation split into answer and reasoning (continued when the token limit cut it
off) → validation (every sentence supported by a source: accept, trim, one stricter retry,
the textbook's own sentences, or the refusal; a ``Revised`` event when the streamed answer
changed) → citations from the support alignment → result (+ history).
The window and the CLI only render these events and record ``Finished`` in history when they
want to (``eval`` does not). Reasoning goes out as ``AnswerDelta`` events on the reasoning
channel and is never put into the result, history or prompt.

One thread owns a pipeline's model: the one that calls ``warm_up``, ``ask`` and
``close_model`` (the window's answer worker; the CLI's main thread).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace

from tutorapp.core.answering import (
    Answered,
    Plan,
    content_of,
    is_refusal,
    ms_since,
    nearest_chapter,
    nearest_topics,
    refusal_text,
    revision_reason,
    stopped_answer,
)
from tutorapp.core.errors import TutorError
from tutorapp.core.events import AskEvent, Finished, Retrieved, Revised, Stage, StageName, Warmed
from tutorapp.core.generation.attempt import run_attempt
from tutorapp.core.generation.engine import CancelToken, ChatMessage, ChatModel, GenerationConfig
from tutorapp.core.generation.prompts import build_messages
from tutorapp.core.generation.sources import assign_citations, select_sources, strip_markers
from tutorapp.core.intent import REFUSAL, Intent, classify, reply_for
from tutorapp.core.library import Library
from tutorapp.core.limits import question_problem
from tutorapp.core.results import (
    AnswerResult,
    Citation,
    SentenceResult,
    Status,
    Timings,
    Validation,
    ValidationPath,
)
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.gate import (
    GateDecision,
    decide,
    is_devanagari,
    rescored,
    split_question,
)
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Confidence, Hit, Scope
from tutorapp.core.validation.continuation import ContinuationFilter
from tutorapp.core.validation.policy import Validator, cite

log = logging.getLogger(__name__)


class Pipeline:
    """Answers questions from one library with one model. Not re-entrant: one at a time, on
    the thread that owns the model."""

    def __init__(
        self,
        library: Library,
        generator: ChatModel,
        settings: AnswerSettings | None = None,
        *,
        checker: Embedder | None = None,
    ) -> None:
        """``checker`` embeds for checking answers against sources (support, continuation,
        extracts; its thresholds were calibrated with all-MiniLM-L6-v2); it defaults to the
        library's own embedder, which searches (and compares Hindi with English)."""
        self.library = library
        self.generator = generator
        self.settings = settings or AnswerSettings()
        self.checker = checker or library.embedder
        self.validator = Validator(self.checker, self.settings, self.settings.support)

    def configure(self, settings: AnswerSettings, generator: ChatModel | None = None) -> None:
        """New settings (and optionally a new model, the old one closed) for the next
        question. Call it on the thread that owns the model, never while it answers."""
        self.settings = settings
        self.validator = Validator(self.checker, settings, settings.support)
        if generator is not None and generator is not self.generator:
            self.close_model()
            self.generator = generator

    def warm_up(self) -> Iterator[Warmed]:
        """Load the embedder and the model now (on the thread that will answer), so the first
        question does not wait for them."""
        started = time.perf_counter()
        self.library.embedder.embed(["warm up"])
        if self.checker is not self.library.embedder:
            self.checker.embed(["warm up"])
        self.generator.load()
        yield Warmed(time.perf_counter() - started)

    def close_model(self) -> None:
        """Free the model's memory (on the thread that owns it); the next use loads it."""
        self.generator.close()

    def close(self) -> None:
        self.library.close()

    def ask(
        self, question: str, scope: Scope | None = None, cancel: CancelToken | None = None
    ) -> Iterator[AskEvent]:
        started = time.perf_counter()
        cancel = cancel or CancelToken()
        problem = question_problem(question)  # empty, or too long to fit beside sources
        if problem is not None:
            raise TutorError(problem)
        question = " ".join(question.split())
        intent = classify(question)
        if intent is not Intent.QUESTION:
            talk = reply_for(intent, self.library.books())
            yield self._finished(
                AnswerResult(
                    question=question,
                    status=Status.SMALLTALK,
                    answer=talk.reply,
                    timings=Timings(total_ms=ms_since(started)),
                )
            )
            return
        if not self.library.books():
            yield self._finished(
                AnswerResult(
                    question=question,
                    status=Status.REFUSED_OUT_OF_SCOPE,
                    answer=f"{REFUSAL} No textbooks are loaded yet: add NCERT PDF chapters first.",
                    confidence=Confidence.INSUFFICIENT,
                    timings=Timings(total_ms=ms_since(started)),
                )
            )
            return
        yield Stage(StageName.SEARCHING)
        plan = self._plan(question, scope)
        retrieval_ms = ms_since(started)
        decision = plan.decision
        yield Retrieved(
            hits=plan.hits,
            confidence=decision.level,
            top_cosine=decision.top_cosine,
            coverage=decision.coverage,
        )
        if not decision.answerable:
            status = (
                Status.REFUSED_OUT_OF_SCOPE
                if decision.below_floor
                else Status.REFUSED_LOW_CONFIDENCE
            )
            yield self._finished(self._refusal(question, status, plan.hits, started, retrieval_ms))
            return
        yield from self._generate(question, plan, cancel, started, retrieval_ms)

    # -- retrieval and gate ------------------------------------------------------------------

    def _decide(self, question: str, hits: tuple[Hit, ...]) -> GateDecision:
        """The gate on ``hits``: English questions are judged with the checker's cosines
        (all-MiniLM-L6-v2, as calibrated), Hindi ones with the library's multilingual ones."""
        if self.checker is self.library.embedder or is_devanagari(question):
            model_id = self.library.embedder.model_id
        else:
            hits = rescored(question, hits, self.checker)
            model_id = self.checker.model_id
        return decide(question, hits, self.settings.thresholds_for(model_id))

    def _plan(self, question: str, scope: Scope | None) -> Plan:
        settings = self.settings
        hits = tuple(self.library.search(question, k=settings.k, scope=scope))
        decision = self._decide(question, hits)
        whole = Plan(hits=hits, decision=decision, question=question, uncovered=())
        parts = split_question(question)
        if len(parts) < 2:
            return whole
        covered: list[str] = []
        uncovered: list[str] = []
        best: tuple[tuple[Hit, ...], GateDecision] | None = None
        for part in parts:
            part_hits = tuple(self.library.search(part, k=settings.k, scope=scope))
            part_decision = self._decide(part, part_hits)
            if part_decision.answerable:
                covered.append(part)
                if best is None or part_decision.top_cosine > best[1].top_cosine:
                    best = (part_hits, part_decision)
            else:
                uncovered.append(part)
        if not covered or not uncovered or best is None:
            return whole
        log.info("question split: answering %s; not covered: %s", covered, uncovered)
        return Plan(
            hits=best[0], decision=best[1], question=" ".join(covered), uncovered=tuple(uncovered)
        )

    def _refusal(
        self,
        question: str,
        status: Status,
        hits: Sequence[Hit],
        started: float,
        retrieval_ms: float,
    ) -> AnswerResult:
        """The refusal at the gate (no model call) with the nearest topics found."""
        suggestions = nearest_topics(hits)
        return AnswerResult(
            question=question,
            status=status,
            answer=refusal_text(suggestions),
            confidence=Confidence.INSUFFICIENT,
            suggestions=suggestions,
            timings=Timings(retrieval_ms=retrieval_ms, total_ms=ms_since(started)),
            nearest_chapter=nearest_chapter(hits),
        )

    # -- generation ----------------------------------------------------------------------------

    def _generate(
        self,
        question: str,
        plan: Plan,
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
            ContinuationFilter(
                self.checker,
                plan.question,
                [s.hit.chunk.text for s in sources],
                limit=settings.max_continuations,
            )
            if settings.validate
            else None
        )
        yield Stage(StageName.READING_SOURCES)
        first = yield from run_attempt(
            self.generator,
            messages,
            config,
            cancel,
            started=started,
            continuation=follow,
        )
        answered = Answered(
            question=question,
            plan=plan,
            sources=sources,
            level=plan.decision.level,
            started=started,
            retrieval_ms=retrieval_ms,
            first=first,
            model=self.generator.model_id,
        )
        if first.cancelled:
            yield self._finished(self._stopped(answered, first.answer))
            return
        if not first.answer or is_refusal(first.answer):
            yield self._finished(self._model_refused(answered))
            return
        if not settings.validate:
            answer = strip_markers(first.answer, sources)
            cited = assign_citations(answer, sources)
            citations = tuple(Citation.from_hit(s.n, s.hit) for s in cited)
            result = answered.result(
                Status.ANSWERED, answered.with_uncovered(answer), citations=citations
            )
            yield self._finished(result)
            return
        yield from self._validated(answered, messages, config, cancel, follow)

    def _validated(
        self,
        answered: Answered,
        messages: Sequence[ChatMessage],
        config: GenerationConfig,
        cancel: CancelToken,
        follow: ContinuationFilter | None,
    ) -> Iterator[AskEvent]:
        """Check the answer; trim it, retry once, fall back to the book's sentences or refuse."""
        settings, sources, plan = self.settings, answered.sources, answered.plan
        first = answered.attempts[0]
        yield Stage(StageName.CHECKING)
        checked = time.perf_counter()
        verdict = self.validator.judge(first.answer, plan.question, sources)
        answered.validation_ms += ms_since(checked)
        first_checks = verdict.checks
        log.info(
            "validation: %s, quality %.2f, checks %s",
            verdict.path,
            verdict.quality,
            list(verdict.checks),
        )
        retried = False
        within_budget = (
            ms_since(answered.started) + first.generation_ms <= settings.latency_budget_ms
        )
        if not verdict.usable and within_budget:
            yield Stage(StageName.RETRYING)
            retry_began = time.perf_counter()
            strict = build_messages(
                plan.question, sources, answered.school_class, settings.think_in_tags, strict=True
            )
            second = yield from run_attempt(
                self.generator,
                strict,
                replace(config, temperature=0.0),
                cancel,
                started=answered.started,
                continuation=follow,
            )
            answered.attempts.append(second)
            answered.retry_ms = ms_since(retry_began)
            retried = True
            if second.cancelled:
                yield self._finished(self._stopped(answered, second.answer))
                return
            if second.answer and not is_refusal(second.answer):
                checked = time.perf_counter()
                again = self.validator.judge(second.answer, plan.question, sources)
                answered.validation_ms += ms_since(checked)
                log.info("retry validation: %s, quality %.2f", again.path, again.quality)
                if again.usable or again.quality > verdict.quality:
                    verdict = again
        if not verdict.usable:
            extract = self.validator.extract(plan.question, sources)
            if extract is None:
                result = self._model_refused(answered, checks=first_checks, retried=retried)
                yield Revised(
                    answer=result.answer,
                    reason="The tutor's answer was not supported by your books.",
                    path=ValidationPath.REFUSED,
                )
                yield self._finished(result)
                return
            verdict = extract
        cited = cite(verdict, sources)
        path = verdict.path or ValidationPath.EXTRACTIVE
        if retried and path in (ValidationPath.ACCEPT, ValidationPath.TRIMMED):
            path = ValidationPath.RETRIED
        answer = answered.with_uncovered(cited.answer)
        reason = revision_reason(path, verdict, answered.attempts[-1])
        shown = answered.attempts[-1].shown
        if reason and content_of(answer) != content_of(shown):
            yield Revised(answer=answer, reason=reason, path=path)
        validation = Validation(
            path=path,
            checks=first_checks,
            reason=reason,
            removed=verdict.removed,
            retried=retried,
            continuations=sum(a.continuations for a in answered.attempts),
        )
        sentences = tuple(
            SentenceResult(
                text=s.text, supported=s.supported, sources=s.sources, marked=not s.supported
            )
            for s in cited.sentences
        )
        result = answered.result(
            Status.ANSWERED,
            answer,
            citations=tuple(Citation.from_hit(k, s.hit) for k, s in cited.sources),
            sentences=sentences,
            quality=verdict.quality,
            validation=validation,
        )
        yield self._finished(result)

    def _stopped(self, answered: Answered, text: str) -> AnswerResult:
        """The student pressed Stop: the complete sentences so far and the sources they cite."""
        kept = stopped_answer(text, answered.sources)
        citations = tuple(Citation.from_hit(s.n, s.hit) for s in kept.sources)
        return answered.result(Status.CANCELLED, kept.answer, citations=citations)

    def _model_refused(
        self, answered: Answered, checks: tuple[str, ...] = (), retried: bool = False
    ) -> AnswerResult:
        """The model said the sources do not answer (or nothing usable came of it)."""
        suggestions = nearest_topics(answered.plan.hits)
        validation = Validation(
            path=ValidationPath.REFUSED,
            checks=checks,
            retried=retried,
            continuations=sum(a.continuations for a in answered.attempts),
        )
        return answered.result(
            Status.REFUSED_UNSUPPORTED,
            refusal_text(suggestions),
            suggestions=suggestions,
            validation=validation,
        )

    def _finished(self, result: AnswerResult) -> Finished:
        log.info(
            "answered %r: %s, confidence %s, %d citations, %.0f ms",
            result.question,
            result.status.value,
            result.confidence,
            len(result.citations),
            result.timings.total_ms,
        )
        return Finished(result)
