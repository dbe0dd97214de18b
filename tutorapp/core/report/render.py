"""The class report as text (terminal), JSON and CSV. Questions only: never an answer, never
any reasoning."""

from __future__ import annotations

import csv
import io
import json
import time
from collections.abc import Sequence

from tutorapp.core.report.build import ChapterStats, ClassReport
from tutorapp.core.types import ChapterRef

#: How many unanswered questions the text report lists per chapter (JSON and CSV list all).
TEXT_QUESTIONS = 5


def day(timestamp: float | None) -> str:
    return "—" if timestamp is None else time.strftime("%Y-%m-%d", time.localtime(timestamp))


def heading(report: ClassReport) -> str:
    laptops = f" from {report.laptops} laptops" if report.laptops > 1 else ""
    if report.asked == 0 and report.small_talk == 0:
        since = f" since {day(report.since)}" if report.since is not None else ""
        return f"No questions{since}{laptops}."
    span = f"{day(report.first_asked)} to {day(report.last_asked)}"
    return (
        f"{report.asked} question(s){laptops}, {span}: {report.answered} answered, "
        f"{report.refused} not answered by the books."
    )


def chapter_line(stats: ChapterStats) -> str:
    """``Science · Class 10 · Ch 11 Electricity: 14 questions, 5 not answered``."""
    parts = [f"{stats.asked} question(s)"]
    if stats.refused:
        parts.append(f"{stats.refused} not answered")
    if stats.other:
        parts.append(f"{stats.other} stopped")
    return f"{stats.label}: {', '.join(parts)}"


def unanswered_text(stats: ChapterStats, limit: int | None = TEXT_QUESTIONS) -> str:
    shown = stats.unanswered if limit is None else stats.unanswered[:limit]
    listed = ", ".join(f"'{u.question}'" + (f" ({u.count}×)" if u.count > 1 else "") for u in shown)
    more = len(stats.unanswered) - len(shown)
    return listed + (f" and {more} more" if more > 0 else "")


def render_text(report: ClassReport) -> str:
    lines = [f"Class report — {heading(report)}"]
    for stats in report.chapters:
        lines.append(f"  {chapter_line(stats)}")
        if stats.unanswered:
            lines.append(f"      not answered: {unanswered_text(stats)}")
    if report.small_talk:
        lines.append(f"  (and {report.small_talk} greeting(s) or small talk)")
    return "\n".join(lines) + "\n"


def _chapter_json(chapter: ChapterRef | None) -> dict[str, object] | None:
    if chapter is None:
        return None
    return {
        "book_id": chapter.book_id,
        "title": chapter.title,
        "chapter_title": chapter.chapter_title,
        "class": chapter.school_class,
        "subject": chapter.subject,
        "chapter": chapter.chapter,
    }


def report_json(report: ClassReport) -> dict[str, object]:
    return {
        "since": day(report.since) if report.since is not None else None,
        "first_asked": day(report.first_asked),
        "last_asked": day(report.last_asked),
        "laptops": report.laptops,
        "asked": report.asked,
        "answered": report.answered,
        "not_answered": report.refused,
        "small_talk": report.small_talk,
        "chapters": [
            {
                "chapter": _chapter_json(stats.chapter),
                "label": stats.label,
                "asked": stats.asked,
                "answered": stats.answered,
                "not_answered": stats.refused,
                "stopped": stats.other,
                "unanswered": [
                    {"question": u.question, "count": u.count, "refused_at_gate": u.at_gate}
                    for u in stats.unanswered
                ],
            }
            for stats in report.chapters
        ],
    }


def render_json(report: ClassReport) -> str:
    return json.dumps(report_json(report), ensure_ascii=False, indent=2) + "\n"


CSV_COLUMNS: Sequence[str] = (
    "class",
    "subject",
    "chapter",
    "chapter_title",
    "asked",
    "answered",
    "not_answered",
    "stopped",
    "question_not_answered",
    "times_asked",
)


def render_csv(report: ClassReport) -> str:
    """One row per chapter, then one row per question it could not answer (spreadsheets)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for stats in report.chapters:
        chapter = stats.chapter
        head: list[object] = ["", "", "", stats.label]
        if chapter is not None:
            title = chapter.chapter_title or chapter.title
            head = [chapter.school_class, chapter.subject, chapter.chapter, title]
        writer.writerow([*head, stats.asked, stats.answered, stats.refused, stats.other, "", ""])
        for unanswered in stats.unanswered:
            writer.writerow([*head, "", "", "", "", unanswered.question, unanswered.count])
    return buffer.getvalue()
