"""A quantity said to be written in another measure than the book's heading gives it.

The diet record's table heads its column "खाई गई मात्रा (घरेलू माप में)" — the amount eaten,
in household measures. "… तालिका में खाई गई मात्रा ग्राम में तौलकर लिखनी होती है" (in grams,
weighed) shares every word of the heading but the measure, and the measure is what the claim
gets wrong (heldout72 fp72-18). So does "the amount of money in dollars" against "the amount
of money (in ₹)".

The rule: the book writes a name, then its measure in brackets ("(in X)", "(X में)"); the
claim writes the same name (its last two words as written) and, right after it, another
measure ("in Y", "Y में") that shares no word with X. A measure written as a sign ("₹",
"%") is only read against another sign: "in rupees" is the book's "(in ₹)".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_WORD = r"[^\s()]+"
# "खाई गई मात्रा (घरेलू माप में)", "the amount of money (in ₹)"
_HEADED = re.compile(
    rf"({_WORD}\s+{_WORD})\s*\(\s*(?:in\s+([^()]{{1,30}}?)|([^()]{{1,30}}?)\s+में)\s*\)",
    re.IGNORECASE,
)
#: How many words a claim's measure may run to ("घरेलू माप", "grams").
_MEASURE_WORDS = 3


def measured_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that heads the claim's quantity with another
    measure (module docstring); None when none does."""
    said = " ".join(claim.split())
    for index, unit in units:
        for match in _HEADED.finditer(unit.display):
            name = " ".join(match.group(1).split())
            theirs = (match.group(2) or match.group(3) or "").strip()
            at = said.casefold().find(name.casefold())
            if at < 0 or not theirs:
                continue
            mine = _measure(said[at + len(name) :])
            if mine is None or not _other(mine, theirs):
                continue
            conflict = Conflict(kind=ConflictKind.CONTRAST, claim=mine, passage=theirs)
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


_EN_MEASURE = re.compile(rf"^\s*in\s+((?:{_WORD}\s*){{1,{_MEASURE_WORDS}}}?)(?=[\s,.?!]|$)")
_HI_MEASURE = re.compile(rf"^\s*((?:{_WORD}\s+){{1,{_MEASURE_WORDS}}}?)में(?=[\s,.?!।]|$)")


def _measure(rest: str) -> str | None:
    """The measure the claim gives right after the name: "in grams", "ग्राम में"."""
    found = _EN_MEASURE.match(rest) or _HI_MEASURE.match(rest)
    return " ".join(found.group(1).split()) if found else None


def _other(mine: str, theirs: str) -> bool:
    """Two measures that share no word (a sign only against a sign)."""
    words_mine = {t.stem for t in content(terms(mine))}
    words_theirs = {t.stem for t in content(terms(theirs))}
    if not words_theirs or not words_mine:
        return False  # ("(in ₹)": a sign, which "rupees" may well name)
    return not words_mine & words_theirs
