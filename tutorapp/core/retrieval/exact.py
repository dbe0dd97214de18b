"""Exact nearest-passage search over the visible passages' vectors, held in memory.

Chroma's HNSW index is approximate, and a dual index (``dual``) is searched with one half
of its joined vectors at a time — a query that the graph, built on the joined vectors, was
never shaped for. Measured on the 13 chapters: for Hindi questions the e5 half's top 20
missed 0.6 of the exact top 20 on average and its first passage differed in 4 of 114
questions, and a MiniLM query for a Hindi question's glossary terms ("iodised salt")
missed the passage that holds both words (cosine 0.34, the best in the library) even
without a filter. A library's vectors are small (1,157 passages × 768 dims: 3.6 MB), so
the dual search ranks them exactly: one matrix product, no metadata filter, and the same
order as an exhaustive search — ties broken by passage id, as ``ChromaStore.query`` does.

The matrix is derived data, loaded once per set of visible book versions (the same reading
of every vector that the language centroids already needed) and dropped when books change.
Libraries larger than ``MAX_PASSAGES`` keep Chroma's approximate search.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.retrieval.embedder import Vectors

#: Above this many passages the library searches through Chroma alone (at 768 dims the
#: matrix would pass ~120 MB; the 13 chapters hold 1,157).
MAX_PASSAGES = 40_000


@dataclass(frozen=True, eq=False)
class ExactIndex:
    """Every visible passage's vector (rows of ``matrix``) for one ``stamp``."""

    stamp: str
    ids: tuple[str, ...]
    matrix: Vectors
    doc_codes: np.ndarray  # the row's book version, as a code of ``codes``
    codes: Mapping[str, int]  # doc_key → code
    rows: Mapping[str, int]  # passage id → row

    @classmethod
    def build(
        cls,
        stamp: str,
        ids: Sequence[str],
        vectors_of: Callable[[Sequence[str]], dict[str, Vectors]],
    ) -> ExactIndex:
        """Read the vectors of ``ids`` (those the store has), in id order."""
        found = vectors_of(list(ids))
        kept = tuple(sorted(found))
        if kept:
            matrix = np.stack([np.asarray(found[i], dtype=np.float32) for i in kept])
        else:
            matrix = np.zeros((0, 0), dtype=np.float32)
        keys = [i.rsplit("#", 1)[0] for i in kept]
        codes = {key: code for code, key in enumerate(dict.fromkeys(keys))}
        doc_codes = np.array([codes[k] for k in keys], dtype=np.int32)
        rows = {chunk_id: row for row, chunk_id in enumerate(kept)}
        return cls(stamp, kept, matrix, doc_codes, codes, rows)

    def query(
        self, vector: Vectors, k: int, doc_keys: Collection[str] | None
    ) -> list[tuple[str, float]]:
        """The ``k`` passages with the highest dot product with ``vector`` (the cosine, for a
        unit ``vector``), best first; ``doc_keys=None`` searches every passage."""
        if k <= 0 or not self.ids:
            return []
        scores = self.matrix @ np.asarray(vector, dtype=np.float32)
        if doc_keys is None:
            candidates = np.arange(len(self.ids))
        else:
            wanted = [self.codes[key] for key in doc_keys if key in self.codes]
            candidates = np.flatnonzero(np.isin(self.doc_codes, wanted))
        if len(candidates) > k:
            # everything tied with the k-th best stays in, so ties break by id as in Chroma
            kth = np.partition(scores[candidates], len(candidates) - k)[len(candidates) - k]
            candidates = candidates[scores[candidates] >= kth]
        found = sorted((-float(scores[row]), self.ids[row]) for row in candidates)
        return [(chunk_id, -negative) for negative, chunk_id in found[:k]]

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]:
        """The stored vectors of those ``ids`` that are visible passages."""
        return {i: self.matrix[self.rows[i]] for i in ids if i in self.rows}

    def centroids(self, language_of: Mapping[str, str]) -> dict[str, Vectors]:
        """The mean vector of each language's passages (``language_of``: doc_key → language)."""
        by_language: dict[str, list[int]] = {}
        for key, code in self.codes.items():
            language = language_of.get(key)
            if language is not None:
                by_language.setdefault(language, []).append(code)
        return {
            language: self.matrix[np.isin(self.doc_codes, codes)].mean(axis=0).astype(np.float32)
            for language, codes in by_language.items()
        }
