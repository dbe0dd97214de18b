"""The saved KV state of the prompt's fixed prefix: read only when it is exactly right.

Stale (other model, engine, prompt version or prefix), truncated, damaged or foreign files
read as ``None`` with an INFO line (the caller rebuilds them silently); writing is atomic and
keeps a few files per model. The real model's save/restore is in
``tests/integration/test_prefix_state_smollm2.py``.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

import pytest

from tutorapp.core.generation.prefix_state import (
    KEEP_FILES,
    MAGIC,
    StateKey,
    common_prefix,
    read_state,
    state_path,
    write_state,
)

KEY = StateKey(
    model="qwen.gguf",
    model_size=1000,
    model_mtime_ns=5,
    llama_cpp="0.3.36",
    n_ctx=4096,
    prompt_version="1",
)
TOKENS = [151644, 8948, 198, 2610, 525, 14924]
STATE = bytes(range(256)) * 40


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = state_path(tmp_path, KEY, TOKENS)
    write_state(path, KEY, TOKENS, STATE)
    return path


def test_a_saved_state_reads_back(saved: Path) -> None:
    assert saved.read_bytes().startswith(MAGIC)
    assert read_state(saved, KEY, TOKENS) == STATE
    assert saved.name.startswith("qwen-prompt1-") and saved.suffix == ".kvstate"
    assert not list(saved.parent.glob(".*.tmp"))  # written through a renamed temporary file


@pytest.mark.parametrize(
    "change",
    [
        {"model_size": 1001},  # the model file was replaced
        {"model_mtime_ns": 6},
        {"llama_cpp": "0.3.37"},  # another engine may lay its state out differently
        {"n_ctx": 2048},
        {"prompt_version": "2"},  # the prompt's fixed part changed
    ],
)
def test_a_stale_state_is_not_used(
    saved: Path, change: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        assert read_state(saved, replace(KEY, **change), TOKENS) is None  # type: ignore[arg-type]
    assert "another model, engine or prompt version" in caplog.text
    assert all(r.levelno == logging.INFO for r in caplog.records)


def test_a_state_for_other_tokens_is_not_used(saved: Path) -> None:
    assert read_state(saved, KEY, [*TOKENS[:-1], 7]) is None
    assert read_state(saved, KEY, TOKENS[:-1]) is None
    assert state_path(saved.parent, KEY, TOKENS[:-1]) != saved  # each prefix has its own file


@pytest.mark.parametrize(
    "damage",
    [
        lambda raw: raw[: len(raw) // 2],  # truncated (a full disk, a kill mid-copy)
        lambda raw: raw[:-1],
        lambda raw: raw[:-100] + bytes([raw[-100] ^ 0xFF]) + raw[-99:],  # one flipped byte
        lambda raw: b"GARBAGE!" + raw[8:],  # not ours
        lambda raw: raw[:12] + b"{not json" + raw[21:],  # header damaged
        lambda raw: b"",
    ],
)
def test_a_damaged_state_is_not_used(
    saved: Path, damage: object, caplog: pytest.LogCaptureFixture
) -> None:
    saved.write_bytes(damage(saved.read_bytes()))  # type: ignore[operator]
    with caplog.at_level(logging.INFO):
        assert read_state(saved, KEY, TOKENS) is None
    assert "rebuilding it" in caplog.text


def test_no_file_yet_reads_as_none(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO):
        assert read_state(tmp_path / "absent.kvstate", KEY, TOKENS) is None
    assert "no saved prompt state yet" in caplog.text


def test_old_files_of_the_model_are_pruned(tmp_path: Path) -> None:
    paths = []
    for version in range(KEEP_FILES + 3):
        key = replace(KEY, prompt_version=str(version))
        paths.append(state_path(tmp_path, key, TOKENS))
        write_state(paths[-1], key, TOKENS, STATE)
    other = replace(KEY, model="other.gguf")
    write_state(state_path(tmp_path, other, TOKENS), other, TOKENS, STATE)
    left = sorted(p.name for p in tmp_path.glob("qwen-*.kvstate"))
    assert len(left) == KEEP_FILES and paths[-1].name in left
    assert len(list(tmp_path.glob("other-*.kvstate"))) == 1  # another model's file stays


def test_common_prefix() -> None:
    assert common_prefix([1, 2, 3, 4], [1, 2, 5]) == [1, 2]
    assert common_prefix([1, 2], [1, 2, 3]) == [1, 2]
    assert common_prefix([], [1]) == []
