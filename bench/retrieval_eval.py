"""Retrieval quality on the dev set: is a gold page among the top-k passages? (prints figures)

    .venv/bin/python bench/retrieval_eval.py [--home DIR] [--eval FILE] [-k 5]

Without ``--home`` the corpus (``../shared/corpus/ncert``) is ingested into a temporary home
first. Only items with gold pages count; a hit matches a gold page when it is from the same
file and its printed page is within ±1 (the dev set's own scoring rule).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.library import Library  # noqa: E402
from tutorapp.core.types import Hit  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "ncert"
EVAL = ROOT.parent / "shared" / "eval" / "dev.jsonl"


def first_gold_rank(hits: list[Hit], gold: list[dict[str, object]]) -> int | None:
    for rank, hit in enumerate(hits, start=1):
        for g in gold:
            printed = hit.chunk.printed_page
            if (
                hit.book.source_file == g["file"]
                and printed is not None
                and abs(printed - int(str(g["printed_page"]))) <= 1
            ):
                return rank
    return None


def evaluate(library: Library, items: list[dict[str, object]], k: int) -> None:
    by_kind: dict[str, list[int | None]] = defaultdict(list)
    misses = []
    times = []
    for item in items:
        gold = item["gold"]
        if not isinstance(gold, list) or not gold:
            continue
        t0 = time.perf_counter()
        hits = library.search(str(item["question"]), k=k)
        times.append((time.perf_counter() - t0) * 1000)
        rank = first_gold_rank(hits, gold)
        by_kind[str(item["kind"])].append(rank)
        if rank is None:
            top = hits[0] if hits else None
            where = f"{top.book.source_file} p.{top.chunk.printed_page}" if top else "nothing"
            misses.append(f"  {item['id']} ({item['kind']}): {item['question']!r} → top: {where}")
    total: list[int | None] = []
    for kind, ranks in sorted(by_kind.items()):
        total += ranks
        print(_line(kind, ranks, k))
    print(_line("all", total, k))
    print(f"search latency: median {statistics.median(times):.0f} ms over {len(times)} queries")
    if misses:
        print(f"gold page not in top {k}:")
        print("\n".join(misses))


def _line(kind: str, ranks: list[int | None], k: int) -> str:
    at1 = sum(r == 1 for r in ranks)
    at3 = sum(r is not None and r <= 3 for r in ranks)
    atk = sum(r is not None for r in ranks)
    n = len(ranks)
    return f"{kind:<12} n={n:<3} recall@1 {at1 / n:.2f}  @3 {at3 / n:.2f}  @{k} {atk / n:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--eval", type=Path, default=EVAL)
    parser.add_argument("-k", type=int, default=5)
    args = parser.parse_args()
    items = [json.loads(line) for line in args.eval.read_text(encoding="utf-8").splitlines()]
    with tempfile.TemporaryDirectory(prefix="tutorapp-eval-") as tmp:
        home = Home(args.home) if args.home else Home(Path(tmp))
        library = open_library(home)
        if not args.home:
            for _ in library.ingest(sorted(CORPUS.glob("*.pdf"))):
                pass
        evaluate(library, items, args.k)
        library.close()


if __name__ == "__main__":
    main()
