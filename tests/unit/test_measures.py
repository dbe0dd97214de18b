"""A quantity given in another unit of the same kind, and shares given to the wrong thing
(``validation/measures.py``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.measures import (
    Measure,
    count_conflict,
    counts,
    measure_conflict,
    measures,
    named_numbers,
    scale_conflict,
    scales,
    share_conflict,
    shares,
    swapped_values,
)

LIGHT = "Light travels fastest in vacuum with speed of 3×108 m s–1."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (LIGHT, [Measure("3×10^8", "speed", "m/s")]),
        ("light travels at 3 × 10^8 kilometres per second", [Measure("3×10^8", "speed", "km/s")]),
        (
            "1 kW h = 3.6 × 106 J",
            [Measure("1", "energy", "kWh"), Measure("3.6×10^6", "energy", "J")],
        ),
        ("The breadth of the hall is 12 m.", [Measure("12", "length", "m")]),
        ("a 100 W bulb used for 10 h", [Measure("100", "power", "W"), Measure("10", "time", "h")]),
        # not units read: a word, an area (a resistance is one: Ω)
        ("12 mice, 5 m2 of cloth, 4 Ω", [Measure("4", "resistance", "Ω")]),
        (
            "5 metres in 20 minutes, 2 hours, 35 lakh people, 3 crore, 12 months",
            [
                Measure("5", "length", "m"),
                Measure("20", "time", "min"),
                Measure("2", "time", "h"),
                Measure("35", "count", "lakh"),
                Measure("3", "count", "crore"),
                Measure("12", "time", "month"),
            ],
        ),
    ],
)
def test_measures(text: str, expected: list[Measure]) -> None:
    assert measures(text) == expected


def test_another_unit_of_the_same_kind_conflicts() -> None:
    wrong = measure_conflict("light travels at 3 × 10^8 kilometres per second", LIGHT)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("3×10^8 km/s", "3×10^8 m/s")
    assert measure_conflict("light travels at 3 × 10^8 m/s", LIGHT) is None
    assert measure_conflict("the hall is 12 cm wide", "The breadth of the hall is 12 m.")


def test_the_same_number_of_another_kind_or_another_number_is_no_conflict() -> None:
    assert measure_conflict("the bulb burns for 100 h", "a 100 W bulb") is None
    assert measure_conflict("light travels at 3 × 10^5 km/s", LIGHT) is None
    # the sentence gives the number in the claim's unit too
    assert measure_conflict("it is 12 cm long", "It is 12 m tall and 12 cm wide.") is None


def test_the_checker_contradicts_a_quantity_in_another_unit() -> None:
    checker = ContradictionChecker([LIGHT])
    assert checker.judge("Light travels at 3 × 10^8 kilometres per second in vacuum").contradicted
    assert not checker.judge("Light travels at 3 × 10^8 m/s in vacuum").contradicted


SECTORS = (
    "As a result, more than half of the workers in the country are working in the primary "
    "sector, mainly in agriculture, producing only about one sixth of the GVA."
)


def test_shares_name_what_they_are_a_share_of() -> None:
    assert shares(SECTORS) == {"worker": "half", "gva": "one sixth"}
    assert shares("It is over 80 per cent of the total area") == {"total": "80 per cent"}


def test_swapped_shares_conflict() -> None:
    swapped = (
        "the primary sector produces more than half of India's GVA with one sixth of the workers"
    )
    conflict = share_conflict(swapped, SECTORS)
    assert conflict is not None and conflict.passage == "one sixth"
    assert (
        share_conflict("more than half of the workers produce one sixth of the GVA", SECTORS)
        is None
    )
    # another share that the sentence gives nothing: not a swap it can judge
    assert share_conflict("a third of the workers are in farming", SECTORS) is None


def test_the_checker_contradicts_swapped_shares() -> None:
    checker = ContradictionChecker([SECTORS])
    assert checker.judge(
        "The primary sector produces more than half of India's GVA even though only about one "
        "sixth of the workers are employed in it"
    ).contradicted
    assert not checker.judge(
        "More than half of India's workers are employed in the primary sector even though it "
        "produces only about one sixth of the GVA"
    ).contradicted


def test_a_count_in_another_scale_conflicts() -> None:
    """ "35 crore people" against the book's "35 lakh people": the same number, another scale."""
    book = (
        "For example, the same study by the Planning Commission says that if tourism as a "
        "sector is improved, every year we can give additional employment to more than 35 "
        "lakh people."
    )
    claim = "an improved tourism sector could give additional employment to 35 crore people"
    wrong = measure_conflict(claim, book)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("35 crore", "35 lakh")
    assert measure_conflict(claim.replace("crore", "lakh"), book) is None
    assert ContradictionChecker([book]).judge(claim).contradicted


ODISHA = (
    "The infant mortality rate of Odisha (36) or Madhya Pradesh (43) is higher than some of "
    "the poorest regions of the world."
)


def test_named_numbers_read_a_name_and_its_number() -> None:
    assert named_numbers(ODISHA) == {"odisha": "36", "pradesh": "43"}
    claim = "the infant mortality rate of Odisha is 43 and that of Madhya Pradesh is 36"
    assert named_numbers(claim) == {"odisha": "43", "pradesh": "36"}
    # a measure or a share is left to its own check; a year is no number given to a name
    assert named_numbers("Kerala is 7 per cent. It is 5 m long. In 1579 priests printed.") == {}


def test_numbers_swapped_between_two_names_conflict() -> None:
    claim = "the infant mortality rate of Odisha is 43 and that of Madhya Pradesh is 36"
    wrong = swapped_values(claim, ODISHA)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("odisha 43", "36")
    right = "the infant mortality rate of Odisha is 36 and that of Madhya Pradesh is 43"
    assert swapped_values(right, ODISHA) is None
    # another number, not the other name's: left to the number checks
    assert swapped_values("the infant mortality rate of Odisha is 50", ODISHA) is None
    checker = ContradictionChecker([ODISHA])
    assert checker.judge(claim).contradicted and not checker.judge(right).contradicted


SOIL = (
    "The soil is a living system. It takes millions of years to form soil upto a few cm in depth."
)


def test_a_few_against_millions_conflicts() -> None:
    assert scales(SOIL) == {"year": "large"}
    claim = "it takes just a few years for soil to form up to a few cm in depth"
    wrong = scale_conflict(claim, SOIL)
    assert wrong is not None and wrong.claim == "small year"
    assert scale_conflict(claim.replace("just a few", "millions of"), SOIL) is None
    assert ContradictionChecker([SOIL]).judge(claim).contradicted


OFFSET = (
    "In the late nineteenth century, the offset press was developed which could print up to "
    "six colours at a time."
)


def test_another_count_of_the_same_thing_conflicts() -> None:
    assert {n for n, _ in counts(OFFSET)["colour"]} == {"6"}
    claim = "the offset press developed in the late nineteenth century could print only one colour"
    wrong = count_conflict(claim, OFFSET)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("1 colour", "6 colour")
    assert count_conflict(claim.replace("only one colour", "six colours"), OFFSET) is None
    assert ContradictionChecker([OFFSET]).judge(claim).contradicted


def test_a_count_said_of_another_thing_is_no_conflict() -> None:
    # "a sequence of five terms" is not what "the first 4 terms" count
    assert count_conflict("a finite sequence of five terms", "Find the first 4 terms.") is None
    # the point (3, 0) is not the point (6, –4)
    book = "Similarly, the point (3, 0) is at 3 units distance from the y-axis."
    assert count_conflict("The point (6, –4) is 6 units away from the y-axis", book) is None
