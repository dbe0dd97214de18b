"""Generate the bundled sample chapter, ``sample_chapter.pdf``, with PyMuPDF.

The chapter ("The Water Cycle", six A4 pages) is original text written for TutorApp and
released under CC0. Its layout imitates an NCERT chapter so that the whole ingestion path
can be tried without any NCERT file:

* PDF index 0 is the chapter opener: "Chapter 3" and a large title, no page number;
* later pages carry a running head: even printed pages ``NN  SCIENCE EXPLORER`` with the
  number top-left, odd printed pages ``THE WATER CYCLE  NN`` with the number top-right;
* every page ends with a small footer line;
* printed page = PDF index + 31; the PDF has no page labels, exactly like NCERT files.

Only the built-in base-14 fonts are used (nothing is embedded), so all text must be
Latin-1. The output is byte-for-byte deterministic for a given PyMuPDF version.

    python resources/sample/make_sample.py            # (re)write sample_chapter.pdf
    python resources/sample/make_sample.py --check    # exit 1 if the checked-in file is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path

import pymupdf
from chapter_text import (
    BOOK,
    CHAPTER_NO,
    FOOTER,
    PAGES,
    TITLE,
    Block,
    Box,
    Bullets,
    Figure,
    Heading,
    Numbered,
    Para,
    Table,
)

OUT = Path(__file__).with_name("sample_chapter.pdf")
FIRST_PRINTED = 31  # printed page of PDF index 0 (the opener, which shows no number)
FIXED_DATE = "D:20260101000000Z"

Run = tuple[str, str]  # (base-14 font name, text)
Line = list[Run]
Color = tuple[float, float, float]

PAGE_W, PAGE_H = pymupdf.paper_size("a4")
LEFT, RIGHT = 62.0, PAGE_W - 62.0
WIDTH = RIGHT - LEFT
BODY_TOP, BODY_BOTTOM = 84.0, PAGE_H - 64.0
BODY, BOLD, ITALIC, SANS, SANS_BOLD = "tiro", "tibo", "tiit", "helv", "hebo"
SIZE, LEADING = 12.0, 16.5
INK: Color = (0.1, 0.1, 0.1)
ACCENT: Color = (0.05, 0.42, 0.52)
TINT: Color = (0.9, 0.96, 0.97)
GREY: Color = (0.45, 0.45, 0.45)


class LayoutError(RuntimeError):
    """Raised when a page's content does not fit in its body area."""


def text_width(runs: Sequence[Run], size: float) -> float:
    """Width in points of a sequence of runs set at ``size``."""
    return sum(pymupdf.get_text_length(t, fontname=f, fontsize=size) for f, t in runs)


def wrap(markup: str, width: float, size: float = SIZE, font: str = BODY) -> list[Line]:
    """Break ``markup`` (``**bold**`` allowed) into lines of at most ``width`` points."""
    clusters: list[list[Run]] = []  # unbreakable groups: words glued across bold boundaries
    space = False
    for i, segment in enumerate(markup.split("**")):
        seg_font = BOLD if i % 2 else font
        for match in re.finditer(r"\s+|\S+", segment):
            piece = match.group()
            if piece.isspace():
                space = True
                continue
            if space or not clusters:
                clusters.append([])
            clusters[-1].append((seg_font, piece))
            space = False
    lines: list[list[list[Run]]] = [[]]
    used = 0.0
    for cluster in clusters:
        w = text_width(cluster, size)
        gap = pymupdf.get_text_length(" ", fontname=cluster[0][0], fontsize=size)
        if lines[-1] and used + gap + w > width:
            lines.append([])
            used = 0.0
        used += (gap if lines[-1] else 0.0) + w
        lines[-1].append(cluster)
    out: list[Line] = []
    for clusters_in_line in lines:
        runs: Line = []
        for k, cluster in enumerate(clusters_in_line):
            for j, (f, t) in enumerate(cluster):
                text = (" " if k and not j else "") + t
                if runs and runs[-1][0] == f:
                    runs[-1] = (f, runs[-1][1] + text)
                else:
                    runs.append((f, text))
        out.append(runs)
    return out


