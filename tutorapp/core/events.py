"""Typed events the core yields while it works; the CLI prints them, the window renders them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core.citation import PreviewSentence
from tutorapp.core.results import AnswerResult, ValidationPath
from tutorapp.core.types import Book, Channel, Confidence, Hit


@dataclass(frozen=True, kw_only=True)
class IngestStarted:
    files: int
    skipped_non_pdf: int  # files in the given folders that are not PDFs


@dataclass(frozen=True, kw_only=True)
class BookStarted:
    path: str
    position: int  # 1-based, of IngestStarted.files
    total: int


@dataclass(frozen=True, kw_only=True)
class BookProgress:
    """``stage`` is "reading" (pages), "ocr" (pages read again from their images: ``total``
    counts only those) or "indexing" (passages); rate is items per second."""

    path: str
    stage: str
    done: int
    total: int
    rate: float


@dataclass(frozen=True, kw_only=True)
class BookIndexed:
    book: Book
    seconds: float
    replaced: bool  # an older version of the same file was replaced
    resumed: bool  # an interrupted ingest of this file was completed
    garbled_dropped: int = 0  # damaged pages left out (the book has the others)


@dataclass(frozen=True, kw_only=True)
class BookWarning:
    """The book was added, but not all of it: ``message`` says what is missing and the fix."""

    path: str
    message: str


@dataclass(frozen=True, kw_only=True)
class BookUnchanged:
    path: str
    book: Book


@dataclass(frozen=True, kw_only=True)
class BookFailed:
    path: str
    message: str  # says what happened and what to do


@dataclass(frozen=True, kw_only=True)
class IngestFinished:
    indexed: int
    unchanged: int
    failed: int
    seconds: float


IngestEvent = (
    IngestStarted
    | BookStarted
    | BookProgress
    | BookIndexed
    | BookUnchanged
    | BookFailed
    | BookWarning
    | IngestFinished
)


# -- answering one question ----------------------------------------------------------------


class StageName(StrEnum):
    """What the pipeline is doing."""

    SEARCHING = "searching"
    WEIGHING_PREMISE = "weighing_premise"  # the model weighs what the question assumes
    READING_SOURCES = "reading_sources"  # the model reads the prompt (prefill)
    ANSWERING = "answering"
    CONTINUING = "continuing"  # the answer was cut off by the token limit
    CHECKING = "checking"
    RETRYING = "retrying"  # the streamed answer so far is discarded; a new one streams


@dataclass(frozen=True)
class Stage:
    name: StageName
    passages: int = 0  # READING_SOURCES: how many passages the model reads


@dataclass(frozen=True, kw_only=True)
class Retrieved:
    """Passages found and the gate's verdict (shown while the model reads them)."""

    hits: tuple[Hit, ...]
    confidence: Confidence
    top_cosine: float
    coverage: float


@dataclass(frozen=True, kw_only=True)
class Preview:
    """The textbook's own sentences that best answer the question, found right after the
    search (before the model reads anything): shown at once, and they stay as the answer if
    the tutor's explanation does not hold up. Never sent for a refusal at the gate."""

    sentences: tuple[PreviewSentence, ...]


@dataclass(frozen=True)
class AnswerDelta:
    """Streamed text for one channel; reasoning is shown live and never stored."""

    channel: Channel
    text: str


@dataclass(frozen=True, kw_only=True)
class Revised:
    """Checking changed the streamed answer: show ``answer`` instead, with ``reason``."""

    answer: str
    reason: str
    path: ValidationPath


@dataclass(frozen=True)
class Finished:
    """The last event of every question. Whoever consumes it decides whether to record it."""

    result: AnswerResult


AskEvent = Stage | Retrieved | Preview | AnswerDelta | Revised | Finished


@dataclass(frozen=True)
class Warmed:
    """The answer model (and the embedder) are loaded and warm: questions are fast now.
    ``prefix`` says how the prompt's fixed prefix got into the model (``PrefixWarmth``)."""

    seconds: float
    prefix: str = ""
