"""A list of numbers called an AP (or a GP) that it is not, or increasing when it decreases.

"The pattern 3, 6, 12, 24 is an AP with common difference 3" shares its numbers with the
book's "we get the sequence 3, 6, 12, 24", and no word of it is another's opposite; what is
wrong is the arithmetic: 6 – 3 = 3 but 12 – 6 = 6. The claim's list is worked out (its
differences for an AP, its ratios for a GP, and the common difference or ratio it gives), and a
sentence of the passages that writes the same list corrects it, as it does a list said not to
be an AP whose differences are all the same. So does a list said to keep
increasing ("1, 1/2, 1/3, 1/4, … keep increasing") whose numbers fall, or the other way round;
the book's flattened fractions ("1, 1 2, 1 3, 1 4, …") are read as the claim writes them.
A list whose gaps are said to keep getting smaller ("1, 3, 6, 10, 15, 21 the gap between
consecutive terms keeps getting smaller") when they grow is corrected by a sentence that writes
the list, or its gaps ("the difference between consecutive terms … are 2, 3, 4, 5 and 6").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from fractions import Fraction

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_NUMBER = r"[–−-]?\s?\d+(?:\.\d+)?(?:\s?/\s?\d+)?"
#: Three numbers or more in a list: "3, 6, 12, 24", "1, 1/2, 1/3".
_LIST = re.compile(rf"(?<![\w.]){_NUMBER}(?:\s*,\s*{_NUMBER}){{2,}}")
# the books' text layer writes a fraction's two lines side by side: "1, 1 2, 1 3"
_FLAT = r"\d+(?:\s\d+)?"
_FLAT_LIST = re.compile(rf"(?<![\w.]){_FLAT}(?:\s*,\s*{_FLAT}){{2,}}")
# what the claim says its list does, in the few words after it
_RISES = re.compile(r"^[\s,…. ]*(?:\w+\s+){0,3}?(?:increas|ris(?:e|es|ing)\b|grow)", re.I)
_FALLS = re.compile(r"^[\s,…. ]*(?:\w+\s+){0,3}?(?:decreas|fall|drop)", re.I)
_NEGATED = re.compile(r"\b(?:not|never|don'?t|doesn'?t)\b", re.I)
# the list said to be one ("… is an AP", "… forms a GP"), not compared with one ("… follow
# a rule, just like an AP does")
_IS = r"\b(?:is|are|forms?|makes?)\s+(?:an?\s+|the\s+)?"
_AP = re.compile(rf"{_IS}(?:APs?|A\.\s?P\.|arithmetic\s+progressions?)(?![\w.])", re.IGNORECASE)
_GP = re.compile(rf"{_IS}(?:GPs?|G\.\s?P\.|geometric\s+progressions?)(?![\w.])", re.IGNORECASE)
# the list said not to be one: "(950, 900, 850, …) isn't an AP", "does not form an AP"
_NOT_AP = re.compile(
    r"\b(?:isn'?t|is\s+not|aren'?t|are\s+not|(?:does|do)(?:\s+not|n'?t)\s+form|never)\s+"
    r"(?:an?\s+)?(?:APs?|A\.\s?P\.|arithmetic\s+progressions?)(?![\w.])",
    re.IGNORECASE,
)
# what the claim says its list's gaps do: "the gap between consecutive terms keeps getting
# smaller", "the differences stay the same"
_GAPS = re.compile(
    r"\b(?:gaps?|differences?)\b(?:\s+[\w-]+){0,5}?\s+(?:keeps?\s+|stays?\s+|remains?\s+)?"
    r"(?:getting\s+|becoming\s+)?(?P<way>smaller|shrink|decreas|bigger|larger|grow|increas|"
    r"the\s+same|equal|constant)",
    re.IGNORECASE,
)
_DIFFERENCE = re.compile(rf"\bcommon\s+difference\s+(?:is\s+|of\s+|=\s*|d\s*=\s*)?({_NUMBER})")
_RATIO = re.compile(rf"\bcommon\s+ratio\s+(?:is\s+|of\s+|=\s*|r\s*=\s*)?({_NUMBER})")


def _values(text: str) -> list[Fraction]:
    return [
        Fraction(re.sub(r"\s", "", n).translate(str.maketrans("–−", "--"))) for n in text.split(",")
    ]


def _flat_values(text: str) -> list[Fraction]:
    """A book's list with its fractions flattened ("1, 1 2, 1 3" → 1, 1/2, 1/3)."""
    out = []
    for item in text.split(","):
        parts = item.split()
        out.append(Fraction(int(parts[0]), int(parts[1])) if len(parts) == 2 else Fraction(item))
    return out


def _turned(after: str, numbers: list[Fraction]) -> str | None:
    """ "increasing" when the words after the list say it rises and its numbers fall (or
    "decreasing", the other way round), else None."""
    steps = [b - a for a, b in itertools.pairwise(numbers)]
    said = after[:60]
    if _NEGATED.search(said[:30]):
        return None
    if _RISES.match(said) and all(step < 0 for step in steps):
        return "increasing"
    if _FALLS.match(said) and all(step > 0 for step in steps):
        return "decreasing"
    return None


