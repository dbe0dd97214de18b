"""Three claims word overlap reads as said (heldout70): what a named graph shows ("graph 1 …
shows how many people work in each sector" against "Graph 1 shows the production of goods and
services …", fp70-15), a fraction in words against the text layer's stacked "1 4" ("half of
the remaining air", fp70-07), and a sum typed with a gap against the book's written out
("2 × (1+2+…+10) = 10 × 10" against "Namely, 2 × (1 + … + 10) = 10 × 11.", fp70-05)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.fractions import fractions_in
from tutorapp.core.validation.verdicts import Verdict

# jess202 p. 24–25 as the library's passages have them
GRAPHS = (
    "The next step, therefore, is to see how much goods and services are produced and how "
    "many people work in each sector. Graph 1 shows the production of goods and services in "
    "the three sectors. Graph 1: GVA by Primary, Secondary and Tertiary Sectors. Graph 3 "
    "shows the share of employment in the three sectors in 1977-78 and 2017-18."
)


def test_what_a_named_graph_shows_is_what_the_book_says_it_shows() -> None:
    checker = ContradictionChecker([GRAPHS])
    judged = checker.judge(
        "graph 1 in the sectors chapter shows how many people work in each sector in 1977–78 "
        "and 2017–18"
    )
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display == (
        "Graph 1 shows the production of goods and services in the three sectors."
    )
    # (the book's own words, or most of them, stand; so does another graph's)
    for said in (
        "Graph 1 shows the production of goods and services in the three sectors",
        "graph 1 shows the production of goods and services in each sector",
        "Graph 3 shows the share of employment in the three sectors",
    ):
        assert not ContradictionChecker([GRAPHS]).judge(said).contradicted, said


def test_a_row_of_a_table_is_no_word_on_what_the_table_shows() -> None:
    # (heldout52 ft52-04 against the caption "Table 6.1 : Some important hormones and their
    # functions", jesc106 p. 111)
    caption = "Table 6.1 : Some important hormones and their functions. Hormone: Testosterone."
    for said in (
        "table 6.1 lists testosterone as a hormone of the testes",
        "table 6.1 shows that testosterone is made in the testes",
    ):
        assert not ContradictionChecker([caption]).judge(said).contradicted, said


# jemh105 p. 55, Exercise 5.1 Q1 (ii): the text layer's stacked fraction
PUMP = (
    "(ii) The amount of air present in a cylinder when a vacuum pump removes 1 4 of the air "
    "remaining in the cylinder at a time."
)


def test_fractions_in_words_numbers_and_the_text_layers_stacked_pair() -> None:
    assert set(fractions_in("takes out half of the remaining air")) == {Fraction(1, 2)}
    assert set(fractions_in(PUMP)) == {Fraction(1, 4)}
    assert set(fractions_in("two-thirds of the land and 3/4 of the water")) == {
        Fraction(2, 3),
        Fraction(3, 4),
    }
    # (an ordinal is no fraction, nor is "one and a half" a half)
    assert fractions_in("the fourth year of the plan") == {}
    assert fractions_in("one and a half times the length") == {}


@pytest.mark.parametrize(
    "claim",
    [
        "the vacuum pump takes out half of the remaining air every time",
        "the vacuum pump removes one-third of the air remaining in the cylinder",
    ],
)
def test_another_fraction_of_the_same_thing_contradicts(claim: str) -> None:
    judged = ContradictionChecker([PUMP]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display == PUMP


def test_the_books_fraction_stands_in_any_form() -> None:
    for claim in (
        "the vacuum pump removes 1/4 of the air remaining in the cylinder at a time",
        "the vacuum pump removes a quarter of the air remaining in the cylinder",
        "the vacuum pump removes one-fourth of the air remaining in the cylinder",
    ):
        assert ContradictionChecker([PUMP]).judge(claim).verdict is Verdict.SUPPORTED, claim


# iemh108 p. 184
SUMS = (
    "This can similarly be extended to find the sum 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10. "
    "Namely, 2 × (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10) = 10 × 11. In general, 2 × (1 + 2 + "
    "3 + 4 + … + n) = n × (n + 1)."
)


def test_a_sum_typed_with_a_gap_is_the_books_sum_written_out() -> None:
    judged = ContradictionChecker([SUMS]).judge(
        "if we do the same picture for 1 to 10 we get 2 × (1+2+…+10) = 10 × 10"
    )
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("Namely, 2 × (1 + 2 + 3")
    right = ContradictionChecker([SUMS]).judge("for 1 to 10 we get 2 × (1+2+…+10) = 10 × 11")
    assert not right.contradicted
