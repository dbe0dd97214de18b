"""The extraction child: a crash costs only the file being read, never the run or the app."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.pdfgen import make_ncert_like, make_not_pdf
from tutorapp.core.errors import BadPdfError
from tutorapp.core.ingest.raw import RawDocument
from tutorapp.core.ingest.worker import ExtractionWorker, PageProgress


def _extract(worker: ExtractionWorker, path: Path) -> tuple[RawDocument, list[PageProgress]]:
    progress: list[PageProgress] = []
    generator = worker.extract(path)
    while True:
        try:
            progress.append(next(generator))
        except StopIteration as stop:
            return stop.value, progress


def test_pages_stream_with_progress(tmp_path: Path) -> None:
    pdf = make_ncert_like(tmp_path, "jemh105", n_pages=3)
    with ExtractionWorker() as worker:
        doc, progress = _extract(worker, pdf)
    assert doc.page_count == 3 and len(doc.pages) == 3
    assert [(p.done, p.total) for p in progress] == [(1, 3), (2, 3), (3, 3)]
    assert any("SAMPLE CHAPTER" in line.text for line in doc.pages[0].lines)


def test_bad_file_error_keeps_the_child_serving(tmp_path: Path) -> None:
    with ExtractionWorker() as worker:
        with pytest.raises(BadPdfError, match="not a PDF"):
            _extract(worker, make_not_pdf(tmp_path / "x.pdf"))
        doc, _ = _extract(worker, make_ncert_like(tmp_path, "jemh105", n_pages=2))
    assert doc.page_count == 2


@pytest.mark.allow_log_warnings
def test_a_crashed_child_fails_one_file_and_is_replaced(tmp_path: Path) -> None:
    pdf = make_ncert_like(tmp_path, "jemh105", n_pages=80)  # more than a pipe buffer holds
    with ExtractionWorker() as worker:
        generator = worker.extract(pdf)
        next(generator)  # the child is reading this file now
        os.kill(worker._process.pid, signal.SIGKILL)
        with pytest.raises(BadPdfError, match="crashed"):
            list(generator)
        doc, _ = _extract(worker, pdf)  # a fresh child reads the next request
    assert doc.page_count == 80


@pytest.mark.allow_log_warnings
def test_a_child_that_died_while_idle_is_replaced(tmp_path: Path) -> None:
    pdf = make_ncert_like(tmp_path, "jemh105", n_pages=2)
    with ExtractionWorker() as worker:
        _extract(worker, pdf)
        os.kill(worker._process.pid, signal.SIGKILL)
        doc, _ = _extract(worker, pdf)
    assert doc.page_count == 2
