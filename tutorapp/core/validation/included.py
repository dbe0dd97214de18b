"""One thing's list given to another: "waste land means land used for settlements, roads,
railways and industry" against "Waste land includes rocky, arid and desert areas and land put
to other non-agricultural uses includes settlements, roads, railways, industry etc.".

The book's sentence says what each of two things includes; the claim holds every word of it
but gives its first thing the second one's list. ``lists_crossed`` reads the sentence as
"A includes LA and B includes LB" and the claim as "X includes / means / is L"; when X is A
(its words are A's, and not all B's), L holds two or more of LB's words and none of LA's own,
the claim has crossed the lists (and the same the other way round). Used by ``pairing``.
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms

_HAS = r"(?:includes?|comprises?|consists?\s+of|covers?)"
_TWO = re.compile(
    rf"^\W*(?P<a>[^,;]{{3,60}}?)\s+{_HAS}\s+(?P<la>[^;]+?)\s+and\s+"
    rf"(?P<b>[^,;]{{3,60}}?)\s+{_HAS}\s+(?P<lb>[^;]+?)[.!]?$",
    re.IGNORECASE,
)
_ONE = re.compile(
    rf"^\W*(?P<x>[^,;]{{3,60}}?)\s+(?:{_HAS}|means?|is|are|refers?\s+to)\s+(?P<l>.+?)[.!]?$",
    re.IGNORECASE,
)
# "The student is correct that …": what is agreed with is the claim
_AGREED = re.compile(
    r"^(?:yes,?\s*)?(?:the\s+student|you)(?:'re|\s+(?:is|are))\s+(?:right|correct)\s+that\s+",
    re.IGNORECASE,
)
#: The fewest words of the other thing's list the claim's list must hold.
OTHERS_HELD = 2


def _stems(text: str) -> set[str]:
    return {t.stem for t in content(terms(text)) if not t.number}


def lists_crossed(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``claim`` gives one of the sentence's two things the other's list
    (module docstring), else None."""
    two, one = _TWO.match(sentence.strip()), _ONE.match(_AGREED.sub("", claim.strip()))
    if two is None or one is None:
        return None
    subject, listed = _stems(one["x"]), _stems(one["l"])
    sides = [(_stems(two["a"]), _stems(two["la"])), (_stems(two["b"]), _stems(two["lb"]))]
    for (mine, own), (other, theirs) in (sides, sides[::-1]):
        if not subject or not subject <= mine or subject <= other:
            continue  # the claim's thing is not this side's
        if len(listed & (theirs - own)) >= OTHERS_HELD and not listed & (own - theirs):
            return Conflict(
                kind=ConflictKind.ENTITY,
                claim=" ".join(sorted(listed & theirs)),
                passage=" ".join(sorted(own - theirs)),
            )
    return None
