"""An effect turned round: the claim says X reduces Y where the book says X leads to Y.

"Ploughing up and down the slope helps to reduce soil erosion" holds most words of the
book's "Ploughing in a wrong way i.e. up and down the slope form channels for the quick flow
of water leading to soil erosion", and no single pair of its words are opposites ("lead" is
no antonym of "reduce": "leads to reduced costs"). What the two say otherwise is what X does
to Y: one raises it (leads to, causes, results in, increases, promotes), the other lowers it
(reduces, prevents, restricts, checks, slows down, inhibits).

``turned_effect`` reads each side as cause – verb – effect at its first such verb. It fires
when the verbs go opposite ways, the book's effect holds every word of the claim's, and the
book's cause nearly all of the claim's (the book may say more: "in a wrong way i.e."). A
negated sentence is not read ("does not lead to").
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
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
