"""What the book calls a thing it describes: "sheet erosion is when wind blows loose soil off
flat or sloping land" against the book's "Wind blows loose soil off flat or sloping land known
as wind erosion".

``naming.py`` reads a name given to a short noun phrase ("the tertiary sector is also called
the service sector"). Here the named thing is a whole description: the words before "known
as" / "is called" in the same sentence, or, when the name is given to "This" / "This method"
/ "Such lands", the sentences before it ("Strips of grass are left to grow between the crops.
This breaks up the force of the wind. This method is known as strip cropping."). A claim that
gives a description the book describes (most of its words) a name other than the book's, and
the book gives that description its own name nowhere, says something else: the name it gives
is another of the same kind ("sheet erosion" for "wind erosion") or a name the book gives to
something else ("shelter belts"). So does a claim that measures a distance the book names
from another point than the book's definition does ("the image distance v is measured from
the principal focus" against "The distance of the image from the pole of the mirror is called
the image distance (v)"). Used by ``laws.defined``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms

# "… known as wind erosion", "… is called general linear equation", "… are termed ravines"
_NAMED = re.compile(
    r"(?:\s+(?:is|are|was|were))?\s+(?:also\s+|often\s+|sometimes\s+|commonly\s+)?"
    r"(?:known\s+as|called|termed|referred\s+to\s+as)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<name>[‘'\"“]?[A-Za-z][\w’'-]*(?:\s+[A-Za-z][\w’'-]*){0,3}?[’'\"”]?)"
    r"\s*(?=[.,;:()!?]|\s+(?:or|and|in|which|because|as)\b|$)",
    re.IGNORECASE,
)
# what points back to what was just described: "This", "This method", "Such lands"
_POINTER = re.compile(
    r"^\W*(?:this|these|such|it|that)(?:\s+(?:a|an|type\s+of|kind\s+of|process|method|"
    r"practice|technique|way|phenomenon|cases?|lands?|areas?|[a-z]+ing))*\s*$",
    re.IGNORECASE,
)
# the claim: "N is when D", "N is the method in which D", "N means D", "D is (the method)
# called N"
# (and "For a spherical mirror, the aperture is the distance between the pole and the principal
# focus": "N is the D", what is measured between, of or from something)
_NAME_FIRST = re.compile(
    r"^\W*(?:(?:for|in)\s+[^,]{3,40},\s*)?(?:the\s+)?"
    r"(?P<name>[A-Za-z][\w’'-]*(?:\s+[A-Za-z][\w’'-]*){0,3}?)\s+"
    r"(?:is|are|means|refers\s+to)\s+(?:(?:a|an|the)\s+(?:process|method|practice|technique|"
    r"way|phenomenon|name\s+for)\s+(?:of\s+|in\s+which\s+|where\s+|when\s+|by\s+which\s+)?"
    r"|when\s+|where\s+|the\s+(?=[\w-]+\s+(?:between|of|from)\s))(?P<said>.+?)[.?!]?$",
    re.IGNORECASE,
)
_THE_METHOD = re.compile(
    r"\s+(?:is|are)\s+(?:the|a|an)\s+(?:process|method|practice|technique|way|phenomenon)$",
    re.IGNORECASE,
)
#: The share of a claim's description the book's must hold to describe the same thing.
SAME_THING = 0.6
#: The fewest content words a description needs to be compared at all.
DESCRIPTION_WORDS = 3
# the sentences before "This is known as …" that it names
_BEFORE = 2


@dataclass(frozen=True, kw_only=True)
class Description:
    """A thing the book describes and the name it gives it, with where it says so."""

    words: frozenset[str]
    name: tuple[str, ...]
    text: str  # the description with the sentence that names it, to quote
    passage: int


def _stems(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(text)) if not t.number)


def _name(text: str) -> tuple[str, ...]:
    return tuple(t.stem for t in content(terms(text.strip("‘'\"“’”"))))


@lru_cache(maxsize=1024)
def _sentence_names(text: str) -> tuple[tuple[str, str, str], ...]:
    """(the words before the name, the name, the sentence) for each sentence of ``text``
    that names something."""
    found = []
    for sentence in split_sentences(text):
        match = _NAMED.search(sentence)
        if match is not None:
            found.append((sentence[: match.start()], match["name"], sentence))
    return tuple(found)


def descriptions(texts: Sequence[str]) -> list[Description]:
    """Every description the passages name."""
    out = []
    for index, text in enumerate(texts):
        sentences = split_sentences(text)
        for before, name, sentence in _sentence_names(text):
            stems = _name(name)
            if not stems:
                continue
            if _POINTER.match(before):
                at = sentences.index(sentence) if sentence in sentences else 0
                described = " ".join(sentences[max(0, at - _BEFORE) : at])
                quoted = " ".join(sentences[max(0, at - _BEFORE) : at + 1])
            else:
                described, quoted = before, sentence
            words = _stems(described)
            if len(words) >= DESCRIPTION_WORDS:
                out.append(Description(words=words, name=stems, text=quoted, passage=index))
    return out


def claimed(claim: str) -> tuple[frozenset[str], tuple[str, ...]] | None:
    """(the words of what the claim describes, the name it gives it), or None."""
    first = _NAME_FIRST.match(claim.strip())
    if first is not None:
        said, name = first["said"], first["name"]
    else:
        match = _NAMED.search(claim)
        if match is None:
            return None
        said, name = _THE_METHOD.sub("", claim[: match.start()]), match["name"]
    words, stems = _stems(said), _name(name)
    if len(words) < DESCRIPTION_WORDS or not stems or len(stems) > 4:
        return None
    return words - set(stems), stems


def described_otherwise(claim: str, texts: Sequence[str]) -> tuple[Description, Conflict] | None:
    """(the book's description and the conflict) when the book gives what the claim
    describes another name, and nowhere the claim's; else None."""
    measured = _origin_swapped(claim, texts)
    if measured is not None:
        return measured
    mine = claimed(claim)
    if mine is None:
        return None
    words, name = mine
    found = descriptions(texts)

    def share(described: Description) -> float:
        return len(words & described.words) / len(words)

    given = {_name(n) for text in texts for _, n, _ in _sentence_names(text)}
    named = [d for d in found if _same(d.name, name) and share(d) >= SAME_THING / 2]
    if named:
        return _part_swapped(words, name, named, given, texts)
    best = max(found, key=share, default=None)
    if best is None or share(best) < SAME_THING:
        return None
    if not (best.name[-1] == name[-1] or name in given):
        return None  # ("the process" for "photosynthesis": no name of the same kind)
    conflict = Conflict(kind=ConflictKind.ENTITY, claim=" ".join(name), passage=" ".join(best.name))
    return best, conflict


def _same(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """One name holds the other ("bad land" and "land")."""
    return set(a) <= set(b) or set(b) <= set(a)


def _part_swapped(
    words: frozenset[str],
    name: tuple[str, ...],
    named: Sequence[Description],
    given: set[tuple[str, ...]],
    texts: Sequence[str],
) -> tuple[Description, Conflict] | None:
    """The book's description of the claim's own name with one thing it names put in the
    place of another it names: "the distance between the pole and the centre of curvature …
    is called its focal length" against "the distance between the pole and the principal
    focus … is called the focal length" (the centre of curvature and the principal focus
    both named by the book). None when any description of the name holds the claim's."""
    if any(words <= d.words for d in named):
        return None
    names = {frozenset(g) for g in given if g and not _same(g, name)}

    def thing(part: frozenset[str]) -> bool:
        # a name the book gives, or a term of two words or more it writes as one
        return part in names or (len(part) >= PART_WORDS and part in phrases)

    sizes = {len(words - d.words) for d in named} | {len(d.words - words) for d in named}
    phrases = _phrases(texts, sizes)
    for described in named:
        extra, missing = words - described.words, described.words - words
        if extra != missing and thing(extra) and thing(missing) and not extra & set(name):
            claimed_part = " ".join(sorted(extra))
            conflict = Conflict(
                kind=ConflictKind.CONTRAST, claim=claimed_part, passage=" ".join(sorted(missing))
            )
            return described, conflict
    return None


# "the image distance v is (always) measured from the principal focus (of the mirror)"
_MEASURED = re.compile(
    r"^\W*(?:(?:for|in)\s+[^,]{3,40},\s*)?(?:the\s+)?"
    r"(?P<name>[A-Za-z][\w’'-]*(?:\s+[A-Za-z][\w’'-]*){0,3}?)\s+(?:is|are)\s+(?:always\s+)?"
    r"(?:measured|taken)\s+(?P<said>from\s.+?)[.?!]?$",
    re.IGNORECASE,
)
# what a distance is measured from: "the distance of the image from the pole of the mirror",
# "… measured from the principal focus", "… taken from the optical centre of the lens"
_FROM = re.compile(
    r"\bfrom\s+(?:the\s+|its\s+|a\s+)?"
    r"(?P<point>[a-z]+(?:\s+of\s+curvature|\s+(?!of\b|to\b|is\b|are\b)[a-z]+)?)",
    re.IGNORECASE,
)
_MEASURED_FROM = re.compile(r"\b(?:measured|taken)\s+(?=from\s)", re.IGNORECASE)


def _origin(text: str) -> frozenset[str]:
    """The stems of the point the first "from …" of ``text`` measures from."""
    match = _FROM.search(text)
    return _stems(match["point"]) if match is not None else frozenset()


def _origin_swapped(claim: str, texts: Sequence[str]) -> tuple[Description, Conflict] | None:
    """The claim measures a distance the book names from another point than the book's
    definition of it does: "the image distance v is measured from the principal focus"
    against "The distance of the image from the pole of the mirror is called the image
    distance (v)". Not where any definition of the name, or any sentence that says what
    distances are measured from ("all measurements are taken from the optical centre of the
    lens"), uses the claim's point, nor where the claim speaks of a thing the definition
    does not ("… of the lens" against a mirror's)."""
    measured = _MEASURED.match(claim.strip())
    if measured is None:
        return None
    name = _name(measured["name"])
    point = _origin(measured["said"]) - set(name)
    if len(name) < 2 or not point:
        return None  # ("distances are measured from …": which, the book's definitions say)
    rest = _stems(measured["said"]) - point
    named = [d for d in descriptions(texts) if set(d.name) == set(name)]
    origins = [(d, _origin(_NAMED.split(d.text)[0]) - set(name)) for d in named]
    elsewhere = [
        _origin(sentence[match.start() :])
        for text in texts
        for sentence in split_sentences(text)
        if (match := _MEASURED_FROM.search(sentence))
    ]
    if any(
        point <= origin or origin <= point
        for origin in [*elsewhere, *(o for _, o in origins)]
        if origin
    ):
        return None
    for described, origin in origins:
        if origin and rest <= _stems(described.text):
            conflict = Conflict(
                kind=ConflictKind.CONTRAST,
                claim=" ".join(sorted(point)),
                passage=" ".join(sorted(origin)),
            )
            return described, conflict
    return None


#: A part swapped that the book does not name must be a term of this many words.
PART_WORDS = 2


def _phrases(texts: Sequence[str], sizes: set[int]) -> set[frozenset[str]]:
    """The runs of content words (of the given sizes) the passages write next to each other:
    "centre of curvature", "principal focus"."""
    found: set[frozenset[str]] = set()
    for text in texts:
        for sentence in split_sentences(text):
            stems = [t.stem for t in content(terms(sentence)) if not t.number]
            for size in sizes:
                found.update(frozenset(stems[i : i + size]) for i in range(len(stems) - size + 1))
    return found
