"""What a contrasted sentence says of one thing, said of the other.

"While the first volume of the book is unavailable, the second one is available in the
National Library of France." says where the second volume is. "the first volume of the Jikji
is kept in the National Library of France" gives that to the first (heldout71 fp71-04):
word overlap finds every word of the claim in the sentence, across its two halves, and none
against it. Read by halves, the claim holds the second half's words with the first half's
thing ("first") where the second half names another ("second"): a conflict of subject.

The two things must be set apart by words of one kind (ordinals, or words the lexicon
groups: ``terms.alternative``), and the claim must hold most of the second half's words
besides its thing, and not name the second half's thing itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.clauses import LEADING_CONTRAST
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_ORDINALS = frozenset(
    {"first", "second", "third", "fourth", "fifth", "last", "former", "latter", "earli", "later"}
)
#: The share of the second half's words (besides its thing) the claim must hold.
HELD = 0.6
#: The fewest such words: "is available" alone says too little to cross.
HELD_WORDS = 2


def contrast_crossed(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when a "While A, B" sentence says the claim's B-words of a thing of B
    set apart from the claim's thing, which is A's (module docstring); else None."""
    said = {t.stem for t in content(terms(claim)) if not t.number}
    for index, unit in units:
        match = LEADING_CONTRAST.match(unit.display)
        if match is None:
            continue
        first = {t.stem for t in content(terms(match.group(1))) if not t.number}
        second = {t.stem for t in content(terms(match.group(2))) if not t.number}
        mine = (first - second) & said  # the claim's thing, as the first half names it
        theirs = (second - first) - said  # the second half's thing, which the claim lacks
        crossed = next(
            ((m, t) for m in sorted(mine) for t in sorted(theirs) if _set_apart(m, t)), None
        )
        if crossed is None:
            continue
        rest = second - {crossed[1]}
        held = rest & said
        if len(held) < HELD_WORDS or len(held) < HELD * len(rest):
            continue
        conflict = Conflict(kind=ConflictKind.SUBJECT, claim=crossed[0], passage=crossed[1])
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _set_apart(mine: str, theirs: str) -> bool:
    return (mine in _ORDINALS and theirs in _ORDINALS) or alternative(mine, theirs) is not None
