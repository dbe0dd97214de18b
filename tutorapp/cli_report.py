"""``tutorapp report``: the class report from this laptop's history or from laptops' files."""

from __future__ import annotations

import argparse
import time
from datetime import date, datetime
from pathlib import Path
from typing import TextIO

from tutorapp.core.errors import TutorError
from tutorapp.core.history import History
from tutorapp.core.report.build import build_report
from tutorapp.core.report.exchange import laptop_id, merge, write_questions
from tutorapp.core.report.records import history_records
from tutorapp.core.report.render import render_csv, render_json, render_text


def add_report_command(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:  # type: ignore[type-arg]
    report = sub.add_parser(
        "report",
        parents=[common],
        help="what was asked per chapter, and what the books could not answer",
    )
    shape = report.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="machine-readable output")
    shape.add_argument("--csv", action="store_true", help="for a spreadsheet")
    report.add_argument("--since", metavar="DATE", help="only questions from DATE (2026-11-01)")
    source = report.add_mutually_exclusive_group()
    source.add_argument(
        "--export",
        type=Path,
        metavar="FILE",
        help="write this laptop's questions to FILE, for the teacher's --merge",
    )
    source.add_argument(
        "--merge",
        type=Path,
        nargs="+",
        metavar="FILE",
        help="report on the questions in these laptops' files instead",
    )


def since_timestamp(text: str | None) -> float | None:
    """``--since``: a date (local midnight) or a date and time."""
    if text is None:
        return None
    try:
        if len(text.strip()) == 10:
            day = date.fromisoformat(text.strip())
            return time.mktime(day.timetuple())
        return datetime.fromisoformat(text.strip()).timestamp()
    except ValueError:
        raise TutorError(f"--since {text}: give a date like 2026-11-01.") from None


def run_report(history: History, args: argparse.Namespace, out: TextIO) -> int:
    since = since_timestamp(args.since)
    if args.export is not None:
        laptop = laptop_id(history.path.parent)
        records = history_records(history.entries(limit=None, since=since), laptop)
        write_questions(records, args.export, laptop)
        print(
            f"Wrote {len(records)} question(s) asked on this computer to {args.export}.\n"
            "On the teacher's computer: tutorapp report --merge FILE… (one file per laptop).",
            file=out,
        )
        return 0
    if args.merge:
        records = merge(args.merge)
    else:
        records = history_records(history.entries(limit=None, since=since))
    report = build_report(records, since)
    render = render_json if args.json else render_csv if args.csv else render_text
    out.write(render(report))
    return 0
