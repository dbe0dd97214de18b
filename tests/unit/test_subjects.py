"""Saying the opposite of the claim's own subject (``subjects.said_otherwise``)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.subjects import said_otherwise

DISTANCE = (
    "9.4 Distance of a Point From a Line The distance of a point from a line is the length of "
    "the perpendicular drawn from the point to the line."
)


def test_the_claim_s_subject_given_another_predicate_is_said_otherwise() -> None:
    claim = "The distance of a point from a line is measured along a line parallel to the x-axis"
    found = said_otherwise(claim, ["Let L be a line, whose distance from P is d.", DISTANCE])
    assert found is not None
    index, conflict = found
    assert index == 1 and (conflict.claim, conflict.passage) == ("parallel", "perpendicular")
    judged = ContradictionChecker([DISTANCE]).judge(claim)
    assert judged.contradicted


def test_the_same_predicate_or_another_subject_is_not_said_otherwise() -> None:
    true = "The distance of a point from a line is the length of the perpendicular to the line"
    assert said_otherwise(true, [DISTANCE]) is None
    # another subject ("the distance between two points") is no sentence about the claim's
    other = "The distance between two points is measured along a line parallel to the x-axis"
    assert said_otherwise(other, [DISTANCE]) is None
    # a subject that points elsewhere is never the claim's
    book = "It is the length of the perpendicular drawn from the point to the line."
    assert said_otherwise("It is measured along a parallel line", [book]) is None


SUM = (
    "Therefore, S = 11(16 – 105) = 11(–89) = – 979 So, the sum of the first 22 terms of the AP "
    "is – 979."
)


EXAMPLE = "Example 13 : Find the sum of the first 22 terms of the AP : 8, 3, –2, . . . " + SUM


def test_a_sign_the_book_s_number_does_not_have_is_said_otherwise() -> None:
    claim = "the sum of the first 22 terms of the AP 8, 3, –2, ... comes out positive even tho"
    found = said_otherwise(claim, [SUM], [EXAMPLE])
    assert found is not None and (found[1].claim, found[1].passage) == ("positive", "– 979")
    assert said_otherwise(claim.replace("positive", "negative"), [SUM], [EXAMPLE]) is None
    assert said_otherwise("the sum of the first 22 terms of the AP is zero", [SUM]) is not None


def test_a_subject_named_by_a_list_is_that_lists_not_another_examples() -> None:
    # (heldout58 fp58-20: "the 10th term of the given AP is 47" was read as the AP –3, –2, …)
    other = "Example 3 : Find the 10th term of the AP : 2, 7, 12, . . . " + SUM
    claim = "the sum of the first 22 terms of the AP –3, –2, –1, 0, … comes out positive"
    assert said_otherwise(claim, [SUM], [other]) is None
    assert said_otherwise(claim, [SUM]) is None  # (nor the sentence alone, which lists none)
