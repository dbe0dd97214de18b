"""A symbol given another value than the worked example gives it.

"In the book's example … they find S24 using a = 3" shares only "find" and "S24" with the
book's "To find S24, we have n = 24, a = 5, d = 2": one-letter symbols are no words to
compare, and "3" stands nowhere near "5" in its terms. Read as text, each side gives the
symbol ``a`` a value, and the two differ. The same holds for a side of a triangle: "AC comes
out as 7k" against "So, AC = 5k".

An AP's "first term" and "common difference" are its a and d ("the first term is -62 and the
common difference (d) remains -3" against "… then a = – 62 and d = 3 (Why?)").

A symbol takes many values across a chapter's examples, so the book's sentence must be of the
claim's example: it holds one of the claim's other marks (an indexed symbol such as "S24", a
value with a letter such as "4k", or another of the claim's symbols with the claim's value),
or the claim's two terms by position ("the AP whose 3rd term is 5 and 7th term is 9 has d = 2"
against "a3 = a + 2d = 5 … a7 = a + 6d = 9 … we get a = 3, d = 1"),
and no sentence of the passages gives the symbol the claim's value.

A term given by its position is such a symbol too: "the 10th term of the AP 2, 7, 12, …
comes out as 52" against the book's "a10 = 2 + (10 – 1) × 5 = 2 + 45 = 47" (a chain of
equalities gives its symbol the last value) or "the 10th term of the given AP is 47", in a
passage that writes the claim's list of terms (``term_valued``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from fractions import Fraction

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_SYMBOL = r"(?<![\w.])([A-Za-z]{1,2}\d{0,3})"
# a value, not the start of an expression ("an = 3 + 2n" gives an no value)
# (the book's "d = 3 (Why?)" gives d a value: a question in brackets is no factor, nor is a
# full stop a decimal point: "… remains -3.")
_VALUE = r"([–−-]?\s?\d+(?:\.\d+)?[a-z]?)(?!\w|\.\d|\s*[+\-–−×*/^]|\s*\((?!\s*[Ww]hy\b))"
#: What the book writes: "a = 5", "AC = 5k".
_WRITTEN = re.compile(rf"{_SYMBOL}\s*=\s*{_VALUE}")
#: What a claim may say as well: "AC comes out as 7k", "d works out to be 2", "d stays -3".
_SAID = re.compile(
    rf"{_SYMBOL}\s*(?:=|equals|is equal to|(?:comes?|came|works?|worked) out (?:as|to be|to)|"
    r"(?:remains?|stays?|becomes?)\b)"
    rf"\s*{_VALUE}"
)
# an AP's symbols by name: "the first term is -62" (a), "the common difference (d) remains -3"
_NAMED = (
    (
        "a",
        re.compile(
            r"\bfirst\s+term(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+AP)?)?\s+"
            rf"(?:is|=|remains|stays|becomes|will\s+be)\s*{_VALUE}",
            re.I,
        ),
    ),
    (
        "d",
        re.compile(
            r"\bcommon\s+difference\s+(?:\(d\)\s+)?(?:is|=|remains|stays|becomes|will\s+be)"
            rf"\s*{_VALUE}",
            re.I,
        ),
    ),
)
# a mark of one example: an indexed symbol ("S24", "a10") or a value with a letter ("4k")
_MARK = re.compile(r"(?<![\w.])(?:[A-Za-z]{1,2}\d{1,3}|\d+[a-z])(?![\w.])")

# "the AP whose 3rd term is 5 and 7th term is 9": the terms the book writes a3 and a7
_ORDINAL = re.compile(r"\b(\d{1,3})(?:st|nd|rd|th)\s+term", re.IGNORECASE)
#: The claim's terms by position a sentence must index to be of its example.
_ORDINALS_HELD = 2


def _plain(value: str) -> str:
    """A value in one spelling: "– 1" is -1, "5.0" is 5, "4k" stays 4k."""
    text = re.sub(r"\s", "", value).translate(str.maketrans("–−", "--"))
    try:
        return str(Fraction(text))
    except ValueError:
        return text


def values(text: str, pattern: re.Pattern[str] = _WRITTEN) -> dict[str, set[str]]:
    """Each symbol's values in ``text``, by symbol as written ("a", "AC")."""
    found: dict[str, set[str]] = {}
    for match in pattern.finditer(text):
        found.setdefault(match.group(1), set()).add(_plain(match.group(2)))
    return found


# a point named with its coordinates: "Q (1, 4)", "P(4, 1)", "A(– 2, 3)"
_NUM = r"[–−-]?\s?\d+(?:\.\d+)?"
_POINT = re.compile(rf"(?<![\w.])([A-Z]′?)\s?\(\s*({_NUM})\s*,\s*({_NUM})\s*\)")


def points(text: str) -> dict[str, set[str]]:
    """The coordinates ``text`` gives each point it names ("Q (1, 4)" → Q: "(1,4)"), so that
    a claim's "gives Q(4, 1)" is read against the example's "… is Q (1, 4)" (heldout71
    fp71-03)."""
    found: dict[str, set[str]] = {}
    for match in _POINT.finditer(text):
        found.setdefault(match[1], set()).add(f"({_plain(match[2])},{_plain(match[3])})")
    return found


def _written(text: str, chains: bool) -> dict[str, set[str]]:
    """The values ``text`` gives its symbols and points; ``chains``: with those its chains of
    working come to ("s3 = s2 (s2 – 1) = 6 × (6 – 1) = 6 × 5 = 30")."""
    found = values(text)
    for point, given in points(text).items():
        found.setdefault(point, set()).update(given)
    if chains:
        for symbol, chained in values(text, _CLAIMED_CHAIN).items():
            found.setdefault(symbol, set()).update(chained)
    return found


