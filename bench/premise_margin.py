"""Would a second model call add corrections the premise checks miss? (prints figures, never fails)

    .venv/bin/python bench/premise_margin.py --home DIR [--model PATH]
        --data bench/data/premises_heldout15.jsonl [--data …] [--margins 0 0.5 1 1.5]

For each question of the sets (false premises and their true twins) it runs ``Planner.checked``
as the pipeline does, shows the answer model the claim and the three passage sentences that
share most of its words (``premise_bench.nearest_sentences``; its lean prompt: ``TRUE``,
``FALSE n`` or ``NOT STATED``) and reads the verdict as a margin: the logit of the first
token of ``FALSE`` over the best of ``TRUE`` and ``NOT`` (one prefill of the whole prompt, no
sampling; the model is loaded here with llama-cpp-python directly, with ``logits_all``,
which the app never does).

For each margin it prints what the model would add where the checks find no contradiction:
false premises newly called contradicted (and how many of them with the best sentence on a
gold page), true twins newly flagged, and the median time of the call.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from premise_bench import LEAN, _false_premise, checks, nearest_sentences, on_gold  # noqa: E402

from tutorapp.app import answer_checker, default_model_path, open_library  # noqa: E402
from tutorapp.core.planning import Planner  # noqa: E402
from tutorapp.core.presupposition import presupposition  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.paths import Home  # noqa: E402


def margin(llama: Any, claim: str, sentences: list[str]) -> tuple[float, float]:
    """The FALSE-over-the-rest logit margin and the call's milliseconds."""
    import numpy as np

    lines = "\n".join(f"{n}. {text}" for n, text in enumerate(sentences, start=1))
    prompt = (
        f"<|im_start|>system\n{LEAN}<|im_end|>\n<|im_start|>user\nTextbook sentences:\n"
        f"{lines}\n\nStatement: {claim}<|im_end|>\n<|im_start|>assistant\n"
    )
    tokens = llama.tokenize(prompt.encode(), add_bos=False, special=True)
    started = time.perf_counter()
    llama.reset()
    llama.eval(tokens)
    logits = np.array(llama.scores[llama.n_tokens - 1])
    ms = (time.perf_counter() - started) * 1000

    def first(word: str) -> int:
        return int(llama.tokenize(word.encode(), add_bos=False, special=False)[0])

    return float(logits[first("FALSE")] - max(logits[first("TRUE")], logits[first("NOT")])), ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--data", type=Path, action="append", required=True)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--margins", type=float, nargs="+", default=[0.0, 0.5, 1.0, 1.5])
    args = parser.parse_args()
    import llama_cpp

    llama = llama_cpp.Llama(
        str(args.model or default_model_path()), n_ctx=2048, logits_all=True, verbose=False
    )
    library = open_library(Home(args.home))
    planner = Planner(library=library, checker=answer_checker(library), settings=AnswerSettings())
    rows: list[tuple[bool, bool, float | None, bool]] = []  # false?, caught?, margin, gold
    times: list[float] = []
    for path in args.data:
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            mine, hits = checks(item, planner.plan(item["question"], None), planner)
            found = presupposition(str(item["question"]))
            value, gold = None, False
            if found is not None and hits:
                picked = nearest_sentences(found.claim, hits)
                if picked:
                    value, ms = margin(llama, found.claim, [t for _, t in picked])
                    times.append(ms)
                    gold = on_gold(item, hits[picked[0][0]])
            rows.append((_false_premise(item), mine.verdict == "contradicted", value, gold))
    library.close()
    false = [r for r in rows if r[0]]
    true = [r for r in rows if not r[0]]
    print(
        f"checks: false premises contradicted {sum(r[1] for r in false)}/{len(false)}, "
        f"true twins {sum(r[1] for r in true)}/{len(true)}; "
        f"model call median {statistics.median(times) if times else 0:.0f} ms (shared machine)"
    )
    for cut in args.margins:
        added = [r for r in false if not r[1] and r[2] is not None and r[2] > cut]
        alarms = [r for r in true if not r[1] and r[2] is not None and r[2] > cut]
        print(
            f"margin > {cut:4.2f}: model adds {len(added)} false premises "
            f"({sum(r[3] for r in added)} with the best sentence on a gold page), "
            f"flags {len(alarms)} more true twins"
        )


if __name__ == "__main__":
    main()
