"""Ingest: PDF files and folders → visible books, one atomic book at a time.

For each file: hash it (an unchanged file is a no-op), extract it in the child process
(pages whose Hindi text layer is garbled are read again from their images, see
``ocr_pages``; without Tesseract their text is dropped and ``BookWarning`` says so), clean
the pages, find printed page numbers and metadata, chunk, write the invisible book
version to the catalog, embed and store its passages in batches, then publish it. An
interrupted ingest of the same file is resumed from the passages already stored.

The ``Indexer`` is given the catalog, the vector store and the embedder it writes with; the
caller (``Library.ingest``) holds the writer lock around a run and refreshes the lexical
index before the final ``IngestFinished``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Generator, Iterator, Sequence
from pathlib import Path

from tutorapp.core.errors import BadPdfError, TutorError
from tutorapp.core.events import (
    BookFailed,
    BookIndexed,
    BookProgress,
    BookStarted,
    BookUnchanged,
    BookWarning,
    IngestEvent,
    IngestFinished,
    IngestStarted,
)
from tutorapp.core.failures import is_disk_full
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.ingest.chunk import chunk_pages, embedding_text
from tutorapp.core.ingest.clean import analyse_document
from tutorapp.core.ingest.files import collect_pdfs, display_name, file_sha256
from tutorapp.core.ingest.ncert import book_meta
from tutorapp.core.ingest.ocr import OcrSettings
from tutorapp.core.ingest.raw import RawDocument
from tutorapp.core.ingest.worker import ExtractionWorker
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.store import VectorStore
from tutorapp.core.types import Book, BookMeta, Chunk, Page

log = logging.getLogger(__name__)

EMBED_BATCH = 64
#: A PDF whose pages average fewer characters than this has no usable text layer.
MIN_CHARS_PER_PAGE = 40


def prepare_pages(path: Path, raw: RawDocument) -> tuple[BookMeta, list[Page]]:
    """Clean text, printed page numbers and metadata for an extracted PDF."""
    cleaned = analyse_document(raw)
    texts = list(cleaned.pages_text)
    readable = max(1, raw.readable_pages)
    if sum(len(t.strip()) for t in texts) < MIN_CHARS_PER_PAGE * readable // 4:
        if raw.garbled_dropped:
            raise BadPdfError(
                f"{display_name(path)}: the Hindi text layer is garbled on "
                f"{_pages(len(raw.garbled_dropped))} and could not be read from the page "
                f"images: {raw.ocr_problem}. Then add the file again."
            )
        if raw.repaired or raw.unreadable:
            raise BadPdfError(
                f"{display_name(path)}: the PDF is damaged or incomplete (was the download cut "
                f"short?) and no text could be read from it{_unreadable_note(raw)}. Download "
                "or copy it again."
            )
        raise BadPdfError(
            f"{display_name(path)}: the PDF has no text layer (it looks like a scan or images). "
            "TutorApp needs PDFs with selectable text: use the original NCERT PDF, or run "
            "OCR on this file first."
        )
    numbering = cleaned.numbering
    if raw.text_layer:  # titles and chapter markers: from the text layer, repaired
        layer = raw.as_extracted()
        layer_clean = analyse_document(layer)
        meta = book_meta(path, layer, list(layer_clean.pages_text), cleaned=layer_clean)
    else:
        meta = book_meta(path, raw, texts, cleaned=cleaned)
    pages = [Page(i, numbering.printed[i], text) for i, text in enumerate(texts)]
    log.info(
        "%s: %d pages, printed pages from %s (offset %s, support %d), meta %s",
        display_name(path),
        len(pages),
        numbering.source,
        numbering.offset,
        numbering.support,
        meta,
    )
    return meta, pages


def disk_full_message(path: Path) -> str:
    return (
        f"{display_name(path)}: the disk is full (or cannot be written), so this book could "
        "not be added; nothing already in the library was lost. Free some space and add it "
        "again."
    )


def _unreadable_note(raw: RawDocument) -> str:
    if not raw.unreadable:
        return ""
    if raw.page_count == 1:
        return " (its only page could not be read)"
    if len(raw.unreadable) == raw.page_count:
        return f" (none of its {raw.page_count} pages could be read)"
    return f" ({len(raw.unreadable)} of its {raw.page_count} pages could not be read)"


def _pages(count: int) -> str:
    return "1 page" if count == 1 else f"{count} pages"


def unreadable_warning(path: Path, raw: RawDocument, book_id: str) -> str:
    """The one line a teacher gets when garbled pages could not be OCR'd."""
    return (
        f"{display_name(path)}: {_pages(len(raw.garbled_dropped))} could not be read (the "
        f"Hindi text layer is garbled): {raw.ocr_problem}. The other pages were added; "
        f"afterwards, re-index the book (tutorapp library reindex {book_id})."
    )


