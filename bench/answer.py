"""Answer latency: the textbook preview, the lean prompt, the saved prefix, prompt lookup.

    .venv/bin/python bench/answer.py [--home DIR] [--model PATH] [--rounds 2] [--label TEXT]
        [--threads N]

One command, figures only (medians; ratios against baselines measured in the same run):

1. **Pipeline vs raw llama-cpp, old and lean prompt.** For each in-scope question the
   pipeline answers with the full passages (``max_source_tokens=0``: the old prompt) and with
   the compressed ones (the default), each followed by raw
   ``llama_cpp.Llama.create_chat_completion(stream=True)`` on a second instance of the same
   model with the exact prompt the pipeline used. Prints preview time, first token (from
   Ask, and the model's own from the start of its stream), total, new prompt tokens and
   generation speed. Streaming is compared without checking (it runs after the stream).
2. **Prompt lookup decoding.** Raw llama-cpp with and without
   ``LlamaPromptLookupDecoding`` on the lean prompts at temperature 0: generation tok/s, first
   token, and whether the outputs are identical.
3. **A fresh launch.** Child processes answer three questions right after start: the CLI's way
   (no warm-up) with no saved prefix state and with one, and the window's way (warm-up
   first); first question vs the later ones. Also the size of llama-cpp-python's own
   ``save_state()`` next to our state file.
4. Checking costs and refusals without a model call (as before).

Without ``--home`` the corpus is ingested into a temporary folder first (a few minutes).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import build_pipeline, open_library  # noqa: E402
from tutorapp.core.events import Finished  # noqa: E402
from tutorapp.core.generation.engine import (  # noqa: E402
    CancelToken,
    ChatMessage,
    GenerationConfig,
    StreamItem,
    default_model_path,
)
from tutorapp.core.generation.llama import LlamaGenerator  # noqa: E402
from tutorapp.core.generation.prefix_state import SUFFIX  # noqa: E402
from tutorapp.core.hardware import physical_cores  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.preferences import Preferences  # noqa: E402
from tutorapp.core.results import AnswerResult  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SHARED = next((p / "shared" for p in ROOT.parents if (p / "shared").is_dir()), ROOT / "shared")
CORPUS = SHARED / "corpus" / "ncert"
IN_SCOPE = [
    "state the laws of reflection of light",
    "what is disguised unemployment",
    "why is tungsten used to make the filament of electric bulbs?",
    "what were chapbooks",
]
OUT_OF_SCOPE = [
    "Who won the FIFA World Cup in 2022?",
    "What is an ionic bond?",
    "What is the capital of France?",
]
med = statistics.median


class Recording:
    """Wraps the engine: keeps the last prompt and times the model's own first token."""

    def __init__(self, inner: LlamaGenerator) -> None:
        self.inner = inner
        self.last: list[ChatMessage] = []
        self.model_first_ms: float | None = None

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    def load(self) -> None:
        self.inner.load()

    def close(self) -> None:
        self.inner.close()

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        self.last = list(messages)
        self.model_first_ms = None
        started = time.perf_counter()
        for item in self.inner.stream(messages, config, cancel):
            if isinstance(item, str) and self.model_first_ms is None:
                self.model_first_ms = (time.perf_counter() - started) * 1000
            yield item


@dataclass(frozen=True)
class Raw:
    first_ms: float
    total_ms: float
    tokens: int
    text: str

    @property
    def tok_s(self) -> float:
        return max(0, self.tokens - 1) / max(1e-6, (self.total_ms - self.first_ms) / 1000)


