"""A question that types out one of the book's exercises (``retrieval.exercises``) is about
that exercise as much as one that names it: its premise is checked against the exercise, and
the model's working of it backs nothing. heldout65 ft65-16 typed out a convex-mirror exercise
and got "The image is real and inverted because m < 0", drawn from a concave mirror's worked
example; ft65-12 ("Find two numbers whose sum is 27 and product is 182.") got "24 × (24 − 3)
= 576 − 72 = 504" from an AP example, both accepted as grounded."""

from __future__ import annotations

import pytest

from tests.unit.test_exercise_premises import exercise
from tests.unit.test_exercise_working import ALIGNER
from tests.unit.test_prompt_sources import hit
from tests.unit.test_validation_policy import source
from tutorapp.core.premise import retyped_check
from tutorapp.core.retrieval.exercises import Retyped, about_exercise, restated_exercise, retyped
from tutorapp.core.retrieval.ranking import checked_hits, what_it_asks
from tutorapp.core.validation.quality import Refute, assess

# (jesc109 p. 160 and jemh104 p. 44, as their text layers have them)
MIRRORS = (
    "10. Find the focal length of a lens of power – 2.0 D. What type of lens is this? "
    "11. An object 5.0 cm in length is placed at a distance of 20 cm in front of a convex "
    "mirror of radius of curvature 30 cm. Find the position of the image, its nature and "
    "size. 12. An object is placed at a distance of 10 cm from a convex mirror of focal "
    "length 15 cm. Find the position and nature of the image."
)
NUMBERS = (
    "EXERCISE 4.2 1. Find the roots of the following quadratic equations by factorisation: "
    "(i) x2 – 3x – 10 = 0 (ii) 2x2 + x – 6 = 0 4. Find two consecutive positive integers, sum "
    "of whose squares is 365. 5. Find two numbers whose sum is 27 and product is 182."
)
CONCAVE = (
    "Example 9.2 An object, 4.0 cm in size, is placed at 25.0 cm in front of a concave "
    "mirror of focal length 15.0 cm. The image is real. The image is inverted and enlarged."
)


@pytest.mark.parametrize(
    "question",
    [
        "Find two numbers whose sum is 27 and product is 182.",
        "find 2 numbers whose sum is 27 and product is 182",
        # (another number is the student's slip: the premise to correct)
        "how to find two numbers whose sum is 27 and product is 162 by factorisation?",
        "An object 5.0 cm in length is placed 20 cm in front of a convex mirror of radius of "
        "curvature 30 cm. Find the position, nature and size of the image.",
        "An object is placed 10 cm from a convex mirror of focal length 15 cm. Find the "
        "position and nature of the image.",
    ],
)
def test_a_question_typing_out_an_exercise_is_about_it(question: str) -> None:
    hits = [hit(CONCAVE, n=1), exercise(MIRRORS, 2), exercise(NUMBERS, 3)]
    assert restated_exercise(question, hits)
    assert about_exercise(question, hits)


@pytest.mark.parametrize(
    "question",
    [
        # (a question of one's own on the exercise's topic)
        "What is the position, nature and size of the image formed by a convex mirror?",
        "What kind of image does a convex mirror form?",
        "How do we find the roots of a quadratic equation by factorisation?",
        "Find two numbers",  # (too short to restate anything in particular)
    ],
)
def test_a_question_on_an_exercises_topic_is_not(question: str) -> None:
    hits = [hit(CONCAVE, n=1), exercise(MIRRORS, 2), exercise(NUMBERS, 3)]
    assert not restated_exercise(question, hits)


def test_only_an_exercise_is_restated() -> None:
    """The same words in the book's text or a worked example are not an exercise."""
    question = "Find two numbers whose sum is 27 and product is 182."
    assert not restated_exercise(question, [hit(NUMBERS, n=1)])


