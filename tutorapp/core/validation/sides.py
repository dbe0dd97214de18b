"""An identity's left side the book writes equal to something else: "(sin A + cosec A)^2 +
(cos A + sec A)^2 = 5 + tan^2 A + cot^2 A" against Exercise 8.3's "(viii) (sin A + cosec A)2
+ (cos A + sec A)2 = 7 + tan2 A + cot2 A" (heldout69 fp69-13), and an answer's "… (sin A +
cosec A)² + (cos A + sec A)² equals 1" against the same (ft69-13).

``identities.equations`` reads a run of maths token by token and a bracket opens a new run,
so a side in brackets is lost to it; word overlap holds all the claim's words but one
number. Here the maths either side of each "=" is read as far as it runs (brackets, powers
written "^2", "²" or flattened "2", functions, letters, numbers and operators), folded (no
spaces, no "^", a sum's terms in order), and a claim's equation is contradicted by a sentence
that writes the same left side equal to another expression, when no sentence writes it
equal to the claim's right side (the book's chain "LHS = … = …" counts each side it gives).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# one token of written maths: a function, a letter (with a subscript: "m1", "m1x"), a number
# (each with brackets around it and a power after it), or an operator
_TOKEN = re.compile(
    r"^[(\[]*(?:sin|cos|tan|cot|sec|cosec|[A-Za-zθα](?:\d{1,2}[a-z]?)?|\d+(?:\.\d+)?)?[)\]]*"
    r"(?:\^?\d|[²³])?[)\]]*$|^[-+*/×=]$"
)
_DASHES = str.maketrans({"–": "-", "−": "-", "—": "-", "×": "*", "²": "2", "³": "3"})
# "equals 1", "is equal to 1": the model's words for "="
_EQUALS_WORDS = re.compile(r"\s+(?:equals|is\s+equal\s+to)\s+", re.IGNORECASE)
_LONE = re.compile(r"^\(?[A-Za-z]\)?$")
_OPERATORS = frozenset("-+*/=")
#: The least a left side must hold (folded characters) to name one expression: not "x".
MIN_SIDE = 8


# a sum written with a gap: "1 + 2 + … + 10", "1+2+3+...+10"
_GAPPED = re.compile(
    r"(?<![\d.])(\d+)\s*\+\s*(\d+)\s*\+\s*(?:(\d+)\s*\+\s*)?(?:…|\.\.\.|⋯)\s*\+\s*(\d+)(?![\d.])"
)
#: The most terms a gapped sum is written out to.
GAP_TERMS = 60


def _filled(match: re.Match[str]) -> str:
    """A gapped sum of whole numbers in steps written out in full ("1 + 2 + … + 10" as "1 +
    2 + 3 + … + 10"), so that it folds as the book's written-out sum does (heldout70
    fp70-05's "2 × (1+2+…+10) = 10 × 10" against "2 × (1 + 2 + 3 + … + 10) = 10 × 11")."""
    first, second, third, last = (int(g) if g else None for g in match.groups())
    assert first is not None and second is not None and last is not None
    step = second - first
    if step <= 0 or (third is not None and third - second != step):
        return match[0]
    count, rest = divmod(last - first, step)
    if rest or not 2 < count < GAP_TERMS:
        return match[0]
    return " + ".join(str(first + n * step) for n in range(count + 1))


def _tokens(text: str) -> list[str]:
    text = unicodedata.normalize("NFKC", text).translate(_DASHES)
    text = _GAPPED.sub(_filled, text)
    # (operators set apart: "(1+2+3)" is read as the book's "(1 + 2 + 3)")
    text = re.sub(r"(?<=[\w)\]²³])\s*([-+*/=])\s*(?=[\w(\[])", r" \1 ", text)
    # (a symbol before a bracket is a product: "m1(c2 – c3)" is read as the book's "m2 (c3 –
    # c1)"; heldout72 fp72-06)
    text = re.sub(r"(?<=\b[A-Za-z]\d)\(", " (", text)
    return [t.rstrip(",.;:?") for t in _EQUALS_WORDS.sub(" = ", text).split()]


def _maths(token: str) -> bool:
    return bool(token) and bool(_TOKEN.match(token))


def _fold(tokens: Sequence[str]) -> str:
    """A side folded: lower case, no spaces or "^", a sum's top-level terms in order."""
    text = "".join(tokens).replace("^", "").lower()
    depth, terms, start = 0, [], 0
    for at, ch in enumerate(text):
        depth += (ch in "([") - (ch in ")]")
        if ch == "+" and depth == 0:
            terms.append(text[start:at])
            start = at + 1
    terms.append(text[start:])
    return text if "-" in text else "+".join(sorted(terms))


@lru_cache(maxsize=4096)
def chains(text: str) -> tuple[tuple[str, ...], ...]:
    """Each run of maths that holds "=", as its folded sides in order (read once per text:
    every claim is read against the same passages)."""
    found: list[tuple[str, ...]] = []
    side: list[str] = []
    sides: list[list[str]] = []
    for token in [*_tokens(text), ""]:
        if not sides and len(side) == 1 and _LONE.match(side[0]) and token not in _OPERATORS:
            side = []  # (a part's mark or a word of one letter before the maths: "(i)", "a")
        if _maths(token) and not (token == "=" and not side):
            if token == "=":
                sides.append(side)
                side = []
            else:
                side.append(token)
            continue
        if sides and side:
            folded = [_fold(s) for s in [*sides, side]]
            if all(folded):
                found.append(tuple(folded))
        side, sides = [], []
    return tuple(found)


# a sentence ends: "… = 10 × 11. In general, …"
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def equated(texts: Sequence[str]) -> list[tuple[int, Unit]]:
    """Each sentence of ``texts`` that writes "=", as a unit with its text's index, units or
    not ("Namely, 2 × (1 + … + 10) = 10 × 11." is mostly maths, which ``units`` does not read
    as evidence)."""
    return [
        (index, Unit(display=sentence, terms=terms(sentence)))
        for index, text in enumerate(texts)
        for sentence in _SENTENCES.split(" ".join(text.split()))
        if "=" in sentence
    ]


def _balanced(side: str) -> bool:
    return side.count("(") == side.count(")")


def _identities(claim: str) -> list[tuple[str, str]]:
    """(left, right) of each equation the claim writes whose left side names one expression
    (``MIN_SIDE`` or more, balanced, with a bracket or a function)."""
    return [
        (chain[0], chain[-1])
        for chain in chains(claim)
        if len(chain[0]) >= MIN_SIDE
        and _balanced(chain[0])
        and re.search(r"[(]|sin|cos|tan|cot|sec", chain[0])
    ]


def side_written(claim: str, units: Sequence[tuple[int, Unit]]) -> bool:
    """A sentence writes each such equation of the claim as the claim does: its maths is
    the book's, whatever the order of its words says ("(sin A + cosec A)² + (cos A + sec A)²
    = 7 + tan² A + cot² A" in a passage whose part (vi) has "sec A" before "cosec A")."""
    mine = _identities(claim)
    written = {
        (chain[0], side)
        for _, unit in units
        for chain in chains(unit.display)
        for side in chain[1:]
    }
    return bool(mine) and all(pair in written for pair in mine)


def side_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that writes the claim's left side (of
    ``MIN_SIDE`` or more, with a bracket or a function) equal to another expression, where no
    sentence writes it equal to the claim's right side (module docstring); None otherwise."""
    mine = _identities(claim)
    if not mine:
        return None
    book = [(index, unit, chains(unit.display)) for index, unit in units]
    for left, right in mine:
        given = [
            (index, unit, chain)
            for index, unit, found in book
            for chain in found
            if chain[0] == left and len(chain) > 1
        ]
        if not given or any(right in chain[1:] for _, _, chain in given):
            continue
        index, unit, chain = given[0]
        conflict = Conflict(
            kind=ConflictKind.FORMULA, claim=f"{left} = {right}", passage=f"{left} = {chain[1]}"
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def maths_written(judged: Judgement, claim: str, units: Sequence[tuple[int, Unit]]) -> bool:
    """``judged`` contradicts the claim only by the order of its words, its maths or its
    numbers, where a sentence writes the claim's identity as it does (``side_written``)."""
    evidence = judged.evidence
    return (
        judged.contradicted
        and evidence is not None
        and all(c.kind in _WRITTEN_KINDS for c in evidence.conflicts)
        and side_written(claim, units)
    )


_WRITTEN_KINDS = frozenset({ConflictKind.ORDER, ConflictKind.FORMULA, ConflictKind.NUMBER})
