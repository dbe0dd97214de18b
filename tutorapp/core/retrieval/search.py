"""Hybrid search: dense (Chroma, cosine) and lexical (BM25) rankings fused by reciprocal rank.

Both raw signals are kept on every hit — ``dense`` (cosine) and ``lexical`` (BM25) —
because the confidence gate calibrates on them; ``score`` is the fused score scaled so
that a passage ranked first by both signals scores 1.0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.retrieval.embedder import Vectors

#: The usual reciprocal-rank-fusion constant: damps the difference between top ranks.
RRF_K = 60


@dataclass(frozen=True)
class Ranked:
    """A fused result before it is joined with its passage and book."""

    chunk_id: str
    score: float
    dense: float
    lexical: float


def fuse(
    dense: Sequence[tuple[str, float]],
    lexical: Sequence[tuple[str, float]],
    lexical_weight: float = 1.0,
) -> dict[str, float]:
    """Reciprocal-rank fusion of two rankings (each best first), scaled to 0..1."""
    return fuse_rankings(dense, [lexical], lexical_weight)


def fuse_rankings(
    dense: Sequence[tuple[str, float]],
    lexical: Sequence[Sequence[tuple[str, float]]],
    lexical_weight: float = 1.0,
) -> dict[str, float]:
    """``fuse`` with several lexical rankings of disjoint passages (one per language): each
    votes with ``lexical_weight``, so the best passage of each gets the first place's vote."""
    best = (1.0 + lexical_weight) / (RRF_K + 1)
    rankings = [(dense, 1.0), *((one, lexical_weight) for one in lexical)]
    fused: dict[str, float] = {}
    for ranking, weight in rankings:
        for position, (chunk_id, _) in enumerate(ranking):
            vote = weight / (RRF_K + position + 1) / best
            fused[chunk_id] = fused.get(chunk_id, 0.0) + vote
    return fused


def rank(
    query_vector: Vectors,
    dense: Sequence[tuple[str, float]],
    lexical: Mapping[str, float] | Sequence[Mapping[str, float]],
    k: int,
    vectors_of: Callable[[Sequence[str]], dict[str, Vectors]],
    lexical_weight: float = 1.0,
) -> list[Ranked]:
    """Top ``k`` by fused score; dense scores missing for lexical-only hits are computed.

    ``dense`` is in ranking order (best first) with each passage's cosine. ``lexical``: BM25
    scores by passage, or several such maps of disjoint passages ranked separately (a dual
    library: each language's passages scored with the question's words in that language;
    BM25 scores of two queries are not on one scale).
    """
    maps = [lexical] if isinstance(lexical, Mapping) else list(lexical)
    depth = max(len(dense), k)
    rankings = [sorted(one.items(), key=lambda item: (-item[1], item[0]))[:depth] for one in maps]
    scores = {chunk_id: score for one in maps for chunk_id, score in one.items()}
    fused = fuse_rankings(dense, rankings, lexical_weight)
    order = sorted(fused, key=lambda cid: (-fused[cid], cid))[:k]
    dense_scores = dict(dense)
    missing = [cid for cid in order if cid not in dense_scores]
    for cid, vector in vectors_of(missing).items():
        dense_scores[cid] = float(np.dot(vector, query_vector))
    return [
        Ranked(cid, fused[cid], dense_scores.get(cid, 0.0), scores.get(cid, 0.0)) for cid in order
    ]
