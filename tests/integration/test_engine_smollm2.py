"""The llama.cpp engine with real GGUF models: SmolLM2-135M for plumbing, Qwen for the cache.

Asserts structure and behaviour (loading, streaming, template, limits, cancel), never wording.
A small contract suite runs against both the real engine and the scripted double.
"""

from __future__ import annotations

import collections.abc
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.doubles_generation import ScriptedGenerator
from tests.models import qwen_path, smollm2_path
from tutorapp.core.errors import ModelMissingError
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    ChatModel,
    GenerationConfig,
    GenerationDone,
    StreamItem,
)
from tutorapp.core.generation.llama import LlamaGenerator

pytestmark = pytest.mark.slow

STORY = [
    ChatMessage("system", "You are a helpful assistant."),
    ChatMessage("user", "Write a long story about a cat who travels to the sea."),
]
FAST = GenerationConfig(max_tokens=48, temperature=0.0)


def _split(items: list[StreamItem]) -> tuple[list[str], GenerationDone]:
    dones = [item for item in items if isinstance(item, GenerationDone)]
    assert len(dones) == 1 and items[-1] is dones[0], "exactly one GenerationDone, last"
    return [item for item in items if isinstance(item, str)], dones[0]


@pytest.fixture(scope="module")
def smol() -> Iterator[LlamaGenerator]:
    generator = LlamaGenerator(smollm2_path(), n_ctx=512, n_threads=2)
    yield generator
    generator.close()


# --- the contract every ChatModel keeps ------------------------------------------------------


@pytest.fixture(params=["scripted", "smollm2"])
def any_generator(request: pytest.FixtureRequest, smol: LlamaGenerator) -> ChatModel:
    if request.param == "scripted":
        return ScriptedGenerator([["word "] * 100] * 4)
    return smol


def test_contract_pieces_then_exactly_one_done(any_generator: ChatModel) -> None:
    pieces, done = _split(list(any_generator.stream(STORY, FAST, CancelToken())))
    assert pieces and all(isinstance(p, str) for p in pieces)
    assert done.finish_reason in ("stop", "length") and 1 <= done.completion_tokens <= 48
    assert done.prompt_tokens > 0 and done.first_token_ms is not None
    assert done.total_ms >= done.first_token_ms


def test_contract_max_tokens_ends_with_length(any_generator: ChatModel) -> None:
    config = GenerationConfig(max_tokens=5, temperature=0.0)
    pieces, done = _split(list(any_generator.stream(STORY, config, CancelToken())))
    assert done.finish_reason == "length" and done.completion_tokens == 5
    assert 1 <= len(pieces) <= 5


def test_contract_cancelled_before_start_generates_nothing(any_generator: ChatModel) -> None:
    cancel = CancelToken()
    cancel.cancel()
    pieces, done = _split(list(any_generator.stream(STORY, FAST, cancel)))
    assert pieces == [] and done.finish_reason == "cancelled"
    assert done.completion_tokens == 0 and done.first_token_ms is None


def test_contract_cancel_after_three_pieces(any_generator: ChatModel) -> None:
    cancel = CancelToken()
    before: list[str] = []
    after: list[str] = []
    items = list[StreamItem]()
    for item in any_generator.stream(STORY, GenerationConfig(max_tokens=64), cancel):
        items.append(item)
        if isinstance(item, str):
            (after if cancel.cancelled else before).append(item)
            if len(before) == 3 and not cancel.cancelled:
                cancel.cancel()
    _, done = _split(items)
    assert len(before) == 3 and len(after) <= 1
    assert done.finish_reason == "cancelled" and done.completion_tokens <= 4


def count_tokens(text: str) -> int:
    """SmolLM2's tokens in ``text`` (a vocabulary-only copy of the model: no weights)."""
    import llama_cpp

    vocab = llama_cpp.Llama(model_path=str(smollm2_path()), vocab_only=True, verbose=False)
    try:
        return len(vocab.tokenize(text.encode("utf-8"), add_bos=False, special=False))
    finally:
        vocab.close()


# --- the real engine -------------------------------------------------------------------------


