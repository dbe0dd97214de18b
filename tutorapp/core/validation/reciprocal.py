"""One quantity said to be another's reciprocal, square, ratio … where the book relates other
quantities so: "The focal length of a lens is defined as the reciprocal of its focal length"
(or "… of its power") against the book's "The power of a lens is defined as the reciprocal of
its focal length" (heldout67 ft67-08, an answer that passed as grounded).

Every word of such a claim is in the book's sentence, so word overlap reads it as said. Here
both are read as "A is (defined as) the R of B": the same relation R of the same B said of
another A, or of B itself, or with A and B swapped, is contradicted by the book's sentence —
unless a sentence relates them the claim's way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "A is (defined as / called / equal to) the R of B": R one of the relations a quantity has to
# another ("the power of a lens is defined as the reciprocal of its focal length")
_RELATED = re.compile(
    r"(?P<a>[^.;:?!,]{3,80}?)\s+(?:is|are|was|were)\s+"
    r"(?:(?:defined|taken|given|expressed)\s+(?:as|by)\s+|called\s+|known\s+as\s+|equal\s+to\s+)?"
    r"(?:the\s+|its\s+)?(?P<r>reciprocal|inverse|square\s+root|square|cube|product|ratio)"
    r"\s+of\s+(?P<b>[^.;:?!]{3,80})",
    re.IGNORECASE,
)
# where what a quantity is ends: "…, and", "which", "that"
_CLAUSE_END = re.compile(r",|\b(?:and|which|that|where|when|so|because)\b", re.IGNORECASE)
#: The most content words before "is" that name what is related ("the power of a lens").
_SUBJECT_WORDS = 4


@dataclass(frozen=True)
class _Relation:
    subject: frozenset[str]  # what is related: its head's stems ("power"; not "of a lens")
    relation: str  # "reciprocal"
    target: frozenset[str]  # what it is related to ("focal", "length")
    text: str


def _head(text: str) -> frozenset[str]:
    """The content stems of a quantity's name before its "of" ("the focal length of a lens"
    → focal, length); of the last words before "is" (a clause may open on others)."""
    words = text.split()
    kept = " ".join(words[-8:])
    head = re.split(r"\bof\b", kept, maxsplit=1)[0] if " of " in f" {kept} " else kept
    return frozenset(t.stem for t in content(terms(head))[-_SUBJECT_WORDS:] if not t.number)


def _relations(text: str) -> list[_Relation]:
    found = []
    for match in _RELATED.finditer(" ".join(text.split())):
        target_text = _CLAUSE_END.split(match.group("b"), maxsplit=1)[0]
        target = frozenset(t.stem for t in content(terms(target_text)) if not t.number)
        subject = _head(match.group("a"))
        if subject and target:
            relation = " ".join(match.group("r").lower().split())
            found.append(_Relation(subject, relation, target, match.group(0)))
    return found


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    return a <= b or b <= a


def related_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that relates the claim's quantity otherwise (module
    docstring); None when none does, or a sentence relates them the claim's way."""
    mine = _relations(claim)
    if not mine:
        return None
    book = [(index, unit, r) for index, unit in units for r in _relations(unit.display)]
    for said in mine:
        if any(
            r.relation == said.relation
            and _same(r.subject, said.subject)
            and _same(r.target, said.target)
            for _, _, r in book
        ):
            continue  # (the book says it so)
        for index, unit, theirs in book:
            if theirs.relation != said.relation or theirs.subject & said.subject:
                continue
            of_same = _same(theirs.target, said.target)
            swapped = _same(theirs.target, said.subject) and _same(theirs.subject, said.target)
            if of_same or swapped:
                conflict = Conflict(
                    kind=ConflictKind.SUBJECT,
                    claim=" ".join(sorted(said.subject)),
                    passage=" ".join(sorted(theirs.subject)),
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
