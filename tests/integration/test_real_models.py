"""The real model files, loaded with the network blocked: set-up put them where we look."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest

from tests.models import QWEN_SHA256, QWEN_SIZE, SMOLLM2_SHA256, qwen_path, smollm2_path
from tutorapp.core.retrieval.embedder import MINILM_ID, MiniLmEmbedder, minilm_path

pytestmark = pytest.mark.slow


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 22), b""):
            digest.update(block)
    return digest.hexdigest()


def test_minilm_loads_offline_and_embeds_by_meaning() -> None:
    assert (minilm_path() / "model.safetensors").is_file()
    embedder = MiniLmEmbedder(threads=2)
    assert embedder.model_id == MINILM_ID
    vectors = embedder.embed(
        [
            "Water evaporates when the sun heats the sea.",
            "Heat from the sun turns sea water into vapour.",
            "The nth term of an arithmetic progression.",
        ]
    )
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.3
    assert embedder.embed([]).shape == (0, 384)


def test_smollm2_is_available_verified_and_generates() -> None:
    path = smollm2_path()
    assert path.is_file() and _sha256(path) == SMOLLM2_SHA256
    from llama_cpp import Llama

    llm = Llama(model_path=str(path), n_ctx=256, n_threads=2, verbose=False)
    out = llm.create_chat_completion(
        messages=[{"role": "user", "content": "Say hello."}], max_tokens=8, temperature=0.0
    )
    text = out["choices"][0]["message"]["content"]
    assert isinstance(text, str) and text.strip()
    llm.close()


def test_default_answer_model_is_assembled_and_verified() -> None:
    path = qwen_path()
    assert path.is_file(), "run the set-up command (./run or ./test) to assemble the model"
    assert path.stat().st_size == QWEN_SIZE
    assert _sha256(path) == QWEN_SHA256
