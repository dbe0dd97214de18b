"""A condition's bound given another value than the book sets.

"Find the smallest value of n such that the sum of the first n natural numbers is greater
than 1,000." — "… asks for the smallest n so that 1 + 2 + … + n is more than 10,000" shares
the exercise's words, and the counts before a word (``numbers.number_conflicts``) read no
number here: 10,000 counts nothing, it bounds the sum (heldout73 fp73-15).

The rule: the claim bounds something ("more than N", "greater than N", "exceeds N", "at least
N", "less than N", "below N", …); a sentence of the passages bounds in the same direction by
another value, does not write the claim's value anywhere, and holds most of the claim's other
content words (``_HELD``) — the same condition with its value changed. A bound the other way
("less than" against "more than") is another condition, not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.numbers import plain
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_VALUE = r"(₹\s*)?(\d+(?:,\d{3})*(?:\.\d+)?)"
_ABOVE = r"(?:more|greater|larger|bigger|higher)\s+than|exceed(?:s|ed|ing)?|above|over|at\s+least"
_BELOW = r"(?:less|fewer|smaller|lower)\s+than|below|under|at\s+most"
_BOUND = re.compile(rf"\b(?:(?P<above>{_ABOVE})|(?P<below>{_BELOW}))\s+{_VALUE}", re.IGNORECASE)
#: The share of the claim's other content words the bounding sentence must hold.
_HELD = 0.6
#: The fewest such words: a bound alone ("more than 50") is no condition.
_FEWEST = 3


def bound_otherwise(
    claim: str, units: Sequence[tuple[int, Unit]], *, held: float = _HELD
) -> Judgement | None:
    """Contradicted by the first sentence that bounds the claim's condition by another value
    (module docstring); None when none does. ``held``: the share of the claim's words the
    sentence must hold (none for the one exercise question the student names, whose words
    the claim may put its own way: "1 + 2 + … + n" for "the sum of the first n natural
    numbers")."""
    mine = list(_BOUND.finditer(claim))
    if len(mine) != 1:
        return None
    said = mine[0]
    value = _plain(said.group(4))
    words = word_stems(claim[: said.start()] + " " + claim[said.end() :])
    if len(words) < _FEWEST and held:
        return None
    for index, unit in units:
        text = unit.display
        if value in {_plain(n) for n in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", text)}:
            continue
        for theirs in _BOUND.finditer(text):
            if bool(theirs["above"]) != bool(said["above"]) or _plain(theirs.group(4)) == value:
                continue
            rest = word_stems(text[: theirs.start()] + " " + text[theirs.end() :])
            if held and len(words & rest) < max(_FEWEST, held * len(words)):
                continue
            conflict = Conflict(
                kind=ConflictKind.NUMBER,
                claim=said.group(0).strip(),
                passage=theirs.group(0).strip(),
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _plain(number: str) -> str:
    """A number as a value: "10,000" is 10000, "2.50" is 2.5."""
    return plain(number.replace(",", ""))
