"""The catalog's SQLite schema, the mapping between its rows and ``Book`` / ``Chunk``, and
its write transaction (``BEGIN IMMEDIATE`` … ``COMMIT``/``ROLLBACK``). Used by ``catalog``,
which owns the connections."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from tutorapp.core.types import Book, BookMeta, Chunk, PassageKind

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS books(
    doc_key TEXT PRIMARY KEY,
    book_id TEXT NOT NULL,
    generation INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('indexing', 'ready', 'retired')),
    source_path TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    title TEXT NOT NULL,
    chapter_title TEXT,
    school_class INTEGER,
    subject TEXT,
    language TEXT NOT NULL,
    part INTEGER,
    chapter INTEGER,
    code TEXT,
    pages INTEGER NOT NULL,
    first_printed INTEGER,
    last_printed INTEGER,
    chunks INTEGER NOT NULL,
    created_at REAL NOT NULL,
    indexed_at REAL
);
CREATE UNIQUE INDEX IF NOT EXISTS one_ready_version ON books(book_id) WHERE state = 'ready';
CREATE TABLE IF NOT EXISTS pages(
    doc_key TEXT NOT NULL,
    page_index INTEGER NOT NULL,
    printed_page INTEGER,
    text TEXT NOT NULL,
    PRIMARY KEY (doc_key, page_index)
);
CREATE TABLE IF NOT EXISTS chunks(
    id TEXT PRIMARY KEY,
    doc_key TEXT NOT NULL,
    ordinal INTEGER NOT NULL,
    page_index INTEGER NOT NULL,
    printed_page INTEGER,
    char_start INTEGER NOT NULL,
    char_end INTEGER NOT NULL,
    text TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT 'body'
);
CREATE INDEX IF NOT EXISTS chunks_by_doc ON chunks(doc_key, ordinal);
"""

BOOK_COLUMNS = (
    "doc_key, book_id, generation, source_path, sha256, title, chapter_title, school_class, "
    "subject, language, part, chapter, code, pages, first_printed, last_printed, chunks, "
    "indexed_at, created_at"
)


# The nine Chunk fields, then the chunk's doc_key.
CHUNK_SELECT = (
    "SELECT c.id, b.book_id, c.ordinal, c.page_index, c.printed_page, c.char_start, "
    "c.char_end, c.text, c.kind, c.doc_key FROM chunks c JOIN books b ON b.doc_key = c.doc_key"
)


class Transaction:
    """``with`` block: BEGIN IMMEDIATE, then COMMIT, or ROLLBACK on an exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self._db.execute("ROLLBACK" if exc_type else "COMMIT")


def book_from_row(row: Sequence[object]) -> Book:
    (
        _,
        book_id,
        generation,
        source_path,
        sha,
        title,
        chapter_title,
        school_class,
        subject,
        language,
        part,
        chapter,
        code,
        pages,
        first,
        last,
        chunks,
        indexed_at,
        created,
    ) = row
    meta = BookMeta(
        title=str(title),
        chapter_title=_opt_str(chapter_title),
        school_class=_opt_int(school_class),
        subject=_opt_str(subject),
        language=str(language),
        part=_opt_int(part),
        chapter=_opt_int(chapter),
        code=_opt_str(code),
    )
    return Book(
        id=str(book_id),
        meta=meta,
        source_path=str(source_path),
        sha256=str(sha),
        pages=int(str(pages)),
        first_printed_page=_opt_int(first),
        last_printed_page=_opt_int(last),
        chunks=int(str(chunks)),
        indexed_at=float(str(indexed_at if indexed_at is not None else created)),
        generation=int(str(generation)),
    )


def chunk_from_row(row: Sequence[object]) -> Chunk:
    """A chunk from the first nine columns of ``CHUNK_SELECT``."""
    chunk_id, book_id, ordinal, page_index, printed_page, start, end, text, kind = row[:9]
    return Chunk(
        id=str(chunk_id),
        book_id=str(book_id),
        ordinal=int(str(ordinal)),
        page_index=int(str(page_index)),
        printed_page=_opt_int(printed_page),
        char_start=int(str(start)),
        char_end=int(str(end)),
        text=str(text),
        kind=PassageKind.parse(kind),
    )


def chunk_place(chunk: Chunk) -> tuple[int, int, int | None, int, int]:
    """Ordinal, page index, printed page and character span of a chunk, as stored."""
    return (chunk.ordinal, chunk.page_index, chunk.printed_page, chunk.char_start, chunk.char_end)


def _opt_int(value: object) -> int | None:
    return None if value is None else int(str(value))


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)
