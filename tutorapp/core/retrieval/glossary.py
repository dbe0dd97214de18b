"""Hindi technical terms → English words to search English books with (``glossary_terms``).

multilingual-e5-small places a Hindi question near the right English chapter but often not
near the right passage: it does not know NCERT's Hindi terms (अवतल दर्पण = concave mirror,
विविक्तकर = discriminant). ``english_gloss`` finds the glossary's terms in a question —
longest first, spelling variants folded, an inflected last word (दर्पणों) accepted — and
returns their English equivalents; searching English books with those words (MiniLM and
BM25) is what ``dual_search`` adds to e5's ranking for a Hindi question. The other way,
``hindi_gloss`` gives an English question's subject terms in Hindi, so that BM25 can score
the Hindi books' passages for it too.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from tutorapp.core.retrieval.general_words import GENERAL_WORDS
from tutorapp.core.retrieval.glossary_terms import QUESTION_WORDS, TERMS
from tutorapp.core.retrieval.lexical import HINDI_STOPWORDS, tokenize

_WORD = re.compile(r"[\w\u0900-\u097f]+(?:-[\w\u0900-\u097f]+)*")
#: Endings a Hindi noun or adjective takes (plural, oblique): दर्पणों, रेखाएँ, अनुपातों.
_ENDINGS = ("ियों", "ियाँ", "ाओं", "ाएँ", "ाएं", "ों", "ें", "ीय", "ी", "े", "ा")


def fold(word: str) -> str:
    """One spelling for a Hindi word: NFC, no nukta, candrabindu as anusvara, no joiners,
    lower-cased Latin."""
    text = unicodedata.normalize("NFC", word).replace("\u200c", "").replace("\u200d", "")
    return text.replace("\u093c", "").replace("\u0901", "\u0902").lower()


def _stem(word: str) -> str:
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            return word[: -len(ending)]
    return word


@dataclass(frozen=True)
class Glossary:
    """Term (a tuple of folded words) → English; ``longest`` bounds the words of a term;
    ``generic`` are the terms of ``QUESTION_WORDS`` (no subject of their own); ``hindi``:
    a subject term's English words (as BM25 tokens) → its Hindi terms."""

    terms: dict[tuple[str, ...], str]
    longest: int
    generic: frozenset[tuple[str, ...]] = frozenset()
    hindi: dict[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str, question_words: str = "") -> Glossary:
        technical = cls._parse(text)
        generic = {k: v for k, v in cls._parse(question_words).items() if k not in technical}
        terms = {**generic, **technical}
        hindi: dict[tuple[str, ...], list[str]] = {}
        for words, english in cls._pairs(text):
            key = tuple(tokenize(english))
            if key and " ".join(words) not in hindi.setdefault(key, []):
                hindi[key].append(" ".join(words))
        return cls(
            terms,
            max((len(t) for t in terms), default=0),
            frozenset(generic),
            {key: tuple(found) for key, found in hindi.items()},
        )

    @staticmethod
    def _pairs(text: str) -> list[tuple[tuple[str, ...], str]]:
        """(folded Hindi words, English) of each ``हिन्दी = English`` line."""
        pairs = []
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            hindi, english = (part.strip() for part in line.split("=", 1))
            words = tuple(fold(w) for w in _WORD.findall(hindi))
            if words and english:
                pairs.append((words, english))
        return pairs

    @classmethod
    def _parse(cls, text: str) -> dict[tuple[str, ...], str]:
        terms: dict[tuple[str, ...], str] = {}
        for words, english in cls._pairs(text):
            terms.setdefault(words, english)
            terms.setdefault((*words[:-1], _stem(words[-1])), english)
        return terms

    def matches(self, text: str, technical: bool = False) -> list[tuple[str, str]]:
        """(the words of ``text``, English) for each glossary term in it, longest match first,
        in the order they occur; only subject terms (no question words) with ``technical``."""
        words = _WORD.findall(text)
        folded = [fold(w) for w in words]
        found: list[tuple[str, str]] = []
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                span = tuple(folded[i : i + size])
                key = span if span in self.terms else (*span[:-1], _stem(span[-1]))
                english = self.terms.get(key)
                if english is not None:
                    if not (technical and key in self.generic):
                        found.append((" ".join(words[i : i + size]), english))
                    i += size
                    break
            else:
                i += 1
        return found

    def english_terms(self, text: str) -> list[str]:
        """The English equivalents of the glossary terms in ``text``, each once, in order."""
        return list(dict.fromkeys(english for _, english in self.matches(text)))

    def hindi_terms(self, text: str) -> list[str]:
        """The Hindi terms for the English subject terms in ``text`` (longest match first)."""
        tokens = tokenize(text)
        longest = max((len(key) for key in self.hindi), default=0)
        found: list[str] = []
        i = 0
        while i < len(tokens):
            for size in range(min(longest, len(tokens) - i), 0, -1):
                hindi = self.hindi.get(tuple(tokens[i : i + size]))
                if hindi is not None:
                    found.extend(hindi)
                    i += size
                    break
            else:
                i += 1
        return list(dict.fromkeys(found))


@cache
def glossary() -> Glossary:
    """The bundled glossary (parsed once)."""
    return Glossary.parse(TERMS, QUESTION_WORDS)


def english_gloss(question: str) -> str:
    """The question's technical terms in English ("" when it has none)."""
    return " ".join(glossary().english_terms(question))


@cache
def search_glossary() -> Glossary:
    """The glossary with everyday question words too (``general_words``), for searching."""
    return Glossary.parse(TERMS, QUESTION_WORDS + GENERAL_WORDS)


def search_gloss(question: str, names: Callable[[str], list[str]] | None = None) -> str:
    """What a Hindi question asks, in English words to search English books with: its
    technical terms, its everyday words, and for each word neither knows, the English
    words ``names`` finds for it (``transliterate``: मार्टिन → martin)."""
    found = search_glossary().matches(question)
    english = [words for _, words in found]
    if names is not None:
        known = {fold(w) for span, _ in found for w in _WORD.findall(span)}
        for word in _WORD.findall(question):
            if fold(word) not in known and fold(word) not in HINDI_STOPWORDS:
                english.extend(names(word))
    return " ".join(dict.fromkeys(english))


def hindi_gloss(question: str) -> str:
    """An English question's subject terms in Hindi ("" when the glossary knows none)."""
    return " ".join(glossary().hindi_terms(question))


def subject_terms(question: str) -> list[str]:
    """The question's words that the glossary knows as subject terms (not "uses", "types")."""
    return [words for words, _ in glossary().matches(question, technical=True)]


def subject_pairs(question: str) -> list[tuple[str, str]]:
    """The question's subject terms with their English (``subject_terms``): ("फ़ैड", "fad")."""
    return list(glossary().matches(question, technical=True))
