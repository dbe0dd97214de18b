"""Printed page numbers from page labels or from the numbers in the page margins."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.rawbuild import bottom_number, document, paragraph, text_line, top_head, top_number
from tutorapp.core.ingest.pagenum import detect_from_text, detect_page_numbers
from tutorapp.core.ingest.raw import RawLine


def _body(index: int) -> list[RawLine]:
    return paragraph([f"Body text of page {index}, with 12 apples and 3 pears."], block=1)


def _numbered(count: int, offset: int, skip: tuple[int, ...] = (0,)) -> list[list[RawLine]]:
    """Pages with the printed number at the bottom, except the pages in ``skip``."""
    return [
        ([] if index in skip else [bottom_number(index + offset)]) + _body(index)
        for index in range(count)
    ]


def test_numbers_at_the_bottom_give_the_offset_and_number_the_opener() -> None:
    numbering = detect_page_numbers(document(_numbered(8, 100)))
    assert numbering.source == "detected"
    assert numbering.offset == 100
    assert numbering.support == 7
    assert numbering.printed == tuple(range(100, 108))


def test_number_at_the_end_of_a_running_head_span_counts() -> None:
    pages = []
    for index in range(6):
        number = 151 + index
        head = f"STRAIGHT LINES       {number}" if number % 2 else f"{number}  MATHEMATICS"
        pages.append([text_line(head, x=300, y=70, size=8), *_body(index)])
    numbering = detect_page_numbers(document(pages))
    assert (numbering.source, numbering.offset, numbering.support) == ("detected", 151, 6)


def test_top_numbers_beside_heads_count() -> None:
    pages = [
        [top_number(49 + i, right=bool(i % 2)), top_head("MATHEMATICS"), *_body(i)]
        for i in range(5)
    ]
    assert detect_page_numbers(document(pages)).offset == 49


def test_a_number_drawn_five_times_counts_once_per_page() -> None:
    pages = [[bottom_number(20 + i) for _ in range(5)] + _body(i) for i in range(4)]
    numbering = detect_page_numbers(document(pages))
    assert (numbering.offset, numbering.support) == (20, 4)


def test_numbers_in_the_body_are_ignored() -> None:
    pages = [[text_line(str(7 + i), x=200, y=300), *_body(i)] for i in range(6)]
    numbering = detect_page_numbers(document(pages))
    assert numbering.source == "none"
    assert numbering.printed == (None,) * 6
    assert numbering.offset is None


def test_too_little_support_gives_no_numbers() -> None:
    pages = _numbered(12, 30, skip=tuple(range(1, 12)))  # only page 0 shows a number
    pages[0] = [bottom_number(30), *_body(0)]
    assert detect_page_numbers(document(pages)).source == "none"


def test_one_page_document_trusts_a_lone_margin_number() -> None:
    numbering = detect_page_numbers(document([[bottom_number(87), *_body(0)]]))
    assert (numbering.printed, numbering.source, numbering.support) == ((87,), "detected", 1)


def test_one_page_document_does_not_trust_a_number_inside_a_head() -> None:
    lines = [text_line("SOME HEAD       87", x=300, y=40, size=8), *_body(0)]
    assert detect_page_numbers(document([lines])).source == "none"


def test_pages_before_page_one_get_no_number() -> None:
    pages = _numbered(6, -1, skip=(0, 1))  # a cover and a blank page before page 1
    numbering = detect_page_numbers(document(pages))
    assert numbering.offset == -1
    assert numbering.printed == (None, None, 1, 2, 3, 4)


def test_numeric_page_labels_are_used() -> None:
    doc = document(_numbered(4, 5, skip=(0, 1, 2, 3)), labels=["29", "30", "31", "32"])
    numbering = detect_page_numbers(doc)
    assert numbering == detect_page_numbers(doc)
    assert (numbering.source, numbering.offset, numbering.support) == ("labels", 29, 4)
    assert numbering.printed == (29, 30, 31, 32)


def test_roman_labels_give_no_number_for_their_pages() -> None:
    doc = document(_numbered(4, 1, skip=(0, 1, 2, 3)), labels=["i", "ii", "1", "2"])
    numbering = detect_page_numbers(doc)
    assert numbering.printed == (None, None, 1, 2)
    assert (numbering.source, numbering.offset) == ("labels", -1)


def test_labels_that_the_pages_contradict_are_not_used() -> None:
    labels = [str(i + 1) for i in range(6)]
    doc = document(_numbered(6, 49), labels=labels)
    numbering = detect_page_numbers(doc)
    assert (numbering.source, numbering.offset) == ("detected", 49)


def test_labels_are_kept_when_the_pages_show_nothing_else() -> None:
    doc = document([_body(i) for i in range(3)], labels=["5", "6", "7"])
    assert detect_page_numbers(doc).printed == (5, 6, 7)
    assert detect_from_text(doc).source == "none"


@settings(max_examples=60, deadline=None)
@given(
    offset=st.integers(1, 400),
    count=st.integers(3, 25),
    top=st.booleans(),
    missing=st.sets(st.integers(0, 24), max_size=3),
)
def test_offset_is_recovered(offset: int, count: int, top: bool, missing: set[int]) -> None:
    assume(count - len(missing & set(range(count))) >= max(2, count / 4))

    def furniture(index: int) -> list[RawLine]:
        if index in missing:
            return []
        number = index + offset
        return [top_number(number, right=bool(number % 2))] if top else [bottom_number(number)]

    numbering = detect_page_numbers(document([furniture(i) + _body(i) for i in range(count)]))
    assert numbering.offset == offset
    assert numbering.printed == tuple(range(offset, offset + count))


@settings(max_examples=80, deadline=None)
@given(st.lists(st.text(max_size=6), min_size=1, max_size=6))
def test_any_labels_give_a_number_or_none_per_page(labels: list[str]) -> None:
    doc = document([_body(i) for i in range(len(labels))], labels=labels)
    numbering = detect_page_numbers(doc)
    assert len(numbering.printed) == len(labels)
    assert all(n is None or n >= 1 for n in numbering.printed)
    assert numbering.source in ("labels", "detected", "none")


def test_a_label_with_a_control_character_is_read_as_stripped() -> None:
    # Hypothesis found "0\x1f": str.strip takes the \x1f, int() did not, and ingest raised
    doc = document([_body(i) for i in range(2)], labels=["7\x1f", "8\x1f"])
    numbering = detect_page_numbers(doc)
    assert len(numbering.printed) == 2
    doc = document([_body(0)], labels=["0\x1f"])
    assert detect_page_numbers(doc).printed == (None,)
