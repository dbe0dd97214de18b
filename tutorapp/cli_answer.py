"""``tutorapp ask`` and ``tutorapp eval``: render the answer pipeline's events in a terminal."""

from __future__ import annotations

import argparse
import json
import logging
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from tutorapp.core.citation import PreviewSentence
from tutorapp.core.conversation import Conversation, Turn
from tutorapp.core.errors import DiskFullError, TutorError
from tutorapp.core.evaluation import load_items, score, summarise
from tutorapp.core.events import (
    AnswerDelta,
    Finished,
    Preview,
    Retrieved,
    Revised,
    Stage,
    StageName,
)
from tutorapp.core.history import History
from tutorapp.core.limits import question_problem, scope_problem
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status, ValidationPath
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Channel, Scope

log = logging.getLogger(__name__)

_STAGES = {
    StageName.SEARCHING: "Searching your books…",
    StageName.WEIGHING_PREMISE: "Checking what your question assumes…",
    StageName.READING_SOURCES: "Reading the sources…",
}


def answer_settings(args: argparse.Namespace, base: AnswerSettings) -> AnswerSettings:
    """``base`` (the saved preferences' settings) with the command line's flags applied."""
    return replace(
        base,
        preset=args.preset or base.preset,
        think_in_tags=args.think or base.think_in_tags,
        mark_unsupported=args.mark_unsupported or base.mark_unsupported,
        validate=not args.no_check,
    )


