"""The model side of the gateway: completions queued for a free slot and relayed as events.

llama-cpp-python's server answers one request at a time, so ``tutorapp serve`` runs one
server per slot, and this relay hands each request to a free one, first come first served.
While a request waits it receives a keep-alive comment every second (so the student's
TutorApp knows the server is there, and a Stop is noticed at once). The answer is relayed
as the slot streams it, followed by the token usage (which llama-cpp-python's server does
not send for streams) and ``[DONE]``. When the student stops, the request to the slot is
closed, and the slot's server stops generating at its next token.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Mapping, Sequence
from typing import Any

import anyio
import httpx
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from tutorapp.lab.responses import error_response

log = logging.getLogger(__name__)

MAX_ANSWER_TOKENS = 1024
KEEPALIVE_S = 1.0
SLOT_WAIT_S = 3600.0  # a class may queue; a request waiting an hour is refused

_SLOT_STOPPED = (
    "The lab server's model stopped while answering; it is starting again by itself. Ask "
    "again in a moment."
)
_BUSY = (
    "The lab server has been busy with other students' questions for too long. Ask again in "
    "a few minutes."
)


class SlotPool:
    """Free model slots; a request takes one, or waits its turn (first come, first served)."""

    def __init__(self, urls: Sequence[str]) -> None:
        self._free: asyncio.Queue[str] = asyncio.Queue()
        for url in urls:
            self._free.put_nowait(url)

    async def take(self, timeout: float) -> str | None:
        try:
            return await asyncio.wait_for(self._free.get(), timeout)
        except TimeoutError:
            return None

    def give_back(self, url: str, after_s: float = 0.0) -> None:
        if after_s <= 0:
            self._free.put_nowait(url)
        else:
            asyncio.get_running_loop().call_later(after_s, self._free.put_nowait, url)


class RelayStats:
    """Counts for the teacher's status line (read from another thread: approximate)."""

    def __init__(self) -> None:
        self.questions = 0
        self.active = 0
        self.queued = 0
        self.failures = 0


class ModelRelay:
    """Queues and relays completions to the slots. ``open`` it inside the event loop."""

    def __init__(
        self,
        slot_urls: Sequence[str],
        slot_key: str,
        n_ctx: int,
        count_tokens: Callable[[str, bool], int],
    ) -> None:
        self._slot_urls = list(slot_urls)
        self._slot_key = slot_key
        self._n_ctx = n_ctx
        self._count = count_tokens
        self._pool: SlotPool | None = None
        self._http: httpx.AsyncClient | None = None
        self.stats = RelayStats()

    def open(self, http: httpx.AsyncClient) -> None:
        self._pool = SlotPool(self._slot_urls)
        self._http = http

    async def completions(self, raw: bytes) -> Response:
        try:
            payload = completion_payload(json.loads(raw or b"{}"))
        except (ValueError, TypeError) as exc:
            return error_response(400, f"The lab server cannot use this request: {exc}")
        prompt_tokens = await anyio.to_thread.run_sync(self._count, payload["prompt"], True)
        if prompt_tokens >= self._n_ctx - 8:
            return error_response(
                413,
                f"The question and its sources are too long for the lab server's model "
                f"({prompt_tokens} tokens; it reads at most {self._n_ctx}). Ask a shorter "
                "question.",
            )
        payload["max_tokens"] = min(payload["max_tokens"], self._n_ctx - prompt_tokens)
        self.stats.questions += 1
        return EventStream(lambda: self._relay(payload, prompt_tokens))

    async def _relay(
        self, payload: dict[str, Any], prompt_tokens: int
    ) -> AsyncGenerator[bytes, None]:
        """Wait for a slot (keep-alives), stream its answer, then the usage and ``[DONE]``.

        A slot that cannot be reached before anything was streamed is restarting: the
        request goes back to waiting. One that breaks mid-answer ends the answer with an
        error event the student's TutorApp shows.
        """
        assert self._pool is not None
        pool, stats = self._pool, self.stats
        texts: list[str] = []
        deadline = time.monotonic() + SLOT_WAIT_S
        stats.queued += 1
        queued, slot = True, None
        try:
            while True:
                yield b": waiting for a free slot\n\n"
                if time.monotonic() > deadline:
                    yield _event({"error": {"message": _BUSY}})
                    return
                slot = await pool.take(KEEPALIVE_S)
                if slot is None:
                    continue
                if queued:
                    stats.queued, stats.active, queued = stats.queued - 1, stats.active + 1, False
                try:
                    async for chunk in self._from_slot(slot, payload, texts):
                        yield chunk
                    break
                except _SlotUnreachable:
                    pool.give_back(slot, after_s=1.0)  # restarting: let it come back first
                    slot = None
        except _SlotDown as down:
            stats.failures += 1
            yield _event({"error": {"message": down.message}})
            return
        finally:
            if queued:
                stats.queued -= 1
            else:
                stats.active -= 1
            if slot is not None:
                pool.give_back(slot)
        completion = await anyio.to_thread.run_sync(self._count, "".join(texts), False)
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion,
            "total_tokens": prompt_tokens + completion,
        }
        yield _event({"object": "text_completion", "choices": [], "usage": usage})
        yield b"data: [DONE]\n\n"

    async def _from_slot(
        self, slot: str, payload: dict[str, Any], texts: list[str]
    ) -> AsyncIterator[bytes]:
        """One slot's answer as server-sent events; the request to the slot is always closed
        (also when the student stops), which is how its server knows to stop generating."""
        assert self._http is not None
        headers = {"Authorization": f"Bearer {self._slot_key}"}
        request = self._http.build_request(
            "POST", slot + "/v1/completions", json=payload, headers=headers
        )
        try:
            upstream = await self._http.send(request, stream=True)
        except httpx.HTTPError as exc:
            log.info("model slot %s unreachable (%s)", slot, type(exc).__name__)
            raise _SlotUnreachable(_SLOT_STOPPED) from exc
        try:
            if upstream.status_code != 200:
                detail = (await upstream.aread()).decode("utf-8", errors="replace")[:300]
                log.info("model slot %s answered %d: %s", slot, upstream.status_code, detail)
                raise _SlotDown(f"The lab server's model could not answer ({detail}).")
            async for line in upstream.aiter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    return
                for choice in json.loads(data).get("choices") or []:
                    texts.append(str(choice.get("text") or ""))
                yield f"data: {data}\n\n".encode()
        except httpx.HTTPError as exc:
            log.info("model slot %s broke off (%s): %s", slot, type(exc).__name__, exc)
            raise _SlotDown(_SLOT_STOPPED) from exc
        finally:
            with anyio.CancelScope(shield=True):
                await upstream.aclose()
        raise _SlotDown(_SLOT_STOPPED)  # the stream ended without [DONE]


