"""What the book says people did before a change, said of after it.

Lackington's diary (Print Culture, Box 2): "The poorer sort of farmers … who before that
period spent their winter evenings in relating stories of witches, ghosts, hobgoblins … now
shorten the winter night by hearing their sons and daughters read them tales". "Once books
got cheap, poor farmers started telling their kids stories of witches and ghosts on winter
nights" shares most of the sentence's words, and word overlap reads it as said (heldout72
fp72-15); the claim puts the "before" half after the change.

The rule: a sentence of the passages sets a past ("before that period", "earlier",
"formerly", "in the past", "used to") against a present ("now", "today", "nowadays") later
in the same sentence. The claim says something began or holds after a change ("started",
"began", "took to", "once …", "after …", "now"), says nothing of a past or an end itself
("used to", "before", "stopped", "no longer"), and shares two or more words with the past
half that the present half does not have, and fewer than half as many that only the present
half has ("winter nights" is a word of both: "stories of witches and ghosts" is the past's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_PAST = re.compile(
    r"\b(?:before\s+(?:that|this)\s+(?:period|time)|earlier|formerly|in\s+the\s+past|"
    r"previously|used\s+to)\b",
    re.IGNORECASE,
)
_NOW = re.compile(r"\b(?:now|today|nowadays|these\s+days)\b", re.IGNORECASE)
_ONSET = re.compile(
    r"\b(?:start(?:s|ed)?|began|begin|begun|took\s+to|once|after|since|now|nowadays|"
    r"from\s+then\s+on)\b",
    re.IGNORECASE,
)
_OWN_PAST = re.compile(
    r"\b(?:used\s+to|before|earlier|formerly|previously|stop(?:ped|s)?|no\s+longer|gave\s+up|"
    r"instead\s+of)\b",
    re.IGNORECASE,
)
_SHARED = 2


def then_said_now(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence whose "before" half the claim says of after a
    change (module docstring); None when none does."""
    if not _ONSET.search(claim) or _OWN_PAST.search(claim):
        return None
    mine = word_stems(claim)
    for index, unit in units:
        past = _PAST.search(unit.display)
        if past is None:
            continue
        now = _NOW.search(unit.display, past.end())
        if now is None:
            continue
        then_half = word_stems(unit.display[past.end() : now.start()])
        now_half = word_stems(unit.display[now.end() :])
        then_only = mine & (then_half - now_half)
        now_only = mine & (now_half - then_half)
        if len(then_only) < _SHARED or 2 * len(now_only) >= len(then_only):
            continue
        conflict = Conflict(
            kind=ConflictKind.CONTRAST,
            claim=claim.strip(),
            passage=unit.display[past.start() : now.start()].strip(" ,;"),
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
