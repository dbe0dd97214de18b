"""Reciprocal-rank fusion of the dense and lexical rankings."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.search import fuse, rank


def test_fuse_rewards_agreement() -> None:
    fused = fuse([("a", 0.9), ("b", 0.8)], [("b", 5.0), ("c", 3.0)])
    assert max(fused, key=fused.__getitem__) == "b"
    assert fused["b"] > fused["a"] > fused["c"] or fused["b"] > fused["c"]
    assert abs(fuse([("x", 1.0)], [("x", 1.0)])["x"] - 1.0) < 1e-9


def test_rank_fills_dense_scores_for_lexical_only_hits() -> None:
    query = np.array([1.0, 0.0], dtype=np.float32)
    asked: list[str] = []

    def vectors_of(ids: Sequence[str]) -> dict[str, Vectors]:
        asked.extend(ids)
        return {i: np.array([0.6, 0.8], dtype=np.float32) for i in ids}

    ranked = rank(query, [("a", 0.9)], {"z": 4.0, "a": 1.0}, 5, vectors_of)
    assert [r.chunk_id for r in ranked] == ["a", "z"]
    assert asked == ["z"]
    by_id = {r.chunk_id: r for r in ranked}
    assert abs(by_id["z"].dense - 0.6) < 1e-6
    assert by_id["a"].lexical == 1.0 and by_id["z"].lexical == 4.0


def test_rank_limits_to_k() -> None:
    dense = [(f"d{i}", 1.0 - i / 100) for i in range(30)]
    ranked = rank(np.ones(2, dtype=np.float32), dense, {}, 5, lambda ids: {})
    assert [r.chunk_id for r in ranked] == ["d0", "d1", "d2", "d3", "d4"]
