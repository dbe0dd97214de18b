"""A claim whose own arithmetic is wrong, against the passage that gives the right value.

"Gauss was 10 when he worked out that 1 + 2 + 3 + … + 100 = 10100" shares few words with
"He immediately replied that the sum is 5050", and no word of it is another word's
opposite: what is wrong is the sum. ``arithmetic.py`` works the claim's step out (5050); a
sentence of a passage about the claim's matter (half its words or more) that gives that value
is the book's correction (one that shares a single word with it, for a value of three
figures or more). Roots a claim gives a quadratic equation are put into it: "2x² – 5x + 3 = 0
gives the roots –1 and –3/2" fails (both give 10), and the sentence that writes the equation
with its true roots ("1 and 3/2 are the roots of the equation 2x2 – 5x + 3 = 0") corrects it.
The same reads "After the second bounce, the height is 18 × 0.75 =
18 feet" against "Second bounce: 18 × 0.75 = 13.5 feet".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import isqrt

from tutorapp.core.validation.arithmetic import check_arithmetic, format_value, numbers_of
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison, stems

_LEANING = re.compile(r"^\W*(?:he|she|it|they|this|these|its|their|his|her)\b", re.IGNORECASE)
# the share of the claim's words the passage must hold: it speaks of the claim's matter
ABOUT = 0.5
DISTINCT = 3  # figures of a value the passage need only share one word with the claim for


def reckoned(
    claim: str, units: Sequence[tuple[int, Unit]], words: Mapping[int, set[str]]
) -> Judgement | None:
    """Contradicted when a step of the claim's arithmetic is wrong and a sentence of a
    passage about the claim gives the step's true value; else None."""
    slips = check_arithmetic(claim).corrected
    if not slips:
        return None
    said = {t.stem for t in content(terms(claim)) if not t.number}
    if not said:
        return None
    own = numbers_of(claim)
    for slip in slips:
        right = format_value(slip.value)
        if right in own:
            continue  # the claim gives the value itself elsewhere: no telling which is meant
        # (a value of three figures or more is seldom there by chance: one word in common)
        needed = 1 if len(right.strip("-").replace(".", "")) >= DISTINCT else ABOUT * len(said)
        best: tuple[tuple[float, bool, int], int, Unit] | None = None
        for index, unit in units:
            if len(said & words.get(index, set())) < needed:
                continue
            if right not in {t.stem for t in unit.terms if t.number}:
                continue
            share = len(said & stems(unit)) / len(said)
            # (closest first; then one that says who "he" is, then the shortest)
            rank = (share, not _LEANING.match(unit.display), -len(unit.display))
            if best is None or rank > best[0]:
                best = (rank, index, unit)
        if best is not None:
            (share, _, _), index, unit = best
            conflict = Conflict(kind=ConflictKind.NUMBER, claim=slip.right, passage=right)
            evidence = Comparison(unit=unit, matched=share, conflicts=(conflict,))
            return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=index)
    return None


_SIGN = r"[+\-–−]"
_QUADRATIC = re.compile(
    rf"(\d*)\s*x\s*(?:²|2|\^\s*2)\s*({_SIGN})\s*(\d*)\s*x\s*({_SIGN})\s*(\d+)\s*=\s*0"
)
_POLYNOMIAL = re.compile(
    rf"\d*\s*x\s*(?:²|2|\^\s*2)\s*{_SIGN}\s*\d*\s*x\s*{_SIGN}\s*\d+(?:\s*=\s*0)?"
)
_VALUE = rf"({_SIGN}?\s*\d+(?:\s*/\s*\d+)?)"
_ROOTS = re.compile(
    rf"\broots?\s+(?:are\s+|as\s+)?(?:x\s*=\s*)?{_VALUE}\s*(?:and|or|,)\s*(?:x\s*=\s*)?{_VALUE}",
    re.IGNORECASE,
)


def _number(text: str) -> Fraction:
    cleaned = re.sub(r"\s", "", text).translate(str.maketrans("–−", "--"))
    return Fraction(cleaned)


def _flat(text: str) -> str:
    """An equation as the text layer may write it: no spaces, ² as 2, one kind of minus."""
    return re.sub(r"\s", "", text).replace("²", "2").translate(str.maketrans("–−", "--"))


def rooted(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when roots the claim gives its quadratic equation do not satisfy it and
    a sentence writes the equation with its true roots; else None."""
    equation, given = _QUADRATIC.search(claim), _ROOTS.search(claim)
    if equation is None or given is None:
        return None
    lead, sign_b, b_text, sign_c, c_text = equation.groups()
    a = Fraction(lead or 1)
    b = Fraction(b_text or 1) * (1 if sign_b == "+" else -1)
    c = Fraction(c_text) * (1 if sign_c == "+" else -1)
    roots = [_number(g) for g in given.groups()]
    if all(a * r * r + b * r + c == 0 for r in roots):
        return None
    disc = b * b - 4 * a * c
    if disc < 0 or disc.denominator != 1 or isqrt(int(disc)) ** 2 != disc:
        return None  # no rational roots to look for
    true = {(-b + s * isqrt(int(disc))) / (2 * a) for s in (1, -1)}
    written = _flat(equation.group(0)).split("=")[0]
    for index, unit in units:
        # (the roots' figures outside the equation: "1 and 3 2 are the roots of …")
        numbers = {t.stem for t in terms(_POLYNOMIAL.sub(" ", unit.display)) if t.number}
        held = all({str(abs(r.numerator)), str(r.denominator)} - {"1"} <= numbers for r in true)
        held = held and ("1" in numbers or all(abs(r.numerator) != 1 for r in true))
        if written in _flat(unit.display) and held and "root" in {t.stem for t in unit.terms}:
            claimed = " and ".join(str(r) for r in roots)
            right = " and ".join(str(r) for r in sorted(true))
            conflict = Conflict(kind=ConflictKind.NUMBER, claim=claimed, passage=right)
            evidence = Comparison(unit=unit, matched=1.0, conflicts=(conflict,))
            return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=index)
    return None
