"""Two things a sentence pairs each with its own use, said with the uses crossed: "grinding
soapstone for the cement industry" against the book's "… grinding of limestone for cement
industry and calcite and soapstone for ceramic industry …" (heldout68 fp68-01, an answer that
asserted the student's pairing; every word of it is in the book's sentence, so word overlap
reads it as said).

A sentence that pairs things with two uses or more as "X for Y" ("limestone for cement", "calcite
and soapstone for ceramic") contradicts a claim's "X for Y" — or "for Y are X and Z" ("the
minerals ground for the cement industry are limestone and calcite", heldout68 ft68-01's answer
after this round's changes) — when it gives X another Y and Y another X, and never this X
with this Y.
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
# the things listed before X with "and" or commas ("… and calcite and soapstone for ceramic
# industry": calcite is for ceramics too)
_LISTED = re.compile(r"(?:(?:,|\band\b)\s*([A-Za-z]{3,})\s*)+(?:,|\band\b)\s*$")
_LISTED_WORD = re.compile(r"([A-Za-z]{3,})\s*(?=(?:,|\band\b)\s*)")
# a claim that names the things for a use: "the minerals ground for the cement industry are
# limestone and calcite"
_FOR_ARE = re.compile(
    r"\bfor\s+(?:the\s+|an?\s+)?([A-Za-z]{3,})(?:\s+[A-Za-z]+)?\s+"
    r"(?:is|are|was|were|include|includes)\s+"
    r"([A-Za-z]{3,}(?:\s*(?:,|\band\b)\s*[A-Za-z]{3,})*)"
)
#: The fewest uses a sentence must pair things with to be read as pairing things with uses.
PAIRS = 2


def _word(text: str) -> str | None:
    """The stem of one content word (None for a stop word or a number)."""
    said = content(terms(text))
    return said[0].stem if len(said) == 1 and not said[0].number else None


def _pairs(text: str) -> set[tuple[str, str]]:
    """(thing, use) of each "X for Y" of ``text``, with the things listed before X."""
    text = " ".join(text.split())
    found = set()
    start = 0
    for match in _FOR.finditer(text):
        x, y = _word(match.group(1)), _word(match.group(2))
        if x is None or y is None or x == y:
            continue
        found.add((x, y))
        listed = _LISTED.search(text, start, match.start(1))
        if listed is not None:
            for word in _LISTED_WORD.findall(listed.group(0)):
                if (thing := _word(word)) is not None and thing != y:
                    found.add((thing, y))
        # (the next list starts after this use's name: "… cement industry and calcite …")
        start = match.end(2)
        after = re.match(r"\s+([A-Za-z]+)", text[start:])
        if after is not None and after.group(1).lower() not in ("and", "or"):
            start += after.end()
    return found


def _claimed(text: str) -> set[tuple[str, str]]:
    """(thing, use) pairs a claim makes: its "X for Y", and "for Y are X and Z"."""
    found = _pairs(text)
    for match in _FOR_ARE.finditer(" ".join(text.split())):
        use = _word(match.group(1))
        for word in re.split(r"\s*(?:,|\band\b)\s*", match.group(2)):
            if use is not None and (thing := _word(word)) is not None and thing != use:
                found.add((thing, use))
    return found


def paired_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that pairs the claim's X and Y each with another
    (module docstring); None when none does or one pairs them the claim's way."""
    mine = _claimed(claim)
    if not mine:
        return None
    book = [(index, unit, _pairs(unit.display)) for index, unit in units]
    for x, y in sorted(mine):
        if any((x, y) in pairs for _, _, pairs in book):
            continue  # (the book pairs them so)
        for index, unit, pairs in book:
            if len({b for _, b in pairs}) < PAIRS:
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
