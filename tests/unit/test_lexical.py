"""The BM25 lexical index: tokens, scoring within a set of book versions, persistence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorapp.core.retrieval.lexical import LexicalIndex, stamp_for, tokenize

PASSAGES = [
    ("maths@1#00000", "An arithmetic progression has a common difference between terms."),
    ("maths@1#00001", "The nth term of an AP is a + (n - 1) d."),
    ("science@1#00000", "Electric current is the rate of flow of charge; Ohm's law relates it."),
    ("science@2#00000", "Resistance depends on the length of the conductor and its material."),
]


def test_tokenize_lowercases_drops_stopwords_and_folds_plurals() -> None:
    assert tokenize("What are the Arithmetic Progressions?") == ["arithmetic", "progression"]
    assert tokenize("Properties of batteries, class 10") == ["property", "battery", "class", "10"]
    assert tokenize("मानव पारिस्थितिकी") == ["मानव", "पारिस्थितिकी"]


def test_scores_only_the_given_book_versions() -> None:
    index = LexicalIndex.build("s", PASSAGES)
    scores = index.scores("common difference of an arithmetic progression", ["maths@1"])
    assert set(scores) == {"maths@1#00000"}
    assert scores["maths@1#00000"] > 0
    assert index.scores("resistance conductor", ["maths@1"]) == {}
    assert set(index.scores("resistance conductor", ["science@2"])) == {"science@2#00000"}


def test_unknown_words_and_empty_index_score_nothing() -> None:
    assert LexicalIndex.build("s", PASSAGES).scores("photosynthesis", ["maths@1"]) == {}
    assert LexicalIndex.build("s", []).scores("anything", ["maths@1"]) == {}


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    index = LexicalIndex.build("abc", PASSAGES)
    index.save(tmp_path)
    index2 = LexicalIndex.build("def", PASSAGES[:1])
    index2.save(tmp_path)
    loaded = LexicalIndex.load(tmp_path)
    assert loaded is not None and loaded.stamp == "def"
    assert loaded.ids == ["maths@1#00000"]
    assert [p.name for p in tmp_path.iterdir() if p.is_dir()] == ["def"]


@pytest.mark.allow_log_warnings
def test_load_returns_none_when_missing_or_broken(tmp_path: Path) -> None:
    assert LexicalIndex.load(tmp_path) is None
    (tmp_path / "CURRENT").write_text("nope")
    assert LexicalIndex.load(tmp_path) is None


def test_stamp_depends_on_the_set_not_the_order() -> None:
    assert stamp_for(["a@1", "b@1"]) == stamp_for(["b@1", "a@1"])
    assert stamp_for(["a@1"]) != stamp_for(["a@2"])


def test_a_word_few_passages_hold_names_them_and_a_common_one_does_not() -> None:
    many = [
        (f"maths@1#{n:05d}", f"The term number {n} of the sequence is written.") for n in range(6)
    ]
    named = ("maths@1#00099", "Abraham bar Hiyya, in his book ‘Liber embadorum’, gave solutions.")
    index = LexicalIndex.build("s", [*many, named])
    found = index.rare_holders("Who wrote 'Liber embadorum' and which term?", ["maths@1"])
    assert set(found) == {"maths@1#00099"} and found["maths@1#00099"] > 0
    # (every word held by many passages, or too short to be a name: none)
    assert index.rare_holders("which term of the sequence is written", ["maths@1"]) == {}
    assert index.rare_holders("bar", ["maths@1"]) == {}
    assert index.rare_holders("embadorum", ["science@1"]) == {}
