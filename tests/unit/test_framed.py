"""Claims about a worked example's setting, worked results and signs, read against the book
(``units.framed``, ``ContradictionChecker._framed``, the sign and value folds)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.conditions import framed
from tutorapp.core.validation.contradiction import ContradictionChecker

POLE = (
    "Therefore, AP2 + PB2 = AB2 (By Pythagoras theorem) i.e., (x + 7)2 + x2 = 132 i.e., "
    "x2 + 14x + 49 + x2 = 169 i.e., 2x2 + 14x – 120 = 0 So, the distance ‘x’ of the pole from "
    "gate B satisfies the equation x2 + 7x – 60 = 0 So, it would be possible to place the pole "
    "if this equation has real roots. To see if this is so or not, let us consider its "
    "discriminant. The discriminant is b2 – 4ac = 72 – 4 × 1 × (– 60) = 289 > 0. So, the given "
    "quadratic equation has two real roots, and it is possible to erect the pole on the "
    "boundary of the park."
)
EXAMPLE_7 = (
    "Example 7: Find the discriminant of the quadratic equation 2x2 – 4x + 3 = 0, and hence "
    "find the nature of its roots. Solution : The given equation is of the form ax2 + bx + c = "
    "0, where a = 2, b = – 4 and c = 3. Therefore, the discriminant b2 – 4ac = (– 4)2 – (4 × 2 × "
    "3) = 16 – 24 = – 8 < 0 So, the given equation has no real roots. Example 8 : A pole has to "
    "be erected at a point on the boundary of a circular park of diameter 13 metres."
)
ROWS = (
    "Example 10 : In a flower bed, there are 23 rose plants in the first row, 21 in the second, "
    "19 in the third, and so on. There are 5 rose plants in the last row. How many rows are "
    "there in the flower bed? Solution : The number of rose plants in the 1st, 2nd, 3rd, . . ., "
    "rows are : 23, 21, 19, . . ., 5 It forms an AP (Why?). Let the number of rows in the "
    "flower bed be n. Then a = 23, d = 21 – 23 = – 2, an = 5 As, an = a + (n – 1) d We have, "
    "5 = 23 + (n – 1)(– 2) i.e., – 18 = (n – 1)(– 2) i.e., n = 10 So, there are 10 rows in the "
    "flower bed."
)
PARK = (
    "the discriminant of x² + 7x – 60 = 0 in the example of the pole on the boundary of the "
    "circular park is {}"
)
BED = (
    "In the flower bed with 23 rose plants in the first row, 21 in the second, 19 in the "
    "third, and so on down to 5 in the last row, there are {} rows"
)


def test_framed_splits_a_setting_from_what_is_said_in_it() -> None:
    assert framed(BED.format(9)) == (
        "the flower bed with 23 rose plants in the first row, 21 in the second, 19 in the "
        "third, and so on down to 5 in the last row",
        ("there are 9 rows",),
    )
    assert framed("The discriminant of 2x² – 4x + 3 = 0 works out to +8, which is positive") == (
        "2x² – 4x + 3 = 0",
        ("the discriminant is +8", "the discriminant is positive"),
    )
    # what a claim is about is no setting
    assert framed("The inclination of a vertical line is 90°") is None
    assert framed("In a convex mirror, the image is always virtual") is None


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        (PARK.format("negative"), True),
        (PARK.format("positive"), False),
        (BED.format(9), True),
        (BED.format(10), False),
    ],
)
def test_what_is_said_in_a_setting_is_read_where_the_book_sets_it_out(
    claim: str, expected: bool
) -> None:
    checker = ContradictionChecker([POLE, EXAMPLE_7, ROWS])
    assert checker.judge(claim).contradicted is expected


def test_a_worked_result_of_another_example_is_no_contradiction() -> None:
    # the "– 8 < 0" of Example 7 is not the discriminant of the pole's equation
    checker = ContradictionChecker([EXAMPLE_7])
    assert not checker.judge(PARK.format("positive")).contradicted


def test_a_sign_worked_out_is_read_at_the_end_of_a_sentence() -> None:
    checker = ContradictionChecker([EXAMPLE_7])
    claim = "The discriminant of 2x² – 4x + 3 = 0 works out to +8, which is positive"
    assert checker.judge(claim).contradicted
    # after a worked step the sign is still said of the discriminant
    assert ContradictionChecker([POLE]).judge("the discriminant is negative").contradicted


def test_a_value_a_working_comes_to_is_the_value_given() -> None:
    book = (
        "For an electric iron which consumes 1 kW electric power when operated at 220 V, a "
        "current of (1000/220) A, that is, 4.54 A will flow in the circuit."
    )
    checker = ContradictionChecker([book])
    claim = "An electric iron that uses 1 kW of power at 220 V draws a current of about {} A"
    assert not checker.judge(claim.format("4.54")).contradicted
    assert checker.judge(claim.format("45")).contradicted


def test_with_each_other_says_nothing_more() -> None:
    book = (
        "Thus it is obviously impracticable to connect an electric bulb and an electric heater "
        "in series, because they need currents of widely different values to operate properly."
    )
    checker = ContradictionChecker([book])
    claim = "it {} to connect an electric bulb and an electric heater in series with each other"
    assert not checker.judge(claim.format("is impracticable")).contradicted
    assert checker.judge(claim.format("is best")).contradicted


EXAMPLE_2 = (
    "Example 2 : Check whether the following are quadratic equations: (i) (x – 2)2 + 1 = 2x – 3 "
    "(ii) x(x + 1) + 8 = (x + 2) (x – 2) Solution : (i) LHS = (x – 2)2 + 1 = x2 – 4x + 5 It is "
    "of the form ax2 + bx + c = 0. Therefore, the given equation is a quadratic equation."
)
EXAMPLE_2_II = (
    "(ii) Since x(x + 1) + 8 = x2 + x + 8 and (x + 2)(x – 2) = x2 – 4 Therefore, x2 + x + 8 = "
    "x2 – 4 i.e., x + 12 = 0 It is not of the form ax2 + bx + c = 0. Therefore, the given "
    "equation is not a quadratic equation."
)
ROOT = "We say that 1 is a root of the quadratic equation 2x2 – 3x + 1 = 0."


@pytest.mark.parametrize(("said", "expected"), [("is not", False), ("is", True)])
def test_a_claim_about_an_equation_is_read_where_the_book_writes_it(
    said: str, expected: bool
) -> None:
    # the answer to item (i) of a task is not said of item (ii); a sentence about another
    # equation says nothing of this one
    checker = ContradictionChecker([EXAMPLE_2, EXAMPLE_2_II, ROOT])
    claim = f"x(x + 1) + 8 = (x + 2)(x – 2) {said} a quadratic equation"
    assert checker.judge(claim).contradicted is expected


def test_not_only_says_nothing_more() -> None:
    book = (
        "Fractals are found throughout nature — like in the branching of trees, in vegetables, "
        "such as cauliflower or broccoli, in the shape of snowflakes."
    )
    checker = ContradictionChecker([book])
    assert not checker.judge(
        "Fractals are found throughout nature, not only in maths books"
    ).contradicted
    assert checker.judge("Fractals are never found in nature").contradicted


def test_another_name_in_brackets_is_no_alternative() -> None:
    book = (
        "In an AP with first term a and common difference d, the nth term (or the general "
        "term) is given by an = a + (n – 1) d."
    )
    claim = "the formula for the sum of an AP can be used only when the common difference is given"
    assert not ContradictionChecker([book]).judge(claim).contradicted
    # a real list of alternatives still is one
    assert (
        ContradictionChecker(["The common difference can be positive, negative or zero."])
        .judge("The common difference is always positive")
        .contradicted
    )
