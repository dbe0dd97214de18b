"""Premises about the book's exercises from heldout66's blind run: an exercise's own questions
say what it gives (``units(posed=True)``), a claim about an exercise is read in the exercises
first, and of several contradicting sentences the one that gives all the claim's numbers is
quoted."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.question_frames import unplaced
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

# kemh109 p. 173 and Example 13 (p. 169), as their text layers have them
MISCELLANEOUS = (
    "16. The hypotenuse of a right angled triangle has its ends at the points (1, 3) and (– 4, "
    "1). Find an equation of the legs (perpendicular sides) of the triangle. 17. Find the image "
    "of the point (3, 8) with respect to the line x +3y = 7 assuming the line to be a plane "
    "mirror. 18. If the lines y = 3x +1 and 2y = x + 3 are equally inclined to the line y = mx "
    "+ 4, find the value of m."
)
EXAMPLE_13 = (
    "Example 13 Assuming that straight lines work as the plane mirror for a point, find the "
    "image of the point (1, 2) in the line x – 3y + 4 = 0."
)
# jesc109 p. 160
MIRRORS = (
    "12. An object is placed at a distance of 10 cm from a convex mirror of focal length 15 cm. "
    "Find the position and nature of the image. 15. An object of size 7.0 cm is placed at 27 "
    "cm in front of a concave mirror of focal length 18 cm. At what distance from the mirror "
    "should a screen be placed, so that a sharp focussed image can be obtained?"
)


def test_an_exercise_s_questions_state_what_it_gives_only_when_posed() -> None:
    task = (
        "Find the image of the point (3, 8) with respect to the line x +3y = 7 assuming the "
        "line to be a plane mirror."
    )
    assert task not in {u.display for u in units(MISCELLANEOUS)}  # (text: a task says nothing)
    assert task in {u.display for u in units(MISCELLANEOUS, posed=True)}


def test_a_claim_about_an_exercise_is_met_by_the_exercise() -> None:
    question = (
        "misc exercise q17 on straight lines treats the line x + 3y = 7 as a concave mirror. "
        "how can a straight line be a concave mirror??"
    )
    check = PremiseChecker().check(question, [EXAMPLE_13, MISCELLANEOUS], posed=frozenset({1}))
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.source == 1
    assert check.quote is not None and check.quote.endswith(
        "assuming the line to be a plane mirror."
    )
    # (the question the student names by number is read as the exercise sets it, wherever
    # the passage was found: "q17" speaks for itself, not Example 13's plane mirror)
    text = PremiseChecker().check(question, [EXAMPLE_13, MISCELLANEOUS])
    assert text is not None and text.source == 1
    # (an exercise question not named by number is read as text: Example 13 is all there is)
    unnamed = PremiseChecker().check(question.replace(" q17", ""), [EXAMPLE_13, MISCELLANEOUS])
    assert unnamed is not None and unnamed.source == 0


def test_the_place_named_is_no_part_of_the_claim() -> None:
    assert unplaced("misc exercise q17 on straight lines treats the line") == (
        "on straight lines treats the line"
    )
    assert unplaced("in the miscellaneous exercise, the ray reflects") == "the ray reflects"


def test_the_sentence_that_gives_the_claim_s_numbers_is_quoted() -> None:
    claim = "exercise 15 uses a convex mirror of focal length 18 cm (object 7.0 cm at 27 cm)"
    judged = ContradictionChecker([MIRRORS], posed=frozenset({0})).judge(unplaced(claim))
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("An object of size 7.0 cm is placed at 27 cm")


def test_a_minus_spaced_off_its_number_is_still_its_sign() -> None:
    # (the text layer's "(– 2, – 1)" is the student's "(–2, –1)"; heldout66 fp66-12)
    book = [t.stem for t in terms("points (– 2, – 1), (4, 0) and the AP 3, 1, – 1, – 3")]
    typed = [t.stem for t in terms("points (–2, –1), (4, 0) and the AP 3, 1, –1, –3")]
    assert book == typed
    assert [t.stem for t in terms("5 – 3 = 2")] == ["5", "−", "3", "=", "2"]  # (a difference)


def test_a_statement_before_an_isn_t_question_is_its_premise() -> None:
    question = (
        "Ex 5.2 Q12 has two APs with the same first term and their 100th terms differ by "
        "100. isn't the difference of the 1000th terms then 1000?"
    )
    found = presupposition(question)
    assert found is not None and found.claim.endswith("their 100th terms differ by 100")


def test_a_named_exercise_of_tasks_only_is_read_under_its_heading() -> None:
    """An exercise passage of tasks alone has units only as the book's exercises: read under
    the heading a question names, it is still read so (a KeyError crashed the check)."""
    tasks = (
        "EXERCISE 9.3 1. Find the image of the point (3, 8) with respect to the line x +3y = 7 "
        "assuming the line to be a plane mirror. 2. Find the slope of the line x + y = 4."
    )
    text = "A line is a set of points; its slope is the tangent of its inclination."
    question = "in ex 9.3 q1 the line x + 3y = 7 is taken as a concave mirror, right?"
    check = PremiseChecker().check(question, [text, tasks], posed=frozenset({1}))
    assert check is not None and check.contradicted
    assert check.source == 1
