"""A quadratic equation, or a line's, written with a wrong sign: "the equation becomes x² +
55x + 750 = 0" where the book works out "x2 – 55x + 750 = 0"; "the answer comes out as 107x +
3y – 92 = 0" where the book's example ends on "107x – 3y – 92 = 0". The claim's coefficients
have the book's sizes but another sign, and no passage writes the claim's equation (or the
same one with every sign turned, as "– x2 + 55x – 750 = 0" is). The book's equation is the
correction.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.reckoned import QUADRATIC, Coefficients, coefficients
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# a line's equation "ax ± by ± c = 0" (groups as ``QUADRATIC``'s: a, sign, b, sign, c)
_LINE = re.compile(r"(?<![\w.])(\d*)\s*x\s*([+\-–−])\s*(\d*)\s*y\s*([+\-–−])\s*(\d+)\s*=\s*0")
#: the forms compared, each only with its own kind
_FORMS = (QUADRATIC, _LINE)


def _turned(equation: Coefficients) -> Coefficients:
    a, b, c = equation
    return -a, -b, -c


def _written(text: str, form: re.Pattern[str]) -> list[tuple[Coefficients, str]]:
    """The equations of ``form`` that ``text`` writes, "ax² ± bx ± c = 0" or "ax ± by ± c =
    0" (an opening minus read: "– x2 + 55x – 750 = 0"), each with its text."""
    found = []
    for match in form.finditer(text):
        a, b, c = coefficients(match)
        before = text[: match.start()].rstrip()
        if before.endswith(("–", "−", "-")):
            a = -a
        found.append(((a, b, c), match.group(0).strip()))
    return found


def miswritten(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that writes the claim's quadratic or line with other
    signs (the same sizes of a, b and c), when no sentence writes the claim's own; else
    None."""
    for form in _FORMS:
        found = _against(claim, units, form)
        if found is not None:
            return found
    return None


def _against(
    claim: str, units: Sequence[tuple[int, Unit]], form: re.Pattern[str]
) -> Judgement | None:
    claimed = _written(claim, form)
    if not claimed:
        return None
    book = [
        (equation, text, index, unit)
        for index, unit in units
        for equation, text in _written(unit.display, form)
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
