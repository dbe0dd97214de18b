"""From the unseen set heldout47: "when a light ray goes from a denser medium into a rarer
one, say glass into air, it slows down and bends towards the normal, right?" was read as the
bare "it slows down and bends towards the normal", which the book states (of light going the
other way), and answered "Yes — your textbook says: …". A "when" case before "it" / "they"
is part of the claim, and a claim whose subject is a pronoun is never confirmed with "Yes"."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.verdicts import Verdict

REFRACTION = (
    "Thus, a ray of light travelling from a rarer medium to a denser medium slows down and "
    "bends towards the normal. When it travels from a denser medium to a rarer medium, it "
    "speeds up and bends away from the normal."
)
DENSER = (
    "when a light ray goes from a denser medium into a rarer one, say glass into air, it {} "
    "the normal, right? and does 'denser' here mean mass density?"
)


def test_a_when_case_before_it_stays_in_the_claim() -> None:
    found = presupposition(DENSER.format("slows down and bends towards"))
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim == (
        "when a light ray goes from a denser medium into a rarer one, say glass into air, it slows "
        "down and bends towards the normal"
    )
    # (a case "we" work in is still left out: the statement is made within it)
    worked = presupposition(
        "When we find how many terms are needed, we get n = 4 or n = 13, but n = 13 has to be "
        "rejected, doesn't it? Why?"
    )
    assert worked is not None and not worked.claim.lower().startswith("when")


def test_the_false_direction_gets_no_yes() -> None:
    check = PremiseChecker().check(DENSER.format("slows down and bends towards"), [REFRACTION])
    assert check is not None and not check.confirmed
    assert check.verdict is not Verdict.SUPPORTED or not check.stated_in_full


def test_a_claim_about_it_is_never_confirmed() -> None:
    check = PremiseChecker().check(
        "it slows down and bends towards the normal, right?", [REFRACTION]
    )
    assert check is not None and check.stated_in_full and not check.confirmed
    named = PremiseChecker().check(
        "a ray of light travelling from a rarer medium to a denser medium slows down and bends "
        "towards the normal, right?",
        [REFRACTION],
    )
    assert named is not None and named.confirmed
