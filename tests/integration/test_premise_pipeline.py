"""False premises, parts the books do not cover, and small talk, through the whole pipeline
(real Chroma library of generated PDFs, hashing embedder, scripted model)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from tests.doubles import make_library
from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_pipeline import HASHING_GATE, result_of, run
from tests.pdfgen import make_ncert_like
from tutorapp.core.events import AnswerDelta, AskEvent, Preview, Revised, Stage, StageName
from tutorapp.core.generation.engine import CancelToken, ChatMessage
from tutorapp.core.intent import REFUSAL
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status, UncoveredReason
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.validation.contradiction import Verdict

PAGES = [
    "An arithmetic progression is a list of numbers in which each term is obtained by adding "
    "a fixed number to the preceding term. This fixed number is called the common difference.",
    "The common difference of an arithmetic progression can be positive, negative or zero. "
    "For example, in the list 100, 70, 40, 10 the common difference is minus thirty.",
    "Plants have neither a nervous system nor muscles. The leaves of the sensitive plant fold "
    "up when touched because their cells change shape by changing the amount of water in them.",
]
FALSE_PREMISE = "Why is the common difference of an arithmetic progression always positive?"


@pytest.fixture
def setup(tmp_path: Path) -> Iterator[tuple[Pipeline, ScriptedGenerator]]:
    library = make_library(tmp_path / "home" / "library")
    pdf = make_ncert_like(
        tmp_path / "pdfs", "jemh105", pages=PAGES, first_printed=49, chapter_title="ARITHMETIC"
    )
    list(library.ingest([pdf]))
    generator = ScriptedGenerator()
    pipeline = Pipeline(library, generator, AnswerSettings(custom_thresholds=HASHING_GATE))
    yield pipeline, generator
    pipeline.close()


def test_a_false_premise_is_corrected_first_in_the_books_words(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue(
        [
            "The common difference of an arithmetic progression is always positive because "
            "the terms grow [1]. ",
            "The common difference is the fixed number added to each term.",
        ]
    )
    events = run(pipeline, FALSE_PREMISE)
    streamed = "".join(e.text for e in events if isinstance(e, AnswerDelta))
    assert streamed.startswith("Actually, your textbook says:")
    result = result_of(events)
    assert result.status is Status.ANSWERED
    first_line = result.answer.splitlines()[0]
    assert first_line.startswith("Actually, your textbook says: “")
    assert "can be positive, negative or zero" in first_line and first_line.endswith("[1].")
    assert result.citations[0].n == 1 and result.citations[0].printed_page == 50
    # the sentence that repeats the false premise is gone; the true one stays
    assert "always positive because" not in result.answer
    assert "fixed number added to each term" in result.answer
    assert result.validation is not None and "false_premise" in result.validation.checks
    assert result.premise is not None and result.premise.verdict is Verdict.CONTRADICTED
    assert result.premise.citation == 1
    # the model was told what the book says
    assert "can be positive, negative or zero" in generator.calls[0][-1].content
    assert any(isinstance(e, Revised) for e in events)


def test_the_correction_stands_alone_when_the_model_refuses(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue([REFUSAL])
    result = result_of(
        run(pipeline, "How do plants use their nervous system and muscles to fold leaves?")
    )
    assert result.status is Status.ANSWERED
    assert result.answer.startswith("Actually, your textbook says: “Plants have neither")
    assert [c.printed_page for c in result.citations] == [51]


def test_a_true_premise_is_answered_without_a_correction(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue(["It can be positive, negative or zero [1]."])
    result = result_of(
        run(pipeline, "Why can the common difference of an arithmetic progression be negative?")
    )
    assert result.status is Status.ANSWERED
    assert not result.answer.startswith(("Actually", "Your textbook does not"))
    assert result.premise is None
    assert "Careful" not in generator.calls[0][-1].content


def test_premise_checking_can_be_switched_off(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    pipeline.configure(AnswerSettings(custom_thresholds=HASHING_GATE, check_premise=False))
    generator.enqueue(["The common difference is the fixed number added to each term."])
    result = result_of(run(pipeline, FALSE_PREMISE))
    assert not result.answer.startswith("Actually") and result.premise is None


def test_parts_the_books_do_not_cover_are_named_in_text_and_json(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue(["The common difference is the fixed number added to each term [1]."])
    result = result_of(
        run(
            pipeline,
            "What is the common difference of an arithmetic progression and who won the "
            "FIFA world cup in 2022?",
        )
    )
    assert result.status is Status.ANSWERED
    assert [u.part for u in result.uncovered] == ["who won the FIFA world cup in 2022?"]
    assert result.uncovered[0].reason is UncoveredReason.NOT_IN_BOOKS
    assert "Your books do not cover this part of the question: “who won" in result.answer
    raw = result.to_json()
    assert raw["uncovered"] == [
        {"part": "who won the FIFA world cup in 2022?", "reason": "not_in_books"}
    ]
    assert AnswerResult.from_json(raw).uncovered == result.uncovered


def test_a_covered_part_the_answer_skips_is_named_too(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue(["The common difference is the fixed number added to each term [1]."])
    result = result_of(
        run(
            pipeline,
            "What is the common difference of an arithmetic progression? "
            "Also, why do sensitive plant leaves fold up when touched?",
        )
    )
    assert result.status is Status.ANSWERED
    missed = [u for u in result.uncovered if u.reason is UncoveredReason.NOT_ANSWERED]
    assert [u.part for u in missed] == ["Also, why do sensitive plant leaves fold up when touched?"]
    assert "This answer does not cover" in result.answer
    # both parts' passages were shown to the model
    prompt = generator.calls[0][-1].content
    assert "common difference" in prompt and "sensitive plant" in prompt


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("thank you so much!", "You're welcome"),
        ("ok bye", "Goodbye"),
        ("do you use the internet?", "offline"),
        ("can I ask in Hindi?", "Hindi"),
        ("who are you?", "TutorApp"),
        ("धन्यवाद", "स्वागत"),
        ("क्या आप इंटरनेट इस्तेमाल करते हैं?", "ऑफ़लाइन"),
    ],
)
def test_small_talk_is_friendly_fast_and_never_searches(
    setup: tuple,  # type: ignore[type-arg]
    message: str,
    expected: str,
) -> None:
    pipeline, generator = setup

    def no_search(*args: object, **kwargs: object) -> list[object]:
        raise AssertionError("small talk must not search the books")

    pipeline.library.search = no_search  # type: ignore[method-assign]
    result = result_of(run(pipeline, message))
    assert result.status is Status.SMALLTALK and expected in result.answer
    assert REFUSAL not in result.answer and not result.citations
    assert generator.calls == []


def test_a_stopped_answer_keeps_the_correction_it_showed(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.delay = 0.05
    generator.enqueue([" The terms", " can also fall", *[f" word{i}" for i in range(200)]])
    cancel = CancelToken()
    events: list[AskEvent] = []
    for event in pipeline.ask(FALSE_PREMISE, cancel=cancel):
        events.append(event)
        if len([e for e in events if isinstance(e, AnswerDelta)]) == 3:
            cancel.cancel()
    result = result_of(events)
    assert result.status is Status.CANCELLED
    assert result.answer.startswith("Actually, your textbook says: “")
    assert "word" not in result.answer  # the unfinished sentence is not kept
    assert [c.printed_page for c in result.citations] == [50]


def test_a_claim_a_passage_states_in_full_overrules_the_gate(setup: tuple) -> None:  # type: ignore[type-arg]
    """A gate that refuses every question (its floor above any cosine): a tag question whose
    claim one sentence states word for word is answered after all, opening with "Yes" and
    that sentence; one a sentence plainly denies is answered with the correction; one whose
    claim is only partly held is still refused before the model."""
    pipeline, generator = setup
    never = replace(HASHING_GATE, refuse_below=1.01, weak_below=1.02)
    pipeline.configure(AnswerSettings(custom_thresholds=never))
    generator.enqueue(["Their cells change shape by changing the amount of water in them [1]."])
    stated = "The leaves of the sensitive plant fold up when touched, right?"
    result = result_of(run(pipeline, stated))
    assert result.status is Status.ANSWERED, result.answer
    first_line = result.answer.splitlines()[0]
    assert first_line == (
        "Yes — your textbook says: “The leaves of the sensitive plant fold up when touched "
        "because their cells change shape by changing the amount of water in them.” [1]."
    )
    assert result.premise is not None and result.premise.verdict is Verdict.SUPPORTED
    assert [c.printed_page for c in result.citations] == [51]
    assert len(generator.calls) == 1
    refused = result_of(
        run(pipeline, "The leaves of the sensitive plant fold up in the rain, right?")
    )
    assert refused.status.refused  # only partly held
    assert len(generator.calls) == 1  # the model was never asked
    # a sentence that denies the claim outright ("neither … nor") overrules the gate too: the
    # correction is the answer (heldout54 fp54-18)
    generator.enqueue(["Their leaves fold up when touched [1]."])
    corrected = result_of(run(pipeline, "Plants have a nervous system and muscles, right?"))
    assert corrected.status is Status.ANSWERED, corrected.answer
    assert corrected.answer.startswith(
        "Actually, your textbook says: “Plants have neither a nervous system nor muscles"
    )
    assert corrected.premise is not None and corrected.premise.verdict is Verdict.CONTRADICTED


def test_the_yes_to_a_right_stands_alone_when_the_model_refuses(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue([REFUSAL])
    result = result_of(
        run(pipeline, "The leaves of the sensitive plant fold up when touched, right?")
    )
    assert result.status is Status.ANSWERED
    assert result.answer.startswith("Yes — your textbook says: “The leaves of the sensitive")
    assert [c.printed_page for c in result.citations] == [51]


def test_a_right_only_partly_stated_gets_no_yes(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, generator = setup
    generator.enqueue(["The leaves fold up when touched [1]."])
    result = result_of(run(pipeline, "The leaves of the sensitive plant fold up at night, right?"))
    assert not result.answer.startswith("Yes")


class DoubtingGenerator(ScriptedGenerator):
    """A scripted model that also weighs yes/no questions, with a set doubt."""

    def __init__(self, doubt: float) -> None:
        super().__init__()
        self.margin = doubt
        self.weighed: list[str] = []

    def doubt(self, messages: Sequence[ChatMessage]) -> float:
        self.weighed.append(messages[-1].content)
        return self.margin


# a wrong cause in the student's words: the word checks find nothing against it
GROWING = (
    "Why do the leaves of the sensitive plant fold up when touched because they grow new "
    "cells quickly?"
)


@pytest.mark.parametrize("doubt", [2.0, -2.0])
def test_the_models_doubt_corrects_a_premise_the_checks_let_through(
    tmp_path: Path, doubt: float
) -> None:
    library = make_library(tmp_path / "home" / "library")
    pdf = make_ncert_like(
        tmp_path / "pdfs", "jesc106", pages=PAGES, first_printed=49, chapter_title="CONTROL"
    )
    list(library.ingest([pdf]))
    generator = DoubtingGenerator(doubt)
    generator.enqueue(["The leaves fold because their cells change shape [1]."])
    pipeline = Pipeline(library, generator, AnswerSettings(custom_thresholds=HASHING_GATE))
    try:
        events = run(pipeline, GROWING)
    finally:
        pipeline.close()
    assert Stage(StageName.WEIGHING_PREMISE) in events
    assert len(generator.weighed) == 1 and "Statement: the leaves" in generator.weighed[0]
    # the book's sentences are shown first; the model weighs the premise while they are read
    weighing = events.index(Stage(StageName.WEIGHING_PREMISE))
    previews = [n for n, e in enumerate(events) if isinstance(e, Preview)]
    assert previews and previews[0] < weighing
    result = result_of(events)
    assert result.status is Status.ANSWERED
    if doubt > 0:
        assert result.premise is not None
        assert result.answer.startswith(
            "Actually, your textbook says: “The leaves of the sensitive plant fold up when "
            "touched because their cells change shape"
        )
        assert result.premise.verdict is Verdict.CONTRADICTED and result.premise.by_model
        assert result.premise.to_json()["judged_by"] == "model"
        assert [c.printed_page for c in result.citations][:1] == [51]
    else:
        assert not result.answer.startswith("Actually")
        assert result.premise is None or result.premise.verdict is not Verdict.CONTRADICTED


def test_the_model_is_not_asked_when_the_checks_settle_it(setup: tuple) -> None:  # type: ignore[type-arg]
    pipeline, _ = setup
    generator = DoubtingGenerator(5.0)
    pipeline.configure(pipeline.settings, generator)
    for _ in range(4):
        generator.enqueue(["It can be positive, negative or zero [1]."])
    events = run(pipeline, FALSE_PREMISE)  # contradicted by the words themselves
    assert generator.weighed == [] and Stage(StageName.WEIGHING_PREMISE) not in events
    off = replace(pipeline.settings, premise_doubt=None)
    pipeline.configure(off, generator)
    events = run(pipeline, GROWING)
    assert generator.weighed == [] and Stage(StageName.WEIGHING_PREMISE) not in events
