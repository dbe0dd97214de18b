"""The answer model's seam: the ``ChatModel`` protocol, its messages, configs, cancel token
and prefix cache, and where model files are found (and what to say when one is missing).

The llama.cpp implementation is ``generation.llama.LlamaGenerator``; the lab's remote model
is ``remote.chat``; tests use ``tests/doubles_generation.ScriptedGenerator``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

from tutorapp.core.errors import ModelMissingError
from tutorapp.core.generation.prefix_state import PrefixWarmth
from tutorapp.paths import bundle_dir, models_dir

log = logging.getLogger(__name__)

DEFAULT_MODEL_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
_SOURCE_HINT = "Run ./run to set up, or put a .gguf chat model in models/ or pass --model."
_BUNDLE_HINT = "Install TutorApp again, or choose another model file in Settings."


def _setup_hint() -> str:
    """What to do about a missing model: from a checkout, set up; installed, reinstall."""
    return _BUNDLE_HINT if bundle_dir() is not None else _SOURCE_HINT


def _is_bundled(path: Path) -> bool:
    """True for a model in TutorApp's own ``models/`` folder (set-up put it there)."""
    try:
        return path.resolve().parent == models_dir().resolve()
    except OSError:
        return False


def missing_model_message(path: Path) -> str:
    if path.is_dir():
        found = [p.name for p in find_models(path)]
        inside = f"it holds {', '.join(found)}" if found else "it holds no .gguf file"
        return (
            f"{path} is a folder, not a model file ({inside}). Give the .gguf file itself "
            "(with --model, or in Settings)."
        )
    if _is_bundled(path):
        return f"The answer model file {path} does not exist. {_setup_hint()}"
    return (
        f"The answer model file {path} does not exist. Check the path given with --model (or "
        "chosen in Settings), or leave --model out to use the bundled model."
    )


def bad_model_hint(path: Path) -> str:
    if _is_bundled(path):
        if bundle_dir() is not None:
            return _BUNDLE_HINT
        return f"Delete {path} and run the set-up again (./run), or choose another model."
    return "Choose another .gguf chat model (with --model, or in Settings)."


FinishReason = Literal["stop", "length", "cancelled"]


Role = Literal["system", "user", "assistant"]


@dataclass(frozen=True)
class ChatMessage:
    role: Role
    content: str


@dataclass(frozen=True, kw_only=True)
class GenerationConfig:
    """Sampling settings: low temperature and a bounded answer by default."""

    max_tokens: int = 384
    temperature: float = 0.1
    top_p: float = 0.9
    top_k: int = 40
    repeat_penalty: float = 1.1
    stop: tuple[str, ...] = ()
    seed: int = 0

    def __post_init__(self) -> None:
        if self.max_tokens < 1:
            raise ValueError(f"max_tokens must be at least 1, not {self.max_tokens}")
        if self.temperature < 0:
            raise ValueError(f"temperature must not be negative, not {self.temperature}")


@dataclass(frozen=True, kw_only=True)
class GenerationDone:
    """The last item of every stream. Times are from the start of ``stream`` (model loaded)."""

    finish_reason: FinishReason
    prompt_tokens: int
    completion_tokens: int
    first_token_ms: float | None  # None when no token was generated
    total_ms: float
    prompt_new: int | None = None  # prompt tokens evaluated now (the rest came from the cache)


StreamItem = str | GenerationDone


class CancelToken:
    """A flag the UI thread sets and the generating thread checks after every token.

    ``child()`` is a token of its own that the parent's cancel also sets: one attempt stops
    its own stream (a model repeating itself) without cancelling the question."""

    def __init__(self, parent: CancelToken | None = None) -> None:
        self._event = threading.Event()
        self._parent = parent

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set() or (self._parent is not None and self._parent.cancelled)

    def child(self) -> CancelToken:
        return CancelToken(self)


class ChatModel(Protocol):
    """Streams a chat answer: text pieces (one per token), then exactly one GenerationDone.

    When the last message is the assistant's, the model continues that text (used to finish
    an answer the token limit cut off); the pieces are only the new text. One thread owns a
    model: it calls ``load``, ``stream`` and ``close``.
    """

    @property
    def model_id(self) -> str: ...

    def load(self) -> None:
        """Get ready now (load weights, connect) instead of on the first ``stream``."""
        ...

    def close(self) -> None:
        """Free what ``load`` took; the next use loads again. Not while a stream runs."""
        ...

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]: ...


@dataclass(frozen=True, kw_only=True)
class FixedPrefix:
    """The start every question's prompt shares: these messages, then a user turn that
    begins with ``lead``. ``version`` (the prompt's) names the state kept on disk."""

    messages: tuple[ChatMessage, ...]
    lead: str
    version: str


@runtime_checkable
class PrefixCache(Protocol):
    """A ``ChatModel`` that can have the fixed prefix evaluated before the first question."""

    def warm_prefix(self, prefix: FixedPrefix) -> PrefixWarmth: ...


def find_models(folder: Path) -> list[Path]:
    """The ``.gguf`` files in ``folder``, sorted by name, the default answer model first."""
    if not folder.is_dir():
        return []
    found = sorted(
        (p for p in folder.iterdir() if p.suffix.lower() == ".gguf" and p.is_file()),
        key=lambda p: (p.name != DEFAULT_MODEL_FILE, p.name.lower()),
    )
    return [p for p in found if not p.name.startswith(".")]


def default_model_path(folder: Path | None = None) -> Path:
    """The default answer model in ``models/`` (``folder``), else the first ``.gguf`` there."""
    folder = models_dir() if folder is None else folder
    models = find_models(folder)
    if not models:
        raise ModelMissingError(
            f"No answer model (.gguf file) was found in {folder}. {_setup_hint()}"
        )
    return models[0]
