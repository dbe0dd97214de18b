"""A worked example's result given another value: "the bulb filament draws 0.5 A for 10
minutes, so the charge that flows is just 5 C" against the book's "Q = It = 0.5 A × 600 s =
300 C".

Word overlap cannot see it: the claim's words are the example's question, and "5" stands
nowhere in its solution. Read as quantities with their units (``measures``), the claim gives
a charge in coulombs that the example's solution works out otherwise.

The book's sentence must be the claim's example: it holds another of the claim's quantities
as the claim writes it ("0.5 A"), and its own quantity of the claim's unit comes after an "="
(a result, not a given). No sentence of the passages may give the claim's quantity, so a
claim that gives one of several results the book works out is not denied by the others.

A result in words is read the same way when the claim names its example: "in example 9.2,
the 4.0 cm object … gives a diminished image" against the example's "The image is inverted
and enlarged." (``described``: a sentence of that example says the opposite of one of the
claim's words, of the word the claim says it of, and the example never uses the claim's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.retrieval.examples import NAMED_EXAMPLE
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.measures import Measure, measures, placed_measures
from tutorapp.core.validation.terms import NOT, alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# a quantity written as the result of a step: "= 300 C"
_RESULT = re.compile(r"=\s*$")
#: The characters before a quantity in which its "=" must stand.
_RESULT_REACH = 3


def outcome(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence of the claim's worked example (it holds another of the
    claim's quantities) that works out the quantity of the claim's unit to another value,
    when no sentence gives the claim's value in that unit."""
    mine = measures(claim)
    if len(mine) < 2:
        return None
    given = {m for _, unit in units for m in measures(unit.display)}
    for wrong in mine:
        if wrong in given:
            continue
        others = {m for m in mine if m.unit != wrong.unit}
        for index, unit in units:
            found = _results(unit.display, wrong)
            if found and others & set(measures(unit.display)):
                conflict = Conflict(
                    kind=ConflictKind.NUMBER,
                    claim=f"{wrong.number} {wrong.unit}",
                    passage=f"{found[-1].number} {found[-1].unit}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _results(text: str, wrong: Measure) -> list[Measure]:
    """The sentence's quantities of ``wrong``'s unit, each written after an "=", when all of
    them differ from ``wrong``."""
    found = []
    for start, measure in placed_measures(text):
        if measure.unit != wrong.unit:
            continue
        if measure.number == wrong.number:
            return []
        if _RESULT.search(text[max(0, start - _RESULT_REACH) : start]):
            found.append(measure)
    return found


def described(
    claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]
) -> Judgement | None:
    """Contradicted by a sentence of the example the claim names that says the opposite of
    one of the claim's words, of a word next to it in the claim (module docstring); else
    None."""
    named = NAMED_EXAMPLE.search(claim)
    if named is None:
        return None
    said = terms(claim[named.end() :])
    if any(t.stem == NOT for t in said):
        return None
    mine = [t.stem for t in content(said) if not t.number]
    span = re.compile(rf"\bExample\s+{re.escape(named.group(1))}\b.*?(?=\bExample\s+\d|$)", re.S)
    for index, text in enumerate(texts):
        found = span.search(text)
        if found is None:
            continue
        example = found.group(0)
        words = {t.stem for t in content(terms(example))}
        for place, word in enumerate(mine):
            if word in words:
                continue
            near = set(mine[max(0, place - 1) : place + 2]) - {word}
            for at, unit in units:
                if at != index or unit.display not in example or NOT in stems_of(unit):
                    continue
                theirs = stems_of(unit)
                other = next((y for y in theirs if alternative(word, y) == "opposite"), None)
                if other is not None and near & theirs:
                    conflict = Conflict(kind=ConflictKind.OPPOSITE, claim=word, passage=other)
                    return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def stems_of(unit: Unit) -> set[str]:
    return {t.stem for t in unit.terms}
