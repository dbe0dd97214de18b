"""Which extracted pages need OCR, and reading them from page images (in the extraction child).

A page needs OCR when the text it would give, after the always-safe repairs of
``devanagari.repair``, still has too many garbled Devanagari words (``OcrSettings``:
``threshold`` share and ``min_garbled`` words). Pages are rendered one at a time (PyMuPDF
is not thread-safe) while up to ``jobs`` Tesseract processes read earlier ones: threads here
only wait on those processes.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

from tutorapp.core.ingest.devanagari import GarbleReport, measure, repair
from tutorapp.core.ingest.ocr import OcrSettings, OcrUnavailable, OcrWord, Tesseract
from tutorapp.core.ingest.ocr_layout import ocr_page
from tutorapp.core.ingest.raw import LayerWord, RawPage

log = logging.getLogger(__name__)


class PageImages(Protocol):
    """What OCR needs from an open PDF (``extract.PdfReader``)."""

    def render_png(self, index: int, dpi: int) -> bytes: ...

    def layer_words(self, index: int) -> list[LayerWord]: ...


def page_garble(page: RawPage) -> GarbleReport:
    """How garbled the Devanagari of ``page``'s horizontal text is, after safe repairs."""
    text = "\n".join(line.text for line in page.lines if line.horizontal)
    return measure(repair(text))


def needs_ocr(report: GarbleReport, settings: OcrSettings) -> bool:
    return report.garbled >= settings.min_garbled and report.share >= settings.threshold


def pages_to_ocr(pages: Sequence[RawPage], settings: OcrSettings) -> list[int]:
    """Indexes of the pages whose text layer is too garbled to keep."""
    todo = []
    for page in pages:
        report = page_garble(page)
        if needs_ocr(report, settings):
            todo.append(page.index)
        if report.words:
            garbled, words = report.garbled, report.words
            log.debug("page %d: %d of %d Devanagari words garbled", page.index, garbled, words)
    return todo


@dataclass(frozen=True, kw_only=True)
class OcrOutcome:
    """One page read from its image (``page``), or why it could not be (``problem``)."""

    index: int
    page: RawPage | None
    problem: str = ""
    seconds: float = 0.0


def _finish(
    page: RawPage, layer: list[LayerWord], job: Future[list[OcrWord]], started: float
) -> OcrOutcome:
    try:
        words = job.result()
    except OcrUnavailable as exc:
        log.info("OCR of page %d failed: %s", page.index, exc)
        return OcrOutcome(index=page.index, page=None, problem=str(exc))
    return OcrOutcome(
        index=page.index,
        page=ocr_page(page, words, layer),
        seconds=time.monotonic() - started,
    )


def read_images(
    source: PageImages,
    pages: Sequence[RawPage],
    todo: Sequence[int],
    tesseract: Tesseract,
    settings: OcrSettings,
) -> Iterator[OcrOutcome]:
    """OCR the pages ``todo``, in order; at most ``settings.jobs`` Tesseracts at once."""
    by_index = {page.index: page for page in pages}
    jobs = max(1, settings.jobs)
    with ThreadPoolExecutor(jobs, thread_name_prefix="tesseract") as pool:
        running: deque[tuple[RawPage, list[LayerWord], Future[list[OcrWord]], float]] = deque()
        for index in todo:
            started = time.monotonic()
            png = source.render_png(index, settings.dpi)
            layer = source.layer_words(index)
            job = pool.submit(tesseract.read, png, settings.dpi, settings.timeout_s)
            running.append((by_index[index], layer, job, started))
            if len(running) >= jobs:
                yield _finish(*running.popleft())
        while running:
            yield _finish(*running.popleft())
