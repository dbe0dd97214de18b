"""Starts, watches and stops the servers behind the lab gateway.

Each child (Chroma's server, one llama.cpp server per model slot) listens on loopback only,
writes its output to ``<home>/logs/lab-<name>.log``, runs in its own process group (Ctrl-C
in the teacher's terminal reaches the supervisor, which stops the children in order) and
exits by itself if the supervisor disappears (see ``child``). A child that stops is started
again, after a pause that grows while it keeps failing; the teacher sees one line each time.
"""

from __future__ import annotations

import contextlib
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Literal

import httpx

from tutorapp.core.errors import TutorError

log = logging.getLogger(__name__)

ChildKind = Literal["chroma", "model"]
Report = Callable[[str], None]

_LOG_LIMIT = 10_000_000  # a child's log is rotated (one old copy) when it starts above this
_BACKOFF_S = (1.0, 2.0, 5.0, 10.0, 30.0)
_POLL_S = 0.2


@dataclass(frozen=True, kw_only=True)
class ChildSpec:
    """One server to run: ``title`` is shown to the teacher, ``name`` names its log file."""

    name: str
    title: str
    kind: ChildKind
    args: tuple[str, ...]
    port: int
    health_path: str
    health_headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def child_command(spec: ChildSpec) -> list[str]:
    """How to start a child: through this package from source, through the app when frozen."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--lab-child", spec.kind, *spec.args]
    return [sys.executable, "-m", "tutorapp.lab.child", spec.kind, *spec.args]


class _Child:
    def __init__(self, spec: ChildSpec, log_file: Path) -> None:
        self.spec = spec
        self.log_file = log_file
        self.process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None
        self.failures: list[float] = []

    def start(self) -> None:
        self.log_file.parent.mkdir(parents=True, exist_ok=True)
        if self.log_file.exists() and self.log_file.stat().st_size > _LOG_LIMIT:
            self.log_file.replace(self.log_file.with_suffix(".log.1"))
        self._log = self.log_file.open("ab")
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        self._log.write(f"\n--- {stamp} starting {self.spec.title} ---\n".encode())
        self._log.flush()
        flags: dict[str, object] = {}
        if os.name == "nt":
            flags["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP  # type: ignore[attr-defined]
        else:
            flags["start_new_session"] = True
        self.process = subprocess.Popen(
            child_command(self.spec),
            stdin=subprocess.PIPE,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            **flags,  # type: ignore[call-overload]
        )
        log.info("started %s (pid %d, port %d)", self.spec.name, self.process.pid, self.spec.port)

    def healthy(self) -> bool:
        try:
            with httpx.Client(trust_env=False, timeout=2.0) as client:
                response = client.get(
                    self.spec.url + self.spec.health_path, headers=dict(self.spec.health_headers)
                )
            return response.status_code == 200
        except httpx.HTTPError:
            return False

    def exited(self) -> int | None:
        return None if self.process is None else self.process.poll()

    def stop(self, timeout_s: float = 5.0) -> None:
        process, self.process = self.process, None
        if process is not None:
            if process.stdin is not None:
                with contextlib.suppress(OSError):
                    process.stdin.close()  # the child's watchdog exits at once
            if process.poll() is None:
                process.terminate()
            try:
                process.wait(timeout_s)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            log.info("stopped %s (exit code %s)", self.spec.name, process.returncode)
        if self._log is not None:
            self._log.close()
            self._log = None

    def tail(self, lines: int = 8) -> str:
        try:
            text = self.log_file.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return "\n".join(text.strip().splitlines()[-lines:])


class Supervisor:
    """Runs the children: ``start`` waits until all answer, ``watch`` restarts any that stop."""

    def __init__(self, specs: Sequence[ChildSpec], logs_dir: Path, report: Report) -> None:
        self._children = [_Child(s, logs_dir / f"lab-{s.name}.log") for s in specs]
        self._report = report
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def pids(self) -> dict[str, int]:
        with self._lock:
            return {c.spec.name: c.process.pid for c in self._children if c.process is not None}

    def start(self, timeout_s: float = 180.0) -> None:
        """Start every child and wait until each answers; on failure stop them all."""
        try:
            with self._lock:
                for child in self._children:
                    child.start()
            for child in self._children:
                self._wait_healthy(child, time.monotonic() + timeout_s)
        except BaseException:
            self.stop()
            raise
        self._thread = threading.Thread(target=self._watch, name="lab-supervisor", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop watching, then stop every child (model servers first, the library last)."""
        self._stopping.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=10)
        with self._lock:
            for child in reversed(self._children):
                child.stop()

    def _wait_healthy(self, child: _Child, deadline: float) -> None:
        while not child.healthy():
            code = child.exited()
            if code is not None or self._stopping.is_set():
                raise TutorError(
                    f"The {child.spec.title} stopped while starting (exit code {code}). Its "
                    f"log is {child.log_file}; the last lines:\n{child.tail()}"
                )
            if time.monotonic() > deadline:
                raise TutorError(
                    f"The {child.spec.title} did not start in time. Its log is "
                    f"{child.log_file}; the last lines:\n{child.tail()}"
                )
            time.sleep(_POLL_S)

    def _watch(self) -> None:
        while not self._stopping.wait(_POLL_S):
            for child in self._children:
                code = child.exited()
                if code is None or self._stopping.is_set():
                    continue
                self._restart(child, code)

    def _restart(self, child: _Child, code: int) -> None:
        now = time.monotonic()
        child.failures = [t for t in child.failures if now - t < 300] + [now]
        pause = _BACKOFF_S[min(len(child.failures), len(_BACKOFF_S)) - 1]
        log.warning("%s stopped (exit code %s); restarting in %.0f s", child.spec.name, code, pause)
        self._report(
            f"The {child.spec.title} stopped (exit code {code}); starting it again in "
            f"{pause:.0f} s. Its log: {child.log_file}"
        )
        with self._lock:
            child.stop()
        if self._stopping.wait(pause):
            return
        with self._lock:
            if self._stopping.is_set():
                return
            child.start()
        try:
            self._wait_healthy(child, time.monotonic() + 180)
        except TutorError as exc:
            if not self._stopping.is_set():
                log.warning("%s did not come back: %s", child.spec.name, exc)
            return
        self._report(f"The {child.spec.title} is running again.")
