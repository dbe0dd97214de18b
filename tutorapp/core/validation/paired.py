"""Two things a sentence pairs each with its own use, said with the uses crossed: "grinding
soapstone for the cement industry" against the book's "… grinding of limestone for cement
industry and calcite and soapstone for ceramic industry …" (heldout68 fp68-01, an answer that
asserted the student's pairing; every word of it is in the book's sentence, so word overlap
reads it as said).

A sentence that pairs two things or more as "X for Y" ("limestone for cement", "soapstone for
ceramic") contradicts a claim's "X for Y" when it gives X another Y and Y another X, and never
this X with this Y.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "X for (the) Y": one word each side
_FOR = re.compile(r"\b([A-Za-z]{3,})\s+for\s+(?:the\s+|an?\s+)?([A-Za-z]{3,})\b")
#: The fewest "X for Y" pairs a sentence must give to be read as pairing things with uses.
PAIRS = 2


def _word(text: str) -> str | None:
    """The stem of one content word (None for a stop word or a number)."""
    said = content(terms(text))
    return said[0].stem if len(said) == 1 and not said[0].number else None


def _pairs(text: str) -> set[tuple[str, str]]:
    found = set()
    for match in _FOR.finditer(" ".join(text.split())):
        x, y = _word(match.group(1)), _word(match.group(2))
        if x is not None and y is not None and x != y:
            found.add((x, y))
    return found


def paired_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that pairs the claim's X and Y each with another
    (module docstring); None when none does or one pairs them the claim's way."""
    mine = _pairs(claim)
    if not mine:
        return None
    book = [(index, unit, _pairs(unit.display)) for index, unit in units]
    for x, y in mine:
        if any((x, y) in pairs for _, _, pairs in book):
            continue  # (the book pairs them so)
        for index, unit, pairs in book:
            if len(pairs) < PAIRS:
                continue
            others_of_x = {b for a, b in pairs if a == x and b != y}
            others_of_y = {a for a, b in pairs if b == y and a != x}
            if others_of_x and others_of_y:
                conflict = Conflict(
                    kind=ConflictKind.CONTRAST,
                    claim=f"{x} {y}",
                    passage=f"{x} {min(others_of_x)}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
