"""Hindi PDFs with a garbled text layer: OCR'd with Tesseract, or dropped with one clear line.

The PDFs are generated (``tests/pdfgen_hindi``): they render perfectly over a garbled text
layer, like NCERT's Kokila chapters. The OCR tests need Tesseract with Hindi and skip,
saying so, without it; the tests of a machine without Tesseract hide it with a setting.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.pdfgen_hindi import make_hindi_book
from tutorapp.core.events import (
    BookFailed,
    BookIndexed,
    BookProgress,
    BookWarning,
    IngestEvent,
)
from tutorapp.core.ingest.devanagari import measure
from tutorapp.core.ingest.ocr import OcrSettings, OcrUnavailable, find_tesseract
from tutorapp.core.ingest.worker import ExtractionWorker
from tutorapp.core.library import Library

NO_TESSERACT = OcrSettings(tesseract="/nonexistent/tesseract")


def _tesseract_problem() -> str | None:
    try:
        find_tesseract(OcrSettings())
    except OcrUnavailable as exc:
        return str(exc)
    return None


needs_tesseract = pytest.mark.skipif(
    _tesseract_problem() is not None,
    reason=f"OCR tests need Tesseract with Hindi: {_tesseract_problem()}",
)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = make_library(tmp_path / "library")
    yield lib
    lib.close()


def _of(events: list[IngestEvent], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


def _stored_text(library: Library) -> dict[int, str]:
    book = library.books()[0]
    return {p.printed_page or -1: p.text for p in library.catalog.pages_of(book.id)}


@needs_tesseract
def test_garbled_pages_are_read_from_their_images(library: Library, tmp_path: Path) -> None:
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=[False, True, True])
    events = list(library.ingest([pdf]))
    assert not _of(events, BookFailed) and not _of(events, BookWarning)
    ocr = [e for e in _of(events, BookProgress) if e.stage == "ocr"]
    assert ocr and ocr[-1].done == ocr[-1].total == 2  # the clean page is not OCR'd
    texts = _stored_text(library)
    assert sorted(texts) == [12, 13, 14]  # printed numbers survive OCR
    for text in texts.values():
        assert measure(text).share < 0.02
    assert "1859" in texts[13]  # the digits are the text layer's
    assert "वर्षा जल संचयन" in texts[14]
    hits = library.search("वर्षा जल संचयन", k=1)
    assert hits and hits[0].chunk.printed_page == 14
    chunk = hits[0].chunk
    assert texts[14][chunk.char_start : chunk.char_start + 20] == chunk.text[:20]


@needs_tesseract
def test_worker_reports_ocr_progress_and_keeps_the_text_layer(tmp_path: Path) -> None:
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=True)
    with ExtractionWorker(ocr=OcrSettings(jobs=2)) as worker:
        extraction = worker.extract(pdf)
        stages = []
        try:
            while True:
                stages.append(next(extraction).stage)
        except StopIteration as stop:
            raw = stop.value
    assert stages == ["reading"] * 3 + ["ocr"] * 4  # "ocr 0/3", then one per page
    assert raw.ocr_pages == (0, 1, 2) and raw.garbled_dropped == ()
    assert len(raw.text_layer) == 3  # kept for titles and chapter markers


def test_without_tesseract_garbled_pages_are_dropped_with_one_line(
    library: Library, tmp_path: Path
) -> None:
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=[False, True, True])
    events = list(library.ingest([pdf], ocr=NO_TESSERACT))
    (indexed,) = _of(events, BookIndexed)
    (warning,) = _of(events, BookWarning)
    assert warning.message.startswith("jal.pdf: 2 pages could not be read")
    assert "tesseract-ocr-hin" in warning.message
    assert f"tutorapp library reindex {indexed.book.id}" in warning.message
    assert events.index(warning) < events.index(indexed)
    texts = _stored_text(library)
    assert texts[12].startswith("जल चक्र पृथ्वी पर")  # the readable page is in
    assert texts[13] == texts[14] == ""  # never the garbled text
    for passage in library.catalog.chunks_of(f"{indexed.book.id}@{indexed.book.generation}"):
        assert passage.printed_page == 12


@pytest.mark.allow_log_warnings
def test_without_tesseract_an_all_garbled_book_fails_clearly(
    library: Library, tmp_path: Path
) -> None:
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=True)
    events = list(library.ingest([pdf], ocr=NO_TESSERACT))
    (failed,) = _of(events, BookFailed)
    assert failed.message.startswith("jal.pdf: the Hindi text layer is garbled on 3 pages")
    assert "tesseract-ocr-hin" in failed.message and "add the file again" in failed.message
    assert library.books() == []


def test_a_clean_hindi_pdf_needs_no_ocr(library: Library, tmp_path: Path) -> None:
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=False)
    events = list(library.ingest([pdf], ocr=NO_TESSERACT))
    assert _of(events, BookIndexed) and not _of(events, BookWarning)
    assert not [e for e in _of(events, BookProgress) if e.stage == "ocr"]
    assert "1859" in _stored_text(library)[13]


@pytest.mark.skipif(sys.platform == "win32", reason="a shell-script stand-in for tesseract")
def test_a_page_tesseract_cannot_finish_in_time_is_left_out_not_garbled(
    library: Library, tmp_path: Path
) -> None:
    slow = tmp_path / "tesseract"
    slow.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "--list-langs" ]; then echo "List of languages"; echo hin; exit 0; fi\n'
        "sleep 20\n"
    )
    slow.chmod(0o755)
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=[False, True, False])
    settings = OcrSettings(tesseract=str(slow), timeout_s=1.0)
    events = list(library.ingest([pdf], ocr=settings))
    (warning,) = _of(events, BookWarning)
    assert warning.message.startswith("jal.pdf: 1 page could not be read")
    assert "took longer than 1 s" in warning.message
    texts = _stored_text(library)
    assert texts[13] == "" and "वर्षा जल संचयन" in texts[14]
