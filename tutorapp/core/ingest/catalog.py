"""The catalog: which books exist, their metadata, pages and passage texts (SQLite, WAL).

A book version (``doc_key`` = ``"<book id>@<generation>"``) is written in state ``indexing``
with all its pages and passages, then its vectors go into the store, and only then is it
switched to ``ready`` in one transaction — the moment it becomes visible. The version it
replaces becomes ``retired`` in the same transaction and is purged afterwards. Whatever a
crash or a kill interrupts is therefore either invisible (and resumed or purged on the next
run) or complete.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.failures import damaged_catalog, disk_full, is_disk_full
from tutorapp.core.ingest.catalog_rows import (
    BOOK_COLUMNS,
    CHUNK_SELECT,
    SCHEMA,
    Transaction,
    book_from_row,
    chunk_from_row,
    chunk_place,
)
from tutorapp.core.types import Book, BookMeta, Chunk, Page

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PendingBook:
    """A book version written but not yet visible (an ingest in progress or interrupted)."""

    doc_key: str
    book_id: str
    sha256: str
    source_path: str


def doc_key(book_id: str, generation: int) -> str:
    return f"{book_id}@{generation}"


#: Longest book id made from a file name (ids appear in commands and every passage id).
MAX_SLUG = 60


def slugify(stem: str) -> str:
    """A book id from a file name: lower-case letters, digits and dashes (at most 60)."""
    slug = re.sub(r"[^0-9a-z]+", "-", stem.lower()).strip("-")
    return slug[:MAX_SLUG].strip("-") or "book"


class Catalog:
    """The SQLite catalog under ``<library>/catalog.sqlite3``.

    Each thread gets its own connection (the window ingests on one thread and answers on
    another); WAL lets readers go on while one writer commits.
    """

    def __init__(self, path: Path) -> None:
        """Open (or create) the catalog; ``LibraryDamagedError`` if the file is damaged,
        ``DiskFullError`` if it cannot be written."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self._path = path
        self._local = threading.local()
        self._connections: list[sqlite3.Connection] = []
        self._guard = threading.Lock()
        try:
            self._db.executescript(SCHEMA)
            self._migrate()
            problems = [str(r[0]) for r in self._db.execute("PRAGMA quick_check(3)")]
        except sqlite3.Error as exc:
            self.close()
            if is_disk_full(exc):
                raise disk_full(path.parent, "opening the library") from exc
            detail = "it is a folder, not a file" if path.is_dir() else str(exc)
            raise damaged_catalog(path, detail) from exc
        if problems != ["ok"]:
            self.close()
            raise damaged_catalog(path, f"the file is damaged: {problems[0]}")

    @property
    def path(self) -> Path:
        return self._path

    def backup(self, target: Path) -> bool:
        """Copy a consistent snapshot of the catalog to ``target`` (atomically replaced).

        False (and logged) when it could not be written, e.g. on a full disk: the previous
        backup then stays.
        """
        partial = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        try:
            copy = sqlite3.connect(partial)
            try:
                self._db.backup(copy)
            finally:
                copy.close()
            os.replace(partial, target)
        except (sqlite3.Error, OSError) as exc:
            log.warning("catalog backup to %s failed: %s", target, exc)
            partial.unlink(missing_ok=True)
            return False
        return True

    def chunk_ids_by_doc(self) -> dict[str, set[str]]:
        """Every passage id, grouped by book version (all states)."""
        found: dict[str, set[str]] = {}
        for chunk_id, key in self._db.execute("SELECT id, doc_key FROM chunks"):
            found.setdefault(str(key), set()).add(str(chunk_id))
        return found

    def versions(self) -> dict[str, str]:
        """State (``indexing``, ``ready``, ``retired``) of every book version, by doc_key."""
        rows = self._db.execute("SELECT doc_key, state FROM books").fetchall()
        return {str(key): str(state) for key, state in rows}

    def _migrate(self) -> None:
        """Bring a catalog written by an older TutorApp up to this schema, in place.

        Passage kinds (``chunks.kind``) arrived with chunker version 2: an older catalog gets
        the column (every old passage reads as body text) and the library reports itself
        outdated (another chunker), so its books are rebuilt before they are searched.
        """
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(chunks)")}
        if "kind" not in columns:
            self._db.execute("ALTER TABLE chunks ADD COLUMN kind TEXT NOT NULL DEFAULT 'body'")

    @property
    def _db(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(
                self._path, timeout=30, isolation_level=None, check_same_thread=False
            )
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            self._local.db = db
            with self._guard:
                self._connections.append(db)
        return db

    def close(self) -> None:
        with self._guard:
            connections, self._connections = self._connections, []
        for db in connections:
            db.close()
        self._local = threading.local()

    # -- meta ----------------------------------------------------------------------------

    def get_meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    # -- reading -------------------------------------------------------------------------

    def ready_books(self) -> list[Book]:
        rows = self._db.execute(
            f"SELECT {BOOK_COLUMNS} FROM books WHERE state = 'ready' "
            "ORDER BY school_class, subject, part, chapter, book_id"
        ).fetchall()
        return [book_from_row(row) for row in rows]

    def book(self, book_id: str) -> Book | None:
        row = self._db.execute(
            f"SELECT {BOOK_COLUMNS} FROM books WHERE state = 'ready' AND book_id = ?",
            (book_id,),
        ).fetchone()
        return None if row is None else book_from_row(row)

    def ready_by_sha(self, sha256: str) -> Book | None:
        row = self._db.execute(
            f"SELECT {BOOK_COLUMNS} FROM books WHERE state = 'ready' AND sha256 = ?", (sha256,)
        ).fetchone()
        return None if row is None else book_from_row(row)

    def pending(self) -> list[PendingBook]:
        rows = self._db.execute(
            "SELECT doc_key, book_id, sha256, source_path FROM books WHERE state = 'indexing'"
        ).fetchall()
        return [PendingBook(*row) for row in rows]

    def pending_meta(self, key: str) -> BookMeta:
        """The metadata written for a (possibly invisible) book version."""
        row = self._db.execute(
            f"SELECT {BOOK_COLUMNS} FROM books WHERE doc_key = ?", (key,)
        ).fetchone()
        return book_from_row(row).meta

    def has_hidden_versions(self) -> bool:
        """True while some book version is not visible (being added, interrupted, retired)."""
        row = self._db.execute("SELECT 1 FROM books WHERE state != 'ready' LIMIT 1").fetchone()
        return row is not None

    def retired(self) -> list[str]:
        rows = self._db.execute("SELECT doc_key FROM books WHERE state = 'retired'").fetchall()
        return [str(row[0]) for row in rows]

    def chunks_of(self, key: str) -> list[Chunk]:
        rows = self._db.execute(
            f"{CHUNK_SELECT} WHERE c.doc_key = ? ORDER BY c.ordinal",
            (key,),
        ).fetchall()
        return [chunk_from_row(row) for row in rows]

    def chunks_by_id(self, ids: Sequence[str]) -> dict[str, tuple[Chunk, str]]:
        """Chunks with the doc_key of their book version, for the given ids."""
        found: dict[str, tuple[Chunk, str]] = {}
        for start in range(0, len(ids), 500):
            part = list(ids[start : start + 500])
            marks = ",".join("?" * len(part))
            for row in self._db.execute(
                f"{CHUNK_SELECT} WHERE c.id IN ({marks})",
                part,
            ):
                found[row[0]] = (chunk_from_row(row), row[9])
        return found

    def ready_passages(self) -> Iterator[tuple[str, str]]:
        """(chunk id, text) of every passage of every visible book, in a stable order."""
        cursor = self._db.execute(
            "SELECT c.id, c.text FROM chunks c JOIN books b ON b.doc_key = c.doc_key "
            "WHERE b.state = 'ready' ORDER BY c.id"
        )
        yield from ((str(i), str(t)) for i, t in cursor)

    def source_paths(self) -> list[str]:
        """The PDF path of every book version, visible or not."""
        rows = self._db.execute("SELECT DISTINCT source_path FROM books").fetchall()
        return [str(row[0]) for row in rows]

    def pages_of(self, book_id: str) -> list[Page]:
        rows = self._db.execute(
            "SELECT p.page_index, p.printed_page, p.text FROM pages p JOIN books b "
            "ON b.doc_key = p.doc_key WHERE b.book_id = ? AND b.state = 'ready' "
            "ORDER BY p.page_index",
            (book_id,),
        ).fetchall()
        return [Page(*row) for row in rows]

    # -- writing (callers hold the library's writer lock) --------------------------------

    def allocate_book_id(self, stem: str, source_path: str) -> str:
        """The id for a file: its slug, unless a *different* file already owns that slug.

        A changed file at the same place keeps its id (and replaces its old version).
        """
        base = slugify(stem)
        candidate, n = base, 1
        while True:
            owner = self._db.execute(
                "SELECT source_path FROM books WHERE book_id = ? AND state != 'retired' "
                "ORDER BY generation DESC LIMIT 1",
                (candidate,),
            ).fetchone()
            if owner is None or owner[0] == source_path:
                return candidate
            n += 1
            candidate = f"{base}-{n}"

    def next_key(self, book_id: str) -> str:
        """The doc_key the next version of ``book_id`` will have."""
        return doc_key(book_id, self.next_generation(book_id))

    def next_generation(self, book_id: str) -> int:
        row = self._db.execute(
            "SELECT COALESCE(MAX(generation), 0) FROM books WHERE book_id = ?", (book_id,)
        ).fetchone()
        return int(row[0]) + 1

    def begin(
        self,
        key: str,
        source_path: str,
        sha256: str,
        meta: BookMeta,
        pages: Sequence[Page],
        chunks: Sequence[Chunk],
    ) -> None:
        """Write a new, invisible book version ``key`` (from ``next_key``) with its passages."""
        book_id, generation = key.rsplit("@", 1)
        printed = [p.printed_page for p in pages if p.printed_page is not None]
        with self._transaction():
            self._db.execute(
                "INSERT INTO books(doc_key, book_id, generation, state, source_path, sha256, "
                "title, chapter_title, school_class, subject, language, part, chapter, code, "
                "pages, first_printed, last_printed, chunks, created_at) "
                "VALUES (?, ?, ?, 'indexing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    book_id,
                    int(generation),
                    source_path,
                    sha256,
                    meta.title,
                    meta.chapter_title,
                    meta.school_class,
                    meta.subject,
                    meta.language,
                    meta.part,
                    meta.chapter,
                    meta.code,
                    len(pages),
                    min(printed, default=None),
                    max(printed, default=None),
                    len(chunks),
                    time.time(),
                ),
            )
            self._db.executemany(
                "INSERT INTO pages(doc_key, page_index, printed_page, text) VALUES (?, ?, ?, ?)",
                [(key, p.index, p.printed_page, p.text) for p in pages],
            )
            self._db.executemany(
                "INSERT INTO chunks(id, doc_key, ordinal, page_index, printed_page, char_start, "
                "char_end, text, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        c.id,
                        key,
                        c.ordinal,
                        c.page_index,
                        c.printed_page,
                        c.char_start,
                        c.char_end,
                        c.text,
                        c.kind.value,
                    )
                    for c in chunks
                ],
            )

    def publish(self, key: str) -> str | None:
        """Make version ``key`` visible; retire the version it replaces (returned)."""
        with self._transaction():
            row = self._db.execute("SELECT book_id FROM books WHERE doc_key = ?", (key,)).fetchone()
            old = self._db.execute(
                "SELECT doc_key FROM books WHERE book_id = ? AND state = 'ready'", (row[0],)
            ).fetchone()
            if old is not None:
                self._db.execute("UPDATE books SET state = 'retired' WHERE doc_key = ?", old)
            self._db.execute(
                "UPDATE books SET state = 'ready', indexed_at = ? WHERE doc_key = ?",
                (time.time(), key),
            )
        return None if old is None else str(old[0])

    def publish_all(self, keys: Sequence[str], retire_ids: Sequence[str] = ()) -> list[str]:
        """Make several versions visible in one transaction (a pack import: all or nothing).

        The versions they replace, and the visible versions of ``retire_ids``, are retired in
        the same transaction; their keys are returned (purge them afterwards).
        """
        retired: list[str] = []
        with self._transaction():
            book_ids = []
            for key in keys:
                row = self._db.execute("SELECT book_id FROM books WHERE doc_key = ?", (key,))
                book_ids.append(str(row.fetchone()[0]))
            for book_id in [*book_ids, *retire_ids]:
                old = self._db.execute(
                    "SELECT doc_key FROM books WHERE book_id = ? AND state = 'ready'", (book_id,)
                ).fetchone()
                if old is not None:
                    self._db.execute("UPDATE books SET state = 'retired' WHERE doc_key = ?", old)
                    retired.append(str(old[0]))
            now = time.time()
            for key in keys:
                self._db.execute(
                    "UPDATE books SET state = 'ready', indexed_at = ? WHERE doc_key = ?",
                    (now, key),
                )
        return retired

    def retire(self, book_id: str) -> str | None:
        """Hide a book at once (removal); returns the retired version's key."""
        with self._transaction():
            row = self._db.execute(
                "SELECT doc_key FROM books WHERE book_id = ? AND state = 'ready'", (book_id,)
            ).fetchone()
            if row is not None:
                self._db.execute("UPDATE books SET state = 'retired' WHERE doc_key = ?", row)
        return None if row is None else str(row[0])

    def purge(self, key: str) -> None:
        """Forget a hidden version's rows (its vectors must already be gone)."""
        with self._transaction():
            self._db.execute("DELETE FROM chunks WHERE doc_key = ?", (key,))
            self._db.execute("DELETE FROM pages WHERE doc_key = ?", (key,))
            self._db.execute("DELETE FROM books WHERE doc_key = ? AND state != 'ready'", (key,))

    def clear(self) -> None:
        """Forget every book, page and passage (a rebuild with another embedder/chunker)."""
        with self._transaction():
            for table in ("chunks", "pages", "books", "meta"):
                self._db.execute(f"DELETE FROM {table}")

    def update_meta(self, book_id: str, meta: BookMeta) -> None:
        """Edit a visible book's metadata (class, subject, titles...)."""
        self._db.execute(
            "UPDATE books SET title = ?, chapter_title = ?, school_class = ?, subject = ?, "
            "language = ?, part = ?, chapter = ? WHERE book_id = ? AND state = 'ready'",
            (
                meta.title,
                meta.chapter_title,
                meta.school_class,
                meta.subject,
                meta.language,
                meta.part,
                meta.chapter,
                book_id,
            ),
        )

    def import_book(self, book: Book, chunks: Sequence[Chunk]) -> None:
        """Write a visible book version exactly as another catalog lists it, with its
        passages (a lab client's read-only copy of the teacher's catalog; no page texts)."""
        meta = book.meta
        key = doc_key(book.id, book.generation)
        with self._transaction():
            self._db.execute(
                "INSERT INTO books(doc_key, book_id, generation, state, source_path, sha256, "
                "title, chapter_title, school_class, subject, language, part, chapter, code, "
                "pages, first_printed, last_printed, chunks, created_at, indexed_at) "
                "VALUES (?, ?, ?, 'ready', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    book.id,
                    book.generation,
                    book.source_path,
                    book.sha256,
                    meta.title,
                    meta.chapter_title,
                    meta.school_class,
                    meta.subject,
                    meta.language,
                    meta.part,
                    meta.chapter,
                    meta.code,
                    book.pages,
                    book.first_printed_page,
                    book.last_printed_page,
                    book.chunks,
                    book.indexed_at,
                    book.indexed_at,
                ),
            )
            self._db.executemany(
                "INSERT INTO chunks(id, doc_key, ordinal, page_index, printed_page, char_start, "
                "char_end, text, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(c.id, key, *chunk_place(c), c.text, c.kind.value) for c in chunks],
            )

    def _transaction(self) -> Transaction:
        return Transaction(self._db)
