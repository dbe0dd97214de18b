"""The confidence gate without the model: which dev questions would be refused before answering?

    .venv/bin/python bench/gate_calibration.py --home HOME [--minilm | --dual] [--set FILE]
        [--search]

For every dev item (``../shared/eval/dev.jsonl``, greetings and meta questions left out: the
intent step answers those) and every item of ``tests/data/hindi_search.jsonl``: retrieval as the
pipeline does it (``AnswerSettings.k`` passages; a message asking two things is judged part by
part, as ``Pipeline`` does), then the gate as ``Pipeline._decide`` applies it: with an e5
library, English questions are judged on all-MiniLM-L6-v2 cosines of the same hits (MiniLM
presets), Hindi ones on e5 cosines (e5 presets). Prints each item's top cosine and coverage, the
spread of both for questions that should be answered and for those that should be refused, and
per preset how many of each the gate lets through. ``--search`` also grid-searches the moderate
thresholds (refuse_below, weak_below, weak_coverage) for the best separation: answerable passed
minus refusable passed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import dual_embedder, open_library  # noqa: E402
from tutorapp.core.library import Library  # noqa: E402
from tutorapp.core.retrieval.e5 import E5Embedder  # noqa: E402
from tutorapp.core.retrieval.embedder import MINILM_ID, Embedder, MiniLmEmbedder  # noqa: E402
from tutorapp.core.retrieval.gate import (  # noqa: E402
    GateDecision,
    GateThresholds,
    decide,
    is_devanagari,
    presets_for,
    split_question,
)
from tutorapp.core.retrieval.hindi_gate import gate_input  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.core.types import Hit  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SHARED = Path(os.environ.get("TUTORAPP_SHARED") or ROOT.parent / "shared")
DEV = SHARED / "eval" / "dev.jsonl"
SETS = ROOT / "tests" / "data" / "hindi_search.jsonl"


@dataclass(frozen=True)
class Case:
    id: str
    question: str
    answerable: bool
    kind: str
    parts: tuple[tuple[str, tuple[Hit, ...], str], ...]  # (judged text, hits, presets' model)


def gate_hits(
    part: str, hits: tuple[Hit, ...], library: Library, checker: Embedder | None
) -> tuple[str, tuple[Hit, ...], str]:
    """What the pipeline's gate judges for a part (``hindi_gate``): text, hits, presets."""
    judged = gate_input(part, hits, checker or library.embedder, checker is None)
    return judged.text, judged.hits, judged.model_id or library.embedder.model_id


def cases(library: Library, dev: Path, sets: Path, checker: Embedder | None) -> list[Case]:
    k = AnswerSettings().k
    out = []
    items = [json.loads(line) for line in dev.read_text(encoding="utf-8").splitlines() if line]
    items += [json.loads(line) for line in sets.read_text(encoding="utf-8").splitlines() if line]
    for item in items:
        if item.get("kind") in ("greeting", "meta"):
            continue
        expected = item.get("expected", "answer" if item.get("gold") else "refuse")
        question = str(item["question"])
        parts = tuple(
            gate_hits(p, tuple(library.search(p, k=k)), library, checker)
            for p in split_question(question)
        )
        kind = str(item.get("set") or f"{item['kind']}-{item['lang']}")
        out.append(Case(str(item["id"]), question, expected != "refuse", kind, parts))
    return out


Presets = dict[str, dict[str, GateThresholds]]  # model id → preset name → thresholds


def judge(case: Case, presets: Presets, name: str) -> GateDecision:
    part, hits, model = case.parts[0]
    return decide(part, hits, presets[model][name])


def passes(case: Case, presets: Presets, name: str) -> bool:
    """Whether the gate would call the model (some part of the question is answerable)."""
    return any(decide(p, hits, presets[m][name]).answerable for p, hits, m in case.parts)


def tally(all_cases: list[Case], presets: Presets, name: str) -> str:
    by_kind: dict[str, list[bool]] = {}
    for case in all_cases:
        ok = passes(case, presets, name) is case.answerable
        by_kind.setdefault(f"{case.kind}({'answer' if case.answerable else 'refuse'})", []).append(
            ok
        )
    return ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items()))


def score(all_cases: list[Case], presets: Presets, name: str) -> tuple[int, int]:
    good = sum(passes(c, presets, name) for c in all_cases if c.answerable)
    bad = sum(not passes(c, presets, name) for c in all_cases if not c.answerable)
    return good, bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--home", type=Path, required=True, help="a library of the corpus")
    parser.add_argument("--minilm", action="store_true", help="the library uses MiniLM")
    parser.add_argument("--dual", action="store_true", help="the library uses MiniLM and e5")
    parser.add_argument("--set", type=Path, default=SETS)
    parser.add_argument("--dev", type=Path, default=DEV)
    parser.add_argument("--search", action="store_true")
    args = parser.parse_args()
    embedder: Embedder = MiniLmEmbedder() if args.minilm else E5Embedder()
    checker: Embedder | None = None if args.minilm else MiniLmEmbedder()
    if args.dual:
        dual = dual_embedder()
        embedder, checker = dual, dual.english  # as app.answer_checker
    library = open_library(Home(args.home), embedder=embedder)
    presets: Presets = {
        MINILM_ID: presets_for(MINILM_ID),
        embedder.model_id: presets_for(embedder.model_id),
    }
    all_cases = cases(library, args.dev, args.set, checker)
    print(f"embedder {embedder.model_id}: {len(all_cases)} questions")
    for case in all_cases:
        decision = judge(case, presets, "moderate")
        mark = "answer" if case.answerable else "refuse"
        level = decision.level.value
        print(f"  {case.id:<8} {mark:<6} top {decision.top_cosine:.3f} cover "
              f"{decision.coverage:.2f} → {level:<12} {case.question[:60]}")  # fmt: skip
    for name in ("strict", "moderate", "lenient"):
        print(f"{name:<9} right: {tally(all_cases, presets, name)}")
    if args.search:
        hindi = [c for c in all_cases if is_devanagari(c.question)]
        base = presets[embedder.model_id]["moderate"]
        best = None
        lows = [x / 100 for x in range(74, 86)]
        for low, step, cover in itertools.product(lows, (0.01, 0.02, 0.04), (0.3, 0.5, 0.75)):
            trial = replace(base, refuse_below=low, weak_below=low + step, weak_coverage=cover)
            trial_presets = {**presets, embedder.model_id: {"moderate": trial}}
            good, bad = score(hindi, trial_presets, "moderate")
            if best is None or (good + bad, bad) > best[0]:
                best = ((good + bad, bad), trial, trial_presets)
        assert best is not None
        _, trial, trial_presets = best
        print(f"best moderate for Hindi questions: refuse_below {trial.refuse_below}, "
              f"weak_below {trial.weak_below:.2f}, weak_coverage {trial.weak_coverage}: "
              f"{tally(hindi, trial_presets, 'moderate')}")  # fmt: skip
    library.close()


if __name__ == "__main__":
    main()
