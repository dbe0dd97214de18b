"""Calibrates when a source "supports" an answer sentence (prints figures, never fails).

    .venv/bin/python bench/support_calibration.py --home DIR [--eval FILE] [--report OUT.json]

For every in-scope dev question: the sources the pipeline would show the model, then
positives — the sentences of the item's ``note`` (a short correct answer written from the
gold page) and, with ``--report``, the sentences of answers an earlier ``tutorapp eval`` run
gave that passed — and negatives: ``bench/data/outside_knowledge.jsonl``, one on-topic
sentence per question that is true but not in the book (what a small model adds from its
own knowledge). Prints the (lexical, semantic) distributions, the current thresholds'
precision and recall, and a small sweep around them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.core.validation.split import split_answer  # noqa: E402
from tutorapp.core.validation.support import SupportAligner, SupportThresholds  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

EVAL = ROOT.parent / "shared" / "eval" / "dev.jsonl"
NEGATIVES = ROOT / "bench" / "data" / "outside_knowledge.jsonl"

Pair = tuple[float, float]  # best (lexical, semantic) over the sources


def supported(pair: Pair, t: SupportThresholds) -> bool:
    return t.supports(*pair)


def rates(pos: list[Pair], neg: list[Pair], t: SupportThresholds) -> tuple[float, float]:
    """(recall on positives, false-support rate on negatives)."""
    recall = sum(supported(p, t) for p in pos) / max(1, len(pos))
    false = sum(supported(n, t) for n in neg) / max(1, len(neg))
    return recall, false


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="a home with the corpus loaded")
    parser.add_argument("--eval", type=Path, default=EVAL)
    parser.add_argument("--report", type=Path, help="an eval report: its passed answers")
    args = parser.parse_args()
    items = [json.loads(line) for line in args.eval.read_text().splitlines() if line.strip()]
    items = [i for i in items if i["kind"] == "in_scope"]
    negatives = {
        row["id"]: row["sentence"] for row in map(json.loads, NEGATIVES.read_text().splitlines())
    }
    report = json.loads(args.report.read_text()) if args.report else {}
    library = open_library(Home(args.home))
    aligner = SupportAligner(library.embedder)
    settings = AnswerSettings()
    pos: list[Pair] = []
    answers: list[Pair] = []
    neg: list[Pair] = []
    for item in items:
        hits = library.search(item["question"], k=settings.k)
        sources = select_sources(hits, settings.max_sources, settings.max_source_words)
        groups = [
            (pos, split_answer(item["note"])),
            (neg, split_answer(negatives.get(item["id"], ""))),
        ]
        earlier = report.get(item["id"], {})
        if earlier.get("passed") and earlier.get("status") == "answered":
            groups.append((answers, split_answer(earlier["answer"])))
        for bucket, sentences in groups:
            if not sentences:
                continue
            support, _ = aligner.align(sentences, sources)
            bucket.extend((s.lexical, s.semantic) for s in support)
    library.close()
    for name, pairs in (("notes", pos), ("passed answers", answers), ("outside", neg)):
        if pairs:
            lex = statistics.median(p[0] for p in pairs)
            sem = statistics.median(p[1] for p in pairs)
            print(f"{name:<15} n={len(pairs):<3} median lexical {lex:.2f}  semantic {sem:.2f}")
    current = settings.support
    positives = pos + answers
    recall, false = rates(positives, neg, current)
    print(
        f"\ncurrent {current}: supported {recall:.0%} of true sentences, "
        f"{false:.0%} of outside-knowledge sentences"
    )
    print("\nparaphrase rule (semantic / lexical floor → recall, false support):")
    for para_sem in (0.7, 0.75, 0.8, 1.01):
        for para_lex in (0.1, 0.2, 0.3):
            t = SupportThresholds(paraphrase_semantic=para_sem, paraphrase_lexical=para_lex)
            r, f = rates(positives, neg, t)
            print(f"  {para_sem:.2f} / {para_lex:.2f}  →  {r:4.0%}  {f:4.0%}")
    print("\nsweep (combined / lexical floor / semantic floor → recall, false support):")
    for combined in (0.5, 0.55, 0.6, 0.62, 0.65, 0.7):
        for lex_floor in (0.25, 0.34, 0.45):
            for sem_floor in (0.4, 0.45, 0.55):
                t = SupportThresholds(
                    combined=combined,
                    lexical_floor=lex_floor,
                    semantic_floor=sem_floor,
                    paraphrase_semantic=current.paraphrase_semantic,
                    paraphrase_lexical=current.paraphrase_lexical,
                )
                r, f = rates(positives, neg, t)
                print(
                    f"  {combined:.2f} / {lex_floor:.2f} / {sem_floor:.2f}  →  {r:4.0%}  {f:4.0%}"
                )


if __name__ == "__main__":
    main()
