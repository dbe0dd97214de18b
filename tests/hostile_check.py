"""Running ``tutorapp ingest`` on a hostile corpus and judging what came out.

Shared by the test suite (``tests/integration/test_hostile.py``) and ``bench/attack.py``.
A file is handled when it got exactly one outcome line (``✓``, ``=`` or ``✗``) of the kind
expected, the run ended in time with exit code 0 or 1, nothing but those lines reached the
terminal (no tracebacks, no MuPDF chatter, no raw escape sequences), and the library is
consistent afterwards.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from tests.hostile import Corpus, Hostile

REPO = Path(__file__).resolve().parent.parent
_TOKEN = re.compile(r"h\d{3}")
_OUTCOME = {"✓": "added", "=": "kept", "✗": "refused"}
_NOISE = ("Traceback", "MuPDF", "Logging error", "mupdf")


@dataclass(frozen=True)
class CliRun:
    code: int | None  # None: killed at the timeout
    stdout: str
    stderr: str
    seconds: float


def _limit_file_size(limit: int) -> None:
    """In the child, before exec: files may not grow past ``limit`` bytes, and the write
    fails with EFBIG instead of killing the process (a full disk, without root)."""
    import resource
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


def run_cli(
    home: Path,
    args: list[str],
    *,
    cwd: Path,
    timeout: float = 300,
    file_limit: int | None = None,
    encoding: str = "utf-8",
) -> CliRun:
    """``tutorapp --home HOME ARGS…`` in a child (hashing embedder), killed at ``timeout``;
    ``file_limit`` emulates a full disk; ``encoding`` is the child's stdout encoding."""
    started = time.monotonic()
    command = [sys.executable, "-m", "tests.cli_runner", "--home", str(home), *args]
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONIOENCODING": encoding}

    def limit() -> None:
        if file_limit is not None:
            _limit_file_size(file_limit)

    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            env=env,
            capture_output=True,
            timeout=timeout,
            check=False,
            preexec_fn=limit if file_limit is not None else None,
        )
        code: int | None = done.returncode
        out, err = done.stdout, done.stderr
    except subprocess.TimeoutExpired as expired:
        code, out, err = None, expired.stdout or b"", expired.stderr or b""
    return CliRun(
        code,
        out.decode("utf-8", "backslashreplace"),
        err.decode("utf-8", "backslashreplace"),
        time.monotonic() - started,
    )


def outcome_lines(stdout: str) -> dict[str, list[str]]:
    """Outcome lines by the token of the file they are about (the first token in the line)."""
    found: dict[str, list[str]] = {}
    for line in stdout.splitlines():
        mark = line.lstrip()[:1]
        tokens = _TOKEN.findall(line)
        if mark in _OUTCOME and tokens:
            found.setdefault(tokens[0], []).append(line)
    return found


def judge(item: Hostile, lines: list[str]) -> str | None:
    """Why ``item`` was not handled (None: it was)."""
    if len(lines) != 1:
        return f"{len(lines)} outcome lines"
    got = _OUTCOME[lines[0].lstrip()[:1]]
    allowed = {
        "added": {"added"},
        "refused": {"refused"},
        "kept": {"added", "kept"},
        "either": {"added", "refused"},
    }[item.expect]
    if got not in allowed:
        return f"{got}, expected {item.expect}: {lines[0][:160]}"
    if got == "refused" and not lines[0].rstrip().endswith("."):
        return f"a refusal that does not end a sentence: {lines[0][:160]}"
    return None


def terminal_problems(run: CliRun) -> list[str]:
    problems = []
    if run.code is None:
        problems.append(f"still running after {run.seconds:.0f} s (killed)")
    elif run.code not in (0, 1):
        problems.append(f"exit code {run.code}")
    text = run.stdout + run.stderr
    problems += [f"{noise!r} on the terminal" for noise in _NOISE if noise in text]
    raw = [run.stdout.find(c) for c in "\x1b\x07\x08\r" if c in run.stdout]
    if raw:
        at = min(raw)
        problems.append(f"raw control characters on stdout: {run.stdout[at - 40 : at + 40]!r}")
    if run.stderr.strip():
        problems.append(f"stderr: {run.stderr.strip()[:200]}")
    return problems


def library_problems(folder: Path, *, pending_ok: bool = False) -> list[str]:
    """Every visible book complete in the store and listed with its passage count; no
    interrupted (invisible) book left behind unless ``pending_ok`` (it resumes next run)."""
    from tests.doubles import make_library

    problems = []
    library = make_library(folder)
    try:
        expected = library.catalog.chunk_ids_by_doc()
        stored = library.store.ids_by_doc()
        for book in library.books():
            key = f"{book.id}@{book.generation}"
            if stored.get(key, set()) != expected.get(key, set()):
                problems.append(f"{book.id}: {len(stored.get(key, set()))} vectors")
            if book.chunks != len(expected.get(key, set())):
                problems.append(f"{book.id}: {book.chunks} chunks listed")
        if not pending_ok:
            problems += [f"pending {p.doc_key}" for p in library.catalog.pending()]
        strays = {k for k in library.store.ids_by_doc() if k not in expected}
        problems += [f"stray vectors of {key}" for key in sorted(strays)]
    finally:
        library.close()
    return problems


def ingest_corpus(corpus: Corpus, home: Path, timeout: float = 300) -> CliRun:
    return run_cli(home, ["ingest", *corpus.argv()], cwd=corpus.root, timeout=timeout)
