"""The student's side of lab mode over a stand-in server: errors, the chat stream, Stop."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from tests.lab import sample_info, sample_snapshot
from tutorapp.core.errors import (
    ClassCodeError,
    LabCatalogChangedError,
    LabReadOnlyError,
    LabServerError,
    PromptTooLongError,
)
from tutorapp.core.generation.engine import CancelToken, ChatMessage, GenerationConfig
from tutorapp.core.remote.chat import RemoteChatModel
from tutorapp.core.remote.client import LabClient
from tutorapp.core.remote.protocol import CATALOG_HEADER

Handler = Callable[[httpx.Request], httpx.Response]


def _client(handler: Handler) -> LabClient:
    return LabClient("127.0.0.1:9", "abcd-2345", transport=httpx.MockTransport(handler))


def _sse(*events: object) -> bytes:
    out = []
    for event in events:
        data = event if isinstance(event, str) else json.dumps(event)
        out.append(f"data: {data}\n\n")
    return ": waiting for a free slot\n\n".join(out).encode()


def _piece(text: str, finish: str | None = None) -> dict[str, object]:
    return {"choices": [{"text": text, "index": 0, "finish_reason": finish}]}


USAGE = {"choices": [], "usage": {"prompt_tokens": 40, "completion_tokens": 3}}
MESSAGES = [ChatMessage("system", "Use the sources."), ChatMessage("user", "What is rain?")]


def test_the_class_code_goes_with_every_request_and_a_wrong_one_is_explained() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["authorization"])
        return httpx.Response(401, json={"message": "The class code is wrong."})

    client = _client(handler)
    with pytest.raises(ClassCodeError, match="did not accept the class code"):
        client.info()
    assert seen == ["Bearer ABCD2345"]
    client.close()


@pytest.mark.parametrize(
    ("status", "error", "words"),
    [
        (403, LabReadOnlyError, "teacher's machine"),
        (413, PromptTooLongError, "too long"),
        (429, ClassCodeError, "Wait a minute"),
        (503, LabServerError, "restarting"),
        (500, LabServerError, "could not do that"),
    ],
)
def test_server_refusals_become_clear_errors(
    status: int, error: type[Exception], words: str
) -> None:
    messages = {
        403: "Books are added, removed and edited on the teacher's machine.",
        413: "The question and its sources are too long for the lab server's model.",
        429: "Too many wrong class codes came from this laptop. Wait a minute.",
        503: "",
        500: "boom",
    }

    def handler(_request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, json={"message": messages[status]})

    client = _client(handler)
    with pytest.raises(error, match=words):
        client.request_json("GET", "/lab/v1/info")
    client.close()


def test_an_unreachable_or_foreign_server_is_explained() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    client = _client(refuse)
    with pytest.raises(
        LabServerError, match=r"cannot reach the lab server at http://127\.0\.0\.1:9"
    ):
        client.hello()
    client.close()
    other = _client(lambda _r: httpx.Response(200, json={"hello": "world"}))
    with pytest.raises(LabServerError, match="not a TutorApp lab server"):
        other.hello()
    other.close()
    newer = _client(lambda _r: httpx.Response(200, json={"app": "tutorapp-lab", "protocol": 9}))
    with pytest.raises(LabServerError, match="another version of TutorApp"):
        newer.hello()
    newer.close()


def test_a_changed_catalog_is_noticed() -> None:
    def handler(_request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"ok": 1}, headers={CATALOG_HEADER: "newer"})

    client = _client(handler)
    client.request_json("GET", "/x")  # no expectation yet: fine
    client.expected_catalog = sample_snapshot().version
    with pytest.raises(LabCatalogChangedError, match="Connect again"):
        client.request_json("GET", "/x")
    client.close()


def _model(handler: Handler, hint: str = "") -> tuple[RemoteChatModel, list[LabClient]]:
    """A model over a stand-in server (which also answers ``/v1/models`` for ``load``)."""
    opened: list[LabClient] = []

    def serve(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/v1/models":
            return httpx.Response(200, json={"data": [{"id": "tiny.gguf"}]})
        return handler(request)

    def connect() -> LabClient:
        opened.append(_client(serve))
        return opened[-1]

    return RemoteChatModel(connect, sample_info().model, fallback_hint=hint), opened


def test_the_prompt_is_rendered_here_and_an_assistant_turn_is_continued() -> None:
    model, opened = _model(lambda _r: httpx.Response(500))
    prompt, opened_think = model.render([*MESSAGES, ChatMessage("assistant", "Rain is")])
    assert not opened_think
    assert prompt.endswith(
        "<|im_start|>user\nWhat is rain?<|im_end|>\n<|im_start|>assistant\nRain is"
    )
    assert prompt.count("<|im_start|>assistant") == 1  # continued, not closed and reopened
    assert opened == []  # rendering needs no connection


def test_a_streamed_answer_arrives_piece_by_piece_with_its_counts() -> None:
    sent: list[dict[str, object]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        body = _sse(_piece("Rain "), _piece("falls."), _piece("", "stop"), USAGE, "[DONE]")
        return httpx.Response(200, content=body)

    model, opened = _model(handler)
    config = GenerationConfig(max_tokens=50, stop=("<|im_end|>",))
    items = list(model.stream(MESSAGES, config, CancelToken()))
    assert items[:-1] == ["Rain ", "falls."]
    done = items[-1]
    assert not isinstance(done, str)
    assert (done.finish_reason, done.prompt_tokens, done.completion_tokens) == ("stop", 40, 3)
    assert done.first_token_ms is not None
    assert sent[0]["max_tokens"] == 50 and sent[0]["stop"] == ["<|im_end|>"]
    assert sent[0]["stream"] is True and str(sent[0]["prompt"]).startswith("<|im_start|>system")
    model.close()
    assert opened and all(c.closed for c in opened)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (
            _sse(_piece("Rain "), {"error": {"message": "The model stopped while answering."}}),
            "The model stopped while answering. Or use this laptop",
        ),
        (_sse(_piece("Rain ")), "ended the answer early"),
    ],
)
def test_a_server_that_breaks_off_gives_a_clear_message(body: bytes, words: str) -> None:
    model, opened = _model(lambda _r: httpx.Response(200, content=body), hint="Or use this laptop")
    stream = model.stream(MESSAGES, GenerationConfig(), CancelToken())
    assert next(stream) == "Rain "
    with pytest.raises(LabServerError, match=words):
        next(stream)
    model.close()
    assert opened and all(c.closed for c in opened)


def test_stop_ends_the_stream_at_once_even_while_the_server_is_silent() -> None:
    release = threading.Event()

    def slow() -> Iterator[bytes]:
        yield _sse(_piece("Rain "))
        release.wait(10)  # the server is busy (e.g. the slot is reading the sources)
        yield _sse(_piece("falls."), USAGE, "[DONE]")

    model, opened = _model(lambda _r: httpx.Response(200, content=slow()))
    cancel = CancelToken()
    stream = model.stream(MESSAGES, GenerationConfig(), cancel)
    assert next(stream) == "Rain "
    threading.Timer(0.2, cancel.cancel).start()
    started = time.perf_counter()
    rest = list(_drain(stream, release))
    assert time.perf_counter() - started < 2
    done = rest[-1]
    assert not isinstance(done, str) and done.finish_reason == "cancelled"
    model.close()
    assert opened and all(c.closed for c in opened)


def _drain(stream: Iterator[object], release: threading.Event) -> Iterator[object]:
    try:
        for item in stream:
            yield item
            if not isinstance(item, str):
                return
    finally:
        release.set()


def test_a_question_already_stopped_sends_nothing() -> None:
    calls: list[object] = []
    model, opened = _model(lambda r: calls.append(r) or httpx.Response(500))
    cancel = CancelToken()
    cancel.cancel()
    items = list(model.stream(MESSAGES, GenerationConfig(), cancel))
    assert len(items) == 1 and not isinstance(items[0], str)
    assert items[0].finish_reason == "cancelled" and calls == [] and opened == []
    model.close()


def test_the_remote_store_reads_through_chromas_api_and_never_writes() -> None:
    from tutorapp.core.remote.store import RemoteStore

    bodies: list[tuple[str, str, object]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content) if request.content else None
        bodies.append((request.method, request.url.path, body))
        if request.url.path.endswith("/collections/passages"):
            return httpx.Response(200, json={"id": "uuid-1", "name": "passages"})
        if request.url.path.endswith("/query"):
            return httpx.Response(200, json={"ids": [["a#0", "b#1"]], "distances": [[0.1, 0.5]]})
        if request.url.path.endswith("/get"):
            return httpx.Response(200, json={"ids": ["a#0"], "embeddings": [[0.0, 1.0]]})
        return httpx.Response(200, json=7)

    client = _client(handler)
    store = RemoteStore(client, ["a@1", "b@2"], server_has_hidden=True)
    import numpy as np

    hits = store.query(np.array([1.0, 0.0], dtype=np.float32), 2, None)
    assert hits == [("a#0", pytest.approx(0.9)), ("b#1", pytest.approx(0.5))]
    query = bodies[1][2]
    assert isinstance(query, dict)
    assert query["where"] == {"doc_key": {"$in": ["a@1", "b@2"]}}  # hidden versions left out
    assert store.query(np.array([1.0, 0.0], dtype=np.float32), 2, []) == []
    assert np.allclose(store.vectors(["a#0"])["a#0"], [0.0, 1.0])
    assert store.count() == 7
    assert (
        bodies[-1][1]
        == "/api/v2/tenants/default_tenant/databases/default_database/collections/uuid-1/count"
    )
    before = len(bodies)
    with pytest.raises(LabReadOnlyError, match="only the teacher can change"):
        store.add(["x"], np.zeros((1, 2), dtype=np.float32), "x@1")
    with pytest.raises(LabReadOnlyError):
        store.delete_doc("a@1")
    with pytest.raises(LabReadOnlyError):
        store.delete_ids(["a#0"])
    with pytest.raises(LabReadOnlyError):
        store.reset()
    assert len(bodies) == before
    client.close()
