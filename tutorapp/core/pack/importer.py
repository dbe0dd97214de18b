"""Import a library pack: its books join this library without re-embedding, all or nothing.

1. Every file's sha256 is checked before anything changes; a pack made with another search
   model or chunker is refused (``PackMismatchError``) unless ``reindex`` is asked for.
2. Under the writer lock, each book the laptop does not already have byte for byte gets its
   PDF copied to ``<library>/pdfs/`` and is written as an *invisible* version (catalog rows in
   state ``indexing``, vectors in the store) — the mechanism ``ingest`` uses.
3. All of them become visible in one catalog transaction (``Catalog.publish_all``); the
   versions they replace are retired in it and purged afterwards.

A failure or a cancel before step 3 deletes what was written; a kill leaves only invisible
versions, which the next import or ingest discards. Either way the library is as it was.

With ``reindex`` the PDFs inside are copied and ingested like any PDF (book by book, as
``ingest`` does), and the teacher's metadata (class, subject, titles) is applied to them.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from tutorapp.core.errors import LibraryVersionError, PackError, PackMismatchError, TutorError
from tutorapp.core.events import BookIndexed, BookUnchanged, IngestEvent
from tutorapp.core.failures import is_disk_full
from tutorapp.core.ingest.catalog import doc_key
from tutorapp.core.ingest.chunk import CHUNKER_VERSION
from tutorapp.core.ingest.indexer import Indexer
from tutorapp.core.library import Library
from tutorapp.core.pack.bookdata import decode_meta, encode_book, sha256
from tutorapp.core.pack.events import (
    PackBookDone,
    PackEvent,
    PackFinished,
    PackOpened,
    PackOutcome,
    PackProgress,
    PackStage,
)
from tutorapp.core.pack.export import embedder_info
from tutorapp.core.pack.manifest import CATALOG_PARTS, Manifest, PackBook, Part
from tutorapp.core.pack.reader import PackReader
from tutorapp.core.pdfstore import imported_path
from tutorapp.core.repair import backup_catalog, finish_removals
from tutorapp.core.types import Book

log = logging.getLogger(__name__)

#: Vectors equal to this (absolute, per component) are the same: the store re-normalises
#: vectors for cosine search, which moves the last bit of some float32 components.
VECTOR_TOLERANCE = 1e-6
#: Passages per store write (and per progress event).
STORE_BATCH = 512
#: Versions that say nothing about the weights (a frozen build, an unknown package).
_VAGUE_VERSIONS = frozenset({"", "unknown", "bundled"})
#: Rough re-indexing speed on a 2-core laptop, for the estimate in the refusal message.
_PAGES_PER_MINUTE = 200


@dataclass(frozen=True, kw_only=True)
class _Planned:
    book: PackBook
    replaces: bool  # this library has another version of the book
    other_id: str | None  # the same PDF is here under another id: it goes


def read_manifest(path: Path) -> Manifest:
    """The pack's manifest (for showing what is inside); checks the file's structure only."""
    with PackReader(path) as pack:
        return pack.manifest


def compatibility_problem(manifest: Manifest, library: Library, name: str) -> str | None:
    """Why the pack's vectors cannot be used in ``library``, or None when they can."""
    theirs, mine = manifest.embedder, embedder_info(library)
    differences = []
    if (theirs.id, theirs.dim) != (mine.id, mine.dim):
        differences.append(f"the search model {theirs.id} (this TutorApp uses {mine.id})")
    elif theirs.version != mine.version and not {theirs.version, mine.version} & _VAGUE_VERSIONS:
        differences.append(
            f"version {theirs.version} of the search model (this TutorApp has {mine.version})"
        )
    if manifest.chunker_version != CHUNKER_VERSION:
        differences.append(
            f"passage splitting version {manifest.chunker_version} "
            f"(this TutorApp uses {CHUNKER_VERSION})"
        )
    if not differences:
        return None
    pages = sum(book.pages for book in manifest.books)
    minutes = max(1, math.ceil(pages / _PAGES_PER_MINUTE))
    return (
        f"{name} was made with {' and '.join(differences)}, so its search data cannot be used "
        f"here. Nothing was imported. To re-index its books on this computer from the PDFs "
        f"inside (roughly {minutes} min), run `tutorapp pack import {name} --reindex` "
        "(or answer Re-index in the window)."
    )


