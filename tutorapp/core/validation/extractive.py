"""The extractive fallback: the textbook's own best sentences for the question, verbatim, cited.

Used when the model's answer cannot be trusted. Candidate sentences of the sources are scored
by embedding similarity to the question and by how many of the question's words they hold;
the best one to three (close to the best score) are given in book order, each with its source
number. Nothing good enough → no extract (the caller refuses).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.generation.prompts import Source
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import tokenize

INTRO = "From your textbook:"


@dataclass(frozen=True)
class Extract:
    sentence: str
    n: int  # the source it was taken from
    score: float


def _readable(sentence: str) -> bool:
    words = sentence.split()
    if not 5 <= len(words) <= 60:
        return False
    letters = sum(ch.isalpha() for ch in sentence)
    return letters / max(1, len(sentence.replace(" ", ""))) >= 0.6


def best_sentences(
    question: str,
    sources: Sequence[Source],
    embedder: Embedder,
    limit: int = 3,
    min_score: float = 0.45,
    within: float = 0.8,
) -> list[Extract]:
    """Up to ``limit`` source sentences that answer the question best, in book order."""
    candidates: list[tuple[int, int, str]] = []  # (source n, position, sentence)
    for source in sources:
        for position, raw in enumerate(split_sentences(source.hit.chunk.text)):
            sentence = " ".join(raw.split())
            if _readable(sentence):
                candidates.append((source.n, position, sentence))
    if not candidates:
        return []
    vectors = embedder.embed([question, *(c[2] for c in candidates)])
    cosines = vectors[1:] @ vectors[0]
    asked = set(tokenize(question))
    scored = []
    for (n, position, sentence), cosine in zip(candidates, cosines, strict=True):
        words = set(tokenize(sentence))
        coverage = len(asked & words) / len(asked) if asked else 0.0
        scored.append((0.6 * float(np.clip(cosine, 0, 1)) + 0.4 * coverage, n, position, sentence))
    scored.sort(key=lambda item: -item[0])
    top = scored[0][0]
    if top < min_score:
        return []
    chosen = [item for item in scored[:limit] if item[0] >= within * top]
    chosen.sort(key=lambda item: (item[1], item[2]))
    return [Extract(sentence, n, score) for score, n, _, sentence in chosen]
