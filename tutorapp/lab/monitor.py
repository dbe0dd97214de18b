"""Watches a running lab server: readiness, a status line now and then, the state file.

The state file (``<home>/lab-server.json``: address, process ids of the gateway and of each
server behind it) lets scripts such as ``bench/lab_load.py`` find the processes; it is
rewritten when a server is restarted and removed when serving stops.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from tutorapp.lab.children import Supervisor
from tutorapp.lab.relay import RelayStats

STATUS_EVERY_S = 60.0
STATE_FILE = "lab-server.json"


class _Server(Protocol):
    """The parts of ``uvicorn.Server`` the monitor uses."""

    started: bool
    should_exit: bool


@dataclass(kw_only=True)
class Monitor:
    """A daemon thread beside the gateway's web server (which owns its own thread)."""

    server: _Server
    stats: RelayStats
    supervisor: Supervisor
    url: str
    state_file: Path
    report: Callable[[str], None]
    stop: threading.Event = field(default_factory=threading.Event)
    on_ready: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        self._thread = threading.Thread(target=self._run, name="lab-monitor", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def finish(self) -> None:
        """Serving has stopped: forget the state file."""
        self.stop.set()
        self._thread.join(timeout=2)
        self.state_file.unlink(missing_ok=True)

    def _run(self) -> None:
        while not self.server.started:
            if self.server.should_exit or self.stop.wait(0.05):
                return
        pids: dict[str, int] = {}
        last_status: tuple[int, int, int] | None = None
        next_status = time.monotonic() + STATUS_EVERY_S
        ready = False
        while not self.server.should_exit:
            current = self.supervisor.pids()
            if current != pids:
                pids = current
                self._write_state(pids)
            if not ready:
                ready = True
                if self.on_ready is not None:
                    self.on_ready()
            if time.monotonic() >= next_status:
                next_status = time.monotonic() + STATUS_EVERY_S
                last_status = self._status(last_status)
            if self.stop.wait(0.2):
                self.server.should_exit = True
                return

    def _status(self, last: tuple[int, int, int] | None) -> tuple[int, int, int]:
        stats = self.stats
        now = (stats.questions, stats.active, stats.queued)
        if now != last:
            broke = f"; {stats.failures} broke off" if stats.failures else ""
            self.report(
                f"{stats.questions} questions so far; {stats.active} being answered, "
                f"{stats.queued} waiting{broke}"
            )
        return now

    def _write_state(self, pids: dict[str, int]) -> None:
        state = {"url": self.url, "pid": os.getpid(), "servers": pids}
        scratch = self.state_file.with_suffix(".tmp")
        scratch.write_text(json.dumps(state, indent=2), encoding="utf-8")
        os.replace(scratch, self.state_file)