def raw_stream(llm: Any, messages: Sequence[ChatMessage], max_tokens: int, temp: float) -> Raw:
    """Plain create_chat_completion(stream=True) on the same prompt."""
    t0 = time.perf_counter()
    first, pieces, text = None, 0, []
    for chunk in llm.create_chat_completion(
        messages=[{"role": m.role, "content": m.content} for m in messages],
        max_tokens=max_tokens,
        temperature=temp,
        top_p=0.9,
        top_k=40,
        repeat_penalty=1.1,
        seed=0,
        stream=True,
    ):
        content = chunk["choices"][0]["delta"].get("content")
        if content:
            pieces += 1
            text.append(content)
            if first is None:
                first = (time.perf_counter() - t0) * 1000
    total = (time.perf_counter() - t0) * 1000
    return Raw(first or total, total, pieces, "".join(text))


def answer(pipeline: Pipeline, question: str) -> AnswerResult:
    return next(e.result for e in pipeline.ask(question) if isinstance(e, Finished))


def gen_tok_s(result: AnswerResult) -> float:
    t = result.timings
    seconds = (t.total_ms - (t.first_token_ms or t.total_ms)) / 1000
    return max(0, result.tokens.answer - 1) / max(1e-6, seconds)


# --- 1. pipeline vs raw, old and lean prompts -------------------------------------------------


def compare_prompts(pipeline: Pipeline, engine: Recording, raw: Any, rounds: int) -> list[Any]:
    old = replace(pipeline.settings, max_source_tokens=0)
    lean = pipeline.settings
    rows: dict[str, list[dict[str, float]]] = {"old": [], "lean": []}
    lean_prompts = []
    for _ in range(rounds):
        for question in IN_SCOPE:
            for name, settings in (("old", old), ("lean", lean)):
                pipeline.configure(settings)
                result = answer(pipeline, question)
                r = raw_stream(raw, engine.last, settings.max_tokens, settings.temperature)
                if name == "lean":
                    lean_prompts.append(engine.last)
                t = result.timings
                rows[name].append(
                    {
                        "preview": t.preview_ms or 0.0,
                        "first": t.first_token_ms or t.total_ms,
                        "model_first": engine.model_first_ms or t.total_ms,
                        "total": t.total_ms,
                        "new": float(result.tokens.prompt_new or 0),
                        "prompt": float(result.tokens.prompt),
                        "tok_s": gen_tok_s(result),
                        "raw_first": r.first_ms,
                        "raw_total": r.total_ms,
                        "raw_tok_s": r.tok_s,
                    }
                )
                x = rows[name][-1]
                print(
                    f"{name:4} {question[:40]:<40} preview {x['preview']:5.0f} ms | first "
                    f"{x['first']:6.0f} ms (model {x['model_first']:6.0f}) total "
                    f"{x['total']:6.0f} ms | raw first {x['raw_first']:6.0f} total "
                    f"{x['raw_total']:6.0f} | new prompt {x['new']:.0f} of {x['prompt']:.0f}",
                    flush=True,
                )
    pipeline.configure(lean)
    for name in ("old", "lean"):
        got = rows[name]

        def m(key: str, got: list[dict[str, float]] = got) -> float:
            return med(x[key] for x in got)

        print(
            f"{name} prompt: preview median {m('preview'):.0f} ms; first token median "
            f"{m('first'):.0f} ms from Ask ({m('model_first'):.0f} ms the model's own), raw "
            f"llama-cpp {m('raw_first'):.0f} ms, ratio {m('first') / m('raw_first'):.2f}; total "
            f"{m('total'):.0f} ms, raw {m('raw_total'):.0f} ms, ratio "
            f"{m('total') / m('raw_total'):.2f}; new prompt tokens {m('new'):.0f} (of "
            f"{m('prompt'):.0f}); generation {m('tok_s'):.1f} tok/s, raw {m('raw_tok_s'):.1f}"
        )
    lean_first, old_first = (
        med(x["first"] for x in rows["lean"]),
        med(x["first"] for x in rows["old"]),
    )
    print(f"lean / old first token from Ask: {lean_first / old_first:.2f}")
    return lean_prompts


# --- 2. prompt lookup decoding ----------------------------------------------------------------


