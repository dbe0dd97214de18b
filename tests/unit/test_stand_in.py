"""When the book's own sentences may replace a model answer that failed checking."""

from __future__ import annotations

from tutorapp.core.types import Confidence
from tutorapp.core.validation.extractive import Extract
from tutorapp.core.validation.formulas import CHECK
from tutorapp.core.validation.textbook import may_stand_in

DIGESTION = (Extract("Adrenaline is secreted directly into the blood.", 1, 0.41),)
GP = (Extract("The sum of the first n terms of an AP is S = n/2 [2a + (n - 1)d].", 1, 0.6),)


def test_a_good_match_lets_the_book_stand_in() -> None:
    assert may_stand_in(
        "Describe the human digestive system", DIGESTION, level=Confidence.MEDIUM, checks=()
    )


def test_a_weak_match_needs_sentences_that_hold_every_word_asked() -> None:
    question = "Describe the human digestive system"
    assert not may_stand_in(question, DIGESTION, level=Confidence.LOW, checks=())
    held = (Extract("The human digestive system breaks food down.", 1, 0.7),)
    assert may_stand_in(question, held, level=Confidence.LOW, checks=())


def test_an_invented_formula_for_a_formula_question_is_not_replaced_by_nearby_sentences() -> None:
    question = "What is the formula for the sum of n terms of a GP?"
    assert not may_stand_in(question, GP, level=Confidence.HIGH, checks=(CHECK,))
    assert may_stand_in(question, GP, level=Confidence.HIGH, checks=())
    assert may_stand_in("Find the sum of 10 terms", GP, level=Confidence.HIGH, checks=(CHECK,))
