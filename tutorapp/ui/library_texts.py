"""What the library panel says, in the interface language: a book's row and tooltip, the
progress line while books are added, the summary at the end; and the ingest work it hands
its worker.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData

from tutorapp.core.events import BookProgress, IngestFinished, IngestStarted
from tutorapp.core.library import Library
from tutorapp.core.types import Book
from tutorapp.ui.labels import book_label, chapter_label, page_range
from tutorapp.ui.tasks import Work

translate = QCoreApplication.translate


def ingest_work(library: Library, paths: Sequence[Path], force: bool = False) -> Work:
    """The pump's work for adding (or, with ``force``, re-indexing) ``paths``. The library is
    shared with the answer thread: its catalog gives each thread its own connection, its
    embedder and store serialise their own use."""
    chosen = list(paths)

    def work() -> Iterator[object]:
        yield from library.ingest(chosen, force=force)

    return work


def rebuild_work(library: Library) -> Work:
    """The pump's work for rebuilding a library made with another search model or chunker."""

    def work() -> Iterator[object]:
        yield from library.rebuild()

    return work


def book_text(book: Book) -> str:
    """``Ch 11 Electricity`` (the book title joins when it is not the subject, as in Social
    Science); the pages go in the row's second column."""
    meta = book.meta
    chapter = chapter_label(meta)
    head = chapter or meta.title or book.source_file
    if chapter and meta.title and meta.subject and meta.title != meta.subject:
        head = f"{meta.title} · {head}"
    return head


def book_tooltip(book: Book) -> str:
    """What a teacher wants to know about a book: which it is, its pages, that it is ready,
    and which file it came from."""
    ready = translate("LibraryPanel", "{pages} ({n} pages in the PDF): ready for questions")
    pages = ready.format(pages=page_range(book), n=book.pages)
    return f"{book_label(book)}\n{pages}\n{book.source_path}"


def class_text(school_class: int | None) -> str:
    if school_class is None:
        return translate("LibraryPanel", "Class not known")
    return translate("LibraryPanel", "Class {n}").format(n=school_class)


def progress_text(event: BookProgress) -> str:
    name = Path(event.path).name
    if event.stage == "reading":
        text = translate("LibraryPanel", "Reading {name}: page {done}/{total}")
    elif event.stage == "ocr":
        text = translate(
            "LibraryPanel", "Reading text from page images of {name}: page {done}/{total}"
        )
    else:
        text = translate("LibraryPanel", "Indexing {name}: passage {done}/{total}")
    return text.format(name=name, done=event.done, total=event.total)


def started_text(event: IngestStarted) -> str:
    if event.skipped_non_pdf:
        text = translate(
            "LibraryPanel",
            "Adding {files} PDF file(s) (ignoring {skipped} file(s) that are not PDFs)…",
        )
    else:
        text = translate("LibraryPanel", "Adding {files} PDF file(s)…")
    return text.format(files=event.files, skipped=event.skipped_non_pdf)


def summary_text(event: IngestFinished) -> str:
    if event.failed:
        text = translate(
            "LibraryPanel",
            "Done in {seconds} s: {added} added, {unchanged} unchanged, {failed} could not be "
            "added.",
        )
    else:
        text = translate(
            "LibraryPanel", "Done in {seconds} s: {added} added, {unchanged} unchanged."
        )
    return text.format(
        seconds=f"{event.seconds:.1f}",
        added=event.indexed,
        unchanged=event.unchanged,
        failed=event.failed,
    )


def dropped_paths(data: QMimeData) -> list[Path]:
    """Local PDF files and folders among dropped URLs."""
    paths = [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]
    return [p for p in paths if p.is_dir() or p.suffix.lower() == ".pdf"]
