"""A question about one of the book's exercises ("in the pottery question the cost of each
article is 3 less than twice …, right?") has its premise checked against that exercise
(``ranking.checked_hits``), while exercises still back no answer sentence."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.test_prompt_sources import hit
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import place_evidence
from tutorapp.core.retrieval.ranking import (
    Asks,
    answer_hits,
    checked_hits,
    names_exercise,
    rerank,
    what_it_asks,
)
from tutorapp.core.types import Hit, PassageKind, Source

POTTERY = (
    "A cottage industry produces a certain number of pottery articles in a day. It was observed "
    "on a particular day that the cost of production of each article (in rupees) was 3 more "
    "than twice the number of articles produced on that day."
)
TEXT = "A quadratic equation in the variable x is an equation of the form ax² + bx + c = 0."
ASKED = (
    "in the pottery question the cost of each article is 3 less than twice the number of "
    "articles made that day, right? how do we set up the equation?"
)


def exercise(text: str, n: int) -> Hit:
    found = hit(text, n=n)
    return replace(found, chunk=replace(found.chunk, kind=PassageKind.EXERCISE))


@pytest.mark.parametrize(
    "question",
    [
        ASKED,
        "in that exercise the copper rod's length changes as a square of its temperature, right?",
        "the football ground terrace question has 50 steps, right?",
        "in the straight lines exercise the milk store owner sells 1220 litres, right?",
        "the equilateral triangle question in exercise 9.1 (side 2a) has its base on the y-axis",
        "how do i do ex. 5.2 q 20?",
    ],
)
def test_a_question_naming_an_exercise_is_about_it(question: str) -> None:
    assert names_exercise(question)


@pytest.mark.parametrize(
    "question",
    [
        "What is the formula for the sum of the first n terms of an AP?",
        "Why is the common difference of an AP always positive?",
        "What is an important question to ask about resources?",
        "In Example 9.1 why do we take the mid-point?",
    ],
)
def test_other_questions_are_not(question: str) -> None:
    assert not names_exercise(question)


def test_the_exercise_is_checked_after_the_text_and_backs_no_answer() -> None:
    hits = [exercise(POTTERY, 2), hit(TEXT, n=1)]
    asks = what_it_asks(ASKED)
    assert answer_hits(hits, asks) == [hits[1]]  # never the model's support
    assert checked_hits(hits, asks, ASKED) == [hits[1], hits[0]]  # text first: indices hold
    plain = "how do we set up the equation for the pottery articles?"
    assert checked_hits(hits, what_it_asks(plain), plain) == [hits[1]]


def test_the_exercise_contradicts_the_premise_and_is_quoted() -> None:
    hits = [exercise(POTTERY, 2), hit(TEXT, n=1)]
    checked = checked_hits(hits, what_it_asks(ASKED), ASKED)
    check = PremiseChecker().check(ASKED, [h.chunk.text for h in checked])
    assert check is not None and check.contradicted
    assert check.source == 1
    sources, n = place_evidence([Source(1, hits[1])], checked, check)
    assert n == 1 and sources[0].hit.chunk.text == POTTERY


def test_an_exercise_ranks_as_text_for_a_question_about_one() -> None:
    hits = [replace(hit(TEXT, n=1), score=1.0), replace(exercise(POTTERY, 2), score=1.1)]
    assert rerank(hits, Asks.FACTS, 2, ASKED)[0].chunk.kind is PassageKind.EXERCISE
    plain = "how do we set up the equation for the pottery articles?"
    assert rerank(hits, Asks.FACTS, 2, plain)[0].chunk.kind is PassageKind.BODY
