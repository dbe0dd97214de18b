"""Terminal rendering for the CLI: ingest progress, the book table, search hits, JSON shapes."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path
from typing import TextIO

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
from tutorapp.core.format import book_label, citation_label, page_range
from tutorapp.core.ingest.files import display_name
from tutorapp.core.textsafe import shown
from tutorapp.core.types import Book, Hit
from tutorapp.paths import Home

JsonValue = str | int | float | None


def book_json(book: Book) -> dict[str, JsonValue]:
    """The ``library --json`` shape (scripts and the evaluation rely on these keys)."""
    return {
        "id": book.id,
        "title": book.meta.title,
        "chapter_title": book.meta.chapter_title,
        "class": book.meta.school_class,
        "subject": book.meta.subject,
        "language": book.meta.language,
        "chapter": book.meta.chapter,
        "part": book.meta.part,
        "pages": book.pages,
        "first_printed_page": book.first_printed_page,
        "last_printed_page": book.last_printed_page,
        "chunks": book.chunks,
        "source_file": book.source_file,
        "source_path": book.source_path,
    }


def hit_json(hit: Hit) -> dict[str, JsonValue]:
    """The ``search --json`` shape."""
    return {
        "book_id": hit.book.id,
        "source_file": hit.book.source_file,
        "title": hit.book.meta.title,
        "chapter_title": hit.book.meta.chapter_title,
        "class": hit.book.meta.school_class,
        "subject": hit.book.meta.subject,
        "chapter": hit.book.meta.chapter,
        "page_index": hit.chunk.page_index,
        "printed_page": hit.chunk.printed_page,
        "score": round(hit.score, 4),
        "dense_score": round(hit.dense_score, 4),
        "lexical_score": round(hit.lexical_score, 4),
        "chunk_id": hit.chunk.id,
        "kind": hit.chunk.kind.value,
        "text": hit.chunk.text,
    }


def print_books(books: list[Book], out: TextIO, home: Home) -> None:
    if not books:
        print(
            f"The library in {home.root} is empty. Add PDFs with: tutorapp ingest PATH…", file=out
        )
        return
    width = max(len(b.id) for b in books)
    for book in books:
        print(
            f"{book.id:<{width}}  {book_label(book)} · {page_range(book)} · "
            f"{book.chunks} passages · {book.source_file}",
            file=out,
        )
    print(f"{len(books)} book(s).", file=out)


def print_hits(hits: list[Hit], out: TextIO, empty_library: bool) -> None:
    if empty_library:
        print("The library is empty. Add PDFs with: tutorapp ingest PATH…", file=out)
        return
    if not hits:
        print("No passages found.", file=out)
        return
    for n, hit in enumerate(hits, start=1):
        label = citation_label(hit.book, hit.chunk.printed_page, hit.chunk.page_index)
        print(
            f"[{n}] {label}  (score {hit.score:.2f}, cosine {hit.dense_score:.2f}, "
            f"bm25 {hit.lexical_score:.1f})",
            file=out,
        )
        snippet = textwrap.shorten(hit.chunk.text, width=400, placeholder=" …")
        print(textwrap.indent(textwrap.fill(snippet, width=96), "    "), file=out)


def damaged_note(event: BookIndexed) -> str:
    """`` — added 6 of 90 pages; 84 pages could not be read…`` for a partly damaged file."""
    if not event.garbled_dropped:
        return ""
    total = event.book.pages
    bad = event.garbled_dropped
    return (
        f" — added {total - bad} of {total} pages; {bad} page{'s' if bad != 1 else ''} could "
        "not be read (the file is damaged: download or copy it again, then add it again)"
    )


def unchanged_text(path: str, book: Book) -> str:
    """Why a file was not added again: it is unchanged, or the same file as another book's."""
    if os.path.realpath(path) == book.source_path:
        return f"{book.id} is already in the library (file unchanged)."
    return (
        f"{display_name(path)} is the same file as {book.source_file}, already in the library "
        f"as {book.id}; it was not added twice."
    )


class IngestPrinter:
    """Prints ingest events; redraws one progress line in place on a terminal."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._tty = out.isatty()
        self._progress_open = False
        self._reading = ""
        self._ocr = ""

    def show(self, event: IngestEvent) -> None:
        match event:
            case IngestStarted(files=files, skipped_non_pdf=skipped):
                note = f" (ignoring {skipped} non-PDF file(s))" if skipped else ""
                self._line(f"Adding {files} PDF file(s){note}.")
            case BookStarted(path=path, position=position, total=total):
                self._reading = self._ocr = ""
                self._status(f"[{position}/{total}] {Path(path).name}")
            case BookProgress(path=path, stage="reading", done=done, total=total, rate=rate):
                self._reading = f"read {done}/{total} pages ({rate:.0f} pages/s)"
                self._status(f"  {Path(path).name}: {self._reading}")
            case BookProgress(path=path, stage="ocr", done=done, total=total, rate=rate):
                pace = f", {1 / rate:.0f} s a page" if rate > 0 else ""
                self._ocr = f"{done}/{total} from page images"
                name = Path(path).name
                self._status(f"  {name}: reading text from page images: {done}/{total}{pace}")
            case BookProgress(path=path, done=done, total=total, rate=rate):
                rate_text = f" ({rate:.0f} passages/s)" if rate else ""
                reading = f"{self._reading}, " if self._reading else ""
                reading += f"{self._ocr}, " if self._ocr else ""
                self._status(
                    f"  {Path(path).name}: {reading}indexed {done}/{total} passages{rate_text}"
                )
            case BookIndexed(book=book, seconds=seconds, replaced=replaced, resumed=resumed):
                how = "replaced" if replaced else "resumed" if resumed else "added"
                reading = f", {self._reading}" if self._reading else ""
                reading += f", {self._ocr}" if self._ocr else ""
                self._line(
                    f"  ✓ {how} {book.id}: {book_label(book)} · {page_range(book)} · "
                    f"{book.chunks} passages ({seconds:.1f} s{reading}){damaged_note(event)}"
                )
            case BookUnchanged(path=path, book=book):
                self._line(f"  = {unchanged_text(path, book)}")
            case BookFailed(message=message):
                self._line(f"  ✗ {message}")
            case BookWarning(message=message):
                self._line(f"  ! {message}")
            case IngestFinished(indexed=indexed, unchanged=unchanged, failed=failed, seconds=s):
                summary = f"Done in {s:.1f} s: {indexed} added, {unchanged} unchanged"
                summary += f", {failed} could not be added." if failed else "."
                self._line(summary)

    def _status(self, text: str) -> None:
        if self._tty:
            self._out.write("\r\x1b[2K" + shown(text, 160))
            self._out.flush()
            self._progress_open = True

    def _line(self, text: str) -> None:
        if self._progress_open:
            self._out.write("\r\x1b[2K")
            self._progress_open = False
        print(shown(text, None), file=self._out, flush=True)
