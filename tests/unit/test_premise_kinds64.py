"""Premise forms and checks from the blind held-out set premises_heldout64 (and heldout63's
leftovers): what a "why" sets against its claim ("… when Fibonacci already studied it …",
"… even though …"), and a date in the other era."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.verdicts import Verdict

VIRAHANKA = (
    "That’s right, it is the Virahānka–Fibonacci sequence! It was first written down explicitly "
    "and studied by Virahānka in his work Vṛttajātisamuchaya in the 7th century CE. The sequence "
    "was later also studied by the Italian mathematician Fibonacci (c. 1200 CE)."
)


def test_what_a_why_sets_against_its_claim_is_given_as_known() -> None:
    found = presupposition(
        "Why is it called the Virahanka–Fibonacci sequence when Fibonacci already studied it "
        "around 1200 BCE, long before Virahanka?"
    )
    assert found is not None and found.form is PremiseForm.WHY
    assert found.claim == "it called the Virahanka–Fibonacci sequence"
    assert found.ground == "Fibonacci already studied it around 1200 BCE"
    though = presupposition(
        "why is the sequence named after Virahanka although Fibonacci studied the sequence "
        "around 1200 BCE?"
    )
    assert though is not None and though.ground == (
        "Fibonacci studied the sequence around 1200 BCE"
    )
    # (a plain "when" is the case the claim holds in, not something given against it)
    case = presupposition("why does the heart beat faster when adrenaline is secreted?")
    assert case is not None and case.ground is None


def test_a_ground_the_book_dates_in_the_other_era_is_the_premise_corrected() -> None:
    asked = (
        "why is it called the Virahanka–Fibonacci sequence although Fibonacci studied the "
        "sequence around {}?"
    )
    check = PremiseChecker().check(asked.format("1200 BCE"), [VIRAHANKA])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.claim == "Fibonacci studied the sequence around 1200 BCE"
    assert check.quote is not None and "(c. 1200 CE)" in check.quote
    # (the twin in the book's words; "Fibonacci studied the sequence around 1200 CE" is
    # still read against "… studied by Virahānka …", a name in the doer's place)
    twin = PremiseChecker().check(
        "why is it called the Virahanka–Fibonacci sequence although the Italian mathematician "
        "Fibonacci also studied the sequence around 1200 CE?",
        [VIRAHANKA],
    )
    assert twin is not None and not twin.contradicted


def test_a_figure_named_before_the_claim_is_no_part_of_it() -> None:
    # (heldout63 fp63-08: "… because PM is drawn perpendicular to the hypotenuse AC" did not
    # restate a claim that still held "in fig 8.6 of the trigo chapter")
    found = presupposition(
        "in fig 8.6 of the trigo chapter, PM is drawn perpendicular to the hypotenuse AC, so how "
        "are triangles PAM and CAB similar?"
    )
    assert found is not None and found.claim == "PM is drawn perpendicular to the hypotenuse AC"
    table = presupposition("in table 11.1, the symbol for a closed key is an open circle, right?")
    assert table is not None and table.claim == "the symbol for a closed key is an open circle"
    # (not a setting that goes on without a comma: what is done in the activity is the claim)
    activity = presupposition(
        "in activity 9.5 we hold a concave mirror in one hand and a pencil in the other — why "
        "does the pencil image get smaller?"
    )
    assert activity is not None and activity.claim.startswith("in activity 9.5 we hold")


def test_a_formula_drawn_from_a_ground_is_a_given_not_to_be_said_again() -> None:
    # (heldout63 fp63-05: the answer said the student's formula back as the book's)
    asked = (
        "when we derive the sum formula, we add S to its reverse, and there are only n – 1 "
        "pairs, so 2S = (n – 1)[2a + (n – 1)d], right?"
    )
    found = presupposition(asked)
    assert found is not None and found.given == "2S = (n – 1)[2a + (n – 1)d]"
    assert found.claim.endswith("there are only n – 1 pairs")
    book = (
        "Rewriting the terms in reverse order, we have S = [a + (n – 1) d] + [a + (n – 2) d] + "
        ". . . + a. On adding, term-wise, we get 2S = n [2a + (n – 1) d] (Since, there are n "
        "terms)."
    )
    check = PremiseChecker().check(asked, [book])
    assert check is not None and check.loose_givens == "2S = (n – 1)[2a + (n – 1)d]"
    assert not check.confirmed
    # (a formula alone, with no ground before it, is still no premise)
    assert presupposition("so 2S = (n – 1)[2a + (n – 1)d], right?") is None
