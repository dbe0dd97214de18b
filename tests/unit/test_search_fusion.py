"""Reciprocal-rank fusion of the dense and lexical rankings."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.search import fuse, fuse_rankings, rank


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


def test_each_language_ranking_votes_on_its_own() -> None:
    english = [("e1", 12.0), ("e2", 9.0)]
    hindi = [("h1", 2.0)]  # a short translated query: low BM25, still its language's best
    fused = fuse_rankings([("h1", 0.8), ("e1", 0.7), ("e2", 0.6)], [english, hindi])
    assert fused["h1"] > fused["e1"] > fused["e2"]
    assert fuse([("a", 1.0)], [("a", 3.0)]) == fuse_rankings([("a", 1.0)], [[("a", 3.0)]])
    query = np.array([1.0, 0.0], dtype=np.float32)

    def vectors_of(ids: Sequence[str]) -> dict[str, Vectors]:
        return {i: np.array([0.6, 0.8], dtype=np.float32) for i in ids}

    ranked = rank(query, [("h1", 0.8), ("e1", 0.7)], [dict(english), dict(hindi)], 3, vectors_of)
    assert [(r.chunk_id, r.lexical) for r in ranked] == [("h1", 2.0), ("e1", 12.0), ("e2", 9.0)]
    assert abs(ranked[2].dense - 0.6) < 1e-6  # lexical only: its cosine is computed
