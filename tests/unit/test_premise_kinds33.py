"""False premises (and their true twins) of kinds first met in the unseen set heldout33: a
century said beside another event ("…, around the time gutenberg built his press"); another
doer of the deed the book dates and counts ("By 1710, … had printed 32 Tamil texts"); two
opposites each given the other's partner (above/below, positive/negative); another medium
than the book's ("with respect to vacuum"); numbers in a unit of another quantity (watts for
amperes); a line's equation with a wrong sign; a run of numbers the book gives otherwise
(the gaps between square numbers); "only" leaving out what the book joins to it (land and
water pollution); and a count of terms from another example, where a sentence gives the
claim's own ("S20 … the sum of the first 20 terms")."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.measures import quantity_conflict
from tutorapp.core.validation.verdicts import Verdict

PAPER = (
    "The Silk Route was the route by which silk, spices and paper travelled. In the eleventh "
    "century, Chinese paper reached Europe via the same route. Paper made possible the "
    "production of manuscripts, carefully written by scribes."
)
TAMIL = (
    "Catholic priests printed the first Tamil book in 1579 at Cochin, and in 1713 the first "
    "Malayalam book was printed by them. By 1710, Dutch Protestant missionaries had printed "
    "32 Tamil texts, many of them translations of older works."
)
SIGNS = (
    "(iv) Distances measured perpendicular to and above the principal axis (along + y-axis) "
    "are taken as positive. (v) Distances measured perpendicular to and below the principal "
    "axis (along –y-axis) are taken as negative."
)
VACUUM = (
    "If medium 1 is vacuum or air, then the refractive index of medium 2 is considered with "
    "respect to vacuum. This is called the absolute refractive index of the medium."
)
FUSES = "The fuses used for domestic purposes are rated as 1 A, 2 A, 3 A, 5 A, 10 A, etc."
LINE = (
    "Equation of the required line passing through (1, 5) and (α1, β1) is … or 107x – 3y – 92 "
    "= 0, which is the equation of required line."
)
SQUARES = (
    "Let us now shift our attention to the sequence of square numbers, 1, 4, 9, 16, 25, 36, "
    "... Note that the differences between consecutive terms (for the first six terms) are 3, "
    "5, 7, 9 and 11."
)
EFFLUENTS = (
    "In recent years, industrial effluents as waste have become a major source of land and "
    "water pollution in many parts of the country."
)
SUMS = [
    "We write S20 to denote the sum of the first 20 terms of an AP.",
    "We have to find the total money collected on her 21st birthday, i.e., the sum of the "
    "first 21 terms of this AP.",
]


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_century_said_beside_another_event_is_judged_on_its_own() -> None:
    said = ", around the time gutenberg built his press"
    claim = f"chinese paper first reached europe in the fifteenth century{said}"
    assert _verdict([PAPER], claim) is Verdict.CONTRADICTED
    true = "chinese paper first reached europe in the eleventh century, around the same time"
    assert _verdict([PAPER], true) is not Verdict.CONTRADICTED


def test_another_doer_of_a_deed_the_book_dates_and_counts_is_contradicted() -> None:
    claim = "by 1710 portuguese jesuit priests had printed 32 tamil texts in india"
    assert _verdict([TAMIL], claim) is Verdict.CONTRADICTED
    true = "by 1710 dutch protestant missionaries had printed 32 tamil texts in india"
    assert _verdict([TAMIL], true) is not Verdict.CONTRADICTED


def test_two_opposites_given_each_others_partner_are_contradicted() -> None:
    claim = (
        "in the new cartesian sign convention, heights measured above the principal axis are "
        "taken as negative and heights below it as positive"
    )
    judged = ContradictionChecker([SIGNS]).judge(claim)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None and "above" in judged.evidence.unit.display
    true = (
        claim.replace("negative", "NEG").replace("positive", "negative").replace("NEG", "positive")
    )
    assert _verdict([SIGNS], true) is not Verdict.CONTRADICTED


def test_another_medium_than_the_books_is_contradicted() -> None:
    claim = (
        "the absolute refractive index of a medium is its refractive index with respect to water"
    )
    assert _verdict([VACUUM], claim) is Verdict.CONTRADICTED
    true = claim.replace("water", "vacuum")
    assert _verdict([VACUUM], true) is not Verdict.CONTRADICTED


def test_the_books_numbers_in_a_unit_of_another_quantity_are_contradicted() -> None:
    claim = "fuses used in our homes are rated in watts, like 1 W, 2 W, 5 W and 10 W"
    assert _verdict([FUSES], claim) is Verdict.CONTRADICTED
    true = "fuses used in our homes are rated in amperes, like 1 A, 2 A, 5 A and 10 A"
    assert _verdict([FUSES], true) is not Verdict.CONTRADICTED


def test_one_number_in_another_unit_is_not_enough() -> None:
    assert quantity_conflict("fuses are rated at 5 W", FUSES) is None
    assert quantity_conflict("fuses are rated at 1 W and 5 W", FUSES) is not None


def test_a_lines_equation_with_a_wrong_sign_is_contradicted_by_the_books() -> None:
    judged = ContradictionChecker([LINE]).judge("the answer comes out as 107x + 3y – 92 = 0")
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "107x – 3y – 92 = 0" in str(judged.evidence.conflicts[0])
    assert _verdict([LINE], "the answer comes out as 107x – 3y – 92 = 0") is not (
        Verdict.CONTRADICTED
    )


def test_a_run_of_numbers_the_book_gives_otherwise_is_contradicted() -> None:
    claim = "the gaps between the square numbers 1, 4, 9, 16, 25, 36 are 3, 6, 9, 12 and 15"
    judged = ContradictionChecker([SQUARES]).judge(claim)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "3, 5, 7, 9 and 11" in str(judged.evidence.conflicts[0])
    true = "the gaps between the square numbers 1, 4, 9, 16, 25, 36 are 3, 5, 7, 9 and 11"
    assert _verdict([SQUARES], true) is not Verdict.CONTRADICTED


def test_only_leaving_out_what_the_book_joins_to_it_is_contradicted() -> None:
    claim = "industrial effluents only pollute rivers and water"
    assert _verdict([EFFLUENTS], claim) is Verdict.CONTRADICTED
    assert _verdict([EFFLUENTS], "industrial effluents pollute land and water") is not (
        Verdict.CONTRADICTED
    )
    # ("only in …": no verb for "only" to close)
    assert _verdict([EFFLUENTS], "industrial effluents are a problem only in cities") is not (
        Verdict.CONTRADICTED
    )


def test_a_count_from_another_example_does_not_deny_the_sentence_that_gives_the_claims() -> None:
    claim = "in the AP chapter S20 stands for the sum of the first 20 terms of the AP"
    assert _verdict(SUMS, claim) is not Verdict.CONTRADICTED
