"""Scoring by the eval README's rules, and the answer history (which never holds reasoning)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutorapp.core.errors import TutorError
from tutorapp.core.evaluation import EvalItem, GoldPage, load_items, score, summarise
from tutorapp.core.history import History
from tutorapp.core.results import (
    AnswerResult,
    Citation,
    SentenceResult,
    Status,
    Timings,
    Validation,
)
from tutorapp.core.types import Book, BookMeta, Chunk, Hit

META = BookMeta("Mathematics", "Arithmetic Progressions", 10, "Mathematics", "en", 1, 5)
BOOK = Book("jemh105", META, "/b/jemh105.pdf", "s", 24, 49, 72, 90, 0.0, 1)
TEXT = "Each term is obtained by adding a fixed number to the preceding term."


def citation(page: int) -> Citation:
    chunk = Chunk("k#1", "jemh105", 1, page - 49, page, 0, len(TEXT), TEXT)
    return Citation(1, Hit(chunk, BOOK, 1.0, 0.8, 4.0))


ITEM = EvalItem("dev-001", "in_scope", "what is an AP?", "answer",
                (GoldPage("jemh105.pdf", 51),), ("fixed number",))  # fmt: skip


def test_answer_needs_gold_page_within_one_and_a_key_fact() -> None:
    ok = AnswerResult("q", Status.ANSWERED, "A list of numbers.", (citation(52),))
    assert score(ITEM, ok).passed
    assert not score(ITEM, AnswerResult("q", Status.ANSWERED, "x", (citation(60),))).passed
    assert not score(ITEM, AnswerResult("q", Status.REFUSED_OUT_OF_SCOPE, "no")).passed


def test_refuse_and_smalltalk_rules() -> None:
    refuse = EvalItem("d", "out_of_scope", "q", "refuse", (), ())
    assert score(refuse, AnswerResult("q", Status.REFUSED_LOW_CONFIDENCE, "no")).passed
    assert not score(refuse, AnswerResult("q", Status.ANSWERED, "Paris")).passed
    talk = EvalItem("d", "greeting", "hi", "smalltalk", (), ())
    assert score(talk, AnswerResult("hi", Status.SMALLTALK, "Hello!")).passed


def test_summary_counts_the_failures_that_matter() -> None:
    refuse = EvalItem("d2", "out_of_scope", "q", "refuse", (), ())
    results = [AnswerResult("q", Status.REFUSED_OUT_OF_SCOPE, "no"),
               AnswerResult("q", Status.ANSWERED, "Paris")]  # fmt: skip
    lines = summarise([score(ITEM, results[0]), score(refuse, results[1])], results).lines
    text = "\n".join(lines)
    assert "answered when it should refuse: 1 ['d2']" in text
    assert "refused when it should answer: 1 ['dev-001']" in text


def test_summary_reports_validation_paths_and_supported_sentences() -> None:
    trimmed = Validation("trimmed", ("unsupported_sentence",), "Removed 1", 1)
    retried = Validation("retried", ("hedge",), "again", 0, retried=True)
    results = [
        AnswerResult("q", Status.ANSWERED, "a", validation=trimmed, timings=Timings(
            validation_ms=120.0), sentences=(SentenceResult("a", True, (1,)),)),
        AnswerResult("q", Status.ANSWERED, "b", validation=retried, timings=Timings(
            validation_ms=80.0, retry_ms=9000.0), sentences=(
                SentenceResult("b", True, (1,)), SentenceResult("c", False, ()))),
    ]  # fmt: skip
    text = "\n".join(summarise([score(ITEM, r) for r in results], results).lines)
    assert "supported sentences: 2/3 (67%)" in text
    assert "validation paths: accept 0, trimmed 1, retried 1, extractive 0, refused 0" in text
    assert "validation latency: median 100 ms" in text
    assert "retry latency: median 9.0 s" in text
    assert "citation on a gold page: 0/2" in text


def test_load_items_reports_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "set.jsonl"
    good = {"id": "a", "kind": "in_scope", "question": "q", "expected": "answer",
            "gold": [{"file": "f.pdf", "pdf_page_index": 0, "printed_page": 3}],
            "key_facts": ["x"]}  # fmt: skip
    path.write_text(json.dumps(good) + "\n{broken\n", encoding="utf-8")
    with pytest.raises(TutorError, match="line 2"):
        load_items(path)
    path.write_text(json.dumps(good) + "\n", encoding="utf-8")
    assert load_items(path)[0].gold == (GoldPage("f.pdf", 3),)


def test_history_round_trip_and_clear(tmp_path: Path) -> None:
    history = History(tmp_path / "history.sqlite3")
    history.add(AnswerResult("what is an AP?", Status.ANSWERED, "A list.", (citation(51),)))
    [entry] = history.entries()
    assert entry.question == "what is an AP?" and entry.status == "answered"
    assert entry.result["citations"][0]["printed_page"] == 51  # type: ignore[index,call-overload]
    assert "reasoning" not in entry.result
    history.clear()
    assert history.entries() == []
    history.close()
