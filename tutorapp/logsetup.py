"""Logging to a rotating file under ``<home>/logs``: the audit trail behind every message.

The log must never be the thing that breaks a command: names with undecodable bytes are
written escaped, and when the file cannot be written (disk full, read-only folder) one line
says so on stderr and logging carries on without the file — no tracebacks per record.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
from pathlib import Path

_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


class _LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log file that goes quiet, once, when it cannot be written."""

    def __init__(self, log_file: Path) -> None:
        super().__init__(
            log_file,
            maxBytes=2_000_000,
            backupCount=5,
            encoding="utf-8",
            errors="backslashreplace",
            delay=True,
        )
        self.broken = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.broken:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        if self.broken:
            return
        self.broken = True
        error = sys.exc_info()[1]
        reason = getattr(error, "strerror", None) or type(error).__name__
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(
                f"TutorApp could not write its log file {self.baseFilename} ({reason}); "
                "it goes on without a log. Free some disk space to keep one.\n"
            )
        with contextlib.suppress(OSError):
            self.close()


def configure_logging(log_file: Path, level: int = logging.INFO) -> None:
    """Send the ``tutorapp`` loggers to ``log_file`` (5 files of 2 MB). Idempotent per file."""
    logger = logging.getLogger("tutorapp")
    logger.setLevel(level)
    for handler in logger.handlers:
        if isinstance(handler, logging.FileHandler) and Path(handler.baseFilename) == log_file:
            return
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = _LogFile(log_file)
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)


def close_logging() -> None:
    """Detach and close our file handlers (tests use many homes in one process)."""
    logger = logging.getLogger("tutorapp")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
