"""Kinds given on the wrong basis of a classification.

"Resources are classified as renewable and non-renewable on the basis of origin" holds every
word of the book's "(a) On the basis of origin – biotic and abiotic (b) On the basis of
exhaustibility – renewable and non-renewable": the words are right, their pairing is not. The
book's list is read as basis → kinds; the claim's "<kinds> on the basis of <basis>" (or "on
the basis of <basis>, <kinds>") is contradicted when its kinds are the book's kinds of
another basis and none of the kinds the book gives its own basis.

Members put in the other class are read the same way: "street vendors, head load workers and
rag pickers come under the organised sector" against "In the urban areas, unorganised sector
comprises mainly of workers in …, and those who work as street vendors, head load workers,
garment makers, rag pickers etc.": two of the claim's members at least in the book's list of
a class, and the claim's class another of its kind (organised for unorganised).

So are examples set beside two kinds in one sentence: "change in the size of the pupil is a
thought-out action" against "in between the simple reflex actions like change in the size of
the pupil, and the thought out actions such as moving a chair, …" (``exemplified``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_BASIS = r"(?:on\s+the\s+basis\s+of|based\s+on|according\s+to)"
#: The book's item: "On the basis of origin – biotic and abiotic", up to the next "(b)".
_LISTED = re.compile(
    rf"{_BASIS}\s+(?P<basis>[^–—:,()]+?)\s*[–—:]\s*(?P<kinds>[^()]+?)\s*(?=\(\w\)|[.;]|$)",
    re.IGNORECASE,
)
#: The claim's: "<kinds> on the basis of <basis>" (a basis of one to three words).
_SAID = re.compile(
    rf"{_BASIS}\s+(?:their\s+|its\s+)?(?P<basis>\w[\w-]*(?:\s+(?!and\b)\w[\w-]*){{0,2}}?)"
    r"\s*(?=[,.;?]|\s+and\b|$)",
    re.IGNORECASE,
)


def _stems(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(text)) if not t.number)


def listed(text: str) -> dict[frozenset[str], frozenset[str]]:
    """The book's classification in ``text``: each basis with its kinds' words."""
    return {_stems(m["basis"]): _stems(m["kinds"]) for m in _LISTED.finditer(text)}


def said(claim: str) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The claim's (basis, words of the kinds said before it) pairs."""
    out = []
    start = 0
    for match in _SAID.finditer(claim):
        out.append((_stems(match["basis"]), _stems(claim[start : match.start()])))
        start = match.end()
    return out


def classified(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when the claim gives a basis the kinds the book gives another basis, or
    puts the members of a class the book lists in another class (module docstring); else
    None."""
    pairs = said(claim)
    if not pairs:
        return placed(claim, units) or exemplified(claim, units)
    for index, unit in units:
        book = listed(unit.display)
        if len(book) < 2:
            continue  # one basis alone sets no kinds against another's
        every = frozenset().union(*book.values())
        for basis, words in pairs:
            own = book.get(basis)
            mine = words & every
            if own is None or not mine or mine & own:
                continue
            other = next((b for b, kinds in book.items() if b != basis and mine <= kinds), None)
            if other is None:
                continue
            conflict = Conflict(
                kind=ConflictKind.CONTRAST,
                claim=" ".join(sorted(mine)),
                passage=" ".join(sorted(own)),
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# the book's list of a class: "unorganised sector comprises mainly of A, B and C", "… includes"
_COMPRISES = re.compile(
    r"(?P<whole>\b[\w-]+\s+[\w-]+)\s+(?:comprises|consists|includes|include)\s+"
    r"(?:mainly\s+|largely\s+)?(?:of\s+)?(?P<members>.+)$",
    re.IGNORECASE,
)
# the claim's: "A, B and C come under the organised sector", "… are part of …", "belong to"
_PUT = re.compile(
    r"^(?P<members>.+?)\s+(?:comes?\s+under|(?:are|is)\s+(?:a\s+)?(?:part\s+of|in|under|"
    r"examples?\s+of)|belongs?\s+to)\s+(?:the\s+)?(?P<whole>[\w-]+\s+[\w-]+)",
    re.IGNORECASE,
)
#: The claim's members the book's list must hold.
MEMBERS = 2


def placed(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when two of the claim's members or more are in the book's list of a
    class and the claim puts them in another of its kind; else None."""
    put = _PUT.search(claim)
    if put is None:
        return None
    members, whole = _stems(put["members"]), [t.stem for t in content(terms(put["whole"]))]
    for index, unit in units:
        listed_here = _COMPRISES.search(unit.display)
        if listed_here is None:
            continue
        theirs = [t.stem for t in content(terms(listed_here["whole"]))]
        if len(members & _stems(listed_here["members"])) < MEMBERS or len(theirs) != len(whole):
            continue
        swapped = [(a, b) for a, b in zip(whole, theirs, strict=True) if a != b]
        if len(swapped) == 1 and alternative(*swapped[0]) is not None:
            conflict = Conflict(
                kind=ConflictKind.CONTRAST, claim=swapped[0][0], passage=swapped[0][1]
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# "the simple reflex actions like change in the size of the pupil, and the thought out actions
# such as moving a chair"
_KIND = r"(?:[\w-]+\s+){0,3}[\w-]+"
_EXAMPLES = re.compile(
    rf"(?P<kind1>{_KIND})\s+(?:like|such\s+as)\s+(?P<of1>[^,;]+?),?\s+and\s+(?:the\s+)?"
    rf"(?P<kind2>{_KIND})\s+(?:like|such\s+as)\s+(?P<of2>[^,;.]+)",
    re.IGNORECASE,
)


def exemplified(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when the claim gives the example a sentence sets beside one kind the
    words that set the other kind apart, and none of its own kind's (module docstring);
    else None."""
    mine = _stems(claim.replace("-", " "))
    for index, unit in units:
        for found in _EXAMPLES.finditer(unit.display.replace("-", " ")):
            kind1, kind2 = _stems(found["kind1"]), _stems(found["kind2"])
            for (own, other), example, rest in (
                ((kind1 - kind2, kind2 - kind1), _stems(found["of1"]), _stems(found["of2"])),
                ((kind2 - kind1, kind1 - kind2), _stems(found["of2"]), _stems(found["of1"])),
            ):
                held = len(mine & example) >= min(MEMBERS, len(example))
                if not own or not other or not held or mine & rest:
                    continue
                if other <= mine and not own & mine:
                    conflict = Conflict(
                        kind=ConflictKind.CONTRAST,
                        claim=" ".join(sorted(other)),
                        passage=" ".join(sorted(own)),
                    )
                    return contradicted(unit=unit, conflict=conflict, source=index)
    return None
