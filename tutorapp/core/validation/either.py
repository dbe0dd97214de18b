"""A member the book's closed list leaves out: "lines in a plane can be intersecting, parallel
or skew" against the book's "these lines are either intersecting or parallel".

"Either A or B" names every case; a claim that lists the book's cases and adds one of its own
(three or more, two of them the book's) says the book's list is not the whole of it. The rest
of the claim must be in the book's sentence (most of its words), so that the list is of the
same thing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "intersecting, parallel or skew": three or more words, the last after "or"
_LISTED = re.compile(r"\b((?:[\w-]+,\s+)+[\w-]+,?\s+or\s+[\w-]+)\b", re.IGNORECASE)
# "either intersecting or parallel" (one word each)
_EITHER = re.compile(r"\beither\s+([\w-]+)\s+or\s+([\w-]+)\b", re.IGNORECASE)
#: The book's cases the claim's list must hold.
SHARED = 2
#: The share of the claim's other words the book's sentence must hold.
HELD = 0.6


def left_out(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence whose "either … or …" leaves out a case the claim lists
    (module docstring); else None."""
    listed = _LISTED.search(claim)
    if listed is None:
        return None
    mine = {stem(w) for w in re.split(r",?\s+or\s+|,\s+", listed.group(1)) if w}
    rest = {t.stem for t in content(terms(claim[: listed.start()] + claim[listed.end() :]))}
    if len(mine) < SHARED + 1 or not rest:
        return None
    for index, unit in units:
        either = _EITHER.search(unit.display)
        if either is None:
            continue
        theirs = {stem(either.group(1)), stem(either.group(2))}
        extra = mine - theirs
        words = {t.stem for t in unit.terms}
        if len(mine & theirs) < SHARED or not extra or extra & words:
            continue
        if len(rest & words) < HELD * len(rest):
            continue
        conflict = Conflict(
            kind=ConflictKind.QUANTIFIER,
            claim=" ".join(sorted(extra)),
            passage=f"either {either.group(1)} or {either.group(2)}",
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
