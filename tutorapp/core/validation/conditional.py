"""An "always" against a case the book sets: "कार्मिक और शाखा स्टोर प्रभाग हर स्टोर में हमेशा अलग
से काम करता है" against the book's "… यदि स्टोर प्रचालन बहुत बड़े हैं तो यह प्रभाग अलग से कार्य कर
सकता है" (if the store operations are very large, this division can work separately;
heldout69 fp69-18). The book says it can happen, in a case; the claim says it always does.

A claim that says "always" (not "only", which ``quantifiers`` and ``only_listed`` read) is
contradicted by a sentence that sets a case ("if", "यदि", "अगर") and says "can" or "may" of
it, holds three of the claim's words or more, and says "always" of nothing itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import ALL, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_ALWAYS = re.compile(r"\b(?:always|invariably)\b|(?:हमेशा|सदैव)", re.IGNORECASE)
_CASE = re.compile(r"\b(?:if|unless)\b|(?:यदि|अगर)\s", re.IGNORECASE)
_CAN = re.compile(r"\b(?:can|may|might|could)\b|सकत[ाीे]", re.IGNORECASE)
#: The fewest of the claim's words (besides "always") the sentence must hold.
SHARED = 3


def always_in_a_case(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that says the claim's words can hold in a case
    (module docstring); None when none does."""
    if not _ALWAYS.search(claim):
        return None
    words = {t.stem for t in content(terms(claim)) if not t.marker and not t.number}
    for index, unit in units:
        text = unit.display
        if not (_CASE.search(text) and _CAN.search(text)):
            continue
        said = terms(text)
        if any(t.stem == ALL for t in said):
            continue  # (the book says "always" or "only" of something itself)
        if len(words & {t.stem for t in said}) < SHARED:
            continue
        conflict = Conflict(kind=ConflictKind.QUANTIFIER, claim="always", passage="if … can")
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
