"""A value the book gives, said with the other sign or in another unit.

"AP exercise 5.2 q9 says the 3rd and 9th terms are 4 and 8" against Q9's "If the 3rd and the
9th terms of an AP are 4 and – 8 respectively, …"; "a corrective lens of power -1.5 D"
against "… of power +1.5 D"; "copper wire of diameter 0.5 cm" against "A copper wire has
diameter 0.5 mm …" (heldout74). The counts before a word (``numbers.number_conflicts``) read
the same number in each, and the word checks find nothing else at odds.

The rules: the claim writes a value the sentence writes with the other sign, and nowhere with
the claim's sign (a value written without one is positive; a "–" after a number or a letter
is a subtraction, not a sign); or the claim writes a value before one unit of length, mass or
time and the sentence writes it before another unit of that kind, and nowhere before the
claim's. Signs are not read where either writes working ("=", "×"): a "–" there may
subtract. The sentence must hold a share of the claim's other words (``held``; none for the
one exercise question a student names).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# a value: "8", "1.5" (not the 2 of "x2" or "3rd", nor a part of "1,000")
_VALUE = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)(?![\w,]|\.\d)")
# what stands before a value: its sign, and before the sign an operand or a word
_BEFORE = re.compile(r"(?P<token>\S*?)\s*(?P<sign>[+\-−–])\s?$")
_UNIT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(mm|cm|km|m|mg|kg|g|ms|s|min|h)\b")
_KINDS = (
    frozenset({"mm", "cm", "m", "km"}),
    frozenset({"mg", "g", "kg"}),
    frozenset({"ms", "s", "min", "h"}),
)
_WORKING = re.compile(r"[=×÷<>]")
#: The share of the claim's other content words the sentence must hold.
_HELD = 0.6


def given_otherwise(
    claim: str, units: Sequence[tuple[int, Unit]], *, held: float = _HELD
) -> Judgement | None:
    """Contradicted by the first sentence that gives one of the claim's values with the other
    sign or in another unit (module docstring); None when none does."""
    words = word_stems(claim)
    for index, unit in units:
        text = unit.display
        if held and len(words & word_stems(text)) < held * len(words):
            continue
        # (not in working, where a "–" may subtract or sign: "x² + 7x – 60 = 0" against
        # "b2 – 4ac = 72 – 4 × 1 × (– 60)")
        maths = any(_WORKING.search(t) for t in (claim, text))
        conflict = (None if maths else other_sign(claim, text)) or other_unit(claim, text)
        if conflict is not None:
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def other_sign(claim: str, text: str) -> Conflict | None:
    """A value of ``claim`` that ``text`` writes only with the other sign."""
    mine, theirs = _signed(claim), _signed(text)
    for value in sorted(mine - theirs):
        turned = value[1:] if value.startswith("-") else f"-{value}"
        if turned in theirs:
            return Conflict(kind=ConflictKind.NUMBER, claim=value, passage=turned)
    return None


def other_unit(claim: str, text: str) -> Conflict | None:
    """A value of ``claim`` before a unit that ``text`` writes only before another unit of
    its kind."""
    theirs = {(n, u) for n, u in _UNIT.findall(text)}
    mine = {(n, u) for n, u in _UNIT.findall(claim)}
    for number, said in sorted(mine):
        if (number, said) in theirs or any(n == number and (n, u) in mine for n, u in theirs):
            continue
        kind = next((k for k in _KINDS if said in k), frozenset())
        other = sorted(u for n, u in theirs if n == number and u in kind and u != said)
        if other:
            return Conflict(
                kind=ConflictKind.NUMBER, claim=f"{number} {said}", passage=f"{number} {other[0]}"
            )
    return None


def _signed(text: str) -> set[str]:
    """The values ``text`` writes, "-" before each negative one (an exponent's left out:
    "10^-8", and the text layer's "10–8", are no values of their own)."""
    text = " ".join(text.split())
    found = set()
    for match in _VALUE.finditer(text):
        before = _BEFORE.search(text[max(0, match.start() - 24) : match.start()])
        if before is None:
            found.add(match.group(1))
            continue
        token, sign = before["token"], before["sign"]
        if token.endswith(("^", "e", "E")) or re.search(r"\d$", token):
            continue  # (an exponent, or a number less another: "10–8", "16 – 24")
        # (a "–" after a letter or a bracket subtracts: "3n – 7", "(x + 7) – 2"; not after a
        # word: "are 4 and – 8", "power -1.5")
        if re.search(r"[\w)]$", token) and not _WORD.search(token):
            found.add(match.group(1))
            continue
        negative = sign in ("-", "−", "–")
        found.add(f"-{match.group(1)}" if negative else match.group(1))
    return found


# a word before a sign, not an operand: "are 4 and – 8", "power +1.5"
_WORD = re.compile(r"[A-Za-z]{2,}$")
