"""``RemoteStore``: the ``VectorStore`` seam over Chroma's REST API, through the lab server.

The teacher's ``tutorapp serve`` runs Chroma's own server (``chroma run``) on its loopback
and passes only reads through (``/api/v2/…`` queries, gets and counts, behind the class
code). This client speaks that API with the lab's ``LabClient`` rather than
``chromadb.HttpClient``, whose HTTP session has no timeout (a dropped Wi-Fi would hang the
question) and follows proxy settings from the environment (a request could leave for a
proxy instead of the teacher's machine).

Writes are refused here with a clear message, and refused again by the server.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

import numpy as np

from tutorapp.core.errors import LabReadOnlyError
from tutorapp.core.remote.client import LabClient
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.store import COLLECTION

_PAGE = 2_000
_COLLECTIONS = "/api/v2/tenants/default_tenant/databases/default_database/collections"

READ_ONLY_MESSAGE = (
    "This laptop uses the lab server's library, which only the teacher can change: add, "
    "remove or edit books on the teacher's machine (stop `tutorapp serve` there first)."
)


class RemoteStore:
    """The lab server's passage vectors (read-only).

    ``visible`` lists the book versions the mirrored catalog shows; when the server's store
    also holds hidden versions (an interrupted ingest on the teacher's machine), an
    unfiltered query is narrowed to the visible ones.
    """

    def __init__(self, client: LabClient, visible: Sequence[str], server_has_hidden: bool) -> None:
        self._client = client
        self._visible = list(visible)
        self._narrow = server_has_hidden
        self._lock = threading.Lock()
        self._path: str | None = None

    def _collection(self) -> str:
        with self._lock:
            if self._path is None:
                found = self._client.request_json("GET", f"{_COLLECTIONS}/{COLLECTION}")
                self._path = f"{_COLLECTIONS}/{quote(str(found['id']), safe='')}"
            return self._path

    def add(self, ids: Sequence[str], vectors: Vectors, doc_key: str) -> None:
        raise LabReadOnlyError(READ_ONLY_MESSAGE)

    def delete_doc(self, doc_key: str) -> None:
        raise LabReadOnlyError(READ_ONLY_MESSAGE)

    def reset(self) -> None:
        raise LabReadOnlyError(READ_ONLY_MESSAGE)

    def delete_ids(self, ids: Sequence[str]) -> None:
        raise LabReadOnlyError(READ_ONLY_MESSAGE)

    def ids_by_doc(self) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        offset = 0
        while True:
            body = {"include": ["metadatas"], "limit": _PAGE, "offset": offset}
            page = self._client.request_json("POST", f"{self._collection()}/get", body)
            for chunk_id, meta in zip(page["ids"], page["metadatas"] or [], strict=True):
                key = str((meta or {}).get("doc_key", ""))
                found.setdefault(key, set()).add(str(chunk_id))
            if len(page["ids"]) < _PAGE:
                return found
            offset += _PAGE

    def ids_for(self, doc_key: str) -> set[str]:
        body = {"where": {"doc_key": doc_key}, "include": []}
        result = self._client.request_json("POST", f"{self._collection()}/get", body)
        return {str(i) for i in result["ids"]}

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        if doc_keys is None and self._narrow:
            doc_keys = self._visible
        if k <= 0 or (doc_keys is not None and not doc_keys):
            return []
        body: dict[str, Any] = {
            "query_embeddings": [np.asarray(vector, dtype=np.float32).tolist()],
            "n_results": k,
            "include": ["distances"],
        }
        if doc_keys is not None:
            body["where"] = (
                {"doc_key": doc_keys[0]}
                if len(doc_keys) == 1
                else {"doc_key": {"$in": list(doc_keys)}}
            )
        result = self._client.request_json("POST", f"{self._collection()}/query", body)
        ids, distances = result["ids"][0], result["distances"][0]
        return [(str(i), 1.0 - float(d)) for i, d in zip(ids, distances, strict=True)]

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]:
        if not ids:
            return {}
        body = {"ids": list(ids), "include": ["embeddings"]}
        result = self._client.request_json("POST", f"{self._collection()}/get", body)
        return {
            str(i): np.asarray(v, dtype=np.float32)
            for i, v in zip(result["ids"], result["embeddings"], strict=True)
        }

    def count(self) -> int:
        return int(self._client.request_json("GET", f"{self._collection()}/count"))
