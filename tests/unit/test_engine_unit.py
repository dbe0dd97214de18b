"""The generation engine without a real model: tokens, configs, model files, errors, the double."""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import pytest

from tests.doubles_generation import ScriptedGenerator
from tutorapp.core.errors import ModelMissingError
from tutorapp.core.generation import engine, llama
from tutorapp.core.generation.engine import (
    DEFAULT_MODEL_FILE,
    CancelToken,
    ChatMessage,
    ChatModel,
    GenerationConfig,
    GenerationDone,
    StreamItem,
    default_model_path,
    find_models,
)
from tutorapp.core.generation.llama import LlamaGenerator

QUESTION = [
    ChatMessage("system", "Answer from the sources."),
    ChatMessage("user", "What is a lens?"),
]


def _split(items: list[StreamItem]) -> tuple[list[str], GenerationDone]:
    pieces = [item for item in items[:-1] if isinstance(item, str)]
    assert len(pieces) == len(items) - 1, "only the last item may be a GenerationDone"
    done = items[-1]
    assert isinstance(done, GenerationDone)
    return pieces, done


# --- CancelToken and GenerationConfig ------------------------------------------------------


def test_cancel_token_is_set_from_another_thread() -> None:
    token = CancelToken()
    states = [token.cancelled]
    setter = threading.Thread(target=token.cancel)
    setter.start()
    setter.join()
    states.append(token.cancelled)
    token.cancel()  # idempotent
    states.append(token.cancelled)
    assert states == [False, True, True]


def test_generation_config_defaults_and_validation() -> None:
    config = GenerationConfig()
    assert (config.max_tokens, config.temperature, config.top_p, config.top_k) == (
        384,
        0.1,
        0.9,
        40,
    )
    assert (config.repeat_penalty, config.stop, config.seed) == (1.1, (), 0)
    with pytest.raises(ValueError, match="max_tokens"):
        GenerationConfig(max_tokens=0)
    with pytest.raises(ValueError, match="temperature"):
        GenerationConfig(temperature=-0.5)


# --- model files -----------------------------------------------------------------------------


def test_find_models_lists_gguf_files_sorted_with_the_default_first(tmp_path: Path) -> None:
    for name in ("zeta.gguf", "Alpha.GGUF", DEFAULT_MODEL_FILE, "notes.txt", ".hidden.gguf"):
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "folder.gguf").mkdir()
    assert [p.name for p in find_models(tmp_path)] == [
        DEFAULT_MODEL_FILE,
        "Alpha.GGUF",
        "zeta.gguf",
    ]
    assert find_models(tmp_path / "missing") == []


def test_default_model_path_prefers_the_default_then_the_first_gguf(tmp_path: Path) -> None:
    (tmp_path / "b.gguf").write_bytes(b"x")
    (tmp_path / "a.gguf").write_bytes(b"x")
    assert default_model_path(tmp_path) == tmp_path / "a.gguf"
    (tmp_path / DEFAULT_MODEL_FILE).write_bytes(b"x")
    assert default_model_path(tmp_path) == tmp_path / DEFAULT_MODEL_FILE


def test_default_model_path_looks_in_models_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "models_dir", lambda: tmp_path)
    (tmp_path / "only.gguf").write_bytes(b"x")
    assert default_model_path() == tmp_path / "only.gguf"


def test_no_model_at_all_says_how_to_fix_it(tmp_path: Path) -> None:
    with pytest.raises(ModelMissingError) as caught:
        default_model_path(tmp_path)
    message = str(caught.value)
    assert str(tmp_path) in message and "./run" in message and "--model" in message


# --- load failures become ModelMissingError, silently ----------------------------------------


def test_a_missing_model_file_names_the_file_and_the_fix(tmp_path: Path) -> None:
    path = tmp_path / "gone.gguf"
    generator = LlamaGenerator(path, n_ctx=256, n_threads=1)
    assert generator.model_id == "gone.gguf" and generator.load_seconds is None
    with pytest.raises(ModelMissingError) as caught:
        generator.load()
    message = str(caught.value)
    assert str(path) in message and "does not exist" in message
    # a model the user chose: check the path, not "run the set-up"
    assert "./run" not in message and "--model" in message
    with pytest.raises(ModelMissingError):
        next(iter(generator.stream(QUESTION, GenerationConfig(), CancelToken())))


def test_the_bundled_model_missing_or_broken_says_to_set_up_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "models_dir", lambda: tmp_path)
    with pytest.raises(ModelMissingError, match=r"does not exist\. Run \./run"):
        LlamaGenerator(tmp_path / "gone.gguf", n_ctx=256, n_threads=1).load()
    (tmp_path / "broken.gguf").write_bytes(b"NOTGGUF" + bytes(1024))
    with pytest.raises(ModelMissingError, match=r"run the set-up again \(\./run\)"):
        LlamaGenerator(tmp_path / "broken.gguf", n_ctx=256, n_threads=1).load()


