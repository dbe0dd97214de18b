"""What the confidence gate judges for a question, by its language and its passages' language.

* An English question: all-MiniLM-L6-v2's cosines (the checker's), on the MiniLM presets.
* A Hindi question answered from English passages, whose subject terms (or, without any,
  everyday words: ``general_words``) the glossary knows:
  the terms in English (``glossary.english_gloss``) against the English passages, judged like
  an English question — MiniLM's cosines and the share of the terms the passages hold.
  multilingual-e5's cosines barely separate these from questions the books do not cover
  (``bench/gate_calibration.py --dual``: answerable Hindi→English 0.77–0.85, uncovered Hindi
  questions 0.76–0.85).
* Any other Hindi question: the library's multilingual cosines, on the e5 presets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.gate import is_devanagari, rescored
from tutorapp.core.retrieval.glossary import english_gloss, search_gloss
from tutorapp.core.types import Hit


@dataclass(frozen=True, kw_only=True)
class Judged:
    """The text and hits the gate decides on, and whose presets apply (``None``: the
    library's own embedder's)."""

    text: str
    hits: tuple[Hit, ...]
    model_id: str | None


def gate_input(
    question: str, hits: Sequence[Hit], checker: Embedder, checker_searches: bool
) -> Judged:
    """What to judge (see the module docstring). ``checker_searches``: the checker is the
    library's search embedder itself (a MiniLM library): nothing to rescore."""
    if checker_searches:
        return Judged(text=question, hits=tuple(hits), model_id=None)
    if not is_devanagari(question):
        return Judged(
            text=question, hits=rescored(question, hits, checker), model_id=checker.model_id
        )
    # without subject terms, its everyday words (``general_words``): the search found the
    # English passages with them, and e5's cosines rate any passage of a chapter alike
    gloss = english_gloss(question) or search_gloss(question)
    english = [h for h in hits if h.book.meta.language == "en"]
    if gloss and hits and hits[0].book.meta.language == "en":
        return Judged(text=gloss, hits=rescored(gloss, english, checker), model_id=checker.model_id)
    return Judged(text=question, hits=tuple(hits), model_id=None)
