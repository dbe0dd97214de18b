"""Givens a student says a book's exercise or example sets, put otherwise: the premise to
correct before what the student draws from them (``premise.PremiseChecker``). A passage
that gives every number of the givens and contradicts them, or one of their two halves
("area of plot is 528 m² and length is one less than twice the breadth": the half "length is
one less …" against the exercise's "… one more than twice its breadth")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import chain

from tutorapp.core.question_frames import unplaced
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Judgement

_NUMBERS = re.compile(r"\d+(?:\.\d+)?")


def wrong_givens(
    checker: ContradictionChecker, given: str, whole: Judgement, passages: Sequence[str]
) -> tuple[str, Judgement] | None:
    """(the givens, or the half of them, and the judgement) when a passage that gives every
    number of the givens contradicts them: the givens as a whole, or one of their two halves
    ("area of plot is 528 m² and length is one less than twice the breadth": "length is one
    less …" against the exercise's "(i) The area of a rectangular plot is 528 m2. The length
    … is one more than twice its breadth", where the whole is nearer another exercise's "…
    length is twice its breadth, and the area is 800 m2"). ``whole``: the givens' judgement,
    already made; each half is judged only when the givens have two."""
    halves = _HALVES.split(unplaced(given), maxsplit=1)
    judged_halves = ((half, checker.judge(half)) for half in halves if len(halves) == 2)
    for said, judged in chain([(given, whole)], judged_halves):  # (a half only if needed)
        if (
            judged.contradicted
            and judged.evidence is not None
            and judged.source is not None
            and _all_numbers_in(given, passages[judged.source])
            and (said is given or len(said.split()) >= _HALF_WORDS)
        ):
            return said.strip(" ,-–"), judged
    return None


# two givens side by side ("… is 528 m² and length is …", "… seven prizes where each prize
# is ₹20 more …")
_HALVES = re.compile(
    r",?\s+(?:and|where|with)\s+(?=(?:\w+\s+){1,3}(?:is|are|was|were)\b)", re.IGNORECASE
)
_HALF_WORDS = 4
# where in the book the givens are from: "ex 4.1 q2(i)", "Example 7(ii)", "table 6.1"
_PLACED = re.compile(
    r"\b(?:ex(?:ercise)?(?:\s+set)?|q(?:uestion)?|example|table|fig(?:ure)?|activity)\.?\s*"
    r"\d+(?:\.\d+)*(?:\s*\([ivx]+\)|\s*[a-z]\b)?",
    re.IGNORECASE,
)


def _all_numbers_in(givens: str, passage: str) -> bool:
    """Every number of the givens is one the passage gives (not the exercise's or example's
    own number: "ex 4.1 q2(i) - area of plot is 528 m² and …" against the exercise's "(i) The
    area of a rectangular plot is 528 m2. The length … is one more than twice its breadth")."""
    written = set(_NUMBERS.findall(passage))
    return all(n in written for n in _NUMBERS.findall(_PLACED.sub(" ", givens)))
