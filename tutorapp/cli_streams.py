"""Output streams for the command line that never turn a closed pipe or an odd name into
a crash.

``tutorapp library | head -3`` closes the pipe after three lines: the command carries on
(an ingest finishes its files) and stops writing. Text the terminal cannot encode (a name
with undecodable bytes under a strict UTF-8 or ASCII ``stdout``) is written escaped.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
from collections.abc import Callable
from typing import TextIO


class SafeStream(io.TextIOBase):
    """Wraps a text stream: a broken pipe silences it, unencodable text is escaped."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self._stream = stream
        self.broken = False

    def write(self, text: str) -> int:
        if self.broken:
            return len(text)
        try:
            self._stream.write(text)
        except UnicodeEncodeError:
            encoding = getattr(self._stream, "encoding", None) or "utf-8"
            safe = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
            self._guard(lambda: self._stream.write(safe))
        except OSError as exc:
            self._broken(exc)
        return len(text)

    def flush(self) -> None:
        if not self.broken:
            self._guard(self._stream.flush)

    def isatty(self) -> bool:
        return not self.broken and self._stream.isatty()

    def _guard(self, action: Callable[[], object]) -> None:
        try:
            action()
        except OSError as exc:
            self._broken(exc)

    def _broken(self, exc: OSError) -> None:
        if not isinstance(exc, BrokenPipeError) and exc.errno != errno.EPIPE:
            raise exc
        self.broken = True
        with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):
            # later writes by Python itself (at exit) go nowhere instead of failing again
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())
            os.close(devnull)
