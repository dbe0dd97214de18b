"""Trigonometric identities read as written maths (``validation/identities.py``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.identities import equations, identity_conflict

BOOK = (
    "Let us now divide (1) by AB2. We get i.e., 1 + tan2 A = sec2 A (3) Is this equation "
    "true for A = 0°? Similarly, cot2 A + 1 = cosec2 A (4). Since, sec2 A = 1 + tan2 A = 1 4, "
    "sec A = 2."
)


def test_equations_are_the_neighbouring_sides_of_written_maths() -> None:
    found = equations(BOOK)
    assert ("1+tan2a", "sec2a") in found  # the label "(3)" is no part of it
    assert ("1+cot2a", "cosec2a") in found  # a sum's terms in order
    assert ("sec2a", "1+tan2a") in found and ("1+tan2a", "14") in found  # a chain


@pytest.mark.parametrize(
    "claim",
    ["1 + tan² A = cosec² A", "tan^2 A + 1 = cosec^2 A", "cosec2 A = 1 + tan2 A"],
)
def test_a_side_equated_to_another_function_conflicts(claim: str) -> None:
    found = identity_conflict(claim, [BOOK])
    books = ("1+tan2a = sec2a", "sec2a = 1+tan2a", "cosec2a = 1+cot2a", "1+cot2a = cosec2a")
    assert found is not None and found[1] in books  # either side the book writes


@pytest.mark.parametrize(
    "claim",
    [
        "1 + tan² A = sec² A",  # the book's
        "sec² A = tan² A + 1",  # the book's, turned round
        "1 + cot² A = cosec² A",
        "sin A = cos A",  # no side the book writes
        "1 + tan² A = 4",  # a value, not an identity
    ],
)
def test_the_books_identity_or_an_unrelated_one_is_no_conflict(claim: str) -> None:
    assert identity_conflict(claim, [BOOK]) is None


def test_the_checker_contradicts_a_wrong_identity_it_would_otherwise_support() -> None:
    checker = ContradictionChecker([BOOK])
    assert checker.judge("The identity is 1 + tan² A = cosec² A").contradicted
    assert not checker.judge("The identity is 1 + tan² A = sec² A").contradicted


def test_the_books_equation_of_the_claims_sum_is_preferred() -> None:
    found = identity_conflict("1 + tan² A = cosec² A", [BOOK])
    assert found is not None and found[1] in ("1+tan2a = sec2a", "sec2a = 1+tan2a")
