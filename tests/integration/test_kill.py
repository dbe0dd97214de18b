"""``kill -9`` at any moment of ingest, re-index, remove or repair never damages the library.

After each kill: the catalog opens and passes its check, every visible book has exactly its
passages' vectors (no stray ones), search works; running the same operation again finishes
the job. The moments are drawn with a fixed seed from each operation's own steps.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.hostile_check import REPO, library_problems
from tests.pdfgen import make_ncert_like
from tutorapp.core.errors import StoreDamagedError
from tutorapp.core.ingest.catalog import Catalog

pytestmark = pytest.mark.skipif(os.name != "posix", reason="uses SIGKILL")

PAGE = (
    "Sound travels as a wave through air. The speed of sound depends on the medium. "
    "Echoes are reflections of sound from a hard surface far away from the listener. "
)
SEED = 16
#: (operation, how many moments) — 8 in the suite, twice as many more in the slow test.
MOMENTS = [("ingest", 2), ("reindex", 2), ("remove", 2), ("repair", 2)]
#: Lines each operation prints from start to end (``test_the_moments_cover_each_operation``).
STEPS = {"ingest": 60, "reindex": 60, "remove": 8, "repair": 8}


def _books(folder: Path, n: int = 4) -> list[Path]:
    pages = [PAGE * 8 + f" Page marker {i}." for i in range(10)]
    return [
        make_ncert_like(folder, f"jesc1{i:02d}", pages=pages, first_printed=10 * i)
        for i in range(1, n + 1)
    ]


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    """A library of four 10-page books (built once; each moment works on a copy)."""
    root = tmp_path_factory.mktemp("kill-base")
    pdfs = _books(root / "pdfs")
    # built by a process that exits: a copy must not catch Chroma with unsaved state
    _run_child("ingest", root / "library", pdfs, kill_after=None)
    return root / "library", pdfs


def _run_child(operation: str, folder: Path, pdfs: list[Path], kill_after: int | None) -> int:
    """Run the operation; kill it after ``kill_after`` lines of output (plus a random
    sliver of a step). Returns how many lines it printed."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.kill_child", operation, str(folder), *map(str, pdfs)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert child.stdout is not None
    lines = 0
    deadline = time.monotonic() + 120
    for _line in child.stdout:
        lines += 1
        if kill_after is not None and lines >= kill_after:
            time.sleep(random.Random(lines).uniform(0.0, 0.06))
            child.send_signal(signal.SIGKILL)
            break
        assert time.monotonic() < deadline
    child.wait(timeout=60)
    child.stdout.close()
    if kill_after is not None and lines >= kill_after:
        assert child.returncode == -signal.SIGKILL
    else:
        assert child.returncode == 0
    return lines


def _check_after_kill(folder: Path, operation: str) -> None:
    Catalog(folder / "catalog.sqlite3").close()  # opens and passes its check
    library = make_library(folder)
    try:
        if operation == "repair" and library_problems(folder, pending_ok=True):
            # the store was lost before the repair: some books still wait for their vectors,
            # and a search says so instead of answering from part of the library
            assert len(library.books()) == 4
            with pytest.raises(StoreDamagedError, match="library repair"):
                library.search("echoes reflections of sound", k=1)
            return
        assert library_problems(folder, pending_ok=True) == []
        if library.books():
            assert library.search("echoes reflections of sound", k=1)
    finally:
        library.close()


def _prepare(operation: str, base: Path, work: Path) -> Path:
    folder = work / "library"
    if operation == "ingest":
        return folder  # a new library
    shutil.copytree(base, folder)
    if operation == "repair":
        shutil.rmtree(folder / "vectors")  # the store was lost; repair rebuilds it
    return folder


def _moments(count: int, steps: int, rng: random.Random) -> list[int]:
    return sorted(rng.sample(range(2, steps), min(count, steps - 2)))


def _kill_and_finish(
    operation: str, base: tuple[Path, list[Path]], work: Path, moment: int
) -> None:
    library_dir, pdfs = base
    folder = _prepare(operation, library_dir, work)
    _run_child(operation, folder, pdfs, kill_after=moment)
    _check_after_kill(folder, operation)
    _run_child(operation, folder, pdfs, kill_after=None)  # the same again, to the end
    assert library_problems(folder) == []
    library = make_library(folder)
    try:
        expected = 2 if operation == "remove" else 4
        assert len(library.books()) == expected
        assert library.catalog.retired() == [] and library.catalog.pending() == []
        assert library.store.count() == sum(b.chunks for b in library.books())
    finally:
        library.close()


def _plan(scale: int, seed: int = SEED) -> list[tuple[str, int]]:
    """(operation, kill after N lines), seeded; the step counts come from full runs."""
    rng = random.Random(seed)
    plan = []
    for operation, count in MOMENTS:
        plan += [(operation, m) for m in _moments(count * scale, STEPS[operation], rng)]
    return plan


@pytest.mark.parametrize(("operation", "moment"), _plan(1))
def test_kill_9_leaves_a_consistent_library_that_finishes_on_the_next_run(
    base: tuple[Path, list[Path]], tmp_path: Path, operation: str, moment: int
) -> None:
    _kill_and_finish(operation, base, tmp_path, moment)


@pytest.mark.slow
def test_the_moments_cover_each_operation(base: tuple[Path, list[Path]], tmp_path: Path) -> None:
    """The step counts behind ``_plan`` are real: each operation prints at least that many."""
    library_dir, pdfs = base
    for operation, least in STEPS.items():
        work = tmp_path / operation
        folder = _prepare(operation, library_dir, work)
        assert _run_child(operation, folder, pdfs, kill_after=None) >= least


@pytest.mark.slow
@pytest.mark.parametrize(("operation", "moment"), _plan(2, seed=SEED + 1))
def test_more_kill_moments(
    base: tuple[Path, list[Path]], tmp_path: Path, operation: str, moment: int
) -> None:
    _kill_and_finish(operation, base, tmp_path, moment)
