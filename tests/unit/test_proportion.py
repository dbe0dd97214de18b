"""How one quantity moves with another: the passage's laws against a claim's change."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.proportion import (
    DOWN,
    UP,
    claimed_change,
    direction_conflict,
    laws,
)

RESISTANCE = (
    "Precise measurements have shown that resistance of a uniform metallic conductor is "
    "directly proportional to its length (l) and inversely proportional to the area of "
    "cross-section (A)."
)


def test_laws_read_direct_and_inverse_proportion_in_one_sentence() -> None:
    found = laws(RESISTANCE)
    assert [(law.quantity, law.same) for law in found] == [
        ("resistanc", True),
        ("resistanc", False),
    ]
    assert "length" in found[0].cause and "area" in found[1].cause


def test_laws_read_moves_together() -> None:
    (law,) = laws("The pressure increases with an increase in the depth of the liquid.")
    assert law.quantity == "pressur" and law.same and "depth" in law.cause


SIERPINSKI = (
    "Thus, while the number of black triangles increases rapidly, the total area of the "
    "triangles decreases."
)


def test_laws_read_while_one_moves_the_other_moves() -> None:
    (law,) = laws(SIERPINSKI)
    assert law.quantity == "area" and not law.same  # "total" is an amount, not the quantity
    assert {"number", "triangl"} <= law.cause
    rising = claimed_change(
        "the total black area of the Sierpiński triangle keep increasing as the number of "
        "black triangles grows at each stage"
    )
    assert rising is not None and direction_conflict(rising, SIERPINSKI) is not None
    falling = claimed_change("the total area decreases as the number of black triangles grows")
    assert falling is not None and direction_conflict(falling, SIERPINSKI) is None


@pytest.mark.parametrize(
    ("claim", "way", "cause_way"),
    [
        ("the resistance of a wire decreases when the wire is made longer", DOWN, UP),
        ("A longer wire has less resistance", DOWN, UP),
        ("When the area of cross-section is increased, the resistance decreases", DOWN, UP),
        ("the resistance increases if the wire is made thinner", UP, DOWN),
    ],
)
def test_claimed_change(claim: str, way: int, cause_way: int) -> None:
    change = claimed_change(claim)
    assert change is not None
    assert (change.way, change.cause_way) == (way, cause_way)
    assert "resistanc" in change.quantity


@pytest.mark.parametrize(
    "claim",
    ["Resistance is a property of a conductor", "Why do we use copper wires?", "It increases"],
)
def test_no_change_claimed(claim: str) -> None:
    assert claimed_change(claim) is None


@pytest.mark.parametrize(
    ("claim", "against"),
    [
        ("the resistance of a wire decreases when the wire is made longer", True),
        ("a longer wire has less resistance", True),
        ("a thicker wire has more resistance", True),
        ("the resistance of a wire increases when the wire is made longer", False),
        ("a thicker wire has less resistance", False),
        ("when the area of cross-section is increased, the resistance decreases", False),
        ("the current decreases when the wire is made longer", False),  # another quantity
        ("the resistance decreases when the wire is made hotter", False),  # another cause
    ],
)
def test_direction_conflict(claim: str, against: bool) -> None:
    change = claimed_change(claim)
    assert change is not None
    assert (direction_conflict(change, RESISTANCE) is not None) is against


def test_checker_contradicts_the_reversed_law_and_quotes_it() -> None:
    passages = [
        "It is observed that the ammeter reading decreases to one-half when the length of "
        "the wire is doubled. " + RESISTANCE
    ]
    checker = ContradictionChecker(passages)
    wrong = checker.judge("the resistance of a wire decreases when the wire is made longer")
    assert wrong.verdict is Verdict.CONTRADICTED
    assert wrong.evidence is not None and "directly proportional" in wrong.evidence.unit.display
    right = checker.judge("the resistance of a wire increases when the wire is made longer")
    assert right.verdict is not Verdict.CONTRADICTED


def test_a_plain_adjective_compares_two_things() -> None:
    checker = ContradictionChecker([RESISTANCE])
    right = checker.judge("a thick wire has less resistance than a thin wire")
    assert right.verdict is Verdict.SUPPORTED  # not "the book does not say so"
    wrong = checker.judge("a thick wire has more resistance than a thin wire")
    assert wrong.verdict is Verdict.CONTRADICTED


def test_a_stated_law_outweighs_a_sentence_about_another_quantity() -> None:
    ohm = (
        "A straight line plot shows that as the current through a wire increases, the "
        "potential difference across the wire increases linearly."
    )
    checker = ContradictionChecker([ohm, RESISTANCE])
    judged = checker.judge("the resistance of a wire increases when the wire is made longer")
    assert judged.verdict is Verdict.SUPPORTED
    assert judged.evidence is not None and "directly proportional" in judged.evidence.unit.display


JOULE = (
    "The law implies that heat produced in a resistor is (i) directly proportional to the "
    "square of current for a given resistance, (ii) directly proportional to resistance for "
    "a given current, and (iii) directly proportional to the time for which the current "
    "flows through the resistor."
)


def test_a_numbered_list_of_laws_is_read_whole_and_what_is_held_fixed_is_no_cause() -> None:
    found = laws(JOULE)
    assert [sorted(law.cause) for law in found] == [["current", "squar"], ["resistanc"], ["time"]]
    assert all(law.quantity == "heat" and law.same for law in found)


def test_if_one_is_doubled_the_other_is_halved() -> None:
    (law,) = laws("If the resistance is doubled the current gets halved.")
    assert law.quantity == "current" and law.cause == {"resistanc"} and not law.same
    wrong = claimed_change(
        "the current through a resistor gets doubled when its resistance is doubled"
    )
    right = claimed_change(
        "the current through a resistor gets halved when its resistance is doubled"
    )
    assert wrong is not None and right is not None
    text = "If the resistance is doubled the current gets halved."
    assert direction_conflict(wrong, text) is not None
    assert direction_conflict(right, text) is None


def test_a_claim_in_the_laws_own_form_is_read() -> None:
    """'If the resistance is doubled the current gets doubled': the claim written as the book
    writes the law, the other way round."""
    book = "If the resistance is doubled the current gets halved."
    wrong = "If the resistance is doubled the current gets doubled."
    change = claimed_change(wrong)
    assert change is not None and (change.way, change.cause_way) == (UP, UP)
    assert ContradictionChecker([book]).judge(wrong).verdict is Verdict.CONTRADICTED
    assert ContradictionChecker([book]).judge(book).verdict is Verdict.SUPPORTED


def test_a_quantity_that_keeps_growing_against_one_that_decreases_meanwhile() -> None:
    book = (
        "Thus, while the number of black triangles increases rapidly, the total area of the "
        "triangles decreases."
    )
    wrong = (
        "the total black area of the Sierpinski triangle keeps growing as the number of black "
        "triangles increases"
    )
    change = claimed_change(wrong)
    assert change is not None and (change.way, change.cause_way) == (UP, UP)
    assert ContradictionChecker([book]).judge(wrong).verdict is Verdict.CONTRADICTED
    right = wrong.replace("growing", "shrinking")
    assert ContradictionChecker([book]).judge(right).verdict is Verdict.SUPPORTED