# a claim's chain of working, "s3 = 6 × 6 = 36": the symbol's value is the last one
# (up to the next symbol given a value: "… = 6 s3 = s2 (s2 – 1) = …" starts another)
_CLAIMED_CHAIN = re.compile(
    rf"{_SYMBOL}\s*=(?:(?:(?!\band\b|(?<![\w.])[A-Za-z]{{1,2}}\d{{0,3}}\s*=)[^=;,])*?=)+"
    rf"\s*{_VALUE}"
)


def assigned(
    claim: str, units: Sequence[tuple[int, Unit]], of_example: bool = False
) -> Judgement | None:
    """Contradicted when a sentence of the claim's example gives one of the claim's symbols
    another value and no sentence gives it the claim's (module docstring); else None.
    ``of_example``: every unit is of the claim's example (a checker kept to it: ``worked.
    in_example``), so no mark of the example need be shared ("A = 60° and B = 30°" of Example
    8 against its "… we get : A = 45° and B = 15°"; heldout68 fp68-10)."""
    mine = values(claim, _SAID)
    for symbol, chained in values(claim, _CLAIMED_CHAIN).items():
        mine.setdefault(symbol, set()).update(chained)  # ("s3 = 6 × 6 = 36": heldout68 fp68-09)
    for symbol, pattern in _NAMED:
        for match in pattern.finditer(claim):
            mine.setdefault(symbol, set()).add(_plain(match.group(1)))
    if of_example:  # (a point's coordinates, read only within the example the claim names)
        for point, given in points(claim).items():
            mine.setdefault(point, set()).update(given)
    if not mine:
        return None
    written = [(index, unit, _written(unit.display, of_example)) for index, unit in units]
    marks = set(_MARK.findall(claim))
    ordinals = set(_ORDINAL.findall(claim))  # "3rd term" is the book's a3
    for symbol, said in mine.items():
        if any(said & theirs.get(symbol, set()) for _, _, theirs in written):
            continue  # the book gives it the claim's value somewhere
        # the claim's other marks: not the symbol itself, nor the values said of it
        others = marks - {symbol} - said
        for index, unit, theirs in written:
            given = theirs.get(symbol, set()) - said
            if not given:
                continue
            alike = any(
                sym != symbol and vals & theirs.get(sym, set()) for sym, vals in mine.items()
            )
            held = set(_MARK.findall(unit.display))
            indexed = {m.lstrip(string.ascii_letters) for m in held}
            if (
                not of_example
                and not alike
                and not others & held
                and len(ordinals & indexed) < _ORDINALS_HELD
            ):
                continue  # another example's value for the same symbol
            conflict = Conflict(
                kind=ConflictKind.NUMBER,
                claim=f"{symbol} = {min(said)}",
                passage=f"{symbol} = {min(given)}",
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


_ELLIPSIS = re.compile(r"\.(?:\s?\.){2}|…")
#: "the 10th term of the AP 2, 7, 12, … comes out as 52", "the 10th term of the given AP is 47"
_TERM_IS = re.compile(
    r"\b(\d{1,3})(?:st|nd|rd|th)\s+term\b[^.?!=;]{0,40}?\s(?:is|=|equals|will\s+be|"
    rf"(?:comes?|came|works?|worked)\s+out\s+(?:as|to\s+be|to))\s*{_VALUE}",
    re.IGNORECASE,
)
#: "a10 = 2 + (10 – 1) × 5 = 2 + 45 = 47": a term's symbol and the value its chain ends on.
_CHAIN = re.compile(rf"(?<![\w.])[a-z](\d{{1,3}})\s*=(?:[^=A-Za-z;]*=)*\s*{_VALUE}")
#: The claim's list of terms, which the example's passage must write: "2, 7, 12".
_LIST = re.compile(r"[–−-]?\s?\d+(?:\s?,\s?[–−-]?\s?\d+){2,}")


def _flat(text: str) -> str:
    return re.sub(r"\s", "", text).translate(str.maketrans("–−", "--"))


def _term_values(text: str, chains: bool) -> dict[str, set[str]]:
    """The value each term's position is given in ``text``, by position ("10")."""
    text = _ELLIPSIS.sub("…", text)
    found: dict[str, set[str]] = {}
    for pattern in (_TERM_IS, _CHAIN) if chains else (_TERM_IS,):
        for match in pattern.finditer(text):
            found.setdefault(match.group(1), set()).add(_plain(match.group(2)))
    return found


def term_valued(
    claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]
) -> Judgement | None:
    """Contradicted when the claim gives a term of a listed progression another value than
    a sentence of a passage that writes the claim's list, and no such passage gives the
    claim's value (module docstring); else None."""
    mine = _term_values(claim, chains=False)
    listed = _LIST.search(_ELLIPSIS.sub("…", claim))
    if not mine or listed is None:
        return None
    pinned = [(i, u) for i, u in units if _flat(listed.group(0)) in _flat(texts[i])]
    written = [(i, u, _term_values(u.display, chains=True)) for i, u in pinned]
    for position, said in mine.items():
        if any(said & theirs.get(position, set()) for _, _, theirs in written):
            continue
        for index, unit, theirs in written:
            given = theirs.get(position, set()) - said
            if given:
                conflict = Conflict(
                    kind=ConflictKind.NUMBER,
                    claim=f"term {position} = {min(said)}",
                    passage=f"term {position} = {min(given)}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
