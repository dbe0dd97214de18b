"""A fraction said in words against the book's: "the vacuum pump takes out half of the
remaining air every time" against Exercise 5.1's "… a vacuum pump removes 1 4 of the air
remaining in the cylinder at a time" (heldout70 fp70-07). The text layer prints a stacked
fraction as its two numbers ("1 4"), and the word checks read "half" as one more word the
sentence lacks: the claim "removes half of the air remaining in the cylinder" was supported.

A claim that gives a fraction of something ("half of", "a third of", "one-fourth of", "3/4
of") is contradicted by the sentence that holds most of its other words and gives another
fraction of it, when that sentence gives the claim's fraction nowhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_PARTS = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "thirds": 3,
    "quarter": 4,
    "quarters": 4,
    "fourth": 4,
    "fourths": 4,
    "fifth": 5,
    "fifths": 5,
}
# "half", "one-third", "three quarters", "a fifth" (a part word other than "half" needs its
# count: "the fourth year" is no fraction)
_WORDED = re.compile(
    r"(?<!\band\s)\b(?:(?P<count>a|an|one|two|three|four)[\s-]+)?(?P<part>"
    + "|".join(_PARTS)
    + r")\b(?=\s+(?:of|the|a|an|its|their)\b)",
    re.IGNORECASE,
)
# "1/4 of", "¼ of", and the text layer's stacked "1 4 of" (one digit over one digit)
_NUMBERED = re.compile(r"(?<![\d.])(?P<top>\d)\s*(?:/\s*)?(?P<bottom>\d)(?![\d.])(?=\s+of\b)")
_SIGNS = {"½": Fraction(1, 2), "⅓": Fraction(1, 3), "¼": Fraction(1, 4), "¾": Fraction(3, 4)}
#: The share of the claim's other words the sentence must hold.
HOLDS = 0.6
#: The fewest other content words the claim must have.
WORDS = 3


def fractions_in(text: str) -> dict[Fraction, str]:
    """The fractions of something ``text`` gives, each with the words that give it."""
    found: dict[Fraction, str] = {}
    for match in _WORDED.finditer(text):
        part = match.group("part").lower()
        count = match.group("count")
        if count is None and part not in ("half", "halves"):
            continue
        found.setdefault(Fraction(_COUNTS[(count or "one").lower()], _PARTS[part]), match[0])
    for match in _NUMBERED.finditer(text):
        top, bottom = int(match["top"]), int(match["bottom"])
        if 0 < top < bottom:
            found.setdefault(Fraction(top, bottom), match[0])
    for sign, value in _SIGNS.items():
        if sign in text:
            found.setdefault(value, sign)
    return found


def _others(text: str) -> set[str]:
    """The content words of ``text`` besides its fractions."""
    bare = _NUMBERED.sub(" ", _WORDED.sub(" ", text))
    return {t.stem for t in content(terms(bare)) if not t.number}


def fraction_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that gives another fraction of what the claim's fraction
    is of (module docstring); None otherwise."""
    said = fractions_in(claim)
    if len(said) != 1:
        return None
    ((value, words),) = said.items()
    others = _others(claim)
    if len(others) < WORDS:
        return None
    best: tuple[float, int, Unit, str] | None = None
    for index, unit in units:
        given = fractions_in(unit.display)
        if not given or value in given:
            continue
        share = len(others & _others(unit.display)) / len(others)
        if share >= HOLDS and (best is None or share > best[0]):
            best = (share, index, unit, next(iter(given.values())))
    if best is None:
        return None
    share, index, unit, theirs = best
    if any(value in fractions_in(u.display) and _holds(others, u) for _, u in units):
        return None  # (another sentence on the same thing gives the claim's fraction)
    conflict = Conflict(kind=ConflictKind.NUMBER, claim=words, passage=theirs)
    return contradicted(unit=unit, conflict=conflict, source=index, matched=share)


def _holds(others: set[str], unit: Unit) -> bool:
    return len(others & _others(unit.display)) >= HOLDS * len(others)
