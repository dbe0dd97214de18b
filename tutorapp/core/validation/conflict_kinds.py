"""What kind of thing a passage says against a claim, and one such conflict."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ConflictKind(StrEnum):
    NEGATION = "negation"
    OPPOSITE = "opposite"
    CONTRAST = "contrast"  # another member of the same kind: a wrong subject or property
    ENTITY = "entity"  # another proper name
    NUMBER = "number"
    FORMULA = "formula"
    QUANTIFIER = "quantifier"
    ORDER = "order"  # a comparison or a sequence turned round
    PREDICATE = "predicate"  # the same subject, every word said of it replaced by others
    SUBJECT = "subject"  # what the passage says of one subject, said of another


@dataclass(frozen=True, kw_only=True)
class Conflict:
    kind: ConflictKind
    claim: str  # the claim's term(s)
    passage: str  # what the passage says instead

    def __str__(self) -> str:
        return f"{self.kind}: {self.claim!r} vs {self.passage!r}"
