"""A claim that gives the book's formula for one thing to another ("the sum of the first n
terms of an AP is a + (n – 1) d", the nth term's) is contradicted (``validation.owned``;
heldout53 ft53-03 was answered with that sentence)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.owned import formula_owners, owned_by_another, said_of
from tutorapp.core.validation.verdicts import Verdict

SUM = (
    "We will now use the same technique to find the sum of the first n terms of an AP : a, "
    "a + d, a + 2d, . . . The nth term of this AP is a + (n – 1) d. Let S denote the sum of "
    "the first n terms of the AP. We have S = a + (a + d) + (a + 2d) + . . . + [a + (n – 1) d]"
)


def test_the_things_a_sentence_gives_formulas_to() -> None:
    assert formula_owners("The nth term of this AP is a + (n – 1) d.") == [
        (frozenset({"nth", "term", "ap"}), "a+(n-1)d")
    ]
    # prose after "is" is no formula
    assert formula_owners("The sum of the first n terms is found by adding them.") == []


def test_the_nth_term_s_formula_is_not_the_sum_s() -> None:
    claim = "So the sum of the first n terms of an AP is a + (n – 1) d [1]."
    conflict = owned_by_another(claim, "The nth term of this AP is a + (n – 1) d.")
    assert conflict is not None and conflict.passage == "nth"
    judged = ContradictionChecker([SUM]).judge(claim)
    assert judged.verdict is Verdict.CONTRADICTED


def test_the_formula_said_of_its_own_thing_passes() -> None:
    for claim in (
        "The nth term of an AP is a + (n – 1) d.",
        "Let S denote the sum of the first n terms of the AP.",
    ):
        assert ContradictionChecker([SUM]).judge(claim).verdict is not Verdict.CONTRADICTED


def test_a_formula_the_book_gives_to_both_things_is_no_conflict() -> None:
    claim = "The last term l of an AP is a + (n – 1) d."
    both = ["The nth term of this AP is a + (n – 1) d.", "So the last term l is a + (n – 1) d."]
    assert said_of(claim, both)
    assert ContradictionChecker(both).judge(claim).verdict is not Verdict.CONTRADICTED
