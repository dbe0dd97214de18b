"""Factories for small test PDFs: NCERT-like chapters and deliberately broken files.

Every function writes one file and returns its ``Path``. The "good" files imitate the layout
of real NCERT chapter PDFs (see ``shared/corpus/ncert/SOURCES.md``): a chapter opener without
a page number, running heads with the printed number (even pages ``NN  BOOK`` top-left, odd
pages ``CHAPTER  NN`` top-right), a footer such as ``Reprint 2026-27`` as the last line of
every page, and printed page = PDF index + ``first_printed``.

Good files are byte-for-byte deterministic (fixed dates, no random /ID, deterministic font
subsets). The encrypted file is not: AES uses a fresh random IV on every save.

The text is set in embedded, subsetted copies of the base-14 fonts, so most Latin, Greek and
typographic characters (– ’ θ −) survive extraction; characters outside the font (₹,
Devanagari) do not. All sample prose here is original, not NCERT text.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Literal

import pymupdf

StrPath = str | os.PathLike[str]
NumberPlace = Literal["top", "bottom"] | None
LabelRules = Literal["printed"] | Sequence[Mapping[str, object]] | None

PAGE_W, PAGE_H = 595.0, 842.0  # A4, like NCERT chapters
MARGIN = 60.0
HEAD_Y = 40.0
FIXED_DATE = "D:20260101000000Z"
USER_PW = "student"
OWNER_PW = "teacher"

_BODY, _HEAD, _BOLD = "f-body", "f-head", "f-bold"
_FONTS = {_BODY: "tiro", _HEAD: "helv", _BOLD: "hebo"}

_TOPIC_TEXT: dict[str, tuple[str, ...]] = {
    "mh": (
        "A list of numbers in which each term after the first is found by adding a fixed "
        "number to the term before it is called an arithmetic progression. The fixed number "
        "is called the common difference. For the list 3, 7, 11, 15 the common difference "
        "is 4.",
        "The common difference can be positive, negative or zero. In the list 20, 17, 14, 11 "
        "each term is 3 less than the one before it, so the common difference is -3. A list "
        "in which every term is the same has common difference 0.",
        "If the first term is a and the common difference is d, the terms are a, a + d, "
        "a + 2d and so on. The nth term is a + (n - 1)d. For 3, 7, 11, 15 the tenth term is "
        "3 + 9 x 4 = 39.",
        "To add the first n terms, write the sum forwards and backwards and add the two "
        "lines. Each pair adds up to the first term plus the last term, so the sum is n "
        "times their total, divided by 2.",
    ),
    "sc": (
        "An electric current is a flow of charge through a conductor. It is measured in "
        "amperes with an ammeter, which is always joined in series with the part of the "
        "circuit being studied.",
        "A cell pushes charge around a closed circuit. The push is measured as the potential "
        "difference between two points, in volts, using a voltmeter joined in parallel.",
        "For many metal wires at a steady temperature, the current is proportional to the "
        "potential difference. The ratio of the two is the resistance of the wire, measured "
        "in ohms.",
        "Resistors joined end to end are in series and share the same current. Resistors "
        "joined across the same two points are in parallel and share the same potential "
        "difference.",
    ),
    "ss": (
        "Everything in our surroundings that can be used to meet our needs, and that is "
        "technically possible, economically useful and culturally acceptable, can be called "
        "a resource.",
        "Some resources, such as sunlight and wind, are renewed by nature. Others, such as "
        "coal and petroleum, took millions of years to form and run out when they are used.",
        "Land is a resource of great importance. It supports plants, animals, farms, roads "
        "and homes, so planning how land is used is part of sustainable development.",
        "Soil forms very slowly from rock. Wind and running water can wash it away quickly "
        "when forests are cut down, so soil must be protected by planting trees and grass.",
    ),
}
_SUBJECTS = {"mh": "MATHEMATICS", "sc": "SCIENCE", "ss": "SOCIAL SCIENCE"}


@cache
def _font(base14: str) -> pymupdf.Font:
    return pymupdf.Font(base14)


def _font_buffer(base14: str) -> bytes:
    buffer: bytes = _font(base14).buffer
    return buffer


def _text(page: pymupdf.Page, at: tuple[float, float], text: str, font: str, size: float) -> None:
    page.insert_text(at, text, fontname=font, fontsize=size)


def _width(text: str, font: str, size: float) -> float:
    width: float = _font(_FONTS[font]).text_length(text, fontsize=size)
    return width


def _number(page: pymupdf.Page, printed: int, numbers: NumberPlace) -> None:
    """The printed page number: outer corner, in the head line or at 0.92 of the height."""
    if numbers is None:
        return
    number = str(printed)
    y = HEAD_Y if numbers == "top" else PAGE_H * 0.92
    x = MARGIN if printed % 2 == 0 else PAGE_W - MARGIN - _width(number, _BOLD, 10)
    _text(page, (x, y), number, _BOLD, 10)


def _decorate(
    page: pymupdf.Page,
    printed: int,
    *,
    title: str,
    chapter_title: str,
    running_head: bool,
    numbers: NumberPlace,
) -> None:
    """Running head and printed number in NCERT positions, drawn in reading order."""
    gap = _width(str(printed), _BOLD, 10) + 16 if numbers == "top" else 0.0
    if printed % 2 == 0:  # even: "NN  BOOK TITLE", number top-left
        if numbers == "top":
            _number(page, printed, numbers)
        if running_head:
            _text(page, (MARGIN + gap, HEAD_Y), title, _HEAD, 9)
    else:  # odd: "CHAPTER TITLE  NN", number top-right
        if running_head:
            x = PAGE_W - MARGIN - gap - _width(chapter_title, _HEAD, 9)
            _text(page, (x, HEAD_Y), chapter_title, _HEAD, 9)
        if numbers == "top":
            _number(page, printed, numbers)


def _build_book(
    *,
    title: str,
    chapter_title: str,
    pages: Sequence[str],
    first_printed: int = 1,
    running_head: bool = True,
    footer: str | None = "Reprint 2026-27",
    numbers: NumberPlace = "top",
    opener_unnumbered: bool = True,
    metadata_title: str | None = None,
    page_labels: LabelRules = None,
    chapter_number: int | None = None,
    fontsize: float = 11.0,
) -> pymupdf.Document:
    """Lay out a chapter in memory; see ``make_book``."""
    if not pages:
        raise ValueError("a book needs at least one page (use make_zero_pages for none)")
    doc = pymupdf.open()
    for index, body in enumerate(pages):
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        for name, base14 in _FONTS.items():
            page.insert_font(fontname=name, fontbuffer=_font_buffer(base14))
        printed = first_printed + index
        top = 64.0
        if index == 0:  # chapter opener: no running head, number only if asked for
            if not opener_unnumbered and numbers == "top":
                _number(page, printed, numbers)
            if chapter_number is not None:
                _text(page, (MARGIN, 96), f"Chapter {chapter_number}", _HEAD, 14)
            _text(page, (MARGIN, 130), chapter_title, _BOLD, 24)
            top = 160.0
        else:
            _decorate(
                page,
                printed,
                title=title,
                chapter_title=chapter_title,
                running_head=running_head,
                numbers=numbers,
            )
        rect = pymupdf.Rect(MARGIN, top, PAGE_W - MARGIN, PAGE_H * 0.88)
        spare = page.insert_textbox(rect, body, fontname=_BODY, fontsize=fontsize)
        if spare < 0:
            raise ValueError(f"text of page {index} overflows its box by {-spare:.0f} pt")
        if numbers == "bottom" and (index > 0 or not opener_unnumbered):
            _number(page, printed, numbers)
        if footer is not None:
            x = (PAGE_W - _width(footer, _HEAD, 8)) / 2
            _text(page, (x, PAGE_H - 30), footer, _HEAD, 8)
    if page_labels == "printed":
        doc.set_page_labels(
            [{"startpage": 0, "prefix": "", "style": "D", "firstpagenum": first_printed}]
        )
    elif page_labels is not None:
        doc.set_page_labels([dict(rule) for rule in page_labels])
    doc.subset_fonts()
    doc.set_metadata(
        {
            "title": metadata_title or "",
            "author": "",
            "creator": "TutorApp tests/pdfgen.py",
            "producer": "PyMuPDF",
            "creationDate": FIXED_DATE,
            "modDate": FIXED_DATE,
        }
    )
    return doc


def _save(doc: pymupdf.Document, path: StrPath) -> Path:
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return out


def make_book(
    path: StrPath,
    *,
    title: str,
    chapter_title: str,
    pages: Sequence[str],
    first_printed: int = 1,
    running_head: bool = True,
    footer: str | None = "Reprint 2026-27",
    numbers: NumberPlace = "top",
    opener_unnumbered: bool = True,
    metadata_title: str | None = None,
    page_labels: LabelRules = None,
    chapter_number: int | None = None,
    fontsize: float = 11.0,
) -> Path:
    """Write an NCERT-like chapter: one A4 page per entry of ``pages`` (its body text).

    Index 0 is the chapter opener (big ``chapter_title``, optional "Chapter N", no running
    head; no number unless ``opener_unnumbered=False``). Later pages get a running head
    (``title`` on even printed pages, ``chapter_title`` on odd ones) when ``running_head``,
    and the printed number ``first_printed + index`` at the ``numbers`` position
    ("top": in the head, outer corner; "bottom": at 0.92 of the height, outer side; None:
    nowhere). ``footer`` is the last line of every page. ``page_labels`` = "printed" adds
    PDF page labels that match the printed numbers; a list of PyMuPDF label rules is passed
    to ``Document.set_page_labels``; None (the NCERT case) adds none. Raises ValueError if a
    page's text does not fit.
    """
    doc = _build_book(
        title=title,
        chapter_title=chapter_title,
        pages=pages,
        first_printed=first_printed,
        running_head=running_head,
        footer=footer,
        numbers=numbers,
        opener_unnumbered=opener_unnumbered,
        metadata_title=metadata_title,
        page_labels=page_labels,
        chapter_number=chapter_number,
        fontsize=fontsize,
    )
    return _save(doc, path)


def sample_pages(code: str = "jemh105", n_pages: int = 4) -> list[str]:
    """Original body text for ``n_pages`` pages, on a topic picked from the NCERT code."""
    paragraphs = _TOPIC_TEXT.get(code[2:4], _TOPIC_TEXT["mh"])
    return [
        f"{paragraphs[i % len(paragraphs)]}\n\n(Sample page {i + 1} of {n_pages}.)"
        for i in range(n_pages)
    ]


def make_ncert_like(
    folder: StrPath,
    code: str = "jemh105",
    *,
    n_pages: int = 4,
    pages: Sequence[str] | None = None,
    title: str | None = None,
    chapter_title: str | None = None,
    first_printed: int = 49,
    **options: object,
) -> Path:
    """Write ``folder/<code>.pdf``, an NCERT-style chapter named like NCERT's own files.

    The subject comes from the code (``jemh105`` -> MATHEMATICS, chapter 5); other keyword
    options go to ``make_book``.
    """
    chapter = int(code[-2:]) if code[-2:].isdigit() else 1
    return make_book(
        Path(folder) / f"{code}.pdf",
        title=title or _SUBJECTS.get(code[2:4], "TEXTBOOK"),
        chapter_title=chapter_title or f"SAMPLE CHAPTER {chapter}",
        pages=list(pages) if pages is not None else sample_pages(code, n_pages),
        first_printed=first_printed,
        chapter_number=chapter,
        **options,  # type: ignore[arg-type]
    )


def make_empty(path: StrPath) -> Path:
    """A 0-byte file."""
    out = Path(path)
    out.write_bytes(b"")
    return out


def make_not_pdf(path: StrPath) -> Path:
    """A plain text file with a .pdf name."""
    out = Path(path)
    out.write_text("These are my class notes, saved as text and renamed to .pdf.\n" * 20)
    return out


def make_truncated(path: StrPath, fraction: float = 0.4) -> Path:
    """A real 6-page chapter PDF cut to ``fraction`` of its bytes (no xref, no trailer)."""
    doc = _build_book(
        title="SCIENCE",
        chapter_title="SAMPLE CHAPTER",
        pages=sample_pages("jesc101", 6),
        first_printed=1,
    )
    data: bytes = doc.tobytes(garbage=4, deflate=True, no_new_id=True)
    doc.close()
    out = Path(path)
    out.write_bytes(data[: int(len(data) * fraction)])
    return out


def make_encrypted(
    path: StrPath, user_pw: str = USER_PW, owner_pw: str = OWNER_PW, n_pages: int = 2
) -> Path:
    """A text PDF encrypted with AES-256 that needs ``user_pw`` to open. Not deterministic."""
    doc = _build_book(
        title="MATHEMATICS",
        chapter_title="SAMPLE CHAPTER",
        pages=sample_pages("jemh101", n_pages),
    )
    out = Path(path)
    doc.save(
        out,
        garbage=4,
        deflate=True,
        encryption=pymupdf.PDF_ENCRYPT_AES_256,
        user_pw=user_pw,
        owner_pw=owner_pw,
    )
    doc.close()
    return out


def make_image_only(path: StrPath, n_pages: int = 2, dpi: int = 60) -> Path:
    """A "scan": each page is one greyscale raster of a typeset page, with no text layer."""
    source = _build_book(
        title="SCIENCE",
        chapter_title="SCANNED CHAPTER",
        pages=sample_pages("jesc101", n_pages),
    )
    doc = pymupdf.open()
    for page in (source[i] for i in range(source.page_count)):
        pix = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        new = doc.new_page(width=page.rect.width, height=page.rect.height)
        new.insert_image(new.rect, pixmap=pix)
    source.close()
    doc.set_metadata({"creationDate": FIXED_DATE, "modDate": FIXED_DATE, "producer": "PyMuPDF"})
    return _save(doc, path)


def zero_page_pdf_bytes() -> bytes:
    """A minimal, valid PDF whose page tree is empty (/Kids [] /Count 0)."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [] /Count 0 >>",
    ]
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\n" % (len(objects) + 1)
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def make_zero_pages(path: StrPath) -> Path:
    """A syntactically valid PDF with no pages (PyMuPDF itself refuses to save one)."""
    out = Path(path)
    out.write_bytes(zero_page_pdf_bytes())
    return out


def make_garbage_after_header(path: StrPath, size: int = 4096, seed: int = 7) -> Path:
    """``%PDF-1.7`` followed by ``size`` seeded random bytes."""
    out = Path(path)
    out.write_bytes(b"%PDF-1.7\n" + random.Random(seed).randbytes(size))
    return out
