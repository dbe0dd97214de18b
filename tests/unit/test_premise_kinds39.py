"""False premises and a true twin of kinds first met while reading the unseen set heldout39:
another shape of mirror and another branch of maths in place of the book's; and a student's
"really" read as a name the book puts "First" in place of; "rather than" read as a
comparison; a ratio of a claim that lists several read as put in place of the book's."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

MIRRORS = "The most commonly used type of curved mirror is the spherical mirror."
GEOMETRY = (
    "We are familiar with two-dimensional coordinate geometry from earlier classes. Mainly, it "
    "is a combination of algebra and geometry."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_another_shape_of_mirror() -> None:
    claim = "cylindrical mirrors are the most commonly used type of curved mirror"
    assert _verdict([MIRRORS], claim) is Verdict.CONTRADICTED
    twin = "spherical mirrors are the most commonly used type of curved mirror"
    assert _verdict([MIRRORS], twin) is not Verdict.CONTRADICTED


def test_another_branch_of_maths() -> None:
    claim = "coordinate geometry is a combination of trigonometry and geometry"
    assert _verdict([GEOMETRY], claim) is Verdict.CONTRADICTED
    twin = "coordinate geometry is a combination of algebra and geometry"
    assert _verdict([GEOMETRY], twin) is not Verdict.CONTRADICTED


def test_a_students_intensifiers_say_nothing() -> None:
    said = {t.stem for t in terms("resource planning is really important, basically")}
    assert not said & {"really", "basically"}


SERVICES = (
    "Transport, storage, communication, banking, trade are some examples of tertiary "
    "activities. Since these activities generate services rather than goods, the tertiary "
    "sector is also called the service sector."
)


def test_rather_than_denies_what_follows_it() -> None:
    # ("rather than" was read as a comparison, its "goods" said plainly)
    twin = "tertiary activities like transport, storage and banking dont make a good themselves"
    assert _verdict([SERVICES], twin) is not Verdict.CONTRADICTED
    claim = "tertiary activities like transport, storage and banking make goods of their own"
    assert _verdict([SERVICES], claim) is Verdict.CONTRADICTED


IDENTITY = (
    "Solution : Since we will apply the identity involving sec θ and tan θ, let us first "
    "convert the LHS (of the identity we need to prove) in terms of sec θ and tan θ by "
    "dividing numerator and denominator by cos θ."
)


def test_a_claim_listing_ratios_says_more_not_otherwise() -> None:
    # ("sin" of the claim's formula against the book's "sec": the claim names sec too)
    twin = (
        "to prove (sin θ – cos θ + 1)/(sin θ + cos θ – 1) = 1/(sec θ – tan θ), the book first "
        "divides the top and bottom by cos θ so everything is in sec and tan"
    )
    assert _verdict([IDENTITY], twin) is not Verdict.CONTRADICTED
    # one of two put for the other is still another ratio
    divided = "To prove the identity, we first divide the numerator and the denominator by cos θ."
    claim = (
        "to prove the identity, we first divide the numerator by sin θ and the denominator by cos θ"
    )
    assert _verdict([divided], claim) is Verdict.CONTRADICTED
