"""Write a library pack: chosen books (default: all) with their PDFs, data and vectors.

The pack is written under a temporary name beside the target and renamed into place only
when complete, so a cancelled or failed export never leaves a half-written pack behind
(nor replaces a good one). The writer lock is held throughout: no book changes mid-export.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
import zipfile
from collections.abc import Generator, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from tutorapp import __version__
from tutorapp.core.errors import PackError
from tutorapp.core.format import book_label
from tutorapp.core.ingest.chunk import CHUNKER_VERSION
from tutorapp.core.library import Library
from tutorapp.core.pack.bookdata import data_digest, encode_book, sha256
from tutorapp.core.pack.events import (
    PackBookDone,
    PackEvent,
    PackFinished,
    PackOpened,
    PackOutcome,
    PackProgress,
    PackStage,
)
from tutorapp.core.pack.manifest import (
    DATA_PARTS,
    FORMAT_VERSION,
    MANIFEST,
    EmbedderInfo,
    FileEntry,
    Manifest,
    PackBook,
    Part,
    member_name,
)
from tutorapp.core.types import Book

log = logging.getLogger(__name__)

_BLOCK = 1 << 20


def embedder_info(library: Library) -> EmbedderInfo:
    embedder = library.embedder
    version = getattr(embedder, "version", None)
    return EmbedderInfo(
        id=embedder.model_id, version=str(version) if version else "unknown", dim=embedder.dim
    )


def export_pack(library: Library, dest: Path, book_ids: Sequence[str] = ()) -> Iterator[PackEvent]:
    """Write the books ``book_ids`` (all when empty) of ``library`` to the pack ``dest``."""
    started = time.monotonic()
    with library.writer_lock("exporting books"):
        books = [library.book(i) for i in dict.fromkeys(book_ids)] if book_ids else library.books()
        if not books:
            raise PackError("The library is empty: there is nothing to export. Add books first.")
        _check_pdfs(books)
        if not dest.parent.is_dir():
            raise PackError(f"The folder {dest.parent} does not exist. Choose another place.")
        data = {book.id: _book_data(library, book) for book in books}
        total = sum(Path(b.source_path).stat().st_size for b in books)
        total += sum(len(blob) for parts in data.values() for blob in parts.values())
        yield PackOpened(path=str(dest), manifest=None, books=len(books), total_bytes=total)
        partial = dest.with_name(f".{dest.name}.{os.getpid()}.partial")
        complete = False
        try:
            entries = []
            progress = [0, total]
            with zipfile.ZipFile(partial, "w", zipfile.ZIP_STORED, allowZip64=True) as pack:
                for book in books:
                    entry = yield from _write_book(pack, book, data[book.id], progress)
                    entries.append(entry)
                    yield PackBookDone(
                        book_id=book.id, label=book_label(book), outcome=PackOutcome.EXPORTED
                    )
                manifest = Manifest(
                    format_version=FORMAT_VERSION,
                    app_version=__version__,
                    created_at=datetime.now(UTC).isoformat(timespec="seconds"),
                    embedder=embedder_info(library),
                    chunker_version=CHUNKER_VERSION,
                    books=tuple(entries),
                )
                pack.writestr(MANIFEST, manifest.encode(), compress_type=zipfile.ZIP_DEFLATED)
            os.replace(partial, dest)
            complete = True
        except OSError as exc:
            log.info("writing pack %s failed: %s", dest, exc)
            raise PackError(
                f"The pack could not be written to {dest} ({exc.strerror or exc}). Check that "
                "there is enough free space and that you may write there, then try again."
            ) from exc
        finally:
            if not complete:
                partial.unlink(missing_ok=True)
    size = dest.stat().st_size
    log.info("exported %d book(s) to %s (%d bytes)", len(books), dest, size)
    yield PackFinished(
        path=str(dest),
        exported=len(books),
        size_bytes=size,
        seconds=time.monotonic() - started,
    )


def _check_pdfs(books: Sequence[Book]) -> None:
    missing = [b for b in books if not Path(b.source_path).is_file()]
    if missing:
        listed = "; ".join(f"{b.id} ({b.source_path})" for b in missing)
        raise PackError(
            f"The PDFs of these books are no longer where they were added: {listed}. Put them "
            "back (or leave those books out with --book), then export again."
        )


def _book_data(library: Library, book: Book) -> dict[Part, bytes]:
    key = f"{book.id}@{book.generation}"
    chunks = library.catalog.chunks_of(key)
    stored = library.store.vectors([c.id for c in chunks])
    if len(stored) != len(chunks):
        raise PackError(
            f"The book {book.id} is incomplete in this library ({len(stored)} of {len(chunks)} "
            f"passages have vectors). Re-index it (`tutorapp library reindex {book.id}`), "
            "then export again."
        )
    dim = library.embedder.dim
    vectors = (
        np.stack([stored[c.id] for c in chunks]) if chunks else np.zeros((0, dim), dtype=np.float32)
    )
    return encode_book(book, library.catalog.pages_of(book.id), chunks, vectors)


def _write_book(
    pack: zipfile.ZipFile, book: Book, data: dict[Part, bytes], progress: list[int]
) -> Generator[PackEvent, None, PackBook]:
    """Write one book's files; ``progress`` is [bytes done, bytes total], updated in place."""
    source = Path(book.source_path)
    digest = hashlib.sha256()
    size = 0
    with source.open("rb") as pdf, pack.open(member_name(book.id, Part.PDF), "w") as out:
        while block := pdf.read(_BLOCK):
            digest.update(block)
            out.write(block)
            size += len(block)
            progress[0] += len(block)
            yield PackProgress(
                stage=PackStage.WRITING, done=progress[0], total=progress[1], book_id=book.id
            )
    if digest.hexdigest() != book.sha256:
        raise PackError(
            f"The PDF of {book.id} ({source}) has changed since it was added. Re-index it "
            f"(`tutorapp library reindex {book.id}`), or put the original file back, then "
            "export again."
        )
    files = {Part.PDF: FileEntry(sha256=book.sha256, size=size)}
    for part in DATA_PARTS:
        blob = data[part]
        kind = zipfile.ZIP_STORED if part is Part.VECTORS else zipfile.ZIP_DEFLATED
        pack.writestr(member_name(book.id, part), blob, compress_type=kind)
        files[part] = FileEntry(sha256=sha256(blob), size=len(blob))
        progress[0] += len(blob)
    yield PackProgress(
        stage=PackStage.WRITING, done=progress[0], total=progress[1], book_id=book.id
    )
    return PackBook(
        id=book.id,
        generation=book.generation,
        label=book_label(book),
        source_file=book.source_file,
        pages=book.pages,
        chunks=book.chunks,
        pdf_sha256=book.sha256,
        data_sha256=data_digest({part: files[part].sha256 for part in DATA_PARTS}),
        files=files,
    )
