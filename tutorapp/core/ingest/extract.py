"""PyMuPDF text extraction: a PDF file → ``RawPage``s with positioned lines.

This module imports PyMuPDF, which is not thread-safe, so only the extraction child process
(``worker.py``) calls it. The file is opened only if it is a regular file (``files.py``) and
read through a memory map, so neither a FIFO nor an odd file name reaches MuPDF. MuPDF's own
messages are collected (``mupdf_notes``) instead of printed; a page that fails, or that
yields no text while MuPDF reports errors on it, counts as unreadable. Failures are
``BadPdfError`` with a message a teacher can act on.
"""

from __future__ import annotations

import contextlib
import mmap
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from tutorapp.core.errors import BadPdfError
from tutorapp.core.ingest.files import display_name, open_regular
from tutorapp.core.ingest.raw import LayerWord, RawLine, RawPage, RawSpan, RawTable

_PDF_MAGIC = b"%PDF-"
#: More pages than any textbook has: the page tree is damaged or hostile.
MAX_PAGES = 5_000
#: A page whose text is shorter than this while MuPDF reports errors on it is unreadable.
_READABLE_CHARS = 20
#: A page drawn with more content than this is a detailed figure (jesc106's brain: 7.7 MB,
#: 84,000 paths), where looking for tables takes seconds and finds none.
_TABLE_SCAN_BYTES = 2_000_000


def quiet_mupdf() -> None:
    """Keep MuPDF's errors and warnings off the terminal (they are collected instead)."""
    import pymupdf  # noqa: PLC0415

    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_display_warnings(False)
    pymupdf.set_messages(path=os.devnull)


def mupdf_notes() -> list[str]:
    """MuPDF's messages since the last call (and forget them)."""
    import pymupdf  # noqa: PLC0415

    text: str = pymupdf.TOOLS.mupdf_warnings(reset=True) or ""
    return [line for line in text.splitlines() if line.strip()]


def check_header(name: str, head: bytes) -> None:
    """Reject files that are empty or are not PDFs before PyMuPDF sees them."""
    if not head:
        raise BadPdfError(f"{name}: the file is empty (0 bytes). Download or copy it again.")
    if _PDF_MAGIC not in head[:1024]:
        raise BadPdfError(
            f"{name}: this is not a PDF file. Only PDF textbooks can be added; "
            "save or export it as PDF first."
        )


def _damaged(name: str) -> BadPdfError:
    return BadPdfError(
        f"{name}: the PDF is damaged or incomplete and cannot be opened "
        "(was the download cut short?). Download or copy it again."
    )


