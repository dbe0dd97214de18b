"""One window per data folder: a ``QLockFile`` in the home says a window owns it.

A second launch on the same folder explains itself and exits (two windows writing one
library and one history would step on each other). A lock left by a crashed window is stale
and taken over. No QtNetwork: the frozen app leaves it out.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile


class SingleInstance:
    def __init__(self, home: Path) -> None:
        self.home = home
        self._lock = QLockFile(str(home / "window.lock"))
        self._lock.setStaleLockTime(0)  # only a lock whose process is gone is stale

    def acquire(self) -> bool:
        """True when this is the only window on the folder (and now owns it)."""
        if self._lock.tryLock(200):
            return True
        self._lock.removeStaleLockFile()
        return self._lock.tryLock(200)

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()

    def message(self) -> str:
        return QCoreApplication.translate(
            "SingleInstance",
            "TutorApp is already open for the data folder {home}. Switch to that window (look "
            "in the taskbar), or close it before opening TutorApp again.",
        ).format(home=self.home)