def add_answer_commands(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:  # type: ignore[type-arg]
    model = argparse.ArgumentParser(add_help=False)
    model.add_argument("--model", type=Path, metavar="PATH", help="a .gguf chat model")
    model.add_argument(
        "--preset",
        choices=("strict", "moderate", "lenient"),
        help="how sure retrieval must be before answering",
    )
    model.add_argument("--think", action="store_true", help="ask the model to reason first")
    model.add_argument(
        "--mark-unsupported",
        action="store_true",
        help="keep sentences the books do not support, marked (default: drop)",
    )
    model.add_argument(
        "--no-check",
        action="store_true",
        help="do not check the answer against the sources (for comparison)",
    )
    ask = sub.add_parser("ask", parents=[common, model], help="ask a question")
    ask.add_argument("question", metavar="QUESTION")
    ask.add_argument("--json", action="store_true", help="one JSON object, no streaming")
    ask.add_argument(
        "--show-reasoning",
        action="store_true",
        help="also print the model's reasoning (to stderr; never saved)",
    )
    ask.add_argument(
        "--continue",
        dest="follow_up",
        action="store_true",
        help="a follow-up to the most recent question in the history ('explain it more simply')",
    )
    ask.add_argument("--class", dest="school_class", type=int, metavar="N")
    ask.add_argument("--subject", metavar="S")
    ask.add_argument("--book", metavar="ID")
    evaluate = sub.add_parser("eval", parents=[common, model], help="score an evaluation set")
    evaluate.add_argument("file", type=Path, metavar="FILE.jsonl")
    evaluate.add_argument("--report", type=Path, metavar="OUT.json")
    evaluate.add_argument("--limit", type=int, metavar="N", help="only the first N questions")


def run_ask(
    pipeline: Pipeline,
    history: History | None,
    args: argparse.Namespace,
    out: TextIO,
    err: TextIO,
) -> int:
    scope = Scope(args.school_class, args.subject, args.book)
    books = pipeline.library.books()
    problem = question_problem(args.question) or (scope_problem(scope, books) if books else None)
    if problem is not None:
        raise TutorError(problem)
    status_tty = err.isatty() and not args.json
    streamed: list[str] = []
    result: AnswerResult | None = None
    revised: Revised | None = None
    previewed = False
    conversation = Conversation.new()
    if args.follow_up:
        earlier = last_question(history) if history is not None else None
        if history is None:
            err.write(
                "Questions are not kept on this computer (Settings → Keep the questions), so "
                "there is no earlier question to follow up: answering this one alone.\n"
            )
        elif earlier is None:
            err.write("There is no earlier question to follow up: answering this one alone.\n")
        else:
            conversation = Conversation.resume(earlier)
    for event in pipeline.ask(args.question, scope=scope, conversation=conversation):
        match event:
            case Stage(name=StageName.RETRYING) if not args.json:
                out.write(
                    "\n\n[The answer above is not supported by your books. "
                    "Answering again, more strictly…]\n"
                )
                out.flush()
                streamed = []
            case Stage(name=StageName.READING_SOURCES, passages=n) if status_tty and n:
                err.write(f"\r\x1b[2KReading {n} passage{'s' if n != 1 else ''}…")
                err.flush()
            case Stage(name=name) if status_tty and name in _STAGES and not streamed:
                err.write("\r\x1b[2K" + _STAGES[name])
                err.flush()
            case Retrieved(hits=hits) if status_tty:
                err.write(f"\r\x1b[2KFound {len(hits)} passages. Reading the sources…")
                err.flush()
            case Preview(sentences=sentences) if not args.json:
                if status_tty:
                    err.write("\r\x1b[2K")
                _print_preview(sentences, out)
                previewed = True
            case AnswerDelta(channel=Channel.REASONING, text=text) if args.show_reasoning:
                err.write(f"\x1b[2m{text}\x1b[0m" if err.isatty() else text)
                err.flush()
            case AnswerDelta(channel=Channel.ANSWER, text=text) if not args.json:
                if status_tty and not streamed:
                    err.write("\r\x1b[2K")
                streamed.append(text)
                out.write(text)
                out.flush()
            case Revised() as change:
                revised = change
            case Finished(result=final):
                result = final
    assert result is not None
    unsaved = None
    if history is not None and result.status is not Status.ERROR:  # None: not kept (Settings)
        try:
            history.add(result)
        except DiskFullError as exc:  # the answer stands; say it was not kept
            log.warning("answer not saved to the history: %s", exc)
            unsaved = "(This answer could not be saved to the history: the disk is full.)"
    if status_tty:
        err.write("\r\x1b[2K")
    if args.json:
        json.dump(result.to_json(), out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        if result.rewritten_question:
            err.write(f"(Read as a follow-up: {result.rewritten_question})\n")
        _print_tail(result, "".join(streamed), revised, out, previewed=previewed)
    if unsaved is not None:
        err.write(unsaved + "\n")
    return 1 if result.status is Status.ERROR else 0


def last_question(history: History) -> AnswerResult | None:
    """The most recent question in the history that a follow-up can refer to."""
    for entry in history.entries(limit=20):
        if Turn.of(entry.result) is not None:
            return entry.result
    return None


def _print_preview(sentences: tuple[PreviewSentence, ...], out: TextIO) -> None:
    """The textbook's own sentences, at once, before the tutor's explanation streams."""
    out.write("From your textbook:\n")
    for sentence in sentences:
        out.write(f"  “{sentence.text}” ({sentence.label})\n")
    out.write("\n")
    out.flush()


def _print_tail(
    result: AnswerResult,
    streamed: str,
    revised: Revised | None,
    out: TextIO,
    *,
    previewed: bool = False,
) -> None:
    """After the stream: the corrected answer if checking changed it, then the sources."""
    shown = streamed.strip()
    if previewed and revised is not None and revised.path is ValidationPath.EXTRACTIVE:
        out.write(
            f"\n\n[Checked against your books: {revised.reason}]\n"
            "The textbook's sentences above are the answer."
        )
    elif not shown:
        out.write(result.answer)
    elif revised is not None:
        out.write(f"\n\n[Checked against your books: {revised.reason}]\n{result.answer}")
    elif result.answer.startswith(shown):
        out.write(result.answer[len(shown) :])
    elif result.answer != shown:
        out.write(f"\n\n[With citations checked against your books]\n{result.answer}")
    out.write("\n")
    if result.citations:
        out.write("\nSources:\n")
        for citation in result.citations:
            out.write(f"[{citation.n}] {citation.label}\n")
    out.flush()


def run_eval(pipeline: Pipeline, args: argparse.Namespace, out: TextIO) -> int:
    items = load_items(args.file)
    if args.limit:
        items = items[: args.limit]
    results = []
    scores = []
    for n, item in enumerate(items, start=1):
        result = next(e.result for e in pipeline.ask(item.question) if isinstance(e, Finished))
        results.append(result)
        item_score = score(item, result)
        scores.append(item_score)
        mark = item_score.mark
        seconds = result.timings.total_ms / 1000
        status = result.status.value
        out.write(
            f"[{n:>3}/{len(items)}] {mark} {item.id} {item.kind:<12} {status:<22} "
            f"{seconds:5.1f} s  {item.question[:60]}\n"
        )
        out.flush()
    out.write("\n" + "\n".join(summarise(scores, results).lines) + "\n")
    if args.report:
        report = {
            s.item.id: {
                **r.to_json(),
                "passed": s.passed,
                "gold_cited": s.gold_cited,
                "key_fact": s.key_fact,
                "needs_reading": s.needs_reading,
                "check": s.note,
                "kind": s.item.kind,
                "expected": s.item.expected,
            }
            for s, r in zip(scores, results, strict=True)
        }
        args.report.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")
        out.write(f"Report written to {args.report}\n")
    return 0
