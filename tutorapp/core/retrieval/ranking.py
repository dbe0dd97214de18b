"""Ranking passages by what the question asks for and what each passage is.

A student asking a factual question ("what are the types of resources?") wants the text that
states the answer, not the exercise that asks it or the crossword clue that names it; a student
asking for practice wants the exercises; one asking to compute wants the worked examples. The
fused search score is weighted by the passage kind (``types.PassageKind``) for what the
question asks (``Asks``), and passages that only ask or name things (exercises, puzzles,
headings) are kept from the model and never count as support unless practice was asked for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from enum import StrEnum

from tutorapp.core.types import Hit, PassageKind, Source


class Asks(StrEnum):
    """What kind of answer a question wants."""

    FACTS = "facts"  # explain, describe, why, which…
    DEFINITION = "definition"  # what is X, define X, meaning of X
    COMPUTE = "compute"  # find / calculate a value from given numbers
    EXAMPLE = "example"  # an example of something
    PRACTICE = "practice"  # exercises or questions to practise with


_PRACTICE = re.compile(
    r"\b(?:(?:practice|practise|sample|important|exam|extra)\s+(?:questions?|problems?|sums?)|"
    r"exercises?\s*\d|(?:questions?|problems?|exercises?|sums)\s+(?:on|from|about|for|in)\b|"
    r"(?:give|set|ask|show)\s+(?:me\s+)?(?:some\s+|a\s+few\s+)?(?:questions?|problems?|"
    r"exercises?)|quiz\s+me|test\s+me|test\s+my)",
    re.IGNORECASE,
)
_EXAMPLE = re.compile(
    r"\b(?:an?\s+example|examples?\s+of|for\s+example\s*\?|give\s+(?:me\s+)?(?:an?\s+|some\s+)?"
    r"examples?|show\s+(?:me\s+)?(?:an?\s+)?example|उदाहरण)",
    re.IGNORECASE,
)
_COMPUTE_VERB = re.compile(
    r"\b(?:find|calculate|compute|determine|evaluate|solve|work\s+out|how\s+many|how\s+much|"
    r"what\s+(?:is|are|will\s+be)\s+the\s+(?:value|values|sum|product|\d+\w*\s+term|nth\s+term|"
    r"(?:equivalent\s+)?resistance|current|charge|power|energy|work|heat|focal\s+length|"
    r"magnification|roots?|area|length|distance|slope|speed))\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?")
_DEFINITION = re.compile(
    r"^(?:what\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?\w|what\s+do\s+(?:you|we)\s+mean\s+by|"
    r"what\s+is\s+meant\s+by|define\b|meaning\s+of\b|what\s+does\s+.+\s+mean|"
    r"state\s+(?:the\s+)?[\w’'-]+(?:\s+[\w’'-]+)?\s+(?:law|laws|rule|principle|theorem)\b)",
    re.IGNORECASE,
)


def what_it_asks(question: str) -> Asks:
    """What the question wants (checked in this order: practice, example, compute, definition)."""
    text = " ".join(question.split())
    if _PRACTICE.search(text):
        return Asks.PRACTICE
    if _EXAMPLE.search(text):
        return Asks.EXAMPLE
    if _COMPUTE_VERB.search(text) and len(_NUMBER.findall(text)) >= 2:
        return Asks.COMPUTE
    if _DEFINITION.search(text):
        return Asks.DEFINITION
    return Asks.FACTS


_K = PassageKind
_FACTS = {
    _K.BODY: 1.0,
    _K.DEFINITION: 1.0,
    _K.EXAMPLE: 0.92,
    _K.CAPTION: 0.9,
    _K.ACTIVITY: 0.85,
    _K.EXERCISE: 0.55,
    _K.PUZZLE: 0.45,
    _K.HEADING: 0.45,
}
#: Multipliers of the fused search score, by what is asked and what the passage is.
WEIGHTS: dict[Asks, dict[PassageKind, float]] = {
    Asks.FACTS: _FACTS,
    Asks.DEFINITION: {**_FACTS, _K.DEFINITION: 1.08},
    Asks.COMPUTE: {**_FACTS, _K.EXAMPLE: 1.12, _K.EXERCISE: 0.75},
    Asks.EXAMPLE: {**_FACTS, _K.EXAMPLE: 1.1, _K.ACTIVITY: 0.95, _K.EXERCISE: 0.7},
    Asks.PRACTICE: {
        **_FACTS,
        _K.EXERCISE: 1.25,
        _K.PUZZLE: 1.0,
        _K.ACTIVITY: 1.05,
        _K.EXAMPLE: 1.0,
        _K.BODY: 0.85,
        _K.DEFINITION: 0.85,
        _K.HEADING: 0.6,
    },
}


# "What conclusion can you draw from this Activity? A concave lens will always give a
# virtual, erect and diminished image, irrespective of the position of the object."
_CONCLUSION = re.compile(
    r"(?:what\s+(?:conclusion|do\s+you\s+conclude)[^?]{0,60}\?|"
    r"\bwe\s+(?:can\s+|may\s+)?(?:thus\s+)?conclude\s+that)\s*[^.?!]{30,}\.",
    re.IGNORECASE,
)


def kind_for_ranking(hit: Hit) -> PassageKind:
    """The passage's kind, except that an activity stating its conclusion ranks as text that
    states facts: the conclusion is the book's statement of what the activity shows."""
    kind = hit.chunk.kind
    if kind is PassageKind.ACTIVITY and _CONCLUSION.search(hit.chunk.text):
        return PassageKind.BODY
    return kind


def rerank(hits: Sequence[Hit], asks: Asks, k: int) -> list[Hit]:
    """The ``k`` best hits once each fused score is weighted by its passage kind."""
    weights = WEIGHTS[asks]
    weighted = [replace(h, score=h.score * weights.get(kind_for_ranking(h), 1.0)) for h in hits]
    order = sorted(range(len(weighted)), key=lambda i: (-weighted[i].score, i))
    return [weighted[i] for i in order[:k]]


def can_support(kind: PassageKind, asks: Asks) -> bool:
    """May a passage of ``kind`` back an answer sentence to a question that ``asks``?"""
    return asks is Asks.PRACTICE or kind.states_facts


def answer_hits(hits: Sequence[Hit], asks: Asks) -> list[Hit]:
    """The hits an answer may be drawn from: those that state facts (for practice, all);
    all of them when none does, so the checking after the answer has the last word."""
    usable = [h for h in hits if can_support(h.chunk.kind, asks)]
    return usable or list(hits)


def supporting(sources: Sequence[Source], question: str) -> frozenset[int]:
    """Numbers of the sources that may support a sentence of the answer to ``question``."""
    asks = what_it_asks(question)
    return frozenset(s.n for s in sources if can_support(s.hit.chunk.kind, asks))
