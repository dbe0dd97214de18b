"""Engine speed and Stop latency of ``LlamaGenerator`` alone (figures only, no library).

    .venv/bin/python bench/engine_cancel.py [--model PATH] [--rounds 5] [--label NAME]
    PYTHONPATH=/path/to/other/checkout .venv/bin/python bench/engine_cancel.py --label before

Each round streams one fixed prompt twice: once to its end (generation tokens/s after the
first token) and once cancelled after the 8th piece (Stop latency: from ``cancel()`` to the
end of the stream, the time a student waits after pressing Stop). Uses only the engine API
that every version since issue 2 shares, so the same script measures an older checkout
through ``PYTHONPATH`` (run both in the same session for a fair before/after). Prints
medians; machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import tutorapp
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    GenerationConfig,
    GenerationDone,
    default_model_path,
)
from tutorapp.core.generation.llama import LlamaGenerator

PROMPT = (
    "Explain in five short sentences what an arithmetic progression is, with an example "
    "of one and its common difference."
)
CANCEL_AFTER = 8


def _run(generator: LlamaGenerator, cancel_after: int | None) -> tuple[float, float, int]:
    """(generation tokens/s after the first piece, Stop latency in ms or nan, pieces)."""
    messages = [
        ChatMessage(role="system", content="You are a patient school tutor."),
        ChatMessage(role="user", content=PROMPT),
    ]
    cancel = CancelToken()
    pieces = 0
    first = cancelled_at = 0.0
    done: GenerationDone | None = None
    for item in generator.stream(messages, GenerationConfig(max_tokens=160), cancel):
        if isinstance(item, GenerationDone):
            done = item
            continue
        pieces += 1
        if pieces == 1:
            first = time.perf_counter()
        if cancel_after is not None and pieces == cancel_after:
            cancelled_at = time.perf_counter()
            cancel.cancel()
    end = time.perf_counter()
    assert done is not None
    rate = (pieces - 1) / (end - first) if pieces > 1 and end > first else float("nan")
    stop_ms = (end - cancelled_at) * 1000 if cancelled_at else float("nan")
    return rate, stop_ms, pieces


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--label", default="this checkout")
    args = parser.parse_args(argv)
    generator = LlamaGenerator(args.model or default_model_path())
    started = time.perf_counter()
    generator.load()
    load_s = time.perf_counter() - started
    rates: list[float] = []
    stops: list[float] = []
    for _ in range(args.rounds):
        rate, _, _ = _run(generator, None)
        rates.append(rate)
        _, stop_ms, pieces = _run(generator, CANCEL_AFTER)
        stops.append(stop_ms)
        print(f"  round: {rate:5.1f} tok/s, Stop {stop_ms:6.1f} ms after {pieces} pieces")
    generator.close()
    print(
        f"{args.label} ({Path(tutorapp.__file__).parent.parent}): load {load_s:.1f} s; "
        f"generation median {statistics.median(rates):.1f} tok/s; "
        f"Stop latency median {statistics.median(stops):.1f} ms, max {max(stops):.1f} ms "
        f"(n={args.rounds})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
