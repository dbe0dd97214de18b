"""Hindi ingest: OCR speed, ingest time before/after, and how garbled the stored Hindi is.

    .venv/bin/python bench/hindi_ingest.py [--before REPO] [--pages 12] [--samples 5]

1. OCR throughput on lehh202's pages (``../shared/corpus/ncert``), through the extraction
   child, with 1 and with 2 Tesseract processes (``OcrSettings.jobs``): pages per second.
2. Ingest time of the 13 chapters: ``tutorapp ingest`` of the checkout ``--before`` (e.g. the
   main branch: no OCR) and of this one, each into a fresh temporary home, as separate
   processes (start-up included), MiniLM and, with ``--e5``, multilingual-e5.
3. Garbled Devanagari words (``devanagari.measure``) in the stored passages of lehh102 and
   lehh202, before and after, and ``--samples`` random passages of each, before and after
   (the same page, so they can be compared).

``$TUTORAPP_SHARED`` points at the shared folder when the checkout is not next to it.
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.core.ingest.devanagari import GarbleReport, measure  # noqa: E402
from tutorapp.core.ingest.ocr import OcrSettings  # noqa: E402
from tutorapp.core.ingest.worker import ExtractionWorker  # noqa: E402

SHARED = Path(os.environ.get("TUTORAPP_SHARED") or ROOT.parent / "shared")
CORPUS = SHARED / "corpus" / "ncert"
HINDI = ("lehh102", "lehh202")


def ocr_speed(pdf: Path, jobs: int) -> tuple[int, float]:
    """(pages OCR'd, seconds of the OCR stage) for one file."""
    with ExtractionWorker(ocr=OcrSettings(jobs=jobs)) as worker:
        extraction = worker.extract(pdf)
        started = None
        try:
            while True:
                progress = next(extraction)
                if progress.stage == "ocr" and progress.done == 0:
                    started = time.perf_counter()
        except StopIteration as stop:
            raw = stop.value
    assert started is not None, "no page needed OCR"
    return len(raw.ocr_pages), time.perf_counter() - started


def ingest(repo: Path, home: Path, embedder: str) -> float:
    env = dict(os.environ, PYTHONPATH=str(repo), TUTORAPP_EMBEDDER=embedder)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "tutorapp", "--home", str(home), "ingest", str(CORPUS)],
        env=env,
        check=True,
        capture_output=True,
        cwd=repo,
    )
    return time.perf_counter() - started


def passages(home: Path, book: str) -> list[tuple[int, str]]:
    db = sqlite3.connect(home / "library" / "catalog.sqlite3")
    rows = db.execute(
        "SELECT page_index, text FROM chunks WHERE doc_key LIKE ? ORDER BY ordinal", (book + "@%",)
    ).fetchall()
    db.close()
    return [(int(page), str(text)) for page, text in rows]


def garble(home: Path) -> GarbleReport:
    total = GarbleReport(words=0, garbled=0)
    for book in HINDI:
        for _, text in passages(home, book):
            total = total + measure(text)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="a checkout to compare with (e.g. main)")
    parser.add_argument("--e5", action="store_true", help="also time the multilingual embedder")
    parser.add_argument("--samples", type=int, default=5)
    args = parser.parse_args()
    print("(shared machine: figures are noisy)")
    for jobs in (1, 2):
        pages, seconds = ocr_speed(CORPUS / "lehh202.pdf", jobs)
        print(f"OCR, {jobs} Tesseract process(es): {pages} pages in {seconds:.1f} s = "
              f"{pages / seconds:.2f} pages/s")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="tutorapp-hindi-") as tmp:
        homes = {}
        runs = [("after, MiniLM", ROOT, "minilm")]
        if args.e5:
            runs.append(("after, e5", ROOT, "e5"))
        if args.before:
            runs.insert(0, ("before", args.before, "minilm"))
        for label, repo, embedder in runs:
            home = Path(tmp) / label.replace(" ", "").replace(",", "-")
            seconds = ingest(repo, home, embedder)
            homes[label] = home
            print(f"ingest of the 13 chapters, {label}: {seconds:.0f} s")
        for label, home in homes.items():
            report = garble(home)
            print(f"{label}: {report.garbled} of {report.words} Devanagari words garbled in "
                  f"the stored Hindi passages ({report.share:.1%})")  # fmt: skip
        if "before" in homes:
            rng = random.Random(13)
            for book in HINDI:
                after = passages(homes["after, MiniLM"], book)
                before = dict(passages(homes["before"], book))
                for page, text in rng.sample(after, min(args.samples, len(after))):
                    print(f"\n--- {book}, PDF page {page}\nbefore: {before.get(page, '')[:300]}")
                    print(f"after:  {text[:300]}")


if __name__ == "__main__":
    main()
