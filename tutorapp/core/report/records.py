"""This laptop's history as report records: the question, when, how it ended, which chapter.

Only those four things leave a stored result: the answer, citations and checks stay behind
(and reasoning was never stored). Results recorded before the nearest chapter was kept fall
back to the chapter of their first citation, or to none.
"""

from __future__ import annotations

from collections.abc import Iterable

from tutorapp.core.history import HistoryEntry
from tutorapp.core.report.build import QuestionRecord
from tutorapp.core.results import AnswerResult
from tutorapp.core.types import ChapterRef


def chapter_of(result: AnswerResult) -> ChapterRef | None:
    if result.nearest_chapter is not None:
        return result.nearest_chapter
    if not result.citations:
        return None
    first = result.citations[0]
    return ChapterRef(
        book_id=first.book_id,
        title=first.title,
        chapter_title=first.chapter_title,
        school_class=first.school_class,
        subject=first.subject,
        chapter=first.chapter,
    )


def history_records(entries: Iterable[HistoryEntry], laptop: str = "") -> list[QuestionRecord]:
    return [
        QuestionRecord(
            laptop=laptop,
            entry=entry.id,
            asked_at=entry.asked_at,
            question=entry.question,
            status=entry.status,
            chapter=chapter_of(entry.result),
        )
        for entry in entries
    ]
