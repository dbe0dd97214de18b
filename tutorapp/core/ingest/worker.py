"""Runs PDF extraction in a spawned child process.

PyMuPDF is not thread-safe and a hostile PDF can crash or hang it; in a child it can do
neither to the app. One child serves many files in a run; if it dies or stalls it is
replaced and only the file it was reading fails.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import time
from collections.abc import Generator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from tutorapp.core.errors import BadPdfError, TutorError
from tutorapp.core.ingest.files import display_name
from tutorapp.core.ingest.raw import RawDocument, RawPage
from tutorapp.core.textsafe import shown

log = logging.getLogger(__name__)

#: Seconds the child may spend on one page before we give up on the file.
PAGE_TIMEOUT_S = 60.0
#: Seconds one whole file may take (a textbook of 500 pages reads in ~5 s).
FILE_TIMEOUT_S = 600.0
#: Address space the child may use: bounds decompression bombs.
CHILD_MEMORY_BYTES = 4 * 1024**3
#: MuPDF messages per file passed back for the log.
_MAX_NOTES = 20


@dataclass(frozen=True)
class PageProgress:
    """Reported while a file is being read."""

    done: int
    total: int


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
    from tutorapp.core.ingest.extract import PdfReader, quiet_mupdf  # noqa: PLC0415

    quiet_mupdf()
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        path = Path(request)
        try:
            reader = PdfReader(path)
            conn.send(
                (
                    "begin",
                    reader.page_count,
                    reader.metadata_title,
                    reader.has_page_labels,
                    reader.repaired,
                )
            )
            try:
                for page in reader.pages():
                    conn.send(("page", page))
            finally:
                reader.close()
            conn.send(("end", tuple(reader.unreadable), reader.notes[:_MAX_NOTES]))
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


def _crashed(path: Path, pages_done: int) -> BadPdfError:
    return BadPdfError(
        f"{display_name(path)}: the PDF reader crashed on page {pages_done + 1}; the file is "
        "probably damaged. Download or copy it again."
    )


class ExtractionWorker:
    """Owns the extraction child. Use as a context manager; ``extract`` is not re-entrant."""

    def __init__(
        self, page_timeout_s: float = PAGE_TIMEOUT_S, file_timeout_s: float = FILE_TIMEOUT_S
    ) -> None:
        self._page_timeout_s = page_timeout_s
        self._file_timeout_s = file_timeout_s
        self._deadline = 0.0
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
        total, title, labels, repaired = 0, "", False, False
        while True:
            kind = message[0]
            if kind == "begin":
                _, total, title, labels, repaired = message
            elif kind == "page":
                pages.append(message[1])
                yield PageProgress(len(pages), total)
            elif kind == "end":
                _, unreadable, notes = message
                if notes:
                    log.info("%s: MuPDF reported: %s", shown(str(path), None), " | ".join(notes))
                return RawDocument(
                    page_count=total,
                    pages=tuple(pages),
                    metadata_title=title,
                    has_page_labels=labels,
                    repaired=repaired,
                    unreadable=tuple(unreadable),
                )
            else:
                raise BadPdfError(message[1])
            received = self._receive(conn, path, len(pages))
            if received is None:
                raise _crashed(path, len(pages))
            message = received

    def _request(self, path: Path) -> tuple[Connection, tuple[Any, ...]]:
        """Send the path and wait for the first reply; a child found dead is replaced once."""
        for attempt in (1, 2):
            conn = self._start()
            try:
                conn.send(str(path))
            except OSError:
                self._stop_process()
                continue
            first = self._receive(conn, path, 0)
            if first is not None:
                return conn, first
            if attempt == 2:
                break
        raise _crashed(path, 0)

    def _receive(self, conn: Connection, path: Path, pages_done: int) -> tuple[Any, ...] | None:
        """The child's next message; None if the child died (it has been cleaned up)."""
        remaining = self._deadline - time.monotonic()
        if not conn.poll(max(0.0, min(self._page_timeout_s, remaining))):
            self._stop_process()
            if remaining <= self._page_timeout_s:
                raise BadPdfError(
                    f"{display_name(path)}: reading the file took longer than "
                    f"{self._file_timeout_s:.0f} s, so it was skipped. It may be damaged; try "
                    "opening it in a PDF viewer and saving a new copy."
                )
            raise BadPdfError(
                f"{display_name(path)}: reading page {pages_done + 1} took longer than "
                f"{self._page_timeout_s:.0f} s, so the file was skipped. It may be damaged; "
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
