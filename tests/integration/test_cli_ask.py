"""``tutorapp ask`` and ``tutorapp eval`` with a scripted generator patched into the app graph."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.doubles import HashingEmbedder
from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_pipeline import HASHING_GATE, PAGES
from tests.pdfgen import make_ncert_like
from tutorapp import app
from tutorapp.cli import run
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home


@pytest.fixture(autouse=True)
def scripted(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ScriptedGenerator:
    monkeypatch.setattr(app, "default_embedder", HashingEmbedder)
    generator = ScriptedGenerator()

    def build_pipeline(
        home: Home,
        _prefs: object,
        *,
        model: object = None,
        settings: AnswerSettings | None = None,
        lab: object = None,
    ) -> Pipeline:
        assert lab is None  # no --server in these tests
        library = app.open_library(home)
        options = replace(settings or AnswerSettings(), custom_thresholds=HASHING_GATE)
        return Pipeline(library, generator, options)

    monkeypatch.setattr(app, "build_pipeline", build_pipeline)
    pdf = make_ncert_like(tmp_path / "pdfs", "jemh105", pages=PAGES, first_printed=49)
    assert run(["ingest", str(pdf)], out=io.StringIO(), err=io.StringIO()) == 0
    return generator


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return run(list(args), out=out, err=err), out.getvalue(), err.getvalue()


def test_ask_streams_the_answer_then_the_sources(scripted: ScriptedGenerator) -> None:
    scripted.enqueue(["It is", " the fixed number", " added to each term [1]."])
    code, out, _ = cli("ask", "What is the common difference?")
    assert code == 0
    preview, _, answer = out.partition("\n\n")  # the textbook's sentences come first
    assert preview.startswith("From your textbook:\n  “") and "(Mathematics · Class 10" in preview
    assert answer.startswith("It is the fixed number added to each term [1].")
    assert "Sources:\n[1] Mathematics · Class 10 · Ch 5" in out
    assert "p. 49" in out or "p. 50" in out


def test_ask_json_has_the_documented_keys(scripted: ScriptedGenerator) -> None:
    scripted.enqueue(["<think>", "hidden", "</think>", "The fixed number d [1]."])
    code, out, _ = cli("ask", "What is the common difference?", "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "answered"
    assert set(data) >= {
        "status",
        "answer",
        "citations",
        "confidence",
        "suggestions",
        "timings",
        "tokens",
        "sentences",
        "quality",
        "validation",
        "preview",
    }
    assert set(data["citations"][0]) >= {
        "n",
        "book_id",
        "source_file",
        "title",
        "class",
        "subject",
        "chapter",
        "page_index",
        "printed_page",
        "text",
    }
    assert set(data["timings"]) == {
        "retrieval_ms",
        "first_token_ms",
        "total_ms",
        "validation_ms",
        "continuation_ms",
        "retry_ms",
        "preview_ms",
    }
    assert data["preview"] and data["timings"]["preview_ms"] is not None
    for sentence in data["preview"]:
        assert set(sentence) >= {"text", "book_id", "source_file", "printed_page", "page_index"}
        assert sentence["book_id"] == "jemh105" and sentence["source_file"] == "jemh105.pdf"
    assert 0 < data["timings"]["preview_ms"] <= data["timings"]["total_ms"]
    assert data["validation"]["path"] == "accept" and data["quality"] >= 0.85
    # the book's definition is added to the model's short answer (completeness)
    assert data["sentences"] == [
        {
            "text": "This fixed number is called the common difference [1].",
            "supported": True,
            "sources": [1],
            "marked": False,
        },
        {"text": "The fixed number d [1].", "supported": True, "sources": [1], "marked": False},
    ]
    assert data["validation"]["reason"] == "Added the book's full definition."
    assert "fixed number" in data["citations"][0]["text"]
    assert set(data["tokens"]) == {"prompt", "prompt_new", "reasoning", "answer"}
    assert "hidden" not in out


def test_show_reasoning_goes_to_stderr_only(scripted: ScriptedGenerator) -> None:
    scripted.enqueue(["<think>", "scratch work", "</think>", "The fixed number d [1]."])
    code, out, err = cli("ask", "What is the common difference?", "--show-reasoning")
    assert code == 0 and "scratch work" in err and "scratch work" not in out


def test_refusal_exits_zero_with_suggestions(scripted: ScriptedGenerator) -> None:
    code, out, _ = cli("ask", "Who won the FIFA world cup in 2022?", "--json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "refused_out_of_scope"
    assert data["citations"] == [] and data["suggestions"]
    assert data["preview"] == [] and data["timings"]["preview_ms"] is None
    assert scripted.calls == []


def test_eval_scores_and_writes_a_report(scripted: ScriptedGenerator, tmp_path: Path) -> None:
    items = [
        {
            "id": "a",
            "kind": "in_scope",
            "lang": "en",
            "question": "What is the common difference?",
            "expected": "answer",
            "gold": [{"file": "jemh105.pdf", "pdf_page_index": 0, "printed_page": 49}],
            "key_facts": ["fixed number"],
            "note": "",
        },
        {
            "id": "b",
            "kind": "out_of_scope",
            "lang": "en",
            "question": "Who won the FIFA world cup?",
            "expected": "refuse",
            "gold": [],
            "key_facts": [],
            "note": "",
        },
        {
            "id": "c",
            "kind": "greeting",
            "lang": "en",
            "question": "hi",
            "expected": "smalltalk",
            "gold": [],
            "key_facts": [],
            "note": "",
        },
    ]
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(json.dumps(i) for i in items), encoding="utf-8")
    scripted.enqueue(["It is the fixed number added to each term [1]."])
    report = tmp_path / "report.json"
    code, out, _ = cli("eval", str(path), "--report", str(report))
    assert code == 0
    assert "all             3/3" in out
    assert "answered when it should refuse: 0" in out
    data = json.loads(report.read_text())
    assert set(data) == {"a", "b", "c"} and data["a"]["passed"] is True


GOOD = "This fixed number is called the common difference [1]."
OUTSIDE = "Gauss was a famous German mathematician."


def test_a_corrected_answer_is_shown_with_its_reason(scripted: ScriptedGenerator) -> None:
    scripted.enqueue([GOOD, " ", OUTSIDE])
    code, out, _ = cli("ask", "What is the common difference of an arithmetic progression?")
    assert code == 0
    streamed, corrected = out.split("[Checked against your books: ")
    assert "Gauss" in streamed and "Gauss" not in corrected
    assert corrected.startswith("Removed 1 sentence(s) that your books do not support.]")
    assert GOOD in corrected and "Sources:\n[1] " in corrected


def test_mark_unsupported_keeps_the_sentence_marked(scripted: ScriptedGenerator) -> None:
    scripted.enqueue([GOOD, " ", OUTSIDE])
    question = "What is the common difference of an arithmetic progression?"
    code, out, _ = cli("ask", question, "--mark-unsupported", "--json")
    data = json.loads(out)
    assert code == 0 and data["validation"]["path"] == "trimmed"
    assert data["answer"].endswith("German mathematician. [not found in your books]")
    assert [s["supported"] for s in data["sentences"]] == [True, False]


def test_no_check_leaves_the_answer_as_the_model_wrote_it(scripted: ScriptedGenerator) -> None:
    scripted.enqueue([GOOD, " ", OUTSIDE])
    question = "What is the common difference of an arithmetic progression?"
    data = json.loads(cli("ask", question, "--no-check", "--json")[1])
    assert "Gauss" in data["answer"] and data["validation"] is None


def test_ask_continue_follows_up_the_last_question_in_the_history(
    scripted: ScriptedGenerator,
) -> None:
    scripted.enqueue(["The fixed number added to each term is the common difference [1]."])
    code, out, _ = cli("ask", "What is the common difference of an AP?", "--json")
    first = json.loads(out)
    assert code == 0 and first["rewritten_question"] is None and first["conversation"]
    assert first["citations"][0]["kind"] == "definition"  # "… is called the common difference"
    scripted.enqueue(["The common difference is the fixed number that is added [1]."])
    code, out, _ = cli("ask", "explain it more simply", "--continue", "--json")
    second = json.loads(out)
    assert code == 0 and second["conversation"] == first["conversation"]
    assert "common difference" in second["rewritten_question"]
    assert all({"supported", "sources"} <= set(s) for s in second["sentences"])
    scripted.enqueue(["The common difference is the number added to each term [1]."])
    code, out, err = cli("ask", "explain it more simply", "--continue")
    assert code == 0 and "Read as a follow-up: " in err
    code, out, _ = cli("ask", "explain it more simply", "--json")  # no --continue
    assert json.loads(out)["rewritten_question"] is None


def test_ask_continue_with_an_empty_history_answers_alone(scripted: ScriptedGenerator) -> None:
    scripted.enqueue(["The fixed number added to each term is the common difference [1]."])
    code, _, err = cli("ask", "What is the common difference?", "--continue")
    assert code == 0 and "no earlier question" in err
