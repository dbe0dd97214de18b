"""A student's misspelt word put right from the passages' own words ("chapbooks only became
populer in the 19th century" → "popular"; "frist" → "first").

A claim word of five letters or more that no passage uses, in no form ("criticise" where
they say "criticised"), and that is no English word the app knows (a number or a word of the
lexicon: "three" is no misspelt "there"; a whole word of the embedder's vocabulary, the file
shipped with the model: "gives" is no misspelt "given") is put right when exactly one word the
passages use is one letter off it in place (one letter for another, or two neighbours
swapped) and begins with the same letter. A word the passages never use weighs half in the
contradiction check (no sentence can hold it), so a typo would otherwise hide the words it
stands for; one letter added or dropped is left alone ("heart" is no "heat").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from tutorapp.core.errors import TutorError
from tutorapp.core.retrieval.embedder import minilm_path
from tutorapp.core.validation.opposites import OPPOSITES
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import NUMBER_WORDS

_WORD = re.compile(r"[A-Za-z]{5,}")
_LETTERS = re.compile(r"[a-z]+")


def known_words(texts: Iterable[str]) -> frozenset[str]:
    """The lower-case words ``texts`` use."""
    return frozenset(w for text in texts for w in _LETTERS.findall(text.lower()))


def _one_off(word: str, other: str) -> bool:
    """``other`` is ``word`` with one letter changed or two neighbouring letters swapped."""
    if len(word) != len(other) or word[0] != other[0]:
        return False
    at = [i for i, (a, b) in enumerate(zip(word, other, strict=True)) if a != b]
    if len(at) == 1:
        return True
    return (
        len(at) == 2
        and at[1] == at[0] + 1
        and word[at[0]] == other[at[1]]
        and word[at[1]] == other[at[0]]
    )


#: Words a claim may use that are spelt right though no passage has them.
_SPELT = frozenset(NUMBER_WORDS) | frozenset(w for pair in OPPOSITES for w in pair)


@functools.cache
def english() -> frozenset[str]:
    """The whole words (five letters or more) of the embedder's WordPiece vocabulary: about
    18,000 English words; none when the file cannot be read (then nothing is put right)."""
    try:
        lines = (minilm_path() / "vocab.txt").read_text(encoding="utf-8").split()
    except (TutorError, OSError):
        return frozenset()
    return frozenset(w for w in lines if len(w) >= 5 and w.isalpha() and w.islower())


def respelt(claim: str, known: frozenset[str]) -> str:
    """``claim`` with each misspelt word the passages' words put right (see the module)."""
    words = english()
    if not words:
        return claim
    by_length: dict[int, list[str]] = {}
    forms: set[str] = set()

    def right(match: re.Match[str]) -> str:
        written = match.group(0)
        word = written.lower()
        if word in known or word in _SPELT or word in words:
            return written
        if not by_length:
            for w in known:
                by_length.setdefault(len(w), []).append(w)
            forms.update(stem(w) for w in known)
        if stem(word) in forms:
            return written
        near = [w for w in by_length.get(len(word), ()) if _one_off(word, w)]
        if len(near) != 1:
            return written
        fixed = near[0]
        return fixed.capitalize() if written[0].isupper() else fixed

    return _WORD.sub(right, claim)
