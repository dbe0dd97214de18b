"""Reading "respectively": one statement per pair of a sentence's two parallel lists.

"Note that the ratios cosec A, sec A and cot A are respectively, the reciprocals of the ratios
sin A, cos A and tan A" says three things; read as one bag of words it holds "sec A is the
reciprocal of sin A" as well as the true "sec A is the reciprocal of cos A". ``expanded``
rewrites it as "… the ratios cosec A are the reciprocals of the ratios sin A", "… sec A …
cos A", "… cot A … tan A", so each claim meets the statement about its own item, and a claim
that pairs them otherwise meets another member of the same kind ("sin" for "cos").

A list is "X, Y and Z" (or "X and Y") of items of one length (at most three words, each
item with a word of its own: "the" is none); of the lengths that fit, the one that makes the
most items, then the shortest. The two lists must have as many items each and stand apart;
of several such pairs, the longest lists nearest to "respectively".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutorapp.core.validation.lexicon import STOPWORDS

_RESPECTIVELY = re.compile(r",?\s*\brespectively\b\s*,?", re.IGNORECASE)
_MAX_ITEM = 3  # words


@dataclass(frozen=True)
class _List:
    start: int  # token index of the first item
    end: int  # token index after the last item
    items: tuple[str, ...]


def expanded(sentence: str) -> list[str]:
    """One sentence per item of the lists "respectively" pairs; [] when it pairs none."""
    match = _RESPECTIVELY.search(sentence)
    if match is None:
        return []
    before = _tokens(sentence[: match.start()])
    tokens = before + _tokens(sentence[match.end() :])
    at = len(before)  # where "respectively" stood
    lists = [
        found for i, t in enumerate(tokens) if t.lower() == "and" if (found := _list(tokens, i))
    ]
    pairs = [
        (a, b) for a in lists for b in lists if a.end <= b.start and len(a.items) == len(b.items)
    ]
    if not pairs:
        return []
    first, second = max(pairs, key=lambda p: (len(p[0].items), -abs(p[1].start - at)))
    return [
        _joined(
            [*tokens[: first.start], x, *tokens[first.end : second.start], y, *tokens[second.end :]]
        )
        for x, y in zip(first.items, second.items, strict=True)
    ]


def _tokens(text: str) -> list[str]:
    return re.sub(r"\s*,\s*", " , ", text).split()


def _joined(tokens: list[str]) -> str:
    return re.sub(r"\s+([,.;:!?])", r"\1", " ".join(tokens))


def _list(tokens: list[str], at: int) -> _List | None:
    """The list whose "and" is ``tokens[at]``: the most items, then the shortest ones (each
    with a word of its own: "the" is no item)."""
    best: _List | None = None
    for size in range(1, _MAX_ITEM + 1):
        last = tokens[at + 1 : at + 1 + size]
        if len(last) < size or not _item(last):
            continue
        items = [last]
        start = at - size
        if start < 0 or not _item(tokens[start:at]):
            continue
        items.insert(0, tokens[start:at])
        while (
            start - size - 1 >= 0
            and tokens[start - 1] == ","
            and _item(tokens[start - size - 1 : start - 1])
        ):
            start -= size + 1
            items.insert(0, tokens[start : start + size])
        found = _List(start=start, end=at + 1 + size, items=tuple(" ".join(i) for i in items))
        if best is None or len(found.items) > len(best.items):
            best = found
    return best


def _item(words: list[str]) -> bool:
    return (
        bool(words)
        and all(w not in {",", "and", "And"} for w in words)
        and any(w.lower().strip("‘’'\"") not in STOPWORDS for w in words)
    )
