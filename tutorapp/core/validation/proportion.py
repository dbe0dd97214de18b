"""Which way one quantity moves with another: "directly / inversely proportional to" in a
passage, read against a claim that says how the quantity changes.

The book writes "resistance of a uniform metallic conductor is directly proportional to its
length (l) and inversely proportional to the area of cross-section (A)"; a claim "the
resistance of a wire decreases when the wire is made longer" shares few words with it and
contradicts it. ``laws`` reads the passage's proportionalities (and "X increases with Y",
"the greater the Y, the greater the X"); ``claimed_change`` reads what a claim says: the
quantity, the way it moves (up or down) and the change that moves it ("made longer" is the
length going up, "when the area is reduced" the area going down). ``direction_conflicts``
compares the two: the same quantity and the same cause, the other way round.

Deterministic and lexical like the other checks (``contradiction.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms

UP, DOWN = 1, -1

_UP_WORDS = (
    r"increases?|increased|increasing|rises?|rising|grows?|growing|goes up|go up|"
    r"more|greater|higher|larger|bigger"
)
_DOWN_WORDS = (
    r"decreases?|decreased|decreasing|reduces?|reduced|reducing|falls?|drops?|goes down|go down|"
    r"shrinks?|shrinking|diminish(?:es|ing)?|less|lower|smaller|fewer"
)
_MOVES = rf"(?:{_UP_WORDS}|{_DOWN_WORDS}|doubled|tripled|halved)"

# a comparative that names the quantity it changes: "made longer" is the length going up
_DIMENSIONS: dict[str, tuple[frozenset[str], int]] = {}
# (and in "a thick wire has less resistance than a thin one", the plain adjective)
for _words, _dims in (
    (("longer", "shorter", "long", "short"), ("length", "long")),
    (
        ("thicker", "thinner", "thick", "thin"),
        ("thickness", "thick", "area", "cross-section", "crosssection"),
    ),
    (("wider", "narrower", "wide", "narrow"), ("width", "wide", "area", "cross-section")),
    (("hotter", "colder", "hot", "cold"), ("temperature", "heat")),
    (("warmer", "cooler", "warm", "cool"), ("temperature", "heat")),
    (("heavier", "lighter", "heavy"), ("mass", "weight")),
    (("faster", "slower", "fast", "slow"), ("speed", "velocity")),
    (("deeper", "shallower", "deep", "shallow"), ("depth", "deep")),
    (("taller", "tall"), ("height", "tall")),
):
    for _i, _word in enumerate(_words):
        _DIMENSIONS[_word] = (frozenset(stem(d) for d in _dims), UP if _i % 2 == 0 else DOWN)
_COMPARATIVES = frozenset(w for w in _DIMENSIONS if w.endswith("er"))


_TIMES_UP = frozenset("doubled doubles doubling tripled triples tripling".split())
_TIMES_DOWN = frozenset("halved halves halving".split())


def _sign(word: str) -> int:
    low = word.lower()
    if re.fullmatch(_UP_WORDS, low) or low in _TIMES_UP:
        return UP
    if re.fullmatch(_DOWN_WORDS, low) or low in _TIMES_DOWN:
        return DOWN
    return 0


@dataclass(frozen=True, kw_only=True)
class Law:
    """``quantity`` moves with ``cause`` (``same``) or against it, as a passage says."""

    quantity: str  # the stem the passage's quantity is named by ("resist")
    cause: frozenset[str]  # the stems of what moves it ("length")
    same: bool
    text: str  # the words that say so ("directly proportional to its length")


@dataclass(frozen=True, kw_only=True)
class Change:
    """A claim's quantity moving ``way`` (UP / DOWN) when ``cause`` moves ``cause_way``."""

    quantity: frozenset[str]
    way: int
    cause: frozenset[str]
    cause_way: int
    said: str  # the claim's word for the move ("decreases")


_HEAD = re.compile(r"^.*\b(?:that|shown|hence|thus|so|therefore)\b[,\s]*", re.I)


_AMOUNT = frozenset({"total", "net", "whole", "overall"})  # "the total area": the area


def _quantity(phrase: str) -> str | None:
    """The head word of a noun phrase ("resistance of a uniform metallic conductor")."""
    words = [t for t in content(terms(_HEAD.sub("", phrase))) if t.stem not in _AMOUNT]
    return words[0].stem if words else None


