"""What one half of a "While A, B" sentence says, said of the other half's thing (heldout71
fp71-04): "the first volume of the Jikji is kept in the National Library of France" against
"While the first volume of the book is unavailable, the second one is available in the
National Library of France."."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.contrasted import contrast_crossed
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

# jess305 p. 108, the box on the Jikji
JIKJI = (
    "The oldest Japanese book is the Diamond Sutra. The Jikji is a Korean book printed in 1377. "
    "While the first volume of the book is unavailable, the second one is available in the "
    "National Library of France."
)


def test_the_second_halfs_words_said_of_the_first_halfs_thing() -> None:
    checker = ContradictionChecker([JIKJI])
    wrong = checker.judge("the first volume of the Jikji is kept in the National Library of France")
    assert wrong.contradicted and wrong.evidence is not None
    assert wrong.evidence.unit.display.startswith("While the first volume")
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("first", "second")]


def test_what_each_half_says_of_its_own_thing_stands() -> None:
    checker = ContradictionChecker([JIKJI])
    for right in (
        "the second volume of the Jikji is kept in the National Library of France",
        "the first volume of the Jikji is unavailable",
        "the Jikji is kept in the National Library of France",
    ):
        assert not checker.judge(right).contradicted, right
    # (a claim that itself sets both halves side by side is held by the sentence)
    both = checker.judge(
        "while the first volume of the Jikji is unavailable, the second one is in the National "
        "Library of France"
    )
    assert both.verdict is not Verdict.CONTRADICTED


def test_things_not_set_apart_by_kind_are_not_crossed() -> None:
    found = list(enumerate(units(JIKJI)))
    assert contrast_crossed("the Korean volume is available in the National Library", found) is None
    # (too few of the second half's words: "is available" alone)
    assert contrast_crossed("the first volume is available", found) is None
    assert contrast_crossed("the first volume of the book is available in France", []) is None
