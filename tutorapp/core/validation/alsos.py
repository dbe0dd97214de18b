"""A claim that something "only" does one thing, against the book's "not only … but also …".

"print in 19th century india only divided communities by spreading conflicting opinions"
holds the words of the book's "Print did not only stimulate the publication of conflicting
opinions amongst communities, but it also connected communities and people in different
parts of India", and word overlap reads "not only" as no denial (``lexicon.NOT_NEGATING``):
the sentence says the claim's "only" is wrong (heldout41 fp41-16). ``only_but_also`` finds
such a sentence: its "not only" part holds the claim's words, and the claim does not also
say what the "but also" part adds.
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms

# "only" as the claim says it ("… only divided …", "just about saving forests and nothing
# else"), not "not only", "only one", "only later" nor "only if"
_ONLY = re.compile(
    r"(?<!\bnot\s)\b(?:only|solely|just)\b(?!\s+(?:one|1|a\s+few|if|when|after|later|then)\b)"
    r"|\band\s+nothing\s+else\b",
    re.IGNORECASE,
)
_NOT_ONLY = re.compile(
    r"\bnot\s+only\s+(?P<said>[^;]+?),?\s+but\s+(?:\w+\s+){0,2}?also\s+(?P<added>[^.;]+)",
    re.IGNORECASE,
)
#: The fewest of the claim's words the "not only" part must hold.
SAID_WORDS = 2


def _words(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(text)) if not t.marker)


def only_but_also(claim: str, sentence: str) -> Conflict | None:
    """``sentence`` says "not only X but also Y" where the claim says "only X" (holding
    ``SAID_WORDS`` of X's words and not all of Y's)."""
    if not _ONLY.search(claim):
        return None
    found = _NOT_ONLY.search(sentence)
    if found is None:
        return None
    mine, said, added = _words(claim), _words(found["said"]), _words(found["added"])
    if len(mine & said) < SAID_WORDS or not added - said or added - said <= mine:
        return None
    return Conflict(
        kind=ConflictKind.QUANTIFIER,
        claim="only",
        passage=f"not only … but also {' '.join(sorted(added - said))}",
    )