# what a law holds fixed or adds is not its cause: "… to the square of current for a given
# resistance", "… to the time for which the current flows"
_HELD = re.compile(r"\s+(?:for\s+(?:a\s+)?given|for\s+which|when|if|provided|keeping)\b.*$", re.I)


def _stems(phrase: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(_HELD.sub("", phrase))))


_ENUM = r"(?:\(\s*(?:[ivx]{1,4}|[a-d]|\d)\s*\)\s*)?"
_PROPORTIONAL = re.compile(
    r"(?P<a>[A-Za-z][\w\s,'-]{2,80}?)\s+(?:is|are|varies|vary|was)\s+"
    + _ENUM
    + r"(?:(?P<dir>directly|inversely)\s+)?proportional\s+to\s+(?P<b>[^,.;:()]{2,60})",
    re.I,
)
# the rest of a list of proportionalities: "…, (ii) directly proportional to resistance …,
# and (iii) …", "… and inversely proportional to the area …"
_MORE = re.compile(
    r"^(?:\s*\([^)]*\))?\s*[,;]?\s*(?:and\s+|but\s+)?"
    + _ENUM
    + r"(?P<dir>directly|inversely)\s+proportional\s+to\s+(?P<b>[^,.;:()]{2,60})",
    re.I,
)
_WITH = re.compile(
    rf"(?P<a>[A-Za-z][\w\s'-]{{2,60}}?)\s+(?P<move>{_MOVES})\s+(?:with|as)\s+(?:an?\s+)?"
    rf"(?:(?P<move2>{_MOVES})\s+in\s+(?:the\s+)?(?P<b>[\w\s'-]{{2,40}}?)|"
    rf"(?:the\s+)?(?P<b2>[\w\s'-]{{2,40}}?)\s+(?P<move3>{_MOVES}))\b",
    re.I,
)
# "If the resistance is doubled the current gets halved."
# "While the number of black triangles increases rapidly, the total area … decreases."
_IF = re.compile(
    r"\b(?:if|when|as|while)\s+(?:the\s+)?(?P<b>[\w\s'-]{2,40}?)\s+(?:(?:is|are|gets?)\s+)?"
    rf"(?P<move2>{_MOVES})(?:\s+\w+ly)?\s*,?\s+(?:then\s+)?(?:the\s+)?(?P<a>[\w\s'-]{{2,40}}?)\s+"
    rf"(?:is\s+|are\s+|gets?\s+|also\s+)*(?P<move>{_MOVES})\b",
    re.I,
)


@lru_cache(maxsize=4096)
def laws(text: str) -> tuple[Law, ...]:
    """The proportionalities a passage sentence states."""
    found: list[Law] = []
    for match in _PROPORTIONAL.finditer(text):
        quantity = _quantity(match.group("a"))
        if quantity is None:
            continue
        said = [(match.group("dir"), match.group("b"))]
        rest = text[match.end() :]
        while more := _MORE.match(rest):
            said.append((more.group("dir"), more.group("b")))
            rest = rest[more.end() :]
        for way, cause in said:
            found.append(
                Law(
                    quantity=quantity,
                    cause=_stems(cause),
                    same=(way or "directly").lower() == "directly",
                    text=f"{way or ''} proportional to {cause.strip()}".strip(),
                )
            )
    for match in [*_WITH.finditer(text), *_IF.finditer(text), *_WHEN_LAW.finditer(text)]:
        quantity = _quantity(match.group("a"))
        cause = match.group("b") or match.group("b2")
        moved = match.group("move2") or match.group("move3")
        if quantity is None or not cause or not moved:
            continue
        way, cause_way = _sign(match.group("move")), _sign(moved)
        if way and cause_way:
            found.append(
                Law(
                    quantity=quantity,
                    cause=_stems(cause),
                    same=way == cause_way,
                    text=match.group(0).strip(),
                )
            )
    return tuple(found)


