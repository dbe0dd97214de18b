"""Two-turn conversations: is the second question answered from the right pages, and is an
unrelated second question left alone? (Prints figures, never fails.)

    .venv/bin/python bench/follow_ups.py --home DIR [--set FILE] [--limit N] [--report OUT.json]

``DIR`` is a home with the 13 NCERT chapters loaded. Each line of the set
(``bench/data/follow_ups.jsonl``) holds ``first`` and ``second`` questions, whether the second
is a ``follow_up`` (it must be resolved against the first; an unrelated one must never be
rewritten) and the ``gold`` pages the second answer should cite (±1 page, as
``shared/eval/README.md`` scores; ``[]``: the books do not cover it, it must be refused).
Both turns go through the real pipeline and answer model in one conversation, as in the
window. Timings are from whatever machine runs it: label them.
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

from tutorapp.app import build_pipeline, preferences_file  # noqa: E402
from tutorapp.core.conversation import Conversation  # noqa: E402
from tutorapp.core.events import Finished  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.preferences import load_preferences  # noqa: E402
from tutorapp.core.results import AnswerResult, Status  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SET = ROOT / "bench" / "data" / "follow_ups.jsonl"


def ask(pipeline: Pipeline, question: str, conversation: Conversation) -> AnswerResult:
    for event in pipeline.ask(question, conversation=conversation):
        if isinstance(event, Finished):
            return event.result
    raise AssertionError("no Finished event")


def on_gold(result: AnswerResult, gold: list[dict[str, object]]) -> bool:
    return any(
        c.source_file == g["file"]
        and c.printed_page is not None
        and abs(c.printed_page - int(str(g["printed_page"]))) <= 1
        for c in result.citations
        for g in gold
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--set", type=Path, default=SET)
    parser.add_argument("--limit", type=int)
    parser.add_argument("--report", type=Path)
    parser.add_argument("--model", type=Path)
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.set.read_text().splitlines() if line.strip()]
    rows = rows[: args.limit] if args.limit else rows
    home = Home(args.home)
    pipeline = build_pipeline(home, load_preferences(preferences_file(home)), model=args.model)
    report = {}
    right = followed = unrelated_kept = refused_right = 0
    seconds: list[float] = []
    try:
        for row in rows:
            conversation = Conversation.new()
            first = ask(pipeline, row["first"], conversation)
            conversation = conversation.after(first)
            began = time.perf_counter()
            second = ask(pipeline, row["second"], conversation)
            seconds.append(time.perf_counter() - began)
            rewritten = second.rewritten_question is not None
            if row["gold"]:
                ok = second.status is Status.ANSWERED and on_gold(second, row["gold"])
            else:
                ok = second.status.refused
            if row["follow_up"]:
                followed += rewritten
                right += ok and rewritten
            else:
                unrelated_kept += not rewritten
                refused_right += ok
            mark = "ok " if ok and rewritten == row["follow_up"] else "BAD"
            pages = ", ".join(f"{c.book_id} p.{c.printed_page}" for c in second.citations)
            print(
                f"{mark} {row['id']} {second.status.value:<22} rewritten={rewritten!s:<5} "
                f"[{pages}] {row['second']!r} → {second.rewritten_question!r}",
                flush=True,
            )
            report[row["id"]] = {
                "first": first.to_json(),
                "second": second.to_json(),
                "right_pages": ok,
            }
    finally:
        pipeline.close()
    follow_rows = [r for r in rows if r["follow_up"]]
    other_rows = [r for r in rows if not r["follow_up"]]
    print(
        f"\nfollow-ups: {len(follow_rows)}; resolved {followed}; second turn answered from the "
        f"right pages {right}/{len(follow_rows)} ({right / max(1, len(follow_rows)):.0%})"
    )
    print(
        f"unrelated second questions: {len(other_rows)}; never rewritten {unrelated_kept}/"
        f"{len(other_rows)}; answered/refused as expected {refused_right}/{len(other_rows)}"
    )
    if seconds:
        print(f"second turn: median {statistics.median(seconds):.1f} s (n={len(seconds)})")
    if args.report:
        args.report.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
