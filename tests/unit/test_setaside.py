"""What the book sets aside with "instead of", "in contrast to", "unlike" (``setaside``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.setaside import set_aside

PLANTS = (
    "Instead of the specialised proteins found in animal muscle cells, plant cells change "
    "shape by changing the amount of water in them, resulting in swelling or shrinking."
)
HIDDEN = (
    "This kind of underemployment is hidden in contrast to someone who does not have a job "
    "and is clearly visible as unemployed. Hence, it is also called disguised unemployment."
)


@pytest.mark.parametrize(
    ("claim", "book"),
    [
        ("the leaf cells of the chhui-mui plant use special proteins to change shape", PLANTS),
        (
            "disguised unemployment is when a person has no job at all and everyone can "
            "clearly see they are unemployed",
            HIDDEN,
        ),
    ],
)
def test_what_the_book_sets_aside_said_of_its_subject_is_a_conflict(claim: str, book: str) -> None:
    conflict = set_aside(claim, book)
    assert conflict is not None and conflict.kind is ConflictKind.SUBJECT
    assert ContradictionChecker([book]).judge(claim).verdict is Verdict.CONTRADICTED


@pytest.mark.parametrize(
    "claim",
    [
        "Animal muscle cells use specialised proteins to change shape",  # true of them
        "Plant cells change shape by changing the amount of water in them",
        "Plant cells do not use specialised proteins found in muscle cells to change shape",
        "Unlike animal muscle cells, plant cells change shape without special proteins",
    ],
)
def test_a_claim_about_the_set_aside_thing_or_with_its_own_contrast_is_left_alone(
    claim: str,
) -> None:
    assert set_aside(claim, PLANTS) is None


def test_a_supposition_advice_or_a_short_aside_sets_nothing_aside() -> None:
    supposed = (
        "If, instead of generating an electrical impulse, stimulated cells release a chemical "
        "compound, this compound would diffuse all around the original cell."
    )
    claim = "The dendrite sets off a chemical reaction that creates an electrical impulse."
    assert set_aside(claim, supposed) is None
    advice = (
        "Economists suggest that the values of goods and services should be used rather than "
        "adding up the actual numbers."
    )
    assert (
        set_aside("The values of goods and services are calculated and added up.", advice) is None
    )
    short = "The use of powers, instead of focal lengths, for lenses is quite convenient."
    assert set_aside("The power of a lens is the reciprocal of its focal length.", short) is None


def test_advice_sets_aside_a_way_of_doing_things_the_claim_does_in_full() -> None:
    # heldout28 fp28-19: the claim does what the book advises against, all of it
    advice = (
        "To get around this problem, economists suggest that the values of goods and services "
        "should be used rather than adding up the actual numbers."
    )
    claim = (
        "to get the total production of a sector economists just add up the actual number of "
        "goods made, like cars, nails and furniture"
    )
    assert set_aside(claim, advice) is not None
    assert set_aside(claim.replace("actual number", "values"), advice) is None
    assert set_aside("economists add up the actual values of goods", advice) is None
