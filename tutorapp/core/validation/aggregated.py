"""A value the book gives one aggregate (a sum, a product, a ratio …) said of another.

"The sum of the first three terms of a geometric progression is 26, and the sum of their
squares is 364." A student who writes "the sum of the first three terms of a GP is 26 and
their product is 364" shares every number and nearly every word of the sentence, and word
overlap reads it as said (heldout72 fp72-16). Read value by value, the claim gives 364 to a
product, the book to a sum of squares.

The rule: the claim says "<words> is / are / = / equals N"; a sentence of the passages says
the same N the same way, and shares at least one other content word with the claim; the
words before each N (back to the clause's start, at most six) name aggregates — sum, total,
product, difference, quotient, ratio, mean, average, square, cube, reciprocal — and the two
sets share none ("the sum is 364" against "the sum of their squares is 364" is not read: a
student may shorten the book's name). A value with one digit is too common to read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# one name per aggregate ("total" is a sum, "average" a mean)
_AGGREGATES = {
    "sum": "sum",
    "sums": "sum",
    "total": "sum",
    "product": "product",
    "products": "product",
    "difference": "difference",
    "differences": "difference",
    "quotient": "quotient",
    "ratio": "ratio",
    "mean": "mean",
    "average": "mean",
    "square": "square",
    "squares": "square",
    "cube": "cube",
    "cubes": "cube",
    "reciprocal": "reciprocal",
    "reciprocals": "reciprocal",
}
# "… is 364", "… = 364", "… equals 364"; the value not part of a longer number or a term
_VALUE = re.compile(
    r"\s(?:is|are|was|were|=|equals|is\s+equal\s+to)\s+(-?\d[\d,]*(?:\.\d+)?)(?![\d.]\d|\s*[/×x^])",
    re.IGNORECASE,
)
# where a clause starts, reading back from the value
_CLAUSE_START = re.compile(r"[,;:.?!(]|\b(?:and|but|while|so|then|if|that)\b", re.IGNORECASE)
_WORDS_BACK = 6


def aggregate_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that gives a value of the claim's to another
    aggregate (module docstring); None when none does."""
    said = _values(claim)
    if not said:
        return None
    claim_words = word_stems(claim)
    for index, unit in units:
        for value, theirs in _values(unit.display).items():
            mine = said.get(value)
            if mine is None or mine[0] & theirs[0] or not mine[0] or not theirs[0]:
                continue
            shared = claim_words & word_stems(unit.display)
            if not shared - set(_AGGREGATES):
                continue
            conflict = Conflict(
                kind=ConflictKind.CONTRAST,
                claim=f"{mine[1]} {value}",
                passage=f"{theirs[1]} {value}",
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _values(text: str) -> dict[str, tuple[frozenset[str], str]]:
    """Each value of two or more digits the text gives with "is"/"=", with the aggregates
    the words before it name and those words as written."""
    found: dict[str, tuple[frozenset[str], str]] = {}
    for match in _VALUE.finditer(text):
        value = match.group(1).replace(",", "")
        if len(value.lstrip("-").replace(".", "")) < 2:
            continue
        before = text[: match.start()]
        starts = list(_CLAUSE_START.finditer(before))
        clause = before[starts[-1].end() :] if starts else before
        words = clause.split()[-_WORDS_BACK:]
        named = frozenset(_AGGREGATES[w.casefold()] for w in words if w.casefold() in _AGGREGATES)
        found.setdefault(value, (named, " ".join(words)))
    return found
