"""Cleaning raw pages: page furniture, shadows, drop caps, spacing, glyphs, paragraphs."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rawbuild import (
    bottom_number,
    document,
    line_of,
    page_of,
    paragraph,
    reprint,
    span,
    text_line,
    top_head,
    top_number,
)
from tutorapp.core.ingest.clean import (
    Vocabulary,
    analyse_document,
    clean_document,
    join_lines,
    running_heads,
)
from tutorapp.core.ingest.devanagari import repair
from tutorapp.core.ingest.glyphs import find_bullet_fonts, map_span_text
from tutorapp.core.ingest.layout import line_text, page_lines
from tutorapp.core.ingest.raw import RawLine

BODY = "We now look for some patterns which occur in our day to day life."


def _clean_one(lines: list[RawLine]) -> str:
    return clean_document(document([lines]))[0]


def _chapter(pages: int = 6, first: int = 49) -> list[list[RawLine]]:
    """An NCERT-like chapter: heads with page numbers on top, a Reprint footer, body text."""
    built = []
    for index in range(pages):
        number = first + index
        if number % 2:
            furniture = [top_head("ARITHMETIC PROGRESSIONS"), top_number(number, right=True)]
        else:
            furniture = [top_number(number), top_head("MATHEMATICS")]
        body = paragraph([f"Page {index} says something about progressions."], block=1)
        built.append([*furniture, *body, reprint()])
    return built


# -- page furniture ----------------------------------------------------------------------------


def test_running_heads_page_numbers_and_reprint_footer_go() -> None:
    texts = clean_document(document(_chapter()))
    assert texts == [f"Page {i} says something about progressions." for i in range(6)]


def test_running_heads_are_reported_without_numbers() -> None:
    heads = running_heads(document(_chapter()))
    assert {(head.text, head.zone) for head in heads} == {
        ("ARITHMETIC PROGRESSIONS", "top"),
        ("MATHEMATICS", "top"),
    }
    odd = next(head for head in heads if head.text == "ARITHMETIC PROGRESSIONS")
    assert odd.pages == (0, 2, 4)


def test_title_and_number_in_one_span_is_a_running_head() -> None:
    pages = []
    for index in range(6):
        number = 151 + index
        head = f"STRAIGHT LINES       {number}" if number % 2 else f"{number}  MATHEMATICS"
        pages.append([text_line(head, x=300, y=70, size=8), *paragraph([f"Line {index}."])])
    assert clean_document(document(pages)) == [f"Line {i}." for i in range(6)]


def test_opener_head_with_two_numbers_goes_but_the_big_title_stays() -> None:
    pages = _chapter()
    pages[0] = [
        text_line("ARITHMETIC PROGRESSIONS 49 5", x=48, y=46, size=10),
        text_line("ARITHMETIC PROGRESSIONS", x=64, y=200, size=28, block=5),
        *paragraph(["You must have observed patterns in nature."], y=260, block=6),
        reprint(),
    ]
    first = clean_document(document(pages))[0]
    assert first == "ARITHMETIC PROGRESSIONS\n\nYou must have observed patterns in nature."


def test_numbers_in_the_body_or_inside_the_margin_are_kept() -> None:
    lines = [
        top_head("Chapter heading at the very top"),
        text_line("7", x=200, y=70, block=3),  # a table cell below the head, not the page number
        text_line("42", x=200, y=300, block=4),
        bottom_number(1),
    ]
    assert _clean_one(lines).split("\n\n") == ["Chapter heading at the very top", "7", "42"]


def test_a_heading_opening_a_few_scattered_pages_is_not_a_running_head() -> None:
    pages = [paragraph([f"Body of page {i}."]) for i in range(24)]
    for index in (3, 12, 21):
        pages[index] = [top_head("QUESTIONS"), *pages[index]]
    texts = clean_document(document(pages))
    assert all(texts[i].startswith("QUESTIONS") for i in (3, 12, 21))


def test_vertical_side_tabs_are_dropped() -> None:
    lines = [
        text_line("इकताई IV वस्ቔ एवं पररधतान", x=503, y=150, horizontal=False, block=1),
        *paragraph([BODY], block=2),
    ]
    assert _clean_one(lines) == BODY


# -- shadows -----------------------------------------------------------------------------------


def test_a_line_drawn_five_times_is_kept_once() -> None:
    copies = [
        text_line("11.2 ELECTRIC POTENTIAL", x=60 + dx, y=300 + dy, size=14, block=5)
        for dx, dy in ((0.2, 0.0), (-0.2, 0.0), (0.2, -0.3), (-0.2, -0.3), (0.0, -0.1))
    ]
    assert _clean_one(copies) == "11.2 ELECTRIC POTENTIAL"


def test_a_page_number_drawn_five_times_goes() -> None:
    pages = []
    for index in range(4):
        numbers = [bottom_number(18 + index) for _ in range(5)]
        pages.append([*numbers, *paragraph([f"Text {index}."])])
    assert clean_document(document(pages)) == [f"Text {i}." for i in range(4)]


def _shadow_pieces(y: float = 300.0) -> list[RawLine]:
    """How PyMuPDF extracts ``UNDERSTANDING ECONOMIC`` drawn five times in small caps."""
    big, small = 13.5, 9.5

    def piece(*parts: tuple[str, float, float, float]) -> RawLine:
        return line_of(*(span(t, x, y, size, width=w) for t, x, size, w in parts), block=8)

    return [
        piece((" U", 128.1, big, 17.4), ("NDERST", 145.5, small, 43.2)),
        piece(("NDERST", 145.8, small, 43.2)),
        piece(("NDERSTANDING", 145.7, small, 86.8)),
        piece(("ANDING", 189.0, small, 43.2)),
        piece(("ANDING", 189.1, small, 43.2), (" E", 232.8, big, 15.6)),
        piece((" E", 233.0, big, 15.6), ("CONOMIC", 248.5, small, 53.8)),
        piece(("CONOMIC", 248.8, small, 53.8)),
    ]


def test_shadow_pieces_are_rebuilt_into_one_line() -> None:
    assert [line.text for line in page_lines(page_of(_shadow_pieces()))] == [
        "UNDERSTANDING ECONOMIC"
    ]


def test_shadowed_running_heads_are_found_and_removed() -> None:
    pages = [[*_shadow_pieces(y=610), *paragraph([f"Body {i}."])] for i in range(4)]
    cleaned = analyse_document(document(pages))
    assert cleaned.pages_text == tuple(f"Body {i}." for i in range(4))
    assert [head.text for head in cleaned.running_heads] == ["UNDERSTANDING ECONOMIC"]


def test_different_text_overlapping_on_one_baseline_is_not_merged() -> None:
    lines = [
        line_of(span("x + y = 5", 100, 300, width=60), block=1),
        line_of(span("2", 105, 298, size=6.4, width=4), block=1),
    ]
    assert sorted(line.text for line in page_lines(page_of(lines))) == ["2", "x + y = 5"]


# -- spacing, drop caps, small caps ------------------------------------------------------------


def test_drop_cap_joins_its_word() -> None:
    lines = [
        line_of(span("I", 162, 234, size=30, width=10), block=3),
        text_line(
            "n the previous chapter, we looked at life", x=172.1, y=236.3, size=10.5, block=4
        ),
        text_line("processes involved in the maintenance.", x=162, y=251, size=10.5, block=4),
    ]
    assert _clean_one(lines) == (
        "In the previous chapter, we looked at life processes involved in the maintenance."
    )


def test_letters_drawn_apart_become_a_word() -> None:
    letters = [
        text_line(c, x=84 + 29.1 * i, y=75, size=18, block=1) for i, c in enumerate("EXERCISES")
    ]
    assert _clean_one([*letters, *paragraph([BODY], block=2)]) == f"EXERCISES\n\n{BODY}"


def test_wider_gaps_between_drawn_letters_separate_words() -> None:
    xs = [100, 120, 140, 190, 210, 230, 250, 270]
    letters = [text_line(c, x=x, y=300, size=16) for x, c in zip(xs, "NEWWORDS", strict=True)]
    assert _clean_one(letters) == "NEW WORDS"


def test_a_row_of_identical_labels_is_not_a_word() -> None:
    labels = [text_line("R", x=100 + 20 * i, y=300, size=11) for i in range(4)]
    assert _clean_one(labels) == "R R R R"


def test_letter_spaced_text_in_one_line() -> None:
    text = "A R I T H M E T I C  P R O G R E S S I O N S"
    assert line_text(text_line(text)) == "ARITHMETIC PROGRESSIONS"


def test_small_caps_spans_make_whole_words() -> None:
    head = line_of(
        span("C", 90, 600, size=9.5, width=6.5),
        span("ONTEMPORARY", 96.5, 601, size=6.7, width=50),
        span(" I", 146.5, 600, size=9.5, width=6),
        span("NDIA", 152.5, 601, size=6.7, width=20),
        span(" – II", 172.5, 600, size=9.5, width=16),
    )
    assert line_text(head) == "CONTEMPORARY INDIA – II"
    split = line_of(span("C ", 90, 600, size=9.5), span("ONTEMPORARY", 102, 601, size=6.7))
    assert line_text(split) == "CONTEMPORARY"


def test_styled_initial_joins_but_a_variable_keeps_its_space() -> None:
    initial = line_of(
        span("v", 63, 197, size=13, font="Wingdings", width=9),
        span("G ", 72, 197, font="Bookman-LightItalic", width=11),
        span("eometry, as a logical system", 83, 197, font="TimesNewRoman,Bold"),
    )
    assert line_text(initial) == "Geometry, as a logical system"
    variable = line_of(
        span("P", 48, 300, font="TimesNewRoman,Italic", width=7),
        span(" lies on the line", 55, 300, font="TimesNewRoman"),
    )
    assert line_text(variable) == "P lies on the line"


def test_spans_with_a_visible_gap_are_separate_words() -> None:
    gap = line_of(span("Hello", 72, 300, width=25), span("world", 110, 300, width=25))
    touching = line_of(span("Hel", 72, 300, width=15), span("lo", 87, 300, width=10))
    assert line_text(gap) == "Hello world"
    assert line_text(touching) == "Hello"


def test_repeated_banner_word_is_kept_once() -> None:
    assert line_text(text_line("EXERCISES  EXERCISES  EXERCISES  EXERCISES")) == "EXERCISES"


# -- glyphs ------------------------------------------------------------------------------------


def test_symbol_font_private_use_codes_are_mapped() -> None:
    symbol = "\uf071\uf02b\uf03d\uf0b1\uf0b9\uf0d0\uf02d\uf044\uf0b4\uf0a3"
    assert map_span_text(span(symbol, font="Symbol")) == "θ+=±≠∠−Δ×≤"
    assert map_span_text(span("£ p", font="Symbol")) == "≤ π"
    assert map_span_text(span("α ≠ β", font="Symbol")) == "α ≠ β"  # already Unicode


def test_large_delimiter_pieces_are_dropped() -> None:
    assert map_span_text(span("\uf0e6\uf0e7\uf0e8", font="Symbol")) == ""
    assert map_span_text(span("\uf8eb\uf8f6", font="SymbolMT")) == ""
    assert map_span_text(span("\uf031\uf034\uf032\uf033", font="EuclidExtra")) == ""
    assert map_span_text(span("\uf04d", font="MTExtra")) == "⋮"


def test_private_use_codes_in_other_fonts_are_left_alone() -> None:
    assert map_span_text(span("\uf071x", font="Times-Roman")) == "\uf071x"


def test_rupee_backticks() -> None:
    assert map_span_text(span("`", font="Rupee")) == "₹"
    salary = line_of(
        span("salary of ", 72, 300, width=45),
        span("`", 117, 300, size=10, font="TT4296T00", width=5),
        span(" 8000 (in ", 122, 300, width=45),
        span("`", 167, 300, size=10, font="TT4296T00", width=5),
        span(")", 172, 300, width=4),
    )
    assert line_text(salary) == "salary of ₹ 8000 (in ₹)"
    assert line_text(text_line("a `quoted` word")) == "a `quoted` word"


def test_bullet_font_letters_are_dropped() -> None:
    items = ["Fill a conical funnel with water.", "Note the level.", "Repeat twice."]
    lines = []
    for i, item in enumerate(items):
        y = 300 + 20 * i
        lines.append(text_line("n", x=74, y=y, size=9, font="TT74AT00", block=i))
        lines.append(text_line(item, x=88, y=y, block=i))
    doc = document([lines])
    assert find_bullet_fonts(doc) == frozenset({"TT74AT00"})
    assert clean_document(doc)[0].split("\n\n") == items


def test_devanagari_gets_only_the_repairs_that_are_always_right() -> None:
    garbled = "वस्\u200dत्रोंों काा उत्पाादन हुआ ्ቚकाार फै़शन"
    # joiners dropped, doubled vowel signs undone, nukta before its vowel sign; the
    # Ethiopic stand-in stays (such pages are read again by OCR before cleaning)
    assert _clean_one(paragraph([garbled])) == "वस्त्रों का उत्पादन हुआ ्ቚकार फ़ैशन"


# -- paragraphs and hyphens --------------------------------------------------------------------


def test_blocks_become_paragraphs_of_single_spaced_lines() -> None:
    lines = [
        *paragraph(["First  paragraph line one", "and\tline two."], block=1),
        *paragraph(["Second paragraph."], y=400, block=2),
    ]
    assert _clean_one(lines) == "First paragraph line one and line two.\n\nSecond paragraph."


def test_unfinished_sentence_continues_into_the_next_block() -> None:
    lines = [
        *paragraph(["The product of this activity is"], block=1),
        *paragraph(["a natural product."], y=400, block=2),
        *paragraph(["Figure caption"], y=500, block=3),
        *paragraph(["Next paragraph."], y=550, block=4),
    ]
    assert _clean_one(lines) == (
        "The product of this activity is a natural product.\n\nFigure caption\n\nNext paragraph."
    )


def test_split_words_are_rejoined_and_real_hyphens_kept() -> None:
    lines = paragraph(
        [
            "Arithmetic is fun. We study arith-",
            "metic, the x-",
            "axis, non-",
            "renewable day-to-",
            "day resources and wide-",
            "ranging ideas, a wide field, and con-",
            "tinue. Well-",
            "Known things stay.",
        ]
    )
    assert _clean_one(lines) == (
        "Arithmetic is fun. We study arithmetic, the x-axis, non-renewable day-to-day "
        "resources and wide-ranging ideas, a wide field, and continue. Well- Known things stay."
    )


def test_join_lines_without_evidence_rejoins() -> None:
    assert join_lines("the arith-", "metic mean") == "the arithmetic mean"
    assert join_lines("ends with a dash –", "then more") == "ends with a dash – then more"
    vocabulary = Vocabulary(frozenset({"wide"}), frozenset())
    assert join_lines("wide-", "ranging", vocabulary) == "wide-ranging"


# -- properties --------------------------------------------------------------------------------

_FONTS = ["Times-Roman", "Symbol", "Rupee", "Wingdings", "TT74AT00", "Kokila", "EuclidExtra"]


@st.composite
def _raw_lines(draw: st.DrawFn) -> RawLine:
    text = draw(st.text(min_size=1, max_size=40))
    x = draw(st.floats(0, 460, allow_nan=False))
    y = draw(st.floats(0, 680, allow_nan=False))
    size = draw(st.floats(1, 60, allow_nan=False))
    font = draw(st.sampled_from(_FONTS))
    return text_line(
        text,
        x=x,
        y=y,
        size=size,
        font=font,
        block=draw(st.integers(0, 4)),
        horizontal=draw(st.booleans()),
    )


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(_raw_lines(), max_size=12), min_size=1, max_size=5))
def test_cleaning_never_raises_and_keeps_one_text_per_page(pages: list[list[RawLine]]) -> None:
    texts = clean_document(document(pages))
    assert len(texts) == len(pages)
    assert all("\n\n\n" not in text and text == text.strip() for text in texts)


_WORD = st.text(alphabet=string.ascii_lowercase + "éñθकखगािु", min_size=2, max_size=12)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(_WORD, min_size=1, max_size=10), min_size=1, max_size=6))
def test_cleaning_never_glues_or_splits_words(lines: list[list[str]]) -> None:
    body = paragraph([" ".join(words) for words in lines])
    # Devanagari words get their always-right repairs (a doubled vowel sign is one)
    assert _clean_one(body).split() == [repair(word) for words in lines for word in words]
