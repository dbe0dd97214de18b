"""The confidence gate: decide from retrieval alone whether the books can answer at all.

Two signals, both measured on the dev set (``bench/gate_calibration.py`` prints them):

* ``top_cosine`` — the best dense similarity between question and passage. Its scale is
  the embedder's: with all-MiniLM-L6-v2, answerable English questions scored 0.41–0.85 and
  unanswerable ones 0.21–0.44; multilingual-e5 puts everything higher and closer (see
  ``E5_PRESETS``). ``presets_for`` picks the presets of the library's embedder.
* ``coverage`` — the share of the question's content words (stopwords and question words
  like "explain", "why", "क्या", "कैसे" removed) found in the top passages. It separates the
  overlap band: "state ohm's law" 1.00 vs "explain photosynthesis" 0.33.

``insufficient`` means refuse without calling the model. Coverage counts only when a top
passage is in the question's language (a Hindi question answered from an English book shares
no words with it); then the cosine alone decides.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.types import Confidence, Hit

log = logging.getLogger(__name__)

_QUESTION_WORDS = frozenset(
    """what whats explain describe state why how define write tell give example examples mean
    meaning simple word words exactly between happen happens use used need know
    please kindly briefly short detail details answer question also""".split()
)


@dataclass(frozen=True, kw_only=True)
class GateThresholds:
    """Cosine floors and the coverage needed in the overlap band (see the module docstring)."""

    refuse_below: float  # top cosine under this → insufficient
    weak_below: float  # between refuse_below and this, coverage must reach weak_coverage
    weak_coverage: float
    medium_from: float  # top cosine for at least medium confidence
    high_from: float  # top cosine for high confidence (with high_coverage)
    high_coverage: float
    min_support: int  # passages within 0.1 of the best that must also pass refuse_below


#: Calibrated for all-MiniLM-L6-v2 (the names are the presets of every embedder).
PRESETS: dict[str, GateThresholds] = {
    "strict": GateThresholds(
        refuse_below=0.45,
        weak_below=0.52,
        weak_coverage=0.80,
        medium_from=0.55,
        high_from=0.65,
        high_coverage=0.70,
        min_support=1,
    ),
    "moderate": GateThresholds(
        refuse_below=0.40,
        weak_below=0.47,
        weak_coverage=0.75,
        medium_from=0.50,
        high_from=0.60,
        high_coverage=0.60,
        min_support=1,
    ),
    "lenient": GateThresholds(
        refuse_below=0.35,
        weak_below=0.42,
        weak_coverage=0.60,
        medium_from=0.45,
        high_from=0.55,
        high_coverage=0.50,
        min_support=1,
    ),
}
#: Calibrated for multilingual-e5-small on the dev set (``bench/gate_calibration.py``).
E5_PRESETS: dict[str, GateThresholds] = {
    "strict": GateThresholds(
        refuse_below=0.80,
        weak_below=0.83,
        weak_coverage=0.80,
        medium_from=0.84,
        high_from=0.87,
        high_coverage=0.70,
        min_support=1,
    ),
    "moderate": GateThresholds(
        refuse_below=0.79,
        weak_below=0.82,
        weak_coverage=0.75,
        medium_from=0.83,
        high_from=0.86,
        high_coverage=0.60,
        min_support=1,
    ),
    "lenient": GateThresholds(
        refuse_below=0.78,
        weak_below=0.81,
        weak_coverage=0.60,
        medium_from=0.82,
        high_from=0.85,
        high_coverage=0.50,
        min_support=1,
    ),
}
DEFAULT_PRESET = "moderate"


def presets_for(model_id: str) -> dict[str, GateThresholds]:
    """The gate presets calibrated for the embedder ``model_id``."""
    return E5_PRESETS if "multilingual-e5" in model_id else PRESETS


@dataclass(frozen=True, kw_only=True)
class GateDecision:
    level: Confidence
    top_cosine: float
    coverage: float
    support: int
    reason: str
    below_floor: bool = False  # the best passage is under ``refuse_below``: out of scope

    @property
    def answerable(self) -> bool:
        return self.level is not Confidence.INSUFFICIENT


def content_words(question: str) -> list[str]:
    """The words of a question that carry its topic (unique, in order)."""
    return [t for t in dict.fromkeys(tokenize(question)) if t not in _QUESTION_WORDS]


def coverage(question: str, hits: Sequence[Hit], depth: int = 3) -> float:
    words = content_words(question)
    if not words:
        return 0.0
    found = {t for hit in hits[:depth] for t in tokenize(hit.chunk.text)}
    return sum(w in found for w in words) / len(words)


def is_devanagari(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum("\u0900" <= c <= "\u097f" for c in letters) / len(letters) > 0.3


def decide(question: str, hits: Sequence[Hit], thresholds: GateThresholds) -> GateDecision:
    """Map retrieval scores to a confidence level; logged as the audit trail for refusals."""
    if not hits:
        decision = GateDecision(
            level=Confidence.INSUFFICIENT,
            top_cosine=0.0,
            coverage=0.0,
            support=0,
            reason="no passages found",
            below_floor=True,
        )
        log.info("gate %r: %s", question, decision)
        return decision
    top = max(h.dense_score for h in hits)
    cover = coverage(question, hits)
    support = sum(h.dense_score >= max(thresholds.refuse_below, top - 0.1) for h in hits)
    language = "hi" if is_devanagari(question) else "en"
    cross = all(h.book.meta.language != language for h in hits[:3])  # no shared words
    t = thresholds
    if top < t.refuse_below:
        level, reason = (
            Confidence.INSUFFICIENT,
            f"best passage similarity {top:.2f} < {t.refuse_below}",
        )
    elif support < t.min_support:
        level, reason = Confidence.INSUFFICIENT, f"only {support} supporting passage(s)"
    elif top < t.weak_below and cover < t.weak_coverage and not cross:
        level, reason = (
            Confidence.INSUFFICIENT,
            f"weak similarity {top:.2f}, {cover:.0%} of the question's words in the passages",
        )
    elif top >= t.high_from and (cover >= t.high_coverage or cross):
        level, reason = Confidence.HIGH, "strong match"
    elif top >= t.medium_from:
        level, reason = Confidence.MEDIUM, "fair match"
    else:
        level, reason = Confidence.LOW, "weak match"
    decision = GateDecision(
        level=level,
        top_cosine=round(top, 4),
        coverage=round(cover, 4),
        support=support,
        reason=reason,
        below_floor=top < t.refuse_below,
    )
    log.info("gate %r: %s", question, decision)
    return decision


def rescored(question: str, hits: Sequence[Hit], embedder: Embedder) -> tuple[Hit, ...]:
    """``hits`` with ``dense_score`` recomputed by ``embedder`` (the gate judges English
    questions with all-MiniLM-L6-v2's cosines, whose presets separate the dev set best)."""
    if not hits:
        return ()
    question_vector = embedder.embed_queries([question])[0]
    vectors = embedder.embed([hit.chunk.text for hit in hits])
    return tuple(
        replace(hit, dense_score=float(np.dot(vector, question_vector)))
        for hit, vector in zip(hits, vectors, strict=True)
    )


# "…; who won …", "… and who won …", "… also, what is …": a second question in one sentence
_JOIN = re.compile(
    r"\s*;\s*|,?\s+(?:and|also|and also|plus)\s*,?\s+(?=(?:who|what|which|when|where|why|how|"
    r"name|list|explain|describe|tell me)\b)",
    re.IGNORECASE,
)


def _pieces(sentence: str) -> list[str]:
    """The sentence cut before each joining word; a piece keeps its joining word so that a
    piece too short to stand alone reads right when put back ("… and what happens there?")."""
    out, start = [], 0
    for match in _JOIN.finditer(sentence):
        out.append(sentence[start : match.start()])
        start = match.start()
    out.append(sentence[start:])
    return [p.strip(" ;") for p in out if p.strip(" ;")]


#: Words by which a part of a question leans on the part before it.
_REFERS_BACK = re.compile(
    r"\b(?:it|its|they|them|their|theirs|each|there|these|those|he|she|his|her|him)\b"
    # "… how to check that, and …": "that" or "this" ending a clause stands for something
    r"|\b(?:that|this)\b(?=\s*(?:[,?.!;]|and\b|$))",
    re.IGNORECASE,
)


# a piece that asks (a question word, a request), even without its question mark
_ASKING = re.compile(
    r"^\W*(?:(?:also|and|so|but|then|ok|okay),?\s+)*(?:what|which|who|whom|whose|"
    # ("when the Arabic version was translated …, jiva became …" states)
    r"(?:when|where|why|how)\s+(?:is|are|was|were|do|does|did|can|could|should|would|will|"
    r"has|have|had|many|much|far|long|come)|why|how|"
    r"is|are|was|were|isn'?t|aren'?t|do|does|did|can|could|should|would|will|has|have|"
    r"had|name|list|explain|describe|define|state|give|tell|write|find|show|calculate|compare|"
    r"distinguish|prove|derive|draw|solve|check|mention|identify|discuss|please)\b",
    re.IGNORECASE,
)


def _stated(piece: str) -> bool:
    """The piece states something (a sentence, not a topic: "Photosynthesis in plants.")
    rather than asking it."""
    return len(piece.split()) >= 5 and not piece.rstrip().endswith("?") and not _ASKING.match(piece)


def split_question(question: str) -> list[str]:
    """Separate questions asked in one message ("What is X? Also, who won Y?", "what is X
    and who won Y?").

    Each part must carry at least two content words, and must not refer back to the part
    before it; others stay with that part ("Why? Explain.", "what is a synapse and what
    happens there?" and "describe the digestive system and what each organ does" are one
    question — answered alone, "what each organ does" found the nervous system).
    """
    from tutorapp.core.ingest.sentences import split_sentences  # noqa: PLC0415

    parts: list[str] = []
    carry = ""
    pieces = [p for s in split_sentences(question) for p in _pieces(s)]
    for place, sentence in enumerate(pieces):
        text = f"{carry} {sentence}".strip()
        carry = ""
        if place + 1 < len(pieces) and _stated(sentence):
            # "If a horizontal line is …, then its equation is y = a. So what is …?": what
            # the student states is what the next question builds on, not a question
            carry = text
        elif len(content_words(text)) >= 2 and not (parts and _REFERS_BACK.search(text)):
            parts.append(text)
        elif parts:
            parts[-1] = f"{parts[-1]} {text}"
        else:
            carry = text
    if carry:
        parts.append(carry)
    return [re.sub(r"^(?:and|plus)\s+", "", p, flags=re.IGNORECASE) for p in parts]
