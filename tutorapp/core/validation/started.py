"""A thing said to have begun at another time than the book says it did.

"From AD 594 onwards, books in China were printed by rubbing paper … against the inked
surface of woodblocks." — "chinese people only started printing books from woodblocks in the
sixteenth century" shares the sentence's words but not its date, and a later sentence of
the page ("From the sixteenth century, the number of examination candidates went up …")
holds the claim's century, so word overlap reads the claim as near (heldout73 fp73-04).

The rule: the claim says something started, began or first happened ("started", "began",
"first", "only from") in or from a time — a year ("1812", "AD 594") or a century ("the
sixteenth century", "the 16th century"); a sentence of the passages says from or since
another time ("From AD 594 onwards, …", "since 1450") that the claim's does not overlap,
and shares three or more of the claim's other content words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lexicon import ORDINALS
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_ORDINAL_WORDS = "|".join(sorted(ORDINALS, key=len, reverse=True))
_TIME = (
    r"((?:AD\s+)?\d{3,4}(?=\s*(?:onwards|AD|CE|[,.;:)?!]|$)|\s+(?:and|when|to|till|until|the)\b)"
    rf"|the\s+(?:\d{{1,2}}(?:st|nd|rd|th)|{_ORDINAL_WORDS})"
    r"[\s-]+century)"
)
_BEGAN = re.compile(
    rf"\b(?:start(?:ed|s)?|began|begin|begun|first|only\s+from)\b[^.?!;]{{0,80}}?\b(?:in|from|since|during)\s+{_TIME}",
    re.IGNORECASE,
)
_FROM = re.compile(rf"\b(?:from|since)\s+{_TIME}(?:\s+onwards)?", re.IGNORECASE)
_SHARED = 3


def started_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that has the claim's thing go on from another time
    (module docstring); None when none does."""
    began = _BEGAN.search(claim)
    if began is None:
        return None
    mine = _years(began.group(1))
    if mine is None:
        return None
    words = word_stems(claim.replace(began.group(1), " "))
    for index, unit in units:
        for match in _FROM.finditer(unit.display):
            theirs = _years(match.group(1))
            if theirs is None or (theirs[0] <= mine[1] and mine[0] <= theirs[1]):
                continue
            shared = words & word_stems(unit.display.replace(match.group(1), " "))
            if len(shared) < _SHARED:
                continue
            conflict = Conflict(
                kind=ConflictKind.NUMBER, claim=began.group(1), passage=match.group(1)
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _years(time: str) -> tuple[int, int] | None:
    """The years a time spans: a year itself; a century its hundred years."""
    said = " ".join(time.split()).lower()
    year = re.fullmatch(r"(?:ad\s+)?(\d{3,4})", said)
    if year:
        return int(year.group(1)), int(year.group(1))
    number = re.match(r"the[\s-]+(\w+)", said)
    if number is None:
        return None
    ordinal = ORDINALS.get(number.group(1), number.group(1))
    digits = re.match(r"(\d{1,2})", ordinal)
    if digits is None:
        return None
    century = int(digits.group(1))
    return (century - 1) * 100 + 1, century * 100
