"""Lab load test: N students asking at once through ``tutorapp serve`` vs N local processes.

    .venv/bin/python bench/lab_load.py --home DIR [--model PATH] [--students 1,5,10,20,40]
        [--slots N] [--threads T] [--local 1,2,4] [--max-tokens 128] [--report out.json]
    .venv/bin/python bench/lab_load.py --url http://HOST:PORT --code CODE …   (a running server)

``--home`` must hold a library (e.g. the 13 NCERT chapters: ``tutorapp --home DIR ingest
../shared/corpus/ncert``). The script starts ``tutorapp --home DIR serve`` on a free loopback
port (never another address), prepares one realistic prompt per in-scope dev-set question
through the lab client itself (retrieval over the server, the pipeline's own source
selection and prompt), then for each N runs N simulated students at once, each in its own
thread with its own connection: a Chroma query through the gateway, then the streamed
answer. Per level it prints p50/p95 time to first token (from the question's start),
decode speed per student, total tokens per second, errors and the server's memory (PSS of
the gateway and every server behind it, so the model's shared pages count once).

``--local`` runs the baseline: N independent processes on this machine, each loading the
same model with the app's own engine and answering one of the same prompts at the same
time (what N copies of the desktop app on one machine would do).

Everything is bounded: one question per student, ``--max-tokens`` per answer, a time limit
per level (``--level-timeout``); loopback only. Figures from a shared machine are noisy:
quote medians and say so.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import embedder_for  # noqa: E402
from tutorapp.core.generation.engine import (  # noqa: E402
    CancelToken,
    ChatMessage,
    GenerationConfig,
    GenerationDone,
    default_model_path,
)
from tutorapp.core.generation.prompts import build_messages  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.remote.chat import RemoteChatModel  # noqa: E402
from tutorapp.core.remote.client import LabClient  # noqa: E402
from tutorapp.core.remote.connect import connect_lab  # noqa: E402
from tutorapp.core.remote.store import RemoteStore  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402

DEV = ROOT.parent / "shared" / "eval" / "dev.jsonl"
CODE = "LOAD-TEST"


@dataclass(frozen=True)
class Prompt:
    question: str
    vector: list[float]
    messages: list[tuple[str, str]]


@dataclass
class Outcome:
    ok: bool
    ttft_s: float | None = None
    total_s: float = 0.0
    tokens: int = 0
    error: str = ""

    @property
    def decode_tps(self) -> float | None:
        if self.ttft_s is None or self.tokens < 2 or self.total_s <= self.ttft_s:
            return None
        return (self.tokens - 1) / (self.total_s - self.ttft_s)


# -- the server ------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(
    home: Path, model: Path, slots: int | None, threads: int | None
) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    state = home / "lab-server.json"
    state.unlink(missing_ok=True)
    command = [
        sys.executable,
        "-m",
        "tutorapp",
        "--home",
        str(home),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--code",
        CODE,
        "--model",
        str(model),
    ]
    if slots:
        command += ["--slots", str(slots)]
    if threads:
        command += ["--threads", str(threads)]
    log = (home / "logs" / "lab-load-serve.out").open("wb")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    log.close()
    deadline = time.monotonic() + 300
    while not state.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"tutorapp serve did not start; see {home / 'logs'}")
        time.sleep(0.2)
    return process, f"http://127.0.0.1:{port}"


def server_pids(home: Path) -> list[int]:
    try:
        state = json.loads((home / "lab-server.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [int(state["pid"]), *(int(p) for p in state["servers"].values())]


def pss_mb(pids: Sequence[int]) -> float:
    """Proportional set size: shared pages (the model file) are split between processes."""
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total / 1024


class MemoryWatch:
    def __init__(self, pids: Sequence[int]) -> None:
        self._pids = list(pids)
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> MemoryWatch:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.wait(0.5):
            self.peak = max(self.peak, pss_mb(self._pids))


# -- prompts ---------------------------------------------------------------------------------


def prepare_prompts(url: str, code: str, lab_dir: Path, dev: Path, limit: int) -> list[Prompt]:
    """One prompt per in-scope dev question, made the way the pipeline makes it."""
    items = [json.loads(line) for line in dev.read_text(encoding="utf-8").splitlines() if line]
    questions = [i["question"] for i in items if i["kind"] == "in_scope"][:limit]
    settings = AnswerSettings()
    session = connect_lab(lab_dir, url, code, embedder_for)
    prompts = []
    try:
        for question in questions:
            hits = session.library.search(question, k=settings.k)
            sources = select_sources(hits, settings.max_sources, settings.max_source_words)
            classes = [
                s.hit.book.meta.school_class for s in sources if s.hit.book.meta.school_class
            ]
            messages = build_messages(question, sources, classes[0] if classes else None)
            vector = session.library.embedder.embed([question])[0]
            prompts.append(
                Prompt(
                    question, [float(v) for v in vector], [(m.role, m.content) for m in messages]
                )
            )
    finally:
        session.close()
    return prompts


# -- one student -----------------------------------------------------------------------------


def student(
    url: str, code: str, prompt: Prompt, info: Any, max_tokens: int, go: threading.Barrier
) -> Outcome:
    import numpy as np

    client = LabClient(url, code, read_timeout=900)
    model = RemoteChatModel(lambda: LabClient(url, code, read_timeout=900), info.model)
    try:
        store = RemoteStore(client, [], server_has_hidden=False)
        model.load()
        messages = [ChatMessage(r, c) for r, c in prompt.messages]
        go.wait()
        started = time.perf_counter()
        store.query(np.asarray(prompt.vector, dtype=np.float32), 20, None)
        ttft = None
        done: GenerationDone | None = None
        for item in model.stream(messages, GenerationConfig(max_tokens=max_tokens), CancelToken()):
            if isinstance(item, str):
                if ttft is None:
                    ttft = time.perf_counter() - started
            else:
                done = item
        total = time.perf_counter() - started
        tokens = done.completion_tokens if done else 0
        return Outcome(ok=True, ttft_s=ttft, total_s=total, tokens=tokens)
    except Exception as exc:
        return Outcome(ok=False, error=f"{type(exc).__name__}: {exc}")
    finally:
        model.close()
        client.close()


@dataclass(frozen=True)
class Target:
    """The lab server under test, and its processes (for memory)."""

    url: str
    code: str
    pids: list[int]


def run_level(
    target: Target, prompts: list[Prompt], n: int, max_tokens: int, timeout: float
) -> dict[str, Any]:
    url, code, pids = target.url, target.code, target.pids
    client = LabClient(url, code)
    info = client.info()
    client.close()
    go = threading.Barrier(n)
    results: list[Outcome | None] = [None] * n

    def run(i: int) -> None:
        results[i] = student(url, code, prompts[i % len(prompts)], info, max_tokens, go)

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(n)]
    started = time.perf_counter()
    with MemoryWatch(pids) as memory:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(max(0.0, timeout - (time.perf_counter() - started)))
    wall = time.perf_counter() - started
    outcomes = [r or Outcome(ok=False, error="timed out") for r in results]
    return summarise(f"server x{n}", outcomes, wall, memory.peak)


# -- the local baseline ----------------------------------------------------------------------


def local_worker(model: Path, max_tokens: int) -> None:
    """One local "student": load the model with the app's engine, answer when told to go."""
    from tutorapp.core.generation.llama import LlamaGenerator

    messages = [ChatMessage(r, c) for r, c in json.loads(sys.stdin.readline())]
    engine = LlamaGenerator(model, n_ctx=4096)
    engine.load()
    print("ready", flush=True)
    sys.stdin.readline()
    started = time.perf_counter()
    ttft = None
    done: GenerationDone | None = None
    for item in engine.stream(messages, GenerationConfig(max_tokens=max_tokens), CancelToken()):
        if isinstance(item, str):
            ttft = ttft or time.perf_counter() - started
        else:
            done = item
    total = time.perf_counter() - started
    tokens = done.completion_tokens if done else 0
    print(json.dumps({"ttft": ttft, "total": total, "tokens": tokens}), flush=True)
    engine.close()


