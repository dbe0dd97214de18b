"""A book's sentence with its subject replaced (``substitution``), and an effect turned round
(``effects``): the two ways a model rewrites a book's sentence to fit a false premise."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.effects import turned_effect
from tutorapp.core.validation.substitution import misplaced, substituted
from tutorapp.core.validation.terms import content, terms

CONTOUR = "Ploughing along the contour lines can decelerate the flow of water down the slopes."
WRONG_WAY = (
    "Ploughing in a wrong way i.e. up and down the slope form channels for the quick flow of "
    "water leading to soil erosion."
)
PAGE = (
    "Soil erosion is also caused due to defective methods of farming. "
    f"{WRONG_WAY} {CONTOUR} This is called contour ploughing."
)


def _sentences(*texts: str) -> list[frozenset[str]]:
    return [frozenset(t.stem for t in content(terms(text))) for text in texts]


SPOKEN = _sentences(CONTOUR, WRONG_WAY)


def test_the_books_sentence_said_of_another_subject_is_a_conflict() -> None:
    claim = "Ploughing up and down the slope can decelerate the flow of water down the slopes."
    conflict = substituted(claim, CONTOUR, SPOKEN)
    assert conflict is not None and conflict.kind == "subject"
    assert "contour" in conflict.passage


@pytest.mark.parametrize(
    "claim",
    [
        CONTOUR,  # the book's own sentence
        "Contour ploughing can decelerate the flow of water down the slopes.",  # paraphrase
        "Ploughing along contours slows the flow of water down the slopes.",  # verb reworded
        "Ploughing along the contour lines can decelerate the flow of water?",
        "",
    ],
)
def test_paraphrases_and_the_same_subject_are_no_substitution(claim: str) -> None:
    assert substituted(claim, CONTOUR, SPOKEN) is None


def test_a_subject_the_passages_never_speak_of_is_not_judged() -> None:
    claim = "Ploughing with modern tractors can decelerate the flow of water down the slopes."
    assert substituted(claim, CONTOUR, SPOKEN) is None


OLIVE = (
    "The olive press provided the model for the printing press, and moulds were used for "
    "casting the metal types for the letters of the alphabet."
)


def test_a_whole_subject_the_passages_never_name_put_in_the_books_place() -> None:
    spoken = _sentences(OLIVE, "From his childhood he had seen wine and olive presses.")
    conflict = substituted(
        "The water mill provided the model for the printing press.", OLIVE, spoken
    )
    assert conflict is not None and conflict.claim == "water mill"
    # the book's own subject, one the pages name, or a sentence that does not open with its
    # subject ("We will now use the same technique …") is no substitution
    assert (
        substituted("The olive press provided the model for the printing press.", OLIVE, spoken)
        is None
    )
    assert (
        substituted("The wine press provided the model for the printing press.", OLIVE, spoken)
        is None
    )
    book = "We will now use the same technique to find the sum of the first n terms of an AP."
    claim = "This formula can be derived from the sum of the first n terms of the AP."
    assert substituted(claim, book, _sentences(book)) is None


def test_one_word_for_another_is_left_to_the_lexicon() -> None:
    # "terrace farming" / "terrace cultivation": as often a paraphrase as another subject
    book = "Terrace cultivation restricts erosion on the slopes of hills."
    spoken = _sentences(book, "Western Himalayas have well developed terrace farming.")
    assert (
        substituted("Terrace farming restricts erosion on the slopes of hills.", book, spoken)
        is None
    )


def test_numbered_sentences_are_left_to_the_number_checks() -> None:
    book = "We write S20 to denote the sum of the first 20 terms of an AP."
    claim = "We also use Sn in place of S to denote the sum of first n terms of the AP."
    assert substituted(claim, book, _sentences(book, claim)) is None


def test_an_effect_turned_round_is_a_conflict() -> None:
    conflict = turned_effect(
        "Ploughing up and down the slope helps to reduce soil erosion", WRONG_WAY
    )
    assert conflict is not None and conflict.kind == "opposite"
    book = "Strong winds on flat land cause the loss of soil."
    assert turned_effect("Strong winds on flat land prevent the loss of soil", book) is not None
    # a one-word cause ("abscisic acid" is one term) is too little to judge
    assert turned_effect("Abscisic acid promotes growth", "Abscisic acid inhibits growth") is None


@pytest.mark.parametrize(
    "claim",
    [
        "Ploughing up and down the slope leads to soil erosion",  # agrees
        "Ploughing along the contour lines helps to reduce soil erosion",  # another cause
        "Ploughing up and down the slope does not reduce soil erosion",  # negated
        "Ploughing up and down the slope helps to reduce the loss of forests",  # another effect
        "It reduces erosion",
    ],
)
def test_agreeing_or_unrelated_effects_are_no_conflict(claim: str) -> None:
    assert turned_effect(claim, WRONG_WAY) is None


def test_the_checker_corrects_both_premises_with_the_right_sentence() -> None:
    checker = ContradictionChecker([PAGE])
    how = checker.judge("ploughing up and down the slope help to reduce soil erosion")
    assert how.contradicted and how.evidence is not None
    assert "wrong way" in how.evidence.unit.display
    rewritten = checker.judge(
        "Ploughing up and down the slope can decelerate the flow of water down the slopes"
    )
    assert rewritten.contradicted and rewritten.evidence is not None
    assert "contour lines" in rewritten.evidence.unit.display
    assert not checker.judge(CONTOUR).contradicted
    assert not checker.judge("Ploughing up and down the slope leads to soil erosion").contradicted


GRAZING = (
    "In states like Gujarat, Rajasthan, Madhya Pradesh and Maharashtra overgrazing is one of "
    "the main reasons for land degradation."
)
IRRIGATION = (
    "In the states of Punjab, Haryana, western Uttar Pradesh, over irrigation is responsible "
    "for land degradation due to water logging."
)


def test_what_one_parallel_sentence_says_of_its_names_said_of_the_others_is_a_conflict() -> None:
    claim = "overgrazing causes land degradation in Punjab and Haryana"
    conflict = misplaced(claim, GRAZING, IRRIGATION)
    assert conflict is not None and conflict.claim == "overgraz"
    assert ContradictionChecker([f"{GRAZING} {IRRIGATION}"]).judge(claim).contradicted


@pytest.mark.parametrize(
    "claim",
    [
        "over irrigation causes land degradation in Punjab and Haryana",
        "overgrazing causes land degradation in Gujarat",
        "overgrazing and over irrigation cause land degradation",  # names nothing
    ],
)
def test_what_each_sentence_says_of_its_own_names_is_no_conflict(claim: str) -> None:
    assert misplaced(claim, GRAZING, IRRIGATION) is None


def test_sentences_that_are_not_parallel_place_nothing() -> None:
    claim = "overgrazing causes land degradation in Punjab and Haryana"
    leaning = "It is responsible for land degradation in Punjab and Haryana too."
    assert misplaced(claim, GRAZING, leaning) is None  # points back at the first
    other = IRRIGATION.replace("In the states of", "Across")
    assert misplaced(claim, GRAZING, other) is None  # does not open alike
