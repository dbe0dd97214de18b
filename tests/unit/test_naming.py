"""What a name belongs to (``validation/naming.py``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.naming import named_otherwise, naming_conflict, namings

TERTIARY = (
    "Since these activities generate services rather than goods, the tertiary sector is "
    "also called the service sector."
)
SECONDARY = (
    "Since this sector gradually became associated with the different kinds of industries "
    "that came up, it is also called as industrial sector."
)


def test_namings_read_the_thing_and_its_name() -> None:
    assert namings(TERTIARY) == ((("tertiary", "sector"), ("servic", "sector")),)
    assert namings("Such lands are known as bad land.") == ((("land",), ("bad", "land")),)
    assert namings("It is also called as industrial sector.") == ()  # "it": no thing read


@pytest.mark.parametrize(
    "claim",
    [
        "the secondary sector is also called the service sector",
        "The primary sector is known as the service sector",
    ],
)
def test_the_name_given_to_another_thing_of_the_same_kind_conflicts(claim: str) -> None:
    found = naming_conflict(claim, TERTIARY)
    assert found is not None and found[1] == "tertiary sector"


@pytest.mark.parametrize(
    "claim",
    [
        "the tertiary sector is also called the service sector",  # the book's
        "the secondary sector is also called the industrial sector",  # another name
        "banking is also called the service sector",  # not a thing of the same kind
    ],
)
def test_no_conflict(claim: str) -> None:
    assert naming_conflict(claim, TERTIARY) is None


def test_a_passage_that_names_the_claims_thing_so_overrules() -> None:
    both = [TERTIARY, "The secondary sector is sometimes called the service sector too."]
    assert named_otherwise("the secondary sector is called the service sector", both) is None


def test_the_checker_quotes_the_sentence_that_names_it() -> None:
    checker = ContradictionChecker([f"{SECONDARY} {TERTIARY}"])
    judged = checker.judge("the secondary sector is also called the service sector")
    assert judged.contradicted and judged.evidence is not None
    assert "tertiary sector is also called the service sector" in judged.evidence.unit.display
    assert not checker.judge("the tertiary sector is also called the service sector").contradicted
