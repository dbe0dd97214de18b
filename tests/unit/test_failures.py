"""Low-level failures recognised as the user's (disk full, damaged database) or as bugs."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from tutorapp.core.errors import DiskFullError, LibraryDamagedError, TutorError
from tutorapp.core.failures import is_damaged_database, is_disk_full, user_error


def _wrapped(inner: BaseException) -> RuntimeError:
    try:
        try:
            raise inner
        except BaseException as exc:
            raise RuntimeError("chroma: internal error") from exc
    except RuntimeError as outer:
        return outer


def test_full_disks_in_their_many_shapes() -> None:
    assert is_disk_full(OSError(errno.ENOSPC, "No space left on device"))
    assert is_disk_full(OSError(errno.EFBIG, "File too large"))  # RLIMIT_FSIZE
    assert is_disk_full(sqlite3.OperationalError("database or disk is full"))
    assert is_disk_full(_wrapped(OSError(errno.EDQUOT, "Disk quota exceeded")))
    assert is_disk_full(RuntimeError("error returned from database: (code: 13) disk is full"))
    assert not is_disk_full(OSError(errno.EACCES, "Permission denied"))
    assert not is_disk_full(ValueError("bad"))


def test_damaged_databases_are_not_locked_ones() -> None:
    assert is_damaged_database(sqlite3.DatabaseError("database disk image is malformed"))
    assert is_damaged_database(_wrapped(sqlite3.DatabaseError("file is not a database")))
    assert not is_damaged_database(sqlite3.OperationalError("database is locked"))


def test_user_error_turns_them_into_messages_and_leaves_bugs_alone(tmp_path: Path) -> None:
    full = user_error(sqlite3.OperationalError("database or disk is full"), tmp_path, "adding")
    assert isinstance(full, DiskFullError) and "disk is full" in str(full)
    assert "Free some space" in str(full)
    damaged = user_error(sqlite3.DatabaseError("file is not a database"), tmp_path, "x")
    assert isinstance(damaged, LibraryDamagedError) and "library repair" in str(damaged)
    own = TutorError("mine")
    assert user_error(own, tmp_path, "x") is own
    assert user_error(KeyError("bug"), tmp_path, "x") is None
