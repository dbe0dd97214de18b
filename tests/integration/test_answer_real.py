"""The answer pipeline with real models: SmolLM2 for plumbing, the default model on the corpus.

Assertions are about structure and behaviour (statuses, citations, pages), not wording.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from tests.models import qwen_path, smollm2_path
from tutorapp.app import open_library
from tutorapp.core.events import AnswerDelta, Finished, Stage
from tutorapp.core.generation.engine import CancelToken, ChatMessage, GenerationConfig, StreamItem
from tutorapp.core.generation.llama import LlamaGenerator
from tutorapp.core.library import Library
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home, resources_dir

pytestmark = pytest.mark.slow


class Counting:
    """Counts the calls reaching a real generator."""

    def __init__(self, inner: LlamaGenerator) -> None:
        self.inner = inner
        self.calls = 0

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        self.calls += 1
        return self.inner.stream(messages, config, cancel)


@pytest.fixture(scope="module")
def sample_library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    lib = open_library(Home(tmp_path_factory.mktemp("sample-home")))
    list(lib.ingest([resources_dir() / "sample" / "sample_chapter.pdf"]))
    yield lib
    lib.close()


def _result(pipeline: Pipeline, question: str) -> tuple[AnswerResult, list[object]]:
    events = list(pipeline.ask(question))
    last = events[-1]
    assert isinstance(last, Finished)
    return last.result, events


def test_smollm2_streams_through_the_whole_pipeline(sample_library: Library) -> None:
    generator = Counting(LlamaGenerator(smollm2_path(), n_ctx=4096, n_threads=2))
    pipeline = Pipeline(sample_library, generator)
    result, events = _result(pipeline, "What is evaporation?")
    checked = result.validation
    assert checked is not None  # every model call is the first, the one retry or a continuation
    assert generator.calls == 1 + int(checked.retried) + checked.continuations
    assert checked.continuations <= 2 * AnswerSettings().max_continuations
    assert "answering" in [e.name for e in events if isinstance(e, Stage)]
    assert [e for e in events if isinstance(e, AnswerDelta)]
    assert result.status in (Status.ANSWERED, Status.REFUSED_UNSUPPORTED)
    assert result.tokens.prompt > 300 and result.timings.first_token_ms is not None
    if result.status is Status.ANSWERED:
        assert result.citations and result.validation is not None
        assert all(31 <= (c.printed_page or 0) <= 36 for c in result.citations)
        assert all(s.supported for s in result.sentences)


def test_smollm2_continues_an_answer_the_limit_cut_off(sample_library: Library) -> None:
    generator = Counting(LlamaGenerator(smollm2_path(), n_ctx=4096, n_threads=2))
    settings = AnswerSettings(max_tokens=6, max_continuations=2, validate=True)
    pipeline = Pipeline(sample_library, generator, settings)
    result, events = _result(pipeline, "Explain the water cycle")
    stages = [e.name for e in events if isinstance(e, Stage)]
    assert "continuing" in stages and generator.calls >= 2
    assert result.status in (Status.ANSWERED, Status.REFUSED_UNSUPPORTED)
    assert result.validation is not None and result.validation.continuations >= 1


def test_smollm2_stop_mid_answer(sample_library: Library) -> None:
    pipeline = Pipeline(sample_library, LlamaGenerator(smollm2_path(), n_threads=2))
    cancel = CancelToken()
    events = []
    for event in pipeline.ask("Explain the water cycle", cancel=cancel):
        events.append(event)
        if isinstance(event, AnswerDelta):
            cancel.cancel()
    result = events[-1].result  # type: ignore[attr-defined]
    assert result.status is Status.CANCELLED
    assert len([e for e in events if isinstance(e, AnswerDelta)]) <= 2


@pytest.mark.corpus
@pytest.mark.skipif(not qwen_path().is_file(), reason="default model not assembled")
def test_default_model_answers_from_the_right_page_and_refuses_the_rest(
    corpus_library: Library,
) -> None:
    generator = Counting(LlamaGenerator(qwen_path(), n_threads=2))
    pipeline = Pipeline(corpus_library, generator)
    result, _ = _result(pipeline, "state the laws of reflection of light")
    assert result.status is Status.ANSWERED, result.answer
    pages = {(c.source_file, c.printed_page) for c in result.citations}
    # The laws are listed on p. 135; p. 139 restates the first ("the angle of reflection equals
    # the angle of incidence") and outranks p. 135 in retrieval, so either page is a right source.
    assert any(f == "jesc109.pdf" and p in (134, 135, 136, 139) for f, p in pages), pages
    assert result.validation is not None and result.validation.path != "refused"
    assert result.sentences and all(s.supported for s in result.sentences)
    calls = generator.calls
    assert calls in (1, 2)
    refused, _ = _result(pipeline, "What is the capital of France?")
    assert refused.status.refused and refused.citations == ()
    assert generator.calls == calls  # refused by the gate, without a model call


def test_missing_model_is_a_clear_error(tmp_path: Path, sample_library: Library) -> None:
    from tutorapp.core.errors import ModelMissingError

    pipeline = Pipeline(sample_library, LlamaGenerator(tmp_path / "nope.gguf"))
    with pytest.raises(ModelMissingError, match=r"nope\.gguf"):
        list(pipeline.ask("What is evaporation?"))
