"""A false "only" against a list: the claim says "only X" (or "X only", "सिर्फ़ X") where a
sentence that says the claim's other words lists X beside something else in the same place:
"the biscuit company makes biscuits from flour only" against "The biscuit company uses the
flour and things such as sugar and oil …" (heldout68 fp68-15), "आहार विशेषज्ञ सिर्फ़ पोषण
तनाव पर ध्यान देता है" against "… (a) पोषण तनाव (b) मानसिक तनाव (c) …" (fp68-17).

``quantifiers`` reads an "only" against alternatives ("or") and hedges; a list of things used
or weighed together ("and", commas, lettered items) is no alternative, so it missed these.

The rule: the claim's clause that holds "only" names X (the words after it, or before a
closing "only"); a sentence with no "only" / "always" of its own holds X, joined by "and",
"or", "as well as", "such as", a comma or an item label to another word Y the clause does not
hold, and shares two of the clause's other words or more (what the list is of).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import ALL, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_LETTER = r"(?:[^\W_]|[\u0900-\u0963\u0966-\u097f])"
# a word, or what joins two items of a list ("," or an item label "(b)" / "(ii)")
_TOKEN = re.compile(rf"\((?:[a-z]|[ivx]+|\d)\)|{_LETTER}+(?:[-'’]{_LETTER}+)*|[,;:.?!।]")
_ONLY = frozenset({"only", "solely", "exclusively", "सिर्फ़", "सिर्फ", "केवल"})
_NOT_ONLY = frozenset({"not", "नहीं", "न"})  # "not only X but also Y" says Y too
_JOINERS = frozenset({",", "and", "or", "और", "तथा", "एवं", "व", "या"})
# words between X and the next item that name no item ("and things such as", "as well as",
# "along with other …", "और अन्य")
_BETWEEN = frozenset(
    "the a an things thing other others such as well along with like including also "
    "some many various अन्य जैसे जैसी चीज़ें वस्तुएँ भी".split()
)
# what ends a clause of the claim: the "only" is said within it
_CLAUSE_END = frozenset({",", ";", ":", ".", "?", "!", "।", "but", "so", "लेकिन", "तो"})
#: The fewest words of the claim's clause besides X the sentence must share.
_FRAME = 2
#: The fewest other items a list must give beside X (a list of three: "X and Y" may join deeds).
_OTHER_ITEMS = 2
#: How far from X a list's items are looked for, in words.
_REACH = 12
#: How many words after "only" may name X.
_X_WORDS = 3


# a count after "only": a number, or a number word
_COUNT = re.compile(
    r"\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|एक|दो|तीन|चार|पाँच|पांच"
)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(" ".join(text.split()).lower())


def _stem(token: str) -> str | None:
    """The content stem of one word (None for a stop word, a marker or a number)."""
    said = content(terms(token))
    return said[0].stem if len(said) == 1 and not said[0].number and not said[0].marker else None


def _clause(tokens: list[str], at: int) -> list[str]:
    """The tokens of the clause around index ``at``."""
    start = at
    while start > 0 and tokens[start - 1] not in _CLAUSE_END:
        start -= 1
    end = at
    while end < len(tokens) and tokens[end] not in _CLAUSE_END:
        end += 1
    return tokens[start:end]


def _only_words(tokens: list[str], at: int) -> list[str]:
    """The stems "only" at index ``at`` is said of: the content words after it (past a
    leading preposition), else the ones before a closing "only" ("from flour only")."""
    after: list[str] = []
    if at + 1 < len(tokens) and _COUNT.fullmatch(tokens[at + 1]):
        return []  # ("only two positions of the object": a count, not a list's item)
    for token in tokens[at + 1 : at + 1 + _X_WORDS + 1]:
        stem = _stem(token)
        if stem is None:
            if after or token in _CLAUSE_END or token in _ONLY:
                break
            continue
        after.append(stem)
        if len(after) == _X_WORDS:
            break
    if after:
        return after
    before: list[str] = []
    for token in reversed(tokens[max(0, at - _X_WORDS) : at]):
        stem = _stem(token)
        if stem is None:
            break
        before.insert(0, stem)
    return before


def _items(tokens: list[str], stems: list[str | None], start: int, step: int) -> list[int]:
    """The indices of the first word of each item a list goes on to from ``start`` (going
    ``step`` by ``step``): a word after a joiner, past the words that name no item."""
    found = []
    k = start
    while 0 <= k < len(tokens) and abs(k - start) <= _REACH:
        token = tokens[k]
        if token in _JOINERS or token.startswith("("):
            k += step
            while 0 <= k < len(tokens) and tokens[k] in _BETWEEN:
                k += step
            if 0 <= k < len(tokens) and stems[k] is not None:
                found.append(k)
            continue
        if stems[k] is None and token not in _BETWEEN:
            break  # (the list ends: "… sugar and oil to make …")
        k += step
    return found


def _listed_beside(tokens: list[str], only: list[str], clause: set[str]) -> str | None:
    """Another item of a list of three or more that the sentence ``tokens`` gives the words
    ``only`` (in order) a place in, one the claim's clause does not hold; None when there is
    none ("the flour and things such as sugar and oil"; not "the flour and sells it")."""
    stems = [_stem(t) for t in tokens]
    n = len(only)
    for i in range(len(tokens) - n + 1):
        if stems[i : i + n] != only:
            continue
        others = [*_items(tokens, stems, i + n, 1), *_items(tokens, stems, i - 1, -1)]
        if len(others) < _OTHER_ITEMS:
            continue
        for k in others:
            if stems[k] not in clause and stems[k] not in only:
                return tokens[k]
    return None


def only_listed(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that lists the claim's "only" words beside
    another (module docstring); None when no sentence does."""
    tokens = _tokens(claim)
    for at, token in enumerate(tokens):
        if token not in _ONLY or (at and tokens[at - 1] in _NOT_ONLY):
            continue
        only = _only_words(tokens, at)
        if not only:
            continue
        clause = {s for t in _clause(tokens, at) if (s := _stem(t)) is not None}
        frame = clause - set(only)
        for index, unit in units:
            if any(t.stem == ALL for t in terms(unit.display)):
                continue  # (the book says "only" or "always" of something itself)
            said = _tokens(unit.display)
            if len(frame & {s for t in said if (s := _stem(t)) is not None}) < _FRAME:
                continue
            other = _listed_beside(said, only, clause)
            if other is not None:
                conflict = Conflict(
                    kind=ConflictKind.QUANTIFIER,
                    claim=f"only {' '.join(only)}",
                    passage=f"{' '.join(only)} and {other}",
                )
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
