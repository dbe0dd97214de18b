"""Trigonometric identities as written maths: "1 + tan² A = cosec² A" against the book's
"1 + tan2 A = sec2 A".

Word overlap holds two of the claim's three words ("1", "tan2"), which is support by share,
and the words drop the operators. Here each run of written maths is read as its sides
(``equations``: "sec2 A = 1 + tan2 A = 1 4" gives the pairs of neighbouring sides), folded
(superscripts, spaces, the order of a sum), and ``identity_conflict`` fires when a passage
equates one side of the claim's identity to another expression in trigonometric functions,
and no passage writes the claim's.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind

_FUNCTION = re.compile(r"(?:sin|cos|tan|cot|sec|cosec)", re.IGNORECASE)
_MATHS = re.compile(
    r"^(?:[+\-*/=()^]|\d+(?:\.\d+)?|(?:sin|cos|tan|cot|sec|cosec)\^?\d*|[A-Za-zθα]\^?\d*"
    r"|(?-i:[A-Z]{2})\^?\d*)$",  # "AB2", not "is"
    re.IGNORECASE,
)
_LABEL = re.compile(r"^\(\d+\)$")  # "(3)": the number of an equation, not maths
_DASHES = str.maketrans({"–": "-", "−": "-", "—": "-", "×": "*"})


def _side(tokens: list[str]) -> str:
    """A side folded: no spaces, no "^", a sum's terms in order ("tan2A+1" is "1+tan2A")."""
    text = "".join(tokens).replace("^", "").lower()
    if "-" not in text and "(" not in text and "+" in text:
        text = "+".join(sorted(text.split("+")))
    return text


@lru_cache(maxsize=2048)
def equations(text: str) -> frozenset[tuple[str, str]]:
    """The pairs of neighbouring sides of each run of written maths that holds "="."""
    folded = unicodedata.normalize("NFKC", text).translate(_DASHES)
    runs: list[list[str]] = [[]]
    for raw in folded.split():
        token = raw.strip(",.;:")
        if _MATHS.match(token) and not _LABEL.match(token):
            runs[-1].append(token)
            if token != raw:  # "A," ends the run
                runs.append([])
        else:
            runs.append([])
    found: set[tuple[str, str]] = set()
    for run in runs:
        sides: list[list[str]] = [[]]
        for token in run:
            if token == "=":
                sides.append([])
            else:
                sides[-1].append(token)
        folded_sides = [_side(s) for s in sides]
        for left, right in itertools.pairwise(folded_sides):
            if left and right:
                found.add((left, right))
    return frozenset(found)


def identity_conflict(claim: str, passages: Iterable[str]) -> tuple[str, str] | None:
    """(the claim's identity, the passage's) when a passage equates a side of the claim's
    identity, one in trigonometric functions, to another such expression, and no passage
    writes the claim's identity; else None."""
    written = {frozenset(pair) for text in passages for pair in equations(text)}
    found: list[tuple[bool, str, tuple[str, str]]] = []
    for left, right in sorted(equations(claim)):
        if not (_FUNCTION.search(left) and _FUNCTION.search(right)):
            continue
        if frozenset((left, right)) in written:
            continue
        for pair in written:
            for shared, mine in ((left, right), (right, left)):
                if shared in pair and mine not in pair:
                    (other,) = pair - {shared} or {shared}
                    if other != shared and _FUNCTION.search(other) and _FUNCTION.search(shared):
                        # the book's equation of the claim's sum ("1 + tan2 A = …") first
                        said = (f"{left} = {right}", f"{shared} = {other}")
                        found.append(("+" not in shared, said[1], said))
    return min(found)[2] if found else None


def identity_against(
    claim: str, passages: Iterable[str], read: Sequence[str]
) -> tuple[int, Conflict] | None:
    """(the index in ``read`` of the shortest sentence that writes the passages' equation
    against the claim's identity, the conflict), or None."""
    found = identity_conflict(claim, passages)
    if found is None:
        return None
    shared, _, other = found[1].partition(" = ")
    writing = [
        (len(text), index)
        for index, text in enumerate(read)
        if {(shared, other), (other, shared)} & equations(text)
    ]
    if not writing:
        return None
    conflict = Conflict(kind=ConflictKind.FORMULA, claim=found[0], passage=found[1])
    return min(writing)[1], conflict
