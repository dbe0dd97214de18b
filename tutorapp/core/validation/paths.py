"""A path told the wrong way round: "the impulse starts at the axon end, goes to the cell body
and then leaves through the dendrite" against the book's "This impulse travels from the
dendrite to the cell body, and then along the axon to its end". Both name two things of one
kind (dendrite and axon) along a path — the claim from where it starts, the book from where
it goes "from" — in the opposite order, and no sentence sets them out the claim's way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import alternative
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# where a path starts: "from X", "starts at the X", "begins in X", "first X"
_START = re.compile(
    r"\b(?:from|starts?\s+(?:at|in|from)|begins?\s+(?:at|in|from)|first(?:\s+(?:at|in))?)"
    r"\s+(?:the\s+|its\s+|a\s+)?(\w+)",
    re.IGNORECASE,
)
# where it goes on to: "to X", "through X", "into X", "along X", "towards X"
_ON = re.compile(
    r"\b(?:to|through|into|along|towards|reaches)\s+(?:the\s+|its\s+|a\s+)?(\w+)", re.IGNORECASE
)


def _path(text: str) -> tuple[str, list[str]] | None:
    """Where the path in ``text`` starts and the places it goes on to, as stems."""
    start = _START.search(text)
    if start is None:
        return None
    on = [stem(m.group(1)) for m in _ON.finditer(text, start.end())]
    return stem(start.group(1)), on


def _reversed(first: str, later: Sequence[str], other: tuple[str, list[str]]) -> str | None:
    """The place the claim's path goes on to that ``other`` starts from, when ``other`` goes
    on to where the claim starts, and both are of one kind (dendrite, axon)."""
    start, on = other
    if first not in on:
        return None
    for place in later:
        if place == start and alternative(first, place) == "contrast":
            return place
    return None


def reversed_path(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that runs the claim's path the other way; else None."""
    mine = _path(claim)
    if mine is None or not mine[1]:
        return None
    first, later = mine
    found = None
    for index, unit in units:
        theirs = _path(unit.display)
        if theirs is None:
            continue
        if theirs[0] == first and set(later) & set(theirs[1]):
            return None  # a sentence runs it the claim's way
        place = _reversed(first, later, theirs)
        if place is not None and found is None:
            conflict = Conflict(
                kind=ConflictKind.ORDER, claim=f"{first} … {place}", passage=f"{place} … {first}"
            )
            found = contradicted(unit=unit, conflict=conflict, source=index)
    return found
