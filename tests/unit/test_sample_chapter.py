"""The bundled sample chapter is present, small, up to date and laid out as documented."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pymupdf

SAMPLE_DIR = Path(__file__).resolve().parents[2] / "resources" / "sample"
SAMPLE = SAMPLE_DIR / "sample_chapter.pdf"
OFFSET = 31  # printed page = PDF index + 31
FOOTER = "TutorApp sample chapter - free to share (CC0)"


def test_sample_matches_its_generator() -> None:
    script = SAMPLE_DIR / "make_sample.py"
    result = subprocess.run(
        [sys.executable, str(script), "--check", "--out", str(SAMPLE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_sample_layout_and_metadata() -> None:
    assert SAMPLE.stat().st_size < 100_000
    with pymupdf.open(SAMPLE) as doc:
        assert doc.page_count == 6
        assert doc.metadata["title"] == "The Water Cycle"
        assert doc.metadata["author"] == "TutorApp"
        texts = [page.get_text() for page in doc]
    assert texts[0].startswith("Chapter 3\nThe Water Cycle\n")
    assert not any(line.strip().isdigit() for line in texts[0].splitlines())
    for index, text in enumerate(texts[1:], start=1):
        printed = index + OFFSET
        head = [str(printed), "SCIENCE EXPLORER"]
        expected = head if printed % 2 == 0 else ["THE WATER CYCLE", str(printed)]
        assert text.splitlines()[:2] == expected
    assert all(text.strip().splitlines()[-1] == FOOTER for text in texts)
    assert all(250 <= len(text.split()) <= 360 for text in texts)


def test_defined_terms_are_bold() -> None:
    with pymupdf.open(SAMPLE) as doc:
        bold = {
            span["text"].strip()
            for page in doc
            for block in page.get_text("dict")["blocks"]
            for line in block.get("lines", [])
            for span in line["spans"]
            if span["font"] == "Times-Bold"
        }
    assert {"evaporation", "condensation", "transpiration", "precipitation"} <= bold
