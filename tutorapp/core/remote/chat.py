"""``RemoteChatModel``: the answer-model seam over the lab server's completions stream.

The conversation is rendered here with the served model's own chat template (sent in the
server's info), exactly as the local engine renders it, and sent as a raw prompt to the
OpenAI-compatible ``/v1/completions`` endpoint of llama.cpp's server (through the lab
server's queue), so continuing a cut-off assistant turn works as it does locally.

The stream is read on a small reader thread into a queue, so the answer thread can honour
Stop at once even while the server is still reading the sources (prefill) or the question
waits for a free slot: Stop shuts the socket down, which ends the request on the server and
frees its slot. A server that goes away mid-answer raises ``LabServerError`` — never a hang:
the server sends a keep-alive at least every few seconds, and a silent minute is an error.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import socket
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from tutorapp.core.errors import LabServerError
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    FinishReason,
    GenerationConfig,
    GenerationDone,
    StreamItem,
)
from tutorapp.core.generation.llama import chat_formatter
from tutorapp.core.remote.client import LabClient
from tutorapp.core.remote.protocol import COMPLETIONS_PATH, ModelInfo

log = logging.getLogger(__name__)

_POLL_S = 0.05  # how often the answer thread looks at the cancel token while it waits


@dataclass(frozen=True, kw_only=True)
class _Finish:
    reason: FinishReason
    prompt_tokens: int
    completion_tokens: int


_Item = str | _Finish | LabServerError


class RemoteChatModel:
    """The lab server's model. ``connect`` opens a ``LabClient`` (on ``load``, or the first
    ``stream``); ``close`` closes it. ``fallback_hint`` is added to mid-answer failure
    messages (e.g. how to answer with this laptop's own model, when it has one)."""

    def __init__(
        self, connect: Callable[[], LabClient], model: ModelInfo, fallback_hint: str = ""
    ) -> None:
        self._connect = connect
        self._client: LabClient | None = None
        self._model = model
        self._hint = fallback_hint
        self._formatter = chat_formatter(
            model.chat_template, bos_token=model.bos_token, eos_token=model.eos_token
        )

    @property
    def model_id(self) -> str:
        return self._model.model_id

    @property
    def context_size(self) -> int:
        return self._model.n_ctx

    def load(self) -> None:
        """Connect, and check that the server's model answers (a clear error if not)."""
        if self._client is None:
            client = self._connect()
            try:
                client.request_json("GET", "/v1/models")
            except BaseException:
                client.close()
                raise
            self._client = client

    def close(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            client.close()

    def render(self, messages: Sequence[ChatMessage]) -> tuple[str, bool]:
        """The prompt text as the local engine builds it (a final assistant message is
        continued, not closed), and whether the template opened a think block at its end.

        The local engine puts BOS only where the template does; the server's tokenizer adds
        one by itself when the model asks for it, so a BOS the template wrote is left out.
        """
        partial = ""
        if messages and messages[-1].role == "assistant":
            partial, messages = messages[-1].content, messages[:-1]
        rendered = self._formatter(
            messages=[{"role": m.role, "content": m.content} for m in messages]
        )
        prompt = str(rendered.prompt)
        bos = self._model.bos_token
        if self._model.add_bos and bos and prompt.startswith(bos):
            prompt = prompt[len(bos) :]
        opened = not partial and prompt.rstrip().lower().endswith("<think>")
        return prompt + partial, opened

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        started = time.perf_counter()
        if cancel.cancelled:
            yield GenerationDone(
                finish_reason="cancelled",
                prompt_tokens=0,
                completion_tokens=0,
                first_token_ms=None,
                total_ms=0.0,
            )
            return
        prompt, opened_think = self.render(messages)
        body = {
            "prompt": prompt,
            "max_tokens": config.max_tokens,
            "temperature": config.temperature,
            "top_p": config.top_p,
            "top_k": config.top_k,
            "repeat_penalty": config.repeat_penalty,
            "stop": list(config.stop),
            "seed": config.seed,
            "stream": True,
        }
        self.load()
        assert self._client is not None
        reader = _Reader(self._client, body, self._hint)
        first_ms: float | None = None
        finish: _Finish | None = None
        pieces = 0
        if opened_think:
            yield "<think>"  # so the splitter routes what follows to the reasoning
        try:
            for item in reader.items(cancel):
                if isinstance(item, LabServerError):
                    raise item
                if isinstance(item, _Finish):
                    finish = item
                    continue
                if first_ms is None:
                    first_ms = (time.perf_counter() - started) * 1000
                pieces += 1
                yield item
        finally:
            reader.close()
        total_ms = (time.perf_counter() - started) * 1000
        done = GenerationDone(
            finish_reason="cancelled" if finish is None else finish.reason,  # None: Stop
            prompt_tokens=0 if finish is None else finish.prompt_tokens,
            completion_tokens=(finish.completion_tokens if finish else 0) or pieces,
            first_token_ms=first_ms,
            total_ms=total_ms,
        )
        log.info("%s (lab server): %s", self.model_id, done)
        yield done


class _Reader:
    """Reads one completions stream on its own thread; the answer thread takes the items."""

    def __init__(self, client: LabClient, body: dict[str, Any], hint: str) -> None:
        self._client = client
        self._body = body
        self._hint = hint
        self._queue: queue.Queue[_Item | None] = queue.Queue()
        self._closing = threading.Event()
        self._socket: socket.socket | None = None
        self._socket_lock = threading.Lock()
        self._reason: FinishReason = "length"
        self._finished = False
        self._thread = threading.Thread(target=self._run, name="lab-stream", daemon=True)
        self._thread.start()

    def items(self, cancel: CancelToken) -> Iterator[_Item]:
        """Text pieces, then one ``_Finish`` (or an error); stops early when cancelled."""
        while True:
            if cancel.cancelled:
                return
            try:
                item = self._queue.get(timeout=_POLL_S)
            except queue.Empty:
                continue
            if item is None:
                return
            yield item
            if isinstance(item, _Finish | LabServerError):
                return

    def close(self) -> None:
        """End the request now (Stop, or done): the server sees the connection close."""
        self._closing.set()
        with self._socket_lock:
            if self._socket is not None:
                with contextlib.suppress(OSError):
                    self._socket.shutdown(socket.SHUT_RDWR)
        # The shut-down socket wakes the reader at once; should it still be blocked, it ends
        # on its own with the next byte from the server (it is a daemon; nothing waits).
        self._thread.join(timeout=0.5)

    def _run(self) -> None:
        try:
            self._read()
        except LabServerError as exc:
            if not self._closing.is_set():
                self._queue.put(self._with_hint(exc))
        except Exception:
            if not self._closing.is_set():
                log.exception("reading the lab server's answer failed")
                unreadable = (
                    f"The answer from the lab server at {self._client.url} could not be read."
                )
                self._queue.put(self._with_hint(LabServerError(unreadable)))
        finally:
            self._queue.put(None)

    def _read(self) -> None:
        url = self._client.url
        with self._client.stream(COMPLETIONS_PATH, self._body) as response:
            self._remember_socket(response)
            try:
                for line in response.iter_lines():
                    if self._closing.is_set():
                        return
                    if not line.startswith("data:"):
                        continue  # keep-alive comments and blank separators
                    data = line[5:].strip()
                    if data == "[DONE]":
                        if not self._finished:  # a server that sends no usage
                            self._queue.put(
                                _Finish(reason=self._reason, prompt_tokens=0, completion_tokens=0)
                            )
                        return
                    self._take(json.loads(data))
            except httpx.HTTPError as exc:
                if self._closing.is_set():
                    return
                log.info("lab stream from %s broke: %s: %s", url, type(exc).__name__, exc)
                raise LabServerError(
                    f"The lab server at {url} stopped while answering. Ask again in a moment; "
                    "if it keeps happening, tell your teacher."
                ) from exc
        if not self._closing.is_set():
            raise LabServerError(
                f"The lab server at {url} ended the answer early. Ask again in a moment; if "
                "it keeps happening, tell your teacher."
            )

    def _take(self, event: dict[str, Any]) -> None:
        error = event.get("error")
        if error is not None:
            message = error.get("message") if isinstance(error, dict) else str(error)
            raise LabServerError(str(message))
        for choice in event.get("choices") or []:
            text = choice.get("text") or ""
            if text:
                self._queue.put(str(text))
            if choice.get("finish_reason"):
                self._reason = "stop" if choice["finish_reason"] == "stop" else "length"
        usage = event.get("usage")
        if isinstance(usage, dict):
            finish = _Finish(
                reason=self._reason,
                prompt_tokens=int(usage.get("prompt_tokens", 0)),
                completion_tokens=int(usage.get("completion_tokens", 0)),
            )
            self._queue.put(finish)
            self._finished = True

    def _remember_socket(self, response: httpx.Response) -> None:
        stream = response.extensions.get("network_stream")
        sock = stream.get_extra_info("socket") if stream is not None else None
        with self._socket_lock:
            self._socket = sock if isinstance(sock, socket.socket) else None

    def _with_hint(self, exc: LabServerError) -> LabServerError:
        if not self._hint:
            return exc
        return type(exc)(f"{exc} {self._hint}")
