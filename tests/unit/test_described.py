"""A description given another name than the book's (``described.described_otherwise``)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.described import claimed, described_otherwise, descriptions

EROSION = (
    "Sometimes water flows as a sheet over large areas down a slope. In such cases the top "
    "soil is washed away. This is known as sheet erosion. Wind blows loose soil off flat or "
    "sloping land known as wind erosion."
)
STRIPS = (
    "Large fields can be divided into strips. Strips of grass are left to grow between the "
    "crops. This breaks up the force of the wind. This method is known as strip cropping. "
    "Planting lines of trees to create shelter also works in a similar way. Rows of such trees "
    "are called shelter belts."
)


def test_the_book_names_a_description_in_the_sentence_or_after_it() -> None:
    found = {d.name: d for d in descriptions([EROSION])}
    assert set(found) == {("sheet", "erosion"), ("wind", "erosion")}
    # "This is known as …" names the sentences before it, which are quoted with it
    sheet = found[("sheet", "erosion")]
    assert {"water", "sheet", "soil"} <= sheet.words
    assert sheet.text.startswith("Sometimes water flows") and sheet.text.endswith("erosion.")
    wind = found[("wind", "erosion")]
    assert wind.text == "Wind blows loose soil off flat or sloping land known as wind erosion."


def test_the_claim_names_what_it_describes_either_way_round() -> None:
    when = claimed("sheet erosion is when wind blows loose soil off flat or sloping land")
    assert when is not None and when[1] == ("sheet", "erosion") and "wind" in when[0]
    called = claimed("leaving strips of grass between the crops is the method called shelter belts")
    assert called is not None and called[1] == ("shelter", "belt") and "grass" in called[0]
    assert claimed("the heart beats faster when we run") is None


def test_another_name_of_the_same_kind_is_a_conflict() -> None:
    claim = "sheet erosion is when wind blows loose soil off flat or sloping land"
    found = described_otherwise(claim, [EROSION])
    assert found is not None
    described, conflict = found
    assert (conflict.claim, conflict.passage) == ("sheet erosion", "wind erosion")
    assert described.text.startswith("Wind blows")
    assert ContradictionChecker([EROSION]).judge(claim).contradicted


def test_a_name_the_book_gives_to_something_else_is_a_conflict() -> None:
    claim = (
        "leaving strips of grass to grow between the crops in large fields is the method "
        "called shelter belts"
    )
    found = described_otherwise(claim, [STRIPS])
    assert found is not None and found[1].passage == "strip crop"
    judged = ContradictionChecker([STRIPS]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert "This method is known as strip cropping." in judged.evidence.unit.display


def test_the_book_s_own_name_or_an_unrelated_name_is_no_conflict() -> None:
    true = (
        "sheet erosion is when water flows as a sheet over large areas down a slope and "
        "washes the top soil away"
    )
    assert described_otherwise(true, [EROSION]) is None
    assert not ContradictionChecker([EROSION]).judge(true).contradicted
    strips = "leaving strips of grass to grow between the crops is the method called strip cropping"
    assert described_otherwise(strips, [STRIPS]) is None
    # a name of no kind the book uses for anything says nothing either way
    other = "wind blowing loose soil off flat or sloping land is known as deflation"
    assert described_otherwise(other, [EROSION]) is None
    # a description the book does not give is not compared
    assert described_otherwise("sheet erosion is when rivers flood the plains", [EROSION]) is None


MIRROR_FORMULA = (
    "In a spherical mirror, the distance of the object from its pole is called the object "
    "distance (u). The distance of the image from the pole of the mirror is called the image "
    "distance (v). You already know that the distance of the principal focus from the pole is "
    "called the focal length (f)."
)


def test_a_distance_measured_from_another_point_than_the_book_s_is_contradicted() -> None:
    # heldout59 ft59-06: the answer "The image distance v is measured from the principal
    # focus of the mirror" passed support through the focal-length sentence
    found = described_otherwise(
        "The image distance v is measured from the principal focus of the mirror.",
        [MIRROR_FORMULA],
    )
    assert found is not None
    assert found[0].name == ("imag", "distanc")
    assert found[1].claim == "focus princip" and found[1].passage == "pole"
    wrong = described_otherwise(
        "The object distance is measured from the centre of curvature of the mirror.",
        [MIRROR_FORMULA],
    )
    assert wrong is not None and wrong[1].passage == "pole"
    checker = ContradictionChecker([MIRROR_FORMULA])
    assert checker.judge("The image distance v is measured from the principal focus.").contradicted


def test_a_distance_measured_from_the_book_s_point_is_no_conflict() -> None:
    for claim in (
        "The image distance v is measured from the pole of the mirror.",
        "The object distance u is measured from the pole of the mirror to the object.",
        "The focal length is measured from the pole of the mirror.",
    ):
        assert described_otherwise(claim, [MIRROR_FORMULA]) is None, claim
        assert not ContradictionChecker([MIRROR_FORMULA]).judge(claim).contradicted, claim


def test_a_point_another_sentence_measures_from_or_another_thing_is_no_conflict() -> None:
    lens = "We apply the rules for signs of distances, except that all measurements are taken "
    lens += "from the optical centre of the lens."
    claim = "The image distance v is measured from the optical centre."
    assert described_otherwise(claim, [MIRROR_FORMULA]) is not None
    assert described_otherwise(claim, [MIRROR_FORMULA, lens]) is None
    # a lens's distance against a mirror's definition
    of_lens = "The image distance is measured from the optical centre of the lens."
    assert described_otherwise(of_lens, [MIRROR_FORMULA]) is None
