"""Runs PDF extraction (and OCR of garbled pages) in a spawned child process.

PyMuPDF is not thread-safe and a hostile PDF can crash or hang it; in a child it can do
neither to the app. One child serves many files in a run; if it dies or stalls it is
replaced and only the file it was reading fails.

The child sends every page of the text layer first, then, if some pages' Devanagari is too
garbled (``ocr_pages``), reads those again from their images with Tesseract and sends the
replacements. Without a usable Tesseract it says so once, and those pages' text is dropped:
an unreadable page is better than a garbled one in the index.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import re
import time
from collections.abc import Generator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from tutorapp.core.errors import BadPdfError, TutorError
from tutorapp.core.ingest.files import display_name
from tutorapp.core.ingest.ocr import OcrSettings, OcrUnavailable, Tesseract
from tutorapp.core.ingest.ocr_pages import OcrOutcome
from tutorapp.core.ingest.raw import RawDocument, RawPage
from tutorapp.core.textsafe import shown

log = logging.getLogger(__name__)

_DEVANAGARI = re.compile("[\u0900-\u097f]")

#: Seconds the child may spend on one page before we give up on the file.
PAGE_TIMEOUT_S = 60.0
#: Seconds one whole file may take (a textbook of 500 pages reads in ~5 s).
FILE_TIMEOUT_S = 600.0
#: Address space the child may use: bounds decompression bombs.
CHILD_MEMORY_BYTES = 4 * 1024**3
#: MuPDF messages per file passed back for the log.
_MAX_NOTES = 20


@dataclass(frozen=True, kw_only=True)
class PageProgress:
    """Reported while a file is being read: ``stage`` "reading" (the text layer, all pages)
    or "ocr" (pages read again from their images; ``total`` counts only those)."""

    done: int
    total: int
    stage: str = "reading"


class _Ocr:
    """The child's Tesseract, looked up once per settings."""

    def __init__(self) -> None:
        self._found: dict[OcrSettings, Tesseract | OcrUnavailable] = {}

    def tesseract(self, settings: OcrSettings) -> Tesseract:
        from tutorapp.core.ingest.ocr import find_tesseract  # noqa: PLC0415

        if settings not in self._found:
            try:
                self._found[settings] = find_tesseract(settings)
            except OcrUnavailable as exc:
                self._found[settings] = exc
        found = self._found[settings]
        if isinstance(found, OcrUnavailable):
            raise found
        return found


def _read(conn: Connection, path: Path, settings: OcrSettings, ocr: _Ocr) -> None:
    from tutorapp.core.ingest.extract import PdfReader  # noqa: PLC0415
    from tutorapp.core.ingest.ocr_pages import pages_to_ocr, read_images  # noqa: PLC0415

    reader = PdfReader(path)
    try:
        begin = (reader.page_count, reader.metadata_title, reader.has_page_labels, reader.repaired)
        conn.send(("begin", *begin))
        pages = []
        for page in reader.pages():
            pages.append(page)
            conn.send(("page", page))
        todo = pages_to_ocr(pages, settings)
        if todo:
            try:
                tesseract = ocr.tesseract(settings)
            except OcrUnavailable as exc:
                conn.send(("ocr_unavailable", tuple(todo), str(exc)))
            else:
                conn.send(("ocr", tuple(todo)))
                for outcome in read_images(reader, pages, todo, tesseract, settings):
                    conn.send(("ocr_page", outcome))
    finally:
        reader.close()
    conn.send(("end", tuple(reader.unreadable), reader.notes[:_MAX_NOTES]))


