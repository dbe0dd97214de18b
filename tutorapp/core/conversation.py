"""Conversations: a question that depends on the previous one, resolved before retrieval.

"explain it more simply", "give an example", "why?", "what is its SI unit?", "what about
the second law?" mean nothing alone. ``resolve`` recognises such a follow-up and rewrites it
deterministically from the previous turn of the same conversation — its question, its answer
and the passages it cited, never its reasoning (a ``Turn`` has none) — into a question that
stands alone (``Resolved.question``), a search query (``Resolved.query``) and the passages
retrieval should favour. No model is asked to rewrite: the bundled 1.5B model rewrote Hindi
badly, and a rule can be tested.

A question with its own topic is never rewritten: a follow-up needs a cue (a referring word
such as "it" or "this", or a request such as "more simply", "an example", "why?") and may add
at most a word or two of its own that the previous turn did not already talk about.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.retrieval.gate import content_words
from tutorapp.core.validation.split import MARKER, split_answer


class FollowUp(StrEnum):
    SIMPLER = "simpler"  # explain it more simply
    EXAMPLE = "example"  # give an example
    WHY = "why"  # why? how come?
    MORE = "more"  # tell me more
    ABOUT = "about"  # what about the second law?
    ITEM = "item"  # explain the second one
    REFERENCE = "reference"  # what is its SI unit?


@dataclass(frozen=True, kw_only=True)
class Turn:
    """What a follow-up needs of the previous question (never its reasoning)."""

    question: str  # as it stood alone (the rewritten question for a follow-up)
    answer: str
    chunk_ids: tuple[str, ...]  # the passages its answer cited
    answered: bool

    @classmethod
    def of(cls, result: AnswerResult) -> Turn | None:
        """The turn a result leaves for the next question (None for small talk and errors)."""
        if result.status in (Status.SMALLTALK, Status.ERROR, Status.CANCELLED):
            return None
        ids = [i for c in result.citations for i in (c.chunk_ids or (c.chunk_id,)) if i]
        answered = result.status is Status.ANSWERED
        return cls(
            question=result.rewritten_question or result.question,
            answer=result.answer if answered else "",
            chunk_ids=tuple(dict.fromkeys(ids)),
            answered=answered,
        )


@dataclass(frozen=True, kw_only=True)
class Conversation:
    """A conversation's id and its last question; the window and ``ask --continue`` keep it."""

    id: str
    last: Turn | None = None

    @classmethod
    def new(cls) -> Conversation:
        return cls(id=uuid.uuid4().hex[:12])

    @classmethod
    def resume(cls, result: AnswerResult) -> Conversation:
        """The conversation ``result`` belongs to, continued after it (a stored answer)."""
        return cls(id=result.conversation or uuid.uuid4().hex[:12], last=Turn.of(result))

    def after(self, result: AnswerResult) -> Conversation:
        """The conversation once ``result`` was given (small talk leaves it as it was)."""
        turn = Turn.of(result)
        return self if turn is None else Conversation(id=self.id, last=turn)


@dataclass(frozen=True, kw_only=True)
class Resolved:
    """A follow-up resolved against the previous turn."""

    kind: FollowUp
    question: str  # stands alone: shown as ``rewritten_question``, asked of the model
    query: str  # what retrieval searches for
    previous: Turn

    @property
    def from_previous_passages(self) -> bool:
        """Answered from the passages the previous answer cited (simpler, an example)."""
        return self.kind in (FollowUp.SIMPLER, FollowUp.EXAMPLE, FollowUp.MORE, FollowUp.WHY)


# -- recognising a follow-up --------------------------------------------------------------------

