"""Sentence splitting for textbook text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tutorapp.core.ingest.sentences import sentence_spans, split_sentences


def test_splits_plain_sentences() -> None:
    assert split_sentences("An AP is a list. It has a common difference! Why? Because.") == [
        "An AP is a list.",
        "It has a common difference!",
        "Why?",
        "Because.",
    ]


def test_keeps_abbreviations_numbers_and_initials_together() -> None:
    text = (
        "See Fig. 5.1, i.e. the graph, e.g. here. The value is 3.14 cm. Dr. A. P. J. Kalam spoke."
    )
    assert split_sentences(text) == [
        "See Fig. 5.1, i.e. the graph, e.g. here.",
        "The value is 3.14 cm.",
        "Dr. A. P. J. Kalam spoke.",
    ]


def test_a_small_letter_before_a_full_stop_is_a_variable_not_an_initial() -> None:
    """ "denoted by m. Thus, …": the sentence ends at the variable."""
    assert split_sentences("The slope of a line is denoted by m. Thus, m = tan θ.") == [
        "The slope of a line is denoted by m.",
        "Thus, m = tan θ.",
    ]


def test_a_small_letter_before_a_number_abbreviates() -> None:
    """ "(c. 1200 CE)": circa, not the end of a sentence."""
    text = "It was studied by Fibonacci (c. 1200 CE). Next one."
    assert split_sentences(text) == ["It was studied by Fibonacci (c. 1200 CE).", "Next one."]


def test_does_not_split_before_lowercase_continuation() -> None:
    assert split_sentences("The ratio is a.b in this case. Next one.") == [
        "The ratio is a.b in this case.",
        "Next one.",
    ]
    # an ellipsis that goes on with a small letter leaves a list open
    text = "Why is the sum of the AP 8, 3, –2, ... positive? It is not... Note this."
    assert split_sentences(text) == [
        "Why is the sum of the AP 8, 3, –2, ... positive?",
        "It is not...",
        "Note this.",
    ]


def test_hindi_danda_and_paragraph_breaks() -> None:
    assert split_sentences("Heading\n\nवह घर गया। फिर आया।") == [
        "Heading",
        "वह घर गया।",
        "फिर आया।",
    ]


def test_empty_and_whitespace() -> None:
    assert split_sentences("") == []
    assert split_sentences("   \n\n  ") == []


@given(st.text(alphabet=st.sampled_from(list("ab .?!\n।AZ1")), max_size=200))
def test_spans_cover_every_visible_character_once(text: str) -> None:
    spans = sentence_spans(text)
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        assert text[start] != " " and text[end - 1] != " "
        previous_end = end
    covered = sum(len(text[a:b].replace(" ", "").replace("\n", "")) for a, b in spans)
    assert covered == len(text.replace(" ", "").replace("\n", ""))


def test_a_capital_before_a_word_that_opens_sentences_ends_one() -> None:
    text = (
        "The ratios are sin A, cos A and tan A. Also, observe that tan A = sin A. He met "
        "A. P. J. Abdul Kalam there."
    )
    assert split_sentences(text) == [
        "The ratios are sin A, cos A and tan A.",
        "Also, observe that tan A = sin A.",
        "He met A. P. J. Abdul Kalam there.",
    ]
