"""The HTTP connection to one lab server: the class code on every request, clear errors.

Only the configured address is ever contacted: ``trust_env=False`` keeps proxy settings in
the environment from routing requests anywhere else, and nothing follows redirects. Every
failure becomes a ``LabServerError`` (or ``ClassCodeError`` / ``LabReadOnlyError``) whose
message says what happened and what the student can do.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tutorapp.core.errors import (
    ClassCodeError,
    LabCatalogChangedError,
    LabReadOnlyError,
    LabServerError,
    PromptTooLongError,
)
from tutorapp.core.remote.protocol import (
    APP_NAME,
    CATALOG_HEADER,
    CATALOG_PATH,
    HELLO_PATH,
    INFO_PATH,
    PDF_PATH,
    PROTOCOL,
    CatalogSnapshot,
    ServerInfo,
    normalise_code,
    normalise_url,
)

log = logging.getLogger(__name__)

#: Waiting for a free model slot can take minutes in a full class; the server sends a
#: keep-alive line at least every few seconds, so a silent minute means it is gone.
READ_TIMEOUT_S = 60.0
CONNECT_TIMEOUT_S = 5.0


class LabClient:
    """Requests to ``url`` with the class code. Thread-safe (one ``httpx.Client``)."""

    def __init__(
        self,
        url: str,
        code: str,
        *,
        read_timeout: float = READ_TIMEOUT_S,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.url = normalise_url(url)
        #: The catalog version this client mirrors; a response naming another one means the
        #: teacher's books changed since the client connected.
        self.expected_catalog: str | None = None
        self._code = normalise_code(code)
        if not self._code:
            raise ClassCodeError("Enter the class code your teacher's screen shows.")
        self._http = httpx.Client(
            base_url=self.url,
            headers={"Authorization": f"Bearer {self._code}"},
            timeout=httpx.Timeout(read_timeout, connect=CONNECT_TIMEOUT_S),
            trust_env=False,
            follow_redirects=False,
            transport=transport,
        )

    @property
    def auth_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._code}"}

    @property
    def closed(self) -> bool:
        return self._http.is_closed

    def close(self) -> None:
        self._http.close()

    # -- lab endpoints -------------------------------------------------------------------

    def hello(self) -> None:
        """Checks that a TutorApp lab server of our protocol answers at the address."""
        response = self._send("GET", HELLO_PATH)
        try:
            body = response.json()
        except ValueError:
            body = {}
        if response.status_code == 404 or body.get("app") != APP_NAME:
            raise LabServerError(
                f"{self.url} answers, but it is not a TutorApp lab server. Check the address "
                "on your teacher's screen."
            )
        self.raise_for_status(response)
        if int(body.get("protocol", 0)) != PROTOCOL:
            raise LabServerError(
                f"The lab server at {self.url} runs another version of TutorApp "
                f"({body.get('app_version', 'unknown')}). Install the same version on this "
                "laptop as on the teacher's machine."
            )

    def info(self) -> ServerInfo:
        response = self._send("GET", INFO_PATH)
        self.raise_for_status(response)
        try:
            return ServerInfo.from_json(response.json())
        except (ValueError, KeyError, TypeError) as exc:
            raise self._garbled(exc) from exc

    def catalog(self) -> CatalogSnapshot:
        response = self._send("GET", CATALOG_PATH)
        self.raise_for_status(response)
        try:
            return CatalogSnapshot.decode(response.content)
        except (ValueError, KeyError, TypeError, OSError) as exc:
            raise self._garbled(exc) from exc

    def download_pdf(self, book_id: str, target: Path) -> Path:
        """Fetch a book's PDF into ``target`` (written whole or not at all)."""
        partial = target.with_name(target.name + ".part")
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            with self._http.stream("GET", PDF_PATH.format(book_id=book_id)) as response:
                if response.status_code != 200:
                    response.read()
                    self.raise_for_status(response)
                with partial.open("wb") as out:
                    for block in response.iter_bytes():
                        out.write(block)
            partial.replace(target)
        except httpx.HTTPError as exc:
            partial.unlink(missing_ok=True)
            raise self.transport_error(exc) from exc
        return target

    # -- shared by the store and the model -----------------------------------------------

    def request_json(self, method: str, path: str, body: Mapping[str, Any] | None = None) -> Any:
        """A JSON request to the server; the parsed answer, or a clear error."""
        response = self._send(method, path, json_body=body)
        self.raise_for_status(response)
        try:
            return response.json()
        except ValueError as exc:
            raise self._garbled(exc) from exc

    @contextmanager
    def stream(self, path: str, body: Mapping[str, Any]) -> Iterator[httpx.Response]:
        """A streamed POST (server-sent events); the response is open inside the block."""
        try:
            with self._http.stream("POST", path, json=dict(body)) as response:
                if response.status_code != 200:
                    response.read()
                    self.raise_for_status(response)
                self.check_catalog(response)
                yield response
        except httpx.HTTPError as exc:
            raise self.transport_error(exc) from exc

    def check_catalog(self, response: httpx.Response) -> None:
        """Raise ``LabCatalogChangedError`` if the server now serves another catalog."""
        served = response.headers.get(CATALOG_HEADER)
        if self.expected_catalog and served and served != self.expected_catalog:
            raise LabCatalogChangedError(
                f"The books on the lab server at {self.url} changed since this laptop "
                "connected. Connect again to get the new list of books, then ask again."
            )

    def _send(
        self,
        method: str,
        path: str,
        *,
        json_body: Mapping[str, Any] | None = None,
    ) -> httpx.Response:
        try:
            response = self._http.request(
                method,
                path,
                content=None if json_body is None else json.dumps(json_body).encode("utf-8"),
                headers={"Content-Type": "application/json"},
            )
        except httpx.HTTPError as exc:
            raise self.transport_error(exc) from exc
        if response.status_code < 400:
            self.check_catalog(response)
        return response

    # -- errors ----------------------------------------------------------------------------

    def raise_for_status(self, response: httpx.Response) -> None:
        status = response.status_code
        if status < 400:
            return
        message = server_message(response)
        log.info("lab server %s answered %d: %s", self.url, status, message)
        if status == 401:
            raise ClassCodeError(
                f"The lab server at {self.url} did not accept the class code. Check the code "
                "on your teacher's screen (like ABCD-2345) and enter it again."
            )
        if status == 429:
            raise ClassCodeError(
                message or "Too many wrong class codes came from this laptop. Wait a minute."
            )
        if status == 403:
            raise LabReadOnlyError(
                message
                or "The lab server only answers questions: books are added, removed and "
                "edited on the teacher's machine."
            )
        if status == 413:
            raise PromptTooLongError(message or "The question is too long. Ask a shorter one.")
        if status == 503:
            raise LabServerError(
                message
                or f"The lab server at {self.url} is starting or restarting. Ask again in a moment."
            )
        raise LabServerError(
            f"The lab server at {self.url} could not do that ({status}: "
            f"{message or 'no details'}). Ask again in a moment; if it keeps happening, "
            "tell your teacher."
        )

    def transport_error(self, exc: httpx.HTTPError) -> LabServerError:
        log.info("lab server %s: %s: %s", self.url, type(exc).__name__, exc)
        if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
            return LabServerError(
                f"TutorApp cannot reach the lab server at {self.url}. Check that the address "
                "matches your teacher's screen, that this laptop is on the school network, "
                "and that the teacher's TutorApp is serving."
            )
        if isinstance(exc, httpx.TimeoutException):
            return LabServerError(
                f"The lab server at {self.url} stopped answering. Ask again in a moment; if it "
                "keeps happening, tell your teacher."
            )
        return LabServerError(
            f"The connection to the lab server at {self.url} broke ({type(exc).__name__}). "
            "Ask again in a moment; if it keeps happening, tell your teacher."
        )

    def _garbled(self, exc: Exception) -> LabServerError:
        log.info("lab server %s sent something unreadable: %s", self.url, exc)
        return LabServerError(
            f"The lab server at {self.url} sent an answer this TutorApp cannot read. Install "
            "the same TutorApp version on this laptop as on the teacher's machine."
        )


def server_message(response: httpx.Response) -> str:
    """The ``message`` of the server's JSON error body, if it has one."""
    try:
        body = response.json()
    except ValueError:
        return ""
    if isinstance(body, dict):
        for key in ("message", "detail"):
            if isinstance(body.get(key), str):
                return str(body[key])
        error = body.get("error")
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            return str(error["message"])
    return ""
