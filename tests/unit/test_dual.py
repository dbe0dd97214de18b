"""The dual index (MiniLM beside e5 in one vector), the Hindi glossary and the gate's input for
Hindi questions — with hashing embedders standing in for both models."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

import numpy as np
import pytest

from tests.doubles import HashingEmbedder, make_library
from tests.pdfgen import make_ncert_like
from tests.pdfgen_hindi import make_hindi_book
from tests.unit.test_gate_intent import hit
from tutorapp.core.events import BookFailed
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.retrieval.dual import (
    DualEmbedder,
    Side,
    merge_english,
    side_for,
    side_query,
)
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.glossary import (
    Glossary,
    english_gloss,
    fold,
    hindi_gloss,
    subject_terms,
)
from tutorapp.core.retrieval.hindi_gate import gate_input
from tutorapp.core.retrieval.lexical import LexicalIndex, stamp_for
from tutorapp.core.retrieval.store import ChromaStore


class Translating(HashingEmbedder):
    """A 'multilingual' hashing embedder: a few Hindi words hash as their English ones."""

    WORDS: ClassVar[dict[str, str]] = {
        "दर्पण": "mirror",
        "अवतल": "concave",
        "धारा": "current",
        "विद्युत": "electric",
    }

    @property
    def model_id(self) -> str:
        return "test/multilingual-e5-like"

    def embed(self, texts: Sequence[str]) -> Vectors:
        def english(text: str) -> str:
            for hindi, word in self.WORDS.items():
                text = text.replace(hindi, word)
            return text

        return super().embed([english(t) for t in texts])


def dual() -> DualEmbedder:
    return DualEmbedder(HashingEmbedder(dim=64), Translating(dim=32))


def test_joined_vectors_are_unit_vectors_of_both_models() -> None:
    embedder = dual()
    texts = ["concave mirror", "electric current"]
    joined = embedder.embed(texts)
    assert joined.shape == (2, 96) and embedder.dim == 96 and embedder.english_dim == 64
    assert np.allclose(np.linalg.norm(joined, axis=1), 1.0, atol=1e-5)
    assert np.allclose(joined[:, :64] * np.sqrt(2), embedder.english.embed(texts), atol=1e-6)
    assert embedder.model_id == "dual:test/hashing-64+test/multilingual-e5-like"
    assert embedder.embed([]).shape == (0, 96) and embedder.embed_queries([]).shape == (0, 96)


def test_a_side_query_gives_that_models_own_cosine() -> None:
    embedder = dual()
    passage = embedder.embed(["a concave mirror focuses light"])[0]
    question = embedder.embed_queries(["अवतल दर्पण"])[0]
    for side, model in ((Side.ENGLISH, embedder.english), (Side.MULTILINGUAL, Translating(32))):
        query, factor = side_query(question, side, 64)
        assert np.linalg.norm(query) == pytest.approx(1.0)  # what a store expects
        own = float(
            model.embed(["a concave mirror focuses light"])[0] @ model.embed(["अवतल दर्पण"])[0]
        )
        assert float(query @ passage) * factor == pytest.approx(own, abs=1e-5)
    assert side_query(np.zeros(96, dtype=np.float32), Side.ENGLISH, 64)[1] == 0.0


def test_sides_and_the_english_merge() -> None:
    assert side_for("en", "en") is Side.ENGLISH
    assert {side_for("hi", "en"), side_for("en", "hi"), side_for("hi", "hi")} == {Side.MULTILINGUAL}
    english = [("e1", 0.7), ("e2", 0.6), ("e3", 0.5)]
    # e5 rates the English passages 0.1, 0.3, 0.2 (keys sorted: 0.3, 0.2, 0.1) and a Hindi
    # passage 0.25: it goes after the first English place, MiniLM's order is kept
    merged = merge_english(english, [0.1, 0.3, 0.2], [("h1", 0.25, 0.8)])
    assert merged == [("e1", 0.7), ("h1", 0.8), ("e2", 0.6), ("e3", 0.5)]


ENGLISH_PAGES = [
    "A concave mirror converges light to a focus. Concave mirrors are used in torches.",
    "Electric current is the flow of charge in a circuit, measured in ampere.",
    "Soil erosion removes the top layer of soil when wind and water wash it away.",
    "The slope of a line measures its steepness and is the tangent of its inclination.",
]
HINDI_PAGES = (
    "मछली में ओमेगा-3 वसा अम्ल होते हैं जो हृदय के लिए अच्छे होते हैं और रोग से बचाते हैं।",
    "फ़ैशन चक्र के पाँच स्तर होते हैं और हर फ़ैशन इन स्तरों से होकर गुज़रता है।",
)


def _ingest(library: Library, folder: Path, hindi: bool) -> Library:
    pdfs = [make_ncert_like(folder, "jesc109", pages=ENGLISH_PAGES, first_printed=134)]
    if hindi:
        pdfs.append(make_hindi_book(folder / "lehh102.pdf", HINDI_PAGES, garbled=False))
    events = list(library.ingest(pdfs))
    assert not [e for e in events if isinstance(e, BookFailed)]
    return library


def test_english_questions_rank_exactly_as_with_minilm_alone(tmp_path: Path) -> None:
    both = _ingest(make_library(tmp_path / "dual", dual()), tmp_path / "pdf", hindi=False)
    alone = make_library(tmp_path / "alone", HashingEmbedder(dim=64))
    _ingest(alone, tmp_path / "pdf", hindi=False)
    for question in ("what does a concave mirror do", "flow of charge", "steepness of a line"):
        a = [(h.chunk.id, round(h.dense_score, 4)) for h in both.search(question, k=3)]
        b = [(h.chunk.id, round(h.dense_score, 4)) for h in alone.search(question, k=3)]
        assert a == b


def test_a_hindi_question_finds_the_english_passage(tmp_path: Path) -> None:
    library = _ingest(make_library(tmp_path / "dual", dual()), tmp_path / "pdf", hindi=True)
    assert {b.meta.language for b in library.books()} == {"en", "hi"}
    hits = library.search("अवतल दर्पण क्या करता है?", k=2)
    assert "concave mirror" in hits[0].chunk.text
    assert library.search("फ़ैशन चक्र के स्तर", k=1)[0].book.meta.language == "hi"
    # an English question still finds its English page first with a Hindi book present
    assert "current" in library.search("flow of charge in a circuit", k=1)[0].chunk.text


def test_a_library_built_with_minilm_is_outdated_for_the_dual_index(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    make_library(folder, HashingEmbedder(dim=64)).close()
    embedder = dual()
    store = ChromaStore(folder / "vectors", library_identity(embedder))
    reopened = Library(folder, Catalog(folder / "catalog.sqlite3"), store, embedder)
    assert reopened.outdated is not None and "dual:" in reopened.outdated
    reopened.close()


def test_the_glossary_finds_terms_longest_first_in_any_spelling() -> None:
    assert english_gloss("अवतल दर्पणों का उपयोग कहाँ होता है?") == "concave mirror uses"
    assert subject_terms("अवतल दर्पणों का उपयोग कहाँ होता है?") == ["अवतल दर्पणों"]
    assert english_gloss("फैशन चक्र") == english_gloss("फ़ैशन चक्र") == "fashion cycle"
    assert english_gloss("समांतर श्रेढ़ी का सार्व अंतर") == ("arithmetic progression common difference")
    assert english_gloss("भारत की राजधानी") == ""
    assert fold("फ़ैशन") == fold("फैशन") and fold("पाँच") == fold("पांच")
    small = Glossary.parse("# a comment\nक ख = k kh\nक = k\nbad line\n", "ग = g")
    assert small.english_terms("क ख ग क") == ["k kh", "g", "k"]
    assert small.matches("क ख ग", technical=True) == [("क ख", "k kh")]


def test_the_glossary_gives_an_english_questions_terms_in_hindi() -> None:
    assert hindi_gloss("What are the stages of the fashion cycle?") == "फैशन चक्र"
    assert hindi_gloss("Is fish good against heart disease?") == "मछली हृदय रोग दिल की बीमारी"
    assert hindi_gloss("what is the capital of India") == ""
    small = Glossary.parse("क ख = ohm's law\nग = law\nघ = law\n", "च = types")
    assert small.hindi_terms("state Ohm's law and its laws; types") == ["क ख", "ग", "घ"]


def test_an_english_question_finds_its_hindi_page_beside_english_books(tmp_path: Path) -> None:
    library = _ingest(make_library(tmp_path / "dual", dual()), tmp_path / "pdf", hindi=True)
    # the English passages share the question's words; the Hindi one is scored with the
    # glossary's Hindi terms, and its language's best BM25 passage is voted for as a first
    hits = library.search("fish and heart disease", k=2)
    assert hits[0].book.meta.language == "hi" and "मछली" in hits[0].chunk.text
    assert hits[0].lexical_score > 0


def test_lexical_holds_needs_every_word_in_one_passage() -> None:
    index = LexicalIndex.build(
        stamp_for(["b@1"]), [("b@1#0", "समांतर रेखाएँ मिलती नहीं"), ("b@1#1", "श्रेढ़ी")]
    )
    assert index.holds("समांतर रेखाएँ", ["b@1"])
    assert not index.holds("समांतर श्रेढ़ी", ["b@1"])
    assert not index.holds("समांतर", []) and not index.holds("", ["b@1"])


def test_the_gate_judges_a_glossed_hindi_question_by_its_english_terms() -> None:
    checker = HashingEmbedder(dim=64)
    english = [hit("Concave mirrors are used in torches and headlights.", 0.77)]
    judged = gate_input("अवतल दर्पण का उपयोग?", english, checker, checker_searches=False)
    assert judged.text == "concave mirror uses" and judged.model_id == checker.model_id
    assert 0.1 < judged.hits[0].dense_score < 0.7  # rescored by the checker on the terms
    plain = gate_input("राजधानी क्या है?", english, checker, checker_searches=False)
    assert plain.text == "राजधानी क्या है?" and plain.model_id is None
    # no subject terms: its everyday words in English, judged on the checker's cosines
    everyday = gate_input("पानी का क्वथनांक?", english, checker, checker_searches=False)
    assert everyday.text == "water" and everyday.model_id == checker.model_id
    english_q = gate_input("uses of concave mirrors", english, checker, checker_searches=False)
    assert english_q.model_id == checker.model_id
    same = gate_input("अवतल दर्पण?", english, checker, checker_searches=True)
    assert same.model_id is None and same.hits == tuple(english)


def test_the_glossary_leads_a_hindi_question_to_an_english_only_library(tmp_path: Path) -> None:
    library = _ingest(make_library(tmp_path / "dual", dual()), tmp_path / "pdf", hindi=False)
    # the stand-in multilingual model does not know मृदा अपरदन; the glossary does
    hits = library.search("मृदा अपरदन किसे कहते हैं?", k=1)
    assert "Soil erosion" in hits[0].chunk.text


def test_a_hindi_question_naming_a_person_finds_the_english_page(tmp_path: Path) -> None:
    pages = [
        "Martin Luther wrote the Ninety Five Theses criticising the Church in 1517.",
        "Menocchio, a miller in Italy, read books and was tried by the Inquisition.",
        "Print culture created the conditions within which the French Revolution occurred.",
    ]
    pdf = make_ncert_like(tmp_path / "pdf", "jess305", pages=pages, first_printed=112)
    library = make_library(tmp_path / "dual", dual())
    assert not [e for e in library.ingest([pdf]) if isinstance(e, BookFailed)]
    # neither the glossary nor the stand-in multilingual model knows the name: its sound does
    hits = library.search("मार्टिन लूथर ने क्या लिखा?", k=1)
    assert "Martin Luther" in hits[0].chunk.text
