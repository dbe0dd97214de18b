"""An effect turned round (the claim says X reduces Y where the book says X leads to Y), or
given another cause.

"Ploughing up and down the slope helps to reduce soil erosion" holds most words of the
book's "Ploughing in a wrong way i.e. up and down the slope form channels for the quick flow
of water leading to soil erosion", and no single pair of its words are opposites ("lead" is
no antonym of "reduce": "leads to reduced costs"). What the two say otherwise is what X does
to Y: one raises it (leads to, causes, results in, increases, promotes), the other lowers it
(reduces, prevents, restricts, checks, slows down, inhibits).

``other_cause`` reads the claim's effect given another cause by the book ("Due to its high
fertility, regions of alluvial soils are … densely populated" against "the rich mineral
deposits in alluvial soils make those regions … densely populated").

``turned_effect`` reads each side as cause – verb – effect at its first such verb. It fires
when the verbs go opposite ways, the book's effect holds every word of the claim's, and the
book's cause nearly all of the claim's (the book may say more: "in a wrong way i.e."). A
negated sentence is not read ("does not lead to").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.pairing import PAIRED, cause_and_effect, content_stems
from tutorapp.core.validation.terms import content, terms

_RAISE = (
    r"(?:leads?|leading|led)\s+to|causes?|caused|causing|results?\s+in|resulted\s+in|"
    r"resulting\s+in|increases?|increased|increasing|accelerates?|promotes?|promoting"
)
_LOWER = (
    r"reduces?|reduced|reducing|prevents?|prevented|preventing|restricts?|restricting|"
    r"checks?|decelerates?|slows?\s+down|minimi[sz]es?|decreases?|decreasing|inhibits?|"
    r"inhibiting|hinders?"
)
_VERB = re.compile(rf"\b(?:(?P<raise>{_RAISE})|(?P<lower>{_LOWER}))\b", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no|cannot)\b|n't\b", re.IGNORECASE)
_HELPERS = frozenset({"help", "can", "may", "will"})  # "helps to reduce", "can prevent"

#: The share of the claim's cause words the book's cause must hold.
CAUSE_HELD = 0.75
#: The fewest content words of the claim's cause and effect.
CAUSE_MIN = 2
EFFECT_MIN = 1


def _read(text: str) -> tuple[frozenset[str], bool, frozenset[str]] | None:
    """(the cause's stems, whether the verb raises the effect, the effect's stems)."""
    if _NEGATED.search(text):
        return None
    match = _VERB.search(text)
    if match is None:
        return None
    cause = frozenset(t.stem for t in content(terms(text[: match.start()]))) - _HELPERS
    effect = frozenset(t.stem for t in content(terms(text[match.end() :])))
    return cause, match.group("raise") is not None, effect


def turned_effect(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``sentence`` says the claim's cause does the opposite to the claim's
    effect (module docstring), else None."""
    mine, theirs = _read(claim), _read(sentence)
    if mine is None or theirs is None:
        return None
    (cause, raises, effect), (their_cause, their_raises, their_effect) = mine, theirs
    if raises == their_raises or len(cause) < CAUSE_MIN or len(effect) < EFFECT_MIN:
        return None
    if not effect <= their_effect or len(cause & their_cause) < CAUSE_HELD * len(cause):
        return None
    return Conflict(
        kind=ConflictKind.OPPOSITE,
        claim="raises" if raises else "lowers",
        passage="raises" if their_raises else "lowers",
    )


# what a student says makes something so ("the rich mineral deposits in alluvial soils make
# those regions densely populated")
_MAKES = re.compile(r"^(.{8,}?)\s+(?:makes?|made)\s+(.{8,})$", re.IGNORECASE)
#: The share of the claim's effect the sentence's effect must hold to be the same effect.
SAME_EFFECT = 0.8


def other_cause(
    claim: str, sentence: str, spoken: Sequence[frozenset[str]] = ()
) -> Conflict | None:
    """The sentence gives the claim's effect another cause, and no passage unit (``spoken``:
    each one's words) holds half of the claim's cause with half of its effect:
    "the rich mineral deposits in alluvial soils make those regions intensively cultivated
    and densely populated" against "Due to its high fertility, regions of alluvial soils are
    intensively cultivated and densely populated"."""
    mine = cause_and_effect(claim)
    if mine is None and (made := _MAKES.match(claim.strip())):
        mine = content_stems(made.group(1)), content_stems(made.group(2))
    theirs = cause_and_effect(sentence)
    if mine is None or theirs is None:
        return None
    cause, effect = mine[0] - mine[1], mine[1] - mine[0]
    their_cause, their_effect = theirs
    if len(cause) < PAIRED or len(effect) < PAIRED + 1 or not their_cause - effect:
        return None
    if len(effect & their_effect) < SAME_EFFECT * len(effect):
        return None
    # (the words of the claim's cause the sentence's effect does not hold: "rich mineral
    # deposits", not the "alluvial soils" both speak of)
    own = cause - their_effect
    if len(own) < PAIRED or own & their_cause:
        return None  # the sentence names the claim's cause too
    if any(
        len(own & words) * 2 >= len(own) and len(effect & words) * 2 >= len(effect)
        for words in spoken
    ):
        return None  # the book speaks of the claim's cause with the effect: one cause of two
    return Conflict(
        kind=ConflictKind.SUBJECT,
        claim=" ".join(sorted(own)),
        passage=" ".join(sorted(their_cause - effect)),
    )
