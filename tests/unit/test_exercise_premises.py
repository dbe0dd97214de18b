"""A question about one of the book's exercises ("in the pottery question the cost of each
article is 3 less than twice …, right?") has its premise checked against that exercise
(``ranking.checked_hits``), while exercises still back no answer sentence."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

import pytest

from tests.unit.test_prompt_sources import hit
from tutorapp.core.library import Library
from tutorapp.core.planning import exercise_heading
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import place_evidence
from tutorapp.core.retrieval.exercises import names_exercise
from tutorapp.core.retrieval.ranking import (
    Asks,
    answer_hits,
    checked_hits,
    rerank,
    what_it_asks,
)
from tutorapp.core.types import Chunk, Hit, PassageKind, Source

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
        # (heldout66)
        "For Q6 of exercise 5.3 (first term 17, last term 350) what am i doing wrong?",
        "misc exercise q17 on straight lines treats the line x + 3y = 7 as a concave mirror",
        "Q19 of sectors of the indian economy asks us to fill a table, right?",
        "in question 6 the first term is 17, right?",
        "in Exercise Set 8.2 the child arranges marbles in 50 rows, right?",
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
        "Why is the charge Q = It and not Q = I/t?",
        "What is the 5th question a student should ask about resources?",
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


EXERCISE_41 = (
    "EXERCISE 4.1 2. Represent the following situations in the form of quadratic equations: "
    "(i) The area of a rectangular plot is 528 m2. (ii) The product of two consecutive "
    "positive integers is 306. We need to find the integers."
)
EXERCISE_42 = (
    "EXERCISE 4.2 1. Find the roots of the following quadratic equations by factorisation. "
    "4. Find two consecutive positive integers, sum of whose squares is 365. 5. The altitude "
    "of a right triangle is 7 cm less than its base."
)
CONTINUED = "(ii) The product of two consecutive positive integers is 306. We need to find them."


@pytest.mark.parametrize(("other", "lead"), [(EXERCISE_41, ""), (CONTINUED, "EXERCISE 4.1")])
def test_a_claim_about_a_named_exercise_is_read_only_where_the_book_sets_it_out(
    other: str, lead: str
) -> None:
    # (heldout63 ft63-07: Exercise 4.1's "product … 306" is no correction of Ex 4.2 q4, nor is
    # its continuation on the next page, which the heading it continues is read before)
    asked = (
        "ex 4.2 q4: two consecutive positive integers, sum of whose squares is 365 — how do i "
        "set up the quadratic?"
    )
    check = PremiseChecker().check(asked, [other, EXERCISE_42], [lead, ""])
    assert check is None or not check.contradicted
    unnamed = "two consecutive positive integers, sum of whose squares is 306, right?"
    check = PremiseChecker().check(unnamed, [other, EXERCISE_42], [lead, ""])
    assert check is not None and check.contradicted
    # (a claim about the exercise the passage continues is still read against it)
    own = "ex 4.1 q2(ii) says the SUM of two consecutive positive integers is 306, right?"
    check = PremiseChecker().check(own, [other, EXERCISE_42], [lead, ""])
    assert check is not None and check.contradicted


def test_a_claim_about_an_exercise_is_read_where_no_heading_is_shown() -> None:
    asked = "in ex 4.2 q7 the product of two consecutive positive integers is 360, right?"
    check = PremiseChecker().check(asked, [CONTINUED])
    assert check is not None and check.contradicted
    check = PremiseChecker().check(asked, [EXERCISE_41])
    assert check is None or not check.contradicted


class Preceding:
    """The passages before one in its book (``Library.preceding``), nearest first."""

    def __init__(self, *before: Chunk) -> None:
        self.before = before

    def preceding(self, chunk: Chunk, count: int) -> list[Chunk]:
        return list(self.before[:count])


def test_the_heading_of_the_exercise_a_passage_continues_is_found_before_it() -> None:
    continued = exercise(CONTINUED, 3).chunk
    opening = exercise(EXERCISE_41, 2).chunk
    library = cast(Library, Preceding(exercise("3. Solve them.", 1).chunk, opening))
    assert exercise_heading(continued, library) == "EXERCISE 4.1"
    # (none for a passage that opens its exercise, or is no exercise, or follows the text)
    assert exercise_heading(exercise(EXERCISE_42, 4).chunk, library) == ""
    assert exercise_heading(hit(CONTINUED, n=3).chunk, library) == ""
    text = cast(Library, Preceding(hit(TEXT, n=1).chunk, opening))
    assert exercise_heading(continued, text) == ""