def import_pack(
    library: Library, path: Path, *, reindex: bool = False
) -> Iterator[PackEvent | IngestEvent]:
    """Add the books of the pack at ``path`` to ``library``; see the module docstring."""
    started = time.monotonic()
    if library.outdated is not None:
        raise LibraryVersionError(
            f"This library was built with a different search model or chunker "
            f"({library.outdated}); rebuild it first (`tutorapp library reindex`, or Rebuild in "
            "the window's library), then import the pack."
        )
    with PackReader(path) as pack:
        manifest = pack.manifest
        yield from pack.verify()
        yield PackOpened(
            path=str(path),
            manifest=manifest,
            books=len(manifest.books),
            total_bytes=manifest.size,
        )
        problem = compatibility_problem(manifest, library, pack.name)
        if reindex:
            yield from _reindex(library, pack, started)
            return
        if problem is not None:
            raise PackMismatchError(problem)
        with library.writer_lock("importing books"):
            # What an interrupted run (ingest or import) left behind is invisible: drop it.
            finish_removals(library.catalog, library.store)
            cleanup = Indexer(
                catalog=library.catalog, store=library.store, embedder=library.embedder
            )
            cleanup.discard_pending(set())
            library.prune_pdfs()
            yield from _import(library, pack, started)


def _import(library: Library, pack: PackReader, started: float) -> Iterator[PackEvent]:
    catalog, store = library.catalog, library.store
    planned, unchanged = _plan(library, pack)
    keys: list[str] = []
    published = False
    try:
        total = sum(p.book.chunks for p in planned)
        done = 0
        for item in planned:
            book = item.book
            target = imported_path(library.folder, book.pdf_sha256, book.source_file)
            size = book.files[Part.PDF].size
            for copied in pack.copy_pdf(book, target):
                yield PackProgress(
                    stage=PackStage.COPYING, done=copied, total=size, book_id=book.id
                )
            generation = max(book.generation, catalog.next_generation(book.id))
            key = doc_key(book.id, generation)
            record = pack.read_book(book, key, library.embedder.dim)
            pages, chunks = record.pages, record.chunks
            catalog.begin(key, str(target), book.pdf_sha256, record.meta, pages, chunks)
            keys.append(key)
            ids = [c.id for c in record.chunks]
            for start in range(0, len(ids), STORE_BATCH):
                batch = ids[start : start + STORE_BATCH]
                store.add(batch, record.vectors[start : start + len(batch)], key)
                done += len(batch)
                yield PackProgress(stage=PackStage.STORING, done=done, total=total, book_id=book.id)
        others = [p.other_id for p in planned if p.other_id is not None]
        catalog.publish_all(keys, others)  # the versions they replace are retired in it
        published = True
    except Exception as exc:
        if not (isinstance(exc, OSError) or is_disk_full(exc)):
            raise
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise PackError(
            f"The books could not be written to the library ({reason}). Nothing was "
            "imported. Check that there is enough free space, then try again."
        ) from exc
    finally:
        if not published:
            _discard(library, keys)
    finish_removals(catalog, store)  # purge the retired versions
    library.save_lexical()
    backup_catalog(catalog, library.folder)
    library.prune_pdfs()
    log.info("imported %s: %d book(s) written, %d unchanged", pack.path, len(keys), len(unchanged))
    counts = dict.fromkeys(PackOutcome, 0)
    written = {item.book.id: item for item in planned}
    for book in pack.manifest.books:
        plan = written.get(book.id)
        if plan is None:
            outcome, other = PackOutcome.UNCHANGED, None
        else:
            outcome = PackOutcome.REPLACED if plan.replaces else PackOutcome.ADDED
            other = plan.other_id
        counts[outcome] += 1
        yield PackBookDone(book_id=book.id, label=book.label, outcome=outcome, replaced_id=other)
    yield PackFinished(
        path=str(pack.path),
        added=counts[PackOutcome.ADDED],
        replaced=counts[PackOutcome.REPLACED],
        unchanged=counts[PackOutcome.UNCHANGED],
        size_bytes=pack.manifest.size,
        seconds=time.monotonic() - started,
    )


