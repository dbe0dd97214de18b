"""The lab gateway: the class code, read-only Chroma, the queued and relayed model stream.

Chroma's server and the model servers are stood in for by an ``httpx.MockTransport``; the
gateway runs in-process (Starlette's test client), so no socket is opened.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from starlette.testclient import TestClient

from tests.lab import sample_info, sample_snapshot
from tutorapp.core.remote.protocol import CATALOG_HEADER, CatalogSnapshot
from tutorapp.lab.gateway import BookFile, Gateway, GatewayConfig
from tutorapp.lab.relay import MAX_ANSWER_TOKENS

CODE = "ABCD-2345"
AUTH = {"Authorization": "Bearer abcd2345"}
CHROMA = "http://127.0.0.1:1111"
SLOT = "http://127.0.0.1:2222"
DB = "/api/v2/tenants/default_tenant/databases/default_database"


@dataclass
class Upstream:
    """Records what reached the servers behind the gateway and answers like them."""

    calls: list[tuple[str, str]] = field(default_factory=list)
    payloads: list[dict[str, object]] = field(default_factory=list)
    pieces: list[str] = field(default_factory=lambda: ["Water ", "evaporates", "."])
    unreachable: int = 0  # the slot refuses this many connections first (restarting)
    break_after: int | None = None  # the slot dies after this many pieces

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.calls.append((request.method, str(request.url)))
        if str(request.url).startswith(CHROMA):
            return httpx.Response(200, json={"ids": [["x"]], "path": request.url.path})
        if self.unreachable:
            self.unreachable -= 1
            raise httpx.ConnectError("connection refused")
        self.payloads.append(json.loads(request.content))
        return httpx.Response(
            200, content=self._events(), headers={"content-type": "text/event-stream"}
        )

    async def _events(self) -> AsyncIterator[bytes]:
        for n, piece in enumerate(self.pieces):
            if self.break_after is not None and n == self.break_after:
                raise httpx.RemoteProtocolError("peer closed connection")
            chunk = {"choices": [{"text": piece, "index": 0, "finish_reason": None}]}
            yield f"data: {json.dumps(chunk)}\n\n".encode()
        final = {"choices": [{"text": "", "index": 0, "finish_reason": "stop"}]}
        yield f"data: {json.dumps(final)}\n\ndata: [DONE]\n\n".encode()


def _gateway(
    upstream: Upstream, tmp_path: Path, snapshot: CatalogSnapshot | None = None
) -> Gateway:
    snapshot = snapshot or sample_snapshot()
    pdf = tmp_path / "water.pdf"
    pdf.write_bytes(b"%PDF-1.4 a tiny stand-in")
    import hashlib

    books = {
        "water": BookFile(path=pdf, sha256=hashlib.sha256(pdf.read_bytes()).hexdigest()),
        "air": BookFile(path=tmp_path / "moved.pdf", sha256="0" * 64),
    }
    return Gateway(
        GatewayConfig(
            code=CODE,
            info=sample_info(snapshot, n_ctx=64),
            catalog=snapshot.encode(),
            books=books,
            chroma_url=CHROMA,
            slot_urls=[SLOT],
            slot_key="inner-key",
            count_tokens=lambda text, _prompt: len(text.split()),
            upstream=httpx.MockTransport(upstream),
        )
    )


@pytest.fixture
def upstream() -> Upstream:
    return Upstream()


@pytest.fixture
def client(upstream: Upstream, tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(_gateway(upstream, tmp_path).app) as test_client:
        yield test_client


def _events(response: httpx.Response) -> list[dict[str, object] | str]:
    found: list[dict[str, object] | str] = []
    for line in response.text.splitlines():
        if line.startswith("data: "):
            data = line[6:]
            found.append(data if data == "[DONE]" else json.loads(data))
    return found


def test_hello_needs_no_code_everything_else_does(client: TestClient) -> None:
    hello = client.get("/lab/v1/hello")
    assert hello.status_code == 200 and hello.json()["app"] == "tutorapp-lab"
    for path in ("/lab/v1/info", "/lab/v1/catalog", f"{DB}/collections/passages"):
        refused = client.get(path)
        assert refused.status_code == 401
        assert "class code" in refused.json()["message"].lower()
    wrong = client.get("/lab/v1/info", headers={"Authorization": "Bearer WXYZ-9999"})
    assert wrong.status_code == 401
    right = client.get("/lab/v1/info", headers={"Authorization": "Bearer abcd 2345"})
    assert right.status_code == 200 and right.json()["books"] == 2
    assert right.headers[CATALOG_HEADER] == sample_snapshot().version


def test_guessing_codes_is_stopped_for_a_minute(client: TestClient) -> None:
    for _ in range(20):
        assert (
            client.get("/lab/v1/info", headers={"Authorization": "Bearer NOPE-NOPE"}).status_code
            == 401
        )
    blocked = client.get("/lab/v1/info", headers=AUTH)
    assert blocked.status_code == 429 and "Wait a minute" in blocked.json()["message"]


def test_chroma_reads_pass_through(client: TestClient, upstream: Upstream) -> None:
    got = client.get(f"{DB}/collections/passages", headers=AUTH)
    assert got.status_code == 200 and got.json()["path"].endswith("/collections/passages")
    query = client.post(f"{DB}/collections/abc/query", headers=AUTH, json={"n_results": 3})
    assert query.status_code == 200
    assert client.get(f"{DB}/collections/abc/count", headers=AUTH).status_code == 200
    assert client.get("/api/v2/heartbeat", headers=AUTH).status_code == 200
    assert [m for m, _ in upstream.calls] == ["GET", "POST", "GET", "GET"]


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", f"{DB}/collections/abc/add"),
        ("POST", f"{DB}/collections/abc/upsert"),
        ("POST", f"{DB}/collections/abc/update"),
        ("POST", f"{DB}/collections/abc/delete"),
        ("DELETE", f"{DB}/collections/passages"),
        ("PUT", f"{DB}/collections/abc"),
        ("POST", f"{DB}/collections"),
        ("POST", f"{DB}/collections/abc/fork"),
        ("POST", "/api/v2/reset"),
        ("POST", "/api/v2/tenants"),
        ("DELETE", f"{DB}"),
    ],
)
def test_chroma_writes_are_refused_and_never_reach_chroma(
    client: TestClient, upstream: Upstream, method: str, path: str
) -> None:
    response = client.request(method, path, headers=AUTH, json={"ids": ["x"]})
    assert response.status_code == 403
    body = response.json()
    assert body["error"] == "AuthError"  # chromadb's clients raise their own error for it
    assert "teacher's machine" in body["message"]
    assert upstream.calls == []


def test_completions_stream_through_a_slot_with_usage(
    client: TestClient, upstream: Upstream
) -> None:
    body = {
        "prompt": "what is rain",
        "max_tokens": 5000,
        "stream": True,
        "grammar": "x",
        "logit_bias": {"1": 100},
        "stop": ["<|im_end|>"],
        "seed": 3,
    }
    response = client.post("/v1/completions", headers=AUTH, json=body)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    events = _events(response)
    assert events[-1] == "[DONE]"
    texts = [c["text"] for e in events[:-2] if isinstance(e, dict) for c in e["choices"]]  # type: ignore[union-attr]
    assert "".join(texts) == "Water evaporates."
    usage = events[-2]["usage"]  # type: ignore[index]
    assert usage == {"prompt_tokens": 3, "completion_tokens": 2, "total_tokens": 5}
    sent = upstream.payloads[0]
    assert "grammar" not in sent and "logit_bias" not in sent  # never forwarded
    assert sent["max_tokens"] == 64 - 3 <= MAX_ANSWER_TOKENS  # bounded by the context left
    assert sent["stop"] == ["<|im_end|>"] and sent["seed"] == 3 and sent["stream"] is True
    assert any(c[1] == SLOT + "/v1/completions" for c in upstream.calls)


def test_a_slot_that_is_restarting_is_waited_for(client: TestClient, upstream: Upstream) -> None:
    upstream.unreachable = 1
    events = _events(client.post("/v1/completions", headers=AUTH, json={"prompt": "rain"}))
    assert events[-1] == "[DONE]"
    assert len(upstream.payloads) == 1


def test_a_slot_that_dies_mid_answer_ends_it_with_a_clear_error(
    client: TestClient, upstream: Upstream
) -> None:
    upstream.break_after = 1
    events = _events(client.post("/v1/completions", headers=AUTH, json={"prompt": "rain"}))
    assert isinstance(events[-1], dict)
    assert "stopped while answering" in events[-1]["error"]["message"]  # type: ignore[index]
    # The slot is free again for the next question.
    upstream.break_after = None
    assert (
        _events(client.post("/v1/completions", headers=AUTH, json={"prompt": "rain"}))[-1]
        == "[DONE]"
    )


@pytest.mark.parametrize(
    "body",
    [{"prompt": ""}, {"prompt": 3}, {"prompt": "x", "stop": "not a list"}, ["not", "an", "object"]],
)
def test_malformed_completions_are_refused(client: TestClient, body: object) -> None:
    response = client.post("/v1/completions", headers=AUTH, json=body)
    assert response.status_code == 400


def test_a_prompt_longer_than_the_context_is_refused_before_queueing(
    client: TestClient, upstream: Upstream
) -> None:
    response = client.post("/v1/completions", headers=AUTH, json={"prompt": "word " * 60})
    assert response.status_code == 413 and "too long" in response.json()["message"]
    assert upstream.payloads == []


def test_catalog_and_pdfs_are_served_read_only(client: TestClient, tmp_path: Path) -> None:
    catalog = client.get("/lab/v1/catalog", headers=AUTH)
    assert CatalogSnapshot.decode(catalog.content) == sample_snapshot()
    pdf = client.get("/lab/v1/books/water/pdf", headers=AUTH)
    assert pdf.status_code == 200 and pdf.content == (tmp_path / "water.pdf").read_bytes()
    moved = client.get("/lab/v1/books/air/pdf", headers=AUTH)
    assert moved.status_code == 404 and "moved or changed" in moved.json()["message"]
    assert client.get("/lab/v1/books/nope/pdf", headers=AUTH).status_code == 404
    assert client.post("/lab/v1/catalog", headers=AUTH).status_code == 403
    assert client.get("/somewhere/else", headers=AUTH).status_code == 404
