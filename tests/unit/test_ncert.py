"""NCERT file codes, language, chapter numbers and titles."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.rawbuild import bottom_number, document, paragraph, text_line, top_head
from tutorapp.core.ingest.clean import clean_document
from tutorapp.core.ingest.ncert import (
    book_meta,
    chapter_marker,
    detect_language,
    meaningful_title,
    parse_code,
    readable_stem,
    title_case,
)
from tutorapp.core.ingest.raw import RawDocument, RawLine
from tutorapp.core.types import BookMeta

ENGLISH = [
    "In the previous chapter, we looked at life processes involved in the",
    "maintenance functions in living organisms. There, we had started with",
    "a notion we all have, that if we see something moving, it is alive.",
]
HINDI = [
    "आज विश्व में फै़शन डिज़ााइन और व्याापाार सबसे अधिक उत्सााहवर्धक जीविकाा-विकल्पों में से",
    "एक हैं। भाारत जैसे देश में, जहााँ वस्त्र-निर्माण उद्ोग सदियों से फल-फूल रहाा है।",
]


def _meta(stem: str, doc: RawDocument) -> BookMeta:
    return book_meta(Path(f"/books/{stem}.pdf"), doc, clean_document(doc))


# -- codes -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stem", "school_class", "subject", "part", "chapter", "edition"),
    [
        ("jemh105", 10, "Mathematics", 1, 5, "en"),
        ("JESC111", 10, "Science", 1, 11, "en"),
        ("iemh108", 9, "Mathematics", 1, 8, "en"),
        ("kemh109", 11, "Mathematics", 1, 9, "en"),
        ("jess305", 10, "Social Science", 3, 5, "en"),
        ("lehh202", 12, "Human Ecology and Family Sciences", 2, 2, "en"),
        ("jhmh105", 10, "Mathematics", 1, 5, "hi"),
        ("leph201", 12, "Physics", 2, 1, "en"),
        ("aeap101", 1, None, 1, 1, "en"),
        ("jemh1ps", 10, "Mathematics", 1, None, "en"),
        ("jemh1an", 10, "Mathematics", 1, None, "en"),
        ("jemh1a1", 10, "Mathematics", 1, None, "en"),
        ("jeff1", 10, "English", 1, None, "en"),
    ],
)
def test_parse_code(
    stem: str, school_class: int, subject: str | None, part: int, chapter: int | None, edition: str
) -> None:
    code = parse_code(stem)
    assert code is not None
    assert (code.school_class, code.subject, code.part, code.chapter, code.edition) == (
        school_class,
        subject,
        part,
        chapter,
        edition,
    )
    assert code.code == stem.lower()


@pytest.mark.parametrize(
    "stem", ["notes", "jemh10", "zemh105", "jemh1055", "jxmh105", "chapter 5", "", "jemh105 (1)"]
)
def test_not_a_code(stem: str) -> None:
    assert parse_code(stem) is None


@given(st.text(max_size=12))
def test_parse_code_never_raises(stem: str) -> None:
    code = parse_code(stem)
    assert code is None or 1 <= code.school_class <= 12


@given(
    st.sampled_from("abcdefghijkl"),
    st.sampled_from("ehu"),
    st.sampled_from(["mh", "sc", "ss", "ph", "zz"]),
    st.integers(1, 9),
    st.integers(1, 99),
)
def test_generated_codes_round_trip(
    cls: str, edition: str, subject: str, part: int, chapter: int
) -> None:
    code = parse_code(f"{cls}{edition}{subject}{part}{chapter:02d}")
    assert code is not None
    assert code.school_class == "abcdefghijkl".index(cls) + 1
    assert (code.subject_code, code.part, code.chapter) == (subject, part, chapter)


# -- small helpers -----------------------------------------------------------------------------


def test_detect_language() -> None:
    assert detect_language(["An arithmetic progression is a list of numbers."]) == "en"
    assert detect_language([*HINDI, "(Processed) GDP"]) == "hi"
    assert detect_language(["", "   "]) == "en"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("STRAIGHT LINES", "Straight Lines"),
        ("SECTORS OF THE INDIAN ECONOMY", "Sectors of the Indian Economy"),
        ("INTRODUCTION TO TRIGONOMETRY", "Introduction to Trigonometry"),
        ("CONTEMPORARY INDIA – II", "Contemporary India – II"),
        ("THE WORLD: AN INTRODUCTION", "The World: An Introduction"),
        ("SELF-HELP GROUPS", "Self-Help Groups"),
        ("Light – Reflection and Refraction", "Light – Reflection and Refraction"),
        ("फै़शन डिजाइन और वयापार", "फै़शन डिजाइन और वयापार"),
    ],
)
def test_title_case(text: str, expected: str) -> None:
    assert title_case(text) == expected


@pytest.mark.parametrize(
    "title",
    [
        "CHAP 6.pmd",
        "Chap-5 (8th Nov.)",
        "Chap–4 (8th Nov.) fian",
        r"D:\Textbooks\Rationalised\Chapter_9 Straight Lines.PMD",
        "Sectors K-II.PMD",
        "Microsoft Word - ch3.doc",
        "",
        "12",
    ],
)
def test_file_like_metadata_titles_are_ignored(title: str) -> None:
    assert meaningful_title(title) is None


def test_meaningful_metadata_title_is_kept() -> None:
    assert meaningful_title("  Plant  Biology Notes ") == "Plant Biology Notes"
    assert readable_stem("my_notes-ch3") == "My notes ch3"


# -- book_meta on hand-built chapters -----------------------------------------------------------


def _opener(marker: list[RawLine], title: list[str], size: float = 30.0) -> list[RawLine]:
    heading = [
        text_line(text, x=235, y=120 + i * 1.2 * size, size=size, block=1)
        for i, text in enumerate(title)
    ]
    return [*marker, *heading, *paragraph(ENGLISH, y=300, block=3, size=10.5)]


def test_chapter_number_printed_on_the_opener_wins_over_the_code() -> None:
    marker = [
        text_line("6", x=307, y=60, size=34, block=2),
        text_line("CHAPTER", x=236, y=100, size=16, block=2),
    ]
    doc = document([_opener(marker, ["Control and", "Coordination"])])
    meta = _meta("jesc107", doc)
    assert meta == BookMeta(
        title="Science",
        chapter_title="Control and Coordination",
        school_class=10,
        subject="Science",
        language="en",
        part=1,
        chapter=6,
        code="jesc107",
    )


def test_hindi_chapter_marker_and_title() -> None:
    lines = [
        text_line("अध्यााय", x=202, y=95, size=20, block=0),
        text_line("9", x=194, y=100, size=98, block=0),
        text_line("फै़शन डिजाइन ", x=144, y=246, size=30, block=5),
        text_line("और वयापार", x=144, y=276, size=30, block=5),
        *paragraph(HINDI, y=400, block=4, size=15),
    ]
    meta = _meta("lehh202", document([lines]))
    assert (meta.chapter, meta.language, meta.part, meta.school_class) == (9, "hi", 2, 12)
    assert meta.chapter_title == "फ़ैशन डिजाइन और वयापार"  # the nukta moved to its letter
    assert meta.title == "मानव पारिस्थितिकी एवं परिवार विज्ञान – भाग 2"
    assert meta.subject == "Human Ecology and Family Sciences"


def test_teacher_notes_before_the_opener_are_skipped() -> None:
    notes = [
        text_line("NOTES FOR THE TEACHER", x=160, y=52, size=24, block=0),
        text_line("CHAPTER 2:   SECTORS OF THE INDIAN ECONOMY", x=155, y=107, size=12, block=1),
        *paragraph(ENGLISH, y=140, block=2, size=10),
    ]
    opener = [
        text_line("SECTORS", x=187, y=170, size=46, block=0),
        text_line("OF THE INDIAN ECONOMY", x=119, y=222, size=26, block=0),
        text_line("CHAPTER 2", x=256, y=150, size=14, block=1),
        *paragraph(ENGLISH, y=330, block=3, size=10.5),
    ]
    meta = _meta("jess202", document([notes, opener]))
    assert meta.chapter_title == "Sectors of the Indian Economy"
    assert meta.title == "Understanding Economic Development"
    assert meta.chapter == 2


def test_section_opener_and_vertical_chapter_marker() -> None:
    section = [
        text_line("SECTION III", x=65, y=107, size=24, block=0),
        text_line("EVERYDAY LIFE, CULTURE AND POLITICS", x=65, y=244, size=22, block=1),
    ]
    opener = [
        text_line("Chapter V", x=554, y=33, size=12, block=4, horizontal=False),
        *paragraph(ENGLISH, y=116, block=2, size=11.5),
        text_line("Print Culture and the Modern World", x=36, y=64, size=30, block=5),
    ]
    doc = document([section, [], opener])
    assert chapter_marker(doc) == (2, 5)
    meta = _meta("jess305", doc)
    assert (meta.chapter, meta.chapter_title) == (5, "Print Culture and the Modern World")
    assert meta.title == "India and the Contemporary World – II"


def test_artwork_title_falls_back_to_the_chapter_running_head() -> None:
    pages = []
    for index in range(8):
        printed = index + 1
        head = "RESOURCES AND DEVELOPMENT" if printed % 2 else "CONTEMPORARY INDIA – II"
        furniture = [bottom_number(printed), text_line(head, x=90, y=612, size=9.5, block=93)]
        pages.append([*(furniture if index else []), *paragraph(ENGLISH, block=1, size=10.5)])
    meta = _meta("jess101", document(pages))
    assert meta.chapter_title == "Resources and Development"
    assert meta.title == "Contemporary India – II"
    assert meta.chapter == 1


def test_book_named_in_a_grade_running_head() -> None:
    pages = []
    for index in range(4):
        head = "Ganita Manjari | Grade 9 | Part I" if index % 2 else "Exploring Sequences"
        pages.append([top_head(head), *paragraph(ENGLISH, block=1)])
    pages[0] = [  # the title also serves as the running head, but it is much bigger
        text_line("Exploring Sequences", x=117, y=55, size=16, block=0),
        text_line("and Progressions", x=117, y=79, size=16, block=0),
        *paragraph(ENGLISH, y=200, block=1),
    ]
    meta = _meta("iemh108", document(pages))
    assert meta.title == "Ganita Manjari"
    assert meta.chapter_title == "Exploring Sequences and Progressions"
    assert (meta.school_class, meta.subject, meta.chapter) == (9, "Mathematics", 8)


def test_other_pdfs_use_metadata_heading_or_file_name() -> None:
    heading = [
        text_line("Photosynthesis Basics", x=72, y=80, size=24, block=0),
        *paragraph(ENGLISH, y=200, block=1),
    ]
    plain = [paragraph(ENGLISH, block=1)]
    titled = document([heading], title="Plant Biology Notes")
    assert _meta("notes", titled) == BookMeta(
        title="Plant Biology Notes",
        chapter_title="Photosynthesis Basics",
        school_class=None,
        subject=None,
        language="en",
    )
    assert _meta("notes", document([heading], title="Chap-5 (8th Nov.)")).title == (
        "Photosynthesis Basics"
    )
    assert _meta("my_notes-ch3", document(plain)) == BookMeta(
        title="My notes ch3", chapter_title=None, school_class=None, subject=None, language="en"
    )


def test_empty_document_keeps_the_edition_hint() -> None:
    meta = _meta("jhmh105", document([[]]))
    assert (meta.language, meta.chapter_title, meta.chapter) == ("hi", None, 5)


def test_answers_and_prelims_get_no_chapter_from_the_text() -> None:
    lines = [text_line("Chapter 3", x=72, y=80, size=14), *paragraph(ENGLISH, y=200, block=1)]
    assert _meta("jemh1an", document([lines])).chapter is None
    assert _meta("jemh103", document([lines])).chapter == 3
