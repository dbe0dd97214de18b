"""False premises of kinds first met while reading the unseen set heldout40: a quotient turned
upside down ("height of the object ÷ height of the image"), a century written in hundreds
("the early 1500s"), a time of day written with a colon ("at 7:30"), flat land for hilly,
"explain how X made Y", "they only seem to" (merely, not only) and "a limited number" for
"infinitely many", and an event set "right after" another."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.quotients import turned_quotient
from tutorapp.core.validation.terms import ALL, terms
from tutorapp.core.validation.verdicts import Verdict

MAGNIFICATION = (
    "The magnification produced by a spherical mirror gives the relative extent to which the "
    "image of an object is magnified with respect to the object size. It is expressed as the "
    "ratio of the height of the image to the height of the object."
)
PRESS = (
    "The periodical press developed from the early eighteenth century, combining information "
    "about current affairs with entertainment."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_quotient_turned_upside_down() -> None:
    claim = "magnification of a spherical mirror = height of the object ÷ height of the image"
    assert _verdict([MAGNIFICATION], claim) is Verdict.CONTRADICTED
    twin = "magnification of a spherical mirror = height of the image ÷ height of the object"
    assert _verdict([MAGNIFICATION], twin) is Verdict.SUPPORTED
    said = "the magnification is the height of the object divided by the height of the image"
    assert _verdict([MAGNIFICATION], said) is Verdict.CONTRADICTED


def test_a_ratio_of_and_a_quotient_of_symbols() -> None:
    book = (
        "The refractive index of the medium is the ratio of the speed of light in air and the "
        "speed of light in the medium."
    )
    turned = turned_quotient(
        "the refractive index is the ratio of the speed of light in the medium to the speed of "
        "light in air",
        book,
    )
    assert turned is not None and turned.claim == "medium ÷ air"
    # symbols and numbered media are left to the formula checks
    assert turned_quotient("R = I/V", "According to Ohm's law, R = V/I") is None
    assert turned_quotient("n12 = speed in medium 2 / speed in medium 1", book) is None


def test_a_century_written_in_hundreds() -> None:
    assert [t.stem for t in terms("in the early 1500s")][-2:] == ["16th", "century"]
    claim = "the periodical press started in the early 1500s"
    assert _verdict([PRESS], claim) is Verdict.CONTRADICTED
    assert _verdict([PRESS], "the periodical press started in the early 1700s") is not (
        Verdict.CONTRADICTED
    )


def test_a_time_of_day_with_a_colon_is_one_number() -> None:
    said = [t.stem for t in terms("He goes to the shop at 7:30 in the morning and works till 8:00")]
    assert "7.30" in said and "8.00" in said
    assert "1" in [t.stem for t in terms("mixed in the ratio 1:2")]


FOREST = (
    "Forest Soils These soils are found in the hilly and mountainous areas where sufficient "
    "rain forests are available."
)


def test_flat_land_is_not_hilly() -> None:
    claim = (
        "forest soils in india are mostly found in flat dry areas where theres hardly any forest"
    )
    assert _verdict([FOREST], claim) is Verdict.CONTRADICTED
    twin = "forest soils are mostly found in hilly and mountainous areas with enough rain forest"
    assert _verdict([FOREST], twin) is not Verdict.CONTRADICTED


def test_what_happened_asked_how_of_is_taken_for_granted() -> None:
    found = presupposition(
        "explain how the cartoons in france before the revolution, which showed the monarchy "
        "working hard for the common people, made people support the king"
    )
    assert found is not None and found.form is PremiseForm.HOW
    assert found.claim.endswith("made people support the king")


def test_only_seeming_is_no_only() -> None:
    said = [t.stem for t in terms("for a convex mirror they only seem to come from a focus")]
    assert ALL not in said
    assert ALL in [t.stem for t in terms("a convex mirror only forms virtual images")]


LINE = "We know that every line in a plane contains infinitely many points on it."


def test_a_limited_number_is_not_infinitely_many() -> None:
    claim = "a straight line in a plane only has a limited number of points on it"
    assert _verdict([LINE], claim) is Verdict.CONTRADICTED
    twin = "a straight line in a plane has infinitely many points on it"
    assert _verdict([LINE], twin) is Verdict.SUPPORTED


def test_an_event_set_right_after_another_is_judged_on_its_own() -> None:
    gutenberg = "Pages of Gutenberg's Bible, the first printed book in Europe."
    claim = "the periodical press in europe started in the early 1500s, right after gutenberg"
    assert _verdict([gutenberg, PRESS], claim) is Verdict.CONTRADICTED
    twin = "the periodical press in europe started in the early 1700s, long after gutenberg"
    assert _verdict([gutenberg, PRESS], twin) is not Verdict.CONTRADICTED
