"""Quotients turned upside down, and a part and its whole turned round: a claim that divides B
by A where the book divides A by B, or makes B a part of A where the book makes A a part of B.

"magnification of a spherical mirror = height of the object ÷ height of the image" holds every
word of the book's "It is expressed as the ratio of the height of the image to the height of
the object", so word overlap supports it; what it says otherwise is which height goes on top
(premises_heldout40 fp40-01). ``turned_quotient`` reads "the ratio of A to B", "A divided by
B", "A ÷ B" and "A / B" on both sides and compares the words only one side of each holds.
Symbols ("R = V/I") are left to the formula checks. ``turned_part`` reads "A is (one) component
/ part / type / kind / branch / member of B" the same way ("sustainable development is just
one component of sustainable existence" against the book's "Sustainable existence is a
component of sustainable development": heldout41 fp41-06).
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
    return _turned(_parts(claim), _parts(sentence), "÷")


def _turned(
    mine: tuple[frozenset[str], frozenset[str]] | None,
    theirs: tuple[frozenset[str], frozenset[str]] | None,
    sign: str,
) -> Conflict | None:
    """The two sides of the claim's relation are the sentence's, each in the other's place."""
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
            claim=f"{' '.join(sorted(top))} {sign} {' '.join(sorted(bottom))}",
            passage=f"{' '.join(sorted(their_top))} {sign} {' '.join(sorted(their_bottom))}",
        )
    return None


# "A is (just) one component of B", "A is a part of B", "A are a type of B"
_PART_OF = re.compile(
    r"(?P<a>[^,;:.?!]+?)\s+(?:is|are|was|were|forms?|makes?\s+up)\s+(?:just\s+|only\s+|merely\s+)?"
    r"(?:a|an|one|the)\s+(?:(?:main|major|minor|small|important|key|vital|essential|integral)\s+)?"
    r"(?:component|part|type|kind|branch|member|subset|sub-?set|element|section|aspect)s?"
    rf"\s+of\s+(?P<b>.+?){_END}",
    re.IGNORECASE,
)
_PART = re.compile(
    r"\b(?:component|part|type|kind|branch|member|subset|element|section|aspect)s?\s+of\b", re.I
)


@lru_cache(maxsize=4096)
def _part_whole(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The words of the part and of the whole of the first "A is a part of B" ``text`` says."""
    if not _PART.search(text):
        return None
    match = _PART_OF.search(text)
    if match is None:
        return None
    a, b = _words(_BEFORE.sub("", match["a"])), _words(match["b"])
    return (a, b) if a and b else None


def turned_part(claim: str, sentence: str) -> Conflict | None:
    """The claim makes the sentence's whole a part of its part: the words only its part holds
    are those only the sentence's whole holds, and the other way round."""
    return _turned(_part_whole(claim), _part_whole(sentence), "part of")
