"""Whether a question is about one of the book's exercises: named ("in exercise 4.2", "in the
pottery question") or typed out, word for word or nearly ("Find two numbers whose sum is 27
and product is 182." is Exercise 4.2's fifth question).

A question about an exercise is checked against the exercise's own words (what the student
takes it to give), and its answer is not the model's working of it: the book gives no answer
to check that working against, and a 1.5B model's looks grounded and is often wrong
(heldout65 ft65-16: a convex mirror's image "real and inverted because m < 0", drawn from a
concave mirror's worked example; ft65-12: "24 × (24 − 3) = 504" for two numbers whose sum is
27). ``ranking.checked_hits`` and ``quality`` use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.types import Hit, PassageKind

# "in the tree planting question, …", "in that exercise", "the football ground terrace question
# has …", "exercise 9.1": one of the book's exercises, named by what it is about ("sum" is too
# often "the sum of …" to count) or by its number
_NAMES_EXERCISE = re.compile(
    r"\b(?:in|from|of|for|about)\s+(?:the|that|this)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:question|exercise|exercises|problem)\b"
    r"|\bthe\s+(?:[\w'’-]+\s+){1,4}?(?:question|problem|exercise)\s+"
    r"(?:has|says|gives|asks|is|was|were|had)\b"
    # or by its number: "in exercise 9.1", "ex. 5.2 q 20", "Q6 of exercise 5.3", "question 6",
    # "misc exercise q17" (heldout66)
    r"|\bex(?:ercise|\.)?\s*(?:set\s*)?\d+(?:\.\d+)?\b"
    r"|\bq(?:uestion|\.)?\s*\d+\b|\bmisc(?:ellaneous|\.)?\s+exercise\b",
    re.IGNORECASE,
)

# where an exercise's numbered question begins: "11. An object …", "*10. Which term …"
_ITEM = re.compile(r"(?:^|\s)\*?\d{1,2}\.\s+(?=[A-Z(])")

#: The share of the question's words an exercise question must hold, and the share of the
#: exercise question's words the question must hold, for the one to restate the other.
#: (heldout65: "how to find two numbers whose sum is 27 and product is 162 by
#: factorisation?" holds 7 of its 9 words in "Find two numbers whose sum is 27 and product is
#: 182."; "what is the position, nature and size of the image formed by a convex mirror?"
#: holds 6 of an exercise's 19.)
QUESTION_SHARE = 0.75
ITEM_SHARE = 0.6
#: A question shorter than this many words restates nothing in particular.
MIN_WORDS = 5


def names_exercise(question: str) -> bool:
    """The question is about one of the book's exercises, named by what it is about."""
    return bool(_NAMES_EXERCISE.search(" ".join(question.split())))


def restated_exercise(question: str, hits: Sequence[Hit]) -> bool:
    """The question types out one of the exercise questions among ``hits`` (its numbers may
    differ: a student's slip is a premise to correct, not another question)."""
    return next(_restated(question, hits), None) is not None


def _restated(question: str, hits: Sequence[Hit]) -> Iterator[tuple[int, str]]:
    """(index into ``hits``, exercise question) for each exercise question the question
    types out."""
    asked = set(tokenize(question))
    if len(asked) < MIN_WORDS:
        return
    for index, hit in enumerate(hits):
        if hit.chunk.kind is not PassageKind.EXERCISE:
            continue
        for item in _ITEM.split(hit.chunk.text):
            words = set(tokenize(item))
            shared = len(asked & words)
            held = shared >= QUESTION_SHARE * len(asked) and shared >= ITEM_SHARE * len(words)
            if words and held:
                yield index, item


@dataclass(frozen=True, kw_only=True)
class Retyped:
    """An exercise question typed out with one of its numbers changed: "how to find two
    numbers whose sum is 27 and product is 162 by factorisation?" of Exercise 4.2's "Find two
    numbers whose sum is 27 and product is 182." (heldout65 fp65-12)."""

    source: int  # index into the hits
    sentence: str  # the exercise's question (or, when long, its sentence with the book's number)
    wrong: str  # the question's number ("162")
    right: str  # the book's ("182")


_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")


def retyped(question: str, hits: Sequence[Hit]) -> Retyped | None:
    """The exercise question the question types out (or names, and gives two or more of its
    numbers: "For Q6 of exercise 5.3 (first term 17, last term 350, common difference 7) …";
    heldout66 fp66-14) with one number in place of another — the same word before each
    ("product is 162" / "product is 182") — or None."""
    asked = _numbers(_PLACE.sub(" ", question))
    for index, item in _items(question, hits):
        given = _numbers(item)
        wrong = set(asked) - set(given)
        right = set(given) - set(asked)
        if len(wrong) != 1 or len(right) != 1:
            continue
        (x,), (y,) = wrong, right
        if asked[x] != given[y]:
            continue  # (not the same quantity: "sum is 27" against "of whose squares is 365")
        # (the whole question when it is short: "The first and the last terms of an AP are 17
        # and 350 respectively. If the common difference is 9, …")
        sentence = next((s for s in split_sentences(item) if y in _numbers(s)), item)
        quoted = item if len(item.split()) <= QUOTED_WORDS else sentence
        return Retyped(source=index, sentence=" ".join(quoted.split()), wrong=x, right=y)
    return None


# where a question says the exercise is: "Q6 of exercise 5.3", "ex 8.1 q10", "exercise set 8.2"
_PLACE = re.compile(
    r"\b(?:ex(?:ercise)?|q(?:uestion)?)\.?\s*(?:set\s*)?\d+(?:\.\d+)*(?:\s*\([ivx]+\))?",
    re.IGNORECASE,
)
#: Of an exercise question a question names, the share of its words and how many of its
#: numbers the question must give for a number it gives otherwise to be a slip.
NAMED_SHARE = 0.5
NAMED_NUMBERS = 2
#: An exercise question up to this long is quoted whole, a longer one by its sentence.
QUOTED_WORDS = 40


def _items(question: str, hits: Sequence[Hit]) -> Iterator[tuple[int, str]]:
    """The exercise questions the question types out, then, when it names an exercise, those
    it gives most of (words and numbers) too."""
    yield from _restated(question, hits)
    if not names_exercise(question):
        return
    asked = set(tokenize(question))
    numbers = set(_numbers(_PLACE.sub(" ", question)))
    for index, hit in enumerate(hits):
        if hit.chunk.kind is not PassageKind.EXERCISE:
            continue
        for item in _ITEM.split(hit.chunk.text):
            words = set(tokenize(item))
            if (
                words
                and len(asked & words) >= NAMED_SHARE * len(words)
                and len(numbers & set(_numbers(item))) >= NAMED_NUMBERS
            ):
                yield index, item


def _numbers(text: str) -> dict[str, str]:
    """Each number in ``text`` and the word written before it (the last, if it recurs)."""
    found = {}
    for match in _NUMBER.finditer(text):
        before = tokenize(text[: match.start()])
        words = [w for w in before if not w[0].isdigit()]
        found[match.group()] = words[-1] if words else ""
    return found


def about_exercise(question: str, hits: Sequence[Hit]) -> bool:
    """The question names one of the book's exercises or types one out."""
    return names_exercise(question) or restated_exercise(question, hits)
