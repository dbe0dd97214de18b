"""How a thing is joined, said the other way: "the voltmeter is put in series with the
parallel combination XY" against Activity 11.6's "Also connect a voltmeter in parallel with
the combination of resistors" (heldout68 fp68-05). The claim names both ways (the
combination is a parallel one), so the word checks, which read "series" against "parallel"
only where the claim does not hold the book's word too, found no conflict.

A claim's "X … in A with / across / to" is contradicted by a sentence's "X … in B with /
across / to" of the same X, where A and B are two of a kind (``terms.alternative``), and by
no sentence that joins that X the claim's way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "<thing> [is put / connected / always …] in <way> with|across|to"
_JOINED = re.compile(
    r"\b([A-Za-z]{3,})\s+(?:(?:is|are|was|were|be|been|being|put|connected|joined|placed|"
    r"arranged|kept|always|also|then|must|should|can|usually)\s+){0,3}"
    r"in\s+([A-Za-z]{3,})\s+(?:with|across|to)\b",
    re.IGNORECASE,
)


def _stem(word: str) -> str | None:
    said = content(terms(word))
    return said[0].stem if len(said) == 1 and not said[0].number else None


def _joined(text: str) -> set[tuple[str, str]]:
    """(thing, way) of each "X … in A with / across / to" of ``text``."""
    found = set()
    for match in _JOINED.finditer(" ".join(text.split())):
        thing, way = _stem(match.group(1)), _stem(match.group(2))
        if thing is not None and way is not None:
            found.add((thing, way))
    return found


def joined_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that joins the claim's thing the other way
    (module docstring); None when none does, or one joins it the claim's way."""
    mine = _joined(claim)
    if not mine:
        return None
    book = [(index, unit, _joined(unit.display)) for index, unit in units]
    for thing, way in sorted(mine):
        if any((thing, way) in pairs for _, _, pairs in book):
            continue
        for index, unit, pairs in book:
            other = next((b for a, b in sorted(pairs) if a == thing and alternative(way, b)), None)
            if other is not None:
                conflict = Conflict(kind=ConflictKind.CONTRAST, claim=way, passage=other)
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# "… are connected in parallel to electric mains supply": the way, whatever is joined
_WAY = re.compile(r"\bin\s+([A-Za-z]{3,})\s+(?:with|across|to)\b", re.IGNORECASE)


def joined_the_other_way(claim: str, item: str) -> Conflict | None:
    """The one way the claim joins things against the other way the one exercise question it
    names joins them (``posed.in_asked_item``): "Q15 …: two lamps, 100 W and 60 W (both
    rated at 220 V), are joined in series to the 220 V mains" against Q15's "Two lamps, one
    rated 100 W at 220 V, and the other 60 W at 220 V, are connected in parallel to electric
    mains supply" (heldout74 fp74-11), where the lamps stand too far from their joining for
    ``joined_otherwise``. None unless each names one way and the two are two of a kind."""
    mine = {w for m in _WAY.finditer(claim) if (w := _stem(m.group(1))) is not None}
    theirs = {w for m in _WAY.finditer(item) if (w := _stem(m.group(1))) is not None}
    if len(mine) != 1 or len(theirs) != 1 or mine == theirs:
        return None
    way, other = mine.pop(), theirs.pop()
    if alternative(way, other) is None:
        return None
    return Conflict(kind=ConflictKind.CONTRAST, claim=way, passage=other)
