"""When a person lived, as a caption gives it: "since lakshminath bezbaruah … was born in
1938" against "Fig. 22 – Lakshminath Bezbaruah (1868–1938)" (heldout70 fp70-20). The word
checks read "1938" as held; here the years in brackets after a name are read as birth and
death, and a claim's "born in" / "died in" year is compared with the one it stands for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_SAID = re.compile(
    r"^(?P<who>.*?)\b(?:was\s+|is\s+)?(?P<event>born|died)\s+(?:in\s+)?(?P<year>\d{4})\b", re.I
)
_LIVED = re.compile(
    r"(?P<who>(?:[\w’'.-]+\s+){1,4})\(\s*(?P<born>\d{4})\s*[–—-]\s*(?P<died>\d{4})\s*\)"
)
#: The least letters a word of a name has to count as naming the person.
_NAME_LETTERS = 4


def _names(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text) if len(w) >= _NAME_LETTERS}


def lived_otherwise(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted by the first passage (of ``texts``) that gives the person the claim names
    other years in brackets after their name than the claim's year of birth or death (a
    caption, which is no sentence the word checks read); None otherwise."""
    said = _SAID.search(claim)
    if said is None or not _names(said.group("who")):
        return None
    who = _names(said.group("who"))
    year = said.group("year")
    for index, text in enumerate(texts):
        for lived in _LIVED.finditer(text):
            if not who & _names(lived.group("who")):
                continue
            given = lived.group("born" if said.group("event").lower() == "born" else "died")
            if given == year:
                return None
            conflict = Conflict(kind=ConflictKind.NUMBER, claim=year, passage=given)
            caption = _caption(text, lived)
            unit = Unit(caption, terms(caption))
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _caption(text: str, lived: re.Match[str]) -> str:
    """What to quote: from the figure's label before the name ("Fig. 22 – "), when it is
    near, to the closing bracket."""
    start = lived.start()
    label = list(re.finditer(r"Fig(?:ure)?\.?\s*\d+", text[max(0, start - _LABEL_REACH) : start]))
    if label:
        start = max(0, start - _LABEL_REACH) + label[-1].start()
    return " ".join(text[start : lived.end()].split())


_LABEL_REACH = 12
