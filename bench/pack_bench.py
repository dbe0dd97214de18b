"""Library pack benchmark: import time against ingest time of the same books (figures only).

    .venv/bin/python bench/pack_bench.py [--corpus DIR] [--imports 5] [--questions 20]

In one run, with the real command line (each step a fresh ``tutorapp`` process, so start-up
and imports count on both sides):

1. ``ingest`` the corpus (default ``../shared/corpus/ncert``) into a fresh home: the baseline.
2. ``pack export`` that library; the pack's size.
3. ``pack import`` it into ``--imports`` fresh homes: median wall time, and its ratio to (1).
   Issue 14 asks for an import in at most 10 % of the ingest time.
4. The same import in-process (library already open: the import's own work), median.
5. Checks, printed: ``library --json`` identical apart from ``source_path``, and the same
   ``search`` results (ids and order) for the first ``--questions`` dev-set questions.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.pack.importer import import_pack  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "ncert"
DEFAULT_EVAL = ROOT.parent / "shared" / "eval" / "dev.jsonl"
#: (A worktree sits one level deeper: --corpus and --eval point elsewhere.)


def cli(home: Path, *args: str) -> tuple[float, str]:
    """Run ``tutorapp --home HOME ARGS`` in a fresh process; (seconds, stdout)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tutorapp", "--home", str(home), *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"tutorapp {' '.join(args)} failed:\n{done.stderr}")
    return seconds, done.stdout


def listing(home: Path) -> list[dict[str, object]]:
    _, out = cli(home, "library", "--json")
    return [{k: v for k, v in book.items() if k != "source_path"} for book in json.loads(out)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--imports", type=int, default=5)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--keep", action="store_true", help="keep the homes and the pack")
    parser.add_argument("--eval", type=Path, default=DEFAULT_EVAL, help="questions (JSONL)")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        raise SystemExit(f"no corpus at {args.corpus}")
    work = Path(tempfile.mkdtemp(prefix="pack-bench-"))
    teacher = work / "teacher"
    pack = work / "class.tutorpack"

    ingest_s, _ = cli(teacher, "ingest", str(args.corpus))
    export_s, _ = cli(teacher, "pack", "export", str(pack))
    imports = [
        cli(work / f"laptop{n}", "pack", "import", str(pack))[0] for n in range(args.imports)
    ]
    import_s = statistics.median(imports)

    in_process = []
    for n in range(args.imports):
        library = open_library(Home(work / f"inproc{n}"))
        started = time.perf_counter()
        for _ in import_pack(library, pack):
            pass
        in_process.append(time.perf_counter() - started)
        library.close()

    pdf_bytes = sum(p.stat().st_size for p in args.corpus.glob("*.pdf"))
    print("Library packs (shared machine; one ingest, medians of imports)")
    print(f"  corpus: {len(list(args.corpus.glob('*.pdf')))} PDFs, {pdf_bytes / 1e6:.1f} MB")
    print(f"  ingest (CLI, baseline):       {ingest_s:7.1f} s")
    size = pack.stat().st_size / 1e6
    runs = [round(s, 2) for s in imports]
    print(f"  pack export (CLI):            {export_s:7.1f} s   pack {size:.1f} MB")
    print(f"  pack import (CLI), median:    {import_s:7.2f} s   runs {runs}")
    print(f"  import / ingest:              {100 * import_s / ingest_s:7.1f} %   (target ≤ 10 %)")
    print(f"  import in-process, median:    {statistics.median(in_process):7.2f} s")

    same_listing = listing(teacher) == listing(work / "laptop0")
    questions = [
        json.loads(line)["question"]
        for line in args.eval.read_text(encoding="utf-8").splitlines()[: args.questions]
    ]
    source = open_library(Home(teacher))
    laptop = open_library(Home(work / "laptop0"))
    differ = [
        q
        for q in questions
        if [h.chunk.id for h in source.search(q, k=5)]
        != [h.chunk.id for h in laptop.search(q, k=5)]
    ]
    print(f"  library --json identical (without source_path): {'yes' if same_listing else 'NO'}")
    print(f"  search ids and order identical: {len(questions) - len(differ)}/{len(questions)}")
    for question in differ:
        print(f"    differs: {question}")
    source.close()
    laptop.close()
    if args.keep:
        print(f"  (work folder kept: {work})")
    else:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