_SIMPLER = re.compile(
    r"\b(?:more\s+simply|simpler|simply|simplify|in\s+simple\s+(?:words|terms|language)|"
    r"easier\s+(?:words|way|language)|easy\s+words|(?:i\s+)?(?:don'?t|do\s+not|didn'?t|did\s+not)"
    r"\s+(?:understand|get\s+(?:it|this|that))|not\s+clear|explain\s+(?:it\s+|this\s+|that\s+)?"
    r"again|break\s+(?:it|this|that)\s+down|like\s+i'?m\s+(?:5|five|a\s+child))\b|"
    r"आसान|सरल\s+(?:भाषा|शब्दों)|समझ\s+नहीं",
    re.IGNORECASE,
)
_EXAMPLE = re.compile(
    r"\b(?:examples?|for\s+instance|उदाहरण)\b",
    re.IGNORECASE,
)
_WHY = re.compile(
    r"^(?:but\s+|and\s+|so\s+)?(?:why|how|how\s+come|why\s+so|why\s+is\s+(?:it|that|this)"
    r"(?:\s+so)?|how\s+(?:is|does)\s+(?:it|that|this)(?:\s+happen|\s+work)?|why\s+does\s+"
    r"(?:it|that|this)\s+happen|क्यों)\s*\??$",
    re.IGNORECASE,
)
_MORE = re.compile(
    r"^(?:(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:tell\s+me\s+more|more|explain\s+more|"
    r"say\s+more|elaborate|go\s+on|continue|what\s+else|anything\s+else|more\s+details?|"
    r"in\s+detail|explain\s+(?:it|this|that)(?:\s+in\s+detail)?|and\s+then|then\s+what)\b|"
    r"(?:और|विस्तार\s+से)\s+(?:बताइए|बताओ|बताएँ|समझाइए))",
    re.IGNORECASE,
)
_ABOUT = re.compile(
    r"^(?:(?:and\s+|but\s+|so\s+)?(?:what|how)\s+about|and)\s+(?P<topic>.+?)\s*\??$",
    re.IGNORECASE,
)
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "last": -1,
}
_ITEM = re.compile(
    r"\bthe\s+(?P<ord>first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|last)"
    r"(?:\s+(?:one|type|kind|point|item|part|step|way|method|category|basis))?\b",
    re.IGNORECASE,
)
_PRONOUN = re.compile(
    r"\b(?:it|its|it's|this|that|these|those|they|them|their|he|she|his|her|him|यह|इसका|इसे|"
    r"इसकी|इसके|वह|उसका|उसे)\b",
    re.IGNORECASE,
)
# Words that carry no topic of their own in a follow-up.
_FILLER = frozenset(
    """simply simpler simple simplify easier easy words word terms language understand get
    again clear break down example examples instance more else detail details elaborate go
    continue then one type kind point item part step way method category basis each all both
    first second
    third fourth fifth sixth last 1st 2nd 3rd 4th why how come happen happens work works please
    can could would you me tell say show let okay ok sir madam thanks thank really mean means
    called don didn doesn dont sorry still confused confusing इसे और सरल आसान भाषा में समझाइए
    समझाओ बताइए बताओ शब्दों दीजिए दो एक उदाहरण क्यों""".split()
)
_PRONOUN_WORDS = frozenset(
    "it its this that these those they them their he she his her him यह इसका इसे इसकी इसके वह".split()
)


def _own_words(question: str) -> list[str]:
    """The question's topic words: content words that are not pronouns or follow-up filler."""
    return [w for w in content_words(question) if w not in _FILLER and w not in _PRONOUN_WORDS]


def _talked_about(turn: Turn) -> set[str]:
    return set(content_words(f"{turn.question} {turn.answer}"))


_DETERMINER = re.compile(r"\b(?:this|that|these|those)\s+(?P<noun>[^\W\d_]{3,})", re.IGNORECASE)


def _names_new_thing(text: str, previous: Turn) -> bool:
    """ "Who wrote this book?": "this" points at a thing the previous turn did not mention."""
    talked = _talked_about(previous)
    for match in _DETERMINER.finditer(text):
        noun = content_words(match.group("noun"))
        if noun and noun[0] not in talked and noun[0] not in _FILLER:
            return True
    return False


