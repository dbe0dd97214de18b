"""A count beyond the bound the book sets: "around 150 of them still survive" against
"Gutenberg printed about 180 copies, of which no more than 50 have survived". The book's
sentence bounds a count ("no more than N", "at most N", "fewer than N"; "more than N", "at
least N") of what the word after it says ("survived"); the claim gives that word a count past
the bound, in a sentence that holds most of the claim's words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_COUNT = r"(\d+(?:,\d{3})*)"
_AT_MOST = re.compile(
    rf"\b(?:(?:no|not)\s+more\s+than|at\s+most|fewer\s+than|(?:no|not)\s+over)\s+{_COUNT}", re.I
)
_AT_LEAST = re.compile(
    rf"\b(?:(?<!no\s)(?<!not\s)more\s+than|at\s+least|(?:no|not)\s+(?:fewer|less)\s+than)"
    rf"\s+{_COUNT}",
    re.I,
)
_ANY_COUNT = re.compile(rf"(?<![\d.,/])\b{_COUNT}\b(?![.,/]\d)")
#: How many words after a count the word it counts may stand.
_REACH = 5
#: The share of the claim's words the bounding sentence must hold.
_HELD = 0.4


def _counted(text: str, end: int) -> list[str]:
    """The content words (stems) just after a count ending at ``end``."""
    after = " ".join(text[end:].split()[:_REACH])
    return [t.stem for t in content(terms(after)) if not t.number]


def _value(count: str) -> int:
    return int(count.replace(",", ""))


def _bounds(text: str) -> list[tuple[int, bool, str, str]]:
    """(bound, is an upper bound, the word it counts, the phrase) for each bound in ``text``."""
    found = []
    for pattern, upper in ((_AT_MOST, True), (_AT_LEAST, False)):
        for match in pattern.finditer(text):
            words = _counted(text, match.end())
            if words:
                found.append((_value(match.group(1)), upper, words[0], match.group(0)))
    return found


def beyond_bound(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence whose bound the claim's count passes; else None."""
    if _AT_MOST.search(claim) or _AT_LEAST.search(claim):
        return None  # the claim sets a bound of its own
    counts = [(_value(m.group(1)), _counted(claim, m.end())) for m in _ANY_COUNT.finditer(claim)]
    if not counts:
        return None
    said = {t.stem for t in content(terms(claim)) if not t.number}
    for index, unit in units:
        held = said & {t.stem for t in unit.terms}
        if not said or len(held) < _HELD * len(said):
            continue
        for bound, upper, word, phrase in _bounds(unit.display):
            for value, words in counts:
                if word in words and (value > bound if upper else value < bound):
                    conflict = Conflict(kind=ConflictKind.NUMBER, claim=str(value), passage=phrase)
                    share = len(held) / len(said)
                    return contradicted(unit=unit, conflict=conflict, source=index, matched=share)
    return None
