"""A value an exercise gives with the other sign ("a lens of power +2.0 D" where Exercise 16
asks about "– 2.0 D"; "magnification -1" where Exercise 13 says "+1") is contradicted by the
exercise, and where the exercise stands in the chapter ("q13 at the end of the light chapter
says …") is no part of the claim; a claim the exercise states is its own word, whatever
another sentence says of another lens (heldout64 fp64-11, heldout69 fp69-12 and ft69-12)."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.question_frames import unplaced

# jesc109 pp. 159-160 (the chapter's exercises) and p. 158 (a sentence on a prescribed lens)
EXERCISES = (
    "12. Find the size, nature and position of the image formed. 13. The magnification "
    "produced by a plane mirror is +1. What does this mean? 14. An object 5.0 cm in length "
    "is placed at a distance of 20 cm in front of a convex mirror of radius of curvature 30 "
    "cm. 16. Find the focal length of a lens of power – 2.0 D. What type of lens is this? "
    "17. A doctor has prescribed a corrective lens of power +1.5 D."
)
PRESCRIBED = (
    "The power of a lens is measured in dioptre. Let us say the lens prescribed has power "
    "equal to + 2.0 D. This means the lens prescribed is convex."
)


@pytest.mark.parametrize(
    ("claim", "rest"),
    [
        (
            "q13 at the end of the light chapter says a plane mirror gives magnification -1",
            "a plane mirror gives magnification -1",
        ),
        (
            "Exercise 16 of the Light chapter gives a lens of power – 2.0 D",
            "a lens of power – 2.0 D",
        ),
        # (a chapter named where no exercise is stays: it may be what the claim is about)
        ("in the light chapter the lens is convex", "in the light chapter the lens is convex"),
    ],
)
def test_where_a_named_exercise_stands_is_no_part_of_the_claim(claim: str, rest: str) -> None:
    assert unplaced(claim) == rest


@pytest.mark.parametrize(
    "question",
    [
        "Q16 at the end of the light chapter gives a lens of power +2.0 D, so its focal length "
        "is +0.5 m and it's a convex lens?",
        "q13 at the end of the light chapter says a plane mirror gives magnification -1, so does "
        "that mean the image is inverted?",
    ],
)
def test_a_value_given_with_the_other_sign_is_corrected_by_the_exercise(question: str) -> None:
    check = PremiseChecker().check(question, [PRESCRIBED, EXERCISES], posed=frozenset({1}))
    assert check is not None and check.contradicted
    assert check.source == 1 and check.evidence is not None
    assert "+1" in check.evidence or "– 2.0 D" in check.evidence


def test_a_value_the_exercise_gives_is_its_own_word() -> None:
    question = (
        "Exercise 16 of the Light chapter gives a lens of power – 2.0 D. What is its focal "
        "length, and what type of lens is it?"
    )
    check = PremiseChecker().check(question, [PRESCRIBED, EXERCISES], posed=frozenset({1}))
    assert check is None or not check.contradicted