def follow_up_kind(question: str) -> FollowUp | None:
    """The kind of follow-up ``question`` looks like, by its cue alone (None: no cue)."""
    text = " ".join(question.split())
    if _ABOUT.match(text):
        return FollowUp.ITEM if _ITEM.search(text) else FollowUp.ABOUT
    if _SIMPLER.search(text):
        return FollowUp.SIMPLER
    if _WHY.match(text):
        return FollowUp.WHY
    if _EXAMPLE.search(text):
        return FollowUp.EXAMPLE
    if _MORE.match(text):
        return FollowUp.MORE
    if _ITEM.search(text):
        return FollowUp.ITEM
    if _PRONOUN.search(text):
        return FollowUp.REFERENCE
    return None


def resolve(question: str, previous: Turn | None) -> Resolved | None:
    """The follow-up ``question`` resolved against ``previous``; None for a question that
    stands alone (it is then asked as it is, never rewritten)."""
    if previous is None:
        return None
    text = " ".join(question.split()).strip()
    kind = follow_up_kind(text)
    if kind is None:
        return None
    own = _own_words(text)
    new = [w for w in own if w not in _talked_about(previous)]
    if kind is FollowUp.REFERENCE:
        if _names_new_thing(text, previous) or len(text.split()) > 10 or len(new) > 2:
            return None  # "What is it called when a plant bends towards light?"
    elif kind is FollowUp.ABOUT:
        if len(new) > 1 or len(own) > 3:
            return None  # "what about Jallianwala Bagh?": a new topic
    elif new:
        return None  # "explain photosynthesis simply": a new topic, asked for itself
    return _rewrite(kind, text, previous)


# -- rewriting ----------------------------------------------------------------------------------

_LEAD = re.compile(
    r"^(?:(?:can|could|will|would)\s+you\s+)?(?:please\s+)?(?:what\s+(?:exactly\s+)?"
    r"(?:is|are|was|were|do\s+we\s+mean\s+by|is\s+meant\s+by)|define|describe|explain|state|"
    r"tell\s+me\s+about|who\s+(?:is|was)|give)\s+(?:an?\s+|the\s+)?",
    re.IGNORECASE,
)
_TAIL = re.compile(
    r"(?:\?|\.|!|,?\s*(?:explain|please)?\s*in\s+simple\s+(?:words|terms)|,?\s*please)+\s*$",
    re.IGNORECASE,
)


def topic_of(question: str) -> str | None:
    """The topic a question is about, as words to put in another question: "what exactly is
    an arithmetic progression? explain in simple words" → "arithmetic progression"; None
    when the question is not about a thing one can name in a few words ("why do…")."""
    first = re.split(r"(?<=[?.!])\s+", question.strip())[0].strip()
    lead = _LEAD.match(first)
    if lead is None:
        return None
    topic = _TAIL.sub("", first[lead.end() :]).strip()
    if not topic or len(topic.split()) > 6 or re.search(r"\b(?:and|or|which|that)\b", topic):
        return None
    return topic


_TRAILING_AND = re.compile(r"[\s,]+(?:and|or)$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\u0900-\u097F])")


def list_items(answer: str) -> list[str]:
    """The items of the list an answer gives: numbered or bulleted lines, "(a) … (b) …",
    or "A, B, C and D"."""
    sentences = split_answer(answer)
    listed = [MARKER.sub("", s.text).strip(" .") for s in sentences if s.prefix.strip()]
    if len(listed) >= 2:
        return listed
    text = " ".join(MARKER.sub(" ", answer).split())
    lettered = re.split(r"\((?:[a-h]|i{1,3}|iv|v|vi{0,3})\)\s*", text)
    if len(lettered) >= 3:  # each item ends with its sentence: the last is no paragraph
        items = (_SENTENCE_END.split(p, maxsplit=1)[0] for p in lettered[1:])
        cut = (_TRAILING_AND.sub("", p.strip(" ,;.–-")) for p in items)
        return [p.strip(" ,;.–-") for p in cut if p.strip(" ,;.")]
    for sentence in sentences:
        plain = sentence.plain.rstrip(".")
        head, _, tail = plain.rpartition(":")
        series = tail if head else plain
        parts = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", series)
        parts = [p.strip() for p in parts if p.strip()]
        if len(parts) >= 3 and all(len(p.split()) <= 6 for p in parts[1:]):
            lead = re.split(r"\s(?:of|as|are|is|include|includes)\s", parts[0])[-1]
            return [lead.strip(), *parts[1:]]
    return []


