"""Scoring by the eval README's rules, and the answer history (which never holds reasoning)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutorapp.core.citation import Citation
from tutorapp.core.errors import TutorError
from tutorapp.core.evaluation import EvalItem, GoldPage, load_items, score, summarise
from tutorapp.core.history import History
from tutorapp.core.results import (
    AnswerResult,
    SentenceResult,
    Status,
    Timings,
    TokenCounts,
    Validation,
    ValidationPath,
)
from tutorapp.core.types import Book, BookMeta, Chunk, Confidence, Hit

META = BookMeta(
    title="Mathematics",
    chapter_title="Arithmetic Progressions",
    school_class=10,
    subject="Mathematics",
    language="en",
    part=1,
    chapter=5,
)
BOOK = Book(
    id="jemh105",
    meta=META,
    source_path="/b/jemh105.pdf",
    sha256="s",
    pages=24,
    first_printed_page=49,
    last_printed_page=72,
    chunks=90,
    indexed_at=0.0,
    generation=1,
)
TEXT = "Each term is obtained by adding a fixed number to the preceding term."


def citation(page: int) -> Citation:
    chunk = Chunk(
        id="k#1",
        book_id="jemh105",
        ordinal=1,
        page_index=page - 49,
        printed_page=page,
        char_start=0,
        char_end=len(TEXT),
        text=TEXT,
    )
    return Citation.from_hit(
        1, Hit(chunk=chunk, book=BOOK, score=1.0, dense_score=0.8, lexical_score=4.0)
    )


ITEM = EvalItem(
    id="dev-001",
    kind="in_scope",
    question="what is an AP?",
    expected="answer",
    gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
    key_facts=("fixed number",),
)


def test_answer_needs_gold_page_within_one_and_a_key_fact() -> None:
    ok = AnswerResult(
        question="q", status=Status.ANSWERED, answer="A list of numbers.", citations=(citation(52),)
    )
    assert score(ITEM, ok).passed
    assert not score(
        ITEM,
        AnswerResult(question="q", status=Status.ANSWERED, answer="x", citations=(citation(60),)),
    ).passed
    assert not score(
        ITEM, AnswerResult(question="q", status=Status.REFUSED_OUT_OF_SCOPE, answer="no")
    ).passed


def test_refuse_and_smalltalk_rules() -> None:
    refuse = EvalItem(
        id="d", kind="out_of_scope", question="q", expected="refuse", gold=(), key_facts=()
    )
    assert score(
        refuse, AnswerResult(question="q", status=Status.REFUSED_LOW_CONFIDENCE, answer="no")
    ).passed
    assert not score(
        refuse, AnswerResult(question="q", status=Status.ANSWERED, answer="Paris")
    ).passed
    talk = EvalItem(
        id="d", kind="greeting", question="hi", expected="smalltalk", gold=(), key_facts=()
    )
    assert score(talk, AnswerResult(question="hi", status=Status.SMALLTALK, answer="Hello!")).passed


def test_summary_counts_the_failures_that_matter() -> None:
    refuse = EvalItem(
        id="d2", kind="out_of_scope", question="q", expected="refuse", gold=(), key_facts=()
    )
    results = [
        AnswerResult(question="q", status=Status.REFUSED_OUT_OF_SCOPE, answer="no"),
        AnswerResult(question="q", status=Status.ANSWERED, answer="Paris"),
    ]
    lines = summarise([score(ITEM, results[0]), score(refuse, results[1])], results).lines
    text = "\n".join(lines)
    assert "answered when it should refuse: 1 ['d2']" in text
    assert "refused when it should answer: 1 ['dev-001']" in text


def test_summary_reports_validation_paths_and_supported_sentences() -> None:
    trimmed = Validation(
        path=ValidationPath.TRIMMED,
        checks=("unsupported_sentence",),
        reason="Removed 1",
        removed=1,
    )
    retried = Validation(
        path=ValidationPath.RETRIED, checks=("hedge",), reason="again", removed=0, retried=True
    )
    results = [
        AnswerResult(
            question="q",
            status=Status.ANSWERED,
            answer="a",
            validation=trimmed,
            timings=Timings(validation_ms=120.0),
            sentences=(SentenceResult(text="a", supported=True, sources=(1,)),),
        ),
        AnswerResult(
            question="q",
            status=Status.ANSWERED,
            answer="b",
            validation=retried,
            timings=Timings(validation_ms=80.0, retry_ms=9000.0),
            sentences=(
                SentenceResult(text="b", supported=True, sources=(1,)),
                SentenceResult(text="c", supported=False, sources=()),
            ),
        ),
    ]
    text = "\n".join(summarise([score(ITEM, r) for r in results], results).lines)
    assert "supported sentences: 2/3 (67%)" in text
    assert "validation paths: accept 0, trimmed 1, retried 1, extractive 0, refused 0" in text
    assert "validation latency: median 100 ms" in text
    assert "retry latency: median 9.0 s" in text
    assert "citation on a gold page: 0/2" in text


def test_load_items_reports_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "set.jsonl"
    good = {
        "id": "a",
        "kind": "in_scope",
        "question": "q",
        "expected": "answer",
        "gold": [{"file": "f.pdf", "pdf_page_index": 0, "printed_page": 3}],
        "key_facts": ["x"],
    }
    path.write_text(json.dumps(good) + "\n{broken\n", encoding="utf-8")
    with pytest.raises(TutorError, match="line 2"):
        load_items(path)
    path.write_text(json.dumps(good) + "\n", encoding="utf-8")
    assert load_items(path)[0].gold == (GoldPage(file="f.pdf", printed_page=3),)


def test_history_round_trip_and_clear(tmp_path: Path) -> None:
    history = History(tmp_path / "history.sqlite3")
    history.add(
        AnswerResult(
            question="what is an AP?",
            status=Status.ANSWERED,
            answer="A list.",
            citations=(citation(51),),
        )
    )
    [entry] = history.entries()
    assert entry.question == "what is an AP?" and entry.status is Status.ANSWERED
    assert entry.result.citations[0].printed_page == 51
    assert entry.result.citations[0].label.endswith("p. 51")
    history.clear()
    assert history.entries() == []
    history.close()


def test_a_result_survives_the_round_trip_through_json_whole() -> None:
    result = AnswerResult(
        question="what is an AP?",
        status=Status.ANSWERED,
        answer="A list [1]. Marked [not found in your books]",
        citations=(citation(51),),
        confidence=Confidence.HIGH,
        suggestions=("Arithmetic Progressions (Mathematics · Class 10)",),
        timings=Timings(retrieval_ms=12.5, first_token_ms=None, total_ms=900.0),
        tokens=TokenCounts(prompt=300, reasoning=0, answer=20),
        model="m.gguf",
        sentences=(
            SentenceResult(text="A list [1].", supported=True, sources=(1,)),
            SentenceResult(text="Marked", supported=False, sources=(), marked=True),
        ),
        quality=0.5,
        validation=Validation(path=ValidationPath.TRIMMED, checks=("hedge",), removed=1),
    )
    back = AnswerResult.from_json(json.loads(json.dumps(result.to_json())))
    assert back == result
    assert "reasoning" not in json.dumps(result.to_json()).replace('"reasoning": 0', "")


def test_damaged_history_json_reads_back_as_defaults() -> None:
    back = AnswerResult.from_json(
        {"question": "q", "status": "nonsense", "citations": [{"n": "x"}], "quality": "bad"}
    )
    assert back.status is Status.ERROR and back.quality is None
    assert back.citations[0].n == 0 and back.citations[0].printed_page is None
