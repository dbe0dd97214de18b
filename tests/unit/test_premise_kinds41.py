"""False premises of kinds first met while reading the unseen set heldout41: a texted "y" for
"why" after the claim, letters that "look sunk deeper, lower than where they really are" under
a glass slab (a comparison after a comma is no statement after a condition; "look" is
"appear"; where a thing seems to be is no comparison of two things), and a part and its
whole turned round ("sustainable development is just one component of sustainable
existence")."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.texted import written_out
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.quotients import turned_part
from tutorapp.core.validation.units import condition
from tutorapp.core.validation.verdicts import Verdict

SLAB = (
    "For similar reasons, the letters appear to be raised, when seen through a glass slab "
    "placed over it. Similarly, when a thick glass slab is placed over some printed matter, "
    "the letters appear raised when viewed through the glass slab. Why does it happen?"
)
EXISTENCE = "Sustainable existence is a component of sustainable development."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_texted_why_after_the_claim() -> None:
    question = "the letters look sunk deeper than they are. y does this happen?"
    assert written_out(question).endswith(". why does this happen?")
    found = presupposition(question)
    assert found is not None and found.claim == "the letters look sunk deeper than they are"
    assert found.form is PremiseForm.SINCE
    # (a maths "y" after a sentence is left alone; "y is it so?" is a "why")
    assert written_out("x + y = 5. y is 3?") == "x + y = 5. y is 3?"
    assert written_out("x = 2. y is it so?") == "x = 2. why is it so?"


def test_a_comparison_after_a_comma_is_no_statement_after_a_condition() -> None:
    claim = "when u keep a glass slab on a page the letters look sunk, lower than they are"
    assert condition(claim) is None
    said = condition("When adrenaline is released, the heart beats faster")
    assert said == ("adrenaline is released", "the heart beats faster")


def test_letters_that_look_sunk_under_a_glass_slab() -> None:
    claim = (
        "when u keep a thick glass slab on a page the letters look sunk deeper, lower than "
        "where they really are"
    )
    assert _verdict([SLAB], claim) is Verdict.CONTRADICTED
    twin = (
        "when u keep a thick glass slab on a page the letters look raised, higher than where "
        "they really are"
    )
    assert _verdict([SLAB], twin) is Verdict.SUPPORTED


def test_a_part_and_its_whole_turned_round() -> None:
    turned = turned_part(
        "sustainable development is just one component of sustainable existence", EXISTENCE
    )
    assert turned is not None and turned.passage == "existenc part of develop"
    assert (
        turned_part("sustainable existence is a part of sustainable development", EXISTENCE) is None
    )
    claim = "sustainable development is just one component of sustainable existence"
    assert _verdict([EXISTENCE], claim) is Verdict.CONTRADICTED
    twin = "sustainable existence is a component of sustainable development"
    assert _verdict([EXISTENCE], twin) is Verdict.SUPPORTED


def test_a_pond_that_looks_deeper_than_it_really_is() -> None:
    pond = (
        "You might have observed that the bottom of a tank or a pond containing water appears "
        "to be raised."
    )
    claim = "the bottom of a pond full of water look deeper than it really is"
    assert _verdict([pond], claim) is Verdict.CONTRADICTED
    twin = "the bottom of a pond full of water look shallower than it really is"
    assert _verdict([pond], twin) is Verdict.SUPPORTED
