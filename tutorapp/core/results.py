"""What one question produces: the stored result (never any reasoning) and its JSON shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tutorapp.core.format import citation_label
from tutorapp.core.types import Hit

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]


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


@dataclass(frozen=True)
class Citation:
    """A passage the answer drew on, numbered as in the answer's ``[n]`` markers."""

    n: int
    hit: Hit

    @property
    def label(self) -> str:
        chunk = self.hit.chunk
        return citation_label(self.hit.book, chunk.printed_page, chunk.page_index)

    def to_json(self) -> dict[str, JsonValue]:
        book, chunk = self.hit.book, self.hit.chunk
        return {
            "n": self.n,
            "book_id": book.id,
            "source_file": book.source_file,
            "title": book.meta.title,
            "class": book.meta.school_class,
            "subject": book.meta.subject,
            "chapter": book.meta.chapter,
            "chapter_title": book.meta.chapter_title,
            "page_index": chunk.page_index,
            "printed_page": chunk.printed_page,
            "label": self.label,
            "text": chunk.text,
        }


@dataclass(frozen=True)
class Timings:
    retrieval_ms: float = 0.0
    first_token_ms: float | None = None
    total_ms: float = 0.0
    validation_ms: float = 0.0  # checking the answer against the sources
    continuation_ms: float = 0.0  # continuing answers the token limit cut off
    retry_ms: float = 0.0  # the stricter second attempt


@dataclass(frozen=True)
class SentenceResult:
    """One answer sentence: whether the sources support it, and the citations that do."""

    text: str
    supported: bool
    sources: tuple[int, ...]  # citation numbers as shown

    def to_json(self) -> dict[str, JsonValue]:
        return {"text": self.text, "supported": self.supported, "sources": list(self.sources)}


@dataclass(frozen=True)
class Validation:
    """What checking the answer did. ``path``: accept, trimmed, retried, extractive, refused."""

    path: str
    checks: tuple[str, ...] = ()  # the checks that fired on the (first) answer
    reason: str | None = None  # shown to the student when the answer was changed
    removed: int = 0  # sentences dropped (or marked) as unsupported
    retried: bool = False
    continuations: int = 0

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "path": self.path,
            "checks": list(self.checks),
            "reason": self.reason,
            "removed": self.removed,
            "retried": self.retried,
            "continuations": self.continuations,
        }


@dataclass(frozen=True)
class TokenCounts:
    prompt: int = 0
    reasoning: int = 0
    answer: int = 0


@dataclass(frozen=True)
class AnswerResult:
    """The outcome of one question. Reasoning is deliberately not a field."""

    question: str
    status: Status
    answer: str
    citations: tuple[Citation, ...] = ()
    confidence: str | None = None
    suggestions: tuple[str, ...] = ()
    timings: Timings = field(default_factory=Timings)
    tokens: TokenCounts = field(default_factory=TokenCounts)
    model: str | None = None
    leaked: bool = False
    message: str | None = None  # for status "error": what happened and what to do
    sentences: tuple[SentenceResult, ...] = ()
    quality: float | None = None  # 0-1, from the validation checks
    validation: Validation | None = None

    def to_json(self) -> dict[str, JsonValue]:
        return {
            "question": self.question,
            "status": self.status.value,
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "confidence": self.confidence,
            "suggestions": list(self.suggestions),
            "timings": {
                "retrieval_ms": round(self.timings.retrieval_ms, 1),
                "first_token_ms": (
                    None
                    if self.timings.first_token_ms is None
                    else round(self.timings.first_token_ms, 1)
                ),
                "total_ms": round(self.timings.total_ms, 1),
                "validation_ms": round(self.timings.validation_ms, 1),
                "continuation_ms": round(self.timings.continuation_ms, 1),
                "retry_ms": round(self.timings.retry_ms, 1),
            },
            "tokens": {
                "prompt": self.tokens.prompt,
                "reasoning": self.tokens.reasoning,
                "answer": self.tokens.answer,
            },
            "model": self.model,
            "leaked": self.leaked,
            "message": self.message,
            "sentences": [s.to_json() for s in self.sentences],
            "quality": self.quality,
            "validation": None if self.validation is None else self.validation.to_json(),
        }
