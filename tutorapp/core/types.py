"""Plain data shared across the core: books, pages, chunks, search hits, the numbered sources
shown to the model, and the small enums that travel between modules."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

_T = TypeVar("_T")


class Confidence(StrEnum):
    """How well retrieval covers a question (the confidence gate's verdict)."""

    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"
    INSUFFICIENT = "insufficient"


class Channel(StrEnum):
    """Where a piece of streamed model text goes: the answer, or the ephemeral reasoning."""

    ANSWER = "answer"
    REASONING = "reasoning"


class PassageKind(StrEnum):
    """What a passage of a textbook is for (see ``ingest.kinds``, which tells them apart)."""

    BODY = "body"
    DEFINITION = "definition"  # a definition, or a box / glossary beside the text
    EXAMPLE = "example"  # a worked example with its solution
    EXERCISE = "exercise"  # exercises and questions for the student
    ACTIVITY = "activity"  # activities and projects
    PUZZLE = "puzzle"  # crosswords, word searches and their clues
    CAPTION = "caption"  # figure and table captions
    HEADING = "heading"  # a heading with no text after it

    @property
    def states_facts(self) -> bool:
        """Can a passage of this kind support a factual sentence? Exercises, puzzles and
        headings ask or name things; they do not state them."""
        return self not in (PassageKind.EXERCISE, PassageKind.PUZZLE, PassageKind.HEADING)

    @property
    def prose(self) -> bool:
        """Body text and definitions read as one text and may share a passage."""
        return self in (PassageKind.BODY, PassageKind.DEFINITION)

    @classmethod
    def parse(cls, value: object) -> PassageKind:
        """A stored kind; unknown or missing values read as body text."""
        try:
            return cls(str(value))
        except ValueError:
            return cls.BODY


@dataclass(frozen=True, kw_only=True)
class BookMeta:
    """What we know about a book (one PDF): from NCERT file codes, the text, or the PDF itself.

    ``school_class`` is the school class (1-12); it is ``class`` in JSON output.
    """

    title: str
    chapter_title: str | None
    school_class: int | None
    subject: str | None
    language: str  # "en" or "hi"
    part: int | None = None
    chapter: int | None = None
    code: str | None = None  # NCERT file code such as "jemh105"


@dataclass(frozen=True)
class Page:
    """One cleaned page. ``printed_page`` is the number printed on it (None if unknown)."""

    index: int  # 0-based PDF page index
    printed_page: int | None
    text: str


@dataclass(frozen=True, kw_only=True)
class Chunk:
    """A passage: whole sentences from one page (a sentence that runs over the page stays whole).

    ``char_start``/``char_end`` are offsets into the cleaned text of page ``page_index``;
    ``char_end`` may pass the page's end when the last sentence continues on the next page.
    """

    id: str
    book_id: str
    ordinal: int
    page_index: int
    printed_page: int | None
    char_start: int
    char_end: int
    text: str
    kind: PassageKind = PassageKind.BODY


@dataclass(frozen=True, kw_only=True)
class Book:
    """A book as the library lists it: only books whose every chunk is stored are listed."""

    id: str
    meta: BookMeta
    source_path: str
    sha256: str
    pages: int
    first_printed_page: int | None
    last_printed_page: int | None
    chunks: int
    indexed_at: float
    generation: int

    @property
    def source_file(self) -> str:
        """The PDF's file name (no folder)."""
        return self.source_path.replace("\\", "/").rsplit("/", 1)[-1]


@dataclass(frozen=True, kw_only=True)
class Hit:
    """A search result. ``score`` ranks (hybrid fusion); the other two are the raw signals."""

    chunk: Chunk
    book: Book
    score: float
    dense_score: float  # cosine similarity of question and passage, -1..1
    lexical_score: float  # BM25 score, 0 when the passage shares no words with the question


@dataclass(frozen=True)
class Scope:
    """Limits a search to a class, a subject and/or one book; ``None`` means any."""

    school_class: int | None = None
    subject: str | None = None
    book_id: str | None = None

    def admits(self, book: Book) -> bool:
        if self.book_id is not None and book.id != self.book_id:
            return False
        if self.school_class is not None and book.meta.school_class != self.school_class:
            return False
        subject = (book.meta.subject or "").casefold()
        return self.subject is None or subject.startswith(self.subject.casefold())


@dataclass(frozen=True)
class Source:
    """A passage as shown to the model, numbered from 1 (``[Source n]`` in the prompt).

    ``shown`` is the part of the passage the model reads when the prompt was compressed to the
    sentences that matter for the question (``None``: the whole passage). Everything that
    judges the answer reads ``text``; citations keep pointing at the whole passage (``hit``).
    """

    n: int
    hit: Hit
    shown: str | None = None

    @property
    def text(self) -> str:
        """What the model was shown of this passage."""
        return self.hit.chunk.text if self.shown is None else self.shown


@dataclass(frozen=True, kw_only=True)
class ChapterRef:
    """The chapter (book) a question was nearest to, kept with the question so the class
    report can group it even after the book is removed or on another laptop."""

    book_id: str
    title: str
    chapter_title: str | None = None
    school_class: int | None = None
    subject: str | None = None
    chapter: int | None = None

    @classmethod
    def of(cls, book: Book) -> ChapterRef:
        meta = book.meta
        return cls(
            book_id=book.id,
            title=meta.title,
            chapter_title=meta.chapter_title,
            school_class=meta.school_class,
            subject=meta.subject,
            chapter=meta.chapter,
        )

    def to_json(self) -> dict[str, str | int | None]:
        """``{"book_id", "title", "chapter_title", "class", "subject", "chapter"}``."""
        return {
            "book_id": self.book_id,
            "title": self.title,
            "chapter_title": self.chapter_title,
            "class": self.school_class,
            "subject": self.subject,
            "chapter": self.chapter,
        }

    @classmethod
    def from_json(cls, data: object) -> ChapterRef:
        """The inverse of ``to_json``; ``ValueError`` for anything else."""
        if not isinstance(data, dict):
            raise ValueError("a chapter must be an object")
        book_id, title = data.get("book_id"), data.get("title")
        if not isinstance(book_id, str) or not isinstance(title, str):
            raise ValueError("a chapter needs a book_id and a title")
        return cls(
            book_id=book_id,
            title=title,
            chapter_title=_opt(data.get("chapter_title"), str),
            school_class=_opt(data.get("class"), int),
            subject=_opt(data.get("subject"), str),
            chapter=_opt(data.get("chapter"), int),
        )

    @property
    def meta(self) -> BookMeta:
        """As ``BookMeta`` (language unknown), for the shared labels."""
        return BookMeta(
            title=self.title,
            chapter_title=self.chapter_title,
            school_class=self.school_class,
            subject=self.subject,
            language="",
            chapter=self.chapter,
        )


def _opt(value: object, kind: type[_T]) -> _T | None:
    if value is None:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ValueError(f"expected {kind.__name__}, got {value!r}")
    return value
