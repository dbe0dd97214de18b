"""Typed events the core yields while it works; the CLI prints them, the window renders them."""

from __future__ import annotations

from dataclasses import dataclass

from tutorapp.core.results import AnswerResult
from tutorapp.core.types import Book, Hit


@dataclass(frozen=True)
class IngestStarted:
    files: int
    skipped_non_pdf: int  # files in the given folders that are not PDFs


@dataclass(frozen=True)
class BookStarted:
    path: str
    position: int  # 1-based, of IngestStarted.files
    total: int


@dataclass(frozen=True)
class BookProgress:
    """``stage`` is "reading" (pages) or "indexing" (passages); rate is items per second."""

    path: str
    stage: str
    done: int
    total: int
    rate: float


@dataclass(frozen=True)
class BookIndexed:
    book: Book
    seconds: float
    replaced: bool  # an older version of the same file was replaced
    resumed: bool  # an interrupted ingest of this file was completed


@dataclass(frozen=True)
class BookUnchanged:
    path: str
    book: Book


@dataclass(frozen=True)
class BookFailed:
    path: str
    message: str  # says what happened and what to do


@dataclass(frozen=True)
class IngestFinished:
    indexed: int
    unchanged: int
    failed: int
    seconds: float


IngestEvent = (
    IngestStarted | BookStarted | BookProgress | BookIndexed | BookUnchanged | BookFailed
    | IngestFinished
)  # fmt: skip


# -- answering one question ----------------------------------------------------------------


@dataclass(frozen=True)
class Stage:
    """What the pipeline is doing: "searching", "reading_sources" (prefill), "answering",
    "continuing" (the answer was cut off), "checking", "retrying" (the streamed answer so far
    is discarded; a new one streams)."""

    name: str


@dataclass(frozen=True)
class Retrieved:
    """Passages found and the gate's verdict (shown while the model reads them)."""

    hits: tuple[Hit, ...]
    confidence: str
    top_cosine: float
    coverage: float


@dataclass(frozen=True)
class AnswerDelta:
    """Streamed text; ``channel`` is "answer" or "reasoning" (shown live, never stored)."""

    channel: str
    text: str


@dataclass(frozen=True)
class Revised:
    """Checking changed the streamed answer: show ``answer`` instead, with ``reason``."""

    answer: str
    reason: str
    path: str  # trimmed, retried, extractive or refused


@dataclass(frozen=True)
class Finished:
    result: AnswerResult


AskEvent = Stage | Retrieved | AnswerDelta | Revised | Finished