def _quiet_child() -> None:
    """The child prints nothing (MuPDF writes its errors to stdout, which would break the
    CLI's one line per file) and may not use more than ``CHILD_MEMORY_BYTES``."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for fd in (1, 2):
        os.dup2(devnull, fd)
    os.close(devnull)
    try:
        import resource  # noqa: PLC0415 - POSIX only

        resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY_BYTES, CHILD_MEMORY_BYTES))
    except (ImportError, ValueError, OSError):
        pass


def _child_main(conn: Connection) -> None:
    """Child process loop: read a path, stream back its pages, repeat until told to stop."""
    _quiet_child()
    from tutorapp.core.ingest.extract import quiet_mupdf  # noqa: PLC0415

    quiet_mupdf()
    ocr = _Ocr()
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        path, settings = Path(request[0]), request[1]
        try:
            _read(conn, path, settings, ocr)
        except BadPdfError as exc:
            conn.send(("error", str(exc)))
        except Exception as exc:  # report, keep serving: one bad file must not stop the run
            conn.send(("error", failure_message(path, exc)))


def failure_message(path: Path, exc: Exception) -> str:
    """What to say when PyMuPDF fails in a way ``PdfReader`` did not foresee (such as
    ``RuntimeError: code=7``): the file, that it is damaged, and what to do."""
    if isinstance(exc, MemoryError):
        return (
            f"{display_name(path)}: the PDF needs more memory than TutorApp allows for one "
            "file; it is probably damaged. Download or copy it again."
        )
    return (
        f"{display_name(path)}: the PDF is damaged and cannot be read ({type(exc).__name__}: "
        f"{shown(str(exc), 80)}). Download or copy it again."
    )


def _without_text(page: RawPage) -> RawPage:
    """``page`` without its Hindi lines (garbled); lines without Devanagari (the page number,
    footers, English) stay, so printed page numbers are still found."""
    lines = tuple(line for line in page.lines if not _DEVANAGARI.search(line.text))
    return RawPage(page.index, page.width, page.height, lines, page.label)


def _crashed(path: Path, pages_done: int) -> BadPdfError:
    return BadPdfError(
        f"{display_name(path)}: the PDF reader crashed on page {pages_done + 1}; the file is "
        "probably damaged. Download or copy it again."
    )


class ExtractionWorker:
    """Owns the extraction child. Use as a context manager; ``extract`` is not re-entrant."""

    def __init__(
        self,
        page_timeout_s: float = PAGE_TIMEOUT_S,
        file_timeout_s: float = FILE_TIMEOUT_S,
        ocr: OcrSettings | None = None,
    ) -> None:
        self._page_timeout_s = page_timeout_s
        self._file_timeout_s = file_timeout_s
        self._deadline = 0.0
        self._ocr = ocr or OcrSettings()
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Connection | None = None

    def __enter__(self) -> ExtractionWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _start(self) -> Connection:
        if self._conn is not None and self._process is not None and self._process.is_alive():
            return self._conn
        self._stop_process()
        parent, child = self._ctx.Pipe(duplex=True)
        process = self._ctx.Process(
            target=_child_main, args=(child,), name="tutorapp-extract", daemon=True
        )
        try:
            process.start()
        except (OSError, RuntimeError) as exc:
            parent.close()
            log.exception("cannot start the extraction process")
            raise TutorError(
                f"TutorApp could not start its PDF reader process ({exc}). Close other "
                "programs to free memory and try again."
            ) from exc
        finally:
            child.close()
        self._process = process
        self._conn = parent
        return parent

    def extract(self, path: Path) -> Generator[PageProgress, None, RawDocument]:
        """Extract ``path``, yielding progress per page; ``raw = yield from w.extract(p)``.

        Raises ``BadPdfError`` naming the file and what to do.
        """
        self._deadline = time.monotonic() + self._file_timeout_s
        conn, message = self._request(path)
        pages: list[RawPage] = []
        layer: tuple[RawPage, ...] = ()
        total, title, labels, repaired = 0, "", False, False
        ocr_todo: tuple[int, ...] = ()
        ocr_done, timeout = 0, self._page_timeout_s
        read: list[int] = []
        dropped: list[int] = []
        problem = ""
        while True:
            kind = message[0]
            if kind == "begin":
                _, total, title, labels, repaired = message
            elif kind == "page":
                pages.append(message[1])
                yield PageProgress(done=len(pages), total=total)
            elif kind == "ocr":
                ocr_todo = message[1]
                layer = tuple(pages)
                # Tesseract gives up on a page after timeout_s; two run at once, and a busy
                # laptop renders slowly too: the child answers well within twice that.
                timeout = max(timeout, 2 * self._ocr.timeout_s + 60)
                # the file's deadline was set for reading its text layer; OCR adds its pages
                ocr_time = len(ocr_todo) * (self._ocr.timeout_s + 30) + 60
                self._deadline = max(self._deadline, time.monotonic() + ocr_time)
                yield PageProgress(done=0, total=len(ocr_todo), stage="ocr")
            elif kind == "ocr_page":
                outcome: OcrOutcome = message[1]
                ocr_done += 1
                if outcome.page is not None:
                    pages[outcome.index] = outcome.page
                    read.append(outcome.index)
                else:
                    pages[outcome.index] = _without_text(pages[outcome.index])
                    dropped.append(outcome.index)
                    problem = outcome.problem
                yield PageProgress(done=ocr_done, total=len(ocr_todo), stage="ocr")
            elif kind == "ocr_unavailable":
                _, todo, problem = message
                layer = tuple(pages)
                dropped.extend(todo)
                for index in todo:
                    pages[index] = _without_text(pages[index])
            elif kind == "end":
                _, damaged, notes = message
                if notes:
                    log.info("%s: MuPDF reported: %s", shown(str(path), None), " | ".join(notes))
                return RawDocument(
                    page_count=total,
                    pages=tuple(pages),
                    metadata_title=title,
                    has_page_labels=labels,
                    repaired=repaired,
                    unreadable=tuple(damaged),
                    ocr_pages=tuple(read),
                    garbled_dropped=tuple(dropped),
                    ocr_problem=problem,
                    text_layer=layer,
                )
            else:
                raise BadPdfError(message[1])
            at = ocr_todo[ocr_done] if ocr_done < len(ocr_todo) else len(pages)
            received = self._receive(conn, path, at, timeout, images=bool(ocr_todo))
            if received is None:
                raise _crashed(path, len(pages))
            message = received

    def _request(self, path: Path) -> tuple[Connection, tuple[Any, ...]]:
        """Send the path and wait for the first reply; a child found dead is replaced once."""
        for attempt in (1, 2):
            conn = self._start()
            try:
                conn.send((str(path), self._ocr))
            except OSError:
                self._stop_process()
                continue
            first = self._receive(conn, path, 0, self._page_timeout_s)
            if first is not None:
                return conn, first
            if attempt == 2:
                break
        raise _crashed(path, 0)

    def _receive(
        self,
        conn: Connection,
        path: Path,
        pages_done: int,
        timeout_s: float,
        *,
        images: bool = False,
    ) -> tuple[Any, ...] | None:
        """The child's next message; None if the child died (it has been cleaned up).

        ``images``: the child is reading page images (OCR), whose slowness says nothing
        about the file."""
        remaining = self._deadline - time.monotonic()
        if not conn.poll(max(0.0, min(timeout_s, remaining))):
            self._stop_process()
            if images:
                raise BadPdfError(
                    f"{display_name(path)}: reading the text of page {pages_done + 1} from its "
                    f"image took longer than {timeout_s:.0f} s, so the file was skipped. The "
                    "computer may be too busy: close other programs and add it again."
                )
            if remaining <= self._page_timeout_s:
                raise BadPdfError(
                    f"{display_name(path)}: reading the file took longer than "
                    f"{self._file_timeout_s:.0f} s, so it was skipped. It may be damaged; try "
                    "opening it in a PDF viewer and saving a new copy."
                )
            raise BadPdfError(
                f"{display_name(path)}: reading page {pages_done + 1} took longer than "
                f"{timeout_s:.0f} s, so the file was skipped. It may be damaged; "
                "try opening it in a PDF viewer and saving a new copy."
            )
        try:
            message: tuple[Any, ...] = conn.recv()
        except (EOFError, OSError):
            code = self._process.exitcode if self._process is not None else None
            self._stop_process()
            log.warning("extraction child died on %s (exit code %s)", shown(str(path), None), code)
            return None
        return message

    def _stop_process(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            if self._process.pid is not None:
                self._process.join(timeout=5)
            self._process = None

    def close(self) -> None:
        """Ask the child to exit; kill it if it does not."""
        if self._conn is not None and self._process is not None and self._process.is_alive():
            try:
                self._conn.send(None)
                self._process.join(timeout=2)
            except OSError:
                pass
        self._stop_process()