def run_local(
    model: Path, prompts: list[Prompt], n: int, max_tokens: int, timeout: float
) -> dict[str, Any]:
    command = [sys.executable, __file__, "--local-worker", str(model), str(max_tokens)]
    workers = [
        subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for _ in range(n)
    ]
    for i, worker in enumerate(workers):
        assert worker.stdin is not None and worker.stdout is not None
        worker.stdin.write(json.dumps(prompts[i % len(prompts)].messages) + "\n")
        worker.stdin.flush()
    for worker in workers:
        assert worker.stdout is not None
        worker.stdout.readline()  # loaded
    started = time.perf_counter()
    with MemoryWatch([w.pid for w in workers]) as memory:
        for worker in workers:
            assert worker.stdin is not None
            worker.stdin.write("go\n")
            worker.stdin.flush()
        outcomes = []
        for worker in workers:
            try:
                out, _ = worker.communicate(
                    timeout=max(1.0, timeout - (time.perf_counter() - started))
                )
                data = json.loads(out.strip().splitlines()[-1])
                outcomes.append(
                    Outcome(
                        ok=True, ttft_s=data["ttft"], total_s=data["total"], tokens=data["tokens"]
                    )
                )
            except (subprocess.TimeoutExpired, ValueError, IndexError) as exc:
                worker.kill()
                worker.communicate()
                outcomes.append(Outcome(ok=False, error=type(exc).__name__))
    return summarise(f"local x{n}", outcomes, time.perf_counter() - started, memory.peak)


