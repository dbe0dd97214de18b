"""Reading "respectively": one statement per pair of two parallel lists (``respective``)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.respective import expanded

RECIPROCALS = (
    "Note that the ratios cosec A, sec A and cot A are respectively, the reciprocals of the "
    "ratios sin A, cos A and tan A."
)


def test_each_pair_of_the_two_lists_is_a_statement() -> None:
    assert expanded(RECIPROCALS) == [
        "Note that the ratios cosec A are the reciprocals of the ratios sin A",
        "Note that the ratios sec A are the reciprocals of the ratios cos A",
        "Note that the ratios cot A are the reciprocals of the ratios tan A.",
    ]
    growth = "This upward and downward growth of shoots and roots, respectively, is geotropism."
    assert expanded(growth) == [
        "This upward growth of shoots is geotropism.",
        "This downward growth of roots is geotropism.",
    ]
    # "the" is no item: the items are "The first" and "the last"
    assert expanded("The first and the last terms of an AP are 17 and 350 respectively.") == [
        "The first terms of an AP are 17.",
        "the last terms of an AP are 350.",
    ]


def test_without_two_lists_of_one_length_nothing_is_paired() -> None:
    assert expanded("Sin A and cos A are trigonometric ratios.") == []
    assert expanded("They are 5 Ω, 10 Ω, 30 Ω, respectively, in the circuit.") == []
    assert expanded("The lines meet the axes at P and Q respectively.") == []


def test_a_claim_pairing_them_otherwise_is_contradicted() -> None:
    checker = ContradictionChecker([f"{RECIPROCALS} Also, observe that tan A = sin A / cos A."])
    assert checker.judge("The ratio sec A is the reciprocal of the ratio sin A.").contradicted
    judged = checker.judge("The ratio sec A is the reciprocal of the ratio cos A.")
    assert judged.verdict == "supported"
