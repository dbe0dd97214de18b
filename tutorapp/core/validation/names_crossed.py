"""Two people (or places) given each other's deeds: "Dolly takes a load of hay to town and
must bring home Peregrine Pickle's Adventure, while John is sent to sell eggs …" against the
book's "If John goes to town with a load of hay, he is charged … to bring home Peregrine
Pickle's Adventure … and when Dolly is sent to sell her eggs, she is commissioned to purchase
The History of Joseph Andrews" (heldout58 fp58-13).

Every word is shared, so overlap reads the claim as stated. Here each of two names the claim
and the sentence both give once is followed by what is said of it, up to the other name (the
second, up to the end). When what the claim says after one name is what the sentence says
after the other, for both names, and next to nothing the same way round, the claim has
crossed them.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import Term, content
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

#: The fewest words said of each name, the same each way crossed, for a crossing to count…
_SAID = 3
#: …and the most said of a name the same way round.
_STRAIGHT = 1


def _said_of(words: Sequence[str], a: str, b: str) -> tuple[set[str], set[str]]:
    """What ``words`` say after ``a`` and after ``b``: from each name to the other (the
    later one, to the end)."""
    i, j = words.index(a), words.index(b)
    first, second = (i, j) if i < j else (j, i)
    before, after = set(words[first + 1 : second]), set(words[second + 1 :])
    return (before, after) if i < j else (after, before)


def crossed_names(claim: Sequence[Term], unit: Sequence[Term]) -> Conflict | None:
    """The conflict of two names whose deeds the claim gives the other way round, or None."""
    mine = [t.stem for t in content(tuple(claim))]
    theirs = [t.stem for t in content(tuple(unit))]
    names = dict.fromkeys(t.stem for t in claim if t.proper and not t.number)
    once = [n for n in names if mine.count(n) == 1 and theirs.count(n) == 1]
    for a, b in itertools.combinations(once, 2):
        mine_a, mine_b = _said_of(mine, a, b)
        theirs_a, theirs_b = _said_of(theirs, a, b)
        crossed = (len(mine_a & theirs_b), len(mine_b & theirs_a))
        straight = (len(mine_a & theirs_a), len(mine_b & theirs_b))
        if min(crossed) >= _SAID and max(straight) <= _STRAIGHT:
            return Conflict(kind=ConflictKind.ENTITY, claim=a, passage=b)
    return None


def names_crossed_against(
    claim: tuple[Term, ...], units: Sequence[tuple[int, Unit]]
) -> Judgement | None:
    """Contradicted by the first unit that gives two of the claim's names each other's deeds
    (``crossed_names``), with the share of the claim's words the unit holds."""
    words = {t.stem for t in content(claim)}
    for index, unit in units:
        conflict = crossed_names(claim, unit.terms)
        if conflict is not None:
            share = len(words & {t.stem for t in unit.terms}) / len(words)
            return contradicted(unit=unit, conflict=conflict, source=index, matched=share)
    return None
