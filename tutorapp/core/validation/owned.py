"""Whose formula it is: a claim that gives the book's formula for one thing to another.

"The nth term of this AP is a + (n – 1) d. Let S denote the sum of the first n terms of the
AP." holds every word of "So the sum of the first n terms of an AP is a + (n – 1) d", so word
overlap supports it, and the formula is the book's own — only it is the nth term's, not the
sum's (heldout53 ft53-03 was answered with that sentence). ``formulas.py`` compares the
formulas written as ``X = …``; this module reads them written in words, "<thing> is
<formula>".

``formula_owners`` reads, from one sentence, each thing and the formula it is said to be
(a formula: letters or numbers joined by +, −, ×, / or brackets); ``owned_by_another`` finds
the conflict when a sentence gives the claim's formula to a thing that names something the
claim's thing does not ("nth" against "sum … first n terms"), unless some passage gives it to
the claim's own thing (``said_of``: "the last term l is a + (n – 1) d" as well as the nth
term's).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lexicon import STOPWORDS
from tutorapp.core.validation.stems import stem

# "<thing> is|are|equals|is given by <formula>" up to the sentence's end or a citation
_OWNED = re.compile(
    r"(?P<thing>(?:[\w’'-]+\s+){1,12}?)(?:is|are|equals|is\s+given\s+by|will\s+be)\s+"
    r"(?P<formula>[\w\s()\[\]+\-–−×*/^·.,]+?)\s*(?=\[\d|[.;:!?](?:\s|$)|$)"
)
_OPERATOR = re.compile(r"[+\-–−×*/^]")
_VARIABLE = re.compile(r"(?<![A-Za-z])[A-Za-z](?![A-Za-z])")
_WORD = re.compile(r"[A-Za-z][\w’'-]*")
# words a thing opens with that are no part of it: "So the sum …", "Thus, the nth term …"
_OPENING = frozenset("so thus hence therefore then now and also here we".split())


def _compact(formula: str) -> str:
    text = formula.replace("–", "-").replace("−", "-").replace("×", "*").replace("·", "*")
    return re.sub(r"\s+|[.,]$", "", text).strip("()")


def _is_formula(text: str) -> bool:
    """Letters or numbers joined by operators, no prose: "a + (n – 1) d"."""
    words = [w for w in _WORD.findall(text) if len(w) > 2]
    return bool(_OPERATOR.search(text)) and bool(_VARIABLE.search(text)) and not words


def _thing(words: str) -> frozenset[str]:
    said = [w.lower() for w in _WORD.findall(words)]
    while said and said[0] in _OPENING:
        said.pop(0)
    return frozenset(stem(w) for w in said if w not in STOPWORDS or w == "n")


def formula_owners(sentence: str) -> list[tuple[frozenset[str], str]]:
    """(the thing's stems, the compact formula) for each "<thing> is <formula>"."""
    return list(_owners(sentence))


@lru_cache(maxsize=4096)
def _owners(sentence: str) -> tuple[tuple[frozenset[str], str], ...]:
    # (read once per text: the claim's are asked of every sentence)
    found = []
    for match in _OWNED.finditer(sentence):
        formula = match["formula"].strip()
        if not _is_formula(formula):
            continue
        thing = _thing(match["thing"])
        if thing:
            found.append((thing, _compact(formula)))
    return tuple(found)


def said_of(claim: str, sentences: Iterable[str]) -> bool:
    """Some sentence gives the claim's formula to the claim's own thing (one of the two
    names all the other does: "the last term l" for "the last term l of an AP")."""
    mine = _owners(claim)
    return any(
        formula == theirs_formula and (thing <= theirs or theirs <= thing)
        for thing, formula in mine
        for sentence in sentences
        for theirs, theirs_formula in _owners(sentence)
    )


def owned_by_another(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``sentence`` gives the claim's formula to another thing: one that
    names what the claim's does not, and lacks what the claim's names."""
    for thing, formula in _owners(claim):
        for theirs, theirs_formula in _owners(sentence):
            if formula != theirs_formula or thing <= theirs:
                continue
            if theirs - thing and thing - theirs:
                return Conflict(
                    kind=ConflictKind.SUBJECT,
                    claim=" ".join(sorted(thing - theirs)),
                    passage=" ".join(sorted(theirs - thing)),
                )
    return None