class Indexer:
    """One ingest run: writes books into a catalog and a vector store with an embedder.

    The caller holds the library's writer lock for the whole run.
    """

    def __init__(
        self,
        *,
        catalog: Catalog,
        store: VectorStore,
        embedder: Embedder,
        force: bool = False,
        ocr: OcrSettings | None = None,
    ) -> None:
        """``force`` re-indexes files even when they are unchanged (``library reindex``);
        ``ocr`` says when and how garbled pages are read from their images."""
        self._catalog = catalog
        self._store = store
        self._embedder = embedder
        self._force = force
        self._ocr = ocr or OcrSettings()

    def run(self, paths: Sequence[Path]) -> Generator[IngestEvent, None, IngestFinished]:
        """Yield the run's events; return the closing ``IngestFinished`` (not yielded, so the
        caller can finish its own work before announcing it)."""
        started = time.monotonic()
        collected = collect_pdfs(paths)
        counts = {"indexed": 0, "unchanged": 0, "failed": len(collected.failures)}
        yield IngestStarted(files=len(collected.files), skipped_non_pdf=collected.skipped_non_pdf)
        yield from collected.failures
        with ExtractionWorker(ocr=self._ocr) as worker:
            hashes: dict[Path, str] = {}
            for path in collected.files:
                try:
                    hashes[path] = file_sha256(path)
                except BadPdfError:
                    continue  # reported when its turn comes
            self.recover()
            self.discard_pending(set(hashes.values()))
            for position, path in enumerate(collected.files, start=1):
                yield BookStarted(path=str(path), position=position, total=len(collected.files))
                try:
                    outcome = yield from self._one(path, hashes.get(path), worker)
                except TutorError as exc:
                    log.warning("ingest of %s failed: %s", display_name(path), exc)
                    outcome = BookFailed(path=str(path), message=str(exc))
                except Exception as exc:  # a full disk fails this file, not the run
                    if not is_disk_full(exc):
                        raise
                    log.warning("ingest of %s failed: disk full (%s)", display_name(path), exc)
                    outcome = BookFailed(path=str(path), message=disk_full_message(path))
                counts[_COUNTER[type(outcome)]] += 1
                yield outcome
        return IngestFinished(
            indexed=counts["indexed"],
            unchanged=counts["unchanged"],
            failed=counts["failed"],
            seconds=time.monotonic() - started,
        )

    def recover(self) -> None:
        """Finish what a crash interrupted: delete retired versions' vectors and rows."""
        for key in self._catalog.retired():
            self._store.delete_doc(key)
            self._catalog.purge(key)
            log.info("purged retired book version %s", key)

    def discard_pending(self, keep_sha: set[str]) -> None:
        """Delete interrupted ingests except those of files being ingested again now."""
        for pending in self._catalog.pending():
            if pending.sha256 in keep_sha:
                continue
            self._store.delete_doc(pending.doc_key)
            self._catalog.purge(pending.doc_key)
            log.info("discarded interrupted ingest %s (%s)", pending.doc_key, pending.source_path)

    def _one(
        self, path: Path, sha: str | None, worker: ExtractionWorker
    ) -> Generator[IngestEvent, None, BookIndexed | BookUnchanged | BookFailed]:
        started = time.monotonic()
        warning: BookWarning | None = None
        if sha is None:
            sha = file_sha256(path)  # raises the readable error
        existing = self._catalog.ready_by_sha(sha)
        if existing is not None and not self._force:
            return BookUnchanged(path=str(path), book=existing)
        source = str(path.resolve())
        pending = next((p for p in self._catalog.pending() if p.sha256 == sha), None)
        unreadable = 0
        if pending is not None:
            key = pending.doc_key
            chunks = self._catalog.chunks_of(key)
            meta = self._catalog.pending_meta(key)
        else:
            raw = yield from self._extract(path, worker)
            meta, pages = prepare_pages(path, raw)
            unreadable = len(raw.unreadable)
            book_id = self._catalog.allocate_book_id(path.stem, source)
            if raw.garbled_dropped:
                message = unreadable_warning(path, raw, book_id)
                warning = BookWarning(path=str(path), message=message)
            key = self._catalog.next_key(book_id)
            chunks = chunk_pages(pages, book_id, key)
            if not chunks:
                raise BadPdfError(
                    f"{display_name(path)}: no passages of text could be read from the PDF"
                    f"{_unreadable_note(raw)}; it is probably damaged. Download or copy it again."
                )
            self._catalog.begin(key, source, sha, meta, pages, chunks)
        yield from self._embed(path, key, meta, chunks)
        replaced = self._catalog.publish(key)
        if replaced is not None:
            self._store.delete_doc(replaced)
            self._catalog.purge(replaced)
        book = self._catalog.book(key.rsplit("@", 1)[0])
        assert isinstance(book, Book)
        log.info("indexed %s as %s: %d chunks", display_name(path), key, len(chunks))
        if warning is not None:
            log.info("%s", warning.message)
            yield warning
        return BookIndexed(
            book=book,
            seconds=time.monotonic() - started,
            replaced=replaced is not None,
            resumed=pending is not None,
            garbled_dropped=unreadable,
        )

    def _extract(
        self, path: Path, worker: ExtractionWorker
    ) -> Generator[BookProgress, None, RawDocument]:
        """Read ``path`` in the child, reporting pages read and pages OCR'd."""
        extraction = worker.extract(path)
        started = {"reading": time.monotonic()}
        try:
            while True:
                progress = next(extraction)
                if progress.stage not in started or progress.done == 0:
                    started[progress.stage] = time.monotonic()
                rate = progress.done / max(time.monotonic() - started[progress.stage], 1e-6)
                yield BookProgress(
                    path=str(path),
                    stage=progress.stage,
                    done=progress.done,
                    total=progress.total,
                    rate=rate,
                )
        except StopIteration as stop:
            raw: RawDocument = stop.value
        if raw.ocr_pages:
            seconds = time.monotonic() - started.get("ocr", time.monotonic())
            pages = len(raw.ocr_pages)
            log.info("%s: %d page(s) read from their images in %.1f s", path.name, pages, seconds)
        return raw

    def _embed(
        self, path: Path, key: str, meta: BookMeta, chunks: list[Chunk]
    ) -> Iterator[BookProgress]:
        stored = self._store.ids_for(key)
        todo = [c for c in chunks if c.id not in stored]
        done = len(chunks) - len(todo)
        t0 = time.monotonic()
        yield BookProgress(path=str(path), stage="indexing", done=done, total=len(chunks), rate=0.0)
        for start in range(0, len(todo), EMBED_BATCH):
            batch = todo[start : start + EMBED_BATCH]
            vectors = self._embedder.embed([embedding_text(meta, c) for c in batch])
            self._store.add([c.id for c in batch], vectors, key)
            done += len(batch)
            rate = (start + len(batch)) / max(time.monotonic() - t0, 1e-6)
            yield BookProgress(
                path=str(path), stage="indexing", done=done, total=len(chunks), rate=rate
            )


_COUNTER: dict[type, str] = {
    BookIndexed: "indexed",
    BookUnchanged: "unchanged",
    BookFailed: "failed",
}
