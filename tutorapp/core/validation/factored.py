"""Roots that do not follow from the factors the book writes.

Example 4 factorises "6x2 – x – 2 = … = (3x – 2)(2x + 1)" and gets "x = 2 3 or x = 1 2 −" (2/3
and –1/2, stacked fractions the text layer flattens). "in example 4, 6x² − x − 2 = (3x − 2)(2x
+ 1), so the roots are 3/2 and −2" copies the factors and turns each root upside down
(heldout72 fp72-10); the flattened fractions leave no number to compare. Read as maths, the
roots of (ax + b)(cx + d) are –b/a and –d/c: a claim that gives other roots for factors a
sentence of the book writes is contradicted by that sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_MINUS = str.maketrans({"–": "-", "−": "-", "—": "-"})
# "(3x - 2)", "(2x + 1)", "(x - 5)"
_FACTOR = re.compile(r"\(\s*(\d*)\s*x\s*([+-])\s*(\d+)\s*\)")
_PRODUCT = re.compile(rf"{_FACTOR.pattern}\s*{_FACTOR.pattern}")
# "the roots are 3/2 and -2", "roots are 3/2, -2", "x = 3/2 or x = -2"
_VALUE = r"-?\s*\d+(?:\s*/\s*\d+)?"
_ROOTS = re.compile(
    rf"roots?\s+(?:are|is|will\s+be|come\s+out\s+(?:as|to\s+be))\s+({_VALUE})\s*(?:,|and|or)\s*"
    rf"({_VALUE})",
    re.IGNORECASE,
)


def _flat(text: str) -> str:
    return " ".join(text.translate(_MINUS).split())


def _roots_of(match: re.Match[str]) -> frozenset[Fraction]:
    """The roots of the two linear factors a product match writes."""
    found = set()
    for at in (1, 4):
        a = int(match.group(at) or "1")
        sign, b = match.group(at + 1), int(match.group(at + 2))
        found.add(Fraction(-b if sign == "+" else b, a))
    return frozenset(found)


def _factors(match: re.Match[str]) -> str:
    return re.sub(r"\s+", "", match.group(0))


def roots_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that writes the factors the claim writes, when the
    roots the claim gives are not theirs (module docstring); None otherwise."""
    said = _flat(claim)
    product, roots = _PRODUCT.search(said), _ROOTS.search(said)
    if product is None or roots is None:
        return None
    try:
        claimed = frozenset(Fraction(re.sub(r"\s+", "", r)) for r in roots.groups())
    except (ValueError, ZeroDivisionError):
        return None
    right = _roots_of(product)
    if claimed == right:
        return None
    factors = _factors(product)
    for index, unit in units:
        if any(_factors(m) == factors for m in _PRODUCT.finditer(_flat(unit.display))):
            conflict = Conflict(
                kind=ConflictKind.NUMBER,
                claim=", ".join(str(r) for r in sorted(claimed)),
                passage=", ".join(str(r) for r in sorted(right)),
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None
