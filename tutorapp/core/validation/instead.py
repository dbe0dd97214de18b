"""What a sentence says of one thing *instead of* another: said of the other, it is denied.

"Instead of the specialised proteins found in animal muscle cells, plant cells change shape by
changing the amount of water in them" says how plant cells move, and that muscle cells do not
move so. A claim that says it of muscle cells shares most of its words with the sentence.

A means the book rules out is denied the same way: "a rheostat controls the current by
changing the voltage of the source" against "A component used to regulate current without
changing the voltage source is called variable resistance" (``without``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "Instead of the specialised proteins found in animal muscle cells, plant cells change shape
# by changing the amount of water in them"
_INSTEAD = re.compile(r"^\W*instead\s+of\s+(?P<not>[^,]{3,80}),\s*(?P<said>.+)$", re.IGNORECASE)
#: The claim's words besides its subject that the sentence's main clause must hold.
INSTEAD_HELD = 3


def instead(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence that says "Instead of X, Y …" when the claim says of X
    (its subject, its first two words, is in X and not all in Y's clause) what the sentence says
    of Y (``INSTEAD_HELD`` of its other words at least): "muscle cells become shorter by
    changing the amount of water in them" against "Instead of the specialised proteins found
    in animal muscle cells, plant cells change shape by changing the amount of water in
    them"."""
    ruled_out = without(claim, units)
    if ruled_out is not None:
        return ruled_out
    words = [t.stem for t in content(terms(claim)) if not t.number]
    subject, rest = set(words[:2]), set(words[2:])
    if len(subject) < 2:
        return None
    for index, unit in units:
        match = _INSTEAD.match(unit.display)
        if match is None:
            continue
        said = {t.stem for t in content(terms(match["said"]))}
        held = rest & said
        named = {t.stem for t in terms(match["not"])}
        if not subject <= named or subject <= said or len(held) < INSTEAD_HELD:
            continue
        conflict = Conflict(
            kind=ConflictKind.SUBJECT,
            claim=" ".join(words[:2]),
            passage=" ".join(t.stem for t in content(terms(match["said"]))[:2]),
        )
        return contradicted(
            unit=unit, conflict=conflict, source=index, matched=len(held) / len(rest)
        )
    return None


# "by changing the voltage of the source" / "without changing the voltage source"
_MEANS = (
    r"\b{}\s+(\w+ing)\s+((?:\w+\s+){{0,4}}?\w+)(?=\s*(?:[,.;]|$|\s(?:is|are|was|were|and|so)\b))"
)
_BY, _WITHOUT = (re.compile(_MEANS.format(w), re.IGNORECASE) for w in ("by", "without"))
#: The claim's words the sentence must hold besides the means, and its means' object's.
WITHOUT_HELD = 1


def without(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence that does what the claim says "without" the means the claim
    gives ("by V-ing O" against "without V-ing O": the same verb, a word of the object, and
    ``WITHOUT_HELD`` of the claim's other words); else None."""
    means = _BY.search(claim)
    if means is None:
        return None
    verb = _stems(means.group(1))
    done = _stems(means.group(2))
    rest = _stems(claim[: means.start()] + " " + claim[means.end() :])
    for index, unit in units:
        for ruled in _WITHOUT.finditer(unit.display):
            if _stems(ruled.group(1)) != verb or not done & _stems(ruled.group(2)):
                continue
            if len(rest & _stems(unit.display)) < WITHOUT_HELD:
                continue
            conflict = Conflict(
                kind=ConflictKind.NEGATION,
                claim=f"by {means.group(1)}",
                passage=f"without {ruled.group(1)}",
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _stems(text: str) -> set[str]:
    return {t.stem for t in content(terms(text)) if not t.number}
