"""The Devanagari garble measure and the repairs applied to every Hindi text layer."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutorapp.core.ingest.devanagari import (
    GarbleReport,
    devanagari_words,
    garbled_words,
    is_garbled,
    measure,
    normalise,
    repair,
)

# Words as the Kokila text layers of lehh102/lehh202 give them (left) and as printed (right).
GARBLED = [
    "काा",  # doubled ā-matra
    "व्याापाार",
    "होतीी",  # doubled ī
    "्ቚकार",  # Ethiopic stand-in for प्र
    "वि्ቅय",  # … for क्र
    "ज्ान",  # virama before a vowel sign (broken ज्ञ)
    "िलए",  # a vowel sign opening a word
    "करताता",  # doubled syllable
    "शताताब्दी",
    "क्याया",
    "अध्यययन",  # tripled letter
    "समयय",  # यय without a virama
    "फै़शन",  # nukta after the vowel sign
    "खा\ue001द",  # a Private Use Area stand-in
]
WELL_FORMED = [
    "ज्ञान",
    "फ़ैशन",
    "न्यायालय",
    "व्यय",
    "अध्ययन",
    "बनाना",
    "बताता",
    "पापा",
    "अर्थात्",
    "18वीं",
    "रीति-रिवाज़",
    "ओमेगा-3",
    "एफ.एस.एस.ए.आई",
    "अत:",
    "हैं।",
    "(क्लिनिकल)",
    "स्‍वास्‍थ्‍य",  # with zero-width joiners after the viramas
]


@pytest.mark.parametrize("word", GARBLED)
def test_garbled_words_are_found(word: str) -> None:
    assert is_garbled(devanagari_words(word)[0])


@pytest.mark.parametrize("word", WELL_FORMED)
def test_well_formed_words_pass(word: str) -> None:
    assert [w for w in devanagari_words(word) if is_garbled(w)] == []


def test_measure_counts_only_devanagari_words() -> None:
    report = measure("The फ़ैशन उद्योग काा 1859 में ्ቚकार बदला। English words too.")
    assert report == GarbleReport(words=6, garbled=2)
    assert report.share == pytest.approx(1 / 3)
    assert measure("only English").share == 0.0
    assert GarbleReport(words=2, garbled=1) + GarbleReport(words=3, garbled=0) == GarbleReport(
        words=5, garbled=1
    )


def test_garbled_words_lists_them_in_order() -> None:
    assert garbled_words("इस ्ቅम में काा") == ["्ቅम", "काा"]


def test_normalise_drops_joiners_and_composes() -> None:
    assert normalise("स्\u200dवास्\u200cथ्य\u00ad") == "स्वास्थ्य"
    assert normalise("\u095e") == "फ\u093c"  # NFC keeps the nukta apart (an exclusion)


def test_repair_undoes_doubled_signs_and_misplaced_nukta() -> None:
    assert repair("फै़शन काा व्याापाार होंों") == "फ़ैशन का व्यापार हों"
    assert repair("नाना पापा") == "नाना पापा"  # doubled syllables are real words
    assert repair("English text, 3.14") == "English text, 3.14"


@given(st.text(alphabet=st.characters(min_codepoint=0x0900, max_codepoint=0x097F), max_size=30))
def test_repair_is_idempotent(text: str) -> None:
    once = repair(text)
    assert repair(once) == once


@given(st.text(max_size=40))
def test_measure_never_fails_and_stays_in_range(text: str) -> None:
    report = measure(text)
    assert 0 <= report.garbled <= report.words
    assert 0.0 <= report.share <= 1.0
