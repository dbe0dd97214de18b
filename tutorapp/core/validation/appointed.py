"""A role the book gives one named person, given by the claim to another: "the landlord laxmi
hires one or two members of sukhram's family" against the book's "supposing a landlord,
Sukhram, comes and hires one or two members of the family", where Laxmi is "a small farmer".

The claim holds nearly every word of the book's sentence, and both names are the book's, so
word overlap supports it. The book sets a role beside a name ("a landlord, Sukhram," or
"Sukhram, a landlord,"); ``appointed`` fires when the claim writes the same role before
another of the passages' names ("the landlord laxmi") and no passage gives that name the
role.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_NAME = r"[A-Z][a-z]{2,}"
#: "a landlord, Sukhram," / "a small farmer, Laxmi," and "Sukhram, a landlord,"
_ROLE_NAME = re.compile(rf"\b(?:a|an|the)\s+(?:[a-z]+\s+){{0,2}}?([a-z]{{3,}}),\s+({_NAME})\b")
_NAME_ROLE = re.compile(rf"\b({_NAME}),\s+(?:a|an|the)\s+(?:[a-z]+\s+){{0,2}}?([a-z]{{3,}}),")
#: what the claim writes: "the landlord laxmi", "a landlord, Laxmi"
_CLAIMED = re.compile(r"\b(?:a|an|the)\s+([a-z]{3,}),?\s+([A-Za-z][a-z]{2,})\b", re.IGNORECASE)


def _roles(text: str) -> set[tuple[str, str]]:
    """(role, name) pairs the text sets side by side, as stems."""
    pairs = {(stem(r), stem(n)) for r, n in _ROLE_NAME.findall(text)}
    return pairs | {(stem(r), stem(n)) for n, r in _NAME_ROLE.findall(text)}


def appointed(
    claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str], names: Collection[str]
) -> Judgement | None:
    """Contradicted when a sentence gives the claim's role to another name than the claim
    does, the claim's name is one the passages use, and no passage gives it that role (module
    docstring); else None."""
    claimed = {(stem(r), stem(n)) for r, n in _CLAIMED.findall(claim) if stem(n) in names}
    if not claimed:
        return None
    given = set().union(*(_roles(text) for text in texts))
    for role, name in claimed:
        if (role, name) in given:
            continue
        for index, unit in units:
            other = next((n for r, n in _roles(unit.display) if r == role and n != name), None)
            if other is not None:
                conflict = Conflict(
                    kind=ConflictKind.ENTITY, claim=f"{role} {name}", passage=f"{role} {other}"
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
