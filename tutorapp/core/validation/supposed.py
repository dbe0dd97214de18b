"""What the book only supposes: a claim that states as fact the case of a sentence's "if …
would …".

"If the body design in the squirrel relied only on electrical impulses via nerve cells, the
range of tissues instructed to prepare for the coming activity would be limited." supposes the
case to show why it is not so (a chemical signal is sent as well). An answer sentence "The body
design in the squirrel relies only on electrical impulses via nerve cells [1]." holds nearly
every word of the sentence's case, so word overlap supports it, yet it says as a fact what the
book sets up only to reject (heldout53 fp53-02, answered with that sentence).

``supposed`` finds the conflict when the sentence's "if …" clause is counterfactual (its main
clause says "would", or the case says "were to" / "had … been") and the claim
* supposes nothing itself (no "if", "would", "suppose", "were to", "imagine"),
* holds all its words but one (and at least ``WORDS``) in the case: a claim that says more
  ("the squirrel's body design uses electrical impulses and a chemical signal") or gives the
  outcome too ("relying only on nerve impulses would limit the range of tissues") is not the
  case stated as a fact;
* says the case's "only", "all" or "not" too (the squirrel does rely on nerve impulses; the
  book supposes that it relied *only* on them).
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import cut_alike
from tutorapp.core.validation.terms import content, terms

# "If the body design … relied only on …, the range … would be limited."
_CASE = re.compile(
    r"(?:^|[.;:?!]\s+|,\s+(?:but|and)\s+)\W*(?:even\s+)?if\s+(?P<case>[^,;.]{8,}?),\s*"
    r"(?:then\s+)?(?P<then>[^.;]+)",
    re.IGNORECASE,
)
_COUNTERFACTUAL = re.compile(r"\bwould\b|\bwere\s+to\b|\bhad\s+\w+\s+been\b", re.IGNORECASE)
_SUPPOSING = re.compile(
    r"\b(?:if|would|suppose|supposing|imagine|were\s+to|unless|had\s+\w+\s+been)\b", re.IGNORECASE
)
#: The most claim words the case may lack.
UNHELD = 1
#: The fewest claim words the case must hold.
WORDS = 3


def _markers(text: str) -> set[str]:
    return {t.stem for t in terms(text) if t.marker}


def _stems(text: str) -> list[str]:
    return [t.stem for t in content(terms(text)) if not t.number]


def _in(word: str, stems: list[str]) -> bool:
    return any(cut_alike(word, other, 5) for other in stems)


def supposed(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``claim`` says as a fact the case ``sentence`` only supposes
    (module docstring), else None."""
    # (the sentence's cases first: most sentences suppose nothing, and the claim's words are
    # read only for one that does)
    cases = [
        match["case"]
        for match in _CASE.finditer(sentence)
        if _COUNTERFACTUAL.search(match["then"]) or _COUNTERFACTUAL.search(match["case"])
    ]
    if not cases or _SUPPOSING.search(claim):
        return None
    said = list(dict.fromkeys(_stems(claim)))
    if len(said) < WORDS:
        return None
    for case in cases:
        supposed_words = _stems(case)
        held = [w for w in said if _in(w, supposed_words)]
        if len(held) < WORDS or len(said) - len(held) > UNHELD:
            continue
        if _markers(case) - _markers(claim):
            continue
        return Conflict(
            kind=ConflictKind.CONTRAST, claim=" ".join(held), passage=f"if {case.strip()}"
        )
    return None
