"""Gate refusals a passage stating the question's claim overrules (prints figures, never fails).

    .venv/bin/python bench/gate_overrule.py --home DIR [FILE ...]

For every English or Hindi question of the files (default: the dev set, the premise sets, our
own questions, ``bench/data/out_of_scope.jsonl`` — 53 questions near the books' topics that
they do not answer — and ``tests/data/hindi_search.jsonl``): the plan as the pipeline makes
it (search, gate), and for each the gate refuses, ``Planner.reconsidered`` — the question's
claim checked against the passages; the refusal stands unless one passage states the claim
in full. Prints each overruled question with its expected behaviour and the sentence that
overruled it, the count, and the median / max time of the second look (on refusals only).
No model is loaded.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import answer_checker, open_library  # noqa: E402
from tutorapp.core.planning import Planner  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

FILES = (
    Path("/work/shared/eval/dev.jsonl"),
    ROOT / "bench" / "data" / "premises.jsonl",
    ROOT / "bench" / "data" / "premises_heldout.jsonl",
    ROOT / "bench" / "data" / "own_questions.jsonl",
    ROOT / "bench" / "data" / "out_of_scope.jsonl",
    ROOT / "tests" / "data" / "hindi_search.jsonl",
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="a home with the corpus loaded")
    parser.add_argument("files", type=Path, nargs="*", default=list(FILES))
    args = parser.parse_args()
    library = open_library(Home(args.home))
    planner = Planner(library=library, checker=answer_checker(library), settings=AnswerSettings())
    refused = overruled = 0
    wrongly = 0
    costs: list[float] = []
    for path in args.files:
        if not path.exists():
            print(f"(no {path})")
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            if item.get("expected") == "smalltalk":
                continue
            plan = planner.plan(str(item["question"]), None)
            if plan.decision.answerable:
                continue
            refused += 1
            started = time.perf_counter()
            after = planner.reconsidered(plan)
            costs.append((time.perf_counter() - started) * 1000)
            if not after.decision.answerable:
                continue
            overruled += 1
            expected = str(item.get("expected", "answer" if item.get("gold") else "refuse"))
            wrongly += expected == "refuse"
            evidence = after.premise.evidence if after.premise else ""
            print(f"  overruled {item.get('id')} ({expected}): {item['question']}")
            print(f"      by: {(evidence or '')[:160]}")
    print(f"gate refusals {refused}; overruled {overruled}, of them expected to refuse {wrongly}")
    if costs:
        print(
            f"second look: median {statistics.median(costs):.1f} ms, max {max(costs):.1f} ms "
            f"(shared machine)"
        )
    library.close()


if __name__ == "__main__":
    main()
