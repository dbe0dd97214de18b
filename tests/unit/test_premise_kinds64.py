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