def test_loads_once_even_when_threads_race(monkeypatch: pytest.MonkeyPatch) -> None:
    import llama_cpp

    loads: list[str] = []
    real = llama_cpp.Llama

    class CountingLlama(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            loads.append(kwargs["model_path"])
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(llama_cpp, "Llama", CountingLlama)
    generator = LlamaGenerator(smollm2_path(), n_ctx=512, n_threads=2)
    try:
        threads = [threading.Thread(target=generator.load) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for _ in range(2):
            _split(list(generator.stream(STORY, GenerationConfig(max_tokens=4), CancelToken())))
        assert loads == [str(smollm2_path())]
        assert generator.load_seconds is not None and generator.load_seconds > 0
    finally:
        generator.close()


def test_streams_through_the_gguf_chat_template_quietly(
    smol: LlamaGenerator, capfd: pytest.CaptureFixture[str]
) -> None:
    pieces, done = _split(list(smol.stream(STORY, FAST, CancelToken())))
    assert len(pieces) >= 3 and "".join(pieces).strip()
    bare = sum(count_tokens(m.content) for m in STORY)
    # ChatML wraps each message in <|im_start|>role\n … <|im_end|>\n and opens the answer turn
    assert done.prompt_tokens >= bare + 2 * 4 + 3
    assert capfd.readouterr() == ("", ""), "llama.cpp printed to the terminal"


def test_a_final_assistant_message_is_continued_not_closed(smol: LlamaGenerator) -> None:
    partial = "Once upon a time, a small cat named"
    closed = [*STORY, ChatMessage("assistant", partial), ChatMessage("user", "Go on.")]
    _, closed_done = _split(list(smol.stream(closed, FAST, CancelToken())))
    pieces, done = _split(
        list(smol.stream([*STORY, ChatMessage("assistant", partial)], FAST, CancelToken()))
    )
    text = "".join(pieces)
    assert text.strip() and "<|im_start|>" not in text and "assistant" not in text[:12]
    # the continued prompt ends inside the assistant turn: no <|im_end|>, no new turn header
    assert done.prompt_tokens < closed_done.prompt_tokens
    opened = _split(list(smol.stream(STORY, FAST, CancelToken())))[1].prompt_tokens
    assert abs(done.prompt_tokens - (opened + count_tokens(partial))) <= 1


def test_stop_strings_cut_the_answer(smol: LlamaGenerator) -> None:
    config = GenerationConfig(max_tokens=64, stop=("e",))
    pieces, done = _split(list(smol.stream(STORY, config, CancelToken())))
    assert done.finish_reason == "stop" and "e" not in "".join(pieces)


def test_cancel_from_another_thread_stops_within_a_token(smol: LlamaGenerator) -> None:
    cancel = CancelToken()
    seen: list[str] = []
    items = list[StreamItem]()
    for item in smol.stream(STORY, GenerationConfig(max_tokens=200), cancel):
        items.append(item)
        if isinstance(item, str):
            seen.append(item)
            if len(seen) == 2:
                threading.Thread(target=cancel.cancel).start()
    _, done = _split(items)
    assert done.finish_reason == "cancelled" and done.completion_tokens < 10


def test_a_second_stream_while_one_runs_is_refused(smol: LlamaGenerator) -> None:
    first = smol.stream(STORY, FAST, CancelToken())
    assert isinstance(first, collections.abc.Generator) and isinstance(next(first), str)
    with pytest.raises(RuntimeError, match="already generating"):
        next(iter(smol.stream(STORY, FAST, CancelToken())))
    with pytest.raises(RuntimeError, match="running stream"):
        smol.close()
    first.close()  # an abandoned stream frees the model for the next one
    _split(list(smol.stream(STORY, GenerationConfig(max_tokens=3), CancelToken())))


def test_the_prompt_prefix_is_reused_and_counted(smol: LlamaGenerator) -> None:
    long = [ChatMessage("system", "You tell short stories about cats. " * 30), *STORY[1:]]
    first = _split(list(smol.stream(long, FAST, CancelToken())))[1]
    again = [*long[:-1], ChatMessage("user", "Tell one about a dog.")]
    second = _split(list(smol.stream(again, FAST, CancelToken())))[1]
    assert first.prompt_new is not None and second.prompt_new is not None
    assert first.prompt_new > 150  # the long system prompt is new
    assert second.prompt_new < first.prompt_new / 4  # and comes from the cache the next time


def test_a_truncated_model_fails_with_our_error_and_prints_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "half.gguf"
    with smollm2_path().open("rb") as handle:
        path.write_bytes(handle.read(2_000_000))
    with pytest.raises(ModelMissingError, match="could not be loaded"):
        LlamaGenerator(path, n_ctx=256, n_threads=1).load()
    assert capfd.readouterr() == ("", "")


# --- the default answer model: the fixed prompt prefix is computed once -----------------------


def test_qwen_reuses_the_cached_system_prompt() -> None:
    path = qwen_path()
    if not path.is_file():
        pytest.skip(f"the default answer model {path.name} is not in models/ (run ./run)")
    system = "You are a tutor. Answer only from these sources.\n" + "\n".join(
        f"[Source {i}] Class 10 Science, page {100 + i}: light is reflected so that the angle "
        "of incidence equals the angle of reflection; a concave mirror converges light."
        for i in range(1, 9)
    )
    generator = LlamaGenerator(path, n_ctx=2048)
    config = GenerationConfig(max_tokens=24)
    generator.load()
    load_seconds = generator.load_seconds or 0.0
    try:
        dones = []
        for question in ("What is the law of reflection?", "What does a concave mirror do?"):
            messages = [ChatMessage("system", system), ChatMessage("user", question)]
            pieces, done = _split(list(generator.stream(messages, config, CancelToken())))
            assert "".join(pieces).strip() and done.finish_reason in ("stop", "length")
            dones.append(done)
    finally:
        generator.close()
    first, second = (d.first_token_ms or 0.0 for d in dones)
    print(
        f"\nqwen: load {load_seconds:.1f} s; prompt {dones[0].prompt_tokens} "
        f"tokens; first token {first:.0f} ms, then {second:.0f} ms with the cached prefix"
    )
    assert dones[0].prompt_tokens > 300
    # structural, not a timing: the second prompt evaluates only what follows the cached prefix
    assert dones[1].prompt_new is not None and dones[1].prompt_new < 40
