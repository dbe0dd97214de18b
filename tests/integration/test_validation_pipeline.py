"""Validation inside the pipeline: each failure mode of a small model takes its path.

A scripted generator plays the failure (outside knowledge, a fake source number, a cut-off
answer, padding, a wrong number); the tests assert the path taken, the ``Revised`` event and
what the stored result says.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_pipeline import HASHING_GATE, PAGES, result_of, run
from tests.pdfgen import make_ncert_like
from tutorapp.core.events import AnswerDelta, Preview, Revised, Stage
from tutorapp.core.generation.prompts import STRICT_NOTE
from tutorapp.core.intent import REFUSAL
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import Status
from tutorapp.core.settings import AnswerSettings

QUESTION = "What is the common difference of an arithmetic progression?"
GOOD = "This fixed number is called the common difference [1]."
OUTSIDE = "Carl Friedrich Gauss summed the numbers from one to a hundred as a schoolboy in 1786."
SHORT_OUTSIDE = "Gauss was a famous German mathematician."
OUTSIDE_2 = "Fibonacci brought Hindu numerals to Europe in his famous book about trade."


@pytest.fixture
def make(tmp_path: Path) -> Iterator[object]:
    pipelines: list[Pipeline] = []

    def build(*scripts: list[str], **settings: object) -> tuple[Pipeline, ScriptedGenerator]:
        library = make_library(tmp_path / f"lib{len(pipelines)}")
        folder = tmp_path / f"pdfs{len(pipelines)}"
        pdf = make_ncert_like(
            folder,
            "jemh105",
            pages=PAGES,
            first_printed=49,
            chapter_title="ARITHMETIC PROGRESSIONS",
        )
        list(library.ingest([pdf]))
        generator = ScriptedGenerator(scripts)
        options = AnswerSettings(custom_thresholds=HASHING_GATE)
        pipeline = Pipeline(library, generator, replace(options, **settings))  # type: ignore[arg-type]
        pipelines.append(pipeline)
        return pipeline, generator

    yield build
    for pipeline in pipelines:
        pipeline.close()


def stages(events: Sequence[object]) -> list[str]:
    return [e.name for e in events if isinstance(e, Stage)]


def revised(events: Sequence[object]) -> list[Revised]:
    return [e for e in events if isinstance(e, Revised)]


def test_a_supported_answer_is_accepted_unchanged(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([GOOD])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert result.validation is not None and result.validation.path == "accept"
    assert result.answer == GOOD and revised(events) == []
    assert [s.supported for s in result.sentences] == [True]
    assert result.quality is not None and result.quality >= 0.85


def test_an_uncited_outside_knowledge_sentence_is_removed_and_said(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make([f"{GOOD} {SHORT_OUTSIDE}"])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert result.status is Status.ANSWERED and result.answer == GOOD
    assert result.validation is not None and result.validation.path == "trimmed"
    assert result.validation.removed == 1 and "unsupported_sentence" in result.validation.checks
    [change] = revised(events)
    assert change.answer == GOOD and "Removed 1 sentence" in change.reason
    assert "Gauss" in "".join(e.text for e in events if isinstance(e, AnswerDelta))  # streamed
    assert "Gauss" not in str(result.to_json()["sentences"])
    assert len(generator.calls) == 1  # trimming needs no second model call


def test_a_fake_source_number_is_replaced_by_the_aligned_one(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([GOOD.replace("[1]", "[9]")])
    result = result_of(run(pipeline, QUESTION))
    assert result.status is Status.ANSWERED and "[9]" not in result.answer
    assert result.answer.endswith("common difference [1].")
    assert result.validation is not None and "fake_source" in result.validation.checks
    assert "fixed number" in result.citations[0].text


def test_duplicate_padding_is_dropped(make) -> None:  # type: ignore[no-untyped-def]
    padded = (
        f"{GOOD} Furthermore, this fixed number is called the common difference [1]. "
        "Additionally, the fixed number is called the common difference [1]."
    )
    pipeline, _ = make([padded])
    result = result_of(run(pipeline, QUESTION))
    assert result.answer == GOOD
    assert result.validation is not None
    assert {"duplicate", "padding"} <= set(result.validation.checks)


def test_a_number_in_no_source_is_flagged_and_its_sentence_dropped(make) -> None:  # type: ignore[no-untyped-def]
    wrong = f"{GOOD} The common difference is 37 [1]."
    pipeline, _ = make([wrong])
    result = result_of(run(pipeline, QUESTION))
    assert result.validation is not None and "unsupported_number" in result.validation.checks
    assert "37" not in result.answer and result.answer == GOOD


def test_a_cut_off_answer_is_continued(make) -> None:  # type: ignore[no-untyped-def]
    first = ["This fixed number", " is called", " the common", " difference", " of the", " AP"]
    pipeline, generator = make(
        first, [" and it is added to each term."], max_tokens=5, max_continuations=2
    )
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert "continuing" in stages(events)
    assert result.validation is not None and result.validation.continuations == 1
    assert result.answer.startswith("This fixed number is called the common difference of the")
    assert result.answer.endswith("added to each term [1].")
    continued = generator.calls[1]
    assert continued[-1].role == "assistant"
    assert continued[-1].content == "This fixed number is called the common difference of the"
    assert generator.configs[1].max_tokens == 16  # half the limit, at least 16


def test_a_complete_answer_at_the_limit_is_not_continued(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make([GOOD, " More."], [" unused"], max_tokens=1)
    result = result_of(run(pipeline, QUESTION))
    assert result.status is Status.ANSWERED and generator.pending == 1


def test_an_unsupported_answer_is_retried_strictly(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make([f"{OUTSIDE} {OUTSIDE_2}"], [GOOD])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert "retrying" in stages(events)
    assert STRICT_NOTE in generator.calls[1][-1].content
    assert generator.configs[1].temperature == 0.0
    assert result.status is Status.ANSWERED and result.answer == GOOD
    assert result.validation is not None and result.validation.path == "retried"
    assert result.validation.retried and result.validation.reason
    assert "answered again" in result.validation.reason
    assert revised(events) == []  # the retry streamed after "retrying": what was shown stands
    assert result.timings.retry_ms > 0


def test_still_unsupported_after_the_retry_gives_the_textbook_sentences(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([OUTSIDE], [OUTSIDE_2])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert result.status is Status.ANSWERED
    assert result.answer.startswith("From your textbook:\n- ")
    assert "common difference" in result.answer and "[1]" in result.answer
    assert result.validation is not None and result.validation.path == "extractive"
    assert revised(events)[0].path == "extractive"
    assert all(s.supported for s in result.sentences) and result.citations


def test_nothing_usable_is_refused(make, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([OUTSIDE], [OUTSIDE_2])
    monkeypatch.setattr("tutorapp.core.premise_answer.textbook_answer", lambda *_, **__: [])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert not [e for e in events if isinstance(e, Preview)]  # no sentence to show at once
    assert result.status is Status.REFUSED_UNSUPPORTED
    assert result.answer.startswith(REFUSAL) and result.citations == ()
    assert revised(events)[0].path == "refused"


def test_what_both_failed_attempts_agree_on_and_the_books_support_stands(
    make, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    # dev-002: each attempt kept its one supported sentence but added a longer one the
    # checks failed, so neither kept half its words; the sentence both wrote stands
    pipeline, _ = make([f"{GOOD} {OUTSIDE}"], [f"{GOOD} {OUTSIDE_2}"])
    monkeypatch.setattr("tutorapp.core.premise_answer.textbook_answer", lambda *_, **__: [])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert result.status is Status.ANSWERED and result.answer == GOOD
    assert result.validation is not None and result.validation.path == "retried"
    assert result.validation.removed == 1 and result.validation.reason
    assert "removed 1 sentence(s)" in result.validation.reason
    assert revised(events)[0].answer == GOOD


def test_attempts_that_agree_on_nothing_are_refused(make, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([f"{GOOD} {OUTSIDE}"], [f"{OUTSIDE_2} {SHORT_OUTSIDE}"])
    monkeypatch.setattr("tutorapp.core.premise_answer.textbook_answer", lambda *_, **__: [])
    result = result_of(run(pipeline, QUESTION))
    assert result.status is Status.REFUSED_UNSUPPORTED


def test_a_model_repeating_itself_does_not_cancel_the_retry(make) -> None:  # type: ignore[no-untyped-def]
    # stopping the loop once cancelled the question's own token, so the retry after it
    # ended at once and the student saw "cancelled" (a held-out premise question, ht-07)
    loop = [f"{OUTSIDE} "] * 6
    pipeline, generator = make(loop, [GOOD])
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert len(generator.calls) == 2
    assert result.status is Status.ANSWERED and result.answer == GOOD
    assert result.validation is not None and result.validation.path == "retried"


def test_no_retry_past_the_latency_budget(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make([OUTSIDE], latency_budget_ms=0)
    result = result_of(run(pipeline, QUESTION))
    assert len(generator.calls) == 1
    assert result.validation is not None and not result.validation.retried
    assert result.validation.path == "extractive"


def test_a_retry_the_model_refuses_falls_back_to_the_book(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([OUTSIDE], [REFUSAL])
    result = result_of(run(pipeline, QUESTION))
    assert result.validation is not None and result.validation.path == "extractive"


def test_validation_can_be_switched_off(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([f"{GOOD} {OUTSIDE}"], validate=False)
    events = run(pipeline, QUESTION)
    result = result_of(events)
    assert "Gauss" in result.answer and result.validation is None
    assert "checking" not in stages(events)
