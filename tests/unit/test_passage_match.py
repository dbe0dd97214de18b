"""Finding a cited passage in a page's own text and widening it to whole sentences."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tutorapp.ui.passage_match import find_passage, words

PAGE = (
    "Light – Reflection and Refraction 135\r\n"
    "Let us recall these laws –\r\n"
    "(i) The angle of incidence is equal to the angle of reflection, and\r\n"
    "(ii) The incident ray, the normal to the mirror at the point of incidence\r\n"
    "and the reflected ray, all lie in the same plane.\r\n"
    "These laws of reflection are applicable to all types of reflecting surfaces\r\n"
    "including spherical surfaces. You are familiar with the formation of image\r\n"
    "by a plane mirror. What are the properties of the image? Image formed\r\n"
    "9.2 SPHERICAL MIRRORS\r\n"
    "The reflecting surface of a spherical mirror may be curved inwards or out-\r\n"
    "wards. A spherical mirror whose reflecting surface is curved inwards is\r\n"
    "called a concave mirror.\r\n"
)


def marked(passage: str) -> str:
    found = find_passage(PAGE, passage)
    assert found is not None
    return " ".join(PAGE[found.start : found.end].split())


def test_a_part_of_a_sentence_grows_to_the_whole_sentence() -> None:
    text = marked("The angle of incidence is equal to the angle of reflection")
    assert text.startswith("(i) The angle of incidence")
    assert text.endswith("all lie in the same plane.")
    assert "Let us recall" not in text  # a short line before it ends its own paragraph


def test_a_word_hyphenated_over_a_line_end_is_matched_and_headings_stay_out() -> None:
    text = marked("The reflecting surface of a spherical mirror may be curved inwards or outwards.")
    assert text == (
        "The reflecting surface of a spherical mirror may be curved inwards or out- wards."
    )
    assert "out-wards" not in [w.text for w in words(PAGE)] and "outwards" in [
        w.text for w in words(PAGE)
    ]


def test_cleaned_text_with_other_spacing_and_case_still_matches() -> None:
    text = marked("these LAWS of reflection are applicable to all types of reflecting  surfaces")
    assert text == (
        "These laws of reflection are applicable to all types of reflecting surfaces "
        "including spherical surfaces."
    )


def test_a_passage_not_on_the_page_is_not_found() -> None:
    assert find_passage(PAGE, "Volcanoes pour molten rock called lava over the land.") is None
    assert find_passage(PAGE, "") is None
    assert find_passage("", "The angle of incidence") is None


def test_scattered_common_words_are_not_a_match() -> None:
    assert find_passage(PAGE, "the of the and to all the of a the is") is None


def test_hindi_words_keep_their_vowel_signs() -> None:
    page = "पाठ 2\r\nनैदानिक पोषण और आहारिकी के महत्त्व को समझ सकेंगे।\r\nअगला वाक्य यहाँ है।\r\n"
    found = find_passage(page, "नैदानिक पोषण और आहारिकी")
    assert found is not None
    assert page[found.start : found.end] == "नैदानिक पोषण और आहारिकी के महत्त्व को समझ सकेंगे।"


@given(st.text(max_size=300), st.text(max_size=80))
def test_any_text_gives_a_range_inside_the_page_or_none(page: str, passage: str) -> None:
    found = find_passage(page, passage)
    if found is not None:
        assert 0 <= found.start < found.end <= len(page)
        assert 0.5 <= found.score <= 1.0
