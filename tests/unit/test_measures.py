"""A quantity given in another unit of the same kind, and shares given to the wrong thing
(``validation/measures.py``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.measures import (
    Measure,
    measure_conflict,
    measures,
    share_conflict,
    shares,
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
        ("12 months, 5 m2 of cloth, 4 Ω", []),  # not units read: a word, an area, no kind
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
