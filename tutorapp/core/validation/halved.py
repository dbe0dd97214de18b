"""A formula without the divisor the book gives it: "the sum of the first n natural numbers is
n(n + 1)" against "then Sn = n(n + 1) 2", the book's n(n + 1)/2 with its fraction flattened by
the PDF's text layer (the denominator is written after the numerator).

Word overlap holds every word of such a claim, and the formula checks compare the letters a
formula uses, which are the same. Here the claim ends on a formula (after "is", "=", "equals"
or "is given by"); a passage sentence that holds most of the claim's words writes "= <the
claim's formula> <a digit>" and never the formula alone after "=": it divides what the claim
does not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted
from tutorapp.core.validation.weighing import stems

# "… is n(n + 1)", "… = n (n+1)": a formula of letters, digits, brackets and operators that
# ends the claim
_ENDS_ON_FORMULA = re.compile(
    r"\b(?:is|are|equals|=|is\s+given\s+by|comes\s+to)\s+"
    r"(?P<formula>[A-Za-z0-9]{1,3}\s*\([A-Za-z0-9\s+\-–−×*^²]{1,20}\)|"
    r"[A-Za-z0-9]{1,3}\s*[+\-–−×*]\s*[A-Za-z0-9]{1,3}(?:\s*[+\-–−×*]\s*[A-Za-z0-9]{1,3})*)"
    r"\s*[.?!]?\s*$"
)
_SCALED = re.compile(r"\b(?:twice|double|half|two\s+times|\d\s*×)", re.IGNORECASE)
#: The share of the claim's words (the formula aside) the sentence must hold.
_HELD = 0.6


def _flat(text: str) -> str:
    """``text`` without spaces, with plain minus signs."""
    return re.sub(r"\s+", "", text).replace("–", "-").replace("−", "-")


def missing_divisor(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the sentence that divides the claim's formula (module docstring);
    else None."""
    said = _ENDS_ON_FORMULA.search(claim.strip())
    if said is None:
        return None
    if _SCALED.search(claim[: said.start()]):
        return None  # "twice the sum … is n(n + 1)": the claim scales it itself
    formula = _flat(said["formula"])
    words = {t.stem for t in content(terms(claim[: said.start()])) if not t.number}
    if len(words) < 2:
        return None
    divided = re.compile(r"=" + re.escape(formula) + r"(\d)(?![\w(]|\.\d)")
    alone = re.compile(r"=" + re.escape(formula) + r"(?![\w(/])")
    for index, unit in units:
        if len(words & stems(unit)) < _HELD * len(words):
            continue
        flat = _flat(unit.display)
        found = divided.search(flat)
        if found is None or alone.search(flat):
            continue
        conflict = Conflict(
            kind=ConflictKind.NUMBER,
            claim=said["formula"],
            passage=f"{said['formula']} / {found.group(1)}",
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
