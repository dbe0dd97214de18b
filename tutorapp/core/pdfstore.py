"""PDFs kept inside the library: the books imported from a pack bring their PDFs with them.

A laptop that imports a pack has no copy of the teacher's files, yet citations must open the
book at the page and ``library reindex`` must find the PDF. Imported PDFs therefore live in
``<library>/pdfs/<first 16 hex digits of the PDF's sha256>/<original file name>``: a changed
book gets a new folder beside the old one (so the old version stays readable until the new
one is published), the file keeps its name (so ``source_file`` is the same as on the
teacher's machine), and a file is written under a temporary name and renamed into place.
A PDF that no book version refers to any more is deleted by ``prune``.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

log = logging.getLogger(__name__)

FOLDER = "pdfs"
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


def pdf_folder(library_dir: Path) -> Path:
    return library_dir / FOLDER


def safe_file_name(name: str) -> str:
    """A file name that is valid on Windows and Linux and cannot leave its folder."""
    base = _UNSAFE.sub("_", name.replace("\\", "/").rsplit("/", 1)[-1]).strip(" .")
    if not base:
        base = "book"
    if not base.lower().endswith(".pdf"):
        base += ".pdf"
    return base[:150]


def imported_path(library_dir: Path, sha256: str, source_file: str) -> Path:
    """Where the imported PDF with this checksum and file name is kept."""
    return pdf_folder(library_dir) / sha256[:16] / safe_file_name(source_file)


def partial_path(target: Path) -> Path:
    """The temporary name a PDF is written under before it is renamed to ``target``."""
    return target.with_name(f".{target.name}.{os.getpid()}.part")


def is_imported(library_dir: Path, path: Path) -> bool:
    try:
        path.resolve().relative_to(pdf_folder(library_dir).resolve())
    except ValueError:
        return False
    return True


def prune(library_dir: Path, referenced: Iterable[str]) -> int:
    """Delete imported PDFs (and leftover partial files) that no book version refers to.

    Call it while holding the writer lock, with the ``source_path`` of every book version in
    the catalog (visible or not). Returns how many files were deleted.
    """
    root = pdf_folder(library_dir)
    if not root.is_dir():
        return 0
    keep = {Path(p).resolve() for p in referenced}
    deleted = 0
    for folder in root.iterdir():
        if not folder.is_dir():
            continue
        for file in folder.iterdir():
            if file.resolve() in keep:
                continue
            try:
                file.unlink()
                deleted += 1
            except OSError as exc:
                log.info("could not delete unused imported PDF %s: %s", file, exc)
        if not any(folder.iterdir()):
            shutil.rmtree(folder, ignore_errors=True)
    if deleted:
        log.info("deleted %d imported PDF file(s) no book uses any more", deleted)
    return deleted
