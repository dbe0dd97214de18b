"""A label said to stand for another thing than the book says it stands for.

"In Fig.9.2, distance MN represents the aperture." — "the distance MN marked on the mirror is
its focal length" shares the sentence's words but names another quantity; the word checks
find no conflict between "aperture" and "focal length", two things of no one kind
(heldout74 fp74-09).

The rule: a sentence of the passages says a label (two or three capitals: "MN", "PQ") or a
letter-named quantity "represents", "denotes", "stands for" or "is called" something; the claim
says the same label "is", "represents", "denotes", "stands for" or "means" something that
shares no word with it; and the sentence shares another of the claim's words besides (the
figure, "distance").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_LABEL = r"\b([A-Z]{2,3})\b"
_WHAT = (
    r"(?:(?:its|the|a|an|this|their)\s+)?([A-Za-z][A-Za-z\s-]{2,40}?)"
    r"(?=[,.;?]|\s+(?:of|and|which|that|isn|right|correct)\b|$)"
)
_BOOK = re.compile(
    rf"{_LABEL}\s+(?:represents|denotes|stands\s+for|is\s+called|is\s+known\s+as)\s+{_WHAT}"
)
_SAID = re.compile(
    rf"{_LABEL}[^.?;]{{0,40}}?\s(?:is|represents|denotes|stands\s+for|means|gives)\s+{_WHAT}",
)
#: The fewest other words of the claim the sentence must share.
_SHARED = 1


def denoted_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that has the claim's label stand for another thing
    (module docstring); None when none does."""
    said = _SAID.search(claim)
    if said is None:
        return None
    label, mine = said.group(1), word_stems(said.group(2))
    if not mine:
        return None
    rest = word_stems(claim[: said.start(2)]) - {label.lower()}
    for index, unit in units:
        for match in _BOOK.finditer(unit.display):
            if match.group(1) != label:
                continue
            theirs = word_stems(match.group(2))
            if not theirs or theirs & mine:
                continue
            if len(rest & word_stems(unit.display)) < _SHARED:
                continue
            conflict = Conflict(
                kind=ConflictKind.ENTITY, claim=said.group(2).strip(), passage=match.group(2)
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None
