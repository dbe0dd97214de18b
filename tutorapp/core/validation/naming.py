"""What a name belongs to: "the secondary sector is also called the service sector" against
the book's "the tertiary sector is also called the service sector".

The claim holds every word of the book's sentence but one, and that one ("secondary") is a
word the passages use, so neither overlap nor a foreign word shows anything wrong. A name the
book gives ("is called", "is known as", "is termed") picks out one thing; ``namings`` reads
what is named (the words before "is called" back to a small word, two or three of them) and
the name, and ``naming_conflict`` fires when the claim gives the book's name to another
thing of the same kind ("secondary sector" / "tertiary sector": the same last word).

A thing of two words or more given a name that shares no word with the book's is named
otherwise too ("this mix of analysis and geometry is now called trigonometry" against "The
resulting combination of analysis and geometry is referred now as analytical geometry":
``named_another``). A name given without "is" counts too when it names a kind of a whole
("a branch of mathematics called ‘trigonometry’", against a student's "the branch of maths
called coordinate geometry": heldout43 fp43-16). What a word means is a name too: "the Latin
word 'later', which means 'red'" against the book's "the Latin word ‘later’ which means
brick" (``meanings``, ``meant_otherwise``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lexicon import STOPWORDS
from tutorapp.core.validation.stems import cut_alike, stem

_CALLED = re.compile(
    r"[’'\"”]?\s+(?:is|are|was|were)\s+(?:(?:also|often|sometimes|now)\s+)?"
    r"(?:called|known\s+as|termed|referred\s+(?:to\s+)?(?:now\s+)?as|"
    # ("The denudation of the soil cover … is described as soil erosion", and a student's
    # "'the denudation of the soil cover …' is the definition of land degradation")
    r"described\s+as|defined\s+as|the\s+definition\s+of|the\s+(?:name|term)\s+for)"
    r"\s+(?:as\s+)?",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w’'-]+")
_ARTICLES = frozenset({"the", "a", "an"})
# "a branch of mathematics called ‘trigonometry’": a thing of a kind named without "is"
_CALLED_OF = re.compile(
    r"\b(?:a|an|the)\s+(?P<kind>\w+)\s+of\s+(?P<whole>\w+)\s+called\s+", re.IGNORECASE
)


@lru_cache(maxsize=4096)
def namings(text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """(what is named, its name) as stems: "the tertiary sector is also called the service
    sector" → (("tertiary", "sector"), ("servic", "sector"))."""
    found: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    for match in _CALLED.finditer(text):
        before = _WORD.findall(text[: match.start()])
        thing: list[str] = []
        for k, word in enumerate(reversed(before[-3:])):
            if word.lower() == "and" and k == 1 and len(before) >= 3:
                continue  # "analysis and geometry": two things make one
            if word.lower() in STOPWORDS:
                break
            thing.insert(0, stem(word))
        after = re.split(r"[.,;:()!?]", text[match.end() :], maxsplit=1)[0]
        name = [stem(w) for w in _WORD.findall(after)[:5]]
        while name and name[0] in _ARTICLES:
            name.pop(0)
        while name and name[-1] in STOPWORDS:  # "… the service sector too"
            name.pop()
        if thing and name:
            found.append((tuple(thing), tuple(name)))
    for match in _CALLED_OF.finditer(text):
        given = _name(text[match.end() :])
        if given:
            found.append(((stem(match["kind"]), stem(match["whole"])), given))
    return tuple(found)


def _name(after: str) -> tuple[str, ...]:
    """The name a "called" gives, as stems, up to the clause's end: "‘trigonometry’. The …"
    → ("trigonometry",)."""
    words = _WORD.findall(re.split(r"[.,;:()!?]", after, maxsplit=1)[0])[:5]
    name = [stem(w.strip("’'")) for w in words]
    while name and name[0] in _ARTICLES:
        name.pop(0)
    while name and name[-1] in STOPWORDS:
        name.pop()
    return tuple(name)


