"""An answer's quotation must be the book's words: a sentence that gives, between quotation
marks, words no passage holds is a sentence defect (heldout30's fp30-08, where the model
"quoted" Gandhiji with a line of its own)."""

from __future__ import annotations

from tutorapp.core.validation.checks import misquoted
from tutorapp.core.validation.quality import SENTENCE_DEFECTS
from tutorapp.core.validation.split import split_answer

GANDHI = (
    "Gandhiji was very apt in voicing his concern about resource conservation in these words: "
    "“There is enough for everybody’s need and not for anybody’s greed.” He placed the greedy "
    "and selfish individuals and exploitative nature of modern technology as the root cause for "
    "resource depletion at the global level."
)
QUESTION = "explain gandhiji's famous line about need and greed"


def _checks(answer: str, question: str = QUESTION) -> list[str]:
    return [f.detail for f in misquoted(split_answer(answer), [GANDHI], question)]


def test_words_the_book_never_says_are_no_quotation_of_it() -> None:
    answer = (
        "Gandhiji voiced his concern in these words: "
        '"There is enough land, but not enough people to use it [1]."'
    )
    assert [" ".join(q.split()) for q in _checks(answer)] == [
        "There is enough land, but not enough people to use it ."
    ]
    assert "misquoted" in SENTENCE_DEFECTS


def test_the_book_s_own_words_pass_whatever_the_quotation_marks() -> None:
    answer = (
        "Gandhiji said: “There is enough for everybody's need and not for anybody's greed” [1]. "
        'He blamed "greedy and selfish individuals and exploitative nature of modern technology" '
        "[1]."
    )
    assert _checks(answer) == []


def test_a_short_phrase_or_the_student_s_own_words_are_not_judged() -> None:
    assert _checks('The book calls it "resource depletion" [1].') == []
    answer = (
        "Your textbook does not say that \"Gandhiji blamed India's fast growing population as "
        'the root cause".'
    )
    assert _checks(answer) == []
    question = "is it true that 'population is the root cause of all resource loss' as my sir says?"
    answer = (
        'Your sir\'s line "population is the root cause of all resource loss" is not in the book.'
    )
    assert _checks(answer, question) == []


def test_pieces_of_the_book_joined_are_not_judged_as_one_run() -> None:
    answer = "Actually, your textbook says: “Gandhiji was very apt … at the global level.” [1]."
    assert _checks(answer) == []
