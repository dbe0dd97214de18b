"""What a name belongs to (``validation/naming.py``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.naming import (
    meanings,
    meant_otherwise,
    named_otherwise,
    naming_conflict,
    namings,
)

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


LATERITE = "Laterite Soil Laterite has been derived from the Latin word ‘later’ which means brick."
SINUS = (
    "The word jiva was translated into sinus, which means curve, when the Arabic version was "
    "translated into Latin."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (LATERITE, {"later": ("brick",)}),
        (SINUS, {"sinus": ("curv",)}),
        ("jiva became 'sinus', which means 'half-chord'", {"sinus": ("halfchord",)}),
        ("the Latin word 'sinus' means a bay or fold", {"sinus": ("bay",)}),
        # a clause after "which means" is no meaning of a word
        ("the roots are equal, which means the discriminant is zero", {}),
        ("this, which means that x is 2", {}),
    ],
)
def test_meanings(text: str, expected: dict[str, tuple[str, ...]]) -> None:
    assert meanings(text) == expected


def test_a_word_given_another_meaning_is_contradicted() -> None:
    """ "'later', which means 'red'" against the book's "‘later’ which means brick"."""
    claim = "laterite soil gets its name from the Latin word 'later', which means 'red'"
    found = meant_otherwise(claim, [SINUS, LATERITE])
    assert found is not None and found[0] == 1
    assert (found[1].claim, found[1].passage) == ("red", "brick")
    assert meant_otherwise(claim.replace("red", "brick"), [SINUS, LATERITE]) is None
    # one passage giving the claim's meaning is enough
    assert meant_otherwise(claim, [LATERITE, "the word 'later' means red"]) is None
    checker = ContradictionChecker([LATERITE])
    assert checker.judge(claim).contradicted
    assert not checker.judge(claim.replace("'red'", "'brick'")).contradicted


def test_what_a_word_was_the_name_for_is_a_meaning() -> None:
    book = (
        "Aryabhata used the word ardha-jya for the half-chord, which was shortened to jya or "
        "jiva in due course. Aryabhatta called it kotijya."
    )
    assert meanings(book) == {"ardha-jya": ("halfchord",)}
    assert meanings("Aryabhata called the cosine 'ardha-jya'") == {"ardha-jya": ("cos",)}
    checker = ContradictionChecker([book])
    assert checker.judge("Aryabhata called the cosine 'ardha-jya'").contradicted
    assert not checker.judge("Aryabhata called the half-chord 'ardha-jya'").contradicted
