"""Guard-rails for every test: an isolated home, no network, Qt offscreen, no stray warnings.

* ``TUTORAPP_HOME`` points at a fresh folder per test, so nothing touches a real library.
* Any attempt to open a network connection (IPv4/IPv6) fails the test: the app is offline.
  Lab tests (``@pytest.mark.loopback``) may open connections to the loopback ports they
  started themselves, named one by one through the ``loopback`` fixture — nothing else.
* A WARNING (or worse) logged by ``tutorapp`` fails the test unless the test is marked
  ``@pytest.mark.allow_log_warnings`` (the pattern of qutebrowser's logfail helper).
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for _name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_DATASETS_OFFLINE"):
    os.environ[_name] = "1"

REPO = Path(__file__).resolve().parent.parent
#: ``../shared`` next to the checkout; ``$TUTORAPP_SHARED`` for a checkout elsewhere (worktrees).
SHARED = Path(os.environ.get("TUTORAPP_SHARED") or REPO.parent / "shared")
CORPUS = SHARED / "corpus" / "ncert"
EVAL = SHARED / "eval"


class NetworkBlockedError(AssertionError):
    """Raised when code under test tries to reach the network."""


_LOOPBACK_HOSTS = ("127.0.0.1", "::1", "::ffff:127.0.0.1")


class LoopbackAllowance:
    """The loopback ports a ``loopback``-marked test started and may connect to; every
    connection attempt made while it is active is recorded in ``attempts``."""

    def __init__(self) -> None:
        self.ports: set[int] = set()
        self.attempts: list[tuple[str, int]] = []

    def allow(self, port: int) -> None:
        self.ports.add(port)

    def admits(self, address: Any) -> bool:
        host, port = (address[0], address[1]) if isinstance(address, tuple) else ("", -1)
        self.attempts.append((str(host), int(port)))
        return host in _LOOPBACK_HOSTS and port in self.ports


_allowance: LoopbackAllowance | None = None


def _guard(original: Any) -> Any:
    def guarded(self: socket.socket, address: Any, *args: Any, **kwargs: Any) -> Any:
        if self.family in (socket.AF_INET, socket.AF_INET6):
            allowance = _allowance
            if allowance is None or not allowance.admits(address):
                raise NetworkBlockedError(f"network access attempted: {address!r}")
        return original(self, address, *args, **kwargs)

    return guarded


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "allow_log_warnings: the test expects WARNING logs")
    config.addinivalue_line(
        "markers", "loopback: the test may connect to loopback ports it started (see `loopback`)"
    )
    socket.socket.connect = _guard(socket.socket.connect)  # type: ignore[method-assign]
    socket.socket.connect_ex = _guard(socket.socket.connect_ex)  # type: ignore[method-assign]


@pytest.fixture
def loopback(request: pytest.FixtureRequest) -> Iterator[LoopbackAllowance]:
    """Lets a ``loopback``-marked test connect to 127.0.0.1 on the ports it ``allow``s."""
    global _allowance  # noqa: PLW0603 - the socket guard is process-wide by nature
    if request.node.get_closest_marker("loopback") is None:
        pytest.fail("only tests marked @pytest.mark.loopback may open loopback connections")
    _allowance = LoopbackAllowance()
    try:
        yield _allowance
    finally:
        _allowance = None


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "tutorapp-home"
    monkeypatch.setenv("TUTORAPP_HOME", str(home))
    return home


class _Collector(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def fail_on_warning_logs(request: pytest.FixtureRequest) -> Iterator[None]:
    collector = _Collector()
    logger = logging.getLogger("tutorapp")
    logger.addHandler(collector)
    try:
        yield
    finally:
        logger.removeHandler(collector)
        from tutorapp.logsetup import close_logging

        close_logging()
    if collector.records and request.node.get_closest_marker("allow_log_warnings") is None:
        lines = "\n".join(f"{r.levelname} {r.name}: {r.getMessage()}" for r in collector.records)
        pytest.fail(f"unexpected WARNING logs:\n{lines}")
