"""Where the book says to stand, said to be somewhere else.

"If you visit the Agra Fort, try to observe the full image of Taj Mahal. To view distinctly,
you should stand suitably at the terrace adjoining the wall." — "to see the full image of the
taj mahal in that convex mirror at agra fort you have to go and stand right next to the taj
mahal" shares the first sentence's words, and word overlap reads it as said (heldout73
fp73-19). Read as places, the claim stands by the Taj Mahal, the book on the terrace.

The rule: the claim says to stand, sit or wait "at / on / near / next to / beside / close to /
in front of" a place; a sentence of the passages says to stand (sit, wait) at another place,
whose words share none with the claim's place; and that sentence with the one before it
shares three or more of the claim's other content words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_STAND = re.compile(
    r"\b(?:stand|stands|standing|stood|sit|sits|sitting|wait|waits|waiting)\s+(?:\w+ly\s+|right\s+)?"
    r"(?:at|on|near|next\s+to|beside|close\s+to|in\s+front\s+of|by)\s+(?:the\s+)?"
    r"((?:[\w’'-]+\s*){1,4}?)(?=[,.;?!]|\s+(?:to|and|so|for|if|when|while|because)\b|$)",
    re.IGNORECASE,
)
_SHARED = 3


def stood_elsewhere(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that has the claim's reader stand at another place
    (module docstring); None when none does."""
    said = _STAND.search(claim)
    if said is None:
        return None
    place = word_stems(said.group(1))
    if not place:
        return None
    others = word_stems(claim[: said.start()] + " " + claim[said.end() :]) - place
    before = ""
    for index, unit in units:
        found = _STAND.search(unit.display)
        context, before = f"{before} {unit.display}", unit.display
        if found is None:
            continue
        theirs = word_stems(found.group(1))
        if not theirs or theirs & place or len(others & word_stems(context)) < _SHARED:
            continue
        conflict = Conflict(
            kind=ConflictKind.ENTITY, claim=said.group(1).strip(), passage=found.group(1).strip()
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
