"""Library packs of a dual-index library (MiniLM and multilingual vectors side by side, an
English and a Hindi book): both halves of every vector travel, so the laptop searches both
languages exactly as the teacher's library does, and a laptop with a one-model library is
told the pack is from another search model instead of mixing vectors."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.doubles import HashingEmbedder, make_library
from tests.integration.test_hindi_answers import _books
from tests.unit.test_dual import Translating
from tutorapp.core.errors import PackMismatchError
from tutorapp.core.library import Library
from tutorapp.core.pack.events import PackBookDone, PackFinished, PackOutcome
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import import_pack, read_manifest
from tutorapp.core.retrieval.dual import DualEmbedder

QUESTIONS = [
    "uses of a concave mirror",
    "unit of electric current",
    "अवतल दर्पणों का उपयोग कहाँ किया जाता है?",
    "सप्ताह में एक बार मछली खाने से हृदय रोग पर क्या असर होता है?",
    "फ़ैशन चक्र के स्तर",
]


def dual() -> DualEmbedder:
    return DualEmbedder(HashingEmbedder(dim=64), Translating(dim=64))


@pytest.fixture
def teacher(tmp_path: Path) -> Iterator[Library]:
    library = make_library(tmp_path / "teacher", dual())
    list(library.ingest(_books(tmp_path / "pdfs")))
    assert {b.meta.language for b in library.books()} == {"en", "hi"}
    yield library
    library.close()


@pytest.fixture
def pack(teacher: Library, tmp_path: Path) -> Path:
    path = tmp_path / "dual.tutorpack"
    events = list(export_pack(teacher, path))
    assert isinstance(events[-1], PackFinished) and events[-1].exported == 2
    return path


def test_a_dual_pack_carries_both_halves_and_searches_alike(
    teacher: Library, pack: Path, tmp_path: Path
) -> None:
    manifest = read_manifest(pack)
    assert manifest.embedder.id == teacher.embedder.model_id
    assert manifest.embedder.dim == 128  # MiniLM's half and the multilingual half
    laptop = make_library(tmp_path / "laptop", dual())
    try:
        events = list(import_pack(laptop, pack))
        outcomes = {e.book_id: e.outcome for e in events if isinstance(e, PackBookDone)}
        assert set(outcomes.values()) == {PackOutcome.ADDED}, outcomes
        for question in QUESTIONS:
            theirs = [(h.chunk.id, round(h.score, 5)) for h in teacher.search(question, k=4)]
            ours = [(h.chunk.id, round(h.score, 5)) for h in laptop.search(question, k=4)]
            assert ours == theirs, question
    finally:
        laptop.close()


def test_a_one_model_library_refuses_a_dual_pack(pack: Path, tmp_path: Path) -> None:
    laptop = make_library(tmp_path / "minilm-only", HashingEmbedder(dim=64))
    try:
        with pytest.raises(PackMismatchError, match="search model"):
            list(import_pack(laptop, pack))
        assert laptop.books() == []
    finally:
        laptop.close()
