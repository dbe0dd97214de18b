"""The verdict on a claim judged against passages (``contradiction.py``), and the
thresholds it is weighed with."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.weighing import Comparison


class Verdict(StrEnum):
    SUPPORTED = "supported"
    CONTRADICTED = "contradicted"
    NOT_STATED = "not_stated"


@dataclass(frozen=True, kw_only=True)
class ContradictionThresholds:
    conflict: float = 0.5  # a conflicting unit must hold this share of the claim's words
    supported: float = 0.6  # a clean unit holding this share supports the claim
    restates: float = 0.8  # a sentence holding this share of a claim, cleanly, repeats it
    min_terms: int = 2  # claims with fewer content terms are not judged


#: Conflicts that deny a claim outright, whatever else it says.
_OUTRIGHT = frozenset(
    {
        ConflictKind.NUMBER,
        ConflictKind.ENTITY,
        ConflictKind.FORMULA,
        ConflictKind.NEGATION,
        ConflictKind.OPPOSITE,
    }
)


@dataclass(frozen=True, kw_only=True)
class Judgement:
    verdict: Verdict
    evidence: Comparison | None  # the best conflicting unit, or the best clean one
    source: int | None = None  # which passage (index into the checker's) it came from

    @property
    def contradicted(self) -> bool:
        return self.verdict is Verdict.CONTRADICTED

    def denied_outright(self, said: set[str]) -> bool:
        """Contradicted by another value, name, formula, negation or opposite that ``said``
        (a whole claim's stems) does not hold elsewhere: "the nineteenth century" against
        "fourteenth-century", not "forest soils" against "the mountain environment" the
        claim's reason names, nor "come out like that" against "shown in Fig. 8.1"."""
        evidence = self.evidence
        return evidence is not None and any(
            c.kind in _OUTRIGHT and c.passage not in said for c in evidence.conflicts
        )

    def only_opposites_of(self, said: set[str]) -> bool:
        """Contradicted only by opposites of words in ``said`` (a whole claim's stems): a
        clause of "humus rich where it supports forests but humus poor under sparse
        vegetation" against the book's sentence saying both is no denial."""
        evidence = self.evidence
        return (
            evidence is not None
            and bool(evidence.conflicts)
            and all(
                c.kind is ConflictKind.OPPOSITE and c.passage in said for c in evidence.conflicts
            )
        )


def contradicted(
    *, unit: Unit, conflict: Conflict, source: int | None, matched: float = 1.0
) -> Judgement:
    """The claim contradicted by ``unit`` through one ``conflict``: the judgement a check that
    found one conflicting sentence returns (``matched`` is the share of the claim it holds;
    a check that reads the sentence's own structure found all of it)."""
    evidence = Comparison(unit=unit, matched=matched, conflicts=(conflict,))
    return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=source)
