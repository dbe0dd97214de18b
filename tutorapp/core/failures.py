"""Low-level failures a user can fix, recognised and turned into clear ``TutorError``s.

SQLite, Chroma and the file system report a full disk, a damaged database or a missing file
in many shapes (``OSError(ENOSPC)``, ``sqlite3.OperationalError("database or disk is
full")``, ``chromadb`` errors wrapping either…). ``user_error`` looks through an exception
and its causes and returns the message for the user — or None when it is a bug.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from tutorapp.core.errors import DiskFullError, LibraryDamagedError, TutorError

_FULL_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EROFS}
#: SQLite (also inside Chroma) says "disk I/O error" when a write fails for a size limit.
_FULL_TEXT = (
    "no space left",
    "disk is full",
    "database or disk is full",
    "file too large",
    "quota exceeded",
    "disk i/o error",
    "read-only file system",
)
_DAMAGED_TEXT = (
    "database disk image is malformed",
    "file is not a database",
    "malformed database schema",
)
REPAIR_HINT = "Run `tutorapp library repair` (or Repair in the window's Books tab)"


def _chain(exc: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def is_disk_full(exc: BaseException) -> bool:
    """True when ``exc`` (or what caused it) says a write failed: the disk or quota is full,
    or the disk cannot be written."""
    for error in _chain(exc):
        if isinstance(error, OSError) and error.errno in _FULL_ERRNOS:
            return True
        if any(text in str(error).lower() for text in _FULL_TEXT):
            return True
    return False


def is_damaged_database(exc: BaseException) -> bool:
    """True when SQLite says a database file is corrupt (not merely busy or locked)."""
    for error in _chain(exc):
        if isinstance(error, sqlite3.DatabaseError) and any(
            text in str(error).lower() for text in _DAMAGED_TEXT
        ):
            return True
    return False


def disk_full(where: Path, doing: str) -> DiskFullError:
    return DiskFullError(
        f"The disk is full (or cannot be written), so TutorApp could not finish {doing} (in "
        f"{where}). Nothing that was already saved is lost. Free some space (empty the bin, "
        "delete big files you do not need) and try again."
    )


def damaged_catalog(path: Path, detail: str) -> LibraryDamagedError:
    return LibraryDamagedError(
        f"The library's catalog {path} cannot be read ({detail}). {REPAIR_HINT} to restore "
        "it from its backup; your PDF files are not affected."
    )


def user_error(exc: BaseException, home: Path, doing: str) -> TutorError | None:
    """The user-facing error for ``exc`` raised while ``doing`` something in ``home``."""
    if isinstance(exc, TutorError):
        return exc
    if is_disk_full(exc):
        return disk_full(home, doing)
    if is_damaged_database(exc):
        return damaged_catalog(home / "library" / "catalog.sqlite3", "the file is damaged")
    return None
