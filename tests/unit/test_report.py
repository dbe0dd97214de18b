"""The class report from a scripted history: counts per chapter, unanswered questions grouped
with counts, text / JSON / CSV, and merging two laptops' exports."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from tutorapp.core.citation import Citation
from tutorapp.core.errors import ReportError
from tutorapp.core.history import HistoryEntry
from tutorapp.core.report.build import NO_CHAPTER, QuestionRecord, build_report, normalise
from tutorapp.core.report.exchange import laptop_id, merge, read_questions, write_questions
from tutorapp.core.report.records import chapter_of, history_records
from tutorapp.core.report.render import render_csv, render_json, render_text
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.types import ChapterRef

ELECTRICITY = ChapterRef(
    book_id="jesc111",
    title="Science",
    chapter_title="Electricity",
    school_class=10,
    subject="Science",
    chapter=11,
)
AP = ChapterRef(
    book_id="jemh105",
    title="Mathematics",
    chapter_title="Arithmetic Progressions",
    school_class=10,
    subject="Mathematics",
    chapter=5,
)
DAY = 86_400.0
START = 1_795_000_000.0

Script = Sequence[tuple[str, Status, ChapterRef | None, int]]  # question, status, chapter, day
SCRIPT: Script = [
    ("what is ohm's law", Status.ANSWERED, ELECTRICITY, 0),
    ("What is a fuse rating?", Status.REFUSED_LOW_CONFIDENCE, ELECTRICITY, 0),
    ("what is a fuse rating", Status.REFUSED_UNSUPPORTED, ELECTRICITY, 1),
    ("what  is a FUSE rating ?", Status.REFUSED_OUT_OF_SCOPE, ELECTRICITY, 2),
    ("how does an MCB work", Status.REFUSED_OUT_OF_SCOPE, ELECTRICITY, 2),
    ("define resistance", Status.CANCELLED, ELECTRICITY, 3),
    ("what is an AP", Status.ANSWERED, AP, 1),
    ("sum of first n terms", Status.ANSWERED, AP, 3),
    ("hi", Status.SMALLTALK, None, 3),
    ("what is the capital of France", Status.REFUSED_OUT_OF_SCOPE, None, 4),
]


def _records(laptop: str = "laptop-a", script: Script = SCRIPT) -> list[QuestionRecord]:
    return [
        QuestionRecord(
            laptop=laptop,
            entry=n,
            asked_at=START + day * DAY + n,
            question=question,
            status=status,
            chapter=chapter,
        )
        for n, (question, status, chapter, day) in enumerate(script, start=1)
    ]


def test_counts_per_chapter_and_unanswered_questions_with_counts() -> None:
    report = build_report(_records())
    assert (report.asked, report.answered, report.refused, report.small_talk) == (9, 3, 5, 1)
    assert report.laptops == 1
    labels = [c.label for c in report.chapters]
    assert labels == [
        "Mathematics · Class 10 · Ch 5 Arithmetic Progressions",
        "Science · Class 10 · Ch 11 Electricity",
        NO_CHAPTER,
    ]
    electricity = report.chapters[1]
    assert (electricity.asked, electricity.answered, electricity.refused, electricity.other) == (
        6,
        1,
        4,
        1,
    )
    fuse, mcb = electricity.unanswered
    assert (fuse.question, fuse.count, fuse.at_gate) == ("what  is a FUSE rating ?", 3, 2)
    assert (mcb.question, mcb.count) == ("how does an MCB work", 1)
    assert report.chapters[0].unanswered == ()


def test_since_leaves_out_older_questions() -> None:
    report = build_report(_records(), since=START + 2 * DAY)
    assert report.asked == 5 and report.small_talk == 1
    electricity = next(c for c in report.chapters if c.chapter == ELECTRICITY)
    assert electricity.unanswered[0].count == 1


def test_text_json_and_csv() -> None:
    report = build_report(_records())
    text = render_text(report)
    assert "Science · Class 10 · Ch 11 Electricity: 6 question(s), 4 not answered" in text
    assert "'what  is a FUSE rating ?' (3×), 'how does an MCB work'" in text
    assert "9 question(s)" in text and "1 greeting(s)" in text
    assert "ohm's law" not in text  # answered questions are counted, not listed

    data = json.loads(render_json(report))
    assert data["asked"] == 9 and data["not_answered"] == 5
    chapter = data["chapters"][1]
    assert chapter["chapter"]["book_id"] == "jesc111" and chapter["not_answered"] == 4
    assert chapter["unanswered"][0] == {
        "question": "what  is a FUSE rating ?",
        "count": 3,
        "refused_at_gate": 2,
    }
    assert "answer" not in json.dumps(data).replace("answered", "")  # no answers at all

    rows = list(csv.DictReader(io.StringIO(render_csv(report))))
    assert rows[1]["chapter_title"] == "Electricity" and rows[1]["asked"] == "6"
    assert rows[2]["question_not_answered"] == "what  is a FUSE rating ?"
    assert rows[2]["times_asked"] == "3" and rows[2]["asked"] == ""
    assert rows[-1]["chapter_title"] == NO_CHAPTER


def test_an_empty_report_says_so() -> None:
    assert render_text(build_report([])) == "Class report — No questions.\n"
    assert json.loads(render_json(build_report([])))["chapters"] == []


def test_normalise() -> None:
    assert normalise("  What IS a  fuse?? ") == "what is a fuse"
    assert normalise("फ्यूज क्या है।") == "फ्यूज क्या है"


def test_merging_two_laptops_counts_each_question_once(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_questions(_records("laptop-a"), a, "laptop-a")
    other = [
        ("what is a fuse rating", Status.REFUSED_LOW_CONFIDENCE, ELECTRICITY, 5),
        ("nth term of an AP", Status.ANSWERED, AP, 5),
    ]
    write_questions(_records("laptop-b", other), b, "laptop-b")
    merged = merge([a, b, a])  # a file given twice counts once
    report = build_report(merged)
    assert report.laptops == 2 and report.asked == 11
    electricity = next(c for c in report.chapters if c.chapter == ELECTRICITY)
    assert electricity.unanswered[0].count == 4
    assert render_text(report).startswith("Class report — 11 question(s) from 2 laptops")
    assert read_questions(b)[0].chapter == ELECTRICITY


def test_exports_hold_questions_only(tmp_path: Path) -> None:
    path = tmp_path / "q.json"
    write_questions(_records(), path, "x")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data["questions"][0]) == {"entry", "asked_at", "question", "status", "chapter"}


HEAD = '{"format": "tutorapp-questions", "format_version": 1, "laptop": {"id": "a"}, '


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("not json", "is not a TutorApp question file"),
        ('{"format": "tutorapp-pack"}', "is not a TutorApp question file"),
        ('{"format": "tutorapp-questions", "format_version": 9}', "newer TutorApp"),
        (HEAD + '"questions": [{"entry": 1}]}', "is damaged"),
        (
            HEAD + '"questions": [{"entry": 1, "asked_at": 1, "question": "q", "status": "?"}]}',
            "is damaged",
        ),
    ],
)
def test_bad_files_get_one_clear_line(tmp_path: Path, content: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReportError, match=expected) as caught:
        read_questions(path)
    assert "\n" not in str(caught.value)
    with pytest.raises(ReportError, match="no such file"):
        read_questions(tmp_path / "missing.json")


def test_a_laptop_keeps_its_id(tmp_path: Path) -> None:
    (tmp_path / "other").mkdir()
    first = laptop_id(tmp_path)
    assert first == laptop_id(tmp_path) and len(first) == 32
    assert laptop_id(tmp_path / "other") != first


def test_the_nearest_chapter_round_trips_through_history_json() -> None:
    result = AnswerResult(
        question="what is a fuse rating",
        status=Status.REFUSED_LOW_CONFIDENCE,
        answer="I don't know based on NCERT textbooks.",
        nearest_chapter=ELECTRICITY,
    )
    data = result.to_json()
    assert data["nearest_chapter"] == {
        "book_id": "jesc111",
        "title": "Science",
        "chapter_title": "Electricity",
        "class": 10,
        "subject": "Science",
        "chapter": 11,
    }
    assert AnswerResult.from_json(data) == result
    damaged = {**data, "nearest_chapter": {"book_id": 7}}
    assert AnswerResult.from_json(damaged).nearest_chapter is None


def test_results_stored_before_the_field_use_their_first_citation() -> None:
    citation = Citation(
        n=1,
        book_id="jemh105",
        source_path="/b/jemh105.pdf",
        title="Mathematics",
        chapter_title="Arithmetic Progressions",
        school_class=10,
        subject="Mathematics",
        chapter=5,
        language="en",
        page_index=2,
        printed_page=51,
        text="An AP is a list of numbers.",
        chunk_id="jemh105@1#00002",
    )
    old = AnswerResult(question="q", status=Status.ANSWERED, answer="a [1]", citations=(citation,))
    assert chapter_of(old) == AP
    assert chapter_of(replace(old, citations=())) is None
    entry = HistoryEntry(id=4, asked_at=START, result=old)
    [record] = history_records([entry], laptop="me")
    assert (record.laptop, record.entry, record.chapter, record.status) == (
        "me",
        4,
        AP,
        Status.ANSWERED,
    )
