"""Small talk in-process: every phrasing answered friendly, at once, without search or model;
out-of-scope questions still refused (prints figures, never fails).

    .venv/bin/python bench/smalltalk_bench.py --home DIR [--eval FILE]

Runs each message of ``tests/data/smalltalk.jsonl`` through ``Pipeline.ask`` on the real
library (the answer model is never loaded: a stand-in raises if called) and prints the
replies' statuses, any refusal, and the median / max time per message. Then runs the dev
set's ``out_of_scope`` questions and counts those refused before the model (the others are
left to the model; ``tutorapp eval`` scores them).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
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
    StreamItem,
)
from tutorapp.core.intent import REFUSAL  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.results import AnswerResult, Status  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SMALLTALK = ROOT / "tests" / "data" / "smalltalk.jsonl"
EVAL = Path("/work/shared/eval/dev.jsonl")


class NoModel:
    """Fails loudly if the pipeline ever asks the model."""

    model_id = "none"

    def load(self) -> None:
        raise AssertionError("the model was loaded")

    def close(self) -> None:
        return None

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        raise AssertionError("the model was asked")


def ask(pipeline: Pipeline, text: str) -> tuple[AnswerResult, float]:
    started = time.perf_counter()
    result = next(e.result for e in pipeline.ask(text) if isinstance(e, Finished))
    return result, (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="a home with the corpus loaded")
    parser.add_argument("--eval", type=Path, default=EVAL)
    args = parser.parse_args()
    pipeline = Pipeline(open_library(Home(args.home)), NoModel())
    pipeline.library.books()  # open the catalog, as a running app has
    rows = [json.loads(line) for line in SMALLTALK.read_text(encoding="utf-8").splitlines()]
    times, friendly, refusals = [], 0, []
    for row in rows:
        result, ms = ask(pipeline, row["text"])
        times.append(ms)
        friendly += result.status is Status.SMALLTALK and not result.citations
        if REFUSAL in result.answer:
            refusals.append(row["text"])
    print(f"shared machine; {len(rows)} small-talk phrasings (English and Hindi)")
    print(f"friendly replies: {friendly}/{len(rows)}; refusals: {len(refusals)} {refusals}")
    print(
        f"time per message in-process: median {statistics.median(times):.2f} ms, "
        f"max {max(times):.2f} ms"
    )
    if args.eval.exists():
        items = [json.loads(line) for line in args.eval.read_text(encoding="utf-8").splitlines()]
        outside = [i for i in items if i["kind"] == "out_of_scope"]
        refused, model = 0, []
        for item in outside:
            try:
                refused += ask(pipeline, item["question"])[0].status.refused
            except AssertionError:
                model.append(item["id"])  # passed the gate: the model decides (see eval)
        print(
            f"dev out_of_scope refused before the model: {refused}/{len(outside)}; "
            f"left to the model: {model}"
        )
    pipeline.close()


if __name__ == "__main__":
    main()
