"""What reading tables by rows costs at ingest, and what it finds (prints figures; never fails).

    .venv/bin/python bench/tables_bench.py [--corpus DIR]

For every page of every PDF in the corpus (default ``../shared/corpus/ncert``), in one run:
the page's text as extracted (the baseline: ``get_text("dict")``), then the table search
``extract`` adds (``find_tables`` and the words of each table found). Prints the total and
median per page of each, their ratio, the slowest pages, and how many tables were found,
read by rows (``ingest.tables``) or left as printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.core.ingest.extract import page_tables, quiet_mupdf  # noqa: E402
from tutorapp.core.ingest.tables import read_table  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/corpus/ncert")
    args = parser.parse_args()
    import pymupdf

    quiet_mupdf()
    text_ms: list[float] = []
    table_ms: list[tuple[float, str]] = []
    found = read = rows = 0
    for path in sorted(args.corpus.glob("*.pdf")):
        doc = pymupdf.open(path)
        for page in doc:
            start = time.perf_counter()
            page.get_text("dict", flags=pymupdf.TEXT_PRESERVE_WHITESPACE, sort=False)
            middle = time.perf_counter()
            tables = page_tables(page)
            end = time.perf_counter()
            text_ms.append(1000 * (middle - start))
            table_ms.append((1000 * (end - middle), f"{path.stem} p{page.number + 1}"))
            for table in tables:
                found += 1
                result = read_table(table)
                if result is not None:
                    read += 1
                    rows += len(result)
        doc.close()
    text_total = sum(text_ms)
    table_total = sum(ms for ms, _ in table_ms)
    print(f"pages: {len(text_ms)}")
    print(
        f"text extraction (baseline): total {text_total / 1000:.1f} s, "
        f"median {statistics.median(text_ms):.1f} ms/page"
    )
    print(
        f"table search: total {table_total / 1000:.1f} s, "
        f"median {statistics.median(ms for ms, _ in table_ms):.1f} ms/page"
    )
    print(f"ratio table search / text extraction: {table_total / text_total:.2f}")
    slowest = sorted(table_ms, reverse=True)[:3]
    print("slowest pages: " + ", ".join(f"{name} {ms:.0f} ms" for ms, name in slowest))
    print(f"tables found: {found}; read by rows: {read} ({rows} rows); as printed: {found - read}")


if __name__ == "__main__":
    main()
