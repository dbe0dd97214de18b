"""The bundled sample chapter through the real CLI and the real embedder (no ../shared needed)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutorapp.cli import run
from tutorapp.paths import resources_dir

pytestmark = pytest.mark.slow

SAMPLE = resources_dir() / "sample" / "sample_chapter.pdf"


def test_sample_chapter_ingests_and_answers_searches_with_printed_pages(
    isolated_home: Path,
) -> None:
    out = io.StringIO()
    assert run(["ingest", str(SAMPLE)], out=out, err=out) == 0, out.getvalue()
    out = io.StringIO()
    run(["library", "--json"], out=out)
    [book] = json.loads(out.getvalue())
    assert (book["first_printed_page"], book["last_printed_page"]) == (31, 36)
    assert book["title"] == "The Water Cycle" and book["language"] == "en"
    out = io.StringIO()
    run(["search", "how do plants give water vapour to the air", "--json", "-k", "3"], out=out)
    hits = json.loads(out.getvalue())
    assert hits and all(h["book_id"] == book["id"] for h in hits)
    assert "transpiration" in " ".join(h["text"].lower() for h in hits)
    assert all(31 <= h["printed_page"] <= 36 for h in hits)


def test_the_console_entry_point_runs(isolated_home: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tutorapp", "library", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []
    assert result.stderr == ""
