"""A quadratic equation written with a wrong sign: "the equation becomes x² + 55x + 750 = 0"
where the book works out "x2 – 55x + 750 = 0". The claim's coefficients have the book's
sizes but another sign, and no passage writes the claim's equation (or the same one with
every sign turned, as "– x2 + 55x – 750 = 0" is). The book's equation is the correction.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.reckoned import QUADRATIC
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

Coefficients = tuple[Fraction, Fraction, Fraction]


def _coefficients(groups: Sequence[str]) -> Coefficients:
    lead, sign_b, b_text, sign_c, c_text = groups
    a = Fraction(lead or 1)
    b = Fraction(b_text or 1) * (1 if sign_b == "+" else -1)
    c = Fraction(c_text) * (1 if sign_c == "+" else -1)
    return a, b, c


def _turned(equation: Coefficients) -> Coefficients:
    a, b, c = equation
    return -a, -b, -c


def _written(text: str) -> list[tuple[Coefficients, str]]:
    """The quadratic equations ``text`` writes "ax² ± bx ± c = 0" (an opening minus read:
    "– x2 + 55x – 750 = 0"), each with its text."""
    found = []
    for match in QUADRATIC.finditer(text):
        a, b, c = _coefficients(match.groups())
        before = text[: match.start()].rstrip()
        if before.endswith(("–", "−", "-")):
            a = -a
        found.append(((a, b, c), match.group(0).strip()))
    return found


def miswritten(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that writes the claim's quadratic with other signs (the
    same sizes of a, b and c), when no sentence writes the claim's own; else None."""
    claimed = _written(claim)
    if not claimed:
        return None
    book = [
        (equation, text, index, unit)
        for index, unit in units
        for equation, text in _written(unit.display)
    ]
    for equation, said in claimed:
        if any(e in (equation, _turned(equation)) for e, *_ in book):
            continue  # the book writes it so
        sizes = tuple(abs(x) for x in equation)
        for other, text, index, unit in book:
            if tuple(abs(x) for x in other) == sizes and other[0] > 0:
                conflict = Conflict(kind=ConflictKind.FORMULA, claim=said, passage=text)
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
