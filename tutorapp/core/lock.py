"""The single-writer lock: two processes writing one Chroma store silently lose vectors.

An OS-level lock (released by the OS if the holder dies, even on ``kill -9``) on
``<library>/writer.lock``; the holder's pid and purpose are written beside it so the
second writer's message can say who holds it.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import TracebackType

from filelock import FileLock, Timeout

from tutorapp.core.errors import LibraryBusyError


class WriterLock:
    """Non-blocking exclusive lock on a library folder. Use as a context manager."""

    def __init__(self, folder: Path, purpose: str = "changing the library") -> None:
        self._folder = folder
        self._purpose = purpose
        self._lock = FileLock(str(folder / "writer.lock"), timeout=0)
        self._owner = folder / "writer.owner"

    def __enter__(self) -> WriterLock:
        self._folder.mkdir(parents=True, exist_ok=True)
        try:
            self._lock.acquire()
        except Timeout:
            raise LibraryBusyError(self._busy_message()) from None
        self._owner.write_text(f"{os.getpid()}\n{self._purpose}\n", encoding="utf-8")
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._owner.unlink(missing_ok=True)
        self._lock.release()

    def _busy_message(self) -> str:
        try:
            pid, purpose = self._owner.read_text(encoding="utf-8").splitlines()[:2]
            who = f"another TutorApp (process {pid}) is {purpose}"
        except (OSError, ValueError):
            who = "another TutorApp is changing it"
        return (
            f"The library in {self._folder} is busy: {who}. "
            "Wait for it to finish (or close that window), then try again."
        )
