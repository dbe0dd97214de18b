"""The lab server's front door: one address, the class code, and only what students may do.

Chroma's server (``chroma run``) enforces nothing in chromadb 1.5.9 — no token auth, no
read-only mode: any client can add, delete or reset. llama-cpp-python's server has an API
key but serialises requests and, by default, interrupts a running answer when the next
request arrives. So both listen on loopback only, and this gateway is what the class sees:

* every request needs the class code (``Authorization: Bearer CODE``), except ``hello``;
  too many wrong codes from one address are refused for a minute;
* Chroma's REST API passes through for reads only (queries, gets, counts, listings);
  everything else under ``/api/`` is refused with a Chroma-style error;
* ``/v1/completions`` is validated (raw prompt, bounded tokens, no grammars or logit
  tricks), queued for a free model slot (one llama.cpp server each), relayed as server-sent
  events with keep-alives while it waits, and ended on the slot when the student stops
  (the slot's server sees the connection close); usage is appended at the end;
* the catalog snapshot, server info and books' PDFs are served read-only.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import re
import time
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import anyio
import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route

from tutorapp.core.remote.protocol import (
    APP_NAME,
    CATALOG_HEADER,
    PROTOCOL,
    ServerInfo,
    normalise_code,
)
from tutorapp.lab.relay import ModelRelay, RelayStats
from tutorapp.lab.responses import chroma_error, error_response, json_response

log = logging.getLogger(__name__)

MAX_BODY = 256_000  # a prompt of 4,096 tokens is ~20 KB; a query vector ~10 KB
WRONG_CODES_PER_MINUTE = 20

_DB = r"/api/v2/tenants/[^/]+/databases/[^/]+"
_READS = [
    ("GET", re.compile(r"/api/v2/(heartbeat|version|healthcheck|pre-flight-checks|auth/identity)")),
    ("GET", re.compile(r"/api/v2/tenants/[^/]+")),
    ("GET", re.compile(_DB)),
    ("GET", re.compile(_DB + r"/collections(_count)?")),
    ("GET", re.compile(_DB + r"/collections/[^/]+(/count)?")),
    ("POST", re.compile(_DB + r"/collections/[^/]+/(query|get)")),
]
READ_ONLY = (
    "The lab server only answers questions: books are added, removed and edited on the "
    "teacher's machine."
)
_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]


@dataclass(frozen=True, kw_only=True)
class BookFile:
    path: Path
    sha256: str


@dataclass(frozen=True, kw_only=True)
class GatewayConfig:
    code: str
    info: ServerInfo
    catalog: bytes  # the gzip-compressed snapshot
    books: Mapping[str, BookFile]
    chroma_url: str
    slot_urls: Sequence[str]
    slot_key: str  # the model servers' own API key (they listen on loopback only)
    count_tokens: Callable[[str, bool], int]  # (text, is_prompt) → tokens
    upstream: httpx.AsyncBaseTransport | None = None  # tests: stand-ins for the servers


class Gateway:
    """The ASGI app (``app``) and its state. Built once per ``tutorapp serve``."""

    def __init__(self, config: GatewayConfig) -> None:
        self._config = config
        self._code = normalise_code(config.code).encode()
        self._wrong: dict[str, deque[float]] = defaultdict(deque)
        self._http: httpx.AsyncClient | None = None
        self._relay = ModelRelay(
            config.slot_urls, config.slot_key, config.info.model.n_ctx, config.count_tokens
        )
        self.app = Starlette(
            routes=[Route("/{path:path}", self._dispatch, methods=_METHODS)],
            lifespan=self._lifespan,
        )

    @contextlib.asynccontextmanager
    async def _lifespan(self, _app: Starlette) -> AsyncIterator[None]:
        async with httpx.AsyncClient(
            trust_env=False,
            timeout=httpx.Timeout(60.0, connect=5.0),
            transport=self._config.upstream,
        ) as http:
            self._http = http
            self._relay.open(http)
            yield

    @property
    def stats(self) -> RelayStats:
        return self._relay.stats

    # -- dispatch ------------------------------------------------------------------------

    async def _dispatch(self, request: Request) -> Response:
        path, method = request.url.path, request.method
        if path == "/lab/v1/hello" and method == "GET":
            return json_response(
                {
                    "app": APP_NAME,
                    "protocol": PROTOCOL,
                    "app_version": self._config.info.app_version,
                }
            )
        refusal = self._check_code(request)
        if refusal is not None:
            return refusal
        handler = self._route(method, path)
        if handler is None:
            if path.startswith("/api/"):
                return chroma_error(403, "AuthError", READ_ONLY)
            if path.startswith(("/v1/", "/lab/")):
                return error_response(403 if method != "GET" else 404, READ_ONLY)
            return error_response(404, "There is nothing at this address on the lab server.")
        response = await handler(request)
        response.headers[CATALOG_HEADER] = self._config.info.catalog_version
        return response

    def _route(self, method: str, path: str) -> Callable[[Request], Awaitable[Response]] | None:
        if method == "GET" and path == "/lab/v1/info":
            return self._info
        if method == "GET" and path == "/lab/v1/catalog":
            return self._catalog
        if method == "GET" and re.fullmatch(r"/lab/v1/books/[^/]+/pdf", path):
            return self._pdf
        if method == "POST" and path == "/v1/completions":
            return self._completions
        if method == "GET" and path == "/v1/models":
            return self._models
        if any(m == method and pattern.fullmatch(path) for m, pattern in _READS):
            return self._chroma
        return None

    def _check_code(self, request: Request) -> Response | None:
        client = request.client.host if request.client else "?"
        attempts = self._wrong[client]
        now = time.monotonic()
        while attempts and now - attempts[0] > 60:
            attempts.popleft()
        if len(attempts) >= WRONG_CODES_PER_MINUTE:
            return error_response(
                429, "Too many wrong class codes came from this laptop. Wait a minute."
            )
        header = request.headers.get("authorization", "")
        given = normalise_code(header[7:]) if header.lower().startswith("bearer ") else ""
        if given and hmac.compare_digest(given.encode(), self._code):
            return None
        attempts.append(now)
        log.info("wrong class code from %s for %s", client, request.url.path)
        if request.url.path.startswith("/api/"):
            return chroma_error(401, "AuthorizationError", "The class code is wrong.")
        return error_response(
            401, "The class code is wrong. Check the code on the teacher's screen."
        )

    # -- lab endpoints ---------------------------------------------------------------------

    async def _info(self, _request: Request) -> Response:
        return json_response(self._config.info.to_json())

    async def _catalog(self, _request: Request) -> Response:
        return Response(
            self._config.catalog,
            media_type="application/octet-stream",
            headers={"Cache-Control": "no-store"},
        )

    async def _pdf(self, request: Request) -> Response:
        book_id = request.url.path.split("/")[4]
        book = self._config.books.get(book_id)
        if book is None:
            return error_response(404, f"The lab server has no book {book_id}.")
        same = await anyio.to_thread.run_sync(_has_sha, book.path, book.sha256)
        if not same:
            return error_response(
                404,
                f"The teacher's PDF of {book_id} was moved or changed since it was added, so "
                "its pages cannot be shown. Ask the teacher to add it again.",
            )
        return FileResponse(book.path, media_type="application/pdf")

    async def _models(self, _request: Request) -> Response:
        model = self._config.info.model
        return json_response(
            {"object": "list", "data": [{"id": model.model_id, "object": "model"}]}
        )

    async def _completions(self, request: Request) -> Response:
        raw = await _read_body(request)
        if raw is None:
            return error_response(
                413, "The question is too long for the lab server. Ask a shorter question."
            )
        return await self._relay.completions(raw)

    # -- Chroma, read-only -----------------------------------------------------------------

    async def _chroma(self, request: Request) -> Response:
        assert self._http is not None
        body = await _read_body(request)
        if body is None:
            return chroma_error(413, "InvalidArgumentError", "The request is too large.")
        try:
            upstream = await self._http.request(
                request.method,
                self._config.chroma_url + request.url.path,
                params=request.query_params,
                content=body or None,
                headers={"Content-Type": "application/json"},
            )
        except httpx.HTTPError as exc:
            log.info("the library server did not answer: %s", exc)
            return chroma_error(
                503, "InternalError", "The lab server's library is restarting. Ask again soon."
            )
        return Response(
            upstream.content,
            status_code=upstream.status_code,
            media_type=upstream.headers.get("content-type", "application/json"),
        )

    # -- the model, queued -------------------------------------------------------------------


_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]


async def _read_body(request: Request) -> bytes | None:
    """The request body, or None if it is larger than ``MAX_BODY``."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


def _has_sha(path: Path, sha256: str) -> bool:
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError:
        return False
    return digest.hexdigest() == sha256
