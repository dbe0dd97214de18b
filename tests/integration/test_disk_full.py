"""A full disk: each command says so and what to do; nothing exits 70, nothing is damaged.

The disk is "full" in a child process whose files may not grow past a limit
(``RLIMIT_FSIZE`` with ``SIGXFSZ`` ignored: writes fail with EFBIG, as with ENOSPC). The
attack found: exit 70 on ingest (the remaining file never tried), on ``ask`` and on
``library remove``; 116 logging tracebacks from ``search``; the log itself unwritable.
"""

from __future__ import annotations

import io
import os
import sqlite3
from pathlib import Path

import pytest

from tests.doubles import HashingEmbedder
from tests.hostile_check import library_problems, run_cli, terminal_problems
from tests.pdfgen import make_ncert_like
from tutorapp import app
from tutorapp.cli import run
from tutorapp.core.errors import DiskFullError
from tutorapp.core.history import History
from tutorapp.core.results import AnswerResult, Status

pytestmark = pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE")

PAGES = [
    "Evaporation turns liquid water into water vapour when the sun heats the sea. " * 6,
    "Condensation forms clouds. Tiny droplets join together around dust in the cold air. " * 6,
    "Precipitation brings water back to the ground as rain, snow or hail from the clouds. " * 6,
]


def _largest_file(folder: Path) -> int:
    return max(p.stat().st_size for p in folder.rglob("*") if p.is_file())


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home with one book, added normally."""
    home = tmp_path / "home"
    pdf = make_ncert_like(tmp_path / "first", "jesc101", pages=PAGES)
    run = run_cli(home, ["ingest", str(pdf)], cwd=tmp_path)
    assert run.code == 0, run.stdout + run.stderr
    return home


def test_ingest_on_a_full_disk_fails_each_file_clearly_and_goes_on(
    home: Path, tmp_path: Path
) -> None:
    pdfs = [
        make_ncert_like(tmp_path / "more", f"jesc10{n}", pages=[p * 3 for p in PAGES])
        for n in (2, 3)
    ]
    limit = _largest_file(home / "library") + 1
    run = run_cli(home, ["ingest", *map(str, pdfs)], cwd=tmp_path, file_limit=limit)
    assert run.code == 1, run.stdout + run.stderr
    failed = [line for line in run.stdout.splitlines() if line.lstrip().startswith("✗")]
    assert len(failed) == 2  # the second file was tried too
    assert all("the disk is full" in line and "Free some space" in line for line in failed)
    assert [p for p in terminal_problems(run) if not p.startswith("stderr")] == []
    assert "Traceback" not in run.stderr and run.stderr.count("\n") <= 1
    assert library_problems(home / "library", pending_ok=True) == []  # resumable, invisible

    again = run_cli(home, ["ingest", *map(str, pdfs)], cwd=tmp_path)  # space freed
    assert again.code == 0 and again.stdout.count("✓ ") == 2  # added or resumed
    assert library_problems(home / "library") == []


def test_remove_on_a_full_disk_says_so_and_leaves_the_library_whole(
    home: Path, tmp_path: Path
) -> None:
    limit = _largest_file(home / "library") // 2
    run = run_cli(home, ["library", "remove", "jesc101"], cwd=tmp_path, file_limit=limit)
    listed = run_cli(home, ["library"], cwd=tmp_path).stdout
    if run.code == 0:  # hidden at once; the vectors go on the next change with space
        assert "Removed jesc101" in run.stdout and "is empty" in listed
    else:
        assert run.code == 1 and "The disk is full" in run.stderr and "jesc101" in listed
    assert "bug" not in run.stderr and "Traceback" not in run.stderr
    assert library_problems(home / "library", pending_ok=True) == []
    pdf = make_ncert_like(tmp_path / "later", "jesc109", pages=PAGES)
    assert run_cli(home, ["ingest", str(pdf)], cwd=tmp_path).code == 0  # space freed
    assert library_problems(home / "library") == []


def test_search_on_a_full_disk_answers_with_at_most_one_line_about_the_log(
    home: Path, tmp_path: Path
) -> None:
    log = home / "logs" / "tutorapp.log"
    with log.open("a", encoding="utf-8") as handle:  # a log of some weeks' use
        handle.write("2026-11-01 12:00:00,000 1 INFO tutorapp: earlier work\n" * 3000)
    limit = log.stat().st_size  # the log cannot grow; SQLite's -shm/-wal files can
    run = run_cli(home, ["search", "rain snow hail", "-k", "2"], cwd=tmp_path, file_limit=limit)
    assert run.code == 0 and "[1]" in run.stdout
    assert "Logging error" not in run.stderr and "Traceback" not in run.stderr
    assert run.stderr.count("\n") == 1 and "could not write its log file" in run.stderr


def test_a_full_disk_while_saving_an_answer_is_a_clear_error(tmp_path: Path) -> None:
    history = History(tmp_path / "history.sqlite3")

    class FullDisk:
        def execute(self, *_args: object) -> None:
            raise sqlite3.OperationalError("database or disk is full")

        def close(self) -> None:
            return None

    history._db = FullDisk()  # type: ignore[assignment]
    result = AnswerResult(question="hello", status=Status.SMALLTALK, answer="Hello!")
    with pytest.raises(DiskFullError, match="disk is full"):
        history.add(result)


@pytest.mark.allow_log_warnings  # the unsaved answer is logged
def test_ask_shows_the_answer_and_says_it_was_not_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(_self: History, _result: AnswerResult) -> int:
        raise DiskFullError("The disk is full.")

    monkeypatch.setattr(History, "add", full)
    monkeypatch.setattr(app, "default_embedder", HashingEmbedder)
    out, err = io.StringIO(), io.StringIO()
    code = run(["ask", "hello", "--model", str(tmp_path / "unused.gguf")], out=out, err=err)
    assert code == 0 and out.getvalue().strip()  # small talk needs no model
    assert "could not be saved to the history: the disk is full" in err.getvalue()


@pytest.mark.allow_log_warnings  # the damaged history is logged
def test_a_damaged_history_is_set_aside_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    history = History(path)
    assert history.entries() == []
    assert (tmp_path / "history.sqlite3.damaged").read_bytes().startswith(b"garbage")
    history.close()
