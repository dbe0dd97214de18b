"""How the library searches with a given embedder: lexical weight and language balance.

multilingual-e5 places texts of one language near each other: a Hindi question scores
~0.81 against *any* Hindi passage, above the English passage that answers it (~0.80). Left
alone, a Hindi question never finds an English book. The question's similarity to the mean
passage vector of each language (``LanguageCentroids``) measures that pull; ranking by
cosine minus that pull puts passages of both languages on one scale (measured with
``bench/multilingual_eval.py``: Hindi → English top-3 7/18 → 10/18, English → Hindi 6/6,
Hindi → Hindi 18/18, English dev set unchanged). The raw cosine is still what every hit
reports and what the confidence gate reads.

BM25 ranks only passages sharing the question's words, so for a question in one language it
lists passages of that language only; with e5 its vote is weighed down (0.2) so that it
breaks ties instead of outvoting a better passage in the other language. In a dual library
each language's passages are scored with the question's words in that language (the
glossary's equivalents for the other one) and each language's BM25 ranking votes on its
own (``search.rank``): the best passage of each language gets the first place's vote.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.retrieval.embedder import Vectors


@dataclass(frozen=True, kw_only=True)
class SearchProfile:
    """Search settings that belong to an embedder (its scores' behaviour)."""

    lexical_weight: float = 1.0  # weight of the BM25 ranking in the fusion (dense: 1.0)
    balance_languages: bool = False  # rank by cosine minus the pull of each language


SYMMETRIC = SearchProfile()
MULTILINGUAL = SearchProfile(lexical_weight=0.2, balance_languages=True)


def profile_for(model_id: str) -> SearchProfile:
    return MULTILINGUAL if "multilingual-e5" in model_id else SYMMETRIC


@dataclass(frozen=True)
class LanguageCentroids:
    """The mean passage vector of each language, for one set of visible book versions."""

    stamp: str
    centroids: Mapping[str, Vectors]

    @classmethod
    def build(
        cls,
        stamp: str,
        ids_by_language: Mapping[str, Sequence[str]],
        vectors_of: Callable[[Sequence[str]], dict[str, Vectors]],
    ) -> LanguageCentroids:
        centroids = {}
        for language, ids in ids_by_language.items():
            vectors = list(vectors_of(list(ids)).values())
            if vectors:
                centroids[language] = np.mean(np.stack(vectors), axis=0).astype(np.float32)
        return cls(stamp, centroids)

    def pull(self, query: Vectors) -> dict[str, float]:
        """How much the question leans towards each language's passages."""
        return {lang: float(np.dot(query, c)) for lang, c in self.centroids.items()}


def balanced(
    per_language: Mapping[str, Sequence[tuple[str, float]]], pull: Mapping[str, float]
) -> list[tuple[str, float]]:
    """Dense hits of every language, best balanced score first, each with its raw cosine."""
    scored = [
        (cosine - pull.get(language, 0.0), chunk_id, cosine)
        for language, hits in per_language.items()
        for chunk_id, cosine in hits
    ]
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [(chunk_id, cosine) for _, chunk_id, cosine in scored]