def prompt_lookup(
    model: Path, prompts: list[list[ChatMessage]], max_tokens: int, threads: int
) -> None:
    from llama_cpp import Llama
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    plain = Llama(model_path=str(model), n_ctx=4096, n_threads=threads, verbose=False)
    lookup = Llama(
        model_path=str(model),
        n_ctx=4096,
        n_threads=threads,
        verbose=False,
        logits_all=True,  # the draft's tokens are checked against every position's logits
        draft_model=LlamaPromptLookupDecoding(num_pred_tokens=10),
    )
    raw_stream(plain, prompts[0], 4, 0.0)  # both prefix caches warm
    raw_stream(lookup, prompts[0], 4, 0.0)
    same, rows = 0, []
    for messages in prompts:
        a = raw_stream(plain, messages, max_tokens, 0.0)
        b = raw_stream(lookup, messages, max_tokens, 0.0)
        same += a.text == b.text
        rows.append((a, b))
        print(
            f"lookup: plain {a.tok_s:5.1f} tok/s first {a.first_ms:6.0f} ms | lookup "
            f"{b.tok_s:5.1f} tok/s first {b.first_ms:6.0f} ms | same text: {a.text == b.text}",
            flush=True,
        )
    plain_tok, look_tok = med(a.tok_s for a, _ in rows), med(b.tok_s for _, b in rows)
    print(
        f"prompt lookup (temperature 0): generation median {look_tok:.1f} tok/s vs "
        f"{plain_tok:.1f} without (ratio {look_tok / plain_tok:.2f}); first token "
        f"{med(b.first_ms for _, b in rows):.0f} vs {med(a.first_ms for a, _ in rows):.0f} ms; "
        f"identical outputs {same}/{len(rows)}"
    )
    plain.close()
    lookup.close()


# --- 3. a fresh launch ------------------------------------------------------------------------


def launch_child(home: Path, model: Path, warm: bool, threads: int) -> None:
    """In a child process: answer three questions right after start; print one JSON line."""
    started = time.perf_counter()
    pipeline = build_pipeline(Home(home), Preferences(threads=threads), model=model)
    pipeline.library.embedder.embed(["warm up"])  # the embedder is not what is measured
    ready = time.perf_counter()
    warmed = list(pipeline.warm_up()) if warm else []
    warm_s = time.perf_counter() - ready
    rows = []
    for question in IN_SCOPE[:3]:
        result = answer(pipeline, question)
        rows.append(
            {
                "first": result.timings.first_token_ms,
                "total": result.timings.total_ms,
                "new": result.tokens.prompt_new,
            }
        )
    pipeline.close()
    print(
        json.dumps(
            {
                "startup_s": ready - started,
                "warm_s": warm_s,
                "prefix": warmed[0].prefix if warmed else "",
                "rows": rows,
            }
        )
    )


