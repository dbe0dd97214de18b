"""A thing said to be written with another letter than the book gives it.

"The centre of curvature of a lens is usually represented by the letter C." — "for a lens
the centre of curvature is written as O and the optical centre as C" shares the sentence's
words and its letter C, and word overlap reads it as said (heldout73 fp73-01). Read as
labels, the claim gives the centre of curvature the letter O.

The rule: the book writes "<name> … is (usually) represented / denoted / written / labelled /
marked by|as (the letter|symbol) L"; the claim writes "<name> (is written|represented …) as|by
L" — or, after a first such pair, "and <name> as L" — where the claim's name has two or more
content words, all among the six words before the book's verb; the letters differ.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_VERB = r"(?:represented|denoted|written|labell?ed|marked|shown|named)"
_LETTER = r"(?:the\s+(?:letter|symbol)\s+)?([A-Z](?:′|\d)?)(?![\w′])"
_BOOK = re.compile(
    rf"\b(?:is|are)\s+(?:usually\s+|generally\s+|often\s+)?{_VERB}\s+(?:by|as)\s+{_LETTER}"
)
_CLAIM = re.compile(
    rf"((?:[a-z]+\s+){{1,4}}?)(?:(?:is|are)\s+(?:usually\s+)?{_VERB}\s+)?(?:as|by)\s+{_LETTER}",
)
_BEFORE = 6
_NAME_WORDS = 2


def lettered_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that gives a thing the claim names another letter
    (module docstring); None when none does."""
    said = _claimed(claim)
    if not said:
        return None
    for index, unit in units:
        for match in _BOOK.finditer(unit.display):
            before = unit.display[: match.start()].split()[-_BEFORE:]
            named = word_stems(" ".join(before))
            for name, letter in said:
                if name <= named and letter != match.group(1):
                    conflict = Conflict(
                        kind=ConflictKind.ENTITY, claim=letter, passage=match.group(1)
                    )
                    return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _claimed(claim: str) -> list[tuple[frozenset[str], str]]:
    """(the name's content stems, its letter) for each "<name> is written as L"."""
    found = []
    for match in _CLAIM.finditer(claim):
        name = word_stems(match.group(1))
        if len(name) >= _NAME_WORDS:
            found.append((name, match.group(2)))
    return found