def test_a_folder_given_as_the_model_is_called_a_folder(tmp_path: Path) -> None:
    (tmp_path / "a.gguf").write_bytes(b"x")
    with pytest.raises(ModelMissingError) as caught:
        LlamaGenerator(tmp_path, n_ctx=256, n_threads=1).load()
    message = str(caught.value)
    assert "is a folder, not a model file" in message and "a.gguf" in message
    assert "does not exist" not in message and "./run" not in message


def test_a_garbage_gguf_fails_with_our_error_and_prints_nothing(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "broken.gguf"
    path.write_bytes(b"NOTGGUF" + os.urandom(64 * 1024))
    generator = LlamaGenerator(path, n_ctx=256, n_threads=1)
    with (
        caplog.at_level(logging.DEBUG, logger="tutorapp"),
        pytest.raises(ModelMissingError) as caught,
    ):
        generator.load()
    message = str(caught.value)
    assert "broken.gguf" in message and "could not be loaded" in message
    assert "./run" not in message and "--model" in message
    assert capfd.readouterr() == ("", "")
    # llama.cpp's own explanation is kept, in our log rather than on the terminal
    assert any("invalid magic" in r.getMessage() for r in caplog.records)
    with pytest.raises(ModelMissingError):  # still not loaded: the next use tries again
        generator.load()


def test_llama_log_fragments_become_whole_lines(caplog: pytest.LogCaptureFixture) -> None:
    forward = llama._LineLog()
    with caplog.at_level(logging.DEBUG, logger="tutorapp"):
        forward(2, b"loading", None)
        forward(5, b" ...", None)
        forward(5, b" done\n", None)
        forward(4, b"failed: no such tensor\n", None)
        forward(3, None, None)
    lines = [(r.levelno, r.getMessage()) for r in caplog.records if r.name.endswith(".llama.cpp")]
    assert lines == [(logging.DEBUG, "loading ... done"), (logging.INFO, "failed: no such tensor")]


# --- the scripted double ---------------------------------------------------------------------


def test_scripted_generator_is_a_generator_and_plays_scripts_in_order() -> None:
    double = ScriptedGenerator([["The ", "lens"]])
    double.enqueue(["Second."])
    generator: ChatModel = double  # mypy checks the protocol here
    first, done = _split(list(generator.stream(QUESTION, GenerationConfig(), CancelToken())))
    assert first == ["The ", "lens"]
    assert done.finish_reason == "stop" and done.completion_tokens == 2
    assert done.prompt_tokens == len("Answer from the sources. What is a lens?".split())
    second, _ = _split(list(generator.stream(QUESTION[1:], GenerationConfig(), CancelToken())))
    assert second == ["Second."]
    assert double.calls == [QUESTION, QUESTION[1:]] and double.pending == 0
    assert generator.model_id == "test/scripted"


def test_scripted_generator_records_a_call_even_if_the_stream_is_not_read() -> None:
    double = ScriptedGenerator([["a"]])
    assert double.calls == []
    double.stream(QUESTION, GenerationConfig(), CancelToken())
    assert double.calls == [QUESTION]
    with pytest.raises(AssertionError, match="no script left"):
        double.stream(QUESTION, GenerationConfig(), CancelToken())


def test_scripted_generator_honours_cancel_between_pieces_and_max_tokens() -> None:
    double = ScriptedGenerator([list("abcdef"), list("abcdef"), list("abc")])
    cancel = CancelToken()
    pieces: list[str] = []
    items = double.stream(QUESTION, GenerationConfig(), cancel)
    for item in items:
        if isinstance(item, str):
            pieces.append(item)
            if len(pieces) == 2:
                cancel.cancel()
        else:
            assert item.finish_reason == "cancelled" and item.completion_tokens == 2
    assert pieces == ["a", "b"]
    short, done = _split(
        list(double.stream(QUESTION, GenerationConfig(max_tokens=4), CancelToken()))
    )
    assert short == list("abcd") and done.finish_reason == "length"
    cancel = CancelToken()
    cancel.cancel()
    none, done = _split(list(double.stream(QUESTION, GenerationConfig(), cancel)))
    assert none == [] and done.finish_reason == "cancelled" and done.first_token_ms is None


def test_scripted_generator_with_a_delay_can_be_stopped_from_another_thread() -> None:
    double = ScriptedGenerator([["x"] * 200], delay=0.01)
    cancel = CancelToken()
    timer = threading.Timer(0.1, cancel.cancel)
    timer.start()
    try:
        pieces, done = _split(list(double.stream(QUESTION, GenerationConfig(), cancel)))
    finally:
        timer.cancel()
    assert done.finish_reason == "cancelled"
    assert 1 <= len(pieces) < 200  # stopped part-way (timings are not asserted: shared CI)
