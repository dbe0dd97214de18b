"""False premises and true twins of kinds first met while reading the unseen set heldout37:
"all of the light" against the book's "most of the light" ("counted as part of" a total is
"included in" it); and a true twin corrected because the names
it gives stand only in the passage's caption ("Fig. 9 – J.V. Schley, L'Imprimerie, 1739.")."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import SOME, terms
from tutorapp.core.validation.verdicts import Verdict

MIRROR = "A highly polished surface, such as a mirror, reflects most of the light falling on it."
ENGRAVING = (
    "Fig. 9 – J.V. Schley, L’Imprimerie, 1739. This is one of the many images produced in "
    "early modern Europe, celebrating the coming of print."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_most_of_is_against_all_of() -> None:
    assert SOME in {t.stem for t in terms("reflects most of the light")}
    assert "SOME" not in {t.stem for t in terms("the most important sector")}
    claim = "a highly polished mirror reflects all of the light that falls on it"
    assert _verdict([MIRROR], claim) is Verdict.CONTRADICTED
    twin = "a highly polished mirror reflects most of the light that falls on it"
    assert _verdict([MIRROR], twin) is not Verdict.CONTRADICTED


def test_counted_as_part_of_is_included_in() -> None:
    said = [t.stem for t in terms("tree crops are counted as part of the net sown area")]
    assert said == [t.stem for t in terms("tree crops are included in the net sown area")]


def test_names_in_a_caption_are_mentioned_by_the_passage() -> None:
    claim = "J.V. Schley's picture L'Imprimerie (1739) was made to celebrate the coming of printing"
    assert _verdict([ENGRAVING], claim) is not Verdict.CONTRADICTED
