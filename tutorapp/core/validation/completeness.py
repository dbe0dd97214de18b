"""Completing a checked answer with what the book says and the answer left out.

A small model shortens: "The 10th term of the AP is 47" without the formula; a definition
without its qualifying clause ("… except the first term"); three of four kinds of resources.
These rules add the book's own sentences, verbatim and cited, so nothing is invented:

* a calculation with no step shown gets the worked solution of the textbook's example when the
  example is the same problem (its numbers are the question's), else the formula from the
  sources;
* a definition gets the book's defining sentence in place of the answer's nearest sentence
  when that one drops some of its words;
* a question for kinds, types or ways gets the book's enumeration when the answer misses some
  of its items.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.ranking import Asks, can_support
from tutorapp.core.types import PassageKind, Source
from tutorapp.core.validation.arithmetic import numbers_of
from tutorapp.core.validation.extractive import THIS_IS_CALLED
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.support import SentenceSupport


@dataclass(frozen=True)
class Addition:
    """Book sentences to add: ``before`` the answer, or in place of answer sentence
    ``replaces``."""

    sentences: tuple[tuple[str, int], ...]  # (sentence, source number)
    reason: str
    replaces: int | None = None
    before: bool = False


_FORMULA = re.compile(r"(?<![\w])([A-Za-z]{1,2}\w?)\s*=\s*[^=]*[A-Za-z(]")
# a question the book sets, not a formula it states: "In an experiment, if L = 124.942 when
# C = 20 …, express L in terms of C." (an exercise list the ingest read as text)
_SETS_TASK = re.compile(
    r"(?:^|[,;:]\s*)(?:find|express|calculate|compute|determine|show\s+that|prove|verify|"
    r"solve|evaluate)\b|\?\s*$",
    re.IGNORECASE,
)
_STEP = re.compile(r"\d\s*[=]|=\s*[-–−]?\s*\d")
_LIST_QUESTION = re.compile(
    r"\b(?:types?|kinds?|categories|classif\w*|ways?|sectors|name\s+the|list|which\s+are|"
    r"what\s+are\s+the\s+(?:different|various|main|three|four|two))\b",
    re.IGNORECASE,
)
_ENUMERATION = re.compile(r"\((?:[a-h]|i{1,3}|iv|v|vi{0,3})\)\s*")
_QUALIFIERS = frozenset(
    "except only provided unless when if not without remains remain constant same first "
    "last every each all always never".split()
)
_DEFINES = re.compile(
    r"\b(?:is|are)\s+(?:called|known\s+as|termed|defined\s+as|said\s+to)\b|\bcan\s+be\s+termed"
    r"\b|\bmeans\b|\b(?:is|are)\s+(?:an?|the)\s+\w+(?:\s+\w+)?\s+(?:in\s+which|of|that|which)\b",
    re.IGNORECASE,
)


def _words(text: str) -> set[str]:
    return set(tokenize(text))


def _usable(sources: Sequence[Source], asks: Asks) -> list[Source]:
    return [s for s in sources if can_support(s.hit.chunk.kind, asks)]


def worked_solution(question: str, sources: Sequence[Source]) -> list[tuple[str, int]]:
    """The textbook's worked solution of the same problem (an example whose statement holds
    every number of the question), sentence by sentence; [] when there is none."""
    asked = numbers_of(question)
    if len(asked) < 2:
        return []
    for source in sources:
        if source.hit.chunk.kind is not PassageKind.EXAMPLE:
            continue
        text = source.hit.chunk.text
        for example in re.split(r"(?=\bExample\s*\d)", text):
            statement, _, solution = example.partition("Solution")
            if not solution or not asked <= numbers_of(statement):
                continue
            solution = re.split(r"\bRemarks?\s*:", solution)[0]
            steps = [s.strip(" :") for s in split_sentences(solution.lstrip(" :"))]
            steps = [s for s in steps if s and not s.lower().startswith("example")]
            if steps and any(_STEP.search(s) for s in steps):
                return [(s, source.n) for s in steps[:8]]
    return []


def book_numbers(question: str, sources: Sequence[Source]) -> frozenset[str] | None:
    """When the sources work the question's very problem: the numbers of the question and of
    the book's solution (an answer to it has no business with others); else None."""
    solution = worked_solution(question, sources)
    if not solution:
        return None
    return numbers_of(question) | numbers_of(" ".join(step for step, _ in solution))


