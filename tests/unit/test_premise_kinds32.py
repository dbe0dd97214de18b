"""False premises (and their true twins) of kinds first met in the unseen sets heldout31 and
heldout32: a quadratic equation written with a wrong sign; a path told the wrong way round
(axon to dendrite); a gland and its hormone both swapped for others, where the book says
"necessary" for the student's "needed"; a count beyond the book's bound ("no more than 50");
"a little smaller" (a degree, not a denial) against "equal"; "always" against alternatives
the page gives of another kind of mirror; a "… when X" claim that holds both colours the
book sets side by side; and a sequence that "stops" where the book's "continues"."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.negation import polarity
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

TOYS = (
    "Therefore, x (55 – x) = 750 i.e., 55x – x2 = 750 i.e., – x2 + 55x – 750 = 0 i.e., "
    "x2 – 55x + 750 = 0 Therefore, the number of toys produced that day satisfies the "
    "quadratic equation x2 – 55x + 750 = 0 which is the required representation of the "
    "problem mathematically."
)
IMPULSE = (
    "This impulse travels from the dendrite to the cell body, and then along the axon to its end."
)
IODINE = "Iodine is necessary for the thyroid gland to make thyroxin hormone."
GUTENBERG = "Gutenberg printed about 180 copies, of which no more than 50 have survived."
PLANE = "The size of the image is equal to that of the object."
SPHERICAL = (
    "The image is either magnified, reduced or has the same size, depending on the position of "
    "the object."
)
AP = "In an arithmetic progression, the common difference can be positive, negative or zero."
SOILS = (
    "Yellow and red soils are also found in parts of Odisha and Chhattisgarh. These soils "
    "develop a reddish colour due to diffusion of iron in crystalline and metamorphic rocks. "
    "It looks yellow when it occurs in a hydrated form."
)
DOTS = "The three dots … indicate that the sequence continues indefinitely."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_quadratic_with_a_wrong_sign_is_contradicted_by_the_books_equation() -> None:
    judged = ContradictionChecker([TOYS]).judge("the equation becomes x² + 55x + 750 = 0")
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "x2 – 55x + 750 = 0" in str(judged.evidence.conflicts[0])


def test_the_books_quadratic_and_its_signs_all_turned_are_not_contradicted() -> None:
    assert _verdict([TOYS], "the equation becomes x² – 55x + 750 = 0") is not Verdict.CONTRADICTED
    assert _verdict([TOYS], "so – x² + 55x – 750 = 0") is not Verdict.CONTRADICTED


def test_a_path_told_the_wrong_way_round_is_contradicted() -> None:
    claim = (
        "in a neuron the electrical impulse starts at the axon end, goes to the cell body and "
        "then leaves through the dendrite"
    )
    assert _verdict([IMPULSE], claim) is Verdict.CONTRADICTED


def test_the_path_the_books_way_is_not_contradicted() -> None:
    claim = (
        "in a neuron the electrical impulse starts at the dendrite, goes to the cell body and "
        "then travels along the axon"
    )
    assert _verdict([IMPULSE], claim) is not Verdict.CONTRADICTED


def test_another_gland_and_hormone_are_contradicted_where_the_book_says_necessary() -> None:
    claim = "iodine is needed by the pancreas to make insulin"
    assert _verdict([IODINE], claim) is Verdict.CONTRADICTED
    assert _verdict([IODINE], "iodine is needed by the thyroid gland to make thyroxin") is (
        Verdict.SUPPORTED
    )


def test_a_count_beyond_the_books_bound_is_contradicted() -> None:
    claim = "gutenberg printed about 180 bibles and around 150 of them still survive today"
    judged = ContradictionChecker([GUTENBERG]).judge(claim)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "no more than 50" in str(judged.evidence.conflicts[0])


def test_a_count_within_the_bound_or_the_bound_itself_is_not_contradicted() -> None:
    within = "gutenberg printed about 180 bibles and around 40 of them still survive today"
    bound = "gutenberg printed about 180 bibles and no more than 50 of them still survive"
    assert _verdict([GUTENBERG], within) is not Verdict.CONTRADICTED
    assert _verdict([GUTENBERG], bound) is not Verdict.CONTRADICTED


def test_a_little_smaller_is_a_degree_not_a_denial() -> None:
    negated, _ = polarity(terms("the image is always a little smaller than the object"))
    assert "smaller" not in negated
    scant, _ = polarity(terms("these soils have little humus"))
    assert "humus" in scant


def test_smaller_is_contradicted_by_equal() -> None:
    claim = "the image in a plane mirror is always a little smaller than the object"
    assert _verdict([PLANE], claim) is Verdict.CONTRADICTED


def test_always_is_not_denied_by_alternatives_on_a_page_without_the_claims_kind() -> None:
    claim = "the image in a plane mirror is always the same size as the object"
    assert _verdict([SPHERICAL], claim) is not Verdict.CONTRADICTED
    # (where the page names the claim's kind, the alternatives deny "always" as before)
    ap = "the common difference of an arithmetic progression is always positive"
    assert _verdict([AP], ap) is Verdict.CONTRADICTED


def test_a_case_claim_holding_both_colours_is_not_contradicted_by_their_list() -> None:
    claim = "red soil looks yellow when it occurs in a hydrated form"
    assert _verdict([SOILS], claim) is not Verdict.CONTRADICTED


def test_a_sequence_that_stops_is_contradicted_by_one_that_continues() -> None:
    # (every other word the book's: the opposite alone decides)
    claim = "the three dots indicate that the sequence stops indefinitely"
    assert _verdict([DOTS], claim) is Verdict.CONTRADICTED
    assert _verdict([DOTS], "the three dots mean the sequence continues forever") is not (
        Verdict.CONTRADICTED
    )
