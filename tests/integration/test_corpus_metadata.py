"""The 13 real NCERT chapters: page numbers, metadata, and what cleaning leaves out.

Expected values come from ``shared/corpus/ncert/SOURCES.md``. Skipped when the corpus is
not next to the repository.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import pytest

from tests.conftest import CORPUS
from tutorapp.core.ingest.clean import CleanedDocument, analyse_document, clean_document
from tutorapp.core.ingest.extract import PdfReader
from tutorapp.core.ingest.ncert import book_meta
from tutorapp.core.ingest.pagenum import detect_page_numbers
from tutorapp.core.ingest.raw import RawDocument
from tutorapp.core.types import BookMeta

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}"),
]


@dataclass(frozen=True)
class Expected:
    offset: int
    school_class: int
    subject: str
    chapter: int
    language: str
    chapter_title: str
    title: str
    part: int = 1


HEFS = "Human Ecology and Family Sciences"
EXPECTED: dict[str, Expected] = {
    "jemh104": Expected(38, 10, "Mathematics", 4, "en", "Quadratic Equations", "Mathematics"),
    "jemh105": Expected(49, 10, "Mathematics", 5, "en", "Arithmetic Progressions", "Mathematics"),
    "jemh108": Expected(
        113, 10, "Mathematics", 8, "en", "Introduction to Trigonometry", "Mathematics"
    ),
    "jesc106": Expected(100, 10, "Science", 6, "en", "Control and Coordination", "Science"),
    "jesc109": Expected(
        134, 10, "Science", 9, "en", "Light – Reflection and Refraction", "Science"
    ),
    "jesc111": Expected(171, 10, "Science", 11, "en", "Electricity", "Science"),
    "jess101": Expected(
        1, 10, "Social Science", 1, "en", "Resources and Development", "Contemporary India – II"
    ),
    "jess202": Expected(
        18,
        10,
        "Social Science",
        2,
        "en",
        "Sectors of the Indian Economy",
        "Understanding Economic Development",
        part=2,
    ),
    "jess305": Expected(
        103,
        10,
        "Social Science",
        5,
        "en",
        "Print Culture and the Modern World",
        "India and the Contemporary World – II",
        part=3,
    ),
    "iemh108": Expected(
        174,
        9,
        "Mathematics",
        8,
        "en",
        "Predicting What Comes Next: Exploring Sequences and Progressions",
        "Ganita Manjari",
    ),
    "kemh109": Expected(151, 11, "Mathematics", 9, "en", "Straight Lines", "Mathematics"),
    "lehh102": Expected(
        29, 12, HEFS, 2, "hi", "नैदानिक पोषण और आहारिकी", "मानव पारिस्थितिकी एवं परिवार विज्ञान – भाग 1"
    ),
    "lehh202": Expected(
        160,
        12,
        HEFS,
        9,
        "hi",
        "फ़ैशन डिजाइन और वयापार",  # the text layer's, nukta repaired (व्यापार is garbled)
        "मानव पारिस्थितिकी एवं परिवार विज्ञान – भाग 2",
        part=2,
    ),
}


@dataclass(frozen=True)
class Book:
    raw: RawDocument
    cleaned: CleanedDocument
    meta: BookMeta


@functools.cache
def _book(stem: str) -> Book:
    """Extract, clean and describe one corpus file (once per test session)."""
    path = CORPUS / f"{stem}.pdf"
    reader = PdfReader(path)
    try:
        raw = RawDocument(
            reader.page_count, tuple(reader.pages()), reader.metadata_title, reader.has_page_labels
        )
    finally:
        reader.close()
    cleaned = analyse_document(raw)
    return Book(raw, cleaned, book_meta(path, raw, list(cleaned.pages_text), cleaned=cleaned))


@pytest.fixture(params=sorted(EXPECTED))
def stem(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _paragraphs(book: Book) -> list[str]:
    return [p for text in book.cleaned.pages_text for p in text.split("\n\n")]


def test_all_thirteen_files_are_covered() -> None:
    assert sorted(path.stem for path in CORPUS.glob("*.pdf")) == sorted(EXPECTED)


def test_printed_page_offsets(stem: str) -> None:
    book = _book(stem)
    numbering = detect_page_numbers(book.raw)
    expected = EXPECTED[stem].offset
    assert numbering.source in ("labels", "detected")
    assert numbering.printed[0] == expected
    assert numbering.printed == tuple(expected + i for i in range(book.raw.page_count))
    assert numbering.support >= book.raw.page_count // 2


def test_metadata(stem: str) -> None:
    meta, want = _book(stem).meta, EXPECTED[stem]
    assert meta == BookMeta(
        title=want.title,
        chapter_title=want.chapter_title,
        school_class=want.school_class,
        subject=want.subject,
        language=want.language,
        part=want.part,
        chapter=want.chapter,
        code=stem,
    )


def test_no_reprint_footer_or_running_heads_left(stem: str) -> None:
    book = _book(stem)
    assert len(book.cleaned.pages_text) == book.raw.page_count
    text = "\n".join(book.cleaned.pages_text)
    assert "Reprint 2026-27" not in text
    paragraphs = _paragraphs(book)
    for head in book.cleaned.running_heads:
        # the chapter title on the opener may repeat its running head; nothing else may
        assert paragraphs.count(head.text) <= 1, head
        numbered = re.compile(rf"\d+ +{re.escape(head.text)}|{re.escape(head.text)}( +\d+)+")
        assert not any(numbered.fullmatch(p) for p in paragraphs), head
    for text, printed in zip(book.cleaned.pages_text, book.cleaned.numbering.printed, strict=True):
        assert str(printed) not in text.split("\n\n")  # the page number


def test_expected_running_heads_are_found() -> None:
    heads = {stem: {h.text for h in _book(stem).cleaned.running_heads} for stem in EXPECTED}
    assert {"MATHEMATICS", "STRAIGHT LINES"} <= heads["kemh109"]
    assert {"Science", "Electricity"} <= heads["jesc111"]
    assert {"CONTEMPORARY INDIA – II", "RESOURCES AND DEVELOPMENT"} <= heads["jess101"]
    assert {"UNDERSTANDING ECONOMIC DEVELOPMENT", "SECTORS OF THE INDIAN ECONOMY"} <= heads[
        "jess202"
    ]


def test_shadowed_heads_of_jess202_are_gone() -> None:
    text = "\n".join(_book("jess202").cleaned.pages_text)
    for fragment in (
        r"\bNDERST",
        r"\bECTORS\b",
        r"\bCONOMIC",
        "UNDERSTANDING ECONOMIC",
        r"\b20 20\b",
    ):
        assert not re.search(fragment, text), fragment


def test_symbol_font_characters_are_mapped() -> None:
    for stem in ("jemh104", "jemh105", "jemh108", "kemh109", "iemh108"):
        text = "\n".join(_book(stem).cleaned.pages_text)
        assert not re.search(r"[\uf000-\uf0ff\uf8e5-\uf8ff]", text), stem
    jemh104 = "\n".join(_book("jemh104").cleaned.pages_text)
    jemh108 = "\n".join(_book("jemh108").cleaned.pages_text)
    assert "≠" in jemh104 and "±" in jemh104
    assert "θ" in jemh108 and "∠" in jemh108 and "Δ" in jemh108


def test_rupee_sign() -> None:
    text = "\n".join(_book("jemh105").cleaned.pages_text)
    assert "₹ 8000" in text
    assert "`" not in text


def test_hindi_text_stays_devanagari_without_side_tabs() -> None:
    text = "\n".join(_book("lehh202").cleaned.pages_text)
    devanagari = len(re.findall(r"[\u0900-\u097f]", text))
    assert devanagari > 0.8 * len(re.findall(r"[^\W\d_]", text))
    assert "इकताई" not in text  # the garbled vertical side tab
    assert "पताररनस्त्" not in text


def test_drop_caps_and_spaced_headings_are_repaired() -> None:
    jesc106 = _book("jesc106").cleaned.pages_text
    assert "In the previous chapter, we looked at life processes" in jesc106[0]
    assert "EXERCISES" in jesc106[12]
    assert "Geometry, as a logical system" in _book("kemh109").cleaned.pages_text[0]


def test_the_simple_entry_points_agree_with_the_full_analysis() -> None:
    book = _book("jess101")
    texts = clean_document(book.raw)
    assert texts == list(book.cleaned.pages_text)
    assert book_meta(CORPUS / "jess101.pdf", book.raw, texts) == book.meta
