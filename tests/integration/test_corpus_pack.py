"""Issue 14's acceptance on the real 13 NCERT chapters: export, import into a fresh home, and
get the same library, the same search results for 20 questions and the same gate verdicts —
without embedding a single passage on the laptop.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import CORPUS, EVAL
from tutorapp.app import open_library
from tutorapp.cli_render import book_json
from tutorapp.core.library import Library
from tutorapp.core.pack.events import PackFinished
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import import_pack
from tutorapp.core.retrieval.gate import DEFAULT_PRESET, PRESETS, decide
from tutorapp.paths import Home

pytestmark = [
    pytest.mark.slow,
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}"),
]


@pytest.fixture(scope="module")
def imported(
    corpus_library: Library, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Library]:
    pack = tmp_path_factory.mktemp("pack") / "ncert.tutorpack"
    list(export_pack(corpus_library, pack))
    laptop = open_library(Home(tmp_path_factory.mktemp("laptop-home")))
    events = list(import_pack(laptop, pack))
    assert isinstance(events[-1], PackFinished) and events[-1].added == 13
    yield laptop
    laptop.close()


def _questions(n: int = 20) -> list[str]:
    lines = (EVAL / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["question"] for line in lines[:n]]


def test_the_library_listing_is_identical_apart_from_paths(
    corpus_library: Library, imported: Library
) -> None:
    def listing(lib: Library) -> list[dict[str, object]]:
        return [{k: v for k, v in book_json(b).items() if k != "source_path"} for b in lib.books()]

    assert listing(imported) == listing(corpus_library)
    assert len(imported.books()) == 13
    for book in imported.books():
        assert Path(book.source_path).is_file()
        assert Path(book.source_path).is_relative_to(imported.folder / "pdfs")


def test_search_gives_the_same_passages_in_the_same_order(
    corpus_library: Library, imported: Library
) -> None:
    for question in _questions():
        theirs = [h.chunk.id for h in corpus_library.search(question, k=8)]
        ours = [h.chunk.id for h in imported.search(question, k=8)]
        assert ours == theirs, question


def test_the_gate_decides_the_same(corpus_library: Library, imported: Library) -> None:
    thresholds = PRESETS[DEFAULT_PRESET]
    for question in _questions():
        theirs = decide(question, corpus_library.search(question, k=8), thresholds)
        ours = decide(question, imported.search(question, k=8), thresholds)
        assert ours.level == theirs.level, question
