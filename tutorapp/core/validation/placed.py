"""Where a unit's words stand against a claim's: a name of the unit's in the place of the
claim's name (next to the same word), and a worked unit that lists every member of a kind
(every trigonometric ratio) rather than putting one in the place of the claim's. Used by
``conflicts.set_conflicts``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import Term


def in_its_place(name: str, claim: Sequence[Term], unit: Sequence[Term]) -> bool:
    """A name of the unit's stands where ``name`` stands in the claim: next to a word that
    is next to ``name`` there ("At the international level, the Club of Rome …" for "At the
    international level, the Brundtland Commission …"; not "Western-style schools" for
    "China's new print culture")."""

    def beside(seq: Sequence[Term], at: int) -> set[str]:
        start = at
        while start > 0 and seq[start - 1].proper:
            start -= 1
        end = at
        while end + 1 < len(seq) and seq[end + 1].proper:
            end += 1
        around = [*seq[max(0, start - 1) : start], *seq[end + 1 : end + 2]]
        return {t.stem for t in around}

    stems = [t.stem for t in claim]
    mine = beside(claim, stems.index(name))
    return any(
        t.proper and t.stem not in stems and beside(unit, i) & mine for i, t in enumerate(unit)
    )


def unlisted(found: list[Conflict], unit: Sequence[Term]) -> list[Conflict]:
    """``found`` without the claim's word set against two or more of its kind in a worked
    unit (two "=" or more): "sin A = 4k/5k …, cos A = 3k/5k …" works out every ratio, it puts
    none in the place of the claim's "tan A = 4/3"."""
    if sum(t.stem == "=" for t in unit) < 2:
        return found
    against: dict[str, set[str]] = {}
    for c in found:
        if c.kind is ConflictKind.CONTRAST:
            against.setdefault(c.claim, set()).add(c.passage)
    listed = {word for word, others in against.items() if len(others) >= 2}
    return [c for c in found if not (c.kind is ConflictKind.CONTRAST and c.claim in listed)]
