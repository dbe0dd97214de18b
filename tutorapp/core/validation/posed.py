"""A claim about one of the book's exercises, read in the exercises alone before the text.

"misc exercise q17 … treats the line x + 3y = 7 as a concave mirror" is met by the exercise's
own "… assuming the line to be a plane mirror" (its questions read as what it gives:
``units(posed=True)``), not by Example 13's "Assuming that straight lines work as the plane
mirror …", which holds as many of the claim's words (heldout66 fp66-07). Used by
``premise.PremiseChecker``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement
from tutorapp.core.validation.worked import under


def in_exercises(
    claim: str,
    passages: Sequence[str],
    lead_ins: Sequence[str],
    posed: frozenset[int],
    exercise: str | None,
    thresholds: ContradictionThresholds,
) -> Judgement | None:
    """The judgement of ``claim`` against the passages that are exercises (``posed``,
    indexing ``passages``; ``exercise``: the exercise number the claim names, read only
    under its heading) when they contradict it, with ``source`` indexing ``passages``; None
    otherwise."""
    if not posed:
        return None
    order = sorted(posed)
    leads = [*lead_ins, *[""] * len(passages)]
    checker = ContradictionChecker(
        [passages[i] for i in order],
        thresholds,
        [leads[i] for i in order],
        frozenset(range(len(order))),
    )
    if exercise is not None:
        checker = checker.within(under(exercise))
    judged = checker.judge(claim)
    if not judged.contradicted or judged.source is None or judged.evidence is None:
        return None
    if all(c.kind is ConflictKind.FORMULA for c in judged.evidence.conflicts):
        # (an exercise list writes many equations: one at odds with the claim's is no word
        # on it — heldout59 fp59-01's "eq (1) 2x+y-3=0" of Example 11 against "Find the
        # value of p so that the three lines … 2x – y – 3 = 0 may intersect …")
        return None
    return replace(judged, source=order[judged.source])
