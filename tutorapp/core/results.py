"""What one question produces: the stored result (never any reasoning) and its JSON shape.

``AnswerResult.to_json`` is the ``ask --json`` shape and what history stores;
``AnswerResult.from_json`` reads it back into the same types, so a stored answer renders
through the same code as a live one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tutorapp.core.citation import Citation, PreviewSentence
from tutorapp.core.jsonfields import (
    JsonObject,
    get_float,
    get_int,
    get_object,
    get_objects,
    get_opt_int,
    get_opt_str,
    get_str,
    get_strings,
)
from tutorapp.core.types import ChapterRef, Confidence
from tutorapp.core.validation.verdicts import Verdict


class Status(StrEnum):
    ANSWERED = "answered"
    REFUSED_OUT_OF_SCOPE = "refused_out_of_scope"
    REFUSED_LOW_CONFIDENCE = "refused_low_confidence"
    REFUSED_UNSUPPORTED = "refused_unsupported"
    SMALLTALK = "smalltalk"
    CANCELLED = "cancelled"
    ERROR = "error"

    @property
    def refused(self) -> bool:
        return self.value.startswith("refused")


class ValidationPath(StrEnum):
    """What checking did with the model's answer."""

    ACCEPT = "accept"  # it stands as written
    TRIMMED = "trimmed"  # it stands without (or with marked) unsupported sentences
    RETRIED = "retried"  # a stricter second attempt stands
    EXTRACTIVE = "extractive"  # the textbook's own sentences replace it
    REFUSED = "refused"  # nothing usable: the refusal


