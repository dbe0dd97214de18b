"""Answer latency: raw llama-cpp streaming vs the full pipeline on the same prompts (figures only).

    .venv/bin/python bench/answer.py [--home DIR] [--model PATH] [--rounds 2]

For each in-scope question the pipeline runs first (its exact final prompt is recorded),
then raw ``llama_cpp.Llama.create_chat_completion(stream=True)`` on a second instance of the
same model gets that same prompt; the two alternate, in one run. Prints first-token times,
generation speed and their ratios (pipeline / raw), and the refusal latency of questions the
gate refuses without a model call. Without ``--home`` the corpus is ingested first.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.events import Finished  # noqa: E402
from tutorapp.core.generation.engine import (  # noqa: E402
    CancelToken,
    ChatMessage,
    GenerationConfig,
    LlamaGenerator,
    StreamItem,
    default_model_path,
)
from tutorapp.core.hardware import physical_cores  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "ncert"
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


class Recording:
    """Wraps the engine and keeps the last prompt it was given."""

    def __init__(self, inner: LlamaGenerator) -> None:
        self.inner = inner
        self.last: list[ChatMessage] = []

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
        return self.inner.stream(messages, config, cancel)


def raw_stream(
    llm: object, messages: list[ChatMessage], max_tokens: int
) -> tuple[float, int, float]:
    """First-token ms, pieces, total ms for plain create_chat_completion(stream=True)."""
    t0 = time.perf_counter()
    first = None
    pieces = 0
    for chunk in llm.create_chat_completion(  # type: ignore[attr-defined]
        messages=[{"role": m.role, "content": m.content} for m in messages],
        max_tokens=max_tokens,
        temperature=0.1,
        top_p=0.9,
        top_k=40,
        repeat_penalty=1.1,
        stream=True,
    ):
        if chunk["choices"][0]["delta"].get("content"):
            pieces += 1
            if first is None:
                first = (time.perf_counter() - t0) * 1000
    return first or 0.0, pieces, (time.perf_counter() - t0) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    from llama_cpp import Llama

    model = args.model or default_model_path()
    with tempfile.TemporaryDirectory(prefix="tutorapp-answer-bench-") as tmp:
        home = Home(args.home or Path(tmp))
        library = open_library(home)
        if not args.home:
            list(library.ingest([CORPUS]))
        engine = Recording(LlamaGenerator(model, n_threads=physical_cores()))
        # streaming compared without validation (it runs after the stream; timed below)
        settings = AnswerSettings(validate=False)
        pipeline = Pipeline(library, engine, settings)
        raw = Llama(model_path=str(model), n_ctx=4096, n_threads=physical_cores(), verbose=False)
        library.embedder.embed(["warm up"])
        list(pipeline.ask(IN_SCOPE[0]))  # warm both prefix caches
        raw_stream(raw, engine.last, settings.max_tokens)
        rows = []
        for _ in range(args.rounds):
            for question in IN_SCOPE:
                t0 = time.perf_counter()
                result = next(e.result for e in pipeline.ask(question) if isinstance(e, Finished))
                total = (time.perf_counter() - t0) * 1000
                first = result.timings.first_token_ms or 0.0
                gen_s = max(1e-6, (total - first) / 1000)
                raw_first, raw_pieces, raw_total = raw_stream(raw, engine.last, settings.max_tokens)
                raw_gen_s = max(1e-6, (raw_total - raw_first) / 1000)
                rows.append(
                    (
                        first,
                        result.tokens.answer / gen_s,
                        raw_first,
                        raw_pieces / raw_gen_s,
                        result.tokens.prompt,
                    )
                )
                status = result.status.value
                print(
                    f"{question[:45]:<45} pipeline first {first:6.0f} ms {rows[-1][1]:5.1f} tok/s"
                    f" | raw first {raw_first:6.0f} ms {rows[-1][3]:5.1f} tok/s"
                    f" | prompt {result.tokens.prompt} tokens, {status}"
                )
        refusals = []
        for question in OUT_OF_SCOPE * 3:
            t0 = time.perf_counter()
            result = next(e.result for e in pipeline.ask(question) if isinstance(e, Finished))
            refusals.append((time.perf_counter() - t0) * 1000)
            assert result.status.refused, (question, result.status)
        checked = Pipeline(library, engine, AnswerSettings())
        costs = []
        for question in IN_SCOPE * args.rounds:
            result = next(e.result for e in checked.ask(question) if isinstance(e, Finished))
            v, t = result.validation, result.timings
            costs.append((t.validation_ms, t.retry_ms, t.continuation_ms, t.total_ms))
            path = v.path if v else result.status.value
            print(
                f"{question[:45]:<45} checked: {path}, validation {t.validation_ms:.0f} ms, "
                f"retry {t.retry_ms:.0f} ms, continuation {t.continuation_ms:.0f} ms, "
                f"total {t.total_ms:.0f} ms"
            )
        med = statistics.median
        retries = sum(c[1] > 0 for c in costs)
        continued = sum(c[2] > 0 for c in costs)
        print(
            f"validation: median {med(c[0] for c in costs):.0f} ms per answer "
            f"(max {max(c[0] for c in costs):.0f} ms); retries {retries}/{len(costs)}, "
            f"continuations {continued}/{len(costs)}"
        )
        print(
            f"first token: pipeline median {med(r[0] for r in rows):.0f} ms, raw "
            f"{med(r[2] for r in rows):.0f} ms, ratio "
            f"{med(r[0] for r in rows) / med(r[2] for r in rows):.2f}"
        )
        print(
            f"generation: pipeline median {med(r[1] for r in rows):.1f} tok/s, raw "
            f"{med(r[3] for r in rows):.1f} tok/s, ratio "
            f"{med(r[1] for r in rows) / med(r[3] for r in rows):.2f}"
        )
        print(f"prompt size: median {med(r[4] for r in rows):.0f} tokens")
        print(
            f"refusal without a model call: median {med(refusals):.0f} ms "
            f"(n={len(refusals)}; the model was not called)"
        )
        pipeline.close()


if __name__ == "__main__":
    main()