class PdfReader:
    """Opens one PDF and yields its pages; raises ``BadPdfError`` for unusable files."""

    def __init__(self, path: Path) -> None:
        import pymupdf  # noqa: PLC0415 - only the extraction child imports PyMuPDF

        self._path = path
        self._name = display_name(path)
        self._map: mmap.mmap | None = None
        self.unreadable: list[int] = []
        self.notes: list[str] = []
        with open_regular(path) as (fd, size):
            if size:
                self._map = mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
        check_header(self._name, self._map[:1024] if self._map is not None else b"")
        assert self._map is not None
        mupdf_notes()
        try:
            self._doc: Any = pymupdf.open(stream=memoryview(self._map), filetype="pdf")
        except Exception as exc:  # PyMuPDF raises its own types for broken files
            self.notes += mupdf_notes()
            self._release()
            raise _damaged(self._name) from exc
        self.notes += mupdf_notes()
        # Only ``needs_pass``: files with just an owner password (print/copy restrictions, as
        # many textbooks have) open and read fine. Never read ``needs_pass`` after
        # ``authenticate()``: in PyMuPDF 1.28 that silently breaks decryption.
        if self._doc.needs_pass:
            self.close()
            raise BadPdfError(
                f"{self._name}: the PDF is password-protected. "
                "Save an unprotected copy (or get one from ncert.nic.in) and add that."
            )
        try:
            count = int(self._doc.page_count)
            self.metadata_title: str = (self._doc.metadata or {}).get("title") or ""
            self.has_page_labels: bool = bool(self._doc.get_page_labels())
        except Exception as exc:
            self.close()
            raise _damaged(self._name) from exc
        if count == 0:
            repaired = bool(self._doc.is_repaired)
            self.close()
            if repaired:
                raise _damaged(self._name)
            raise BadPdfError(f"{self._name}: the PDF has no pages. Download or copy it again.")
        if count > MAX_PAGES:
            self.close()
            raise BadPdfError(
                f"{self._name}: the PDF claims {count:,} pages, more than any textbook "
                f"(TutorApp reads up to {MAX_PAGES:,}); the file is probably damaged. "
                "Download or copy it again, or split it into chapters."
            )
        self.page_count: int = count
        self.repaired: bool = bool(self._doc.is_repaired)

    def pages(self) -> Iterator[RawPage]:
        """Every page; a page that cannot be read comes back empty and is counted."""
        import pymupdf  # noqa: PLC0415

        flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
        for index in range(self.page_count):
            mupdf_notes()
            try:
                page = self._doc.load_page(index)
                data = page.get_text("dict", flags=flags, sort=False)
                label = page.get_label() if self.has_page_labels else ""
                width, height = float(page.rect.width), float(page.rect.height)
                lines = tuple(_lines(data))
                tables = page_tables(page)
            except Exception as exc:
                self.notes.append(f"page {index + 1}: {type(exc).__name__}: {exc}")
                self.notes += mupdf_notes()
                self.unreadable.append(index)
                yield RawPage(index=index, width=0.0, height=0.0, lines=())
                continue
            notes = mupdf_notes()
            if notes:
                self.notes += [f"page {index + 1}: {note}" for note in notes[:5]]
                if sum(len(line.text.strip()) for line in lines) < _READABLE_CHARS:
                    self.unreadable.append(index)
            yield RawPage(
                index=index, width=width, height=height, lines=lines, label=label, tables=tables
            )

    def render_png(self, index: int, dpi: int) -> bytes:
        """Page ``index`` drawn in grey at ``dpi``, as PNG (what OCR reads)."""
        import pymupdf  # noqa: PLC0415

        page = self._doc.load_page(index)
        pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, annots=False)
        return bytes(pixmap.tobytes("png"))

    def layer_words(self, index: int) -> list[LayerWord]:
        """The words of page ``index``'s text layer with their boxes (checked against OCR)."""
        import pymupdf  # noqa: PLC0415

        page = self._doc.load_page(index)
        flags = pymupdf.TEXT_MEDIABOX_CLIP
        return [LayerWord(str(w[4]), _box(w[:4])) for w in page.get_text("words", flags=flags)]

    def close(self) -> None:
        doc = getattr(self, "_doc", None)
        if doc is not None:
            doc.close()
            self._doc = None
        self._release()

    def _release(self) -> None:
        if self._map is not None:
            with contextlib.suppress(BufferError):  # MuPDF's view is alive; the GC closes it
                self._map.close()
            self._map = None


def page_tables(page: Any) -> tuple[RawTable, ...]:
    """The ruled tables PyMuPDF finds on ``page``, with their cells and words (none when its
    table finder fails, or on a page too heavily drawn to search: the lines hold the text)."""
    import pymupdf  # noqa: PLC0415

    try:
        if len(page.read_contents()) > _TABLE_SCAN_BYTES:
            return ()
        found = page.find_tables().tables
        tables = []
        for table in found:
            cells = tuple(
                tuple(_box(cell) if cell else None for cell in row.cells) for row in table.rows
            )
            words = page.get_text("words", clip=table.bbox, flags=pymupdf.TEXT_MEDIABOX_CLIP)
            layer = tuple(LayerWord(str(w[4]), _box(w[:4])) for w in words)
            tables.append(RawTable(bbox=_box(table.bbox), cells=cells, words=layer))
    except Exception:  # a table finder bug must not cost the page its text
        return ()
    return tuple(tables)


def _lines(data: dict[str, object]) -> Iterator[RawLine]:
    blocks = data.get("blocks", [])
    assert isinstance(blocks, list)
    for block_no, block in enumerate(blocks):
        if block.get("type", 0) != 0:
            continue
        for line in block.get("lines", []):
            spans = tuple(
                RawSpan(
                    text=span["text"],
                    size=round(float(span["size"]), 2),
                    font=str(span["font"]),
                    bbox=_box(span["bbox"]),
                )
                for span in line.get("spans", [])
                if span["text"]
            )
            if not spans or not "".join(s.text for s in spans).strip():
                continue
            dx, dy = line.get("dir", (1.0, 0.0))
            yield RawLine(
                spans=spans,
                bbox=_box(line["bbox"]),
                block=block_no,
                horizontal=abs(dy) < 0.1 and dx > 0,
            )


def _box(values: Sequence[float]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = values
    return (round(float(x0), 2), round(float(y0), 2), round(float(x1), 2), round(float(y1), 2))
