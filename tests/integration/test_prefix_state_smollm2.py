"""The prompt's fixed prefix kept on disk, with the real engine (SmolLM2-135M, plumbing only).

A fresh generator restores the prefix instead of evaluating it, and then answers exactly as
one that evaluated it (temperature 0); a damaged or stale file is rebuilt silently.
"""

from __future__ import annotations

import logging
import math
from dataclasses import replace
from pathlib import Path

import pytest

from tests.models import smollm2_path
from tests.unit.test_prompt_sources import OHM, hit
from tutorapp.core.generation.engine import (
    CancelToken,
    GenerationConfig,
    GenerationDone,
    PrefixCache,
)
from tutorapp.core.generation.llama import LlamaGenerator
from tutorapp.core.generation.prefix_state import SUFFIX, PrefixWarmth
from tutorapp.core.generation.prompts import build_messages, fixed_prefix
from tutorapp.core.premise_judge import judge_messages
from tutorapp.core.types import Source

pytestmark = pytest.mark.slow

PREFIX = fixed_prefix()
MESSAGES = build_messages("What does Ohm's law say?", [Source(1, hit(OHM))], 10)
GREEDY = GenerationConfig(max_tokens=12, temperature=0.0)


def answer(generator: LlamaGenerator) -> tuple[str, GenerationDone]:
    pieces = list(generator.stream(MESSAGES, GREEDY, CancelToken()))
    done = pieces[-1]
    assert isinstance(done, GenerationDone)
    return "".join(p for p in pieces if isinstance(p, str)), done


def fresh(folder: Path | None) -> LlamaGenerator:
    return LlamaGenerator(smollm2_path(), n_ctx=1024, n_threads=2, state_dir=folder)


def test_a_restored_prefix_answers_exactly_like_an_evaluated_one(tmp_path: Path) -> None:
    first = fresh(tmp_path)
    assert isinstance(first, PrefixCache)
    try:
        assert first.warm_prefix(PREFIX) is PrefixWarmth.COMPUTED
        assert first.warm_prefix(PREFIX) is PrefixWarmth.CACHED  # the context holds it
        evaluated, done = answer(first)
    finally:
        first.close()
    files = list(tmp_path.glob(f"*{SUFFIX}"))
    assert len(files) == 1 and files[0].stat().st_size > 10_000
    second = fresh(tmp_path)
    try:
        assert second.warm_prefix(PREFIX) is PrefixWarmth.RESTORED
        restored, again = answer(second)
    finally:
        second.close()
    assert restored == evaluated  # greedy: the same KV state gives the same tokens
    assert again.prompt_tokens == done.prompt_tokens
    assert again.prompt_new is not None and done.prompt_new is not None
    assert abs(again.prompt_new - done.prompt_new) <= 1  # llama.cpp may count one as a step
    assert again.prompt_new < done.prompt_tokens / 2  # the prefix was not paid again


def test_a_damaged_or_stale_state_file_is_rebuilt_silently(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    first = fresh(tmp_path)
    try:
        first.warm_prefix(PREFIX)
        evaluated, _ = answer(first)
        first.close()
        first.warm_prefix(replace(PREFIX, version="0"))  # another prompt version's file
    finally:
        first.close()
    path, other = sorted(tmp_path.glob(f"*{SUFFIX}"), key=lambda p: "prompt0" in p.name)
    good = path.read_bytes()
    damages = {
        "flipped": good[:-50] + bytes([good[-50] ^ 0x55]) + good[-49:],
        "truncated": good[: len(good) // 3],
        "stale": other.read_bytes(),  # written for another prompt version, under this name
    }
    for damage, raw in damages.items():
        path.write_bytes(raw)
        generator = fresh(tmp_path)
        try:
            caplog.clear()
            with caplog.at_level(logging.INFO):
                assert generator.warm_prefix(PREFIX) is PrefixWarmth.COMPUTED, damage
            assert "rebuilding it" in caplog.text, damage
            assert answer(generator)[0] == evaluated, damage
        finally:
            generator.close()
        assert path.read_bytes() == good, damage  # rewritten (the same prefix, the same state)
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_without_a_folder_nothing_is_kept(tmp_path: Path) -> None:
    generator = fresh(None)
    try:
        assert generator.warm_prefix(PREFIX) is PrefixWarmth.COMPUTED
        assert generator.warm_prefix(PREFIX) is PrefixWarmth.CACHED
    finally:
        generator.close()
    assert not list(tmp_path.rglob(f"*{SUFFIX}"))


def test_a_yes_no_doubt_leaves_the_warm_prefix_in_place() -> None:
    """``LlamaGenerator.doubt`` (the premise's second opinion) evaluates its own prompt and
    puts the context back: the answer after it is the same, and the prefix is not paid again."""
    generator = fresh(None)
    try:
        assert generator.warm_prefix(PREFIX) is PrefixWarmth.COMPUTED
        before, done = answer(generator)
        question = judge_messages("plants have muscles", ["Plants have no muscles."])
        doubt = generator.doubt(question)
        assert math.isfinite(doubt)
        assert generator.doubt(question) == pytest.approx(doubt, abs=1e-3)  # no sampling
        assert generator.warm_prefix(PREFIX) is PrefixWarmth.CACHED
        after, again = answer(generator)
    finally:
        generator.close()
    assert after == before
    assert again.prompt_new is not None and again.prompt_new < done.prompt_tokens / 2
