"""What the extraction child process sends back: positioned text lines per page, no cleaning.

Everything here is picklable plain data, so the cleaning and page-number code can be tested
without PyMuPDF or real PDFs.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RawSpan:
    """A run of text in one font."""

    text: str
    size: float  # font size in points
    font: str
    bbox: tuple[float, float, float, float]  # x0, y0, x1, y1 in points, y grows downwards


@dataclass(frozen=True)
class RawLine:
    """A line of text as PyMuPDF groups it, with its spans."""

    spans: tuple[RawSpan, ...]
    bbox: tuple[float, float, float, float]
    block: int  # index of the text block this line belongs to on its page
    horizontal: bool  # False for rotated or vertical text (side tabs, axis labels)

    @property
    def text(self) -> str:
        return "".join(span.text for span in self.spans)

    @property
    def size(self) -> float:
        """The largest font size on the line."""
        return max((span.size for span in self.spans), default=0.0)


@dataclass(frozen=True)
class LayerWord:
    """A word of a page's text layer with its box (checked against OCR for digits and Latin)."""

    text: str
    bbox: tuple[float, float, float, float]


@dataclass(frozen=True)
class RawTable:
    """A ruled table PyMuPDF found on a page, as found (``tables`` decides how to read it)."""

    bbox: tuple[float, float, float, float]
    #: rows × columns; None where a cell is merged into the one before it
    cells: tuple[tuple[tuple[float, float, float, float] | None, ...], ...]
    words: tuple[LayerWord, ...]  # the text layer's words inside ``bbox``


@dataclass(frozen=True)
class RawPage:
    index: int
    width: float
    height: float
    lines: tuple[RawLine, ...]
    label: str = ""  # the PDF's own page label, "" when the file defines none
    tables: tuple[RawTable, ...] = ()  # ruled tables on the page (their words are in ``lines``)


@dataclass(frozen=True)
class RawDocument:
    """A whole PDF, extracted."""

    page_count: int
    pages: tuple[RawPage, ...]
    metadata_title: str
    has_page_labels: bool
    repaired: bool = False  # MuPDF had to repair the file's structure (often: cut short)
    unreadable: tuple[int, ...] = ()  # indices of pages that could not be read (damaged)
    ocr_pages: tuple[int, ...] = ()  # pages whose text was read from their images
    garbled_dropped: tuple[int, ...] = ()  # garbled pages whose Hindi text was dropped
    ocr_problem: str = ""  # why those could not be read (for the user)
    #: The pages as the text layer gave them, when OCR replaced or dropped some (else empty).
    text_layer: tuple[RawPage, ...] = ()

    @property
    def readable_pages(self) -> int:
        return self.page_count - len(self.unreadable)

    def as_extracted(self) -> RawDocument:
        """The document with every page as its text layer gave it (for metadata: titles and
        chapter markers are drawn large, where OCR does worst)."""
        if not self.text_layer:
            return self
        return RawDocument(
            page_count=self.page_count,
            pages=self.text_layer,
            metadata_title=self.metadata_title,
            has_page_labels=self.has_page_labels,
            repaired=self.repaired,
            unreadable=self.unreadable,
        )
