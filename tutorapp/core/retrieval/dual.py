"""Two search models in one index: all-MiniLM-L6-v2 for English beside multilingual-e5 for
Hindi and across languages.

Every passage is stored once, as the two models' unit vectors side by side, scaled by 1/√2
(so the stored vector is a unit vector too): ``[MiniLM, e5] / √2``. A question is embedded
by both; searching then uses one half at a time (``side_query``): the English half for an
English question among English passages — exactly the MiniLM ranking and cosines of an
English-only library — and the multilingual half for everything that involves Hindi (a
Hindi question, or Hindi passages). A store returns cosines between unit vectors, so a
half's query is sent as a unit vector and its scores are multiplied back by the factor
``side_query`` returns: they are then that model's own cosines.

``merge_english`` puts an English question's MiniLM-ranked English passages and its
e5-ranked passages in other languages in one list, by e5's language-balanced scores (see
``balance``), without changing the MiniLM order of the English ones.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import IntEnum

import numpy as np

from tutorapp.core.retrieval.embedder import Embedder, Vectors

_ROOT2 = math.sqrt(2.0)


class Side(IntEnum):
    """Which half of a dual vector."""

    ENGLISH = 0  # all-MiniLM-L6-v2
    MULTILINGUAL = 1  # multilingual-e5


class DualEmbedder:
    """``english`` and ``multilingual`` side by side (see the module docstring).

    ``embed`` / ``embed_queries`` give the joined vectors; the halves are the two models' own
    (``english_dim`` is where the second begins). Comparing two joined vectors gives the
    mean of the two models' cosines.
    """

    def __init__(self, english: Embedder, multilingual: Embedder) -> None:
        self.english = english
        self.multilingual = multilingual

    @property
    def model_id(self) -> str:
        return f"dual:{self.english.model_id}+{self.multilingual.model_id}"

    @property
    def dim(self) -> int:
        return self.english.dim + self.multilingual.dim

    @property
    def english_dim(self) -> int:
        return self.english.dim

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return join(self.english.embed(texts), self.multilingual.embed(texts))

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return join(self.english.embed_queries(texts), self.multilingual.embed_queries(texts))


def join(english: Vectors, multilingual: Vectors) -> Vectors:
    """Unit vectors of two models side by side, as one unit vector per row."""
    both = np.hstack([english, multilingual]).astype(np.float32) / _ROOT2
    return np.asarray(both, dtype=np.float32)


def side_query(vector: Vectors, side: Side, english_dim: int) -> tuple[Vectors, float]:
    """The unit query for one half of a joined question vector, and the factor that turns a
    store's cosine with it into that model's cosine (the stored half is scaled by 1/√2)."""
    half = np.zeros_like(vector, dtype=np.float32)
    if side is Side.ENGLISH:
        half[:english_dim] = vector[:english_dim]
    else:
        half[english_dim:] = vector[english_dim:]
    norm = float(np.linalg.norm(half))
    if norm == 0.0:
        return half, 0.0
    # ``vector``'s half has norm 1/√2: scaled to a unit query, a stored vector's cosine with
    # it is the model's cosine / √2
    return (half / norm).astype(np.float32), _ROOT2


def side_for(question_language: str, passage_language: str) -> Side:
    """MiniLM for an English question among English passages, e5 for all else."""
    if question_language == "en" and passage_language == "en":
        return Side.ENGLISH
    return Side.MULTILINGUAL


def merge_english(
    english: Sequence[tuple[str, float]],
    english_keys: Sequence[float],
    others: Sequence[tuple[str, float, float]],
) -> list[tuple[str, float]]:
    """One ranking for an English question: the English passages in MiniLM's order, the
    others (id, balanced e5 score, cosine) placed among them by their balanced e5 scores.

    ``english_keys`` are the English passages' balanced e5 scores; sorted best first, the
    n-th is the key of the n-th English place, so an other-language passage goes above the
    n-th English one when e5 rates it above the n-th best English passage.
    """
    keys = sorted(english_keys, reverse=True)
    places = [
        (key, 0, i, chunk_id, cosine)
        for i, ((chunk_id, cosine), key) in enumerate(zip(english, keys, strict=True))
    ]
    places += [(key, 1, i, chunk_id, cosine) for i, (chunk_id, key, cosine) in enumerate(others)]
    places.sort(key=lambda p: (-p[0], p[1], p[2]))
    return [(chunk_id, cosine) for _, _, _, chunk_id, cosine in places]
