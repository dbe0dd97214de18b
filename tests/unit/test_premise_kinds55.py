"""From heldout54: a concave lens's ray "corrected" by the concave *mirror's* rule (a sentence
about another thing of the same make denies nothing of the claim's), and "in ex 5.4 q4 the
houses … are numbered from 1 to 50" let through because the book's "numbered consecutively
from 1 to 49" gave its numbers to "consecutively"."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

MIRRORS = (
    "Let us consider the following rays for the ease of locating the image. (i) A ray parallel "
    "to the principal axis, after reflection, will pass through the principal focus in case of "
    "a concave mirror or appear to diverge from the principal focus in case of a convex mirror."
)
LENSES = (
    "For drawing ray diagrams in lenses, alike of spherical mirrors, we consider any two of the "
    "following rays – (i) A ray of light from the object, parallel to the principal axis, after "
    "refraction from a convex lens, passes through the principal focus on the other side of the "
    "lens, as shown in Fig. 9.13 (a). In case of a concave lens, the ray appears to diverge from "
    "the principal focus located on the same side of the lens, as shown in Fig. 9.13 (b)."
)
LENS_CLAIM = (
    "for a concave lens, a ray parallel to the principal axis passes through the principal "
    "focus on the other side of the lens after refraction, right? how do i draw that?"
)


def test_a_mirror_of_the_same_make_is_no_correction_of_a_lens() -> None:
    check = PremiseChecker().check(LENS_CLAIM, [MIRRORS, LENSES])
    assert check is not None and check.contradicted
    assert check.evidence is not None and "convex lens" in check.evidence
    assert "concave mirror" not in check.evidence


def test_the_mirror_alone_does_not_deny_the_lens() -> None:
    lens_page = "A lens has two spherical surfaces. A concave lens is thicker at the edges."
    check = PremiseChecker().check(LENS_CLAIM, [MIRRORS, lens_page])
    assert check is None or not check.contradicted


def test_another_first_word_or_an_arrangement_is_still_denied() -> None:
    sectors = ContradictionChecker(["The primary sector is the largest employer in India."])
    assert sectors.judge("the tertiary sector is the largest employer in india").contradicted
    circuit = ContradictionChecker(
        [
            "In parallel, the potential difference across each resistor is the same. Resistors in "
            "parallel share the voltage of the battery."
        ]
    )
    assert circuit.judge("resistors in series have the same potential difference").contradicted


HOUSES = (
    "EXERCISE 5.4 4. The houses of a row are numbered consecutively from 1 to 49. Show that "
    "there is a value of x such that the sum of the numbers of the houses preceding the house "
    "numbered x is equal to the sum of the numbers of the houses following it."
)


def test_an_exercise_named_first_is_no_part_of_the_claim() -> None:
    found = presupposition(
        "in ex 5.4 q4 the houses in the row are numbered from 1 to 50, right? how do i find x?"
    )
    assert found is not None
    assert found.claim == "the houses in the row are numbered from 1 to 50"
    named = presupposition(
        "in exercise 8.1, question 6, Tn is the sum of the previous two terms, right?"
    )
    assert named is not None and named.claim.startswith("Tn is")


def test_numbers_given_consecutively_are_the_numbering() -> None:
    checker = ContradictionChecker([HOUSES])
    judged = checker.judge("the houses in the row are numbered from 1 to 50")
    assert judged.contradicted
    assert checker.judge("the houses in the row are numbered from 1 to 49").verdict is (
        Verdict.SUPPORTED
    )


PEAK = [
    "लोकप्रियता की पराकाष्ठा --- जब कोई फ़ैशन लोकप्रियता की ऊँचाई पर होता है, तो उसकी माँग इतनी "
    "अधिक हो जाती है कि बहुत से निर्माता उसकी नकल करते हैं या विभिन्न मूल्य स्तरों पर उसके "
    "रूपांतरणों का उत्पादन करते हैं।"
]


def test_a_demand_that_falls_is_denied_by_one_that_grows_so_much() -> None:
    asked = (
        "फ़ैशन चक्र में जब कोई फ़ैशन लोकप्रियता की पराकाष्ठा पर होता है, तब उसकी माँग {} जाती है"
        " और निर्माता उसकी नकल {} हैं, है ना?"
    )
    check = PremiseChecker().check(asked.format("घट", "करना बंद कर देते"), PEAK)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    twin = PremiseChecker().check(asked.format("इतनी बढ़", "करते"), PEAK)
    assert twin is not None and twin.verdict is Verdict.SUPPORTED


RESOURCES = ["Human beings themselves are essential components of resources."]


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_a_typographic_apostrophe_is_read_as_a_plain_one(apostrophe: str) -> None:
    # phones and word processors write "isn’t" / "aren’t": the question's form and its "not"
    # were lost with them (heldout55 fp55-15 was written with a plain one)
    found = presupposition(f"isn{apostrophe}t resistance the property that helps charges flow?")
    assert found is not None and found.claim.startswith("resistance is the property")
    check = PremiseChecker().check(
        f"humans aren{apostrophe}t part of resources themselves, right?", RESOURCES
    )
    assert check is None or check.verdict is not Verdict.SUPPORTED


MANUSCRIPTS = [
    "6.1 Manuscripts Before the Age of Print India had a very rich and old tradition of "
    "handwritten manuscripts – in Sanskrit, Arabic, Persian, as well as in various vernacular "
    "languages."
]


def test_only_one_of_a_list_given_as_well_as_others_is_denied() -> None:
    asked = "before print came to india, the handwritten manuscripts were {}, right?"
    check = PremiseChecker().check(asked.format("only in sanskrit"), MANUSCRIPTS)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    twin = PremiseChecker().check(
        asked.format("in sanskrit, arabic, persian and many vernacular languages"), MANUSCRIPTS
    )
    assert twin is not None and twin.verdict is Verdict.SUPPORTED


def test_a_value_taken_as_is_the_value_said() -> None:
    focal = ContradictionChecker(
        [
            "Focal length, f = R/2 = + 3.00 m 2 = + 1.50 m (as the principal focus of a convex "
            "mirror is behind the mirror)"
        ]
    )
    assert focal.judge("the focal length is taken as −1.50 m").contradicted
    assert not focal.judge("the focal length is taken as +1.50 m").contradicted


def test_a_figures_number_counts_nothing_after_it() -> None:
    # heldout55 ft55-20: "… AB = 3k …" was "corrected" by "(see Fig 8.11) i.e., BC = AB"
    from tutorapp.core.validation.numbers import neighbours
    from tutorapp.core.validation.terms import terms

    seen = neighbours(terms("tan A = BC AB = 1 (see Fig 8.11) i.e., BC = AB"), counts=True)
    assert not any(n == "8.11" for pairs in seen.values() for _, n in pairs)
    counted = neighbours(terms("there are 30 two-digit numbers"), counts=True)
    assert any(n == "30" for pairs in counted.values() for _, n in pairs)
