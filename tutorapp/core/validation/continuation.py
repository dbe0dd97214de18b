"""Continuing an answer the token limit cut off mid-thought, keeping only what helps.

``is_cut_off`` says whether an answer that hit the limit stopped mid-thought (no closing
punctuation, a trailing comma or conjunction, an open list item). ``merge`` takes the text a
continuation produced and keeps the part that completes the cut sentence, then each new
sentence that is on-topic (embedding similarity to the question or the sources, or shared
words with the sources) and not a near-duplicate of one already there; it stops at the first
off-topic sentence. List numbering carries on from the existing answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.validation.split import (
    MARKER,
    AnswerSentence,
    join_answer,
    renumber_list,
    split_answer,
)

_CONJUNCTIONS = frozenset(
    "and or but because so which that the a an of to with for in on as is are was were "
    "by from than then when where while if such like into".split()
)
_OPEN_ITEM = re.compile(r"(?:^|\n)\s*(?:\d{1,2}[.)]|[-*•])\s*$")


def is_cut_off(answer: str) -> bool:
    """True when the answer stops mid-thought (only asked of answers that hit the limit)."""
    text = MARKER.sub("", answer).rstrip()
    if not text:
        return False
    if _OPEN_ITEM.search(text):
        return True
    if text[-1] in ",;:-–(":
        return True
    last_word = re.findall(r"[A-Za-z]+$", text)
    if last_word and last_word[0].lower() in _CONJUNCTIONS:
        return True
    if text.count("(") > text.count(")"):
        return True
    return text[-1] not in ".!?)\"'”’।"


@dataclass(frozen=True)
class Merge:
    answer: str  # the answer with the useful part of the continuation added
    kept: int  # new sentences kept (the completion of a cut sentence counts)
    dropped: int
    off_topic: bool  # stopped at an off-topic sentence: continue no further


def glue(answer: str, piece: str, raw_starts_with_space: bool) -> str:
    """Join a continuation to the answer without gluing or splitting words."""
    if raw_starts_with_space and not piece.startswith((" ", "\n")):
        return f"{answer} {piece}"
    return answer + piece


#: Cosine at or above which a continued sentence repeats one already in the answer.
DUPLICATE = 0.9


class ContinuationFilter:
    """Decides which continued sentences stay. One per answer."""

    def __init__(
        self,
        embedder: Embedder,
        question: str,
        source_texts: Sequence[str],
        limit: int = 2,
        on_topic: float = 0.3,
    ) -> None:
        """``limit``: chunks that may be added to one answer."""
        self.embedder = embedder
        self.limit = limit
        self.on_topic = on_topic
        self.duplicate = DUPLICATE
        self._anchor = embedder.embed([question, *source_texts])
        self._source_words = set(tokenize(" ".join(source_texts)))

    def merge(self, answer: str, continued: str) -> Merge:
        """``continued`` is ``answer`` plus the continuation's text, glued."""
        before = split_answer(answer)
        after = split_answer(continued)
        complete = len(before) - 1 if before else 0  # the last sentence was cut off
        kept: list[AnswerSentence] = list(after[: complete + 1])
        new = after[complete + 1 :]
        dropped, off_topic = 0, False
        if new:
            vectors = self.embedder.embed([s.plain for s in kept + new])
            old_vectors = list(vectors[: len(kept)])
            for sentence, vector in zip(new, vectors[len(kept) :], strict=True):
                if not self._relevant(sentence, vector):
                    off_topic = True
                    dropped += len(new) - new.index(sentence)
                    break
                if any(float(vector @ v) >= self.duplicate for v in old_vectors) or _repeats(
                    sentence, kept
                ):
                    dropped += 1
                    continue
                kept.append(sentence)
                old_vectors.append(vector)
        merged = join_answer(renumber_list(kept))
        return Merge(merged, len(kept) - complete, dropped, off_topic)

    def _relevant(self, sentence: AnswerSentence, vector: np.typing.NDArray[np.float32]) -> bool:
        if float(np.max(self._anchor @ vector)) >= self.on_topic:
            return True
        words = set(tokenize(sentence.plain))
        return bool(words) and len(words & self._source_words) / len(words) >= 0.5


def _repeats(sentence: AnswerSentence, kept: Sequence[AnswerSentence]) -> bool:
    words = set(tokenize(sentence.plain))
    if len(words) < 3:
        return False
    return any(
        len(words & (other := set(tokenize(k.plain)))) / max(1, len(words | other)) >= 0.7
        for k in kept
    )
