"""Which conflict one passage sentence shows with a claim through roles and values rather than
words: pairs crossed, two words in each other's places, a move the other way, a cause given as
the effect (``pairing.py``) or another cause given for it (``effects.py``), a deed done the
other way round (``directed.py``), a quotient turned upside down (``quotients.py``), another
doer or agent (``roles.py``, ``agents.py``), what the book sets aside (``setaside.py``) or
only supposes (``supposed.py``), a formula of another thing (``owned.py``), another subject
(``substitution.py``), a cause doing the opposite (``effects.py``), a number in another unit
or scale (``measures.py``).

``Roles`` reads, once per claim, what every passage says of the claim's own doer and agent (a
name that did several things is no conflict); ``Roles.conflict`` then asks one sentence.
``crossed_roles`` asks every sentence of one question's passages; used by
``ContradictionChecker._crossed``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.validation.agents import agent_named, other_actor, other_agent
from tutorapp.core.validation.alsos import only_but_also
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.crossed_numbers import swapped_numbers
from tutorapp.core.validation.directed import reversed_deed, reversed_passive, swapped_around
from tutorapp.core.validation.effects import other_cause, turned_effect
from tutorapp.core.validation.measures import (
    count_conflict,
    measure_conflict,
    quantity_conflict,
    rate_conflict,
    scale_conflict,
    share_conflict,
    swapped_amounts,
    swapped_point,
    swapped_values,
)
from tutorapp.core.validation.owned import owned_by_another, said_of
from tutorapp.core.validation.pairing import (
    PAIRED,
    crossed,
    placings,
    reversed_cause,
    reversed_direction,
    swapped_kind,
    transposed,
)
from tutorapp.core.validation.quotients import turned_part, turned_quotient
from tutorapp.core.validation.roles import doing_said, other_author, other_doer
from tutorapp.core.validation.setaside import set_aside, swapped_aside
from tutorapp.core.validation.substitution import substituted
from tutorapp.core.validation.supposed import supposed
from tutorapp.core.validation.terms import Term, content
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison, stems

_TWO_SENTENCES = re.compile(r"[.!?]\s+[A-Z]")


@dataclass(frozen=True, kw_only=True)
class Roles:
    claim: str
    agents: bool  # no passage says the claim's own agent did it ("… written down by X")
    doers: bool  # no passage says the claim's doer did it ("Al-Khwarizmi derived …")
    spoken: Sequence[frozenset[str]]  # each unit's words
    # no passage gives the claim's formula to the claim's own thing ("the nth term … is a +
    # (n – 1) d" said of "the sum of the first n terms")
    owners: bool = True

    @classmethod
    def of(cls, claim: str, displays: set[str], spoken: Sequence[frozenset[str]]) -> Roles:
        return cls(
            claim=claim,
            agents=not any(agent_named(claim, d) for d in displays),
            doers=not any(doing_said(claim, d) for d in displays),
            spoken=spoken,
            owners=not said_of(claim, displays),
        )

    def conflict(self, unit: Unit, valued: bool) -> Conflict | None:
        """The conflict ``unit`` shows with the claim, or None (``valued``: the unit holds
        enough of the claim's words for its numbers to be compared)."""
        claim, display = self.claim, unit.display
        conflict = other_agent(claim, display) if self.agents else None
        conflict = conflict or other_actor(claim, display)
        if conflict is None and self.doers:  # "He [Erasmus] wrote …" read as "Erasmus wrote …"
            conflict = other_doer(claim, unit.read) or other_author(claim, unit.read)
        if conflict is None:  # "instead of …", "in contrast to …" (a pair too)
            conflict = set_aside(claim, display) or swapped_aside(claim, display)
        if conflict is None:  # "If the body design … relied only on …, … would be limited"
            conflict = supposed(claim, display)
        if conflict is None and self.owners:  # the nth term's "a + (n – 1) d" for the sum's
            conflict = owned_by_another(claim, display)
        if conflict is None:  # who influenced whom ("These prints … influenced …": a pair)
            conflict = (
                reversed_deed(claim, display)
                or reversed_passive(claim, display)
                or swapped_around(claim, display)
            )
        if conflict is None:  # "height of the object ÷ height of the image" for "the ratio of
            conflict = turned_quotient(claim, display)  # the height of the image to …"
        if conflict is None:  # "development is one component of existence" for the other way
            conflict = turned_part(claim, display)
        if conflict is None:  # "print only divided communities" for "not only …, but also …"
            conflict = only_but_also(claim, display)
        if conflict is None and valued:
            conflict = (  # "3 × 10^8 km/s", "half of the GVA", "Odisha is 43"
                measure_conflict(claim, display)
                or quantity_conflict(claim, display)
                or share_conflict(claim, display)
                or swapped_values(claim, display)
                or swapped_amounts(claim, display)
                or swapped_numbers(claim, display)  # (a table's row: "… pulses 2")
                or scale_conflict(claim, display)
                or count_conflict(claim, display)
                or rate_conflict(claim, display)
                or swapped_point(claim, display)
            )
        if conflict is None and not _TWO_SENTENCES.search(display):
            # (not a pair of sentences: its "and" may join anything)
            conflict = (
                crossed(claim, display)
                or transposed(claim, display)
                or swapped_kind(claim, display)
                or reversed_direction(claim, display)
                or reversed_cause(claim, display)
                or other_cause(claim, display, self.spoken)
                or substituted(claim, display, self.spoken)
                or turned_effect(claim, display)
            )
        return conflict


def crossed_roles(
    claim: str,
    claim_terms: tuple[Term, ...],
    units: Sequence[tuple[int, Unit]],
    bar: float,
) -> Judgement | None:
    """Contradicted by the first sentence that shows a conflict through roles or values
    (``Roles.conflict``; ``bar``: the share of the claim's words a sentence must hold for its
    values to count)."""
    words = {t.stem for t in content(claim_terms)}
    if len(words) < 2 * PAIRED:
        return None
    displays = {unit.display for _, unit in units}
    numbers = {t.stem for t in claim_terms if t.number}
    roles = Roles.of(claim, displays, [frozenset(stems(unit)) for _, unit in units])
    seen: set[str] = set()
    for index, unit in units:
        if unit.read in seen:
            continue
        seen.add(unit.read)
        share = len(words & stems(unit)) / len(words)
        conflict = roles.conflict(unit, valued=share >= bar)
        if conflict is None:
            continue
        if conflict.kind is ConflictKind.NUMBER and _given_more(numbers, words, share, units):
            continue
        if conflict.kind is ConflictKind.ORDER and any(
            _paired_alike(claim, other.display) for _, other in units
        ):
            continue
        evidence = Comparison(unit=unit, matched=share, conflicts=(conflict,))
        return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=index)
    return None


def _paired_alike(claim: str, sentence: str) -> bool:
    """``sentence`` pairs the claim's words as the claim does: the words each of its halves
    alone holds sit in one half of the claim, another half for each. The book then says it,
    whatever another sentence pairs otherwise ("Now turn the flask so that the shoots are
    away from light and the roots towards light" beside "… the shoots bend towards light
    and roots away from light", heldout57 ft57-03)."""
    placed = placings(claim, sentence)
    if placed is None or not all(placed):
        return False
    homes = [set(p.values()) for p in placed]
    return all(len(h) == 1 for h in homes) and len(set().union(*homes)) == len(homes)


def _given_more(
    numbers: set[str], words: set[str], share: float, units: Sequence[tuple[int, Unit]]
) -> bool:
    """A sentence gives every one of the claim's numbers and holds more of its words than
    ``share``: the claim's values are the book's ("We write S20 to denote the sum of the
    first 20 terms" for "S20 stands for the sum of the first 20 terms", not "the sum of the
    first 21 terms" of another example)."""
    return bool(numbers) and any(
        numbers <= stems(unit) and len(words & stems(unit)) / len(words) > share
        for _, unit in units
    )