# -- figures ---------------------------------------------------------------------------------


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summarise(label: str, outcomes: list[Outcome], wall: float, memory_mb: float) -> dict[str, Any]:
    good = [o for o in outcomes if o.ok]
    ttfts = [o.ttft_s for o in good if o.ttft_s is not None]
    decode = [d for o in good if (d := o.decode_tps) is not None]
    tokens = sum(o.tokens for o in good)
    return {
        "label": label,
        "students": len(outcomes),
        "errors": len(outcomes) - len(good),
        "error_examples": sorted({o.error for o in outcomes if not o.ok})[:3],
        "ttft_p50_s": _pct(ttfts, 0.5),
        "ttft_p95_s": _pct(ttfts, 0.95),
        "decode_tps_per_student_median": statistics.median(decode) if decode else None,
        "total_tps": tokens / wall if wall > 0 else None,
        "wall_s": wall,
        "answer_s_median": statistics.median([o.total_s for o in good]) if good else None,
        "memory_mb_peak": round(memory_mb),
        "outcomes": [asdict(o) for o in outcomes],
    }


def _fmt(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def print_row(row: dict[str, Any]) -> None:
    ttft = f"TTFT p50 {_fmt(row['ttft_p50_s']):>6} s  p95 {_fmt(row['ttft_p95_s']):>6} s"
    speed = f"decode/student {_fmt(row['decode_tps_per_student_median']):>5} tok/s"
    print(
        f"{row['label']:<12} errors {row['errors']:>2}  {ttft}  {speed}"
        f"  total {_fmt(row['total_tps']):>5} tok/s  wall {_fmt(row['wall_s'], 0):>5} s"
        f"  memory {row['memory_mb_peak']:>6} MB",
        flush=True,
    )
    if row["error_examples"]:
        print(f"             e.g. {row['error_examples']}", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--local-worker"]:
        local_worker(Path(argv[1]), int(argv[2]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path, help="data folder with a library (starts a server)")
    parser.add_argument("--url", help="a running lab server instead (with --code)")
    parser.add_argument("--code", default=CODE)
    parser.add_argument("--model", type=Path, help="GGUF model (default: the app's default)")
    parser.add_argument("--students", default="1,5,10,20,40")
    parser.add_argument("--local", default="", help="local-process levels, e.g. 1,2,4")
    parser.add_argument("--slots", type=int)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--dev", type=Path, default=DEV, help="the dev set (JSONL)")
    parser.add_argument("--questions", type=int, default=30, help="distinct dev questions")
    parser.add_argument("--level-timeout", type=float, default=1800.0)
    parser.add_argument("--report", type=Path)
    args = parser.parse_args(argv)
    if not args.home and not args.url:
        parser.error("give --home (a library to serve) or --url and --code (a running server)")
    model = args.model or default_model_path()
    scratch = Path(args.home or "/tmp") / "lab-load-client"
    process = None
    url = args.url
    rows: list[dict[str, Any]] = []
    try:
        if url is None:
            print(f"starting tutorapp serve on {args.home} with {model.name}…", flush=True)
            process, url = start_server(args.home, model, args.slots, args.threads)
        pids = server_pids(args.home) if args.home else []
        idle = pss_mb(pids)
        prompts = prepare_prompts(url, args.code, scratch, args.dev, args.questions)
        print(
            f"{len(prompts)} prompts; server idle memory {idle:.0f} MB (PSS); "
            f"{os.cpu_count()} CPUs; shared machine",
            flush=True,
        )
        for n in [int(x) for x in args.students.split(",") if x]:
            target = Target(url, args.code, pids)
            row = run_level(target, prompts, n, args.max_tokens, args.level_timeout)
            rows.append(row)
            print_row(row)
    finally:
        if process is not None:
            process.terminate()
            process.wait(60)
    for n in [int(x) for x in args.local.split(",") if x]:
        row = run_local(model, prompts, n, args.max_tokens, args.level_timeout)
        rows.append(row)
        print_row(row)
    if args.report:
        args.report.write_text(
            json.dumps({"model": model.name, "rows": rows}, indent=2), encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
