"""Builders for hand-made ``RawDocument``s: positioned spans, lines and pages without a PDF.

Coordinates are PDF points on an A4-ish page (468 × 684, like NCERT maths books), y grows
downwards. A span's width defaults to half its font size per character, which is close
enough for the geometry rules under test.
"""

from __future__ import annotations

from collections.abc import Iterable

from tutorapp.core.ingest.raw import RawDocument, RawLine, RawPage, RawSpan

WIDTH = 468.0
HEIGHT = 684.0
BODY = 11.0
FONT = "Times-Roman"


def span(
    text: str,
    x: float = 72.0,
    y: float = 300.0,
    size: float = BODY,
    font: str = FONT,
    width: float | None = None,
) -> RawSpan:
    """A span whose top-left corner is at (x, y)."""
    w = 0.5 * size * len(text) if width is None else width
    return RawSpan(text, size, font, (x, y, x + w, y + 1.2 * size))


def line_of(*spans: RawSpan, block: int = 0, horizontal: bool = True) -> RawLine:
    """A line made of the given spans; its box is the union of theirs."""
    boxes = [s.bbox for s in spans]
    box = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )
    return RawLine(tuple(spans), box, block, horizontal)


def text_line(
    text: str,
    x: float = 72.0,
    y: float = 300.0,
    size: float = BODY,
    font: str = FONT,
    block: int = 0,
    horizontal: bool = True,
) -> RawLine:
    """A one-span line."""
    return line_of(span(text, x, y, size, font), block=block, horizontal=horizontal)


def paragraph(
    lines: Iterable[str], y: float = 300.0, block: int = 0, size: float = BODY
) -> list[RawLine]:
    """Body lines of one block, one below the other."""
    return [
        text_line(text, y=y + i * 1.4 * size, block=block, size=size)
        for i, text in enumerate(lines)
    ]


def page_of(lines: Iterable[RawLine], index: int = 0, label: str = "") -> RawPage:
    return RawPage(index=index, width=WIDTH, height=HEIGHT, lines=tuple(lines), label=label)


def document(
    pages: Iterable[Iterable[RawLine]], title: str = "", labels: Iterable[str] = ()
) -> RawDocument:
    """A document from per-page line lists; ``labels`` (if given) are the PDF page labels."""
    label_list = list(labels)
    built = tuple(
        page_of(lines, index, label_list[index] if index < len(label_list) else "")
        for index, lines in enumerate(pages)
    )
    return RawDocument(len(built), built, title, any(label_list))


def top_head(text: str, block: int = 90) -> RawLine:
    """A running head at the top of the page (y ≈ 7 % of the height)."""
    return text_line(text, x=48.0, y=46.0, size=10.0, block=block)


def top_number(number: int, right: bool = False, block: int = 91) -> RawLine:
    return text_line(str(number), x=410.0 if right else 48.0, y=46.0, size=10.0, block=block)


def bottom_number(number: int, block: int = 92) -> RawLine:
    return text_line(str(number), x=60.0, y=620.0, size=9.0, block=block)


def reprint(block: int = 99) -> RawLine:
    return text_line("Reprint 2026-27", x=205.0, y=662.0, size=8.0, font="Arial", block=block)
