"""Written maths in claims and passages: a symbol related to a number, a quantity's formula."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ConflictKind, ContradictionChecker, Verdict
from tutorapp.core.validation.relations import Fact, facts, formulas, relation_conflicts

STANDARD = "That is, ax2 + bx + c = 0, a ≠ 0 is called the standard form of a quadratic equation."
NTH = (
    "So, the nth term an of the AP with first term a and common difference d is given by "
    "an = a + (n – 1) d."
)
SUM = "So, the sum of the first n terms of an AP is given by S = 2 n [2a + (n – 1) d]"


def test_a_symbol_related_to_a_number() -> None:
    assert facts(STANDARD) == {Fact("a", "≠", "0")}  # "+ c = 0" ends an equation
    assert facts("In the standard form, a can be 0") == {Fact("a", "=", "0")}
    assert facts("a cannot be 0") == {Fact("a", "≠", "0")}
    assert facts("where a is zero") == {Fact("a", "=", "0")}
    assert facts("This is a zero-sum game, and a is one of the roots.") == set()
    assert facts("If x = 2y then x > 3") == {Fact("x", ">", "3")}  # "2y" is an expression


def test_a_formula_is_keyed_by_the_words_before_it() -> None:
    (nth, *_) = formulas(NTH)
    assert nth.written == "a+(n-1)d"
    assert {"nth", "term", "ap"} <= nth.before


@pytest.mark.parametrize(
    ("claim", "passage", "contradicted"),
    [
        ("In the standard form ax2 + bx + c = 0, a can be 0.", STANDARD, True),
        ("In the standard form ax2 + bx + c = 0, a cannot be 0.", STANDARD, False),
        ("The nth term of an AP is equal to a + nd.", NTH, True),
        ("The nth term of an AP is a + (n – 1) d.", NTH, False),
        ("The sum of the first n terms of an AP is S = n/2 [2a + (n + 1) d].", SUM, True),
        # the fraction as the text layer gives it ("2 n") is the same formula as "n/2"
        ("The sum of the first n terms of an AP is S = n/2 [2a + (n – 1) d].", SUM, False),
    ],
)
def test_relations_stated_otherwise(claim: str, passage: str, contradicted: bool) -> None:
    assert bool(relation_conflicts(claim, passage)) is contradicted
    judgement = ContradictionChecker([passage]).judge(claim)
    assert (judgement.verdict is Verdict.CONTRADICTED) is contradicted
    if contradicted:
        assert judgement.evidence is not None
        assert ConflictKind.FORMULA in {c.kind for c in judgement.evidence.conflicts}


def test_a_relation_written_the_claims_way_elsewhere_is_not_contradicted() -> None:
    other = "For example, in the AP 3, 7, 11, …, the nth term is a + (n – 1) d = 4n – 1."
    claim = "The nth term of an AP is equal to a + (n – 1) d."
    assert ContradictionChecker([NTH, other]).judge(claim).verdict is not Verdict.CONTRADICTED


def test_another_quantitys_formula_is_no_relation_conflict() -> None:
    claim = "The sum of the first n terms of an AP is S = n/2 [2a + (n – 1) d]."
    assert relation_conflicts(claim, NTH) == []  # the nth term is not the sum
