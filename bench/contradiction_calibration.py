"""Calibrates the contradiction checks of answer validation (prints figures, never fails).

    .venv/bin/python bench/contradiction_calibration.py --home DIR [--eval FILE]

For every row of ``bench/data/contradicted.jsonl`` (written while building the checks) and
``bench/data/contradicted_heldout.jsonl`` (written afterwards, never tuned on): the sources the
pipeline would show the model for the row's question, a true sentence (the book's fact in an
answer's words) and its contradicted twin (a flipped comparison, a negation, a wrong subject, a
property the book denies, another number). Also the true sentences of the dev set's notes, as
``support_calibration.py`` uses them.

A sentence *passes* validation when the support alignment (word overlap + embedding
similarity) supports it **and** no source contradicts it. Prints, per set: contradicted
sentences caught (not passed) by support alone, by the contradiction check alone and by both;
true sentences passing before and after the contradiction check (the false-alarm rate); per
kind; and a sweep of ``ContradictionThresholds.conflict``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.settings import AnswerSettings  # noqa: E402
from tutorapp.core.types import Source  # noqa: E402
from tutorapp.core.validation.contradiction import (  # noqa: E402
    ContradictionChecker,
    ContradictionThresholds,
)
from tutorapp.core.validation.split import split_answer  # noqa: E402
from tutorapp.core.validation.support import SupportAligner  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

DATA = ROOT / "bench" / "data"
SETS = ("contradicted.jsonl", "contradicted_heldout.jsonl")
EVAL = Path("/work/shared/eval/dev.jsonl")


@dataclass
class Row:
    kind: str
    sentence: str
    true: bool
    sources: list[Source]
    supported: bool = False


def judge(rows: list[Row], thresholds: ContradictionThresholds) -> list[bool]:
    """Whether the contradiction check flags each row."""
    flags = []
    for row in rows:
        checker = ContradictionChecker([s.hit.chunk.text for s in row.sources], thresholds)
        flags.append(checker.judge(row.sentence).contradicted)
    return flags


def share(values: list[bool]) -> str:
    return f"{sum(values)}/{len(values)} ({sum(values) / max(1, len(values)):.0%})"


def report(name: str, rows: list[Row], thresholds: ContradictionThresholds) -> None:
    flags = judge(rows, thresholds)
    false = [(r, f) for r, f in zip(rows, flags, strict=True) if not r.true]
    true = [(r, f) for r, f in zip(rows, flags, strict=True) if r.true]
    print(f"\n{name}")
    if false:
        print(
            f"  contradicted sentences caught by support alone:      "
            f"{share([not r.supported for r, _ in false])}"
        )
        alone = share([f for _, f in false])
        print(f"  contradicted sentences caught by contradiction alone: {alone}")
        print(
            f"  contradicted sentences caught by validation (both):   "
            f"{share([f or not r.supported for r, f in false])}"
        )
        by_kind: dict[str, list[bool]] = defaultdict(list)
        for r, f in false:
            by_kind[r.kind].append(f or not r.supported)
        print("  by kind: " + ", ".join(f"{k} {share(v)}" for k, v in sorted(by_kind.items())))
    if true:
        print(
            f"  true sentences passing support:                     "
            f"{share([r.supported for r, _ in true])}"
        )
        print(
            f"  true sentences passing support and contradiction:   "
            f"{share([r.supported and not f for r, f in true])}"
        )
        print(
            f"  true sentences flagged as contradicted (any support): {share([f for _, f in true])}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="a home with the corpus loaded")
    parser.add_argument("--eval", type=Path, default=EVAL)
    args = parser.parse_args()
    library = open_library(Home(args.home))
    settings = AnswerSettings()
    aligner = SupportAligner(library.embedder, settings.support)
    cache: dict[str, list[Source]] = {}

    def sources_for(question: str) -> list[Source]:
        if question not in cache:
            hits = library.search(question, k=settings.k)
            cache[question] = select_sources(hits, settings.max_sources, settings.max_source_words)
        return cache[question]

    passages: dict[int, list] = {}  # type: ignore[type-arg]  # support's passage units
    limits = settings.support

    def supported(sentence: str, sources: list[Source]) -> bool:
        key = id(sources)
        if key not in passages:
            passages[key] = aligner.passages(sources)  # embedded once per question
        (row,) = aligner.scores([sentence], passages[key])
        return any(
            (lex + sem) / 2 >= limits.combined
            and lex >= limits.lexical_floor
            and sem >= limits.semantic_floor
            for lex, sem in row
        )

    sets: dict[str, list[Row]] = {}
    for name in SETS:
        rows: list[Row] = []
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            raw = json.loads(line)
            sources = sources_for(raw["question"])
            for text, true in ((raw["true"], True), (raw["false"], False)):
                rows.append(Row(raw["kind"], text, true, sources, supported(text, sources)))
        sets[name] = rows
    notes: list[Row] = []
    if args.eval.exists():
        for line in args.eval.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            if item["kind"] != "in_scope":
                continue
            sources = sources_for(item["question"])
            for sentence in split_answer(item["note"]):
                notes.append(Row("note", sentence.plain, True, sources))
                notes[-1].supported = supported(sentence.plain, sources)
    library.close()
    current = settings.contradiction
    print(f"shared machine; {current}")
    for name, rows in sets.items():
        report(name, rows, current)
    if notes:
        report("dev-set notes (true sentences)", notes, current)
    print("\nsweep of ContradictionThresholds.conflict (all sets; caught / true passing):")
    everything = [r for rows in sets.values() for r in rows] + notes
    for conflict in (0.4, 0.5, 0.6, 0.7):
        thresholds = ContradictionThresholds(conflict=conflict)
        flags = judge(everything, thresholds)
        false = [f or not r.supported for r, f in zip(everything, flags, strict=True) if not r.true]
        true = [r.supported and not f for r, f in zip(everything, flags, strict=True) if r.true]
        print(f"  conflict {conflict:.1f}: caught {share(false)}, true passing {share(true)}")


if __name__ == "__main__":
    main()
