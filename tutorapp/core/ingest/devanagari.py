"""Devanagari text quality: well-formed words, how garbled a page's text layer is, normalisation.

Hindi PDFs set in legacy fonts (NCERT's Kokila) often carry a text layer that does not match
what is drawn: doubled vowel signs (``काा``), Ethiopic or Private-Use letters standing in for
conjuncts (``्ቚ`` for प्र), a virama before a vowel sign (``ज्ान`` for ज्ञान), doubled
syllables (``करताता``), tripled letters (``अध्यययन``). ``measure`` counts the Devanagari words
showing any of these; the ingest OCRs pages where too many do.

A word is well-formed when it is a sequence of orthographic syllables::

    syllable = consonant (nukta) (virama consonant (nukta))* (vowel-sign | virama)? modifier*
             | independent-vowel modifier*

plus digits, danda, avagraha and om. Zero-width joiners only steer the drawing of half forms,
so ``normalise`` drops them (and composes the text) before words are stored or compared.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

_CONSONANT = "[\u0915-\u0939\u0958-\u095f\u0978-\u097f]"
_NUKTA = "\u093c"
_VIRAMA = "\u094d"
_VOWEL_SIGN = "[\u093a\u093b\u093e-\u094c\u094e\u094f\u0955-\u0957\u0962\u0963]"
_VOWEL = "[\u0904-\u0914\u0960\u0961\u0972-\u0977]"
_MODIFIER = "[\u0900-\u0903]"
_OTHER = "[\u0950\u093d\u0964\u0965\u0966-\u096f\u0970\u0971]"  # om, avagraha, dandas, digits

_SYLLABLE = (
    f"(?:{_CONSONANT}{_NUKTA}?(?:{_VIRAMA}{_CONSONANT}{_NUKTA}?)*"
    f"(?:{_VOWEL_SIGN}|{_VIRAMA})?{_MODIFIER}{{0,2}}"
    f"|{_VOWEL}{_MODIFIER}{{0,2}}|{_OTHER})"
)
_WELL_FORMED = re.compile(f"(?:{_SYLLABLE})+")

#: A word: a run of Devanagari (with joiners) and whatever is glued to it without a space.
_WORD = re.compile(r"[^\s]*[\u0900-\u097f][^\s]*")
_EDGE_PUNCT = re.compile(r"^[\"'“‘(\[{<«—–\-.,;:!?।॥|/*•]+|[\"'”’)\]}>»—–\-.,;:!?।॥|/%*•]+$")
_JOINERS = re.compile("[\u200c\u200d\u00ad\ufeff]")

# Doubling artefacts that are well-formed syllables but never Hindi words: ``ताता`` inside a
# word (शताताब्दी) or ending one after two letters or more (करताता; बताता and सताता are real
# verbs, ताता a name), ``याया`` ending a word (क्याया;
# न्यायालय is fine), a letter three times in a row (अध्यययन), and ``यय`` not after a virama
# (समयय, हृदयय; व्यय and अध्ययन are fine). Other doubled syllables are real words (बनाना).
_DOUBLED_SYLLABLE = re.compile(
    "(?<=.)\u0924\u093e\u0924\u093e(?!$)|(?<=..)\u0924\u093e\u0924\u093e$|(?<=.)\u092f\u093e\u092f\u093e$"
)
_TRIPLED = re.compile(f"({_CONSONANT}|{_VOWEL_SIGN})\\1\\1")
_YA_YA = re.compile(f"(?<!{_VIRAMA})\u092f\u092f")
_DIGIT_PREFIX = re.compile(r"^[0-9०-९.,/%:-]+")


def normalise(text: str) -> str:
    """NFC, without zero-width joiners and soft hyphens (they change drawing, not meaning)."""
    return unicodedata.normalize("NFC", _JOINERS.sub("", text))


_DOUBLED_SIGN = re.compile(f"({_VOWEL_SIGN}{_MODIFIER}?)\\1+")
_NUKTA_AFTER_SIGN = re.compile(f"({_VOWEL_SIGN})({_NUKTA})")


def repair(text: str) -> str:
    """``normalise`` plus the repairs that are always right: a vowel sign drawn twice is one
    (काा → का, होंों → हों), and a nukta belongs before the vowel sign (फै़शन → फ़ैशन).

    Repeated until nothing changes: moving a nukta can bring two signs together, and NFC can
    reorder marks. Every step shortens the text or moves a nukta earlier, so it ends."""
    text = normalise(text)
    for _ in range(len(text) + 1):
        step = _NUKTA_AFTER_SIGN.sub(r"\2\1", text)
        step = unicodedata.normalize("NFC", _DOUBLED_SIGN.sub(r"\1", step))
        if step == text:
            break
        text = step
    return text


def devanagari_words(text: str) -> list[str]:
    """The whitespace-separated words of ``text`` that contain a Devanagari character,
    stripped of surrounding punctuation and normalised."""
    words = []
    for raw in _WORD.findall(normalise(text)):
        word = _EDGE_PUNCT.sub("", raw)
        if word:
            words.append(word)
    return words


def is_garbled(word: str) -> bool:
    """True when ``word`` (one Devanagari word, see ``devanagari_words``) is not well-formed."""
    core = _DIGIT_PREFIX.sub("", word)  # "18वीं", "1950-के" keep their numbers
    if not core:
        return False
    parts = [part for part in re.split(r"[-‐–/.:,|]", core) if part]  # रीति-रिवाज़, अत:, डी.ए
    for part in parts:
        if not any("\u0900" <= char <= "\u097f" for char in part):
            if not part.isascii():
                return True  # a foreign letter glued to a Hindi word
            continue
        if not _WELL_FORMED.fullmatch(part):
            return True
        if _DOUBLED_SYLLABLE.search(part) or _TRIPLED.search(part) or _YA_YA.search(part):
            return True
    return False


@dataclass(frozen=True, kw_only=True)
class GarbleReport:
    """How many Devanagari words a text has and how many of them are not well-formed."""

    words: int
    garbled: int

    @property
    def share(self) -> float:
        return self.garbled / self.words if self.words else 0.0

    def __add__(self, other: GarbleReport) -> GarbleReport:
        return GarbleReport(words=self.words + other.words, garbled=self.garbled + other.garbled)


def measure(text: str) -> GarbleReport:
    words = devanagari_words(text)
    return GarbleReport(words=len(words), garbled=sum(is_garbled(w) for w in words))


def garbled_words(text: str) -> list[str]:
    """The garbled words of ``text``, in order (for logs and reports)."""
    return [w for w in devanagari_words(text) if is_garbled(w)]