def _plan(library: Library, pack: PackReader) -> tuple[list[_Planned], list[PackBook]]:
    """Which books to write (in pack order) and which the library already has as they are."""
    manifest = pack.manifest
    in_pack = {book.id for book in manifest.books}
    planned, unchanged = [], []
    for book in manifest.books:
        existing = library.catalog.book(book.id)
        if existing is not None and _same(library, pack, existing, book):
            unchanged.append(book)
            continue
        twin = library.catalog.ready_by_sha(book.pdf_sha256)
        other = twin.id if twin is not None and twin.id not in in_pack else None
        planned.append(_Planned(book=book, replaces=existing is not None, other_id=other))
    return planned, unchanged


def _same(library: Library, pack: PackReader, existing: Book, book: PackBook) -> bool:
    """The library has this very book: the same PDF (still on disk), the same catalog data
    byte for byte, and the same vectors (to float32 rounding: the store re-normalises them)."""
    if existing.sha256 != book.pdf_sha256 or existing.chunks != book.chunks:
        return False
    if not Path(existing.source_path).is_file():
        return False  # the pack brings the PDF the laptop lost
    key = f"{existing.id}@{existing.generation}"
    chunks = library.catalog.chunks_of(key)
    stored = library.store.vectors([c.id for c in chunks])
    if len(stored) != len(chunks) or not chunks:
        return False
    vectors = np.stack([stored[c.id] for c in chunks])
    files = encode_book(existing, library.catalog.pages_of(existing.id), chunks, vectors)
    if any(sha256(files[part]) != book.files[part].sha256 for part in CATALOG_PARTS):
        return False
    theirs = pack.read_book(book, key, library.embedder.dim).vectors
    return bool(np.allclose(vectors, theirs, rtol=0.0, atol=VECTOR_TOLERANCE))


def _discard(library: Library, keys: list[str]) -> None:
    """Forget the invisible versions an unfinished import wrote (best effort: whatever is
    left is invisible and discarded by the next import or ingest)."""
    try:
        for key in keys:
            library.store.delete_doc(key)
            library.catalog.purge(key)
        library.prune_pdfs()
    except Exception:
        log.exception("cleaning up an unfinished import failed; the next run finishes it")


def _reindex(
    library: Library, pack: PackReader, started: float
) -> Generator[PackEvent | IngestEvent, None, None]:
    """Copy the PDFs into the library and ingest them here; then apply the pack's metadata."""
    targets = []
    with library.writer_lock("importing books"):
        for book in pack.manifest.books:
            target = imported_path(library.folder, book.pdf_sha256, book.source_file)
            size = book.files[Part.PDF].size
            try:
                for copied in pack.copy_pdf(book, target):
                    yield PackProgress(
                        stage=PackStage.COPYING, done=copied, total=size, book_id=book.id
                    )
            except OSError as exc:
                reason = exc.strerror or exc
                raise PackError(
                    f"The PDFs could not be copied into the library ({reason}). Nothing was "
                    "imported. Check that there is enough free space, then try again."
                ) from exc
            targets.append(target)
    results: dict[str, tuple[Book, PackOutcome]] = {}
    for event in library.ingest(targets):
        if isinstance(event, BookIndexed):
            results[event.book.sha256] = (event.book, PackOutcome.ADDED)
        elif isinstance(event, BookUnchanged):
            results[event.book.sha256] = (event.book, PackOutcome.UNCHANGED)
        yield event
    counts = dict.fromkeys(PackOutcome, 0)
    for book in pack.manifest.books:
        if book.pdf_sha256 not in results:
            continue  # its failure was reported by the ingest
        indexed, outcome = results[book.pdf_sha256]
        try:
            meta = decode_meta(pack.book_json(book))
            if replace(meta, code=indexed.meta.code) != indexed.meta:
                library.update_meta(indexed.id, meta)
        except (TutorError, KeyError, TypeError, ValueError) as exc:
            log.info("metadata of %s not applied: %s", book.id, exc)
        counts[outcome] += 1
        yield PackBookDone(book_id=indexed.id, label=book.label, outcome=outcome)
    yield PackFinished(
        path=str(pack.path),
        added=counts[PackOutcome.ADDED],
        unchanged=counts[PackOutcome.UNCHANGED],
        size_bytes=pack.manifest.size,
        seconds=time.monotonic() - started,
    )