def formula_sentence(question: str, sources: Sequence[Source]) -> tuple[str, int] | None:
    """The source sentence that states the formula the question needs (the one with a
    formula sharing most words with the question)."""
    asked = _words(question)
    best: tuple[float, str, int] | None = None
    for source in sources:
        for sentence in split_sentences(source.hit.chunk.text):
            if len(sentence.split()) > 45 or not _FORMULA.search(sentence):
                continue
            if _SETS_TASK.search(sentence):
                continue
            score = len(asked & _words(sentence)) + 0.5 * ("formula" in sentence.lower())
            if score >= 1 and (best is None or score > best[0]):
                best = (score, sentence.strip(), source.n)
    return None if best is None else (best[1], best[2])


_CALLED = re.compile(
    r"\b(?:is|are)\s+(?:called|known\s+as|termed|referred\s+to\s+as)\b|\bcan\s+be\s+termed\b",
    re.IGNORECASE,
)
_LEAD_JUNK = re.compile(r"^(?:(?:Chapter|CHAPTER|\d+(?:\.\d+)*|[A-Z]{3,}[\w’']*|\.{3}|…)\s+)+")


_ASKING = re.compile(
    r"^\W*(?:what\s+(?:exactly\s+)?(?:is|are|was|were)|define|explain|describe|state)\s+"
    r"(?:the\s+|an?\s+)?",
    re.IGNORECASE,
)


def _head(question: str) -> set[str]:
    """The words of the thing a question asks about: "what is the common difference of an
    AP" → {common, difference}."""
    text = _ASKING.sub("", question.strip())
    first = re.split(r"\s(?:of|in|for|with|and|used)\s", text.lower())[0]
    return _words(first)


#: "Ohm's law: The potential difference …" — a term, a colon, its statement.
_TERM_COLON = re.compile(r"^([^:.;]{2,40}):\s+(\S.*)$")


def _defining(sentences: Sequence[str]) -> Iterator[tuple[str, str]]:
    """(the words naming the term, the whole defining text) for each definitional form."""
    for i, raw in enumerate(sentences):
        sentence = _LEAD_JUNK.sub("", raw.strip())
        if len(sentence.split()) > 50:
            continue
        this = THIS_IS_CALLED.match(sentence)
        if this is not None and i > 0:
            before = _LEAD_JUNK.sub("", sentences[i - 1].strip())
            if len(before.split()) + len(sentence.split()) <= 60:
                yield sentence[this.end() :], f"{before} {sentence}"
            continue
        colon = _TERM_COLON.match(sentence)
        if colon is not None and len(colon.group(2).split()) >= 6:
            yield colon.group(1), sentence
            continue
        cue = _DEFINES.search(sentence)
        if cue is None:
            continue
        called = _CALLED.search(sentence)
        yield (sentence[called.end() :] if called else sentence[: cue.start()]), sentence


def definition_sentence(question: str, sources: Sequence[Source]) -> tuple[str, int] | None:
    """The book's sentence defining what the question asks about: the term named after "is
    called" (or before "is a … in which", "means", or a colon; "This is called X" takes the
    sentence before it along), the question's head words first."""
    asked, head = _words(question), _head(question)
    if not asked:
        return None
    best: tuple[float, str, int] | None = None
    for source in sources:
        for term, text in _defining(split_sentences(source.hit.chunk.text)):
            words = _words(term)
            score = len(asked & words) / len(asked) + len(head & words) / max(1, len(head))
            if score >= 1.0 and (best is None or score > best[0]):
                clean = re.sub(r"^(?:So|Thus|Hence),\s*", "", text)
                best = (score, clean[:1].upper() + clean[1:], source.n)
    return None if best is None else (best[1], best[2])


