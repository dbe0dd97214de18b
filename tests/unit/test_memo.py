"""MemoEmbedder: each text is embedded once per question, queries apart from passages."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tests.doubles import HashingEmbedder
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.memo import MemoEmbedder


class Marking(HashingEmbedder):
    """Queries come out different from passages (as with e5's 'query:' prefix)."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple[str, tuple[str, ...]]] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.sent.append(("passage", tuple(texts)))
        return super().embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        self.sent.append(("query", tuple(texts)))
        return super().embed([f"query {t}" for t in texts])


def test_each_text_is_embedded_once_and_in_one_batch() -> None:
    inner = Marking()
    memo = MemoEmbedder(inner)
    first = memo.embed(["a cell", "the nucleus", "a cell"])
    again = memo.embed(["the nucleus", "mitochondria"])
    assert inner.sent == [("passage", ("a cell", "the nucleus")), ("passage", ("mitochondria",))]
    assert memo.embedded == 3
    np.testing.assert_array_equal(first[1], again[0])
    np.testing.assert_array_equal(first[0], first[2])
    assert memo.embed([]).shape == (0, inner.dim)


def test_queries_are_remembered_apart_from_passages() -> None:
    inner = Marking()
    memo = MemoEmbedder(inner)
    passage = memo.embed(["what is a cell"])
    query = memo.embed_queries(["what is a cell"])
    assert not np.allclose(passage, query)
    np.testing.assert_array_equal(memo.embed_queries(["what is a cell"]), query)
    assert inner.sent == [("passage", ("what is a cell",)), ("query", ("what is a cell",))]
    assert memo.model_id == inner.model_id and memo.dim == inner.dim
