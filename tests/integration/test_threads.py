"""One library, two threads (as in the window): books are added on one thread while questions
are answered on another, with the real MiniLM embedder and real Chroma. Both succeed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.doubles_generation import ScriptedGenerator
from tests.pdfgen import make_ncert_like
from tutorapp.app import open_library
from tutorapp.core.events import BookIndexed, Finished, IngestFinished
from tutorapp.core.library import Library
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import Status
from tutorapp.core.retrieval.embedder import MiniLmEmbedder
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home

pytestmark = pytest.mark.slow


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(Home(tmp_path / "home"), MiniLmEmbedder(threads=1))
    first = make_ncert_like(tmp_path / "pdfs", "jemh105", n_pages=4)
    list(lib.ingest([first]))
    yield lib
    lib.close()


def test_a_question_while_books_are_added(library: Library, tmp_path: Path) -> None:
    more = [make_ncert_like(tmp_path / "pdfs", f"jesc1{n:02d}", n_pages=12) for n in (1, 2, 3)]
    ingest_events: list[object] = []
    errors: list[BaseException] = []

    def add() -> None:
        try:
            ingest_events.extend(library.ingest(more))
        except BaseException as exc:
            errors.append(exc)

    generator = ScriptedGenerator()
    settings = replace(AnswerSettings(), validate=True)
    pipeline = Pipeline(library, generator, settings)
    adder = threading.Thread(target=add)
    adder.start()
    results = []
    while adder.is_alive() or not results:
        generator.enqueue(["Each term after the first is found by adding a fixed number [1]."])
        events = list(pipeline.ask("What is the common difference of an arithmetic progression?"))
        results.append(next(e.result for e in events if isinstance(e, Finished)))
    adder.join(120)
    assert not errors, errors
    assert all(r.status in (Status.ANSWERED, Status.REFUSED_UNSUPPORTED) for r in results)
    assert any(r.status is Status.ANSWERED for r in results)
    finished = [e for e in ingest_events if isinstance(e, IngestFinished)]
    assert finished and finished[0].indexed == 3 and finished[0].failed == 0
    assert sum(isinstance(e, BookIndexed) for e in ingest_events) == 3
    assert len(library.books()) == 4


def test_the_embedder_serves_two_threads_at_once() -> None:
    embedder = MiniLmEmbedder(threads=1)
    texts = [f"Sentence number {i} about light and lenses and mirrors." for i in range(40)]
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for start in range(0, len(texts), 4):
                assert embedder.embed(texts[start : start + 4]).shape == (4, 384)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert not errors, errors