# -- the parts of a result ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Timings:
    retrieval_ms: float = 0.0
    first_token_ms: float | None = None
    total_ms: float = 0.0
    validation_ms: float = 0.0  # checking the answer against the sources
    continuation_ms: float = 0.0  # continuing answers the token limit cut off
    retry_ms: float = 0.0  # the stricter second attempt
    preview_ms: float | None = None  # the textbook preview was ready (None: no preview)

    def to_json(self) -> JsonObject:
        first, preview = self.first_token_ms, self.preview_ms
        return {
            "retrieval_ms": round(self.retrieval_ms, 1),
            "preview_ms": None if preview is None else round(preview, 1),
            "first_token_ms": None if first is None else round(first, 1),
            "total_ms": round(self.total_ms, 1),
            "validation_ms": round(self.validation_ms, 1),
            "continuation_ms": round(self.continuation_ms, 1),
            "retry_ms": round(self.retry_ms, 1),
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> Timings:
        first = raw.get("first_token_ms")
        preview = raw.get("preview_ms")
        return cls(
            retrieval_ms=get_float(raw, "retrieval_ms"),
            preview_ms=None if preview is None else get_float(raw, "preview_ms"),
            first_token_ms=None if first is None else get_float(raw, "first_token_ms"),
            total_ms=get_float(raw, "total_ms"),
            validation_ms=get_float(raw, "validation_ms"),
            continuation_ms=get_float(raw, "continuation_ms"),
            retry_ms=get_float(raw, "retry_ms"),
        )


@dataclass(frozen=True, kw_only=True)
class SentenceResult:
    """One answer sentence: whether the sources support it, and the citations that do.

    ``marked``: kept although unsupported, shown marked (the "keep unsupported sentences,
    marked" setting) — never true for a supported sentence.
    """

    text: str
    supported: bool
    sources: tuple[int, ...]  # citation numbers as shown
    marked: bool = False

    def to_json(self) -> JsonObject:
        return {
            "text": self.text,
            "supported": self.supported,
            "sources": list(self.sources),
            "marked": self.marked,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> SentenceResult:
        sources = raw.get("sources")
        numbers = tuple(
            n for n in (sources if isinstance(sources, list) else []) if isinstance(n, int)
        )
        return cls(
            text=get_str(raw, "text"),
            supported=raw.get("supported") is True,
            sources=numbers,
            marked=raw.get("marked") is True,
        )


@dataclass(frozen=True, kw_only=True)
class Validation:
    """What checking the answer did."""

    path: ValidationPath
    checks: tuple[str, ...] = ()  # the checks that fired on the (first) answer
    reason: str | None = None  # shown to the student when the answer was changed
    removed: int = 0  # sentences dropped (or marked) as unsupported
    retried: bool = False
    continuations: int = 0

    def to_json(self) -> JsonObject:
        return {
            "path": self.path.value,
            "checks": list(self.checks),
            "reason": self.reason,
            "removed": self.removed,
            "retried": self.retried,
            "continuations": self.continuations,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> Validation | None:
        try:
            path = ValidationPath(get_str(raw, "path"))
        except ValueError:
            return None
        return cls(
            path=path,
            checks=get_strings(raw, "checks"),
            reason=get_opt_str(raw, "reason"),
            removed=get_int(raw, "removed"),
            retried=raw.get("retried") is True,
            continuations=get_int(raw, "continuations"),
        )


@dataclass(frozen=True, kw_only=True)
class TokenCounts:
    prompt: int = 0
    reasoning: int = 0
    answer: int = 0
    prompt_new: int | None = None  # prompt tokens evaluated for this question (not cached)

    def to_json(self) -> JsonObject:
        return {
            "prompt": self.prompt,
            "prompt_new": self.prompt_new,
            "reasoning": self.reasoning,
            "answer": self.answer,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> TokenCounts:
        return cls(
            prompt=get_int(raw, "prompt"),
            reasoning=get_int(raw, "reasoning"),
            answer=get_int(raw, "answer"),
            prompt_new=get_opt_int(raw, "prompt_new"),
        )


class UncoveredReason(StrEnum):
    """Why part of a question has no answer."""

    NOT_IN_BOOKS = "not_in_books"  # search found nothing close enough in the books
    NOT_ANSWERED = "not_answered"  # the books may cover it, but the checked answer does not


@dataclass(frozen=True, kw_only=True)
class UncoveredPart:
    """A part of a multi-part question that the answer does not cover (and says so)."""

    part: str
    reason: UncoveredReason

    def to_json(self) -> JsonObject:
        return {"part": self.part, "reason": self.reason.value}

    @classmethod
    def from_json(cls, raw: JsonObject) -> UncoveredPart | None:
        try:
            reason = UncoveredReason(get_str(raw, "reason"))
        except ValueError:
            return None
        return cls(part=get_str(raw, "part"), reason=reason)


@dataclass(frozen=True, kw_only=True)
class PremiseNote:
    """What the question took for granted and what the books say about it."""

    claim: str
    # contradicted: the answer leads with ``correction``; not_stated: says so; supported: a
    # "X, right?" whose X a passage states in full, the answer leads "Yes — …" quoting it
    verdict: Verdict
    correction: str | None = None  # the book's sentence(s) quoted at the start of the answer
    citation: int | None = None  # the [n] of that sentence in the answer
    # a contradiction found by the answer model's yes/no doubt, not by the word checks
    by_model: bool = False

    def to_json(self) -> JsonObject:
        return {
            "claim": self.claim,
            "verdict": self.verdict.value,
            "correction": self.correction,
            "citation": self.citation,
            "judged_by": "model" if self.by_model else "checks",
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> PremiseNote | None:
        try:
            verdict = Verdict(get_str(raw, "verdict"))
        except ValueError:
            return None
        return cls(
            claim=get_str(raw, "claim"),
            verdict=verdict,
            correction=get_opt_str(raw, "correction"),
            citation=get_opt_int(raw, "citation"),
            by_model=get_str(raw, "judged_by") == "model",
        )


# -- the result --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class AnswerResult:
    """The outcome of one question. Reasoning is deliberately not a field."""

    question: str
    status: Status
    answer: str
    citations: tuple[Citation, ...] = ()
    confidence: Confidence | None = None
    suggestions: tuple[str, ...] = ()
    timings: Timings = field(default_factory=Timings)
    tokens: TokenCounts = field(default_factory=TokenCounts)
    model: str | None = None
    leaked: bool = False
    message: str | None = None  # for status "error": what happened and what to do
    sentences: tuple[SentenceResult, ...] = ()
    quality: float | None = None  # 0-1, from the validation checks
    validation: Validation | None = None
    #: The chapter whose passage came first in the search (None without one, e.g. small
    #: talk): the class report groups questions, answered or not, by it.
    nearest_chapter: ChapterRef | None = None
    preview: tuple[PreviewSentence, ...] = ()  # the textbook's sentences shown at once
    conversation: str | None = None  # the conversation this question belongs to
    rewritten_question: str | None = None  # a follow-up resolved to stand alone (else None)
    uncovered: tuple[UncoveredPart, ...] = ()  # parts of the question not answered
    premise: PremiseNote | None = None  # a presupposition the books contradict or do not state

    def to_json(self) -> JsonObject:
        return {
            "question": self.question,
            "conversation": self.conversation,
            "rewritten_question": self.rewritten_question,
            "status": self.status.value,
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "confidence": None if self.confidence is None else self.confidence.value,
            "suggestions": list(self.suggestions),
            "timings": self.timings.to_json(),
            "tokens": self.tokens.to_json(),
            "model": self.model,
            "leaked": self.leaked,
            "message": self.message,
            "sentences": [s.to_json() for s in self.sentences],
            "quality": self.quality,
            "validation": None if self.validation is None else self.validation.to_json(),
            "nearest_chapter": (
                None if self.nearest_chapter is None else dict(self.nearest_chapter.to_json())
            ),
            "preview": [p.to_json() for p in self.preview],
            "uncovered": [u.to_json() for u in self.uncovered],
            "premise": None if self.premise is None else self.premise.to_json(),
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> AnswerResult:
        """Read back what ``to_json`` wrote (history); unknown or damaged values fall back
        to defaults, an unknown status to ``error``."""
        try:
            status = Status(get_str(raw, "status"))
        except ValueError:
            status = Status.ERROR
        try:
            confidence: Confidence | None = Confidence(get_str(raw, "confidence"))
        except ValueError:
            confidence = None
        quality = raw.get("quality")
        validation = raw.get("validation")
        premise = raw.get("premise")
        uncovered = (UncoveredPart.from_json(u) for u in get_objects(raw, "uncovered"))
        return cls(
            question=get_str(raw, "question"),
            status=status,
            answer=get_str(raw, "answer"),
            citations=tuple(Citation.from_json(c) for c in get_objects(raw, "citations")),
            confidence=confidence,
            suggestions=get_strings(raw, "suggestions"),
            timings=Timings.from_json(get_object(raw, "timings")),
            tokens=TokenCounts.from_json(get_object(raw, "tokens")),
            model=get_opt_str(raw, "model"),
            leaked=raw.get("leaked") is True,
            message=get_opt_str(raw, "message"),
            sentences=tuple(SentenceResult.from_json(s) for s in get_objects(raw, "sentences")),
            quality=get_float(raw, "quality") if isinstance(quality, int | float) else None,
            validation=Validation.from_json(validation) if isinstance(validation, dict) else None,
            nearest_chapter=_chapter(raw.get("nearest_chapter")),
            preview=tuple(PreviewSentence.from_json(p) for p in get_objects(raw, "preview")),
            conversation=get_opt_str(raw, "conversation"),
            rewritten_question=get_opt_str(raw, "rewritten_question"),
            uncovered=tuple(u for u in uncovered if u is not None),
            premise=PremiseNote.from_json(premise) if isinstance(premise, dict) else None,
        )


def _chapter(value: object) -> ChapterRef | None:
    try:
        return None if value is None else ChapterRef.from_json(value)
    except ValueError:
        return None