class _SlotDown(Exception):
    """A slot failed during an answer."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _SlotUnreachable(_SlotDown):
    """A slot could not be reached before anything was streamed (it is restarting)."""


class EventStream(Response):
    """Server-sent events from ``produce``; when the student disconnects (Stop), the producer
    is cancelled at once, which closes its request to the model slot."""

    def __init__(self, produce: Callable[[], AsyncGenerator[bytes, None]]) -> None:
        # Not Response.__init__: it would announce an empty body (Content-Length: 0).
        self.status_code = 200
        self.background = None
        self.raw_headers = [
            (b"content-type", b"text/event-stream"),
            (b"cache-control", b"no-store"),
        ]
        self._produce = produce

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": self.raw_headers})
        async with anyio.create_task_group() as group:

            async def listen() -> None:
                while (await receive())["type"] != "http.disconnect":
                    pass
                group.cancel_scope.cancel()

            group.start_soon(listen)
            produced = self._produce()
            try:
                async for chunk in produced:
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                await send({"type": "http.response.body", "body": b"", "more_body": False})
            except (OSError, ClientDisconnect):
                pass  # the student's TutorApp went away (Stop): nothing more to send
            finally:
                with anyio.CancelScope(shield=True):
                    await produced.aclose()  # releases the slot, closes the slot's request
            group.cancel_scope.cancel()


def completion_payload(body: Any) -> dict[str, Any]:
    """The completion request passed to a slot: only the fields our clients send, bounded."""
    if not isinstance(body, dict):
        raise ValueError("expected a JSON object")
    prompt = body.get("prompt")
    if not isinstance(prompt, str) or not prompt:
        raise ValueError("the prompt must be non-empty text")
    stop = body.get("stop") or []
    if not isinstance(stop, list) or len(stop) > 8 or not all(isinstance(s, str) for s in stop):
        raise ValueError("stop must be a list of at most 8 strings")
    payload: dict[str, Any] = {
        "prompt": prompt,
        "max_tokens": max(1, min(int(body.get("max_tokens") or 256), MAX_ANSWER_TOKENS)),
        "temperature": min(max(float(body.get("temperature", 0.1)), 0.0), 2.0),
        "top_p": min(max(float(body.get("top_p", 0.9)), 0.0), 1.0),
        "top_k": max(0, int(body.get("top_k", 40))),
        "repeat_penalty": min(max(float(body.get("repeat_penalty", 1.1)), 0.5), 2.0),
        "stop": stop,
        "stream": True,
    }
    if body.get("seed") is not None:
        payload["seed"] = int(body["seed"])
    return payload


def _event(data: Mapping[str, Any]) -> bytes:
    return f"data: {json.dumps(data, ensure_ascii=False)}\n\n".encode()