def _alike(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The same thing, a word's stem perhaps cut shorter ("branch of maths" / "branch of
    mathematics")."""
    return len(a) == len(b) and all(cut_alike(x, y, 4) for x, y in zip(a, b, strict=True))


def naming_conflict(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the claim's thing, the sentence's) when the sentence gives the claim's name to
    another thing of the same kind; else None."""
    for mine, name in namings(claim):
        for theirs, other_name in namings(sentence):
            if other_name != name or theirs == mine:
                continue
            if min(len(mine), len(theirs)) >= 2 and mine[-1] == theirs[-1]:
                return " ".join(mine), " ".join(theirs)
    return None


def named_otherwise(claim: str, read: Sequence[str]) -> tuple[int, Conflict] | None:
    """(the index in ``read`` of the sentence that gives the claim's name to another
    thing, the conflict), unless one of them gives it to the claim's thing too."""
    said = set(namings(claim))
    if not said or any(said & set(namings(text)) for text in read):
        return None
    for index, text in enumerate(read):
        found = naming_conflict(claim, text)
        if found is not None:
            return index, Conflict(kind=ConflictKind.ENTITY, claim=found[0], passage=found[1])
    return None


def named_another(claim: str, read: Sequence[str]) -> tuple[int, Conflict] | None:
    """(the index in ``read`` of the sentence that gives the claim's thing — two words or more,
    "analysis and geometry" — a name that shares no word with the claim's, the conflict):
    "this mix of analysis and geometry is now called trigonometry" against "The resulting
    combination of analysis and geometry is referred now as analytical geometry"; None when
    a sentence gives the thing the claim's name too."""
    said = [(thing, name) for thing, name in namings(claim) if len(thing) >= 2]
    if not said or any(set(said) & set(namings(text)) for text in read):
        return None
    for index, text in enumerate(read):
        for thing, name in said:
            for theirs, other in namings(text):
                if _alike(theirs, thing) and not set(other) & set(name):
                    conflict = Conflict(
                        kind=ConflictKind.ENTITY, claim=" ".join(name), passage=" ".join(other)
                    )
                    return index, conflict
    return None


# "the Latin word ‘later’ which means brick", "translated into sinus, which means curve": a
# word (quoted, or unquoted before "which means") and what it means (up to three words)
_MEANS = re.compile(
    r"(?:[‘'\"“]([\w-]+)[’'\"”],?\s+(?:which\s+|that\s+)?(?:means|meant|stands\s+for)"
    r"|\b([\w-]+),?\s+which\s+(?:means|meant))\s+"
    r"(?:the\s+|a\s+|an\s+)?[‘'\"“]?([\w-]+(?:\s+[\w-]+){0,2}?)[’'\"”]?"
    r"(?=\s*(?:[.,;:)?!]|$|and\b|or\b|in\b|when\b))",
    re.IGNORECASE,
)


# "Aryabhata called the cosine ‘kotijya’", "Aryabhata used the word ardha-jya for the
# half-chord": a word and what it was the name for
_CALLED_QUOTED = re.compile(
    r"\bcalled\s+(?:the\s+|a\s+|an\s+)?([\w-]+(?:\s+[\w-]+)?)\s+[‘'\"“]([\w-]+)[’'\"”]",
    re.IGNORECASE,
)
_WORD_FOR = re.compile(
    r"\bused\s+the\s+(?:word|name|term)\s+[‘'\"“]?([\w-]+)[’'\"”]?\s+for\s+"
    r"(?:the\s+|a\s+|an\s+)?([\w-]+(?:\s+[\w-]+)?)",
    re.IGNORECASE,
)


def meanings(text: str) -> dict[str, tuple[str, ...]]:
    """What each quoted word is said to mean, as stems: "the Latin word ‘later’ which means
    brick" → {"later": ("brick",)}; also what a word was the name for ("used the word
    ardha-jya for the half-chord" → {"ardha-jya": ("halfchord",)})."""
    found: dict[str, tuple[str, ...]] = {}
    named = [(m.group(2), m.group(1)) for m in _CALLED_QUOTED.finditer(text)]
    named += [(m.group(1), m.group(2)) for m in _WORD_FOR.finditer(text)]
    for word, thing in named:
        said = [w for w in _WORD.findall(thing) if w.lower() not in STOPWORDS]
        if said and word.casefold() not in STOPWORDS:
            found.setdefault(word.casefold(), tuple(stem(w) for w in said))
    for match in _MEANS.finditer(text):
        word = (match.group(1) or match.group(2)).casefold()
        if word in STOPWORDS:
            continue  # "…, this, which means that …"
        said = _WORD.findall(match.group(3))
        if any(w.lower() in STOPWORDS for w in said):
            continue  # "…, which means the discriminant is zero": a clause, not a meaning
        found.setdefault(word, tuple(stem(w) for w in said))
    return found


def meant_otherwise(claim: str, read: Sequence[str]) -> tuple[int, Conflict] | None:
    """(the index in ``read`` of the sentence that gives the claim's word another meaning,
    the conflict), unless one of them gives it the claim's meaning."""
    said = meanings(claim)
    if not said:
        return None
    given = [meanings(text) for text in read]
    if any(found.get(word) == meaning for found in given for word, meaning in said.items()):
        return None
    for index, found in enumerate(given):
        for word, meaning in said.items():
            other = found.get(word)
            if other is not None and other != meaning:
                return index, Conflict(
                    kind=ConflictKind.ENTITY, claim=" ".join(meaning), passage=" ".join(other)
                )
    return None


#: India's states and union territories, which a student may write in lower case ("mining
#: has degraded land in kerala and tamil nadu") and the passages may never name.
_STATES = frozenset(
    stem(word)
    for word in """andhra arunachal assam bihar chhattisgarh goa gujarat haryana himachal
    jharkhand karnataka kerala madhya maharashtra manipur meghalaya mizoram nagaland odisha
    orissa punjab rajasthan sikkim tamil nadu telangana tripura uttar pradesh uttarakhand
    bengal delhi ladakh jammu kashmir puducherry chandigarh lakshadweep andaman nicobar""".split()
)


def lowercase_names(claim: str) -> set[str]:
    """The stems of the claim's words written in lower case that are states of India ("mining
    has degraded land in kerala and tamil nadu"): names, though the passages may never name
    them. (Other lower-case words stay words: a student's "bible" is no name to set against
    the book's "Roman alphabet".)"""
    return {
        root
        for word in _WORD.findall(claim)
        if word.isalpha() and word.islower() and (root := stem(word)) in _STATES
    }


#: Words a student opens a sentence with that are never names.
_OPENERS = frozenset(
    stem(word)
    for word in """even actually basically maybe now still most many both each mostly usually
    generally normally sometimes often""".split()
)


def named_first(
    claim: str, word: str, names: Collection[str], vocabulary: Collection[str], texts: Sequence[str]
) -> bool:
    """Whether the claim's first word (its stem ``word``) is a name: capitalised, when the
    passages use it as one or never mention it ("Euclid first …"); in lower case, when they
    use it only as one ("gutenberg's press …")."""
    if word in _OPENERS:
        return False  # "Even people who work on their own …": a sentence's first word
    if claim.strip()[:1].isupper():
        return word in names or word not in vocabulary
    surface = re.escape(re.split(r"\W", claim.strip(), maxsplit=1)[0])
    said = [m for t in texts for m in re.findall(rf"\b{surface}\b", t, re.I)]
    return word in names and bool(said) and all(m[:1].isupper() for m in said)
