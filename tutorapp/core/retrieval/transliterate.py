"""Names and loanwords across scripts: मार्टिन लूथर is "Martin Luther", टंगस्टन "tungsten".

A Hindi question names people, places and things the English books spell in Latin letters,
and a Hindi book writes English words in Devanagari (फ़ैशन, स्टोर, इंटर्नशिप). The glossary
cannot list every name; but written as sounds both spellings meet. ``sound`` reduces a word
in either script to a coarse key of its consonants (voiced and unvoiced, aspirated or not,
folded together; vowels dropped); ``Bridge`` finds, for a word in one script, the words of
the library's own vocabulary in the other script with the same key and a similar spelling
of the sounds, so that BM25 and MiniLM can search for the name as the other books write it.

Only long keys (``MIN_CONSONANTS``) and close spellings (``MIN_SIMILARITY``) count: a short
key (न-र, "nr") matches dozens of unrelated words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher

#: Devanagari consonants → Latin sounds (nukta forms fold to their base letter first).
_CONSONANTS = {
    "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n",
    "च": "ch", "छ": "chh", "ज": "j", "झ": "jh", "ञ": "n",
    "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n",
    "त": "t", "थ": "th", "द": "d", "ध": "dh", "न": "n",
    "प": "p", "फ": "f", "ब": "b", "भ": "bh", "म": "m",
    "य": "y", "र": "r", "ल": "l", "व": "v", "श": "sh",
    "ष": "sh", "स": "s", "ह": "h", "ळ": "l",
}  # fmt: skip
_VOWELS = {
    "अ": "a", "आ": "a", "इ": "i", "ई": "i", "उ": "u", "ऊ": "u", "ऋ": "ri",
    "ए": "e", "ऐ": "ai", "ओ": "o", "औ": "au", "ऑ": "o",
}  # fmt: skip
_SIGNS = {
    "\u093e": "a", "\u093f": "i", "\u0940": "i", "\u0941": "u", "\u0942": "u",
    "\u0943": "ri", "\u0947": "e", "\u0948": "ai", "\u094b": "o", "\u094c": "au",
    "\u0949": "o", "\u0945": "e",
}  # fmt: skip
_VIRAMA = "\u094d"
_NASAL = ("\u0902", "\u0901")  # anusvara, candrabindu
_LATIN_SOUNDS = (
    ("ph", "f"), ("gh", "g"), ("kh", "k"), ("bh", "b"), ("dh", "d"), ("th", "t"),
    ("sh", "s"), ("ch", "c"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("w", "v"),
    ("z", "j"), ("ce", "se"), ("ci", "si"), ("cy", "si"), ("c", "k"), ("y", "i"),
)  # fmt: skip
#: A key needs this many consonants to be trusted (3: "mrtn", "ltr", "ktnbrk").
MIN_CONSONANTS = 3
#: How alike the two spellings of the sounds must be (``SequenceMatcher`` ratio).
MIN_SIMILARITY = 0.8
_DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def romanize(word: str) -> str:
    """A plain Latin spelling of a Devanagari word (inherent 'a' kept between consonants,
    dropped at the end): मार्टिन → "martin", लूथर → "luthar"."""
    text = unicodedata.normalize("NFD", word).replace("\u093c", "")
    out: list[str] = []
    chars = list(text)
    for i, char in enumerate(chars):
        following = chars[i + 1] if i + 1 < len(chars) else ""
        if char in _CONSONANTS:
            out.append(_CONSONANTS[char])
            if following and following not in _SIGNS and following != _VIRAMA:
                out.append("a")
        elif char in _SIGNS:
            out.append(_SIGNS[char])
        elif char in _VOWELS:
            out.append(_VOWELS[char])
        elif char in _NASAL:
            out.append("n")
        elif char.isascii() and char.isalnum():
            out.append(char.lower())
    return "".join(out)


def sounds(word: str) -> str:
    """Either script as one spelling of its sounds (digraphs folded, as 'ph' → 'f')."""
    text = romanize(word) if _DEVANAGARI.search(word) else word.lower()
    for latin, sound in _LATIN_SOUNDS:
        text = text.replace(latin, sound)
    return re.sub(r"(.)\1+", r"\1", text)


_CLASSES = str.maketrans("bpfvdtgkjcsznmrlh", "PPPPTTKKJJSSNNRLH")


def sound(word: str) -> str:
    """The consonant key of a word in either script (vowels, h and y dropped)."""
    letters = re.sub(r"[^bpfvdtgkjcsznmrl]", "", sounds(word))
    return re.sub(r"(.)\1+", r"\1", letters.translate(_CLASSES))


@dataclass(frozen=True)
class Bridge:
    """The words of one script's vocabulary by consonant key, to look names up in."""

    by_key: dict[str, tuple[str, ...]]

    @classmethod
    def of(cls, vocabulary: Iterable[str]) -> Bridge:
        by_key: dict[str, list[str]] = {}
        for word in vocabulary:
            key = sound(word)
            if len(key) >= MIN_CONSONANTS:
                by_key.setdefault(key, []).append(word)
        return cls({key: tuple(sorted(words)) for key, words in by_key.items()})

    def words_for(self, word: str) -> list[str]:
        """The vocabulary's words that sound like ``word`` (written in the other script)."""
        key = sound(word)
        if len(key) < MIN_CONSONANTS:
            return []
        spelled = sounds(word)
        return [
            other
            for other in self.by_key.get(key, ())
            if SequenceMatcher(None, spelled, sounds(other)).ratio() >= MIN_SIMILARITY
        ]
