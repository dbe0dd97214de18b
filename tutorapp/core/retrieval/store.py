"""The vector store seam and its Chroma implementation (on disk, telemetry off, vectors explicit).

Chroma never sees a text without a vector: with ``add(documents=…)`` or ``query_texts`` it
would try to download its default model. Every record carries ``doc_key`` (book id and
generation) so a whole book version can be found, counted or deleted at once.
"""

from __future__ import annotations

import logging
import shutil
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from tutorapp.core.errors import StoreDamagedError, StoreIdentityError
from tutorapp.core.failures import REPAIR_HINT, disk_full, is_disk_full
from tutorapp.core.retrieval.embedder import Vectors

log = logging.getLogger(__name__)

#: Chroma refuses more than 5,461 records in one call; stay well below.
MAX_BATCH = 2_000
COLLECTION = "passages"


class VectorStore(Protocol):
    """What the library needs from a vector index."""

    def add(self, ids: Sequence[str], vectors: Vectors, doc_key: str) -> None: ...

    def ids_for(self, doc_key: str) -> set[str]: ...

    def delete_doc(self, doc_key: str) -> None: ...

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """Top ``k`` (id, cosine); ``doc_keys=None`` searches every record (no filter)."""
        ...

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]: ...

    def count(self) -> int: ...

    def reset(self) -> None:
        """Drop every vector (a rebuild with another embedder or chunker, a repair)."""
        ...

    def ids_by_doc(self) -> dict[str, set[str]]:
        """Every stored id, grouped by doc_key (to check the store against the catalog)."""
        ...

    def delete_ids(self, ids: Sequence[str]) -> None: ...


