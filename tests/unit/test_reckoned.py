"""A claim's own arithmetic against the book's value (``reckoned.py``), an AP's sum written
with dots, number words as numbers, and a student's misspelt comparison (``terms.spelled``)."""

from __future__ import annotations

from tests.unit.test_contradiction import verdict
from tutorapp.core.validation.arithmetic import check_arithmetic, evaluate
from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.terms import spelled

GAUSS = (
    "We consider the problem given to Gauss, to solve when he was just 10 years old. He was "
    "asked to find the sum of the positive integers from 1 to 100. He immediately replied "
    "that the sum is 5050."
)
BOUNCES = (
    "The sequence of maximum heights attained by the ball after each bounce is: First bounce: "
    "24 × 0.75 = 18 feet Second bounce: 18 × 0.75 = 13.5 feet Third bounce: 13.5 × 0.75 = "
    "10.125 feet"
)


def test_an_ap_s_sum_written_with_dots_is_worked_out() -> None:
    assert evaluate("1 + 2 + 3 + ... + 100") == 5050
    assert evaluate("2 + 4 + 6 + … + 20") == 110
    assert evaluate("1 + 2 + 4 + ... + 64") is None  # no AP: left alone
    checked = check_arithmetic("1 + 2 + 3 + ... + 100 = 10100")
    assert [s.value for s in checked.corrected] == [5050]


def test_a_claim_s_wrong_sum_is_contradicted_by_the_sentence_with_the_right_one() -> None:
    judged = ContradictionChecker([GAUSS]).judge(
        "gauss was 10 when he worked out that 1 + 2 + 3 + ... + 100 = 10100"
    )
    assert judged.contradicted and judged.evidence is not None
    assert "5050" in judged.evidence.unit.display
    right = "gauss was 10 when he worked out that 1 + 2 + 3 + ... + 100 = 5050"
    assert not ContradictionChecker([GAUSS]).judge(right).contradicted


def test_a_wrong_step_in_feet_is_caught_against_the_book_s_working() -> None:
    wrong = "After the second bounce, the height is 18 × (3/4) = 18 feet"
    judged = ContradictionChecker([BOUNCES]).judge(wrong)
    assert judged.contradicted and judged.evidence is not None
    assert [(c.claim, c.passage) for c in judged.evidence.conflicts] == [("18 feet", "13.5")]


def test_the_case_s_statement_is_judged_by_every_check() -> None:
    claim = (
        "If a ball dropped from 24 feet bounces back to 3/4 of its previous height each time, "
        "then its first bounce only reaches 6 feet"
    )
    assert verdict(claim, BOUNCES) is Verdict.CONTRADICTED


def test_number_words_count_and_a_sentence_that_never_counts_the_thing_is_no_support() -> None:
    book = (
        "Gutenberg printed about 180 copies, of which no more than 50 have survived. About 180 "
        "copies were printed and it took three years to produce them."
    )
    claim = "it took Gutenberg thirty years to print about 180 copies of the Bible"
    assert verdict(claim, book) is Verdict.CONTRADICTED
    assert verdict(claim.replace("thirty", "three"), book) is not Verdict.CONTRADICTED


def test_a_student_s_misspelt_comparison_is_read_as_meant() -> None:
    assert spelled("a convex lens thiner at the middle then at the edges") == (
        "a convex lens thinner at the middle than at the edges"
    )
    assert spelled("it is biger then the sun") == "it is bigger than the sun"
    assert spelled("the water then flows") == "the water then flows"
    assert spelled("more current flows then the bulb glows") == (
        "more current flows then the bulb glows"
    )
    book = (
        "It is simply called a convex lens. It is thicker at the middle as compared to the edges."
    )
    assert verdict("a convex lens thiner at the middle then at the edges", book) is (
        Verdict.CONTRADICTED
    )


def test_roots_that_do_not_satisfy_the_equation_meet_the_sentence_with_the_true_ones() -> None:
    book = (
        "Note that we have found the roots of 2x2 – 5x + 3 = 0 by factorising 2x2 – 5x + 3 "
        "into two linear factors. In other words, 1 and 3 2 are the roots of the equation "
        "2x2 – 5x + 3 = 0."
    )
    judged = ContradictionChecker([book]).judge(
        "Factorising 2x² – 5x + 3 = 0 gives the roots –1 and –3/2"
    )
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("In other words, 1 and 3 2 are the roots")
    right = "Factorising 2x² – 5x + 3 = 0 gives the roots 1 and 3/2"
    assert not ContradictionChecker([book]).judge(right).contradicted


def test_a_line_s_equation_is_checked_at_the_point_it_goes_through() -> None:
    book = (
        "Example 5 Find the equation of the line through (– 2, 3) with slope – 4. Solution "
        "Here m = – 4 and given point (x0 , y0) is (– 2, 3). By slope-intercept form formula "
        "(1) above, equation of the given line is y – 3 = – 4 (x + 2) or 4x + y + 5 = 0, which "
        "is the required equation."
    )
    other = (
        "Equation of the line with slope – 1 through the point P (4, 1) is y – 1 = – 1 (x – 4) "
        "or x + y – 5 = 0."
    )
    checker = ContradictionChecker([other, book])
    wrong = "The line through (–2, 3) with slope –4 is y – 3 = –4(x – 2), i.e. 4x + y – 11 = 0"
    judged = checker.judge(wrong)
    assert judged.contradicted and judged.source == 1
    right = "The line through (–2, 3) with slope –4 is y – 3 = –4(x + 2), i.e. 4x + y + 5 = 0"
    assert checker.judge(right).verdict is Verdict.SUPPORTED
