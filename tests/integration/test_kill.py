"""``kill -9`` in the middle of an ingest never damages the library; the next run completes it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.pdfgen import make_ncert_like

pytestmark = pytest.mark.skipif(os.name != "posix", reason="uses SIGKILL")

CHILD = """
import sys, time
from pathlib import Path
from tests.doubles import make_library
from tests.doubles import HashingEmbedder

class Slow(HashingEmbedder):
    def embed(self, texts):
        time.sleep(0.15)
        return super().embed(texts)

lib = make_library(Path(sys.argv[1]), embedder=Slow())
for event in lib.ingest([Path(p) for p in sys.argv[2:]]):
    print(type(event).__name__, flush=True)
"""

PAGE = (
    "Sound travels as a wave through air. The speed of sound depends on the medium. "
    "Echoes are reflections of sound from a hard surface far away from the listener. "
)


def _books(folder: Path, n: int) -> list[Path]:
    pages = [PAGE * 8 + f" Page marker {i}." for i in range(10)]
    return [
        make_ncert_like(folder, f"jesc1{i:02d}", pages=pages, first_printed=10 * i)
        for i in range(1, n + 1)
    ]


def test_kill_9_mid_ingest_leaves_a_consistent_library(tmp_path: Path) -> None:
    library_dir = tmp_path / "library"
    pdfs = _books(tmp_path / "pdfs", 4)
    repo = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(library_dir), *map(str, pdfs)],
        cwd=repo,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(repo)},
    )
    assert child.stdout is not None
    seen_indexed = 0
    deadline = time.monotonic() + 120
    for line in child.stdout:  # kill during the second book's embedding
        seen_indexed += line.strip() == "BookIndexed"
        if seen_indexed == 1 and line.strip() == "BookProgress":
            time.sleep(0.3)
            break
        assert time.monotonic() < deadline
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    lib = make_library(library_dir)
    books = lib.books()
    assert 1 <= len(books) < 4
    for book in books:  # every visible book is whole
        key = f"{book.id}@{book.generation}"
        assert lib.store.ids_for(key) == {c.id for c in lib.catalog.chunks_of(key)}
        assert lib.search("echoes reflections of sound", k=1, scope=None)
    assert len(lib.catalog.pending()) <= 1

    events = [type(e).__name__ for e in lib.ingest(pdfs)]
    assert events.count("BookFailed") == 0
    assert len(lib.books()) == 4
    assert lib.catalog.pending() == []
    assert lib.store.count() == sum(b.chunks for b in lib.books())
    lib.close()