def test_a_typed_out_exercise_is_checked_after_the_text() -> None:
    question = "how to find two numbers whose sum is 27 and product is 162 by factorisation?"
    hits = [exercise(NUMBERS, 2), hit(CONCAVE, n=1)]
    assert checked_hits(hits, what_it_asks(question), question) == [hits[1], hits[0]]


def test_working_out_a_typed_out_exercise_backs_nothing() -> None:
    question = (
        "An object 5.0 cm in length is placed 20 cm in front of a convex mirror of radius of "
        "curvature 30 cm. Find the position, nature and size of the image."
    )
    answer = (
        "The image is real and inverted because m < 0 [1]. "
        "The image is 20 cm in front of the mirror [1]."
    )
    sources = [source(CONCAVE, 1, 144)]
    found = assess(answer, question, sources, ALIGNER, refute=Refute(exercise=""))
    assert [f.detail for f in found.findings if f.check == "works_the_exercise"] == ["0"]
    assert not found.good(0)
    # (unmarked, the same answer is judged as any other: its sentences may stand)
    plain = assess(answer, question, sources, ALIGNER)
    assert not [f for f in plain.findings if f.check == "works_the_exercise"]


def test_an_exercise_typed_out_with_another_number_is_a_premise_to_correct() -> None:
    question = "how to find two numbers whose sum is 27 and product is 162 by factorisation?"
    hits = [hit(CONCAVE, n=1), exercise(NUMBERS, 2)]
    slip = retyped(question, hits)
    assert slip == Retyped(
        source=1,
        sentence="Find two numbers whose sum is 27 and product is 182.",
        wrong="162",
        right="182",
    )
    check = retyped_check(question, slip)
    assert check.contradicted
    assert check.quote == "Find two numbers whose sum is 27 and product is 182."
    assert check.wrong_values == {"162"}
    # (an answer that works with the student's number says it again)
    assert check.restated_by("The two numbers whose product is 162 are 9 and 18.")


@pytest.mark.parametrize(
    "question",
    [
        "Find two numbers whose sum is 27 and product is 182.",  # (as the book has it)
        # (two numbers changed: another problem of the student's own)
        "Find two numbers whose sum is 28 and product is 162.",
        # (a number put to another quantity: not the same slot)
        "Find two numbers whose sum is 182 and product is 27.",
        "An object 5.0 cm in length is placed 20 cm in front of a convex mirror of focal "
        "length 30 cm. Find the position, nature and size of the image.",
    ],
)
def test_no_number_slip_is_read_into_other_questions(question: str) -> None:
    hits = [hit(CONCAVE, n=1), exercise(MIRRORS, 2), exercise(NUMBERS, 3)]
    assert retyped(question, hits) is None


AP_EXERCISE = (
    "EXERCISE 5.3 5. Find the sum of the odd numbers between 0 and 50. 6. The first and the "
    "last terms of an AP are 17 and 350 respectively. If the common difference is 9, how many "
    "terms are there and what is their sum? 7. Find the sum of first 22 terms of an AP in "
    "which d = 7 and 22nd term is 149."
)


def test_a_named_exercise_given_with_one_number_changed_is_a_slip() -> None:
    # heldout66 fp66-14: the question gives the exercise's numbers in brackets, one wrongly
    question = (
        "For Q6 of exercise 5.3 (first term 17, last term 350, common difference 7) I get a "
        "non-integer number of terms. what am i doing wrong?"
    )
    slip = retyped(question, [hit(CONCAVE, n=1), exercise(AP_EXERCISE, 2)])
    assert slip == Retyped(
        source=1,
        sentence="The first and the last terms of an AP are 17 and 350 respectively. If the "
        "common difference is 9, how many terms are there and what is their sum?",
        wrong="7",
        right="9",
    )
    # (two numbers of one's own: a problem of the student's own)
    own = "For Q6 of exercise 5.3 (first term 5, last term 350, common difference 7) how many?"
    assert retyped(own, [exercise(AP_EXERCISE, 2)]) is None