class ChromaStore:
    """A Chroma ``PersistentClient`` collection of passage vectors, cosine space.

    Opened on first use (listing books never pays Chroma's start-up), once, under a lock:
    the window reads and writes it from two worker threads.
    """

    def __init__(self, folder: Path, identity: Mapping[str, str]) -> None:
        """``identity`` (embedder, dim, chunker) must match the stored collection's."""
        self._folder = folder
        self._identity = dict(identity)
        self._lock = threading.Lock()
        self._client: Any = None
        self._opened: Any = None

    def _open_client(self) -> Any:
        import chromadb  # noqa: PLC0415 - slow import, only when the library is searched
        from chromadb.config import Settings  # noqa: PLC0415

        if self._client is None:
            self._folder.mkdir(parents=True, exist_ok=True)  # fails if a file is in the way
            self._client = chromadb.PersistentClient(
                path=str(self._folder),
                settings=Settings(anonymized_telemetry=False, allow_reset=False),
            )
        return self._client

    def _create(self) -> Any:
        return self._open_client().get_or_create_collection(
            COLLECTION,
            embedding_function=None,
            configuration={"hnsw": {"space": "cosine"}},
            metadata=self._identity,
        )

    @property
    def _collection(self) -> Any:
        opened = self._opened
        if opened is not None:
            return opened
        with self._lock:
            if self._opened is None:
                try:
                    collection = self._create()
                except Exception as exc:
                    raise self._unusable(exc) from exc
                stored = dict(collection.metadata or {})
                mismatched = {
                    k: (stored.get(k), v) for k, v in self._identity.items() if stored.get(k) != v
                }
                if mismatched:
                    changes = ", ".join(f"{k}: {a} → {b}" for k, (a, b) in mismatched.items())
                    raise StoreIdentityError(  # the catalog's identity was checked first
                        "The search index was built with a different search model or chunker "
                        f"than the catalog ({changes}). Your books are safe in the catalog: "
                        f"{REPAIR_HINT} to rebuild the index from the stored passages (no PDFs "
                        "needed)."
                    )
                self._opened = collection
            return self._opened

    def _unusable(self, exc: Exception) -> Exception:
        """The error for a store that cannot be opened; forgets the broken client."""
        log.warning("cannot open the vector store in %s: %r", self._folder, exc)
        self._client = None
        forget_store(self._folder)  # Chroma keeps a broken system cached for this path
        if is_disk_full(exc):
            return disk_full(self._folder, "opening the search index")
        return StoreDamagedError(
            f"The search index in {self._folder} cannot be opened (it is damaged: "
            f"{type(exc).__name__}). Your books are safe in the catalog: {REPAIR_HINT} to "
            "rebuild the index from the stored passages (no PDFs needed)."
        )

    def reset(self) -> None:
        """Drop every vector and start an empty collection with this store's identity.

        Done through Chroma rather than by deleting files: Chroma caches open stores per path
        in the process, and a deleted folder would leave that cache pointing at nothing. A
        store too damaged to open is deleted and made anew (its vectors are derived data).
        """
        with self._lock:
            try:
                client = self._open_client()
                if COLLECTION in {c.name for c in client.list_collections()}:
                    client.delete_collection(COLLECTION)
                self._opened = self._create()
                return
            except Exception as exc:
                error = self._unusable(exc)
                if not isinstance(error, StoreDamagedError):
                    raise error from exc
            log.warning("starting a new vector store in %s", self._folder)
            wipe_store(self._folder)
            self._opened = self._create()

    def add(self, ids: Sequence[str], vectors: Vectors, doc_key: str) -> None:
        for start in range(0, len(ids), MAX_BATCH):
            batch_ids = list(ids[start : start + MAX_BATCH])
            self._collection.upsert(
                ids=batch_ids,
                embeddings=vectors[start : start + MAX_BATCH],
                metadatas=[{"doc_key": doc_key} for _ in batch_ids],
            )

    def ids_for(self, doc_key: str) -> set[str]:
        result = self._collection.get(where={"doc_key": doc_key}, include=[])
        return set(result["ids"])

    def delete_doc(self, doc_key: str) -> None:
        self._collection.delete(where={"doc_key": doc_key})

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """Top ``k`` (id, cosine similarity) among records of the given book versions.

        ``None`` skips Chroma's metadata filter, which costs 5-20x the query itself.
        """
        if k <= 0 or (doc_keys is not None and not doc_keys):
            return []
        where: dict[str, Any] | None = None
        if doc_keys is not None:
            where = (
                {"doc_key": doc_keys[0]}
                if len(doc_keys) == 1
                else {"doc_key": {"$in": list(doc_keys)}}
            )
        result = self._collection.query(
            query_embeddings=[np.asarray(vector, dtype=np.float32)],
            n_results=k,
            where=where,
            include=["distances"],
        )
        ids = result["ids"][0]
        distances = result["distances"][0]
        found = [(i, 1.0 - float(d)) for i, d in zip(ids, distances, strict=True)]
        # Equal scores in id order, not insertion order: a library imported from a pack (its
        # books stored in another order) then ranks exactly like the one it came from.
        return sorted(found, key=lambda item: (-item[1], item[0]))

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]:
        if not ids:
            return {}
        result = self._collection.get(ids=list(ids), include=["embeddings"])
        return {
            i: np.asarray(v, dtype=np.float32)
            for i, v in zip(result["ids"], result["embeddings"], strict=True)
        }

    def count(self) -> int:
        return int(self._collection.count())

    def ids_by_doc(self) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        offset = 0
        while True:
            page = self._collection.get(include=["metadatas"], limit=MAX_BATCH, offset=offset)
            for chunk_id, meta in zip(page["ids"], page["metadatas"] or [], strict=True):
                key = str((meta or {}).get("doc_key", ""))
                found.setdefault(key, set()).add(chunk_id)
            if len(page["ids"]) < MAX_BATCH:
                return found
            offset += MAX_BATCH

    def delete_ids(self, ids: Sequence[str]) -> None:
        for start in range(0, len(ids), MAX_BATCH):
            self._collection.delete(ids=list(ids[start : start + MAX_BATCH]))


def forget_store(folder: Path) -> None:
    """Drop Chroma's in-process cache for ``folder``: after a failed open it keeps a broken
    system there, and every later client for the same path would fail with it."""
    from chromadb.api.shared_system_client import SharedSystemClient  # noqa: PLC0415

    key = str(folder)
    system = SharedSystemClient._identifier_to_system.pop(key, None)
    SharedSystemClient._identifier_to_refcount.pop(key, None)
    if system is not None:
        try:
            system.stop()
        except Exception:  # a half-started system cannot always stop; it is dropped anyway
            log.info("stopping the cached Chroma system for %s failed", folder)


def wipe_store(folder: Path) -> None:
    """Delete a vector store that cannot be opened (its vectors are rebuilt from the catalog)."""
    forget_store(folder)
    shutil.rmtree(folder, ignore_errors=True)
    if folder.exists():
        folder.unlink()  # a file where the folder should be
