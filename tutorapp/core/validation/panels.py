"""What the book says of one panel of a figure, said of another: "Fig 8.10 B plots the number
of black triangles … against the stage number" where the book says "… the number of black
triangles in the Sierpiński triangle we get the graph in Fig. 8.10 A. Fig. 8.10 B shows the
graph where stage numbers are represented on the x-axis and the area of the black region …"
(heldout69 fp69-16). Word overlap reads the claim as said: the two sentences stand side by
side, and most of the claim's words are in them.

A claim that names a panel of a figure ("Fig 8.10 B", "fig. 9.2 (a)") is contradicted by the
book's sentence on that panel when another sentence, on another panel of the same figure,
holds the claim's words and the sentence on the claim's panel holds clearly fewer of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "Fig 8.10 B", "Fig. 8.10 A", "figure 9.2 (a)", "fig 9.2(b)"
_PANEL = re.compile(r"\bfig(?:ure)?\.?\s*(\d+\.\d+)\s*\(?([a-dA-D])\)?(?!\w)", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
#: The share of the claim's words the sentence on another panel must hold.
OTHER_HOLDS = 0.8
#: How much less of them the sentence on the claim's own panel holds.
LESS = 0.3


def _panels(text: str) -> set[tuple[str, str]]:
    return {(m.group(1), m.group(2).upper()) for m in _PANEL.finditer(text)}


def _words(text: str) -> set[str]:
    """The content words of ``text`` besides the figure names in it."""
    return {t.stem for t in content(terms(_PANEL.sub(" ", text))) if not t.number}


def panel_crossed(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the book's sentence on the claim's panel when another panel's holds
    the claim's words (module docstring); None otherwise."""
    named = _panels(claim)
    if len(named) != 1:
        return None
    figure, panel = named.pop()
    words = _words(claim)
    if len(words) < 3:
        return None
    own: list[tuple[int, Unit, str, float]] = []
    others: list[tuple[float, str]] = []
    seen = set()
    for index, unit in units:
        for sentence in _SENTENCE.split(unit.display):
            if sentence in seen:
                continue
            seen.add(sentence)
            shown = {p for f, p in _panels(sentence) if f == figure}
            if len(shown) != 1:
                continue
            share = len(words & _words(sentence)) / len(words)
            if shown == {panel}:
                own.append((index, unit, sentence, share))
            else:
                others.append((share, min(shown)))
    best, other = max(others, default=(0.0, ""))
    if not own or best < OTHER_HOLDS:
        return None
    index, unit, sentence, share = max(own, key=lambda o: o[3])
    if share > best - LESS:
        return None
    conflict = Conflict(
        kind=ConflictKind.CONTRAST, claim=f"fig {figure} {panel}", passage=f"fig {figure} {other}"
    )
    said = Unit(display=sentence, terms=terms(sentence))
    return contradicted(unit=said, conflict=conflict, source=index, matched=share)
