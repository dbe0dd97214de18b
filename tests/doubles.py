"""Test doubles and builders: a hashing embedder, an in-memory vector store and libraries wired
like the app's."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.retrieval.embedder import Embedder, Vectors
from tutorapp.core.retrieval.store import ChromaStore, VectorStore
from tutorapp.core.types import Chunk, PassageKind

_TOKEN = re.compile(r"[0-9a-z\u0900-\u097f]+")


class HashingEmbedder:
    """Deterministic bag-of-words vectors (signed feature hashing). For tests: fast, no model.

    Texts that share words get similar vectors, which is all the library plumbing needs.
    """

    def __init__(self, dim: int = 384) -> None:
        self._dim = dim

    @property
    def model_id(self) -> str:
        return f"test/hashing-{self._dim}"

    @property
    def dim(self) -> int:
        return self._dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for token in _TOKEN.findall(text.lower()):
                digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                out[row, value % self._dim] += 1.0 if (value >> 32) & 1 else -1.0
            norm = float(np.linalg.norm(out[row]))
            if norm > 0:
                out[row] /= norm
            else:
                out[row, 0] = 1.0
        return out

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        return self.embed(texts)


class MemoryStore:
    """A brute-force ``VectorStore`` in a dict (the contract suite runs it beside Chroma)."""

    def __init__(self) -> None:
        self._rows: dict[str, tuple[Vectors, str]] = {}

    def add(self, ids: Sequence[str], vectors: Vectors, doc_key: str) -> None:
        for chunk_id, vector in zip(ids, vectors, strict=True):
            self._rows[chunk_id] = (np.asarray(vector, dtype=np.float32), doc_key)

    def ids_for(self, doc_key: str) -> set[str]:
        return {i for i, (_, key) in self._rows.items() if key == doc_key}

    def delete_doc(self, doc_key: str) -> None:
        for chunk_id in self.ids_for(doc_key):
            del self._rows[chunk_id]

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        keys = None if doc_keys is None else set(doc_keys)
        scored = [
            (i, float(np.dot(v, vector)))
            for i, (v, key) in self._rows.items()
            if keys is None or key in keys
        ]
        return sorted(scored, key=lambda item: (-item[1], item[0]))[:k]

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]:
        return {i: self._rows[i][0] for i in ids if i in self._rows}

    def count(self) -> int:
        return len(self._rows)

    def reset(self) -> None:
        self._rows.clear()

    def ids_by_doc(self) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for chunk_id, (_, key) in self._rows.items():
            found.setdefault(key, set()).add(chunk_id)
        return found

    def delete_ids(self, ids: Sequence[str]) -> None:
        for chunk_id in ids:
            self._rows.pop(chunk_id, None)


def make_library(folder: Path, embedder: Embedder | None = None, store: str = "chroma") -> Library:
    """A library in ``folder`` built the way ``app.open_library`` builds one."""
    embedder = embedder or HashingEmbedder()
    vector_store: VectorStore
    if store == "chroma":
        vector_store = ChromaStore(folder / "vectors", library_identity(embedder))
    else:
        vector_store = MemoryStore()
    return Library(folder, Catalog(folder / "catalog.sqlite3"), vector_store, embedder)


def book_chunks(
    book_id: str, first_page: int, pages: Sequence[tuple[str, PassageKind]]
) -> list[Chunk]:
    """One book's passages in order, one to a page from ``first_page`` (text and kind each)."""
    return [
        Chunk(
            id=f"{book_id}@1#{i:05d}",
            book_id=book_id,
            ordinal=i,
            page_index=i,
            printed_page=first_page + i,
            char_start=0,
            char_end=len(text),
            text=text,
            kind=kind,
        )
        for i, (text, kind) in enumerate(pages)
    ]
