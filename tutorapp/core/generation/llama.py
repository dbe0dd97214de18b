"""The local answer model: the ``ChatModel`` protocol's llama.cpp implementation.

``LlamaGenerator`` loads a GGUF chat model once, on first use, renders the conversation with
the GGUF's own chat template and streams the answer through llama-cpp-python's own
``create_completion`` (stop strings, split UTF-8 characters, end of generation, context
clamping), then yields one ``GenerationDone``. A ``CancelToken`` set from any thread ends the
stream within one token (a ``stopping_criteria`` reads it after every sampled token); the
prompt's prefill cannot be interrupted, so callers keep prompts bounded. llama-cpp-python
re-evaluates only what follows the longest common prefix of the previous call, so a fixed
system prompt is computed once per load: nothing here resets the model between calls; and
``warm_prefix`` (the optional ``PrefixCache`` seam) restores that prefix's KV state from the
data folder, so it is computed once per model and prompt version, not once per launch. One
thread owns the model (a concurrent ``stream`` is refused). llama.cpp logs go to ``logging``.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import logging
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutorapp.core.errors import ModelMissingError, PromptTooLongError
from tutorapp.core.generation import prefix_state
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    FinishReason,
    FixedPrefix,
    GenerationConfig,
    GenerationDone,
    StreamItem,
    bad_model_hint,
    missing_model_message,
)
from tutorapp.core.generation.prefix_state import PrefixWarmth
from tutorapp.core.hardware import physical_cores

log = logging.getLogger(__name__)

# --- llama.cpp's log output -------------------------------------------------------------

_llama_log = logging.getLogger(__name__ + ".cpp")  # llama.cpp's own messages
_route_lock = threading.Lock()
_log_callback: Any = None  # the ctypes callback object; it must outlive every model
_GGML_LOG_ERROR, _GGML_LOG_CONT = 4, 5  # ggml.h (llama_cpp/_logger.py's table is outdated)


class _LineLog:
    """Joins llama.cpp's log fragments into lines: errors at INFO, the rest at DEBUG."""

    def __init__(self) -> None:
        self._fragments: list[str] = []
        self._level = logging.DEBUG
        self._lock = threading.Lock()  # llama.cpp may log from several threads

    def __call__(self, level: int, text: bytes | None, _user_data: Any) -> None:
        with contextlib.suppress(Exception), self._lock:  # never raise into C
            if level != _GGML_LOG_CONT:
                self._level = logging.INFO if level == _GGML_LOG_ERROR else logging.DEBUG
            self._fragments.append((text or b"").decode("utf-8", errors="replace"))
            if self._fragments[-1].endswith("\n"):
                for line in "".join(self._fragments).splitlines():
                    if line.strip():
                        _llama_log.log(self._level, "%s", line.rstrip())
                self._fragments.clear()


def _close_llama_devnull() -> None:
    """``llama_cpp._utils`` opens /dev/null twice at import (for ``verbose=False`` loads) and
    never closes the files: a ResourceWarning at exit under ``-X dev``. Close them at exit."""
    utils = sys.modules.get("llama_cpp._utils")
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(utils, name, None)
        if handle is not None:
            with contextlib.suppress(Exception):
                handle.close()


def route_llama_logs(llama_cpp: Any) -> None:
    """Replace llama-cpp-python's stderr log printer with a ``_LineLog`` (once a process)."""
    global _log_callback  # noqa: PLW0603 - one C callback per process, by llama.cpp's design
    with _route_lock:
        if _log_callback is not None:
            return
        _log_callback = llama_cpp.llama_log_callback(_LineLog())
        llama_cpp.llama_log_set(_log_callback, ctypes.c_void_p(0))
        atexit.register(_close_llama_devnull)


def chat_formatter(template: str, *, bos_token: str, eos_token: str) -> Any:
    """llama-cpp-python's renderer of a GGUF chat template: the same for a model on this
    laptop and for the lab server's (whose template the server sends)."""
    import llama_cpp  # noqa: PLC0415 - heavy native library, only when a model is used
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter  # noqa: PLC0415

    route_llama_logs(llama_cpp)
    return Jinja2ChatFormatter(template=template, eos_token=eos_token, bos_token=bos_token)


# --- the llama.cpp generator ------------------------------------------------------------


@dataclass(frozen=True)
class _Loaded:
    llama: Any  # llama_cpp.Llama
    formatter: Any  # llama_cpp.llama_chat_format.Jinja2ChatFormatter
    load_seconds: float


