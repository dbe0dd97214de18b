"""Quotients turned upside down: a claim that divides B by A where the book divides A by B.

"magnification of a spherical mirror = height of the object ÷ height of the image" holds every
word of the book's "It is expressed as the ratio of the height of the image to the height of
the object", so word overlap supports it; what it says otherwise is which height goes on top
(premises_heldout40 fp40-01). ``turned_quotient`` reads "the ratio of A to B", "A divided by
B", "A ÷ B" and "A / B" on both sides and compares the words only one side of each holds.
Symbols ("R = V/I") are left to the formula checks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms

# where a quotient's parts end: punctuation, the end, or a verb or joining word after it
_END = r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:is|are|was|were|and|which|gives|so|then|right|na|for|when)\b)"
_RATIO_OF = re.compile(rf"\bratio\s+of\s+(?P<a>.+?)\s+(?:to|and)\s+(?P<b>.+?){_END}", re.IGNORECASE)
_DIVIDED = re.compile(
    r"(?P<a>[^=:,;()÷/]+?)\s*(?:\bdivided\s+by\b|÷|/)\s*" rf"(?P<b>[^,;.=()?!÷/]+?){_END}",
    re.IGNORECASE,
)
# what stands before a dividend: "magnification is | the height of the object divided by …"
_BEFORE = re.compile(r".*(?:[=:,(]|\b(?:is|are|as|equals|gives|means)\b)", re.IGNORECASE)


# (a sentence names no quotient without one of these: most are passed over unread)
_QUOTIENT = re.compile(r"\bratio\s+of\b|\bdivided\s+by\b|[÷/]", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _parts(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The words of the dividend and the divisor of the first quotient ``text`` names."""
    if not _QUOTIENT.search(text):
        return None
    match = _RATIO_OF.search(text) or _DIVIDED.search(text)
    if match is None:
        return None
    a, b = _words(_BEFORE.sub("", match["a"])), _words(match["b"])
    return (a, b) if a and b else None


def _words(text: str) -> frozenset[str]:
    return frozenset(
        t.stem
        for t in content(terms(text))
        if not t.number and len(t.stem) > 2 and t.stem.isalpha()
    )


def turned_quotient(claim: str, sentence: str) -> Conflict | None:
    """The claim's quotient is the sentence's turned upside down: the words only its dividend
    holds are those only the sentence's divisor holds, and the other way round."""
    mine, theirs = _parts(claim), _parts(sentence)
    if mine is None or theirs is None:
        return None
    (a, b), (c, d) = mine, theirs
    top, bottom = a - b, b - a
    their_top, their_bottom = c - d, d - c
    if not top or not bottom or not their_top or not their_bottom:
        return None
    if top <= their_bottom and bottom <= their_top and not top & their_top:
        return Conflict(
            kind=ConflictKind.ORDER,
            claim=f"{' '.join(sorted(top))} ÷ {' '.join(sorted(bottom))}",
            passage=f"{' '.join(sorted(their_top))} ÷ {' '.join(sorted(their_bottom))}",
        )
    return None
