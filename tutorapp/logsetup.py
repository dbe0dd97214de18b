"""Logging to a rotating file under ``<home>/logs``: the audit trail behind every message."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"


def configure_logging(log_file: Path, level: int = logging.INFO) -> None:
    """Send the ``tutorapp`` loggers to ``log_file`` (5 files of 2 MB). Idempotent per file."""
    logger = logging.getLogger("tutorapp")
    logger.setLevel(level)
    for handler in logger.handlers:
        if isinstance(handler, logging.FileHandler) and Path(handler.baseFilename) == log_file:
            return
    log_file.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        log_file, maxBytes=2_000_000, backupCount=5, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)


def close_logging() -> None:
    """Detach and close our file handlers (tests use many homes in one process)."""
    logger = logging.getLogger("tutorapp")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
