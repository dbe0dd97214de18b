"""Values a claim gives a quantity against the values the book gives it: decimals and signs
read whole, the name a value is given under, an argument that agrees while the value does
not, and the sentences that give no value at all."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.numbers import values_by_word
from tutorapp.core.validation.placing import unplaced_values
from tutorapp.core.validation.terms import terms

# the book's pages, as their text layer gives them
DEFINE = (
    "This helps us to see how we can define the values of sin A and cos A when A = 0°. "
    "We define : sin 0° = 0 and cos 0° = 1."
)
WATER = "From the Table you can know that the refractive index of water, nw = 1.33."
SLOPES = (
    "Hence, two non-vertical lines are perpendicular to each other if and only if their "
    "slopes are negative reciprocals of each other. Two lines are perpendicular if and only "
    "if product of their slopes is –1."
)
TABLE = "Table 8.1 ∠ A 0° 30° 45° 60° 90° sin A 0 1 2 1 2 3 2 1 tan A 0 1 3 1 3 Not defined"


def verdict(claim: str, *passages: str) -> Verdict:
    return ContradictionChecker(list(passages)).judge(claim).verdict


def stems(text: str) -> list[str]:
    return [t.stem for t in terms(text)]


def test_a_decimal_is_one_number() -> None:
    assert stems("the refractive index is 1.33.") == ["refractiv", "index", "1.33"]
    assert stems("Table 8.1 shows") == ["tabl", "8.1", "show"]
    assert stems("the ratio 1:2") == ["ratio", "1", "2"]  # no decimal point: two numbers


def test_a_minus_sign_written_against_its_number_is_kept() -> None:
    assert stems("the product is –1.") == ["product", "−", "1"]
    assert stems("m = – 1") == ["=", "−", "1"]
    assert stems("in 2017–18") == ["201718"]  # a range of years, not a sign


def test_a_value_given_under_a_short_name_belongs_to_the_word_before_it() -> None:
    assert values_by_word(terms(WATER))["water"] == [("1.33",)]


@pytest.mark.parametrize(
    ("claim", "passage", "expected"),
    [
        ("The value of cos 0° is 0.", DEFINE, Verdict.CONTRADICTED),
        ("The value of cos 0° is 1.", DEFINE, Verdict.SUPPORTED),
        ("The refractive index of water is 2.42.", WATER, Verdict.CONTRADICTED),
        ("The refractive index of water is 1.33.", WATER, Verdict.SUPPORTED),
        (
            "Two non-vertical lines are perpendicular if and only if the product of their "
            "slopes is 1.",
            SLOPES,
            Verdict.CONTRADICTED,
        ),
        (
            "Two non-vertical lines are perpendicular if and only if the product of their "
            "slopes is –1.",
            SLOPES,
            Verdict.SUPPORTED,
        ),
    ],
)
def test_another_value_for_the_same_quantity(claim: str, passage: str, expected: Verdict) -> None:
    assert verdict(claim, passage) is expected


def test_the_argument_is_held_when_only_the_value_differs() -> None:
    """ "cos 0° = 1" holds the 0 of "cos 0° is 0" (the angle); a sentence giving cos no
    value ("cos A when A = 0°") does not give the claim's value."""
    claim = terms("The value of cos 0° is 0.")
    assert unplaced_values(claim, terms("We define : sin 0° = 0 and cos 0° = 1.")) == set()
    assert unplaced_values(claim, terms("values of sin A and cos A when A = 0°")) == {"0"}


def test_a_table_row_is_no_argument_and_value() -> None:
    """A garbled table row lists a ratio's values at every angle: its first number is no
    argument the claim's shares."""
    claim = terms("The value of tan 0° is 0.")
    assert unplaced_values(claim, terms(TABLE)) == {"0"}
    assert unplaced_values(claim, terms("tan 0° = 1")) == set()  # 0 is the angle here


def test_a_power_of_ten_reads_as_the_books_flattened_superscript() -> None:
    book = [t.stem for t in terms("speed of 3×108 m s–1")]
    typed = [t.stem for t in terms("speed of 3 × 10^8 m/s")]
    assert "108" in book and "108" in typed
    assert [t.stem for t in terms("2^8 = 256")][:2] == ["2", "8"]  # not after ×: left alone
