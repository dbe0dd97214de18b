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

from tutorapp.core.ingest.tables import ROW_SOURCE
from tutorapp.core.retrieval.exercises import about_exercise
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
    r"exercises?\s*(?:set\s*)?\d|(?:questions?|problems?|exercises?|sums)\s+(?:on|from|about|for|in)\b|"
    r"(?:give|set|ask|show)\s+(?:me\s+)?(?:some\s+|a\s+few\s+)?(?:questions?|problems?|"
    r"exercises?)|quiz\s+me|test\s+me|test\s+my"
    # (the chapter's word puzzle or crossword, asked about itself: heldout72 fp72-07)
    r"|word\s+puzzles?|puzzle\s+(?:activity|at\s+the\s+end)|crosswords?)",
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


# What a "what is …" question asks about: the words after its opener, up to a preposition.
_ASKED = re.compile(
    r"^(?:what\s+(?:is|are|was|were)(?:\s+meant\s+by)?|what\s+do\s+(?:you|we)\s+mean\s+by|"
    r"define|meaning\s+of)\s+(?:an?\s+|the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)"
    r"(?:\s+(?:in|of|for|from|according|as|with|and|mean|means)\b|\s*[?.,]|\s*$)",
    re.IGNORECASE,
)
_VAGUE = frozenset({"maths", "math", "mathematics", "science", "chapter", "book", "term", "it"})
#: How much more a passage that defines the asked term weighs for a definition question.
DEFINES_BONUS = 1.1


def asked_term(question: str) -> str | None:
    """The term a definition question asks about ("what is a sequence in maths" →
    "sequence"; "define arithmetic progression" → "arithmetic progression"), or None."""
    match = _ASKED.match(" ".join(question.split()))
    if match is None:
        return None
    words = [w for w in match.group(1).lower().split() if w not in _VAGUE]
    return " ".join(words) if words and len(words[-1]) >= 3 else None


def defines(text: str, term: str) -> bool:
    """Does the passage define ``term``: "let us define a sequence as …", "… is called a
    sequence", "A sequence is defined as …", "A sequence is a …"?"""
    *before, last = term.split()
    head = (
        "".join(re.escape(w) + r"\s+" for w in before) + re.escape(last.rstrip("s")) + "(?:s|es)?"
    )
    pattern = (
        rf"\bdefine\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,2}}?{head}\s+(?:as|to\s+be)\b"
        rf"|\b(?:is|are)\s+(?:called|known\s+as|termed|defined\s+as)\s+(?:an?\s+|the\s+)?"
        rf"(?:[\w-]+\s+)?{head}\b"
        rf"|\b{head}(?:\s+of\s+(?:an?\s+|the\s+)?[\w-]+)?\s+(?:is|are)\s+"
        rf"(?:defined\s+as|said\s+to\s+be)\b"
        rf"|(?:^|[.!?]\s+)(?:an?|the)\s+{head}\s+is\s+(?:an?|the)\s"
    )
    return re.search(pattern, text, re.IGNORECASE) is not None


#: How much a passage of a table about another thing than the question's weighs.
OTHER_TABLE = 0.8


def about_another(text: str, question: str) -> bool:
    """Is the passage a table about another thing of the kind the question names? Its rows
    are "by a concave mirror" and the question asks about a concave lens (a word of the
    subject, not its noun) or a convex mirror (its noun after another word). The four image
    tables' rows are alike; the mirror's came above the page that answers "why does a
    concave lens always form a real and inverted image?"."""
    # a row names what its table is about: "… (Table 9.1, by a concave mirror)."
    subjects = {" ".join(m["what"].lower().split()) for m in ROW_SOURCE.finditer(text)}
    if not subjects:
        return False
    asked = " ".join(re.findall(r"[a-z0-9]+", question.lower()))
    words = set(asked.split())
    another = False
    for subject in subjects:
        *modifiers, noun = subject.split()
        if re.search(rf"\b{re.escape(subject)}(?:e?s)?\b", asked):
            return False  # the question names this table's thing
        before = re.findall(rf"\b(\w+) {re.escape(noun)}(?:e?s)?\b", asked)
        named_other = any(w not in _ARTICLES and w not in modifiers for w in before)
        shares = any(w in words for w in modifiers) and noun not in words
        another = another or named_other or shares
    return another


_ARTICLES = frozenset({"a", "an", "the", "this", "that", "of", "by", "in", "and", "or"})


def rerank(hits: Sequence[Hit], asks: Asks, k: int, question: str = "") -> list[Hit]:
    """The ``k`` best hits once each fused score is weighted by its passage kind (and, for a
    definition question, by whether the passage defines the asked term; a table about another
    thing than the question's, ``about_another``, weighs less). An exercise ranks as
    text does for a question about one of the book's exercises, named or typed out
    (``exercises``, ``checked_hits``)."""
    weights = WEIGHTS[asks]
    if about_exercise(question, hits):
        weights = {**weights, PassageKind.EXERCISE: max(1.0, weights[PassageKind.EXERCISE])}
    term = asked_term(question) if asks is Asks.DEFINITION else None
    weighted = [
        replace(
            h,
            score=h.score
            * weights.get(kind_for_ranking(h), 1.0)
            * (DEFINES_BONUS if term is not None and defines(h.chunk.text, term) else 1.0)
            * (OTHER_TABLE if about_another(h.chunk.text, question) else 1.0),
        )
        for h in hits
    ]
    order = sorted(range(len(weighted)), key=lambda i: (-weighted[i].score, i))
    return [weighted[i] for i in order[:k]]


def can_support(kind: PassageKind, asks: Asks) -> bool:
    """May a passage of ``kind`` back an answer sentence to a question that ``asks``?"""
    return asks is Asks.PRACTICE or kind.states_facts


def checked_hits(hits: Sequence[Hit], asks: Asks, question: str) -> list[Hit]:
    """The hits a question's premise is checked against: ``answer_hits`` and, after them, the
    exercises when the question is about one of the book's ("in the pottery question the cost
    of each article is 3 less than twice …, right?" — what the student takes the exercise to
    give is checked against its words). The exercises still back no answer sentence: a 1.5B
    model's working of one ("the height is 80 m (the height from which the ball was
    dropped)") is not the book's."""
    usable = answer_hits(hits, asks)
    if not about_exercise(question, hits):
        return usable
    have = {h.chunk.id for h in usable}
    return [
        *usable,
        *(h for h in hits if h.chunk.kind is PassageKind.EXERCISE and h.chunk.id not in have),
    ]


def answer_hits(hits: Sequence[Hit], asks: Asks) -> list[Hit]:
    """The hits an answer may be drawn from: those that state facts (for practice, all);
    all of them when none does, so the checking after the answer has the last word."""
    usable = [h for h in hits if can_support(h.chunk.kind, asks)]
    return usable or list(hits)


def supporting(sources: Sequence[Source], question: str) -> frozenset[int]:
    """Numbers of the sources that may support a sentence of the answer to ``question``."""
    asks = what_it_asks(question)
    return frozenset(s.n for s in sources if can_support(s.hit.chunk.kind, asks))