class PageWriter:
    """Places blocks top to bottom in a page's body area and refuses to overflow."""

    def __init__(self, page: pymupdf.Page, top: float = BODY_TOP) -> None:
        self.page = page
        self.y = top

    def reserve(self, height: float) -> float:
        """Return the current y and advance by ``height``; raise if the page is full."""
        if self.y + height > BODY_BOTTOM + 0.01:
            raise LayoutError(f"page {self.page.number}: content overflows at y={self.y:.0f}")
        top, self.y = self.y, self.y + height
        return top

    def lines(self, lines: list[Line], x: float, size: float = SIZE, color: Color = INK) -> None:
        """Write pre-wrapped lines starting at x; each line takes LEADING points."""
        for line in lines:
            top = self.reserve(LEADING * size / SIZE)
            self.runs(line, x, top + size, size, color)

    def runs(self, line: Line, x: float, baseline: float, size: float, color: Color) -> None:
        """Write one line of runs at a baseline."""
        for font, text in line:
            self.page.insert_text((x, baseline), text, fontname=font, fontsize=size, color=color)
            x += pymupdf.get_text_length(text, fontname=font, fontsize=size)

    def heading(self, block: Heading) -> None:
        self.reserve(8)
        top = self.reserve(20)
        self.runs([(SANS_BOLD, block.text)], LEFT, top + 13, 13, ACCENT)

    def para(self, block: Para, x: float = LEFT, width: float = WIDTH) -> None:
        self.lines(wrap(block.text, width), x)
        self.reserve(5)

    def listing(self, items: Sequence[str], numbered: bool) -> None:
        indent = 20.0
        for n, item in enumerate(items, start=1):
            lines = wrap(item, WIDTH - indent)
            top = self.y
            if numbered:
                self.runs([(BODY, f"{n}.")], LEFT + 2, top + SIZE, SIZE, INK)
            else:
                self.page.draw_circle((LEFT + 7, top + SIZE - 3.5), 2.2, color=ACCENT, fill=ACCENT)
            self.lines(lines, LEFT + indent)
            self.reserve(3)
        self.reserve(3)

    def box(self, block: Box) -> None:
        pad = 9.0
        wrapped = [wrap(p, WIDTH - 2 * pad) for p in block.paras]
        height = 2 * pad + 18 + sum(len(w) * LEADING + 3 for w in wrapped)
        self.reserve(6)
        top = self.reserve(height)
        rect = pymupdf.Rect(LEFT, top, RIGHT, top + height)
        self.page.draw_rect(rect, color=ACCENT, fill=TINT, width=0.8, radius=0.04)
        self.runs([(SANS_BOLD, block.title)], LEFT + pad, top + pad + 11, 11, ACCENT)
        self.y = top + pad + 18
        for lines in wrapped:
            self.lines(lines, LEFT + pad)
            self.y += 3
        self.y = top + height
        self.reserve(8)

    def table(self, block: Table) -> None:
        self.reserve(4)
        top = self.reserve(18)
        self.runs([(SANS_BOLD, block.caption)], LEFT, top + 11, 10, ACCENT)
        col2 = LEFT + WIDTH * 0.62
        rows = [block.header, *block.rows]
        self.page.draw_line((LEFT, self.y), (RIGHT, self.y), color=INK, width=0.8)
        for i, (left, right) in enumerate(rows):
            font = BOLD if i == 0 else BODY
            top = self.reserve(18)
            self.runs([(font, left)], LEFT + 4, top + 13, 10.5, INK)
            self.runs([(font, right)], col2, top + 13, 10.5, INK)
            if i == 0 or i == len(rows) - 1:
                width = 0.5 if i == 0 else 0.8
                self.page.draw_line((LEFT, self.y), (RIGHT, self.y), color=INK, width=width)
        self.reserve(8)

    def figure(self, block: Figure) -> None:
        self.reserve(4)
        top = self.reserve(block.height)
        draw_water_cycle(self.page, pymupdf.Rect(LEFT, top, RIGHT, top + block.height))
        top = self.reserve(20)
        caption: Line = [(SANS_BOLD, block.label + "  "), (ITALIC, block.caption)]
        x = LEFT + (WIDTH - text_width(caption, 9.5)) / 2
        self.runs(caption, x, top + 13, 9.5, INK)
        self.reserve(6)

    def block(self, block: Block) -> None:
        match block:
            case Heading():
                self.heading(block)
            case Para():
                self.para(block)
            case Numbered():
                self.listing(block.items, numbered=True)
            case Bullets():
                self.listing(block.items, numbered=False)
            case Box():
                self.box(block)
            case Table():
                self.table(block)
            case Figure():
                self.figure(block)


