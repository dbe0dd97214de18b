"""The answer pipeline end to end with a real library and a scripted generator.

The hashing embedder's cosines are not MiniLM's, so the gate runs with thresholds scaled to
it; the calibrated presets are covered by the real-model tests.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.doubles_generation import ScriptedGenerator
from tests.pdfgen import make_ncert_like
from tutorapp.core.conversation import Conversation
from tutorapp.core.errors import TutorError
from tutorapp.core.events import AnswerDelta, AskEvent, Finished, Retrieved, Stage
from tutorapp.core.generation.engine import CancelToken
from tutorapp.core.intent import REFUSAL
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.retrieval.gate import GateThresholds
from tutorapp.core.settings import AnswerSettings

PAGES = [
    "An arithmetic progression is a list of numbers in which each term is obtained by adding "
    "a fixed number to the preceding term. This fixed number is called the common difference.",
    "The common difference of an arithmetic progression can be positive, negative or zero. "
    "For example, in the list 100, 70, 40, 10 the common difference is minus thirty.",
]
HASHING_GATE = GateThresholds(
    refuse_below=0.3,
    weak_below=0.35,
    weak_coverage=0.5,
    medium_from=0.4,
    high_from=0.5,
    high_coverage=0.6,
    min_support=1,
)


@pytest.fixture
def setup(tmp_path: Path) -> Iterator[tuple[Pipeline, ScriptedGenerator, Path]]:
    home = tmp_path / "home"
    library = make_library(home / "library")
    pdf = make_ncert_like(
        tmp_path / "pdfs",
        "jemh105",
        pages=PAGES,
        first_printed=49,
        chapter_title="ARITHMETIC PROGRESSIONS",
    )
    list(library.ingest([pdf]))
    generator = ScriptedGenerator()
    pipeline = Pipeline(library, generator, AnswerSettings(custom_thresholds=HASHING_GATE))
    yield pipeline, generator, home
    pipeline.close()


def run(pipeline: Pipeline, question: str, cancel: CancelToken | None = None) -> list[AskEvent]:
    return list(pipeline.ask(question, cancel=cancel))


def result_of(events: list[AskEvent]) -> AnswerResult:
    last = events[-1]
    assert isinstance(last, Finished)
    return last.result


def test_smalltalk_needs_no_retrieval_and_no_model(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    result = result_of(run(pipeline, "hi"))
    assert result.status is Status.SMALLTALK and not result.citations
    books = result_of(run(pipeline, "what books do you have?"))
    assert "Arithmetic Progressions" in books.answer
    assert generator.calls == []


def test_out_of_scope_is_refused_without_calling_the_model(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    events = run(pipeline, "Who won the FIFA world cup in 2022?")
    result = result_of(events)
    assert result.status is Status.REFUSED_OUT_OF_SCOPE
    assert result.answer.startswith(REFUSAL)
    assert result.citations == () and result.confidence == "insufficient"
    assert result.suggestions and "Arithmetic Progressions" in result.suggestions[0]
    assert generator.calls == []
    assert any(isinstance(e, Retrieved) for e in events)


def test_in_scope_answer_streams_and_cites_the_printed_page(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, home = setup
    generator.enqueue(["The fixed number", " added to each term", " is the common difference [1]."])
    events = run(pipeline, "What is the common difference of an arithmetic progression?")
    stages = [e.name for e in events if isinstance(e, Stage)]
    assert stages == ["searching", "reading_sources", "answering", "checking"]
    deltas = [e.text for e in events if isinstance(e, AnswerDelta) and e.channel == "answer"]
    assert "".join(deltas).startswith("The fixed number added")
    result = result_of(events)
    assert result.status is Status.ANSWERED
    assert result.answer == "The fixed number added to each term is the common difference [1]."
    assert [c.n for c in result.citations] == [1]
    assert result.citations[0].printed_page in (49, 50)
    assert result.timings.first_token_ms is not None and result.tokens.answer >= 3
    prompt = generator.calls[0]
    assert prompt[0].role == "system" and "[Source 1]" in prompt[-1].content
    assert not (home / "history.sqlite3").exists()  # the consumer records, not the pipeline


def test_reasoning_is_streamed_but_never_stored(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, home = setup
    secret = "zanzibar quokka reasoning trail"
    generator.enqueue(["<think>", secret, "</think>", "It is the fixed number d [1]."])
    events = run(pipeline, "What is the common difference?")
    reasoning = "".join(
        e.text for e in events if isinstance(e, AnswerDelta) and e.channel == "reasoning"
    )
    assert secret in reasoning
    result = result_of(events)
    assert result.status is Status.ANSWERED and secret not in result.answer
    assert secret not in str(result.to_json()) and not result.leaked
    pipeline.close()
    for path in home.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


def test_the_model_saying_it_does_not_know_is_a_refusal(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.enqueue(["I don't know", " based on NCERT textbooks."])
    result = result_of(run(pipeline, "What is the common difference of a geometric list?"))
    assert result.status is Status.REFUSED_UNSUPPORTED
    assert result.answer.startswith(REFUSAL) and result.citations == ()
    assert result.suggestions


def test_stop_cancels_mid_answer(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.delay = 0.05
    generator.enqueue([f" word{i}" for i in range(200)])
    cancel = CancelToken()
    events: list[AskEvent] = []
    for event in pipeline.ask("What is the common difference?", cancel=cancel):
        events.append(event)
        if isinstance(event, AnswerDelta) and len(events) > 5:
            threading.Timer(0.0, cancel.cancel).start()
    result = result_of(events)
    assert result.status is Status.CANCELLED
    assert len(result.answer.split()) < 50


def test_a_stopped_answer_keeps_its_complete_sentences_and_their_sources(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.delay = 0.05
    pieces = ["This fixed number", " is called the common difference.", " [1], [", "1", "]"]
    generator.enqueue([*pieces, *[f" word{i}" for i in range(200)]])
    cancel = CancelToken()
    events: list[AskEvent] = []
    for event in pipeline.ask("What is the common difference?", cancel=cancel):
        events.append(event)
        deltas = [e for e in events if isinstance(e, AnswerDelta)]
        if len(deltas) == 3:
            cancel.cancel()
    result = result_of(events)
    assert result.status is Status.CANCELLED
    assert result.answer == "This fixed number is called the common difference. [1]"
    assert [c.n for c in result.citations] == [1] and result.citations[0].printed_page


def test_mixed_question_answers_only_the_covered_part(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.enqueue(["The common difference is the fixed number added [1]."])
    question = (
        "What is the common difference of an arithmetic progression? "
        "Also, who won the FIFA world cup?"
    )
    result = result_of(run(pipeline, question))
    assert result.status is Status.ANSWERED
    assert "do not cover" in result.answer and "FIFA" in result.answer
    assert "FIFA" not in generator.calls[0][-1].content


def test_empty_question_is_a_user_error(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, _, _ = setup
    with pytest.raises(TutorError, match="Type a question"):
        run(pipeline, "   ")


def test_an_empty_library_says_so(tmp_path: Path) -> None:
    generator = ScriptedGenerator()
    pipeline = Pipeline(make_library(tmp_path / "empty"), generator)
    result = result_of(run(pipeline, "What is the common difference?"))
    assert result.status is Status.REFUSED_OUT_OF_SCOPE
    assert "No textbooks are loaded" in result.answer and generator.calls == []
    pipeline.close()


def test_a_follow_up_is_answered_from_the_previous_passages(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.enqueue(["The fixed number added to each term is the common difference [1]."])
    first = result_of(run(pipeline, "What is the common difference of an arithmetic progression?"))
    assert first.rewritten_question is None and first.conversation
    conversation = Conversation.resume(first)
    generator.enqueue(["The common difference is the fixed number that is added [1]."])
    events = list(pipeline.ask("explain it more simply", conversation=conversation))
    second = result_of(events)
    assert second.question == "explain it more simply"
    assert second.conversation == first.conversation
    assert second.rewritten_question is not None
    assert "common difference" in second.rewritten_question
    prompt = generator.calls[-1][-1].content
    assert "Earlier question: What is the common difference" in prompt
    retrieved = next(e for e in events if isinstance(e, Retrieved))
    assert retrieved.hits[0].chunk.id == first.citations[0].chunk_id  # favoured, first
    assert second.status is Status.ANSWERED


def test_an_unrelated_second_question_is_not_rewritten(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator, _ = setup
    generator.enqueue(["The fixed number added to each term is the common difference [1]."])
    first = result_of(run(pipeline, "What is the common difference of an arithmetic progression?"))
    second = result_of(
        list(
            pipeline.ask(
                "Who won the FIFA world cup in 2022?", conversation=Conversation.resume(first)
            )
        )
    )
    assert second.rewritten_question is None and second.status.refused
    assert len(generator.calls) == 1


def test_a_formula_the_books_do_not_give_is_refused_not_padded(tmp_path: Path) -> None:
    """Asked for a formula the chapter does not give (a GP's sum; it gives an AP's sum and a
    GP's nth term), an invented formula is refused — not replaced by nearby sentences."""
    library = make_library(tmp_path / "library")
    pages = [
        "The sum of the first n terms of an arithmetic progression is given by "
        "Sn = n/2 [2a + (n − 1) d]. The formula for the sum of the first n terms involves "
        "four quantities S, a, d and n.",
        "In a geometric progression each term is obtained by multiplying the preceding term by "
        "a fixed number called the common ratio r. The nth term of a geometric progression is "
        "an = a r^(n − 1), where a is the first term.",
    ]
    pdf = make_ncert_like(tmp_path / "pdfs", "jemh105", pages=pages, first_printed=49)
    list(library.ingest([pdf]))
    generator = ScriptedGenerator()
    pipeline = Pipeline(library, generator, AnswerSettings(custom_thresholds=HASHING_GATE))
    invented = (
        "The sum of the first n terms of a geometric progression is Sn = a(r^n − 1)/(r − 1) [1]."
    )
    generator.enqueue([invented])
    generator.enqueue([invented])
    try:
        question = (
            "What is the formula for the sum of the first n terms of a geometric progression?"
        )
        result = result_of(run(pipeline, question))
    finally:
        pipeline.close()
    assert generator.calls, "the gate let the question through to the model"
    assert result.status is Status.REFUSED_UNSUPPORTED and not result.citations
    assert "r^n" not in result.answer and result.answer.startswith(REFUSAL)
