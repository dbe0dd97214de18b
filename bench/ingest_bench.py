"""Ingest and search benchmark (prints figures; never pass/fail).

    .venv/bin/python bench/ingest_bench.py [--corpus DIR] [--synthetic 20000] [--queries 50]

1. Ingests every PDF in the corpus (default ``../shared/corpus/ncert``) into a temporary
   home with the real embedder (loaded first, so load time is not counted): pages/s,
   chunks/s, wall time.
2. Embeds the same passages again, alone, in the same run: the baseline. Prints the ratio
   ingest time / pure embedding time (1.0 would mean extraction, cleaning, storage and
   indexing cost nothing).
3. Peak RSS of this process and of the extraction child.
4. ``search`` latency, median (and p90) of N queries, at the corpus size and at a library
   padded to ``--synthetic`` passages (corpus texts reused, vectors perturbed, so no extra
   embedding time is needed to build it).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.events import BookFailed, BookIndexed  # noqa: E402
from tutorapp.core.ingest.indexer import embedding_text  # noqa: E402
from tutorapp.core.types import BookMeta, Page  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "ncert"
DEFAULT_EVAL = ROOT.parent / "shared" / "eval" / "dev.jsonl"
FALLBACK_QUERIES = [
    "what is an arithmetic progression",
    "how does the human eye adjust focal length",
    "what is ohm's law",
    "why did print culture spread in Europe",
    "what are the sectors of the economy",
    "what is the slope of a line",
]


def peak_rss_mb() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return own, children


def child_peak_mb(pdfs: list[Path]) -> float:
    """Peak RSS (VmHWM) of the extraction child after reading every PDF."""
    from tutorapp.core.ingest.worker import ExtractionWorker

    with ExtractionWorker() as worker:
        for pdf in pdfs:
            for _ in worker.extract(pdf):
                pass
        status = Path(f"/proc/{worker._process.pid}/status").read_text()
    return int(status.split("VmHWM:")[1].split()[0]) / 1024


def queries(n: int) -> list[str]:
    found = []
    if DEFAULT_EVAL.exists():
        for line in DEFAULT_EVAL.read_text(encoding="utf-8").splitlines():
            found.append(json.loads(line)["question"])
    found = found or FALLBACK_QUERIES
    return [found[i % len(found)] for i in range(n)]


def time_searches(library: object, qs: list[str]) -> list[float]:
    times = []
    for q in qs:
        t0 = time.perf_counter()
        library.search(q, k=5)  # type: ignore[attr-defined]
        times.append((time.perf_counter() - t0) * 1000)
    return times


def describe(label: str, ms: list[float]) -> str:
    ordered = sorted(ms)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"{label}: median {statistics.median(ms):.1f} ms, p90 {p90:.1f} ms (n={len(ms)})"


def pad_library(library: object, target: int, rng: np.random.Generator) -> int:
    """Add synthetic books until the library holds ``target`` passages."""
    lib = library  # type: ignore[assignment]
    existing = [text for _, text in lib.catalog.ready_passages()]  # type: ignore[attr-defined]
    total = len(existing)
    n_book = 0
    with lib.writer_lock("benchmark padding"):  # type: ignore[attr-defined]
        while total < target:
            n_book += 1
            size = min(1000, target - total)
            book_id = f"synthetic-{n_book:03d}"
            key = lib.catalog.next_key(book_id)  # type: ignore[attr-defined]
            texts = [existing[int(i)] for i in rng.integers(0, len(existing), size)]
            pages = [Page(i // 4, i // 4 + 1, "") for i in range(0, size, 4)]
            from tutorapp.core.types import Chunk

            chunks = [
                Chunk(
                    id=f"{key}#{i:05d}",
                    book_id=book_id,
                    ordinal=i,
                    page_index=i // 4,
                    printed_page=i // 4 + 1,
                    char_start=0,
                    char_end=len(t),
                    text=t,
                )
                for i, t in enumerate(texts)
            ]
            meta = BookMeta(
                title=f"Synthetic {n_book}",
                chapter_title=None,
                school_class=None,
                subject=None,
                language="en",
            )
            lib.catalog.begin(key, f"/synthetic/{book_id}.pdf", book_id, meta, pages, chunks)  # type: ignore[attr-defined]
            vectors = rng.normal(size=(size, lib.embedder.dim)).astype(np.float32)  # type: ignore[attr-defined]
            vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
            lib.store.add([c.id for c in chunks], vectors, key)  # type: ignore[attr-defined]
            lib.catalog.publish(key)  # type: ignore[attr-defined]
            total += size
        lib.save_lexical()  # type: ignore[attr-defined]
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--synthetic", type=int, default=20_000)
    parser.add_argument("--queries", type=int, default=50)
    args = parser.parse_args()
    pdfs = sorted(args.corpus.glob("*.pdf"))
    if not pdfs:
        sys.exit(f"no PDFs in {args.corpus}")
    with tempfile.TemporaryDirectory(prefix="tutorapp-bench-") as tmp:
        library = open_library(Home(Path(tmp)))
        t0 = time.perf_counter()
        library.embedder.embed(["warm up"])
        load_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        events = list(library.ingest(pdfs))
        ingest_s = time.perf_counter() - t0
        failed = [e for e in events if isinstance(e, BookFailed)]
        indexed = [e for e in events if isinstance(e, BookIndexed)]
        pages = sum(e.book.pages for e in indexed)
        chunks = sum(e.book.chunks for e in indexed)

        texts = []
        for book in library.books():
            key = f"{book.id}@{book.generation}"
            texts += [embedding_text(book.meta, c) for c in library.catalog.chunks_of(key)]
        t0 = time.perf_counter()
        for start in range(0, len(texts), 64):
            library.embedder.embed(texts[start : start + 64])
        embed_s = time.perf_counter() - t0

        print(f"corpus: {len(pdfs)} PDFs, {pages} pages, {chunks} passages, {len(failed)} failed")
        print(f"embedder load (not counted): {load_s:.1f} s")
        print(
            f"ingest: {ingest_s:.1f} s = {pages / ingest_s:.1f} pages/s, "
            f"{chunks / ingest_s:.1f} passages/s"
        )
        print(
            f"pure embedding of the same passages: {embed_s:.1f} s "
            f"({chunks / embed_s:.1f} passages/s)"
        )
        print(f"ratio ingest / pure embedding: {ingest_s / embed_s:.2f}")
        own, _ = peak_rss_mb()
        print(
            f"peak RSS: {own:.0f} MB (this process), {child_peak_mb(pdfs):.0f} MB "
            "(extraction child, measured in a second pass)"
        )

        qs = queries(args.queries)
        time_searches(library, qs[:3])  # warm caches
        print(describe(f"search at {chunks} passages", time_searches(library, qs)))
        rng = np.random.default_rng(0)
        total = pad_library(library, args.synthetic, rng)
        time_searches(library, qs[:3])
        print(describe(f"search at {total} passages", time_searches(library, qs)))
        vector = library.embedder.embed([qs[0]])[0]
        keys = [f"{b.id}@{b.generation}" for b in library.books()]
        for label, filter_keys in (("unfiltered", None), ("with a book filter", keys)):
            dense_ms = []
            for _ in range(args.queries):
                t0 = time.perf_counter()
                library.store.query(vector, 20, filter_keys)
                dense_ms.append((time.perf_counter() - t0) * 1000)
            print(describe(f"  Chroma query alone at {total}, {label}", dense_ms))
        embed_ms = []
        for q in qs:
            t0 = time.perf_counter()
            library.embedder.embed([q])
            embed_ms.append((time.perf_counter() - t0) * 1000)
        print(describe("  query embedding alone", embed_ms))
        library.close()


if __name__ == "__main__":
    main()
