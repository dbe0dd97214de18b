"""One question → a stream of typed events, ending with ``Finished(AnswerResult)``.

intent → retrieval → confidence gate (refuse without calling the model) → strict prompt →
streaming generation split into answer and reasoning → citations → result (+ history).
The window and the CLI only render these events. Reasoning goes out as ``AnswerDelta``
events on the "reasoning" channel and is never put into the result, history or prompt.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tutorapp.core.errors import TutorError
from tutorapp.core.events import AnswerDelta, AskEvent, Finished, Retrieved, Stage
from tutorapp.core.generation.engine import (
    CancelToken,
    GenerationConfig,
    GenerationDone,
    Generator,
)
from tutorapp.core.generation.prompts import Source, build_messages
from tutorapp.core.generation.sources import assign_citations, select_sources, strip_markers
from tutorapp.core.generation.splitter import SplitterConfig, StreamSplitter
from tutorapp.core.history import History
from tutorapp.core.intent import REFUSAL, Intent, classify, reply_for
from tutorapp.core.library import Library
from tutorapp.core.results import AnswerResult, Citation, Status, Timings, TokenCounts
from tutorapp.core.retrieval.gate import Confidence, GateDecision, decide, split_question
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Hit, Scope

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _Plan:
    """What retrieval decided: the hits to answer from, and parts the books do not cover."""

    hits: tuple[Hit, ...]
    decision: GateDecision
    question: str  # the answerable part(s) of the question
    uncovered: tuple[str, ...]


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
        messages = build_messages(
            plan.question, sources, classes[0] if classes else None, settings.think_in_tags
        )
        config = GenerationConfig(max_tokens=settings.max_tokens, temperature=settings.temperature)
        splitter = StreamSplitter(SplitterConfig())
        answer_parts: list[str] = []
        done: GenerationDone | None = None
        yield Stage("reading_sources")
        first_token_ms: float | None = None
        for piece in self.generator.stream(messages, config, cancel):
            if isinstance(piece, GenerationDone):
                done = piece
                break
            if first_token_ms is None:
                first_token_ms = _ms(started)
                yield Stage("answering")
            for delta in splitter.feed(piece):
                yield from _emit(delta.channel, delta.text, answer_parts)
            if splitter.stats.looping:
                log.info("model started repeating itself; stopping generation")
                cancel.cancel()
        for delta in splitter.finish():
            yield from _emit(delta.channel, delta.text, answer_parts)
        stats = splitter.stats
        tokens = TokenCounts(done.prompt_tokens if done else 0, stats.reasoning_tokens,
                             stats.answer_tokens)  # fmt: skip
        answer = "".join(answer_parts).strip()
        level = plan.decision.level.value
        if done is not None and done.finish_reason == "cancelled" and not stats.looping:
            result = AnswerResult(
                question, Status.CANCELLED, answer, (), level, (),
                Timings(retrieval_ms, first_token_ms, _ms(started)), tokens,
                self.generator.model_id, stats.leaked,
            )  # fmt: skip
            yield from self._finish(result)
            return
        if not answer or is_refusal(answer):
            result = self._refusal(question, Status.REFUSED_UNSUPPORTED, plan.hits, started,
                                   retrieval_ms, level, tokens)  # fmt: skip
            yield from self._finish(_with_first_token(result, first_token_ms))
            return
        answer = strip_markers(answer, sources)
        if plan.uncovered:
            missing = "; ".join(f"“{p}”" for p in plan.uncovered)
            answer += f"\n\nYour books do not cover this part of the question: {missing}."
        cited = assign_citations(answer, sources)
        result = AnswerResult(
            question, Status.ANSWERED, answer, _citations(cited), level, (),
            Timings(retrieval_ms, first_token_ms, _ms(started)), tokens,
            self.generator.model_id, stats.leaked,
        )  # fmt: skip
        yield from self._finish(result)

    def _finish(self, result: AnswerResult) -> Iterator[AskEvent]:
        if self.history is not None and result.status is not Status.ERROR:
            self.history.add(result)
        log.info(
            "answered %r: %s, confidence %s, %d citations, %.0f ms",
            result.question, result.status.value, result.confidence, len(result.citations),
            result.timings.total_ms,
        )  # fmt: skip
        yield Finished(result)


def _emit(channel: str, text: str, answer_parts: list[str]) -> Iterator[AnswerDelta]:
    if not text:
        return
    if channel == "answer":
        answer_parts.append(text)
    yield AnswerDelta(channel, text)


def _citations(sources: Sequence[Source]) -> tuple[Citation, ...]:
    return tuple(Citation(s.n, s.hit) for s in sources)


def _with_first_token(result: AnswerResult, first_token_ms: float | None) -> AnswerResult:
    from dataclasses import replace  # noqa: PLC0415

    return replace(result, timings=replace(result.timings, first_token_ms=first_token_ms))


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
