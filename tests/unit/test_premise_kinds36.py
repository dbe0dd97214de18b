"""False premises and true twins of kinds first met while reading the unseen sets heldout35
and heldout36: a number that ends its sentence read as counting the next sentence's first
word ("… differ by 90°. Thus, lines …" as "90 lines" against "two lines")."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.numbers import neighbours
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

PERPENDICULAR = (
    "Then tan α = – cot β = tan (β + 90°) or tan (β – 90°) Therefore, α and β differ by 90°. "
    "Thus, lines l1 and l2 are perpendicular to each other."
)
DAYS = "The Earth goes round the Sun once in 365 days. A leap year has 366 days."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_number_that_ends_its_sentence_counts_nothing_after_it() -> None:
    table = neighbours(terms("α and β differ by 90°. Thus, lines l1 and l2 meet."), counts=True)
    assert "line" not in table
    assert (-1, "90") in neighbours(terms("there are 90 lines in all"), counts=True)["line"]
    claim = "when two lines are perpendicular their inclinations differ by 90°"
    assert _verdict([PERPENDICULAR], claim) is not Verdict.CONTRADICTED


def test_a_number_inside_its_sentence_still_counts() -> None:
    assert _verdict([DAYS], "the Earth goes round the Sun once in 300 days") is (
        Verdict.CONTRADICTED
    )
    ended = [t for t in terms("once in 365 days. A leap year has 366 days.") if t.number]
    assert [t.ends for t in ended] == [False, False]
    assert [t.ends for t in terms("It came to 20%. Then") if t.number] == [True]
