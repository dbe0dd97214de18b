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
class RawPage:
    index: int
    width: float
    height: float
    lines: tuple[RawLine, ...]
    label: str = ""  # the PDF's own page label, "" when the file defines none


@dataclass(frozen=True)
class RawDocument:
    """A whole PDF, extracted."""

    page_count: int
    pages: tuple[RawPage, ...]
    metadata_title: str
    has_page_labels: bool
    repaired: bool = False  # MuPDF had to repair the file's structure (often: cut short)
    unreadable: tuple[int, ...] = ()  # indices of pages that could not be read (damaged)

    @property
    def readable_pages(self) -> int:
        return self.page_count - len(self.unreadable)
