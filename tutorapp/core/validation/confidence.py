"""The confidence shown with an answer: what retrieval found, capped by what checking found.

Retrieval alone cannot tell a good answer from a confident mistake (the crossword clue that
"answered" the types of resources scored high). So an answer whose checking changed or doubted
it is never shown as high confidence: a sentence citing a passage that does not support it
(``wrong_source``), a dropped sentence, a stricter retry or a corrected calculation caps it at
medium; the textbook's own sentences instead of an answer cap it at low.
"""

from __future__ import annotations

from collections.abc import Iterable

from tutorapp.core.results import ValidationPath
from tutorapp.core.types import Confidence

_ORDER = (Confidence.INSUFFICIENT, Confidence.LOW, Confidence.MEDIUM, Confidence.HIGH)

#: Checks that, having fired, keep an answer from high confidence.
DOUBTS = frozenset(
    {
        "wrong_source",
        "unsupported_sentence",
        "unsupported_number",
        "unsupported_name",
        "misquoted",
        "arithmetic",
        "fake_source",
    }
)


def _at_most(level: Confidence, cap: Confidence) -> Confidence:
    return min(level, cap, key=_ORDER.index)


def shown_confidence(
    retrieval: Confidence, path: ValidationPath, checks: Iterable[str], corrected: bool = False
) -> Confidence:
    """The confidence to show for an answer that took ``path`` with ``checks`` fired."""
    if path is ValidationPath.EXTRACTIVE:
        return _at_most(retrieval, Confidence.LOW)
    doubted = bool(DOUBTS.intersection(checks)) or corrected
    if doubted or path in (ValidationPath.TRIMMED, ValidationPath.RETRIED):
        return _at_most(retrieval, Confidence.MEDIUM)
    return retrieval
