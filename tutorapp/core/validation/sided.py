"""A comparison the claim makes of one side only, against the book's of both.

"Light travels faster in the optically denser medium" names no second side, so no "than" of
its own is there to turn round; the book's "The speed of light is higher in a rarer medium
than a denser medium" (a higher speed is "faster") puts the
denser medium on the low side, and its opposite, the rarer one, on the high side. The claim's
side word after its comparative is read against the book's sides: on the low side of the same
comparative (or the high side of its opposite, "slower"), with its own opposite on the other
side, it is contradicted.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import THAN, Term, alternative

#: How far after its comparative the claim's side word may stand ("faster in the optically
#: denser medium").
REACH = 4
#: How far after the book's "than" its low side is read.
LOW = 3
# "the speed … is higher": faster
_SPEED = {"higher": "faster", "greater": "faster", "lower": "slower", "less": "slower"}
_SPEED_REACH = 3


def one_sided(
    claim: Sequence[Term], unit: Sequence[Term], comparatives: frozenset[str]
) -> list[Conflict]:
    """The conflict when the book's comparison puts the claim's one side where the claim
    does not (module docstring); ``comparatives``: the comparing words."""
    mine = [t.stem for t in claim if not t.number]
    theirs = [t.stem for t in unit]
    if THAN in mine or THAN not in theirs:
        return []
    cut = theirs.index(THAN)
    # the first comparative of the few words before "than" (the others are sides: "higher
    # in a rarer medium")
    at = next((k for k in range(max(0, cut - 6), cut) if theirs[k] in comparatives), None)
    if at is None:
        return []
    word = theirs[at]
    if "speed" in theirs[max(0, at - _SPEED_REACH) : at]:
        # "the speed of light is higher in a rarer medium": light is faster there
        word = _SPEED.get(word, word)
    high, low = set(theirs[at + 1 : cut]), set(theirs[cut + 1 : cut + 1 + LOW])
    for i, said in enumerate(mine):
        if said not in comparatives:
            continue
        same = said == word
        if not same and alternative(said, word) != "opposite":
            continue
        # the side the book puts where the claim's comparative says the other one goes
        wrong, right = (low, high) if same else (high, low)
        for side in mine[i + 1 : i + 1 + REACH]:
            if (
                side in wrong
                and side not in right
                and any(alternative(side, other) == "opposite" for other in right)
            ):
                return [Conflict(kind=ConflictKind.ORDER, claim=f"{said} {side}", passage=word)]
    return []
