"""Which source supports each answer sentence: word overlap and embedding similarity.

For every answer sentence and every source: the share of the sentence's content words the
source contains (``lexical``), and the best cosine between the sentence and one sentence (or
two adjacent sentences) of the source, with the library's embedder (``semantic``). A sentence
is supported by a source when their mean reaches ``SupportThresholds.combined`` and neither
part is below its floor — or, for a faithful paraphrase in simpler words, when the meaning is
very close (``paraphrase_semantic``) although fewer words are shared (``paraphrase_lexical``).
Thresholds were measured with ``bench/support_calibration.py``. Only passages that state facts
may support (``eligible``: not an exercise, a crossword clue or a bare heading).
Citations come from this alignment, not from the ``[n]`` the model wrote; the written ones
are checked against it (a number with no source, or citing a source that does not support
the sentence, is a finding).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.embedder import Embedder, Vectors
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.types import Source
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.split import AnswerSentence


@dataclass(frozen=True, kw_only=True)
class SupportThresholds:
    combined: float = 0.55  # mean of lexical and semantic for one source
    lexical_floor: float = 0.34  # at least this share of the sentence's words in the source
    semantic_floor: float = 0.45  # and at least this cosine with some source sentence(s)
    # A paraphrase in simpler words shares fewer words but keeps the meaning:
    paraphrase_semantic: float = 0.75
    paraphrase_lexical: float = 0.2

    def supports(self, lexical: float, semantic: float) -> bool:
        if semantic >= self.paraphrase_semantic and lexical >= self.paraphrase_lexical:
            return True
        return (
            (lexical + semantic) / 2 >= self.combined
            and lexical >= self.lexical_floor
            and semantic >= self.semantic_floor
        )


@dataclass(frozen=True, kw_only=True)
class SentenceSupport:
    """One answer sentence, whether the sources support it, and which (best first)."""

    text: str
    supported: bool
    sources: tuple[int, ...]
    lexical: float = 0.0
    semantic: float = 0.0


@dataclass(frozen=True)
class _Passage:
    n: int
    words: frozenset[str]
    vectors: Vectors  # one row per sentence and per pair of adjacent sentences


# A question the book puts to the reader, even when extraction lost its "?" ("What happens to
# the size of the image when the candle is placed too far away from the lens."):
_BOOK_ASKS = re.compile(
    r"^\W*(?:(?:what|which|why|how|who|where|when)\s+(?:\w+\s+)?(?:is|are|was|were|do|does|did|"
    r"happens?|can|could|will|would|should|has|have)\b"
    r"|(?:can|could|do|does|did|is|are|will|would|should)\s+(?:you|we|it|they|the|this|these|there)\b)",
    re.IGNORECASE,
)


def asks(sentence: str) -> bool:
    """The book's sentence asks the reader something rather than stating it."""
    return sentence.rstrip().endswith("?") or bool(_BOOK_ASKS.match(sentence))


def source_units(text: str) -> list[str]:
    """A source's sentences and its pairs of adjacent sentences (an answer may merge two).

    A question the book asks states nothing, so it backs no answer sentence alone (fp57-05:
    "The size of the image … is always larger when the candle is placed beyond C …" read as
    close to "What happens to the size of the image when the candle is placed too far away
    …"); a pair keeps it when the other sentence states something (a question and its answer).
    """
    sentences = [s for s in split_sentences(text) if len(s.split()) >= 3]
    pairs = [f"{a} {b}" for a, b in itertools.pairwise(sentences) if not (asks(a) and asks(b))]
    stated = [s for s in sentences if not asks(s)]
    return stated + pairs or [text]


class SupportAligner:
    """Aligns answer sentences to sources with one embedder (the library's)."""

    def __init__(self, embedder: Embedder, thresholds: SupportThresholds | None = None) -> None:
        self.embedder = embedder
        self.thresholds = thresholds or SupportThresholds()

    def passages(self, sources: Sequence[Source]) -> list[_Passage]:
        units = [source_units(s.text) for s in sources]
        flat = [u for group in units for u in group]
        vectors = self.embedder.embed(flat) if flat else np.zeros((0, self.embedder.dim))
        out, start = [], 0
        for source, group in zip(sources, units, strict=True):
            block = np.asarray(vectors[start : start + len(group)], dtype=np.float32)
            out.append(_Passage(source.n, frozenset(tokenize(source.text)), block))
            start += len(group)
        return out

    def scores(
        self, sentences: Sequence[str], passages: Sequence[_Passage]
    ) -> list[list[tuple[float, float]]]:
        """``(lexical, semantic)`` for every sentence × passage."""
        if not sentences:
            return []
        vectors = self.embedder.embed(list(sentences))
        table = []
        for sentence, vector in zip(sentences, vectors, strict=True):
            words = set(tokenize(sentence))
            row = []
            for passage in passages:
                lexical = len(words & passage.words) / len(words) if words else 0.0
                semantic = float(np.max(passage.vectors @ vector)) if len(passage.vectors) else 0.0
                row.append((lexical, max(0.0, semantic)))
            table.append(row)
        return table

    def align(
        self,
        sentences: Sequence[AnswerSentence],
        sources: Sequence[Source],
        eligible: frozenset[int] | None = None,
    ) -> tuple[list[SentenceSupport], list[Finding]]:
        """Support for each sentence, and findings about the ``[n]`` markers it carries.

        Only sources numbered in ``eligible`` (all when ``None``) may support a sentence.
        """
        allowed = frozenset(s.n for s in sources) if eligible is None else eligible
        passages = self.passages(sources)
        table = self.scores([s.plain for s in sentences], passages)
        limits = self.thresholds
        supports: list[SentenceSupport] = []
        findings: list[Finding] = []
        valid = {s.n for s in sources}
        for index, (sentence, row) in enumerate(zip(sentences, table, strict=True)):
            ranked = sorted(
                ((lex, sem, p.n) for (lex, sem), p in zip(row, passages, strict=True)),
                key=lambda item: -(item[0] + item[1]),
            )
            backing = [n for lex, sem, n in ranked if n in allowed and limits.supports(lex, sem)]
            best_lex, best_sem = (ranked[0][0], ranked[0][1]) if ranked else (0.0, 0.0)
            supports.append(
                SentenceSupport(
                    text=sentence.text,
                    supported=bool(backing),
                    sources=tuple(backing[:2]),
                    lexical=best_lex,
                    semantic=best_sem,
                )
            )
            for n in sentence.markers:
                if n not in valid:
                    findings.append(Finding("fake_source", index, f"[{n}]"))
            cited = [n for n in sentence.markers if n in valid]
            if backing and cited and not set(cited) & set(backing):
                # None of the passages the sentence cites supports it (another one does).
                wrong = "".join(f"[{n}]" for n in cited)
                findings.append(Finding("wrong_source", index, wrong))
        return supports, findings
