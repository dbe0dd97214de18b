"""What one question produces: the stored result (never any reasoning) and its JSON shape.

``AnswerResult.to_json`` is the ``ask --json`` shape and what history stores;
``AnswerResult.from_json`` reads it back into the same types, so a stored answer renders
through the same code as a live one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from tutorapp.core.format import citation_label
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.types import BookMeta, ChapterRef, Confidence, Hit, PassageKind
from tutorapp.core.validation.contradiction import Verdict

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]


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


# -- reading JSON back (history) ---------------------------------------------------------------


def _str(raw: JsonObject, key: str, default: str = "") -> str:
    value = raw.get(key)
    return value if isinstance(value, str) else default


def _opt_str(raw: JsonObject, key: str) -> str | None:
    value = raw.get(key)
    return value if isinstance(value, str) else None


def _int(raw: JsonObject, key: str, default: int = 0) -> int:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _opt_int(raw: JsonObject, key: str) -> int | None:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _float(raw: JsonObject, key: str, default: float = 0.0) -> float:
    value = raw.get(key)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return default


def _objects(raw: JsonObject, key: str) -> list[JsonObject]:
    value = raw.get(key)
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _strings(raw: JsonObject, key: str) -> tuple[str, ...]:
    value = raw.get(key)
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def _object(raw: JsonObject, key: str) -> JsonObject:
    value = raw.get(key)
    return value if isinstance(value, dict) else {}


# -- the parts of a result ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Citation:
    """A passage the answer drew on, numbered as in the answer's ``[n]`` markers.

    Self-contained (no live library objects), so it survives the round trip through history.
    """

    n: int
    book_id: str
    source_path: str
    title: str
    chapter_title: str | None
    school_class: int | None
    subject: str | None
    chapter: int | None
    language: str
    page_index: int  # 0-based PDF page
    printed_page: int | None  # the number printed on the page
    text: str  # the whole passage (passages of one page cited together: all of them)
    chunk_id: str
    kind: PassageKind = PassageKind.BODY  # what the passage is (body text, exercise…)
    chunk_ids: tuple[str, ...] = ()  # every passage cited under this number (chunk_id first)

    @classmethod
    def from_hit(cls, n: int, hit: Hit) -> Citation:
        book, chunk, meta = hit.book, hit.chunk, hit.book.meta
        return cls(
            n=n,
            book_id=book.id,
            source_path=book.source_path,
            title=meta.title,
            chapter_title=meta.chapter_title,
            school_class=meta.school_class,
            subject=meta.subject,
            chapter=meta.chapter,
            language=meta.language,
            page_index=chunk.page_index,
            printed_page=chunk.printed_page,
            text=chunk.text,
            chunk_id=chunk.id,
            kind=chunk.kind,
            chunk_ids=(chunk.id,),
        )

    @classmethod
    def from_hits(cls, n: int, hits: Sequence[Hit]) -> Citation:
        """One citation for passages of one page: the first one's, with the sentences the
        others add (passages of a page overlap) and all their chunk ids."""
        first = cls.from_hit(n, hits[0])
        if len(hits) == 1:
            return first
        sentences = list(split_sentences(first.text))
        seen = {" ".join(s.split()) for s in sentences}
        for hit in hits[1:]:
            for sentence in split_sentences(hit.chunk.text):
                if " ".join(sentence.split()) not in seen:
                    seen.add(" ".join(sentence.split()))
                    sentences.append(sentence)
        ids = tuple(dict.fromkeys(h.chunk.id for h in hits))
        return replace(first, text=" ".join(sentences), chunk_ids=ids)

    @property
    def source_file(self) -> str:
        """The PDF's file name (no folder)."""
        return self.source_path.replace("\\", "/").rsplit("/", 1)[-1]

    @property
    def meta(self) -> BookMeta:
        return BookMeta(
            title=self.title,
            chapter_title=self.chapter_title,
            school_class=self.school_class,
            subject=self.subject,
            language=self.language,
            chapter=self.chapter,
        )

    @property
    def label(self) -> str:
        """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``."""
        return citation_label(self.meta, self.printed_page, self.page_index)

    def to_json(self) -> JsonObject:
        return {
            "n": self.n,
            "book_id": self.book_id,
            "source_file": self.source_file,
            "source_path": self.source_path,
            "title": self.title,
            "class": self.school_class,
            "subject": self.subject,
            "chapter": self.chapter,
            "chapter_title": self.chapter_title,
            "language": self.language,
            "page_index": self.page_index,
            "printed_page": self.printed_page,
            "label": self.label,
            "text": self.text,
            "chunk_id": self.chunk_id,
            "chunk_ids": list(self.chunk_ids or (self.chunk_id,)),
            "kind": self.kind.value,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> Citation:
        return cls(
            n=_int(raw, "n"),
            book_id=_str(raw, "book_id"),
            source_path=_str(raw, "source_path") or _str(raw, "source_file"),
            title=_str(raw, "title"),
            chapter_title=_opt_str(raw, "chapter_title"),
            school_class=_opt_int(raw, "class"),
            subject=_opt_str(raw, "subject"),
            chapter=_opt_int(raw, "chapter"),
            language=_str(raw, "language", "en"),
            page_index=_int(raw, "page_index"),
            printed_page=_opt_int(raw, "printed_page"),
            text=_str(raw, "text"),
            chunk_id=_str(raw, "chunk_id"),
            kind=PassageKind.parse(raw.get("kind")),
            chunk_ids=_strings(raw, "chunk_ids") or ((_str(raw, "chunk_id"),)),
        )


@dataclass(frozen=True, kw_only=True)
class PreviewSentence:
    """One sentence of the textbook preview: the book's own words, shown as soon as the
    passages are found, with the page they are printed on."""

    text: str
    book_id: str
    source_file: str
    page_index: int  # 0-based PDF page
    printed_page: int | None
    label: str  # ``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``

    @classmethod
    def from_hit(cls, text: str, hit: Hit) -> PreviewSentence:
        chunk = hit.chunk
        return cls(
            text=text,
            book_id=hit.book.id,
            source_file=hit.book.source_file,
            page_index=chunk.page_index,
            printed_page=chunk.printed_page,
            label=citation_label(hit.book.meta, chunk.printed_page, chunk.page_index),
        )

    def to_json(self) -> JsonObject:
        return {
            "text": self.text,
            "book_id": self.book_id,
            "source_file": self.source_file,
            "printed_page": self.printed_page,
            "page_index": self.page_index,
            "label": self.label,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> PreviewSentence:
        return cls(
            text=_str(raw, "text"),
            book_id=_str(raw, "book_id"),
            source_file=_str(raw, "source_file"),
            page_index=_int(raw, "page_index"),
            printed_page=_opt_int(raw, "printed_page"),
            label=_str(raw, "label"),
        )


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
            retrieval_ms=_float(raw, "retrieval_ms"),
            preview_ms=None if preview is None else _float(raw, "preview_ms"),
            first_token_ms=None if first is None else _float(raw, "first_token_ms"),
            total_ms=_float(raw, "total_ms"),
            validation_ms=_float(raw, "validation_ms"),
            continuation_ms=_float(raw, "continuation_ms"),
            retry_ms=_float(raw, "retry_ms"),
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
            text=_str(raw, "text"),
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
            path = ValidationPath(_str(raw, "path"))
        except ValueError:
            return None
        return cls(
            path=path,
            checks=_strings(raw, "checks"),
            reason=_opt_str(raw, "reason"),
            removed=_int(raw, "removed"),
            retried=raw.get("retried") is True,
            continuations=_int(raw, "continuations"),
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
            prompt=_int(raw, "prompt"),
            reasoning=_int(raw, "reasoning"),
            answer=_int(raw, "answer"),
            prompt_new=_opt_int(raw, "prompt_new"),
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
            reason = UncoveredReason(_str(raw, "reason"))
        except ValueError:
            return None
        return cls(part=_str(raw, "part"), reason=reason)


@dataclass(frozen=True, kw_only=True)
class PremiseNote:
    """What the question took for granted and what the books say about it."""

    claim: str
    verdict: Verdict  # contradicted: the answer leads with ``correction``; not_stated: says so
    correction: str | None = None  # the book's sentence(s) quoted at the start of the answer
    citation: int | None = None  # the [n] of that sentence in the answer

    def to_json(self) -> JsonObject:
        return {
            "claim": self.claim,
            "verdict": self.verdict.value,
            "correction": self.correction,
            "citation": self.citation,
        }

    @classmethod
    def from_json(cls, raw: JsonObject) -> PremiseNote | None:
        try:
            verdict = Verdict(_str(raw, "verdict"))
        except ValueError:
            return None
        return cls(
            claim=_str(raw, "claim"),
            verdict=verdict,
            correction=_opt_str(raw, "correction"),
            citation=_opt_int(raw, "citation"),
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
            status = Status(_str(raw, "status"))
        except ValueError:
            status = Status.ERROR
        try:
            confidence: Confidence | None = Confidence(_str(raw, "confidence"))
        except ValueError:
            confidence = None
        quality = raw.get("quality")
        validation = raw.get("validation")
        premise = raw.get("premise")
        uncovered = (UncoveredPart.from_json(u) for u in _objects(raw, "uncovered"))
        return cls(
            question=_str(raw, "question"),
            status=status,
            answer=_str(raw, "answer"),
            citations=tuple(Citation.from_json(c) for c in _objects(raw, "citations")),
            confidence=confidence,
            suggestions=_strings(raw, "suggestions"),
            timings=Timings.from_json(_object(raw, "timings")),
            tokens=TokenCounts.from_json(_object(raw, "tokens")),
            model=_opt_str(raw, "model"),
            leaked=raw.get("leaked") is True,
            message=_opt_str(raw, "message"),
            sentences=tuple(SentenceResult.from_json(s) for s in _objects(raw, "sentences")),
            quality=_float(raw, "quality") if isinstance(quality, int | float) else None,
            validation=Validation.from_json(validation) if isinstance(validation, dict) else None,
            nearest_chapter=_chapter(raw.get("nearest_chapter")),
            preview=tuple(PreviewSentence.from_json(p) for p in _objects(raw, "preview")),
            conversation=_opt_str(raw, "conversation"),
            rewritten_question=_opt_str(raw, "rewritten_question"),
            uncovered=tuple(u for u in uncovered if u is not None),
            premise=PremiseNote.from_json(premise) if isinstance(premise, dict) else None,
        )


def _chapter(value: object) -> ChapterRef | None:
    try:
        return None if value is None else ChapterRef.from_json(value)
    except ValueError:
        return None
