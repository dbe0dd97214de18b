"""What the answer model's second opinion on a premise adds to the word checks (prints
figures, never fails)

    .venv/bin/python bench/premise_margin.py --home DIR [--model PATH]
        --data bench/data/premises_heldout47.jsonl [--data …] [--cuts 0 0.25 0.5 0.75 1]

For each question of the sets (false premises and their true twins) it runs ``Planner.checked``
as the pipeline does and ``premise_judge.second_opinion`` with the answer model
(``LlamaGenerator.doubt``, as the app does) whether the three nearest passage sentences make the
claim true, reading the logit of "No" over "Yes". For each cut it prints what the model adds
where the checks find no contradiction: false premises newly corrected (and how many with the
quoted sentence on a gold page), true twins newly corrected (false alarms), and the time of
the call (its median and range; the context is captured and put back around it).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from premise_bench import _false_premise, on_gold  # noqa: E402

from tutorapp.app import answer_checker, default_model_path, open_library  # noqa: E402
from tutorapp.core.generation.llama import LlamaGenerator  # noqa: E402
from tutorapp.core.planning import Planner  # noqa: E402
from tutorapp.core.premise_judge import second_opinion  # noqa: E402
from tutorapp.core.retrieval.ranking import checked_hits  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.paths import Home  # noqa: E402


@dataclass(frozen=True)
class Row:
    item: str
    false: bool
    caught: bool  # the checks contradicted it, the quote on a gold page (false premises)
    flagged: bool  # the checks contradicted it or said the book does not say it (twins)
    doubt: float | None  # the model's, where it was asked
    gold: bool  # the sentence the model's correction would quote is on a gold page


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--data", type=Path, action="append", required=True)
    parser.add_argument("--model", type=Path)
    parser.add_argument("--cuts", type=float, nargs="+", default=[0.0, 0.25, 0.5, 0.75, 1.0])
    args = parser.parse_args()
    model = LlamaGenerator(args.model or default_model_path(), n_ctx=2048)
    library = open_library(Home(args.home))
    planner = Planner(library=library, checker=answer_checker(library), settings=AnswerSettings())
    rows: list[Row] = []
    times: list[float] = []
    for path in args.data:
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            plan = planner.checked(planner.plan(item["question"], None))
            hits = list(checked_hits(plan.hits, plan.asks, plan.question))
            check = plan.premise
            contradicted = check is not None and check.contradicted
            source = hits[check.source] if check is not None and check.source is not None else None
            caught = contradicted and on_gold(item, source)
            flagged = contradicted or (check is not None and check.unstated)
            # (an infinite cut: the doubt is read, the check left as it is)
            texts = [h.chunk.text for h in hits]
            opinion = second_opinion(check, texts, model, cut=math.inf)
            doubt, gold = None, False
            if opinion.asked and opinion.check is not None and opinion.nearest is not None:
                doubt = opinion.check.doubt
                times.append(opinion.ms)
                gold = on_gold(item, hits[opinion.nearest.source])
            rows.append(Row(item["id"], _false_premise(item), caught, flagged, doubt, gold))
    library.close()
    false = [r for r in rows if r.false]
    true = [r for r in rows if not r.false]
    asked = sum(r.doubt is not None for r in rows)
    print(
        f"checks: false premises caught on a gold page {sum(r.caught for r in false)}/"
        f"{len(false)}; true twins flagged {sum(r.flagged for r in true)}/{len(true)}"
    )
    if times:
        print(
            f"model asked for {asked}/{len(rows)} questions; call median "
            f"{statistics.median(times):.0f} ms ({min(times):.0f}–{max(times):.0f} ms; "
            "shared machine)"
        )
    for cut in args.cuts:
        added = [r for r in false if not r.caught and r.doubt is not None and r.doubt > cut]
        alarms = [r for r in true if not r.flagged and r.doubt is not None and r.doubt > cut]
        both = sum(r.caught for r in false) + sum(r.gold for r in added)
        print(
            f"doubt > {cut:4.2f}: adds {len(added)} false premises ({sum(r.gold for r in added)} "
            f"quoting a gold page) → caught {both}/{len(false)}; flags {len(alarms)} more twins "
            f"→ {sum(r.flagged for r in true) + len(alarms)}/{len(true)}"
        )
    print("per item (id, checks, doubt, gold):")
    for r in rows:
        doubt = f"{r.doubt:+.2f}" if r.doubt is not None else "   -"
        said = "caught" if r.caught else "flagged" if r.flagged else "-"
        print(f"  {r.item}\t{said}\t{doubt}\t{r.gold}")


if __name__ == "__main__":
    main()
