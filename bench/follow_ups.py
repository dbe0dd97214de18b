"""Two-turn conversations: is the second question answered from the right pages, and is an
unrelated second question left alone? (Prints figures, never fails.)

    .venv/bin/python bench/follow_ups.py --home DIR [--set FILE] [--limit N] [--report OUT.json]
                                         [--no-model]

``DIR`` is a home with the 13 NCERT chapters loaded. Each line of the set
(``bench/data/follow_ups.jsonl``) holds ``first`` and ``second`` questions, whether the second
is a ``follow_up`` (it must be resolved against the first; an unrelated one must never be
rewritten) and the ``gold`` pages the second answer should cite (±1 page, as
``shared/eval/README.md`` scores; ``[]``: the books do not cover it, it must be refused).
Both turns go through the real pipeline and answer model in one conversation, as in the
window. Timings are from whatever machine runs it: label them.

``--no-model`` checks retrieval only, in seconds: the first turn's answer is the textbook's
best sentences (what the preview or the extractive fallback would show, cited), and the second
turn counts as right when the gate lets it through and a gold page is among the passages the
model would be shown (a refusal for ``[]``). It measures the resolution and the favouring of
the previous passages, not the model's answer: label its figures as such.
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
from tutorapp.core.answering import Plan  # noqa: E402
from tutorapp.core.citation import Citation  # noqa: E402
from tutorapp.core.conversation import Conversation, resolve  # noqa: E402
from tutorapp.core.events import Finished  # noqa: E402
from tutorapp.core.generation.sources import select_sources  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.preferences import load_preferences  # noqa: E402
from tutorapp.core.results import AnswerResult, Status  # noqa: E402
from tutorapp.core.retrieval.ranking import answer_hits  # noqa: E402
from tutorapp.core.types import Source  # noqa: E402
from tutorapp.core.validation.extractive import best_sentences  # noqa: E402
from tutorapp.paths import Home  # noqa: E402

SET = ROOT / "bench" / "data" / "follow_ups.jsonl"


def ask(pipeline: Pipeline, question: str, conversation: Conversation) -> AnswerResult:
    for event in pipeline.ask(question, conversation=conversation):
        if isinstance(event, Finished):
            return event.result
    raise AssertionError("no Finished event")


def shown(pipeline: Pipeline, plan: Plan) -> list[Source]:
    """The passages the model would be shown for ``plan`` (before compression)."""
    settings = pipeline.settings
    usable = answer_hits(plan.hits, plan.asks)
    return select_sources(usable, settings.max_sources, settings.max_source_words)


def book_answer(pipeline: Pipeline, question: str) -> AnswerResult:
    """The first turn without the model: the book's best sentences, cited (or a refusal)."""
    plan = pipeline._plan(question, None)
    if not plan.decision.answerable:
        return AnswerResult(question=question, status=Status.REFUSED_LOW_CONFIDENCE, answer="")
    sources = shown(pipeline, plan)
    by_n = {s.n: s for s in sources}
    extracts = best_sentences(plan.question, sources, pipeline.checker)
    if extracts:
        answer = " ".join(e.sentence for e in extracts)
        cited = [by_n[e.n] for e in extracts]
    else:
        answer, cited = sources[0].hit.chunk.text, sources[:1]
    citations = tuple(Citation.from_hit(i + 1, s.hit) for i, s in enumerate(cited))
    return AnswerResult(
        question=question, status=Status.ANSWERED, answer=answer, citations=citations
    )


def second_without_model(
    pipeline: Pipeline, question: str, conversation: Conversation, gold: list[dict[str, object]]
) -> tuple[bool, str | None, list[Source]]:
    """Whether the second turn would be answered from a gold page (refused for ``[]``), how it
    was rewritten, and the passages the model would be shown."""
    resolved = resolve(" ".join(question.split()), conversation.last)
    plan = pipeline._plan(question, None) if resolved is None else pipeline._follow(resolved, None)
    sources = shown(pipeline, plan) if plan.decision.answerable else []
    rewritten = None if resolved is None else resolved.question
    if not gold:
        return not plan.decision.answerable, rewritten, sources
    pages = [
        (s.hit.book.source_file, s.hit.chunk.printed_page)
        for s in sources
        if s.hit.chunk.printed_page is not None
    ]
    ok = any(
        f == g["file"] and p is not None and abs(p - int(str(g["printed_page"]))) <= 1
        for f, p in pages
        for g in gold
    )
    return ok, rewritten, sources


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
    parser.add_argument("--no-model", action="store_true", help="retrieval only (see above)")
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
            if args.no_model:
                first = book_answer(pipeline, row["first"])
                ok, rewritten_q, sources = second_without_model(
                    pipeline, row["second"], conversation.after(first), row["gold"]
                )
                rewritten = rewritten_q is not None
                if row["follow_up"]:
                    followed += rewritten
                    right += ok and rewritten
                else:
                    unrelated_kept += not rewritten
                    refused_right += ok
                mark = "ok " if ok and rewritten == row["follow_up"] else "BAD"
                pages = ", ".join(f"{s.hit.book.id} p.{s.hit.chunk.printed_page}" for s in sources)
                print(
                    f"{mark} {row['id']} rewritten={rewritten!s:<5} [{pages}] "
                    f"{row['second']!r} → {rewritten_q!r}",
                    flush=True,
                )
                report[row["id"]] = {"first": first.to_json(), "rewritten": rewritten_q, "ok": ok}
                continue
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
