"""What one question gathers on its way to a result: the retrieval plan, the attempts and
their timings (``Answered``), and the small rules the pipeline applies to them — the refusal
text with the nearest topics, spotting a model's refusal, why a checked answer changed, and
what is kept of an answer the student stopped.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from tutorapp.core.citation import Citation, PreviewSentence
from tutorapp.core.generation.attempt import Attempt
from tutorapp.core.generation.sources import assign_citations, strip_markers
from tutorapp.core.intent import HINDI_REFUSAL, REFUSAL, Intent, classify, is_hindi, reply_for
from tutorapp.core.premise import PremiseCheck
from tutorapp.core.premise_answer import Correction
from tutorapp.core.results import (
    AnswerResult,
    PremiseNote,
    SentenceResult,
    Status,
    Timings,
    TokenCounts,
    UncoveredPart,
    UncoveredReason,
    Validation,
    ValidationPath,
)
from tutorapp.core.retrieval.gate import GateDecision, content_words, is_devanagari
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.ranking import Asks
from tutorapp.core.types import Book, ChapterRef, Confidence, Hit, Source
from tutorapp.core.validation.policy import Verdict
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.split import MARKER, join_answer, split_answer


@dataclass(frozen=True, kw_only=True)
class Plan:
    """What retrieval decided: the hits to answer from, and parts the books do not cover."""

    hits: tuple[Hit, ...]
    decision: GateDecision
    question: str  # the answerable part(s) of the question
    uncovered: tuple[str, ...]  # parts search found nothing close to
    asks: Asks = Asks.FACTS  # what the question wants (facts, a computation, practice…)
    earlier: str | None = None  # a follow-up: the previous question (and answer) for the prompt
    covered: tuple[str, ...] = ()  # the answerable parts, when the question had several
    premise: PremiseCheck | None = None  # what the question takes for granted, checked
    # the passage that sets the exercise question the question names by number ("Exercise
    # 5.3 Q6"; ``Planner.with_exercise``), by chunk id
    posed: str = ""


@dataclass(kw_only=True)
class Answered:
    """What one question has gathered so far on its way to a result (one per question)."""

    question: str
    plan: Plan
    sources: list[Source]  # as the model was shown them (compressed)
    level: Confidence
    started: float
    retrieval_ms: float
    first: Attempt
    model: str = ""
    validation_ms: float = 0.0
    retry_ms: float = 0.0
    preview: tuple[PreviewSentence, ...] = ()
    preview_ms: float | None = None
    attempts: list[Attempt] = field(default_factory=list)
    missed: tuple[str, ...] = ()  # answerable parts the checked answer does not address
    premise_note: PremiseNote | None = None
    correction: Correction | None = None  # how the question's premise is corrected
    retrieved: tuple[str, ...] = ()  # every passage found (the sources before compression)

    def __post_init__(self) -> None:
        self.attempts = [self.first]

    @property
    def school_class(self) -> int | None:
        classes = [s.hit.book.meta.school_class for s in self.sources]
        return next((c for c in classes if c), None)

    @property
    def avoid(self) -> Avoid | None:
        """What the answer must not say again: a premise the books do not support."""
        return self.correction.avoid if self.correction is not None else None

    @property
    def uncovered(self) -> tuple[UncoveredPart, ...]:
        return tuple(
            UncoveredPart(part=p, reason=UncoveredReason.NOT_IN_BOOKS) for p in self.plan.uncovered
        ) + tuple(UncoveredPart(part=p, reason=UncoveredReason.NOT_ANSWERED) for p in self.missed)

    def with_uncovered(self, answer: str) -> str:
        """The answer, then a line naming each part of the question it does not cover."""
        lines = [answer]
        if self.plan.uncovered:
            missing = "; ".join(f"“{p}”" for p in self.plan.uncovered)
            lines.append(f"Your books do not cover this part of the question: {missing}.")
        if self.missed:
            missing = "; ".join(f"“{p}”" for p in self.missed)
            lines.append(f"This answer does not cover: {missing} — ask it on its own to try again.")
        return "\n\n".join(lines)

    def stopped(self, text: str) -> AnswerResult:
        """The student pressed Stop: the complete sentences so far (after the premise's
        correction, already shown) and the sources they cite."""
        correction = self.correction
        if correction is not None and correction.lead is not None:
            text = f"{correction.lead.text}\n{text}"
        kept = stopped_answer(text, self.sources)
        citations = tuple(Citation.from_hit(s.n, s.hit) for s in kept.sources)
        return self.result(Status.CANCELLED, kept.answer, citations=citations)

    def refused(self, checks: tuple[str, ...] = (), retried: bool = False) -> AnswerResult:
        """The model said the sources do not answer (or nothing usable came of it)."""
        suggestions = nearest_topics(self.plan.hits)
        validation = Validation(
            path=ValidationPath.REFUSED,
            checks=checks,
            retried=retried,
            continuations=sum(a.continuations for a in self.attempts),
        )
        return self.result(
            Status.REFUSED_UNSUPPORTED,
            refusal_text(suggestions, self.question),
            suggestions=suggestions,
            validation=validation,
        )

    def result(  # noqa: PLR0913 - the keyword-only fields of AnswerResult
        self,
        status: Status,
        answer: str,
        *,
        citations: tuple[Citation, ...] = (),
        suggestions: tuple[str, ...] = (),
        sentences: tuple[SentenceResult, ...] = (),
        quality: float | None = None,
        validation: Validation | None = None,
    ) -> AnswerResult:
        attempts = self.attempts
        timings = Timings(
            retrieval_ms=self.retrieval_ms,
            first_token_ms=self.first.first_token_ms,
            total_ms=ms_since(self.started),
            validation_ms=self.validation_ms,
            continuation_ms=sum(a.continuation_ms for a in attempts),
            retry_ms=self.retry_ms,
            preview_ms=self.preview_ms,
        )
        tokens = TokenCounts(
            prompt=sum(a.prompt_tokens for a in attempts),
            prompt_new=_sum_known([a.prompt_new for a in attempts]),
            reasoning=sum(a.reasoning_tokens for a in attempts),
            answer=sum(a.answer_tokens for a in attempts),
        )
        return AnswerResult(
            question=self.question,
            status=status,
            answer=answer,
            citations=citations,
            confidence=self.level,
            suggestions=suggestions,
            timings=timings,
            tokens=tokens,
            model=self.model or None,
            leaked=any(a.leaked for a in attempts),
            sentences=sentences,
            quality=quality,
            validation=validation,
            nearest_chapter=nearest_chapter(self.plan.hits),
            preview=self.preview,
            uncovered=self.uncovered if status is Status.ANSWERED else (),
            premise=self.premise_note,
        )


def nearest_chapter(hits: Sequence[Hit]) -> ChapterRef | None:
    """The chapter of the best passage found (the class report groups questions by it)."""
    return ChapterRef.of(hits[0].book) if hits else None


_REASONS = {
    ValidationPath.TRIMMED: "Removed {removed} sentence(s) that your books do not support.",
    ValidationPath.RETRIED: "The first answer was not supported by your books, so the tutor "
    "answered again more strictly.",
    ValidationPath.EXTRACTIVE: "The tutor's own answer could not be checked against your "
    "books, so these are the textbook's own sentences.",
}

_REMOVED = ", and removed {removed} sentence(s) that your books do not support."


def revision_reason(path: ValidationPath, verdict: Verdict, attempt: Attempt) -> str | None:
    """Why the answer shown differs from the one streamed (None: it does not, in substance)."""
    why = _revision_reason(path, verdict, attempt)
    if verdict.completed and path is not ValidationPath.EXTRACTIVE:
        added = f"Added {verdict.completed}."
        why = f"{why} {added}" if why else added
    if verdict.corrections and path is not ValidationPath.EXTRACTIVE:
        fixed = "Corrected a calculation: " + "; ".join(verdict.corrections) + "."
        return f"{fixed} {why}" if why else fixed
    return why


def _revision_reason(path: ValidationPath, verdict: Verdict, attempt: Attempt) -> str | None:
    if path is ValidationPath.TRIMMED and verdict.removed:
        if verdict.marked:
            return f"Marked {verdict.removed} sentence(s) that your books do not support."
        return _REASONS[ValidationPath.TRIMMED].format(removed=verdict.removed)
    if path is ValidationPath.RETRIED and verdict.removed:
        return _REASONS[path][:-1] + _REMOVED.format(removed=verdict.removed)
    if path in (ValidationPath.RETRIED, ValidationPath.EXTRACTIVE):
        return _REASONS[path]
    if attempt.dropped:
        return (
            f"Dropped {attempt.dropped} repeated or off-topic sentence(s) "
            "from the continued answer."
        )
    return None


def content_of(text: str) -> str:
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


def _sum_known(values: Sequence[int | None]) -> int | None:
    return None if any(v is None for v in values) else sum(v or 0 for v in values)


def refusal_text(suggestions: Sequence[str], question: str = "") -> str:
    """The refusal (followed by its Hindi for a Hindi question) and the nearest topics."""
    refusal = f"{REFUSAL} {HINDI_REFUSAL}" if is_devanagari(question) else REFUSAL
    if not suggestions:
        return refusal
    return f"{refusal} The closest topics in your books are: {'; '.join(suggestions)}."


def ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


# A citation marker the stop cut off ("[3", "[Sour") and what may trail a kept sentence.
_CUT_MARKER = re.compile(r"\[[^\]\n]{0,10}$")
_SENTENCE_END = re.compile(r"[.?!।][\"'”’)\]]*$")
_TRAILING = re.compile(r"[\s,;:]+$")


@dataclass(frozen=True, kw_only=True)
class Stopped:
    """What is kept of an answer the student stopped: its complete sentences and the
    sources they cite."""

    answer: str
    sources: tuple[Source, ...]


def stopped_answer(text: str, sources: Sequence[Source]) -> Stopped:
    """The answer up to its last complete sentence, without a citation marker the stop cut
    in half or markers that point at no source, and the sources it drew on.

    ``"It is water. It falls as rain [1], [2], [3"`` → ``"It is water."``;
    ``"…and soil. [1], [2], [3"`` → ``"…and soil. [1], [2]"`` citing sources 1 and 2.
    """
    text = _CUT_MARKER.sub("", text.rstrip())
    kept = split_answer(text)
    while kept and not _SENTENCE_END.search(_TRAILING.sub("", kept[-1].plain)):
        kept.pop()
    answer = _TRAILING.sub("", join_answer(kept)) if kept else ""
    answer = strip_markers(answer, sources) if answer else ""
    cited = assign_citations(answer, sources) if answer else []
    return Stopped(answer=answer, sources=tuple(cited))


def unanswered_parts(parts: Sequence[str], answer: str) -> tuple[str, ...]:
    """The parts of a several-part question none of whose own words the answer uses
    (words every part shares, such as the subject, do not count)."""
    if len(parts) < 2:
        return ()
    words = [set(content_words(p)) for p in parts]
    common = set.intersection(*words)
    said = set(tokenize(answer))
    return tuple(
        p for p, own in zip(parts, words, strict=True) if own - common and not (own - common) & said
    )


def interleave(groups: Sequence[Sequence[Hit]]) -> tuple[Hit, ...]:
    """Hits of several searches, taking the best of each in turn, without repeats."""
    seen: set[str] = set()
    out: list[Hit] = []
    for rank in range(max(len(g) for g in groups)):
        for group in groups:
            if rank < len(group) and group[rank].chunk.id not in seen:
                seen.add(group[rank].chunk.id)
                out.append(group[rank])
    return tuple(out)


def without_search(question: str, books: Sequence[Book], started: float) -> AnswerResult | None:
    """The result that needs no search: a short reply to small talk or a question about the
    tutor (in Hindi for a Hindi message), or the refusal when no books are loaded."""
    intent = classify(question)
    if intent is not Intent.QUESTION:
        return AnswerResult(
            question=question,
            status=Status.SMALLTALK,
            answer=reply_for(intent, books, is_hindi(question)).reply,
            timings=Timings(total_ms=ms_since(started)),
        )
    if not books:
        return AnswerResult(
            question=question,
            status=Status.REFUSED_OUT_OF_SCOPE,
            answer=f"{REFUSAL} No textbooks are loaded yet: add NCERT PDF chapters first.",
            confidence=Confidence.INSUFFICIENT,
            timings=Timings(total_ms=ms_since(started)),
        )
    return None


def gate_refusal(
    question: str, status: Status, hits: Sequence[Hit], started: float, retrieval_ms: float
) -> AnswerResult:
    """The refusal at the gate (no model call) with the nearest topics found."""
    suggestions = nearest_topics(hits)
    return AnswerResult(
        question=question,
        status=status,
        answer=refusal_text(suggestions, question),
        confidence=Confidence.INSUFFICIENT,
        suggestions=suggestions,
        timings=Timings(retrieval_ms=retrieval_ms, total_ms=ms_since(started)),
        nearest_chapter=nearest_chapter(hits),
    )
