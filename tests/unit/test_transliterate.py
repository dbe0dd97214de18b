"""Names and loanwords across scripts (``retrieval.transliterate``) and the search gloss."""

from __future__ import annotations

from tutorapp.core.retrieval.glossary import search_gloss
from tutorapp.core.retrieval.transliterate import Bridge, romanize, sound

VOCABULARY = ["martin", "luther", "gutenberg", "insulin", "electron", "store", "history", "deccan"]


def test_devanagari_is_spelled_in_latin_letters() -> None:
    assert romanize("मार्टिन") == "martin"
    assert romanize("लूथर") == "luthar"
    assert romanize("इंसुलिन") == "insulin"
    assert romanize("फ़ैशन") == romanize("फैशन") == "faishan"


def test_both_scripts_meet_in_one_consonant_key() -> None:
    assert sound("गुटेनबर्ग") == sound("Gutenberg")
    assert sound("इलेक्ट्रॉन") == sound("electron")
    assert sound("फ़ैशन") == sound("fashion")
    assert sound("मार्टिन") != sound("marathi")


def test_the_bridge_finds_names_and_leaves_ordinary_words() -> None:
    latin = Bridge.of(VOCABULARY)
    assert latin.words_for("मार्टिन") == ["martin"]
    assert latin.words_for("लूथर") == ["luther"]
    assert latin.words_for("गुटेनबर्ग") == ["gutenberg"]
    assert latin.words_for("स्टोर") == ["store"]  # not 'history': the spellings differ
    assert latin.words_for("घर") == []  # too short a key to trust
    hindi = Bridge.of(["इंटर्नशिप", "स्टोर", "एजेंसी"])
    assert hindi.words_for("internship") == ["इंटर्नशिप"]
    assert hindi.words_for("jeans") == []


def test_the_search_gloss_has_everyday_words_and_names() -> None:
    question = "सबसे पहली छपाई की तकनीक किन देशों में विकसित हुई?"
    assert search_gloss(question) == "earliest printing technology countries developed"
    names = Bridge.of(VOCABULARY).words_for
    assert search_gloss("मार्टिन लूथर ने छपाई के बारे में क्या कहा?", names) == (
        "printing said martin luther"
    )
    assert search_gloss("भारत की राजधानी", names) == "india"
    # देखने sounds like 'deccan', but the everyday words know it: no name is looked up
    assert search_gloss("पीछे देखने के लिए", names) == "see"