def _said(pattern: re.Pattern[str], claim: str) -> bool:
    """The claim calls its list that, not "does not form an AP"."""
    found = pattern.search(claim)
    return found is not None and not _NEGATED.search(
        claim[max(0, found.start() - 12) : found.start()]
    )


def _wrong(claim: str, numbers: list[Fraction]) -> str | None:
    """What the claim gets wrong about its list, or None."""
    steps = [b - a for a, b in itertools.pairwise(numbers)]
    if _said(_AP, claim) or _DIFFERENCE.search(claim):
        given = _DIFFERENCE.search(claim)
        if len(set(steps)) > 1:
            return "an AP"
        if given is not None and _values(given.group(1))[0] != steps[0]:
            return f"common difference {given.group(1)}"
    if _NOT_AP.search(claim) and len(set(steps)) == 1:
        return "not an AP"  # a fixed number added each time: an AP by the book's definition
    if (_said(_GP, claim) or _RATIO.search(claim)) and 0 not in numbers:
        ratios = [b / a for a, b in itertools.pairwise(numbers)]
        given = _RATIO.search(claim)
        if len(set(ratios)) > 1:
            return "a GP"
        if given is not None and _values(given.group(1))[0] != ratios[0]:
            return f"common ratio {given.group(1)}"
    return None


def _gaps(claim: str, numbers: list[Fraction]) -> str | None:
    """ "gaps getting smaller" (or bigger, or the same) when the claim says so of its list
    and its gaps do otherwise, else None."""
    said = _GAPS.search(claim)
    if said is None or _NEGATED.search(said.group(0)):
        return None
    steps = [b - a for a, b in itertools.pairwise(numbers)]
    turns = [b - a for a, b in itertools.pairwise(steps)]
    way = said["way"].lower()
    if way.startswith(("smaller", "shrink", "decreas")):
        wrong = bool(turns) and all(t >= 0 for t in turns) and any(t > 0 for t in turns)
    elif way.startswith(("bigger", "larger", "grow", "increas")):
        wrong = bool(turns) and all(t <= 0 for t in turns) and any(t < 0 for t in turns)
    else:
        wrong = len(set(steps)) > 1
    return f"gaps {' '.join(way.split())}" if wrong else None


#: Gaps a sentence must write, in order, to be the claim's list's gaps.
GAPS_WRITTEN = 3


def progression(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when the claim calls its list of numbers an AP (or a GP), or gives it a
    common difference (or ratio), that the numbers do not have, and a sentence writes the
    same list (or, of its gaps, the gaps); else None."""
    found = _LIST.search(claim)
    if found is None:
        return None
    numbers = _values(found.group(0))
    gaps = _gaps(claim[found.end() :], numbers)
    wrong = _wrong(claim, numbers) or _turned(claim[found.end() :], numbers) or gaps
    if wrong is None:
        return None
    steps = [b - a for a, b in itertools.pairwise(numbers)]
    for index, unit in units:
        written_lists = [*_LIST.finditer(unit.display), *_FLAT_LIST.finditer(unit.display)]
        for written in written_lists:
            flat = written.re is _FLAT_LIST
            theirs = (_flat_values if flat else _values)(written.group(0))
            given = len(theirs) >= GAPS_WRITTEN and theirs == steps[: len(theirs)]
            if theirs[: len(numbers)] == numbers or (gaps is not None and given):
                conflict = Conflict(
                    kind=ConflictKind.NUMBER, claim=wrong, passage=written.group(0).strip()
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# "i got the first four terms as 1, 5, 11, 23", "the first four terms of the sequence are 1, 5,
# 13, 29": a list the terms are said to be
_TERMS_ARE = re.compile(
    rf"\bterms\b[^.;?]{{0,40}}?\b(?:as|are|were|is|=)\s+(?P<list>{_LIST.pattern})", re.IGNORECASE
)
# a mark of the claim's example its passage must write: "2un–1", "u1" (letters and digits)
_MARK = re.compile(r"(?<![\w.])(?=\S*\d)(?=\S*[a-z])[\w–−-]{4,}", re.IGNORECASE)


def listed(claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]) -> Judgement | None:
    """Contradicted when the claim gives the terms of a worked example ("for the recursive
    rule u1 = 1, un = 2un–1 + 3 i got the first four terms as 1, 5, 11, 23") as another list
    than the example works out ("Thus, the first four terms of the sequence are 1, 5, 13,
    29"): as many terms, the first the same, in a passage that writes the claim's rule ("2un–1")
    and in which no sentence gives the claim's list; else None."""
    mine = _TERMS_ARE.search(claim)
    marks = set(_MARK.findall(claim[: mine.start()] if mine else ""))
    if mine is None or not marks:
        return None
    numbers = _values(mine["list"])
    written = [
        (index, unit, _values(found["list"]))
        for index, unit in units
        if marks & set(_MARK.findall(texts[index]))
        for found in _TERMS_ARE.finditer(unit.display)
    ]
    if any(values[: len(numbers)] == numbers for _, _, values in written):
        return None
    for index, unit, values in sorted(written, key=lambda w: len(w[1].display)):
        if len(values) == len(numbers) and values[0] == numbers[0]:
            conflict = Conflict(
                kind=ConflictKind.NUMBER,
                claim=mine["list"].strip(),
                passage=", ".join(str(v) for v in values),
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None
