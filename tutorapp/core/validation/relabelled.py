"""A figure's side, line or point named with another label than the book's.

"Finally when ∠ A is very close to 90°, ∠ C becomes very close to 0° and the side AC almost
coincides with side BC" — "the side AC almost coincides with side AB" shares every word but
one label, and word overlap reads it as said (heldout73 fp73-06).

The rule: the claim writes "<word> [with|to|on|at|of] [the] <thing> <LABEL>" (a side, line,
segment, point, ray, vertex, chord, arc; the label one to three capitals, primes allowed);
a sentence of the passages writes the same word (by stem) before the same thing with another
label — not the same letters in another order ("side BA" is "side AB") — and shares at least
three of the claim's other content words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_THINGS = r"sides?|lines?|segments?|points?|rays?|vertex|vertices|chords?|arcs?"
_LABELLED = re.compile(
    rf"\b([A-Za-z]{{3,}})\s+(?:(?:with|to|on|at|of|through)\s+)?(?:the\s+)?({_THINGS})\s+"
    r"([A-Z]′?(?:\s?[A-Z]′?){0,2})(?![\w′])"
)
_SHARED = 3


def relabelled(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that gives the claim's "<word> <thing> <label>"
    another label (module docstring); None when none does."""
    mine = _labelled(claim)
    if not mine:
        return None
    words = word_stems(claim)
    for index, unit in units:
        theirs = _labelled(unit.display)
        for key, label in mine.items():
            other = theirs.get(key)
            if other is None or sorted(other) == sorted(label):
                continue
            shared = words & word_stems(unit.display)
            if len(shared - {key[0], key[1]}) < _SHARED:
                continue
            conflict = Conflict(kind=ConflictKind.ENTITY, claim=label, passage=other)
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _labelled(text: str) -> dict[tuple[str, str], str]:
    """(word stem, thing stem) → the label the text writes after them (the first)."""
    found: dict[tuple[str, str], str] = {}
    for match in _LABELLED.finditer(text):
        key = (stem(match.group(1).lower()), stem(match.group(2).lower()))
        found.setdefault(key, match.group(3).replace(" ", ""))
    return found