# "the ammeter reading decreases to one-half when the length of the wire is doubled"
_WHEN_LAW = re.compile(
    rf"(?P<a>[A-Za-z][\w\s'-]{{2,60}}?)\s+(?P<move>{_MOVES})(?:\s+to\s+(?:one-)?[\w-]+)?\s+"
    rf"(?:when|if)\s+(?:the\s+)?(?P<b>[\w\s'-]{{2,40}}?)\s+(?:is|are|gets?)\s+"
    rf"(?P<move2>{_MOVES})\b",
    re.I,
)
# the claim "doubling the length of a wire doubles the ammeter reading"
_DOING_CHANGES = re.compile(
    r"^(?P<doing>doubling|tripling|halving|increasing|decreasing|reducing)\s+(?P<b>.+?)\s+"
    r"(?P<move>doubles|triples|halves|increases|decreases|reduces)\s+(?P<a>.+)$",
    re.I,
)
_CHANGE_WHEN = re.compile(
    rf"^(?P<a>.+?)\s+(?:will\s+|would\s+|also\s+|then\s+)?(?:gets?\s+|is\s+|are\s+|keeps?\s+)?"
    rf"(?P<move>{_MOVES})\s+"
    r"(?:when|if|as|because|whenever|once)\s+(?P<cond>.+)$",
    re.I,
)
_WHEN_CHANGE = re.compile(
    rf"^(?:when|if|as|whenever)\s+(?P<cond>[^,]+),\s*(?P<a>.+?)\s+(?:will\s+|would\s+)?"
    rf"(?P<move>{_MOVES})\b",
    re.I,
)
_COMPARED = re.compile(
    r"^(?:an?\s+|the\s+)?(?P<comp>\w+)\s+(?P<thing>[\w-]+)\s+(?:has|have|shows?|offers?|gives?)"
    rf"\s+(?:a\s+)?(?P<move>{_MOVES})\s+(?P<a>.+?)(?:\s+than\b.*)?$",
    re.I,
)
_COND_MOVE = re.compile(
    rf"^(?:the\s+|its\s+)?(?P<b>[\w\s'-]+?)\s+(?:is|are|gets|get|becomes?)?\s*"
    rf"(?P<move>{_MOVES}|doubled|tripled|halved)\b",
    re.I,
)


def _cause(condition: str) -> tuple[frozenset[str], int] | None:
    """What a condition changes and which way: "the wire is made longer" → (length, UP),
    "the area of cross-section is reduced" → (area …, DOWN)."""
    for word in re.findall(r"[a-z]+", condition.lower()):
        if word in _COMPARATIVES:
            return _DIMENSIONS[word]
    match = _COND_MOVE.match(condition.strip())
    if match and (way := _sign(match.group("move"))):
        return _stems(match.group("b")), way
    return None


def claimed_change(claim: str) -> Change | None:
    """What a claim says moves which way, and why, or None."""
    text = " ".join(claim.strip().rstrip("?.!").split())
    if (match := _CHANGE_WHEN.match(text)) or (match := _WHEN_CHANGE.match(text)):
        cause = _cause(match.group("cond"))
        a, move = match.group("a"), match.group("move")
    elif match := _COMPARED.match(text):
        comp = match.group("comp").lower()
        cause = _DIMENSIONS.get(comp)
        a, move = match.group("a"), match.group("move")
    elif match := _DOING_CHANGES.match(text):
        cause = (_stems(match.group("b")), _sign(match.group("doing")))
        a, move = match.group("a"), match.group("move")
    elif (match := _IF.match(text)) and (way := _sign(match.group("move2"))):
        # the law's own form: "If the resistance is doubled the current gets doubled"
        cause = (_stems(match.group("b")), way)
        a, move = match.group("a"), match.group("move")
    else:
        return None
    way = _sign(move)
    if cause is None or not way:
        return None
    quantity = _stems(a)
    if not quantity:
        return None
    return Change(quantity=quantity, way=way, cause=cause[0], cause_way=cause[1], said=move)


def direction_conflict(change: Change, text: str) -> Law | None:
    """The law in ``text`` that ``change`` runs against: the same quantity, the same cause,
    the other way round."""
    return _law(change, text, agrees=False)


def direction_agrees(change: Change, text: str) -> Law | None:
    """The law in ``text`` that says what ``change`` says."""
    return _law(change, text, agrees=True)


def _law(change: Change, text: str, agrees: bool) -> Law | None:
    for law in laws(text):
        if law.quantity not in change.quantity or not law.cause & change.cause:
            continue
        expected = change.cause_way if law.same else -change.cause_way
        if (expected == change.way) is agrees:
            return law
    return None
