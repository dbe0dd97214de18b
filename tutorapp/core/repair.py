"""Keeping the library's three parts in step, and putting them back when they are not.

The catalog (``catalog.sqlite3``) is the record: books, pages and every passage's text. The
vector store and the lexical index are derived from it, so whatever happens to them (a
deleted ``vectors/`` folder, a garbage ``chroma.sqlite3``, vectors of another model) they
are rebuilt from the catalog's passages, without the PDFs. The catalog itself is copied to
``catalog.backup.sqlite3`` after every change (``backup_catalog``) and restored from there
when it is missing or damaged.

``check_store`` finds a store that disagrees with the catalog (passages without vectors,
vectors of no book); ``repair_library`` (the caller holds the writer lock) puts it right and
yields progress events the CLI and the window render.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.errors import LibraryDamagedError, StoreDamagedError
from tutorapp.core.failures import REPAIR_HINT
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.ingest.chunk import embedding_text
from tutorapp.core.lock import WriterLock
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import LexicalIndex, stamp_for
from tutorapp.core.retrieval.store import VectorStore

log = logging.getLogger(__name__)

CATALOG_FILE = "catalog.sqlite3"
BACKUP_FILE = "catalog.backup.sqlite3"
DAMAGED_FILE = "catalog.damaged.sqlite3"
EMBED_BATCH = 64


# -- the catalog file ------------------------------------------------------------------------


def backup_catalog(catalog: Catalog, folder: Path) -> None:
    """Snapshot the catalog next to it (after every change; best effort on a full disk)."""
    catalog.backup(folder / BACKUP_FILE)


def _has_library_data(folder: Path) -> bool:
    """A backup or a saved lexical index: the library held books (an empty vector store is
    made on first use and proves nothing)."""
    return (folder / BACKUP_FILE).is_file() or (folder / "lexical" / "CURRENT").is_file()


def catalog_file_problem(folder: Path) -> str | None:
    """Why the catalog file is unusable before it is even opened: it is missing or empty
    while the library holds data (damage inside the file shows when it is opened)."""
    path = folder / CATALOG_FILE
    try:
        size = path.stat().st_size if path.is_file() else None
    except OSError:
        size = None
    if path.is_dir():
        return "it is a folder, not a file"
    if (size is None or size == 0) and _has_library_data(folder):
        return "it is missing" if size is None else "it is empty"
    return None


def check_catalog_file(folder: Path) -> None:
    """Raise ``LibraryDamagedError`` when the catalog is missing but the library is not new
    (opening it would silently start an empty library)."""
    problem = catalog_file_problem(folder)
    if problem is not None:
        raise LibraryDamagedError(
            f"The library's catalog {folder / CATALOG_FILE} cannot be used ({problem}), so "
            f"your books cannot be listed. {REPAIR_HINT} to restore it from its backup."
        )


def _usable(path: Path) -> int | None:
    """The number of visible books in the SQLite file ``path``, or None if it is unusable."""
    if not path.is_file() or path.stat().st_size == 0:
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            if [r[0] for r in db.execute("PRAGMA quick_check(1)")] != ["ok"]:
                return None
            row = db.execute("SELECT COUNT(*) FROM books WHERE state = 'ready'").fetchone()
            return int(row[0])
        finally:
            db.close()
    except sqlite3.Error:
        return None


@dataclass(frozen=True, kw_only=True)
class CatalogRestored:
    """What ``restore_catalog`` did."""

    problem: str
    books: int | None  # books restored from the backup; None: no backup, started empty
    backup_age_s: float = 0.0

    @property
    def message(self) -> str:
        if self.books is None:
            return (
                f"The catalog was unusable ({self.problem}) and there is no usable backup: "
                "TutorApp started an empty one. Add your PDFs again with `tutorapp ingest "
                "FOLDER` (or Add in the window)."
            )
        age = _age(self.backup_age_s)
        return (
            f"The catalog was unusable ({self.problem}): restored {self.books} book(s) from "
            f"the backup made {age} ago. Books added after that must be added again."
        )


def _age(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    if seconds < 2 * 86400:
        return f"{seconds / 3600:.0f} h"
    return f"{seconds / 86400:.0f} days"


def _catalog_damage(folder: Path) -> str | None:
    problem = catalog_file_problem(folder)
    if problem is not None:
        return problem
    path = folder / CATALOG_FILE
    if not path.exists():
        return None  # a new library
    try:
        Catalog(path).close()
    except LibraryDamagedError as exc:
        return f"it is damaged: {exc.__cause__ or 'failed its check'}"
    return None


def restore_catalog(folder: Path) -> CatalogRestored | None:
    """Put back a missing or damaged catalog from its backup (the caller holds the writer
    lock); None when the catalog is fine. The damaged file is kept as ``DAMAGED_FILE``."""
    problem = _catalog_damage(folder)
    if problem is None:
        return None
    path = folder / CATALOG_FILE
    for suffix in ("", "-wal", "-shm"):  # a WAL of the damaged file must not meet the copy
        part = path.with_name(path.name + suffix)
        aside = folder / (DAMAGED_FILE + suffix)
        if aside.is_dir():
            shutil.rmtree(aside)
        if part.exists():
            os.replace(part, aside)
    backup = folder / BACKUP_FILE
    books = _usable(backup)
    if books is None:
        log.warning("catalog %s unusable (%s) and no usable backup", path, problem)
        Catalog(path).close()  # a new, empty catalog: the library opens again
        return CatalogRestored(problem=problem, books=None)
    source = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
    try:
        target = sqlite3.connect(path)
        try:
            source.backup(target)
        finally:
            target.close()
    finally:
        source.close()
    age = time.time() - backup.stat().st_mtime
    log.warning("catalog %s unusable (%s): restored %d books from the backup", path, problem, books)
    return CatalogRestored(problem=problem, books=books, backup_age_s=age)


# -- the vector store ------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class StoreReport:
    """How the vector store compares with the catalog."""

    books: int  # visible books
    passages: int  # their passages
    missing: int  # passages of visible books without a vector
    affected: tuple[str, ...]  # ids of visible books with missing vectors
    strays: int  # vectors of no passage in the catalog

    @property
    def ok(self) -> bool:
        return not self.missing and not self.strays

    def describe(self) -> str:
        parts = []
        if self.missing:
            parts.append(
                f"The search index is missing {self.missing:,} of the {self.passages:,} "
                f"passages of your books ({len(self.affected)} of {self.books} book(s)), so "
                "search and answers would not find them."
            )
        if self.strays:
            parts.append(
                f"The search index holds {self.strays:,} passage(s) of books that are no "
                "longer in the library."
            )
        return " ".join(parts)

    def advice(self) -> str:
        return (
            f"{self.describe()} Your books are safe in the catalog: {REPAIR_HINT} to rebuild "
            "the index from the stored passages (no PDFs needed)."
        )


def check_store(catalog: Catalog, store: VectorStore) -> StoreReport:
    """Compare the store's ids with the catalog's passages (``StoreDamagedError`` when the
    store cannot be opened). Safe beside a writer in another process: a book removed while
    checking is not counted as damaged."""
    expected = catalog.chunk_ids_by_doc()
    ready = {key for key, state in catalog.versions().items() if state == "ready"}
    stored = store.ids_by_doc()
    short = {key for key in ready if not expected.get(key, set()) <= stored.get(key, set())}
    if short:  # re-read: a book removed meanwhile is no longer ready
        still = {key for key, state in catalog.versions().items() if state == "ready"}
        short &= still
        ready &= still
    missing = sum(len(expected.get(key, set()) - stored.get(key, set())) for key in short)
    strays = sum(len(ids - expected.get(key, set())) for key, ids in stored.items())
    return StoreReport(
        books=len(ready),
        passages=sum(len(expected.get(key, set())) for key in ready),
        missing=missing,
        affected=tuple(sorted(key.rsplit("@", 1)[0] for key in short)),
        strays=strays,
    )


# -- repairing -------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RepairStarted:
    """What is wrong (one sentence each)."""

    problems: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class RepairProgress:
    book_id: str
    done: int  # passages re-embedded so far
    total: int


@dataclass(frozen=True, kw_only=True)
class RepairFinished:
    reembedded: int  # passages given their vectors again
    books: int  # books they belong to
    removed: int  # stray vectors deleted
    rebuilt_store: bool  # the store could not be used and was started afresh
    seconds: float

    @property
    def message(self) -> str:
        if not (self.reembedded or self.removed or self.rebuilt_store):
            return "The library is in order: nothing to repair."
        done = []
        if self.rebuilt_store:
            done.append("started a new search index")
        if self.reembedded:
            done.append(
                f"re-embedded {self.reembedded:,} passages of {self.books} book(s) from the catalog"
            )
        if self.removed:
            done.append(f"removed {self.removed:,} stray vector(s)")
        return f"Repaired the library in {self.seconds:.1f} s: {'; '.join(done)}."


RepairEvent = RepairStarted | RepairProgress | RepairFinished


def _open_store(store: VectorStore, problems: list[str]) -> bool:
    """Make sure ``store`` opens; start it afresh when it cannot. True if it was."""
    try:
        store.count()
    except StoreDamagedError as exc:  # damaged, or built with another model than the catalog
        problems.append(str(exc).split(" Your books")[0])
        store.reset()
        return True
    return False


def repair_library(
    folder: Path, catalog: Catalog, store: VectorStore, embedder: Embedder
) -> Iterator[RepairEvent]:
    """Bring the store and the lexical index in line with the catalog; the caller holds the
    writer lock. A store that cannot be opened is started afresh (``VectorStore.reset``)."""
    started = time.monotonic()
    problems: list[str] = []
    rebuilt = _open_store(store, problems)
    report = check_store(catalog, store)
    if not report.ok:
        problems.append(report.describe())
    yield RepairStarted(problems=tuple(problems))
    finish_removals(catalog, store)
    expected = catalog.chunk_ids_by_doc()
    stored = store.ids_by_doc()
    removed = 0
    for key, ids in stored.items():
        extra = ids - expected.get(key, set())
        if extra:
            store.delete_ids(sorted(extra))
            removed += len(extra)
    todo = []
    for book in catalog.ready_books():
        key = f"{book.id}@{book.generation}"
        have = stored.get(key, set())
        chunks = [c for c in catalog.chunks_of(key) if c.id not in have]
        if chunks:
            todo.append((book, key, chunks))
    total = sum(len(chunks) for _, _, chunks in todo)
    done = 0
    for book, key, chunks in todo:
        for start in range(0, len(chunks), EMBED_BATCH):
            batch = chunks[start : start + EMBED_BATCH]
            vectors = embedder.embed([embedding_text(book.meta, c) for c in batch])
            store.add([c.id for c in batch], vectors, key)
            done += len(batch)
            yield RepairProgress(book_id=book.id, done=done, total=total)
    rebuild_lexical(folder, catalog)
    backup_catalog(catalog, folder)
    finished = RepairFinished(
        reembedded=done,
        books=len(todo),
        removed=removed,
        rebuilt_store=rebuilt,
        seconds=time.monotonic() - started,
    )
    log.info("repair: %s (problems: %s)", finished.message, problems)
    yield finished


def finish_removals(catalog: Catalog, store: VectorStore) -> None:
    """Delete the vectors and rows of book versions a crash left retired (writer only)."""
    for key in catalog.retired():
        store.delete_doc(key)
        catalog.purge(key)
        log.info("purged retired book version %s", key)


def rebuild_lexical(folder: Path, catalog: Catalog) -> None:
    """Rebuild and save the BM25 index from the catalog (its files may be damaged)."""
    keys = [f"{b.id}@{b.generation}" for b in catalog.ready_books()]
    index = LexicalIndex.build(stamp_for(keys), catalog.ready_passages())
    try:
        index.save(folder / "lexical")
    except OSError as exc:
        log.warning("lexical index not saved (%s); searches rebuild it in memory", exc)


def repair_if_needed(
    folder: Path, catalog: Catalog, store: VectorStore, embedder: Embedder
) -> Iterator[RepairEvent]:
    """Repair (taking the writer lock) only when the store is damaged or disagrees with the
    catalog — the check ``ingest`` runs first, so a lost store never reads as "unchanged"."""
    with WriterLock(folder, "checking the library"):  # no check beside a writer
        try:
            if check_store(catalog, store).ok:
                return
        except StoreDamagedError:
            pass
        yield from repair_library(folder, catalog, store, embedder)
