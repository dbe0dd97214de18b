"""Search quality across languages, per embedder: which one should search the library?

    .venv/bin/python bench/multilingual_eval.py [--minilm HOME] [--e5 HOME] [--dual HOME]
        [--only minilm e5 dual] [--set FILE]

(``$TUTORAPP_SHARED`` points at the shared folder when the checkout is not next to it.)

Each candidate library is built from the corpus (``../shared/corpus/ncert``) into a temporary
home (ingest time printed), or taken as given with ``--minilm`` / ``--e5`` (libraries built
by ``tutorapp ingest`` with that embedder). Then, for each candidate:

* English recall@1/@3/@5 on the dev set (``../shared/eval/dev.jsonl``, items with gold pages,
  ±1 page as in ``bench/retrieval_eval.py``), and the dev set's four Hindi items;
* recall@3 on ``tests/data/hindi_search.jsonl``: Hindi questions about the Hindi chapters
  (hi-hi), Hindi questions about English chapters (hi-en), English questions about the Hindi
  chapters (en-hi); a hit counts when its file and printed page are in the item's gold list;
* median search latency.

``dual`` is one library indexed with both models side by side (``retrieval.dual``: MiniLM
for English questions among English books, e5 for everything involving Hindi). ``both fused``
(when the MiniLM and e5 libraries exist) fuses e5 and MiniLM dense rankings with BM25 by
reciprocal rank: what keeping both embedders for search would give. The two libraries share
passage ids (same chunker, same files, same order), so no third library is needed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import dual_embedder, open_library  # noqa: E402
from tutorapp.core.library import Library  # noqa: E402
from tutorapp.core.retrieval.e5 import E5Embedder  # noqa: E402
from tutorapp.core.retrieval.embedder import Embedder, MiniLmEmbedder  # noqa: E402
from tutorapp.core.retrieval.search import RRF_K  # noqa: E402
from tutorapp.core.types import Hit  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SHARED = Path(os.environ.get("TUTORAPP_SHARED") or ROOT.parent / "shared")
CORPUS = SHARED / "corpus" / "ncert"
DEV = SHARED / "eval" / "dev.jsonl"
SETS = ROOT / "tests" / "data" / "hindi_search.jsonl"

Searcher = Callable[[str, int], list[tuple[str, int | None]]]  # → (file, printed page)


def load(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def build(home: Home, embedder: Embedder) -> float:
    library = open_library(home, embedder=embedder)
    started = time.perf_counter()
    for _ in library.ingest(sorted(CORPUS.glob("*.pdf"))):
        pass
    library.close()
    return time.perf_counter() - started


def library_searcher(library: Library) -> Searcher:
    def search(question: str, k: int) -> list[tuple[str, int | None]]:
        hits: list[Hit] = library.search(question, k=k)
        return [(h.book.source_file, h.chunk.printed_page) for h in hits]

    return search


def fused_searcher(e5: Library, minilm: Library) -> Searcher:
    """e5 dense + MiniLM dense + BM25, reciprocal-rank fused."""

    def search(question: str, k: int) -> list[tuple[str, int | None]]:
        depth = max(4 * k, 20)
        rankings = [
            e5.store.query(e5.embedder.embed_queries([question])[0], depth, None),
            minilm.store.query(minilm.embedder.embed_queries([question])[0], depth, None),
        ]
        books = e5.books()
        lexical = e5.lexical_index().scores(question, [f"{b.id}@{b.generation}" for b in books])
        rankings.append(sorted(lexical.items(), key=lambda item: -item[1])[:depth])
        fused: dict[str, float] = {}
        for ranking in rankings:
            for position, (chunk_id, _) in enumerate(ranking):
                fused[chunk_id] = fused.get(chunk_id, 0.0) + 1.0 / (RRF_K + position + 1)
        order = sorted(fused, key=lambda cid: -fused[cid])[:k]
        chunks = e5.catalog.chunks_by_id(order)
        by_id = {b.id: b for b in books}
        out = []
        for cid in order:
            if cid in chunks:
                chunk = chunks[cid][0]
                out.append((by_id[chunk.book_id].source_file, chunk.printed_page))
        return out

    return search


def dev_rank(found: list[tuple[str, int | None]], gold: list[dict[str, object]]) -> int | None:
    for rank, (file, printed) in enumerate(found, start=1):
        for g in gold:
            near = printed is not None and abs(printed - int(str(g["printed_page"]))) <= 1
            if file == g["file"] and near:
                return rank
    return None


def exact_rank(found: list[tuple[str, int | None]], gold: list[dict[str, object]]) -> int | None:
    wanted = {(str(g["file"]), int(str(g["printed_page"]))) for g in gold}
    for rank, (file, printed) in enumerate(found, start=1):
        if printed is not None and (file, printed) in wanted:
            return rank
    return None


def share(ranks: list[int | None], k: int) -> str:
    hits = sum(r is not None and r <= k for r in ranks)
    return f"{hits}/{len(ranks)} ({hits / max(1, len(ranks)):.2f})"


def evaluate(
    name: str, search: Searcher, dev: list[dict[str, object]], sets: list[dict[str, object]]
) -> None:
    english: list[int | None] = []
    hindi_dev: list[int | None] = []
    times: list[float] = []
    misses: list[str] = []
    for item in dev:
        gold = item["gold"]
        if not isinstance(gold, list) or not gold:
            continue
        started = time.perf_counter()
        found = search(str(item["question"]), 5)
        times.append((time.perf_counter() - started) * 1000)
        rank = dev_rank(found, gold)
        (hindi_dev if item["lang"] == "hi" else english).append(rank)
    by_set: dict[str, list[int | None]] = {}
    for item in sets:
        gold = item["gold"]
        assert isinstance(gold, list)
        started = time.perf_counter()
        found = search(str(item["question"]), 3)
        times.append((time.perf_counter() - started) * 1000)
        rank = exact_rank(found, gold)
        by_set.setdefault(str(item["set"]), []).append(rank)
        if rank is None:
            top = ", ".join(f"{f} p.{p}" for f, p in found[:3])
            misses.append(f"    {item['id']}: {item['question']} → {top}")
    print(f"{name}:")
    at = f"recall@1 {share(english, 1)}  @3 {share(english, 3)}  @5 {share(english, 5)}"
    print(f"  dev English  {at}")
    print(f"  dev Hindi    recall@3 {share(hindi_dev, 3)}  @5 {share(hindi_dev, 5)}")
    for label, ranks in sorted(by_set.items()):
        print(f"  {label:<12} recall@1 {share(ranks, 1)}  @3 {share(ranks, 3)}")
    print(f"  search latency: median {statistics.median(times):.0f} ms over {len(times)} queries")
    if misses:
        print("  right page not in the top 3:")
        print("\n".join(misses))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minilm", type=Path, help="a library built with all-MiniLM-L6-v2")
    parser.add_argument("--e5", type=Path, help="a library built with multilingual-e5-small")
    parser.add_argument("--dual", type=Path, help="a library built with both (retrieval.dual)")
    parser.add_argument(
        "--only",
        nargs="+",
        choices=("minilm", "e5", "dual"),
        default=("minilm", "e5", "dual"),
        help="the candidates to build or load",
    )
    parser.add_argument("--set", type=Path, default=SETS)
    parser.add_argument("--dev", type=Path, default=DEV)
    args = parser.parse_args()
    dev, sets = load(args.dev), load(args.set)
    with tempfile.TemporaryDirectory(prefix="tutorapp-mleval-") as tmp:
        libraries: dict[str, Library] = {}
        candidates: tuple[tuple[str, Path | None, Callable[[], Embedder]], ...] = (
            ("minilm", args.minilm, MiniLmEmbedder),
            ("e5", args.e5, E5Embedder),
            ("dual", args.dual, dual_embedder),
        )
        for name, given, make in candidates:
            if name not in args.only:
                continue
            embedder: Embedder = make()
            home = Home(given) if given else Home(Path(tmp) / name)
            if not given:
                embedder.embed(["warm up"])  # model load is not ingest time
                print(
                    f"{name}: ingest of the corpus {build(home, embedder):.0f} s (shared machine)"
                )
            libraries[name] = open_library(home, embedder=embedder)
        for name, library in libraries.items():
            library.search("warm up", k=1)
            evaluate(name, library_searcher(library), dev, sets)
        if "e5" in libraries and "minilm" in libraries:
            both = fused_searcher(libraries["e5"], libraries["minilm"])
            evaluate("both fused (e5 + MiniLM + BM25)", both, dev, sets)
        for library in libraries.values():
            library.close()


if __name__ == "__main__":
    main()
