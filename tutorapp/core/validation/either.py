"""A member the book's closed list leaves out: "lines in a plane can be intersecting, parallel
or skew" against the book's "these lines are either intersecting or parallel".

"Either A or B" names every case; a claim that lists the book's cases and adds one of its own
(three or more, two of them the book's) says the book's list is not the whole of it. The rest
of the claim must be in the book's sentence (most of its words), so that the list is of the
same thing.

The other way round, "only" closes the claim's list: "industrial effluents only pollute
rivers and water" leaves out what the book's "… a major source of land and water pollution"
joins to one of its members (``only_some``); and "either A or B" or "just two kinds, A or
B" leaves out what the book lists beside them ("… classified as reflex action, voluntary
action or involuntary action", ``closed_pair``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "intersecting, parallel or skew": three or more words, the last after "or"
_LISTED = re.compile(r"\b((?:[\w-]+,\s+)+[\w-]+,?\s+or\s+[\w-]+)\b", re.IGNORECASE)
# "either intersecting or parallel" (one word each)
_EITHER = re.compile(r"\beither\s+([\w-]+)\s+or\s+([\w-]+)\b", re.IGNORECASE)
#: The book's cases the claim's list must hold.
SHARED = 2
#: The share of the claim's other words the book's sentence must hold.
HELD = 0.6


def left_out(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence whose "either … or …" leaves out a case the claim lists
    (module docstring); else None."""
    listed = _LISTED.search(claim)
    if listed is None:
        return None
    mine = {stem(w) for w in re.split(r",?\s+or\s+|,\s+", listed.group(1)) if w}
    rest = {t.stem for t in content(terms(claim[: listed.start()] + claim[listed.end() :]))}
    if len(mine) < SHARED + 1 or not rest:
        return None
    for index, unit in units:
        either = _EITHER.search(unit.display)
        if either is None:
            continue
        theirs = {stem(either.group(1)), stem(either.group(2))}
        extra = mine - theirs
        words = {t.stem for t in unit.terms}
        if len(mine & theirs) < SHARED or not extra or extra & words:
            continue
        if len(rest & words) < HELD * len(rest):
            continue
        conflict = Conflict(
            kind=ConflictKind.QUANTIFIER,
            claim=" ".join(sorted(extra)),
            passage=f"either {either.group(1)} or {either.group(2)}",
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# "only pollute rivers and water", "pollute only water": the verb and what "only" allows
_MEMBERS = r"([a-z]+(?:,\s+[a-z]+)*(?:,?\s+and\s+[a-z]+)?)"
_ONLY = (
    re.compile(rf"\bonly\s+([a-z]+)\s+{_MEMBERS}", re.IGNORECASE),
    re.compile(rf"\b([a-z]+)\s+only\s+{_MEMBERS}", re.IGNORECASE),
)
# "land and water", "soil, water and air": a list joined by "and"
_AND_LIST = re.compile(r"\b([a-z]+(?:,\s+[a-z]+)*,?\s+and\s+[a-z]+)\b", re.IGNORECASE)
#: The claim's other words the book's sentence must hold (its subject: "industrial effluents").
ONLY_HELD = 2


def only_some(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence that joins to one of the claim's "only" members another
    the claim leaves out, where it holds the claim's verb and two of its other words
    (module docstring); else None."""
    found = _ONLY[0].search(claim) or _ONLY[1].search(claim)
    if found is None:
        return None
    if not content(terms(found.group(1))):
        return None  # ("only in maths books": no verb)
    verb = stem(found.group(1))
    mine = {stem(w) for w in re.split(r",?\s+and\s+|,\s+", found.group(2)) if w}
    rest = {t.stem for t in content(terms(claim[: found.start()]))} - {verb}
    for index, unit in units:
        words = {t.stem for t in unit.terms}
        if not any(w.startswith(verb[:5]) for w in words) or len(rest & words) < ONLY_HELD:
            continue
        for joined in _AND_LIST.finditer(unit.display):
            theirs = {stem(w) for w in re.split(r",?\s+and\s+|,\s+", joined.group(1)) if w}
            extra = theirs - mine
            if theirs & mine and extra and not extra & {verb}:
                conflict = Conflict(
                    kind=ConflictKind.QUANTIFIER,
                    claim=f"only {' and '.join(sorted(mine))}",
                    passage=joined.group(1),
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None


# "either a reflex action or a voluntary action", "one of just two kinds, A or B": a pair the
# claim says is the whole of it (members of one to three words)
_MEMBER = r"(?:an?\s+|the\s+)?([\w-]+(?:\s+[\w-]+){0,2}?)"
_PAIR = re.compile(
    rf"\b(?:either|(?:just|only)\s+two(?:\s+[\w-]+)?,?)\s+{_MEMBER}\s+or\s+{_MEMBER}"
    r"(?=\s*(?:[,;.?!]|$|\s+(?:which|and|so|but)\b))",
    re.IGNORECASE,
)
# "reflex action, voluntary action or involuntary action": three members or more
_WORDS = r"[\w-]+(?:\s+[\w-]+){0,2}"
_LONG_LIST = re.compile(rf"((?:{_WORDS},\s+)+{_WORDS},?\s+(?:or|and)\s+{_WORDS})", re.IGNORECASE)
#: The share of the claim's other words the book's sentence must hold.
PAIR_HELD = 0.5


def _stems(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(text)))


def closed_pair(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a sentence that lists both of the claim's closed pair and a member of
    its own beside them, where it holds half of the claim's other words (module docstring);
    else None."""
    found = _PAIR.search(claim)
    if found is None:
        return None
    pair = [_stems(found.group(1)), _stems(found.group(2))]
    if not all(pair):
        return None
    said = pair[0] | pair[1]
    rest = _stems(claim[: found.start()]) - said
    for index, unit in units:
        words = {t.stem for t in unit.terms}
        if not rest or len(rest & words) < PAIR_HELD * len(rest):
            continue
        for listed in _LONG_LIST.finditer(unit.display):
            members = [_stems(m) for m in re.split(r",?\s+(?:or|and)\s+|,\s+", listed.group(1))]
            held = [m for m in members if any(p <= m for p in pair)]
            others = [m for m in members if m and not m <= said and m not in held]
            if len(held) >= len(pair) and others:
                conflict = Conflict(
                    kind=ConflictKind.QUANTIFIER,
                    claim=found.group(0),
                    passage=listed.group(1),
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
