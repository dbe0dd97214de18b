"""An embedder that remembers: one question embeds each sentence once.

The preview, the prompt's compression and the answer's validation all compare the question
and the passages' sentences by embedding; ``MemoEmbedder`` wraps the library's embedder for
the length of one question, so a sentence embedded by the first is free for the others.
Only the texts not seen yet are sent to the wrapped embedder, in one batch.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tutorapp.core.retrieval.embedder import Embedder, Vectors


class MemoEmbedder:
    """``Embedder`` with a per-instance memory of the vectors it returned."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self._vectors: dict[tuple[bool, str], Vectors] = {}  # (as a query?, text)
        self.embedded = 0  # texts sent to the wrapped embedder

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    @property
    def dim(self) -> int:
        return self.inner.dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        return self._recall(texts, query=False)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Questions, remembered apart from passages (asymmetric models mark them apart)."""
        return self._recall(texts, query=True)

    def _recall(self, texts: Sequence[str], *, query: bool) -> Vectors:
        missing = list(dict.fromkeys(t for t in texts if (query, t) not in self._vectors))
        if missing:
            fresh = self.inner.embed_queries(missing) if query else self.inner.embed(missing)
            self.embedded += len(missing)
            for text, vector in zip(missing, fresh, strict=True):
                self._vectors[query, text] = np.asarray(vector, dtype=np.float32)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = [self._vectors[query, t] for t in texts]
        return np.stack(vectors).astype(np.float32, copy=False)
