"""The textbook preview, the lean prompt and the warm prefix inside the pipeline (real library,
scripted model).

The preview comes right after the search and before the model reads anything, with the
page of each sentence; it never comes for a refusal at the gate or small talk; it stays as
the answer when the explanation does not hold up. The model reads compressed passages and is
judged against what it read, while citations keep the whole passage.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_pipeline import HASHING_GATE, PAGES, result_of, run
from tests.pdfgen import make_ncert_like
from tutorapp.core.events import AnswerDelta, Preview, Retrieved, Revised, Stage
from tutorapp.core.generation.prompts import fixed_prefix
from tutorapp.core.history import History
from tutorapp.core.intent import REFUSAL
from tutorapp.core.pipeline import BOOK_STANDS, Pipeline
from tutorapp.core.results import Status, ValidationPath
from tutorapp.core.settings import AnswerSettings

QUESTION = "What is the common difference of an arithmetic progression?"
DEFINITION = "This fixed number is called the common difference."
OUTSIDE = "Carl Friedrich Gauss summed the numbers from one to a hundred as a schoolboy in 1786."
FILLER = [
    "Long ago merchants in busy markets kept careful records of their daily trade.",
    "Some of these records were written on clay tablets and others on palm leaves.",
    "Teachers in old schools used such records to set puzzles for their students.",
    "Many of those puzzles asked about regular patterns in rows of stones and coins.",
    "Students copied the puzzles into their notebooks and tried them at home.",
]
LONG_PAGES = [
    " ".join([*FILLER, PAGES[0], *FILLER[::-1]]),
    " ".join([*FILLER[1:], PAGES[1], *FILLER[:3]]),
]


@pytest.fixture
def make(tmp_path: Path) -> Iterator[object]:
    pipelines: list[Pipeline] = []

    def build(
        *scripts: list[str], pages: list[str] = PAGES, **settings: object
    ) -> tuple[Pipeline, ScriptedGenerator]:
        library = make_library(tmp_path / f"lib{len(pipelines)}")
        pdf = make_ncert_like(
            tmp_path / f"pdfs{len(pipelines)}",
            "jemh105",
            pages=pages,
            first_printed=49,
            chapter_title="ARITHMETIC PROGRESSIONS",
        )
        list(library.ingest([pdf]))
        generator = ScriptedGenerator(scripts)
        options = replace(AnswerSettings(custom_thresholds=HASHING_GATE), **settings)  # type: ignore[arg-type]
        pipeline = Pipeline(library, generator, options)
        pipelines.append(pipeline)
        return pipeline, generator

    yield build
    for pipeline in pipelines:
        pipeline.close()


def test_the_preview_comes_after_the_search_and_before_the_model_reads(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make(["This fixed number", " is called the common difference [1]."])
    events = run(pipeline, QUESTION)
    kinds = [type(e).__name__ for e in events]
    preview = next(e for e in events if isinstance(e, Preview))
    first_delta = next(i for i, e in enumerate(events) if isinstance(e, AnswerDelta))
    reading = next(
        i for i, e in enumerate(events) if isinstance(e, Stage) and e.name == "reading_sources"
    )
    assert kinds.index("Retrieved") < kinds.index("Preview") < reading < first_delta
    assert 1 <= len(preview.sentences) <= 3
    assert all("common difference" in s.text for s in preview.sentences)
    for sentence in preview.sentences:
        assert sentence.book_id == "jemh105" and sentence.source_file == "jemh105.pdf"
        assert sentence.printed_page in (49, 50) and sentence.page_index in (0, 1)
        assert sentence.label.startswith("Mathematics · Class 10 · Ch 5 Arithmetic Progressions")
    result = result_of(events)
    assert result.preview == preview.sentences
    assert result.timings.preview_ms is not None
    assert 0 < result.timings.preview_ms <= (result.timings.first_token_ms or 0)


def test_no_preview_for_a_refusal_at_the_gate_or_small_talk(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make()
    for question in ("Who won the FIFA world cup in 2022?", "hi", "what books do you have?"):
        events = run(pipeline, question)
        assert not [e for e in events if isinstance(e, Preview)], question
        result = result_of(events)
        assert result.preview == () and result.timings.preview_ms is None
    assert generator.calls == []


def test_an_unsupported_explanation_leaves_the_preview_as_the_answer(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([OUTSIDE], [OUTSIDE])
    events = run(pipeline, QUESTION)
    preview = next(e for e in events if isinstance(e, Preview))
    result = result_of(events)
    assert result.status is Status.ANSWERED
    assert result.validation is not None and result.validation.path is ValidationPath.EXTRACTIVE
    for sentence in preview.sentences:  # the same sentences, now the answer, cited
        assert sentence.text.rstrip(".") in result.answer  # "… or zero [1]."
    assert result.citations and all(c.book_id == "jemh105" for c in result.citations)


def test_a_model_refusal_leaves_the_preview_when_it_holds_every_word_asked(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([REFUSAL])
    events = run(pipeline, "What is the common difference?")
    preview = next(e for e in events if isinstance(e, Preview))
    result = result_of(events)
    assert result.status is Status.ANSWERED
    assert all(s.text.rstrip(".") in result.answer for s in preview.sentences)
    assert result.validation is not None and result.validation.path is ValidationPath.EXTRACTIVE
    assert result.validation.reason == BOOK_STANDS
    assert next(e for e in events if isinstance(e, Revised)).reason == BOOK_STANDS


def test_a_model_refusal_stands_when_the_preview_misses_what_was_asked(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make([REFUSAL])
    events = run(pipeline, "What is the common difference of a geometric list?")
    assert [e for e in events if isinstance(e, Preview)]  # shown at once, then withdrawn
    result = result_of(events)
    assert result.status is Status.REFUSED_UNSUPPORTED and result.answer.startswith(REFUSAL)


def test_history_keeps_the_final_answer_not_the_preview(make, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pipeline, _ = make(["This fixed number", " is called the common difference [1]."])
    result = result_of(run(pipeline, QUESTION))
    assert result.preview
    history = History(tmp_path / "history.sqlite3")
    history.add(result)
    stored = history.entries()[0].result
    history.close()
    assert stored.preview == () and stored.answer == result.answer


def test_the_model_reads_compressed_passages_and_is_judged_on_them(make) -> None:  # type: ignore[no-untyped-def]
    cut = FILLER[2]  # a sentence the question does not need: cut from the prompt
    pipeline, generator = make(
        [f"{cut} {DEFINITION} [1]"], [f"{DEFINITION} [1]"], pages=LONG_PAGES, max_source_tokens=90
    )
    events = run(pipeline, QUESTION)
    prompt = generator.calls[0][-1].content
    assert DEFINITION in prompt and cut not in prompt
    reading = next(e for e in events if isinstance(e, Stage) and e.name == "reading_sources")
    assert reading.passages >= 1
    result = result_of(events)
    # the sentence it was not shown is not supported, even though the page holds it
    assert result.validation is not None and "unsupported_sentence" in result.validation.checks
    assert cut not in result.answer and DEFINITION.rstrip(".") in result.answer
    assert any(cut in c.text for c in result.citations)  # citations: the whole passage
    uncompressed, generator = make([REFUSAL], pages=LONG_PAGES, max_source_tokens=0)
    run(uncompressed, QUESTION)
    assert cut in generator.calls[0][-1].content  # 0 turns compression off


def test_the_prefix_is_warmed_once_at_warm_up_or_before_the_first_question(make) -> None:  # type: ignore[no-untyped-def]
    pipeline, generator = make(*[[f"{DEFINITION} [1]"]] * 6)
    warmed = list(pipeline.warm_up())
    assert warmed[0].prefix == "computed" and generator.prefixes == [fixed_prefix()]
    run(pipeline, QUESTION)
    assert generator.prefixes == [fixed_prefix()]  # not again
    lazy, generator = make(*[[f"{DEFINITION} [1]"]] * 6)
    events = run(lazy, QUESTION)  # the CLI: no warm_up, warmed before the first prompt
    assert generator.prefixes == [fixed_prefix()]
    assert any(isinstance(e, Retrieved) for e in events)
    lazy.configure(replace(lazy.settings, think_in_tags=True))
    run(lazy, QUESTION)
    assert generator.prefixes == [fixed_prefix(), fixed_prefix(think=True)]
