"""An amount said to come every month where the book gives it every year: "reena's salary …
goes up by ₹500 every month" against "… a starting monthly salary of ₹ 8000, with an annual
increment of ₹ 500 in her salary" (heldout71 fp71-05). Word overlap reads the claim as said:
"monthly" is the salary's, and every other word is there.

A claim that gives an amount with the period it comes in ("₹500 every month", "500 per
year", "a monthly increment of ₹500") is contradicted by the sentence that gives the same
amount with another period, when no sentence gives it with the claim's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_PERIODS = {
    "day": "day",
    "daily": "day",
    "week": "week",
    "weekly": "week",
    "month": "month",
    "monthly": "month",
    "year": "year",
    "yearly": "year",
    "annual": "year",
    "annually": "year",
    "annum": "year",
}
_AMOUNT = r"(?:₹|rs\.?|rupees)?\s?(\d[\d,]*(?:\.\d+)?)"
# "₹500 every month", "500 per annum", "₹ 500 a year", "₹500 monthly"
_AFTER = re.compile(
    # (a rate word is needed: "500 years" is how long, not how often)
    _AMOUNT + r"\s*(?:rupees\s+)?(?:every|per|each|a|an)\s+(day|week|month|year|annum)\b"
    r"|" + _AMOUNT + r"\s*(daily|weekly|monthly|yearly|annually)\b",
    re.IGNORECASE,
)
# "an annual increment of ₹ 500", "a monthly rise of 500"
_BEFORE = re.compile(
    r"\b(daily|weekly|monthly|yearly|annual)\s+(?:\w+\s+){1,2}?(?:of|by)\s+" + _AMOUNT,
    re.IGNORECASE,
)


def periods(text: str) -> dict[str, set[str]]:
    """Each amount ``text`` gives with a period, and the periods it gives it with."""
    found: dict[str, set[str]] = {}
    for match in _AFTER.finditer(text):
        amount = match[1] or match[3]
        period = match[2] or match[4]
        found.setdefault(amount.replace(",", ""), set()).add(_PERIODS[period.lower()])
    for match in _BEFORE.finditer(text):
        found.setdefault(match[2].replace(",", ""), set()).add(_PERIODS[match[1].lower()])
    return found


def period_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that gives the claim's amount with another period
    (module docstring); None otherwise."""
    said = periods(claim)
    if not said:
        return None
    given = [(index, unit, periods(unit.display)) for index, unit in units]
    for amount, mine in said.items():
        if any(mine & theirs.get(amount, set()) for *_, theirs in given):
            continue
        for index, unit, theirs in given:
            other = theirs.get(amount, set()) - mine
            if other:
                conflict = Conflict(
                    kind=ConflictKind.CONTRAST,
                    claim=f"{amount} every {min(mine)}",
                    passage=f"{amount} every {min(other)}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