def enumeration(question: str, sources: Sequence[Source]) -> tuple[str, list[str], int] | None:
    """The book's sentence listing "(a) … (b) … (c) …" what the question asks for, its items."""
    asked = _words(question)
    for source in sources:
        for sentence in split_sentences(source.hit.chunk.text):
            parts = _ENUMERATION.split(sentence)
            # (a number alone shared is no sign of it: "Exercise 5 …" and the "… 5." a list
            # runs into, the next question's number; heldout69 ft69-04)
            if len(parts) < 4 or not {w for w in asked & _words(sentence) if not w.isdigit()}:
                continue
            items = [p.strip(" ,;.–-") for p in parts[1:] if p.strip(" ,;.–-")]
            return sentence.strip(), items, source.n
    return None


def _has_steps(sentences: Sequence[AnswerSentence]) -> bool:
    return any("=" in s.plain and re.search(r"\d", s.plain) for s in sentences)


def missing(
    question: str,
    asks: Asks,
    sentences: Sequence[AnswerSentence],
    sources: Sequence[Source],
) -> Addition | None:
    """What of the book the answer should add, if anything."""
    usable = _usable(sources, asks)
    if not usable or not sentences:
        return None
    said = " ".join(s.plain for s in sentences)
    if asks is Asks.COMPUTE and not _has_steps(sentences):
        solution = worked_solution(question, usable)
        if solution:
            return Addition(tuple(solution), "the textbook's worked solution", before=False)
        formula = formula_sentence(question, usable)
        if formula and formula[0] not in said:
            return Addition((formula,), "the formula from your textbook", before=True)
        return None
    if asks is Asks.DEFINITION and not _LIST_QUESTION.search(question):
        return _fuller_definition(question, sentences, usable, said)
    if _LIST_QUESTION.search(question):
        listed = enumeration(question, usable)
        if listed is None:
            return None
        sentence, items, n = listed
        absent = [i for i in items if not _words(i) <= _words(said)]
        if absent:
            return Addition(((sentence, n),), "every item the book lists", before=True)
    return None


def _fuller_definition(
    question: str, sentences: Sequence[AnswerSentence], usable: Sequence[Source], said: str
) -> Addition | None:
    """The book's defining sentence, when the answer drops its qualifying words."""
    found = definition_sentence(question, usable)
    if found is None:
        return None
    book = _words(found[0])
    nearest = max(range(len(sentences)), key=lambda i: len(book & _words(sentences[i].plain)))
    left_out = book - _words(said)
    if not left_out:
        return None
    if left_out & _QUALIFIERS or len(left_out) > 0.2 * len(book):
        overlap = len(book & _words(sentences[nearest].plain)) / max(1, len(book))
        replaces = nearest if overlap >= 0.5 else None
        return Addition((found,), "the book's full definition", replaces, before=True)
    return None


def apply(
    addition: Addition,
    sentences: Sequence[AnswerSentence],
    support: Sequence[SentenceSupport],
) -> tuple[list[AnswerSentence], list[SentenceSupport]]:
    """The answer with the book's sentences added (each supported by its source)."""
    new = [AnswerSentence(text, "", False) for text, _ in addition.sentences]
    new_support = [
        SentenceSupport(text=text, supported=True, sources=(n,), lexical=1.0, semantic=1.0)
        for text, n in addition.sentences
    ]
    out, out_support = list(sentences), list(support)
    if addition.replaces is not None:
        index = addition.replaces
        out[index : index + 1] = new
        out_support[index : index + 1] = new_support
    elif addition.before:
        out, out_support = [*new, *out], [*new_support, *out_support]
    else:
        out, out_support = [*out, *new], [*out_support, *new_support]
    if out and not out[0].new_line:
        out[0] = AnswerSentence(out[0].text, out[0].prefix, True)
    return out, out_support
