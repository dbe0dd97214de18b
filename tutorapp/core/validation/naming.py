"""What a name belongs to: "the secondary sector is also called the service sector" against
the book's "the tertiary sector is also called the service sector".

The claim holds every word of the book's sentence but one, and that one ("secondary") is a
word the passages use, so neither overlap nor a foreign word shows anything wrong. A name the
book gives ("is called", "is known as", "is termed") picks out one thing; ``namings`` reads
what is named (the words before "is called" back to a small word, two or three of them) and
the name, and ``naming_conflict`` fires when the claim gives the book's name to another
thing of the same kind ("secondary sector" / "tertiary sector": the same last word).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lexicon import STOPWORDS
from tutorapp.core.validation.terms import stem

_CALLED = re.compile(
    r"\s+(?:is|are|was|were)\s+(?:also\s+|often\s+|sometimes\s+)?"
    r"(?:called|known\s+as|termed|referred\s+to\s+as)\s+(?:as\s+)?",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w’'-]+")
_ARTICLES = frozenset({"the", "a", "an"})


@lru_cache(maxsize=4096)
def namings(text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """(what is named, its name) as stems: "the tertiary sector is also called the service
    sector" → (("tertiary", "sector"), ("servic", "sector"))."""
    found = []
    for match in _CALLED.finditer(text):
        before = _WORD.findall(text[: match.start()])
        thing: list[str] = []
        for word in reversed(before[-3:]):
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
    return tuple(found)


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
