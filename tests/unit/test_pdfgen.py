"""The test-PDF factories in ``tests/pdfgen.py`` make what they claim.

Ingestion tests rely on these files being, say, "encrypted" or "image only". These checks
pin that down with PyMuPDF, so a factory (or a PyMuPDF upgrade) cannot silently turn a
fixture into something else. Where PyMuPDF's reaction to a broken file is a matter of
behaviour rather than of definition, the test records what PyMuPDF 1.28.2 does.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from tests.pdfgen import (
    OWNER_PW,
    USER_PW,
    make_book,
    make_empty,
    make_encrypted,
    make_garbage_after_header,
    make_image_only,
    make_ncert_like,
    make_not_pdf,
    make_truncated,
    make_zero_pages,
    zero_page_pdf_bytes,
)

BAND = 0.15  # top / bottom share of the page where printed numbers live
PAGES = ["Alpha page text about rivers.", "Beta page text about clouds.", "Gamma text on rain."]


def lone_numbers(page: pymupdf.Page) -> list[tuple[int, str, str]]:
    """(number, "top"|"bottom", "left"|"right") for each lone 1-3 digit span in the bands."""
    found = []
    height, width = page.rect.height, page.rect.width
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            for span in line["spans"]:
                text = span["text"].strip()
                x0, y0, x1, _ = span["bbox"]
                if not (text.isdigit() and len(text) <= 3):
                    continue
                if y0 < height * BAND:
                    band = "top"
                elif y0 > height * (1 - BAND):
                    band = "bottom"
                else:
                    continue
                side = "left" if (x0 + x1) / 2 < width / 2 else "right"
                found.append((int(text), band, side))
    return found


def last_line(page: pymupdf.Page) -> str:
    return page.get_text().strip().splitlines()[-1]


def book(tmp_path: Path, name: str = "book.pdf", **options: object) -> Path:
    settings: dict[str, object] = {
        "title": "SCIENCE",
        "chapter_title": "THE SKY",
        "pages": PAGES,
        "first_printed": 49,
    }
    settings.update(options)
    return make_book(tmp_path / name, **settings)  # type: ignore[arg-type]


def test_book_has_ncert_layout(tmp_path: Path) -> None:
    with pymupdf.open(book(tmp_path)) as doc:
        assert doc.page_count == 3
        assert [lone_numbers(page) for page in doc] == [
            [],  # the opener shows no number
            [(50, "top", "left")],  # even page: number top-left
            [(51, "top", "right")],  # odd page: number top-right
        ]
        texts = [page.get_text() for page in doc]
        assert all(last_line(page) == "Reprint 2026-27" for page in doc)
        assert texts[0].startswith("THE SKY\n")
        assert texts[1].startswith("50\nSCIENCE\n")
        assert texts[2].startswith("THE SKY\n51\n")
        for body, text in zip(PAGES, texts, strict=True):
            assert body in text
        assert doc.metadata["title"] == ""
        assert [page.get_label() for page in doc] == ["", "", ""]


def test_book_is_deterministic(tmp_path: Path) -> None:
    first = book(tmp_path, "one.pdf").read_bytes()
    assert first == book(tmp_path, "two.pdf").read_bytes()


def test_numbers_at_bottom(tmp_path: Path) -> None:
    with pymupdf.open(book(tmp_path, numbers="bottom")) as doc:
        found = [lone_numbers(page) for page in doc]
    assert found == [[], [(50, "bottom", "left")], [(51, "bottom", "right")]]


def test_no_numbers_no_head_no_footer(tmp_path: Path) -> None:
    path = book(tmp_path, numbers=None, running_head=False, footer=None)
    with pymupdf.open(path) as doc:
        assert all(lone_numbers(page) == [] for page in doc)
        assert doc[1].get_text().strip() == PAGES[1]
        assert "Reprint" not in doc[2].get_text()


def test_numbered_opener_and_metadata_title(tmp_path: Path) -> None:
    path = book(tmp_path, opener_unnumbered=False, metadata_title="jesc101", chapter_number=1)
    with pymupdf.open(path) as doc:
        assert lone_numbers(doc[0]) == [(49, "top", "right")]
        assert doc[0].get_text().startswith("49\nChapter 1\nTHE SKY\n")
        assert doc.metadata["title"] == "jesc101"


def test_page_labels(tmp_path: Path) -> None:
    with pymupdf.open(book(tmp_path, "a.pdf", page_labels="printed")) as doc:
        assert [page.get_label() for page in doc] == ["49", "50", "51"]
    rules = [{"startpage": 0, "prefix": "A-", "style": "r", "firstpagenum": 1}]
    with pymupdf.open(book(tmp_path, "b.pdf", page_labels=rules)) as doc:
        assert [page.get_label() for page in doc] == ["A-i", "A-ii", "A-iii"]


def test_unicode_text_survives(tmp_path: Path) -> None:
    text = "Light – Reflection and Refraction: angle θ, −5 °C, ‘quotes’."
    path = book(tmp_path, chapter_title="LIGHT – REFLECTION", pages=[text, text])
    with pymupdf.open(path) as doc:
        assert text in doc[0].get_text()
        assert doc[1].get_text().startswith("50\nSCIENCE\n")


def test_book_refuses_overflow_and_no_pages(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="overflows"):
        book(tmp_path, pages=["word " * 5000])
    with pytest.raises(ValueError, match="at least one page"):
        book(tmp_path, pages=[])


def test_ncert_like(tmp_path: Path) -> None:
    path = make_ncert_like(tmp_path, footer=None)
    assert path == tmp_path / "jemh105.pdf"
    with pymupdf.open(path) as doc:
        assert doc.page_count == 4
        assert doc[0].get_text().startswith("Chapter 5\n")
        assert "arithmetic progression" in doc[0].get_text()
        assert lone_numbers(doc[1]) == [(50, "top", "left")]
        assert doc[1].get_text().startswith("50\nMATHEMATICS\n")
        assert "Reprint" not in doc[3].get_text()
    science = make_ncert_like(tmp_path, "jesc111", n_pages=2, first_printed=171)
    with pymupdf.open(science) as doc:
        assert doc[1].get_text().startswith("172\nSCIENCE\n")


def test_empty(tmp_path: Path) -> None:
    path = make_empty(tmp_path / "empty.pdf")
    assert path.stat().st_size == 0
    with pytest.raises(pymupdf.EmptyFileError):
        pymupdf.open(path)


def test_not_pdf(tmp_path: Path) -> None:
    path = make_not_pdf(tmp_path / "notes.pdf")
    assert not path.read_bytes().startswith(b"%PDF")
    with pytest.raises(pymupdf.FileDataError):
        pymupdf.open(path)


def test_truncated(tmp_path: Path) -> None:
    path = make_truncated(tmp_path / "cut.pdf")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert b"startxref" not in data
    # Recorded behaviour: MuPDF repairs it and finds all 6 pages, but the fonts and most
    # content streams are gone, so no page yields any text.
    with pymupdf.open(path) as doc:
        assert doc.is_repaired
        assert doc.page_count == 6
        assert all(page.get_text().strip() == "" for page in doc)


def test_encrypted(tmp_path: Path) -> None:
    path = make_encrypted(tmp_path / "locked.pdf")
    with pymupdf.open(path) as doc:
        assert doc.is_encrypted
        assert doc.needs_pass
        assert doc.authenticate("wrong") == 0
        assert doc.authenticate(USER_PW) > 0
        assert "arithmetic progression" in doc[0].get_text()
        assert doc.metadata["encryption"] == "Standard V5 R6 256-bit AES"
    with pymupdf.open(path) as doc:
        assert doc.authenticate(OWNER_PW) > 0
        assert doc.page_count == 2


def test_needs_pass_after_authenticate_breaks_decryption(tmp_path: Path) -> None:
    """PyMuPDF 1.28.2 quirk: reading ``needs_pass`` after ``authenticate`` drops the key.

    MuPDF's needs-password check re-authenticates with the empty password, so later
    streams decrypt to garbage and pages come out empty. Check ``needs_pass`` once,
    before ``authenticate``, never after.
    """
    path = make_encrypted(tmp_path / "locked.pdf")
    with pymupdf.open(path) as doc:
        assert doc.authenticate(USER_PW) > 0
        assert doc.needs_pass
        assert doc[0].get_text() == ""


def test_image_only(tmp_path: Path) -> None:
    path = make_image_only(tmp_path / "scan.pdf", n_pages=3)
    with pymupdf.open(path) as doc:
        assert doc.page_count == 3
        for page in doc:
            assert page.get_text().strip() == ""
            assert len(page.get_images()) == 1
            pix = page.get_pixmap(dpi=60, colorspace=pymupdf.csGRAY)
            assert sum(value < 128 for value in pix.samples) > 500  # visible print
    assert path.read_bytes() == make_image_only(tmp_path / "again.pdf", n_pages=3).read_bytes()


def test_zero_pages(tmp_path: Path) -> None:
    path = make_zero_pages(tmp_path / "none.pdf")
    assert path.read_bytes() == zero_page_pdf_bytes()
    pymupdf.TOOLS.reset_mupdf_warnings()
    # Recorded behaviour: it opens cleanly (no repair, no warning) with zero pages.
    with pymupdf.open(path) as doc:
        assert doc.is_pdf
        assert doc.page_count == 0
        assert not doc.is_repaired
    messages = pymupdf.TOOLS.mupdf_warnings().splitlines()
    # a "... repeated N times..." line can be left over from an earlier test's warning
    assert [m for m in messages if not m.startswith("... repeated")] == []


def test_garbage_after_header(tmp_path: Path) -> None:
    path = make_garbage_after_header(tmp_path / "junk.pdf", size=2048)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-1.7\n")
    assert len(data) == 9 + 2048
    assert data == make_garbage_after_header(tmp_path / "again.pdf", size=2048).read_bytes()
    with pytest.raises(pymupdf.FileDataError):
        pymupdf.open(path)
