"""The dense ranking of a library indexed with ``DualEmbedder`` (MiniLM beside e5).

* An English question among English books: the MiniLM half alone — the same passages, order
  and cosines as a MiniLM library (the English dev set cannot get worse).
* A Hindi question: the e5 half, every language ranked on one scale by cosine minus the
  question's pull to each language (``balance``).
* A Hindi question with technical terms the glossary knows (``glossary``): the English
  passages are ordered by e5's ranking fused with MiniLM's ranking for those terms in
  English; where they stand among the Hindi passages is still e5's balanced score.
* An English question in a library with Hindi books too: English passages in MiniLM's order,
  Hindi ones placed among them by e5's balanced scores (``dual.merge_english``).

Every score handed on is a model's own cosine (MiniLM for English question and passage, e5
otherwise), so the confidence gate reads the scale it was calibrated on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from tutorapp.core.retrieval.balance import (
    MULTILINGUAL,
    SYMMETRIC,
    LanguageCentroids,
    SearchProfile,
    balanced,
)
from tutorapp.core.retrieval.dual import DualEmbedder, Side, merge_english, side_for, side_query
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.search import fuse
from tutorapp.core.types import Book

#: The weight of MiniLM's ranking for a Hindi question's glossed terms against e5's ranking
#: of the English passages (``bench/multilingual_eval.py``: hi-en top-3 11/18 → 15/18 with
#: 4.0 in a numpy replica of this ranking; 0.5 gave 14/18, 2.0 14/18).
GLOSS_WEIGHT = 4.0


class DenseIndex(Protocol):
    """Where the passages' vectors are searched: the library's exact in-memory index
    (``exact``), or the vector store itself."""

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]: ...

    def vectors(self, ids: Sequence[str]) -> dict[str, Vectors]: ...


@dataclass(frozen=True, kw_only=True)
class Glossed:
    """A Hindi question's subject terms in English, embedded by MiniLM (``vector``), and
    whether the Hindi books never use those terms (then the English passages go first)."""

    vector: Vectors
    english_first: bool = False


def dual_profile(question_language: str) -> SearchProfile:
    """BM25's weight as in a MiniLM library for English questions, low for Hindi ones (BM25
    only finds passages in the question's own language)."""
    return SYMMETRIC if question_language == "en" else MULTILINGUAL


class DualSearch:
    """Dense search over a dual index for one question (see the module docstring)."""

    def __init__(
        self,
        embedder: DualEmbedder,
        store: DenseIndex,
        centroids: Callable[[], LanguageCentroids],
    ) -> None:
        self._embedder = embedder
        self._store = store
        self._centroids = centroids

    @staticmethod
    def scoring(embedder: DualEmbedder, vector: Vectors, question_language: str) -> Vectors:
        """The vector whose dot product with a stored passage of the question's language is
        the cosine searching uses (MiniLM's for English, e5's for Hindi)."""
        side = side_for(question_language, question_language)
        query, factor = side_query(vector, side, embedder.english_dim)
        return (query * factor).astype(np.float32)

    def scoring_vector(self, vector: Vectors, question_language: str) -> Vectors:
        return self.scoring(self._embedder, vector, question_language)

    def _query(
        self, vector: Vectors, side: Side, depth: int, keys: Sequence[str] | None
    ) -> tuple[list[tuple[str, float]], Vectors, float]:
        query, factor = side_query(vector, side, self._embedder.english_dim)
        found = self._store.query(query, depth, keys)
        return [(chunk_id, cosine * factor) for chunk_id, cosine in found], query, factor

    def dense(
        self,
        vector: Vectors,
        question_language: str,
        books: Sequence[Book],
        depth: int,
        gloss: Glossed | None = None,
        *,
        everything: bool = False,
    ) -> list[tuple[str, float]]:
        """The best ``depth`` passages of ``books`` with their cosines, best first.

        ``everything``: ``books`` are all the stored vectors (no filter needed when they are
        all of one language). ``gloss``: a Hindi question's technical terms in English
        (``glossary``), to order the English passages with."""
        keys: dict[str, list[str]] = {}
        for book in books:
            keys.setdefault(book.meta.language, []).append(f"{book.id}@{book.generation}")
        multilingual, factor = side_query(vector, Side.MULTILINGUAL, self._embedder.english_dim)
        if len(keys) == 1:
            ((language, only),) = keys.items()
            side = side_for(question_language, language)
            found = self._query(vector, side, depth, None if everything else only)[0]
            if gloss is not None and language == "en" and question_language != "en":
                return self._glossed(found, gloss.vector, (multilingual, factor), depth, only)
            return found
        pull = {lang: p * factor for lang, p in self._centroids().pull(multilingual).items()}
        per_language = {
            lang: self._query(vector, Side.MULTILINGUAL, depth, ks)[0]
            for lang, ks in keys.items()
            if question_language != "en" or lang != "en"
        }
        if "en" not in keys:
            return balanced(per_language, pull)[:depth]
        if question_language == "en":
            english = self._query(vector, Side.ENGLISH, depth, keys["en"])[0]
        elif gloss is not None:
            found = per_language.pop("en")
            english = self._glossed(found, gloss.vector, (multilingual, factor), depth, keys["en"])
            if gloss.english_first:
                return [*english, *balanced(per_language, pull)][:depth]
        else:
            return balanced(per_language, pull)[:depth]
        stored = self._store.vectors([chunk_id for chunk_id, _ in english])
        english_keys = [
            float(np.dot(stored[chunk_id], multilingual)) * factor - pull.get("en", 0.0)
            for chunk_id, _ in english
            if chunk_id in stored
        ]
        english = [(chunk_id, cosine) for chunk_id, cosine in english if chunk_id in stored]
        others = [
            (chunk_id, cosine - pull.get(lang, 0.0), cosine)
            for lang, hits in per_language.items()
            for chunk_id, cosine in hits
        ]
        others.sort(key=lambda item: (-item[1], item[0]))
        return merge_english(english, english_keys, others)[:depth]

    def _glossed(
        self,
        english: list[tuple[str, float]],
        gloss: Vectors,
        multilingual: tuple[Vectors, float],
        depth: int,
        keys: Sequence[str],
    ) -> list[tuple[str, float]]:
        """A Hindi question's English passages (id, e5 cosine): e5's ranking fused with
        MiniLM's ranking for the question's terms in English (``GLOSS_WEIGHT``)."""
        english_half = np.zeros(self._embedder.dim, dtype=np.float32)
        english_half[: self._embedder.english_dim] = gloss
        glossed = self._store.query(english_half, depth, keys)
        fused = fuse(english, glossed, GLOSS_WEIGHT)
        order = sorted(fused, key=lambda cid: (-fused[cid], cid))[:depth]
        cosines = dict(english)
        missing = [cid for cid in order if cid not in cosines]
        query, factor = multilingual
        for cid, vector in self._store.vectors(missing).items():
            cosines[cid] = float(np.dot(vector, query)) * factor
        return [(cid, cosines[cid]) for cid in order if cid in cosines]
