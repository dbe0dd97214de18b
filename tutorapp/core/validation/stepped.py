"""Other values for the things an activity's steps use.

"for activity 11.4 the book says to take 10 Ω, 20 Ω and 30 Ω resistors with a 12 V battery"
shares only "resistors" and "battery" with the activity's "You may use the resistors of values
like 1 Ω, 2 Ω, 3 Ω etc., and a battery of 6 V for performing this Activity.": word overlap
finds too little, and no symbol is given a value (``assigned``). Read as quantities, the claim
gives resistances and a voltage the activity never gives, where the activity gives its own
(heldout71 fp71-16). A worked example elsewhere on the page with two of the claim's numbers
("5 Ω, 10 Ω, 30 Ω … 12 V", Example 11.8) is not the activity.

Only units kept to the claim's named activity are read (``worked.in_activity``): across a
chapter the same kind of quantity takes many values.

Steps a claim strings together ("we keep walking closer to the bowl till we can see the coin
and then the friend pours the water out") are each read on their own (``in_parts``): the
whole shares too few words with any one step of Activity 9.8 to be read against "Move away
slowly from the bowl." (heldout72 fp72-08).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.measures import Measure, measures, number_size
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# words every activity's steps and a student's claim about them share, which name no thing
_GENERIC = frozenset({"activ", "activity", "book", "take", "use", "valu", "like", "etc"})
# where one step of a claim ends and the next begins
_NEXT_STEP = re.compile(r"\s+(?:till|until|and\s+then|then)\s+|,\s*(?:and\s+)?then\s+", re.I)
# a part shorter than this says no step ("we see it")
_PART_WORDS = 4


# where one of two facts a claim joins ends: "… in 1857, the same year france set up …"
# (in Hindi "… करघे आए तो उनसे जापान का वस्त्र उद्योग बढ़ा": what followed, after "तो")
JOINED = re.compile(
    r",\s*(?:and\s+)?(?:the\s+same\s+year|at\s+the\s+same\s+time|and)\s+|;\s*|\s+तो\s+", re.I
)
# a part said in a case is not said on its own: "अगर … तो …", "if …, and …"
_IN_A_CASE = re.compile(r"^\s*(?:if|when|unless|अगर|यदि|जब)\b", re.I)


def in_parts(
    claim: str, judge: Callable[[str], Judgement], between: re.Pattern[str] = _NEXT_STEP
) -> Judgement | None:
    """The first contradiction of one of the steps the claim strings together ("… till …",
    "… and then …"; or the facts it joins, split at ``between``), each judged on its own;
    None when there is one part or none is."""
    parts = [p for p in between.split(claim) if len(p.split()) >= _PART_WORDS]
    if len(parts) < 2 or any(_IN_A_CASE.match(p) for p in parts):
        return None
    return next((found for part in parts if (found := judge(part)).contradicted), None)


def stepped_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when a step of the claim's activity gives a thing the claim names its
    own values of a quantity (resistance, voltage …), none of them the claim's, and no step
    gives any of the claim's values of that quantity; else None."""
    mine = _by_kind(measures(claim))
    if not mine:
        return None
    named = {t.stem for t in content(terms(claim)) if not t.number} - _GENERIC
    theirs = [(index, unit, _by_kind(measures(unit.display))) for index, unit in units]
    for kind, said in mine.items():
        if any(said & given.get(kind, set()) for _, _, given in theirs):
            continue  # a step gives one of the claim's values
        for index, unit, given in theirs:
            other = given.get(kind, set())
            things = {t.stem for t in content(unit.terms) if not t.number} & named
            if not other or not things:
                continue
            unit_name = next(m.unit for m in measures(unit.display) if m.kind == kind)
            conflict = Conflict(
                kind=ConflictKind.NUMBER,
                claim=f"{', '.join(sorted(said, key=number_size))} {unit_name}",
                passage=f"{', '.join(sorted(other, key=number_size))} {unit_name}",
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _by_kind(found: Sequence[Measure]) -> dict[str, set[str]]:
    kinds: dict[str, set[str]] = {}
    for measure in found:
        kinds.setdefault(measure.kind, set()).add(measure.number)
    return kinds
