"""The student's read-only copy of the lab server's catalog: books, passages, BM25 index.

Retrieval runs on the student's laptop as it does with a local library — the same
``Library.search``, the same fusion and confidence gate — so it needs the passage texts and
the lexical index here; only the vectors stay on the server. A copy lives in
``<home>/lab/<server>/<catalog version>/`` (``catalog.sqlite3`` + ``lexical/``), written
into a temporary folder and renamed when complete, so an interrupted download never leaves a
half copy in use. The version is a hash of the catalog's content: a copy is reused only
while the teacher's books are exactly the same, and older copies are deleted.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.remote.protocol import CatalogSnapshot
from tutorapp.core.retrieval.lexical import LexicalIndex, stamp_for

log = logging.getLogger(__name__)

CATALOG_FILE = "catalog.sqlite3"
PDF_FOLDER = "pdf"  # books' PDFs, by sha256, shared by every copy
_COMPLETE = "COMPLETE"
#: Catalog meta key: "1" when the server's store also holds versions that are not visible.
HIDDEN_META = "lab_server_hidden_versions"


def server_folder(lab_dir: Path, url: str) -> Path:
    """Where copies from the server at ``url`` are kept."""
    return lab_dir / hashlib.sha256(url.encode("utf-8")).hexdigest()[:12]


def ensure_mirror(folder: Path, version: str, fetch: Callable[[], CatalogSnapshot]) -> Path:
    """The folder holding the copy of catalog ``version``, downloaded with ``fetch`` if needed.

    Returns the copy of what ``fetch`` returned, whose version may be newer than ``version``
    if the teacher's books changed in between.
    """
    target = folder / version
    if (target / _COMPLETE).is_file():
        return target
    snapshot = fetch()
    target = folder / snapshot.version
    if (target / _COMPLETE).is_file():
        return target
    folder.mkdir(parents=True, exist_ok=True)
    scratch = folder / f".{snapshot.version}.{os.getpid()}.tmp"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir()
    try:
        _write(scratch, snapshot)
        try:
            scratch.rename(target)
        except OSError:
            if not (target / _COMPLETE).is_file():  # not another process's complete copy
                raise
            shutil.rmtree(scratch, ignore_errors=True)
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    log.info(
        "copied the lab catalog %s: %d books, %d passages",
        snapshot.version,
        len(snapshot.books),
        len(snapshot.chunks),
    )
    _forget_others(folder, keep=target.name)
    return target


def _write(folder: Path, snapshot: CatalogSnapshot) -> None:
    catalog = Catalog(folder / CATALOG_FILE)
    try:
        for key, value in snapshot.identity.items():
            catalog.set_meta(key, value)
        catalog.set_meta(HIDDEN_META, "1" if snapshot.hidden else "0")
        by_book: dict[str, list[int]] = {}
        for position, chunk in enumerate(snapshot.chunks):
            by_book.setdefault(chunk.book_id, []).append(position)
        for book in snapshot.books:
            chunks = [snapshot.chunks[i] for i in by_book.get(book.id, [])]
            if len(chunks) != book.chunks:
                raise ValueError(f"book {book.id}: {len(chunks)} passages, {book.chunks} listed")
            catalog.import_book(book, chunks)
        stamp = stamp_for(f"{b.id}@{b.generation}" for b in snapshot.books)
        LexicalIndex.build(stamp, catalog.ready_passages()).save(folder / "lexical")
    finally:
        catalog.close()
    (folder / _COMPLETE).write_text(snapshot.version, encoding="utf-8")


def _forget_others(folder: Path, keep: str) -> None:
    """Delete older copies (one still open by another TutorApp on Windows stays)."""
    for other in folder.iterdir():
        if other.name in (keep, PDF_FOLDER) or other.name.endswith(".tmp") or not other.is_dir():
            continue
        with contextlib.suppress(OSError):
            shutil.rmtree(other)