def _first_sentence(answer: str) -> str:
    sentences = split_answer(answer)
    return re.sub(r"\s+([.,;:!?])", r"\1", sentences[0].plain) if sentences else ""


def _rewrite(kind: FollowUp, text: str, previous: Turn) -> Resolved:
    before = previous.question.rstrip(" ?.!")
    named = topic_of(previous.question)
    topic = named or before
    query = f"{before} {text}"
    if kind is FollowUp.SIMPLER:
        question = f"{before}? Explain it more simply."
        query = previous.question
    elif kind is FollowUp.EXAMPLE:
        question = f"Give an example: {before}?"
        query = f"example {topic} {_first_sentence(previous.answer)}"
    elif kind is FollowUp.WHY:
        said = _first_sentence(previous.answer)
        question = f"{text.rstrip('?')}? (about: {said or before})"
        query = f"why {before} {said}"
    elif kind is FollowUp.MORE:
        question = f"Tell me more: {before}?"
        query = previous.question
    elif kind is FollowUp.ITEM:
        question, query = _item(text, previous, topic)
    elif kind is FollowUp.ABOUT:
        match = _ABOUT.match(text)
        about = match.group("topic") if match else text
        question = f"What about {about}? (about: {before}?)"
        query = f"{about} {topic}"
    elif named is not None:  # REFERENCE: put the topic where the pronoun stood
        question = _PRONOUN.sub(lambda m: _replace_pronoun(m.group(0), named), text, count=1)
        query = f"{question} {before}"
    else:
        question = f"{text.rstrip('?')}? (about: {before}?)"
        query = f"{text} {before} {_first_sentence(previous.answer)}"
    return Resolved(kind=kind, question=question, query=query, previous=previous)


def earlier_context(resolved: Resolved) -> str:
    """What the model is told of the previous turn: its question, and its answer when the
    follow-up refers to what was said ("why?", "the second one", "its unit")."""
    previous = resolved.previous
    lines = [f"Earlier question: {previous.question}"]
    if resolved.kind not in (FollowUp.SIMPLER, FollowUp.EXAMPLE) and previous.answer:
        said = " ".join(_first_sentence(s.text) for s in split_answer(previous.answer)[:4])
        lines.append(f"Earlier answer: {said}")
    return "\n".join(lines)


def _replace_pronoun(pronoun: str, topic: str) -> str:
    if pronoun.lower() in ("its", "their", "his", "her", "इसका", "इसकी", "इसके", "उसका"):
        return f"{topic}'s" if pronoun.isascii() else topic
    return topic


def _item(text: str, previous: Turn, topic: str) -> tuple[str, str]:
    """ "explain the second one" → the second item of the previous answer's list."""
    match = _ITEM.search(text)
    items = list_items(previous.answer)
    before = previous.question.rstrip(" ?.!")
    if match is None or not items:
        return f"{text.rstrip('?')}? (about: {before}?)", f"{text} {topic}"
    n = _ORDINALS[match.group("ord").lower()]
    if abs(n) > len(items) or n == 0:
        return f"{text.rstrip('?')}? (about: {before}?)", f"{text} {topic}"
    item = items[n - 1] if n > 0 else items[-1]
    question = f"{text[: match.start()]}{item}{text[match.end() :]}".strip().rstrip("?")
    return f"{question}? (about: {before}?)", f"{item} {topic}"
