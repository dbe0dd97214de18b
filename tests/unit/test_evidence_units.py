"""What a passage offers as evidence for or against a claim: a task set for the student says
nothing; "He wrote …" is read as the name the sentence before opens on; the books' flattened
"anti clockwise" and "(say)"; a count after a worked sum; "indicates" as "means"; what
"appears to be" X "but turns out" otherwise is not X."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.roles import doing_said
from tutorapp.core.validation.units import units

ERASMUS = (
    "Fear of the book Erasmus, a Latin scholar and a Catholic reformer, who criticised the "
    "excesses of Catholicism but kept his distance from Luther, expressed a deep anxiety "
    "about printing. He wrote in Adages (1508): ‘To what corner of the world do they not "
    "fly, these swarms of new books? It may be that one here and there contributes "
    "something worth knowing, but the very multitude of them is hurtful to scholarship.’"
)


@pytest.mark.parametrize(
    "task",
    [
        "Example 6 : Check whether 301 is a term of the list of numbers 5, 11, 17, 23, . . .",
        "Show that the points (1, 2) and (3, 4) lie on a line.",
        "(b) Production of a commodity, mostly through the natural process, is an activity in "
        "_________ sector.",
        "Find the 10th term of the AP 2, 7, 12.",
        "Example 2 If the angle between two lines is π 4 and slope of one of the lines is 1 2 , "
        "find the slope of the other line.",
        "Now turn the flask so that the shoots are away from light and the roots towards light.",
    ],
)
def test_a_task_set_for_the_student_is_no_evidence(task: str) -> None:
    assert units(task) == ()


def test_a_task_read_with_the_sentence_before_is_still_no_evidence() -> None:
    text = (
        "Keep the flask in the box in such a manner that the open side of the box faces light "
        "coming from a window. After two or three days, you will notice that the shoots bend "
        "towards light and roots away from light. Now turn the flask so that the shoots are "
        "away from light and the roots towards light."
    )
    assert not [u for u in units(text) if u.display.startswith("Now turn")]


def test_a_statement_is_evidence() -> None:
    assert units("So, 301 is not a term of the given list of numbers.")


def test_a_task_does_not_deny_what_its_answer_says() -> None:
    task = "Example 6 : Check whether 301 is a term of the list of numbers 5, 11, 17, 23, . . ."
    checker = ContradictionChecker([task])
    assert not checker.judge("301 is not a term of the list of numbers 5, 11, 17, 23").contradicted


def test_he_is_read_as_the_name_before() -> None:
    (named,) = [u for u in units(ERASMUS) if u.quoted]
    assert named.quoted is not None and named.quoted.startswith("He [Erasmus] wrote in Adages")
    assert named.read.startswith("Erasmus wrote in Adages")
    assert "scholarship" in named.read  # the quotation read to its end


def test_the_deed_of_he_given_to_another_name_is_contradicted() -> None:
    checker = ContradictionChecker([ERASMUS])
    wrong = checker.judge(
        "Martin Luther wrote in Adages (1508) that the swarms of new books were hurtful to "
        "scholarship"
    )
    assert wrong.contradicted
    right = checker.judge(
        "Erasmus wrote in Adages (1508) that the swarms of new books were hurtful to scholarship"
    )
    assert not right.contradicted


def test_he_after_a_sentence_that_opens_on_no_name_is_not_read() -> None:
    text = "After that the press spread. He wrote many books about it."
    assert not [u for u in units(text) if u.quoted]


def test_another_deed_of_the_same_doer_does_not_say_this_one() -> None:
    luther = "Martin Luther wrote Ninety Five Theses criticising many of the practices."
    assert not doing_said("Martin Luther wrote in Adages that books were hurtful", luther)
    assert doing_said("Martin Luther wrote Ninety Five Theses", luther)


def test_anti_clockwise_is_anticlockwise() -> None:
    book = (
        "The angle (say) θ made by the line l with positive direction of x-axis and measured "
        "anti clockwise is called the inclination of the line."
    )
    checker = ContradictionChecker([book])
    right = "the inclination of a line is the angle measured anticlockwise from the x-axis"
    wrong = "the inclination of a line is the angle measured clockwise from the x-axis"
    assert not checker.judge(right).contradicted
    assert checker.judge(wrong).contradicted


def test_a_count_after_a_worked_sum_counts() -> None:
    book = (
        "As an = a + (n – 1) d, we have 99 = 12 + (n – 1) × 3 i.e., 87 = (n – 1) × 3 i.e., "
        "n – 1 = 29 i.e., n = 29 + 1 = 30 So, there are 30 two-digit numbers divisible by 3."
    )
    checker = ContradictionChecker([book])
    assert checker.judge("There are 33 two-digit numbers divisible by 3").contradicted
    assert not checker.judge("There are 30 two-digit numbers divisible by 3").contradicted


def test_a_sign_that_indicates_something_means_it() -> None:
    book = "A negative sign in the value of the magnification indicates that the image is real."
    checker = ContradictionChecker([book])
    assert checker.judge(
        "a negative value of magnification means the image formed by a spherical mirror is virtual"
    ).contradicted
    assert not checker.judge(
        "a negative value of magnification means the image formed by a spherical mirror is real"
    ).contradicted


SEEMING = (
    "In (iv) above, the given equation appears to be a cubic equation (an equation of degree "
    "3) and not a quadratic equation. But it turns out to be a quadratic equation."
)


def test_what_turns_out_otherwise_is_denied() -> None:
    checker = ContradictionChecker([SEEMING])
    assert checker.judge("So, the given equation is a cubic equation").contradicted
    assert not checker.judge("The given equation is a quadratic equation").contradicted


def test_what_only_appears_is_not_denied_without_a_turn() -> None:
    plain = "This makes the pencil appear to be displaced at the interface. It is bent."
    checker = ContradictionChecker([plain])
    assert not checker.judge("The pencil is displaced at the interface").contradicted


def test_the_last_number_of_a_denied_list_counts_nothing() -> None:
    book = (
        "Similarly, when a = – 7, d = – 2, the AP is – 7, – 9, – 11, – 13, . . . a = 1.0, "
        "d = 0.1, the AP is 1.0, 1.1, 1.2, 1.3, . . . a = 0, d = 1 1 2, the AP is 0, 1 1 2, 3"
    )
    checker = ContradictionChecker([book])
    assert not checker.judge("1, 1, 2, 3, 5, … is not an AP").contradicted


MIRRORS = (
    "Please note that the centre of curvature is not a part of the mirror. It lies outside its "
    "reflecting surface. The centre of curvature of a concave mirror lies in front of it. "
    "However, it lies behind the mirror in case of a convex mirror."
)


@pytest.mark.parametrize(
    ("claim", "contradicted"),
    [
        ("the centre of curvature of a convex mirror lies behind the mirror", False),
        ("the centre of curvature of a concave mirror lies in front of the mirror", False),
        ("the centre of curvature of a convex mirror lies in front of the mirror", True),
        ("the centre of curvature of a concave mirror lies behind the mirror", True),
    ],
)
def test_two_cases_set_side_by_side_are_judged_one_by_one(claim: str, contradicted: bool) -> None:
    """ "… of a concave mirror lies in front of it. However, it lies behind the mirror in case
    of a convex mirror.": read as one, the pair puts "concave" where the claim has "convex";
    each case is read alone, and the other case (concave, in front) agrees with the claim."""
    assert ContradictionChecker([MIRRORS]).judge(claim).contradicted is contradicted


def test_a_comparison_where_the_book_states_an_equality_is_contradicted() -> None:
    book = (
        "Let us recall these laws – (i) The angle of incidence is equal to the angle of "
        "reflection, and (ii) The incident ray, the normal to the mirror at the point of "
        "incidence and the reflected ray, all lie in the same plane."
    )
    checker = ContradictionChecker([book])
    assert checker.judge(
        "The angle of incidence is greater than the angle of reflection"
    ).contradicted
    assert not checker.judge(
        "The angle of incidence is equal to the angle of reflection"
    ).contradicted