def arrow(page: pymupdf.Page, a: pymupdf.Point, b: pymupdf.Point, color: Color) -> None:
    """Draw a straight arrow from a to b with a filled head."""
    page.draw_line(a, b, color=color, width=1.4)
    d = (b - a) / abs(b - a)
    n = pymupdf.Point(-d.y, d.x)
    head = [b, b - d * 7 + n * 3.5, b - d * 7 - n * 3.5, b]
    page.draw_polyline(head, color=color, fill=color, width=0.5)


def label(page: pymupdf.Page, at: pymupdf.Point, text: str, bold: bool = False) -> None:
    """Small sans-serif label for the figure, baseline starting at ``at``."""
    page.insert_text(at, text, fontname=SANS_BOLD if bold else SANS, fontsize=8.5, color=INK)


def draw_water_cycle(page: pymupdf.Page, r: pymupdf.Rect) -> None:
    """Fig. 3.1: sea, land with a mountain and a tree, sun, clouds and labelled arrows."""

    def p(fx: float, fy: float) -> pymupdf.Point:
        return pymupdf.Point(r.x0 + fx * r.width, r.y0 + fy * r.height)

    water: Color = (0.2, 0.4, 0.8)
    leaf: Color = (0.3, 0.6, 0.3)
    page.draw_rect(r, color=GREY, fill=(0.93, 0.97, 1.0), width=0.5)
    page.draw_rect(pymupdf.Rect(p(0, 0.8), p(0.46, 1)), color=None, fill=(0.55, 0.74, 0.9))
    land = [p(0.4, 1), p(0.46, 0.8), p(0.6, 0.76), p(0.84, 0.3), p(1, 0.5), p(1, 1), p(0.4, 1)]
    page.draw_polyline(land, color=None, fill=(0.72, 0.84, 0.58))
    snow = [p(0.81, 0.36), p(0.84, 0.3), p(0.872, 0.34), p(0.81, 0.36)]
    page.draw_polyline(snow, color=None, fill=(1, 1, 1))
    page.draw_line(p(0.55, 0.9), p(0.99, 0.9), color=water, width=0.8, dashes="[3 2] 0")
    page.draw_rect(pymupdf.Rect(p(0.515, 0.64), p(0.53, 0.79)), color=None, fill=(0.5, 0.35, 0.2))
    page.draw_circle(p(0.522, 0.6), 11, color=None, fill=leaf)
    page.draw_circle(p(0.07, 0.2), 15, color=(0.9, 0.6, 0.1), fill=(1, 0.84, 0.2))
    clouds = [(0.3, 0.2, 14), (0.36, 0.14, 18), (0.42, 0.2, 14)]
    clouds += [(0.7, 0.14, 14), (0.76, 0.09, 17), (0.82, 0.15, 13)]
    for cx, cy, rad in clouds:
        page.draw_circle(p(cx, cy), rad, color=None, fill=(0.8, 0.83, 0.88))
    for fx in (0.1, 0.2, 0.3):
        arrow(page, p(fx, 0.78), p(fx + 0.03, 0.4), ACCENT)
    arrow(page, p(0.53, 0.54), p(0.55, 0.3), leaf)
    arrow(page, p(0.46, 0.14), p(0.64, 0.11), GREY)
    for fx in (0.7, 0.74, 0.78, 0.82):
        page.draw_line(p(fx, 0.27), p(fx - 0.015, 0.4), color=water, width=0.9, dashes="[2 2] 0")
    arrow(page, p(0.76, 0.4), p(0.6, 0.7), water)
    arrow(page, p(0.93, 0.52), p(0.93, 0.86), water)
    label(page, p(0.02, 0.08), "Sun", bold=True)
    label(page, p(0.345, 0.6), "Evaporation", bold=True)
    label(page, p(0.26, 0.31), "Condensation (clouds form)", bold=True)
    label(page, p(0.47, 0.06), "Wind carries clouds")
    label(page, p(0.56, 0.33), "Transpiration", bold=True)
    label(page, p(0.87, 0.22), "Precipitation", bold=True)
    label(page, p(0.68, 0.68), "Runoff", bold=True)
    label(page, p(0.83, 0.72), "Soaks in", bold=True)
    label(page, p(0.03, 0.93), "Sea (collection)", bold=True)
    label(page, p(0.6, 0.96), "Groundwater (collection)", bold=True)


