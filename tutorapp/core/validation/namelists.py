"""A thing the book says of some places (people, countries) given to the places it lists for
something else: "overgrazing is the main reason for land degradation in Jharkhand,
Chhattisgarh and Odisha" where the book has "In states like Jharkhand, Chhattisgarh, Madhya
Pradesh and Odisha deforestation due to mining have caused severe land degradation" and "In
states like Gujarat, Rajasthan, Madhya Pradesh and Maharashtra overgrazing is one of the main
reasons for land degradation".

Word overlap finds the first sentence (all the names, most of the words) and no conflict in
it. Here the claim names two or more places; one unit of the passages names them all without
the claim's predicate word ("overgrazing"); another names none of them, names two or more
others (one of them also in the first: a list of the same kind), and holds that word with
most of the claim's other words; and no unit gives the word to any of the claim's places.
The second unit is the correction (``listed_elsewhere``).

And a name paired with one from the other half of a sentence that pairs them ("B.R. Ambedkar
was the writer from Madras" against "B.R. Ambedkar in Maharashtra and … Naicker in Madras":
``names_crossed``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import permutations

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.pairing import halves
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import Term, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted
from tutorapp.core.validation.weighing import stems

#: The fewest names the claim (and the book's other list) must give.
_NAMES = 2
#: The share of the claim's other words the correcting unit must hold.
_HELD = 0.6


def _names(unit: Unit) -> set[str]:
    return {t.stem for t in unit.terms if t.proper}


def listed_elsewhere(
    claim: str,
    units: Sequence[tuple[int, Unit]],
    claim_terms: Callable[[str], tuple[Term, ...]],
) -> Judgement | None:
    """Contradicted by the unit that gives the claim's predicate to other names (module
    docstring); else None."""
    said = content(claim_terms(claim))
    names = {t.stem for t in said if t.proper}
    rest = {t.stem for t in said if not t.proper and not t.number}
    if len(names) < _NAMES or len(rest) < _NAMES:
        return None
    listing = [u for _, u in units if names <= stems(u)]
    if not listing:
        return None
    for index, unit in units:
        words = stems(unit)
        others = _names(unit) - names
        if words & names or len(others) < _NAMES or len(rest & words) < _HELD * len(rest):
            continue
        # (a list of the same kind: it shares a name the claim does not give with a unit
        # that lists the claim's places, "Madhya Pradesh"; not "Sustainable Development"
        # against "Schumacher … Small is Beautiful")
        alike = [u for u in listing if others & _names(u)]
        if not alike:
            continue
        # the claim's words this unit holds and no unit listing the claim's places does
        told = {w for w in rest & words if not any(w in stems(u) for u in alike)}
        # (and it holds more of them than any such unit: "over irrigation … in Punjab and
        # Haryana" is what the Punjab sentence says, not the mining one's "caused … land
        # degradation")
        if not told or len(rest & words) <= max(len(rest & stems(u)) for u in alike):
            continue
        if any(told & stems(u) and names & stems(u) for _, u in units):
            continue  # the book gives it to one of the claim's places too
        conflict = Conflict(
            kind=ConflictKind.ENTITY,
            claim=", ".join(sorted(names)),
            passage=", ".join(sorted(others)),
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# a claim that names several people or places together says so ("Ambedkar, like Periyar, …")
_TOGETHER = re.compile(r"\b(?:and|both|like|unlike|as\s+well\s+as|along\s+with|with)\b", re.I)


# "Ambedkar in Maharashtra", "Naicker in Madras": a name paired with another by a preposition
_PAIRED = re.compile(r"\b([A-Z][a-z]{2,})\s+(in|of|at|from|for|to|with)\s+([A-Z][a-z]{2,})\b")


def names_crossed(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence that pairs names alike twice ("B.R. Ambedkar in Maharashtra
    and E.V. Ramaswamy Naicker in Madras"), when the claim, one statement, takes the first
    name of one pair and the second of the other, and neither of their partners ("B.R.
    Ambedkar was the writer from Madras …"); else None."""
    if _TOGETHER.search(claim) or len(halves(claim)) != 1:
        return None
    words = {t.stem for t in content(terms(claim))}
    for index, unit in units:
        if len(words & stems(unit)) < _HELD * len(words):
            continue
        pairs = [
            (stem(m.group(1)), m.group(2), stem(m.group(3))) for m in _PAIRED.finditer(unit.display)
        ]
        for (one, by, partner), (other, by_other, place) in permutations(pairs, 2):
            if by != by_other or len({one, partner, other, place}) < 4:
                continue
            if {one, place} <= words and not {partner, other} & words:
                conflict = Conflict(
                    kind=ConflictKind.ENTITY,
                    claim=f"{one} … {place}",
                    passage=f"{one} {by} {partner}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
