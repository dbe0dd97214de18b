"""Two opposites, each given the other's partner: "heights measured above the principal axis
are taken as negative and heights below it as positive", where the book says "(iv) Distances
measured perpendicular to and above the principal axis … are taken as positive" and "(v)
… below the principal axis … are taken as negative".

The claim names a word, then a second, then the first one's opposite, then the second one's
opposite ("above … negative … below … positive"). A passage sentence that holds the first
word with the second one's opposite ("above … positive"), neither of the other two, and two
more of the claim's words, pairs them the other way — unless a sentence pairs them the
claim's way. That sentence is the correction.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted
from tutorapp.core.validation.weighing import stems

#: The most content words a claim may have for its opposites to be read as crossed.
_LONGEST = 24
#: The claim's other words a sentence must hold to speak of the same thing.
_SHARED = 2


def _crossings(words: Sequence[str]) -> list[tuple[str, str, str, str]]:
    """Each "a … x … a' … x'" of ``words``, a' the opposite of a and x' of x."""
    found = []
    for i, j, k, m in combinations(range(len(words)), 4):
        a, x, a2, x2 = words[i], words[j], words[k], words[m]
        if len({a, x, a2, x2}) < 4:
            continue
        if alternative(a, a2) == "opposite" and alternative(x, x2) == "opposite":
            found.append((a, x, a2, x2))
    return found


def swapped_opposites(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that pairs the claim's opposites the other way (module
    docstring); else None."""
    words = [t.stem for t in content(terms(claim)) if not t.number]
    if len(words) > _LONGEST:
        return None  # (a run-on claim: its far words are seldom set against each other)
    for a, x, a2, x2 in _crossings(words):
        others = set(words) - {a, x, a2, x2}
        said = [
            u
            for _, u in units
            if {a, x} <= stems(u) and not {a2, x2} & stems(u) and len(others & stems(u)) >= _SHARED
        ]
        if said:
            continue  # the book pairs them the claim's way
        crossing = [
            (len(others & stems(unit)), -len(unit.display), index, unit)
            for index, unit in units
            if {a, x2} <= stems(unit) and not {a2, x} & stems(unit)
        ]
        best = max(crossing, key=lambda c: c[:2], default=None)
        if best is not None and best[0] >= _SHARED:
            *_, index, unit = best
            conflict = Conflict(
                kind=ConflictKind.OPPOSITE, claim=f"{a} … {x}", passage=f"{a} … {x2}"
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None