def running_head(page: pymupdf.Page, printed: int) -> None:
    """NCERT-style head: number top-left on even pages, top-right on odd pages."""
    number = str(printed)
    baseline = 44.0
    if printed % 2 == 0:
        page.insert_text((LEFT, baseline), number, fontname=SANS_BOLD, fontsize=10, color=INK)
        page.insert_text((LEFT + 28, baseline), BOOK, fontname=SANS, fontsize=9, color=GREY)
    else:
        head = TITLE.upper()
        w_num = pymupdf.get_text_length(number, fontname=SANS_BOLD, fontsize=10)
        w_head = pymupdf.get_text_length(head, fontname=SANS, fontsize=9)
        page.insert_text(
            (RIGHT - 28 - w_head, baseline), head, fontname=SANS, fontsize=9, color=GREY
        )
        page.insert_text(
            (RIGHT - w_num, baseline), number, fontname=SANS_BOLD, fontsize=10, color=INK
        )
    page.draw_line((LEFT, baseline + 7), (RIGHT, baseline + 7), color=ACCENT, width=0.6)


def opener(page: pymupdf.Page) -> float:
    """Chapter opener band; returns the y where the body starts."""
    page.draw_rect(pymupdf.Rect(0, 56, PAGE_W, 196), color=None, fill=ACCENT)
    page.insert_text(
        (LEFT, 100), f"Chapter {CHAPTER_NO}", fontname=SANS, fontsize=16, color=(1, 1, 1)
    )
    page.insert_text((LEFT, 160), TITLE, fontname=SANS_BOLD, fontsize=38, color=(1, 1, 1))
    return 226.0


def footer(page: pymupdf.Page) -> None:
    """Last text on every page, like NCERT's "Reprint 2026-27"."""
    w = pymupdf.get_text_length(FOOTER, fontname=SANS, fontsize=7.5)
    page.insert_text(
        ((PAGE_W - w) / 2, PAGE_H - 34), FOOTER, fontname=SANS, fontsize=7.5, color=GREY
    )


def build() -> bytes:
    """Lay out every page and return the PDF bytes."""
    doc = pymupdf.open()
    for index, blocks in enumerate(PAGES):
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        if index == 0:
            writer = PageWriter(page, top=opener(page))
        else:
            running_head(page, FIRST_PRINTED + index)
            writer = PageWriter(page)
        for block in blocks:
            writer.block(block)
        footer(page)
    doc.set_metadata(
        {
            "title": TITLE,
            "author": "TutorApp",
            "subject": f"Sample chapter {CHAPTER_NO} for TutorApp, released under CC0",
            "keywords": "water cycle, evaporation, condensation, precipitation, transpiration",
            "creator": "TutorApp resources/sample/make_sample.py",
            "producer": "PyMuPDF",
            "creationDate": FIXED_DATE,
            "modDate": FIXED_DATE,
        }
    )
    data: bytes = doc.tobytes(garbage=4, deflate=True, clean=True, no_new_id=True)
    doc.close()
    return data


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the PDF")
    parser.add_argument("--check", action="store_true", help="only compare with --out")
    args = parser.parse_args(argv)
    data = build()
    if args.check:
        same = args.out.is_file() and args.out.read_bytes() == data
        print(f"{args.out}: {'up to date' if same else 'STALE - rerun make_sample.py'}")
        return 0 if same else 1
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data):,} bytes, {len(PAGES)} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
