"""Counting questions per chapter: asked, answered, not answered, and which went unanswered.

A question belongs to the chapter it was nearest to (the book of the best passage found,
whatever the outcome). Chapters are matched by class, subject, chapter number and title, so
the same chapter from several laptops — even under different book ids — is one row.
Small talk is counted apart; a stopped or failed question counts as asked, neither answered
nor refused. Unanswered questions are grouped by their normalised wording, with counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tutorapp.core.format import book_label
from tutorapp.core.results import Status
from tutorapp.core.types import ChapterRef

#: Refused before the model was asked (the passages found were not close enough).
GATE_REFUSALS = frozenset({Status.REFUSED_OUT_OF_SCOPE, Status.REFUSED_LOW_CONFIDENCE})
NO_CHAPTER = "No chapter found (asked when no book was near)"


@dataclass(frozen=True, kw_only=True)
class QuestionRecord:
    """One asked question as the report sees it."""

    laptop: str  # the laptop's id ("" for this computer)
    entry: int  # its number in that laptop's history
    asked_at: float  # seconds since the epoch
    question: str
    status: Status
    chapter: ChapterRef | None


@dataclass(frozen=True, kw_only=True)
class Unanswered:
    question: str  # as asked most often
    count: int
    at_gate: int  # of ``count``: refused before the model was asked
    last_asked: float


@dataclass(frozen=True, kw_only=True)
class ChapterStats:
    chapter: ChapterRef | None  # None: questions no chapter was near
    asked: int
    answered: int
    refused: int
    other: int  # stopped or failed
    unanswered: tuple[Unanswered, ...]

    @property
    def label(self) -> str:
        return NO_CHAPTER if self.chapter is None else book_label(self.chapter.meta)


@dataclass(frozen=True, kw_only=True)
class ClassReport:
    since: float | None
    first_asked: float | None
    last_asked: float | None
    laptops: int
    asked: int  # not counting small talk
    answered: int
    refused: int
    small_talk: int
    chapters: tuple[ChapterStats, ...]


def normalise(question: str) -> str:
    """The wording questions are grouped by: case, spacing and end punctuation ignored."""
    return re.sub(r"\s+", " ", question.casefold()).strip().rstrip("?.!। ").strip()


def build_report(records: Iterable[QuestionRecord], since: float | None = None) -> ClassReport:
    chosen = sorted(
        (r for r in records if since is None or r.asked_at >= since), key=lambda r: r.asked_at
    )
    small_talk = sum(r.status is Status.SMALLTALK for r in chosen)
    questions = [r for r in chosen if r.status is not Status.SMALLTALK]
    groups: dict[tuple[object, ...], list[QuestionRecord]] = {}
    for record in questions:
        groups.setdefault(_key(record.chapter), []).append(record)
    chapters = tuple(_stats(group) for _, group in sorted(groups.items(), key=lambda g: g[0]))
    return ClassReport(
        since=since,
        first_asked=chosen[0].asked_at if chosen else None,
        last_asked=chosen[-1].asked_at if chosen else None,
        laptops=len({r.laptop for r in chosen}),
        asked=len(questions),
        answered=sum(c.answered for c in chapters),
        refused=sum(c.refused for c in chapters),
        small_talk=small_talk,
        chapters=chapters,
    )


def _key(chapter: ChapterRef | None) -> tuple[object, ...]:
    """Sort and group key: by class, subject, chapter; questions near no chapter last."""
    if chapter is None:
        return (1,)
    title = (chapter.chapter_title or chapter.title).casefold()
    return (
        0,
        chapter.school_class is None,
        chapter.school_class or 0,
        (chapter.subject or "").casefold(),
        chapter.title.casefold(),
        chapter.chapter or 0,
        title,
    )


def _stats(records: list[QuestionRecord]) -> ChapterStats:
    refused = [r for r in records if r.status.refused]
    answered = sum(r.status is Status.ANSWERED for r in records)
    by_wording: dict[str, list[QuestionRecord]] = {}
    for record in refused:
        by_wording.setdefault(normalise(record.question), []).append(record)
    unanswered = [
        Unanswered(
            question=_usual_wording(group),
            count=len(group),
            at_gate=sum(r.status in GATE_REFUSALS for r in group),
            last_asked=group[-1].asked_at,
        )
        for group in by_wording.values()
    ]
    unanswered.sort(key=lambda u: (-u.count, -u.last_asked))
    return ChapterStats(
        chapter=records[-1].chapter,  # the latest naming of the chapter
        asked=len(records),
        answered=answered,
        refused=len(refused),
        other=len(records) - answered - len(refused),
        unanswered=tuple(unanswered),
    )


def _usual_wording(group: list[QuestionRecord]) -> str:
    """The wording asked most often (the latest of equally common ones); ``group`` is in
    the order asked."""
    counts: dict[str, int] = {}
    for record in group:
        text = record.question.strip()
        counts[text] = counts.get(text, 0) + 1
    latest = {record.question.strip(): n for n, record in enumerate(group)}
    return max(counts, key=lambda text: (counts[text], latest[text]))