def fresh_launches(home: Path, model: Path, threads: int) -> None:
    cache = Home(home).cache_dir

    def child(warm: bool) -> dict[str, Any]:
        command = [sys.executable, __file__, "--launch-child", str(home), "--model", str(model)]
        command += ["--threads", str(threads)]
        out = subprocess.run(
            [*command, *(["--warm"] if warm else [])],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        data: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
        return data

    shutil.rmtree(cache, ignore_errors=True)
    cases = [("CLI, no saved prefix", child(False))]
    state = next(cache.glob(f"*{SUFFIX}"), None)
    cases.append(("CLI, prefix restored", child(False)))
    cases.append(("window: warm-up, then", child(True)))
    for name, data in cases:
        first, later = data["rows"][0], data["rows"][1:]
        warm = f"warm-up {data['warm_s']:.1f} s ({data['prefix']}), " if data["prefix"] else ""
        print(
            f"fresh launch, {name}: {warm}first question: first token {first['first']:.0f} ms, "
            f"total {first['total']:.0f} ms, new prompt tokens {first['new']} | later: first "
            f"token {med(r['first'] for r in later):.0f} ms, total "
            f"{med(r['total'] for r in later):.0f} ms, new prompt tokens "
            f"{med(r['new'] for r in later):.0f}"
        )
    if state is not None:
        print(f"saved prefix state: {state.stat().st_size / 1e6:.1f} MB ({state.name})")


def llama_state_size(model: Path, messages: list[ChatMessage], threads: int) -> None:
    """What llama-cpp-python's own save_state() would hold after the same prompt."""
    from llama_cpp import Llama

    llm = Llama(model_path=str(model), n_ctx=4096, n_threads=threads, verbose=False)
    raw_stream(llm, messages, 1, 0.0)
    state = llm.save_state()
    print(
        f"llama-cpp-python save_state() after {state.n_tokens} tokens: scores "
        f"{state.scores.nbytes / 1e6:.0f} MB + llama.cpp state "
        f"{state.llama_state_size / 1e6:.1f} MB (and it can only be stored with pickle)"
    )
    llm.close()


# --- 4. checking costs and refusals -----------------------------------------------------------


def checking_and_refusals(pipeline: Pipeline, rounds: int) -> None:
    refusals = []
    for question in OUT_OF_SCOPE * 3:
        t0 = time.perf_counter()
        result = answer(pipeline, question)
        refusals.append((time.perf_counter() - t0) * 1000)
        assert result.status.refused, (question, result.status)
    pipeline.configure(replace(pipeline.settings, validate=True))
    costs = []
    for question in IN_SCOPE * rounds:
        result = answer(pipeline, question)
        v, t = result.validation, result.timings
        costs.append((t.validation_ms, t.retry_ms, t.continuation_ms, t.total_ms))
        print(
            f"{question[:45]:<45} checked: {v.path if v else result.status.value}, validation "
            f"{t.validation_ms:.0f} ms, retry {t.retry_ms:.0f} ms, total {t.total_ms:.0f} ms",
            flush=True,
        )
    print(
        f"checked answers: total median {med(c[3] for c in costs):.0f} ms; validation median "
        f"{med(c[0] for c in costs):.0f} ms; retries {sum(c[1] > 0 for c in costs)}/{len(costs)}"
    )
    print(f"refusal without a model call: median {med(refusals):.0f} ms (n={len(refusals)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--label", default="", help="printed first, e.g. 'shared machine'")
    parser.add_argument(
        "--threads",
        type=int,
        default=physical_cores(),
        help="llama.cpp threads (default: the physical cores; 1 on a busy shared machine)",
    )
    parser.add_argument("--launch-child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    model = args.model or default_model_path()
    if args.launch_child:
        launch_child(args.launch_child, model, args.warm, args.threads)
        return
    from llama_cpp import Llama

    print(
        f"bench/answer.py {args.label} · {physical_cores()} cores, {args.threads} threads · "
        f"{model.name}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="tutorapp-answer-bench-") as tmp:
        home = Path(tmp) / "home"
        if args.home:
            shutil.copytree(args.home, home)  # the user's folder is never written
        library = open_library(Home(home))
        if not args.home:
            list(library.ingest([CORPUS]))
        engine = Recording(LlamaGenerator(model, n_threads=args.threads))
        pipeline = Pipeline(library, engine, AnswerSettings(validate=False))
        raw = Llama(model_path=str(model), n_ctx=4096, n_threads=args.threads, verbose=False)
        library.embedder.embed(["warm up"])
        answer(pipeline, IN_SCOPE[0])  # both prefix caches warm
        raw_stream(raw, engine.last, 8, 0.1)
        lean_prompts = compare_prompts(pipeline, engine, raw, args.rounds)
        raw.close()
        checking_and_refusals(pipeline, 1)
        engine.close()
        prompt_lookup(
            model, lean_prompts[: len(IN_SCOPE)], AnswerSettings().max_tokens, args.threads
        )
        pipeline.close()
        fresh_launches(home, model, args.threads)
        llama_state_size(model, lean_prompts[0], args.threads)


if __name__ == "__main__":
    main()