class LlamaGenerator:
    """A GGUF chat model run by llama-cpp-python on the CPU, loaded once on first use."""

    def __init__(
        self,
        model_path: Path,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        state_dir: Path | None = None,
    ) -> None:
        self._path = Path(model_path)
        self._n_ctx = n_ctx
        self._n_threads = n_threads or physical_cores()
        self._state_dir = state_dir  # where the prefix's KV state is kept (None: not kept)
        self._lock = threading.Lock()
        self._busy = threading.Lock()
        self._loaded: _Loaded | None = None

    @property
    def model_id(self) -> str:
        return self._path.name

    @property
    def load_seconds(self) -> float | None:
        """How long loading took, or ``None`` before the first use."""
        return None if self._loaded is None else self._loaded.load_seconds

    def load(self) -> None:
        """Load now (e.g. on the model's worker thread at start-up) instead of on first use."""
        self._ensure_loaded()

    def close(self) -> None:
        """Free the model's memory; the next use loads it again. Not while a stream runs."""
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("close the running stream before closing its model")
        try:
            with self._lock:
                loaded, self._loaded = self._loaded, None
            if loaded is not None:
                loaded.llama.close()
        finally:
            self._busy.release()

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this model is already generating: one thread owns the model")
        try:
            yield from self._generate(self._ensure_loaded(), messages, config, cancel)
        finally:
            self._busy.release()

    def warm_prefix(self, prefix: FixedPrefix) -> PrefixWarmth:
        """Get the fixed prefix into the context: already there, restored from the state
        file, or evaluated now (and saved). On the thread that owns the model."""
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this model is generating: one thread owns the model")
        try:
            loaded = self._ensure_loaded()
            probes = [
                self._prompt_tokens(
                    loaded, [*prefix.messages, ChatMessage("user", prefix.lead + word)]
                )[0]
                for word in ("Alpha", "Omega")
            ]
            tokens = prefix_state.common_prefix(*probes)
            path, key = self._state_file(prefix, tokens)
            return prefix_state.warm(loaded.llama, tokens, path, key)
        finally:
            self._busy.release()

    def doubt(self, messages: Sequence[ChatMessage]) -> float:
        """The logit of "No" over that of "Yes" as the first token of the reply to
        ``messages`` (one prefill, nothing sampled; ``premise_judge``). The context is put
        back as it was, so the prompt prefix stays warm for the answer."""
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this model is generating: one thread owns the model")
        try:
            loaded = self._ensure_loaded()
            llama = loaded.llama
            tokens, _ = self._prompt_tokens(loaded, messages)
            if len(tokens) >= int(llama.n_ctx()):
                raise PromptTooLongError("the yes/no question is too long for the model")
            held = [int(t) for t in llama.input_ids[: llama.n_tokens]]
            state = prefix_state.capture(llama) if held else None
            try:
                prefix_state.evaluate(llama, tokens)
                return _margin(llama, no=_first_token(llama, "No"), yes=_first_token(llama, "Yes"))
            finally:
                if state is None or not prefix_state.restore(llama, held, state):
                    llama.reset()
        finally:
            self._busy.release()

    def _state_file(
        self, prefix: FixedPrefix, tokens: Sequence[int]
    ) -> tuple[Path | None, prefix_state.StateKey | None]:
        if self._state_dir is None:
            return None, None
        import llama_cpp  # noqa: PLC0415 - loaded by _load

        try:
            key = prefix_state.StateKey.for_model(
                self._path, llama_cpp.__version__, self._n_ctx, prefix.version
            )
        except OSError:
            return None, None
        return prefix_state.state_path(self._state_dir, key, tokens), key

    def _ensure_loaded(self) -> _Loaded:
        loaded = self._loaded
        if loaded is not None:
            return loaded
        with self._lock:
            if self._loaded is None:
                self._loaded = self._load()
            return self._loaded

    def _load(self) -> _Loaded:
        path = self._path
        if not path.is_file():
            raise ModelMissingError(missing_model_message(path))
        import llama_cpp  # noqa: PLC0415 - heavy native library, only when a model is used

        route_llama_logs(llama_cpp)
        started = time.perf_counter()
        try:
            llama = llama_cpp.Llama(
                model_path=str(path),
                n_ctx=self._n_ctx,
                n_threads=self._n_threads,
                n_threads_batch=self._n_threads,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            log.info("llama.cpp could not load %s: %s", path, exc)
            raise ModelMissingError(
                f"The answer model {path.name} could not be loaded: it is not a valid GGUF "
                f"model file (damaged, incomplete or of another kind). {bad_model_hint(path)}"
            ) from exc
        template = llama.metadata.get("tokenizer.chat_template")
        try:
            if not template:
                raise ValueError("no tokenizer.chat_template in the GGUF")
            formatter = chat_formatter(
                template,
                bos_token=_token_text(llama, llama.token_bos()),
                eos_token=_token_text(llama, llama.token_eos()),
            )
        except Exception as exc:
            llama.close()
            log.info("no usable chat template in %s: %s", path, exc)
            raise ModelMissingError(
                f"The model {path.name} has no usable chat template, so it cannot answer "
                "questions (it is probably a base model, not a chat model). Put a .gguf chat "
                "model in models/ or pass --model."
            ) from exc
        seconds = time.perf_counter() - started
        log.info("loaded %s in %.1f s (%d threads)", path.name, seconds, self._n_threads)
        return _Loaded(llama, formatter, seconds)

    def _prompt_tokens(
        self, loaded: _Loaded, messages: Sequence[ChatMessage]
    ) -> tuple[list[int], bool]:
        """The chat template's prompt (a final assistant message is continued, not closed),
        and whether the template opened a think block at its end (thinking models)."""
        partial = ""
        if messages and messages[-1].role == "assistant":
            partial, messages = messages[-1].content, messages[:-1]
        rendered = loaded.formatter(
            messages=[{"role": m.role, "content": m.content} for m in messages]
        )
        opened = not partial and rendered.prompt.rstrip().lower().endswith("<think>")
        tokens: list[int] = loaded.llama.tokenize(
            (rendered.prompt + partial).encode("utf-8"),
            add_bos=not rendered.added_special,
            special=True,
        )
        return tokens, opened

    def _generate(
        self,
        loaded: _Loaded,
        messages: Sequence[ChatMessage],
        config: GenerationConfig,
        cancel: CancelToken,
    ) -> Iterator[StreamItem]:
        from llama_cpp import StoppingCriteriaList  # noqa: PLC0415 - loaded by _load

        llama = loaded.llama
        started = time.perf_counter()
        prompt, opened_think = self._prompt_tokens(loaded, messages)
        n_ctx = int(llama.n_ctx())
        if len(prompt) >= n_ctx:
            raise PromptTooLongError(
                f"The question and its sources are too long for the answer model ({len(prompt)} "
                f"tokens; it reads at most {n_ctx}). Ask a shorter question."
            )
        sampled = 0

        def stop_when_cancelled(ids: Any, _logits: Any) -> bool:
            # called after each token is sampled (``ids`` holds the tokens evaluated before
            # it), and once more at the end
            nonlocal sampled
            sampled = max(sampled, len(ids) - len(prompt) + 1)
            return _is_set(cancel)

        first_ms: float | None = None
        finish: FinishReason = "length"
        evaluated_before = _prompt_evaluated(llama)
        if _is_set(cancel):  # before the prefill, which cannot be interrupted
            finish = "cancelled"
        else:
            chunks = llama.create_completion(
                prompt=prompt,
                max_tokens=min(config.max_tokens, n_ctx - len(prompt)),
                temperature=config.temperature,
                top_p=config.top_p,
                top_k=config.top_k,
                repeat_penalty=config.repeat_penalty,
                stop=list(config.stop),
                seed=config.seed,
                stream=True,
                stopping_criteria=StoppingCriteriaList([stop_when_cancelled]),
            )
            if opened_think:
                yield "<think>"  # so the splitter routes what follows to the reasoning
            try:
                for chunk in chunks:
                    choice = chunk["choices"][0]
                    if choice["text"]:
                        if first_ms is None:
                            first_ms = (time.perf_counter() - started) * 1000
                        yield choice["text"]
                    if choice.get("finish_reason") == "stop":
                        finish = "stop"
                    if _is_set(cancel):
                        break
            finally:
                chunks.close()  # stops llama at once; the evaluated tokens stay cached
            if _is_set(cancel):
                finish = "cancelled"
        total_ms = (time.perf_counter() - started) * 1000
        done = GenerationDone(
            finish_reason=finish,
            prompt_tokens=len(prompt),
            completion_tokens=sampled,
            first_token_ms=first_ms,
            total_ms=total_ms,
            prompt_new=_prompt_evaluated(llama) - evaluated_before,
        )
        log.info("%s: %s", self.model_id, done)
        yield done


def _prompt_evaluated(llama: Any) -> int:
    """Prompt tokens this context has evaluated so far (llama.cpp's own counter)."""
    import llama_cpp  # noqa: PLC0415 - loaded by _load

    return int(llama_cpp.llama_perf_context(llama.ctx).n_p_eval)


def _first_token(llama: Any, word: str) -> int:
    return int(llama.tokenize(word.encode("utf-8"), add_bos=False, special=False)[0])


def _margin(llama: Any, *, no: int, yes: int) -> float:
    """The last evaluated token's logit for ``no`` over that for ``yes`` (llama.cpp keeps
    the last token's logits even when llama-cpp-python does not copy them)."""
    import llama_cpp  # noqa: PLC0415 - loaded by _load

    logits = llama_cpp.llama_get_logits_ith(llama.ctx, -1)
    return float(logits[no]) - float(logits[yes])


def _is_set(cancel: CancelToken) -> bool:
    """``cancel.cancelled``, read afresh (a call, so the type checker does not narrow it)."""
    return cancel.cancelled


def _token_text(llama: Any, token: int) -> str:
    if token < 0:
        return ""
    text: bytes = llama.detokenize([token], special=True)
    return text.decode("utf-8", errors="replace")
