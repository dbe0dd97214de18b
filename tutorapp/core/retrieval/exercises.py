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
from tutorapp.core.types import Chunk, Hit, PassageKind

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
    r"|\bq(?:uestion|\.)?\s*\*?\d+\b|\bmisc(?:ellaneous|\.)?\s+exercise\b"
    # or by its words in quotes: "the 'find the odd one out' question" (heldout73)
    r"|\bthe\s+['‘\"“][^'’\"”]{3,60}['’\"”]\s+(?:question|exercise|problem)\b",
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
    texts = [h.chunk.text if h.chunk.kind is PassageKind.EXERCISE else "" for h in hits]
    yield from _typed_out(question, texts)


def _typed_out(question: str, texts: Sequence[str]) -> Iterator[tuple[int, str]]:
    """(index into ``texts``, question) for each numbered question in them that ``question``
    types out, word for word or nearly."""
    asked = set(tokenize(question))
    if len(asked) < MIN_WORDS:
        return
    for index, text in enumerate(texts):
        for _number, item in _numbered(text):
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
        for _number, item in _numbered(hit.chunk.text):
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


# where a claim says it is from, as a student writes it: "ex 4.2 q4", "exercise 5.3", "ex set
# 8.3", "misc exercise q17"; and the headings that open one in the book ("EXERCISE 4.2",
# "Exercise Set 8.3", "Miscellaneous Exercise on Chapter 9")
_NAMED = re.compile(
    r"\b(?:(?:ex|exercise)(?:\s+set)?\.?\s*(\d+(?:\.\d+)?)"
    r"|(misc)(?:ellaneous|\.)?\s+ex(?:ercise|\.)?"
    # ("end-of-chapter Q13 in sequences": the chapter's End-of-Chapter Exercises)
    r"|(end)[\s-]+of[\s-]+(?:the[\s-]+)?chapter(?:\s+(?:exercises?|questions?))?"
    # ("Q15 at the end of electricity": its end-of-chapter question 15; heldout74)
    r"|(?<=\d)\s+(?:at|from)\s+the\s+(end)\s+of"
    # ("electricity exercise q6": the chapter's exercises, its question 6)
    r"|(exercise)s?(?=\s+q(?:uestion|n)?\.?\s*\*?\d))\b",
    re.IGNORECASE,
)
HEADING = re.compile(
    r"\b(?:(?:EXERCISE|Exercise\s+Set)\s+(\d+(?:\.\d+)?)|(Misc)ellaneous\s+Exercise"
    r"|(End)-of-Chapter\s+Exercises)\b"
)


def exercise_number(match: re.Match[str]) -> str:
    """The exercise a match of ``HEADING`` (or of a student's naming of one) is: "4.2",
    "misc" for a chapter's miscellaneous exercise, or "end" for its end-of-chapter one."""
    named = next(group for group in match.groups() if group).lower()
    return "end" if named == "exercise" else named


# which of its questions: "Q6", "q.12", "question 6", "qn no. 3"
# "Q13", "question no. 4", "q *9" (the book stars its harder questions: "*9. Find …")
_QUESTION_NUMBER = re.compile(r"\bq(?:uestion|n)?\.?\s*(?:no\.?\s*)?\*?(\d{1,2})\b", re.IGNORECASE)


def named_exercise(claim: str) -> str | None:
    """The number of the one exercise a claim names ("ex 4.2 q4: …" → "4.2"), or None when
    it names none (or several). (A named worked example is read where the book sets it out
    by ``validation.worked.setting_out``: the book's general sentences after an example's
    solution are under no heading of their own.) "end-of-chapter Exercise 13" names the
    end-of-chapter exercises (its question 13: ``_asked_number``)."""
    found = {exercise_number(m) for m in _NAMED.finditer(claim)}
    if len(found) == 2 and (found & _UNNUMBERED) and any(f.isdigit() for f in found):
        return (found & _UNNUMBERED).pop()
    return found.pop() if len(found) == 1 else None


#: The chapter's exercises that have no number of their own: "Exercise 13" beside them is
#: their question 13.
_UNNUMBERED = frozenset({"end", "misc"})


def names_item(question: str) -> bool:
    """The question names one exercise and one of its questions ("ex 8.1 q6", "Q15 at the end
    of electricity")."""
    return named_exercise(question) is not None and _asked_number(question) is not None


def _asked_number(question: str) -> str | None:
    """The number of the exercise question ``question`` names: "Q13", or the "13" of
    "end-of-chapter Exercise 13"; None when it names none."""
    asked = _QUESTION_NUMBER.search(_NAMED.sub(" ", question))
    if asked is not None:
        return asked.group(1)
    if named_exercise(question) in _UNNUMBERED:
        plain = _PLAIN_NUMBER.search(question)
        return plain.group(1) if plain else None
    return None


_PLAIN_NUMBER = re.compile(r"\bexercise\s+(\d{1,2})\b(?!\.\d)", re.IGNORECASE)


def last_exercise(text: str) -> str | None:
    """The heading of the last exercise ``text`` opens ("EXERCISE 4.1"), or None."""
    heads = list(HEADING.finditer(text))
    return heads[-1].group(0) if heads else None


def named_passages(question: str, chunks: Sequence[Chunk]) -> list[Chunk]:
    """The passages of one book (``chunks``, in the book's order) that hold the exercise the
    question names by number, the one that sets the question of it the question names first
    ("Exercise 5.3 Q6" → the passage where "6. The first and the last terms …" is set, under
    "EXERCISE 5.3"), else the exercise's first; [] when the question names no exercise, or the
    book has none of that number or no such question in it.

    Search ranks passages by their words, and an exercise's number is not among them: "Exercise
    5.3 Q6 — could you tell me the first term, last term and common difference given there?"
    found Exercise 5.2's table of first terms and common differences first (heldout66 ft66-14)."""
    exercise = named_exercise(question)
    if exercise is None:
        return []
    if exercise.isdigit() and not any(HEADING.search(c.text) for c in chunks):
        # (a chapter whose exercises are numbered straight through, under no numbered
        # heading: "exercise 17" of Electricity is its 17th question, set after the in-text
        # questions of the same numbers; heldout67 ft67-10)
        numbered = _item_start(exercise)
        return [c for c in chunks if numbered.search(c.text)][-1:]
    asked = _asked_number(question)
    item = _item_start(asked) if asked else None
    under: list[Chunk] = []
    setting: Chunk | None = None
    current = None
    for chunk in chunks:
        heads = list(HEADING.finditer(chunk.text))
        # (the part of the passage under the named exercise: after its heading, before the next)
        start = 0 if current == exercise else None
        end = len(chunk.text)
        for head in heads:
            if exercise_number(head) == exercise:
                start = head.end()
            elif start is not None and head.start() >= start:
                end = head.start()
                break
        if heads:
            current = exercise_number(heads[-1])
        elif chunk.kind is PassageKind.EXAMPLE:
            current = None  # (a worked example: the exercise is over)
        if start is None or not chunk.text[start:end].strip():
            continue  # (no part of it is under the named exercise)
        sets = item is not None and bool(item.search(chunk.text[start:end]))
        if chunk.kind is PassageKind.EXERCISE or sets:
            # (a question the chunker took for running text is the exercise's too: "16. A
            # sum of ₹ 700 is to be used to give seven cash prizes …")
            under.append(chunk)
        if setting is None and sets:
            setting = chunk
    if item is not None:
        under = [setting, *(c for c in under if c is not setting)] if setting else []
    return under


# the part of a question a student names after its number: "Q4 (viii)", "q1(iv)", "question
# 3 (b)"
# "Q1 (ii)", "q1 part (v)", "question 1, part iv"
_ASKED_PART = re.compile(
    r"\bq(?:uestion|n)?\.?\s*(?:no\.?\s*)?\d{1,2}\s*,?\s*(?:part\s+)?"
    r"(\(\s*(?:[ivx]{1,4}|[a-h])\s*\)|(?<=part\s)[ivx]{1,4}\b)",
    re.IGNORECASE,
)


def part_passage(question: str, setting: Chunk, chunks: Sequence[Chunk]) -> Chunk | None:
    """The passage after ``setting`` (the one that sets an exercise question: ``named_passages``)
    in its book (``chunks``, in the book's order) that holds the part of the question the
    student names, when ``setting`` does not; within ``PART_REACH`` passages and before the
    next exercise's heading. "In Exercise 8.3, Q4 (viii), what does (sin A + cosec A)² + (cos
    A + sec A)² equal …" is set in the passage that opens Q4 with parts (i)–(iii); part (viii)
    is two passages on (heldout69 ft69-13 was answered "… equals 1" against the parts it had)."""
    asked = _ASKED_PART.search(question)
    if asked is None or setting.text.find(_part(asked)) >= 0:
        return None
    after = [c for c in chunks if c.ordinal > setting.ordinal][:PART_REACH]
    for chunk in after:
        at = chunk.text.find(_part(asked))
        heading = HEADING.search(chunk.text)
        if heading is not None and (at < 0 or heading.start() < at):
            return None  # (another exercise begins first)
        if at >= 0:
            return chunk
    return None


#: How many passages on from the one that sets a question its named part may be.
PART_REACH = 3


def _part(asked: re.Match[str]) -> str:
    return "(" + asked.group(1).strip("() ").lower() + ")"


def _item_start(number: str) -> re.Pattern[str]:
    """Where the exercise question of this number begins ("6. The first and …")."""
    return re.compile(rf"(?:^|\s)\*?{number}\.\s+(?=[A-Z(])")


@dataclass(frozen=True, kw_only=True)
class AskedItem:
    """The exercise question a question is about, as the book sets it."""

    source: int  # index into the passages searched
    text: str  # the exercise question, whole (its number left off)


def asked_item(question: str, texts: Sequence[str]) -> AskedItem | None:
    """The exercise question ``question`` names by its exercise's and its own number ("Exercise
    5.3 Q6") in the first of ``texts`` (passages that set it: ``named_passages``) that holds
    it, or None. It is read after its exercise's heading when the passage shows one: the "6."
    of the exercise before is another question."""
    exercise = named_exercise(question)
    if exercise is None:
        return None
    asked = _asked_number(question)
    for index, text in enumerate(texts):
        if asked is not None:
            wanted = asked
        elif exercise.isdigit() and not HEADING.search(text):
            wanted = exercise  # (a chapter numbered straight through: question 17)
        else:
            continue
        heading = next((h for h in HEADING.finditer(text) if exercise_number(h) == exercise), None)
        start = heading.end() if heading is not None else 0
        for number, item in _numbered(text[start:]):
            if number == wanted:
                return AskedItem(source=index, text=_asked_part_of(question, item))
    return None


_PART_MARK = re.compile(r"\(\s*(?:[ivx]{1,4}|[a-h])\s*\)")


def _asked_part_of(question: str, item: str) -> str:
    """The exercise question with only the part of it the student names ("Q1 (ii)": its lead
    and part (ii), "… removes 1 4 of the air remaining in the cylinder at a time."), when the
    item holds that part; else the whole item."""
    asked = _ASKED_PART.search(question)
    if asked is None:
        return item
    marks = list(_PART_MARK.finditer(item))
    wanted = _part(asked)
    at = next((i for i, m in enumerate(marks) if m.group().replace(" ", "") == wanted), None)
    if at is None:
        return item
    end = marks[at + 1].start() if at + 1 < len(marks) else len(item)
    lead = item[: marks[0].start()].strip()
    return " ".join(f"{lead} {item[marks[at].start() : end]}".split())


def _numbered(text: str) -> Iterator[tuple[str, str]]:
    """(number, text) of each numbered question in an exercise passage, up to the next (or an
    exercise heading); first ("", text) for the text before the first, if any."""
    starts = list(_ITEM.finditer(text))
    lead = text[: starts[0].start()] if starts else text
    heading = HEADING.search(lead)
    lead = lead[: heading.start()] if heading is not None else lead
    if lead.strip():  # (the end of a question begun in the passage before)
        yield "", " ".join(lead.split())
    for at, start in enumerate(starts):
        end = starts[at + 1].start() if at + 1 < len(starts) else len(text)
        body = text[start.end() : end]
        heading = HEADING.search(body)
        body = body[: heading.start()] if heading is not None else body
        number = start.group().strip().lstrip("*").rstrip(".")
        yield number, " ".join(body.split())


def about_exercise(question: str, hits: Sequence[Hit]) -> bool:
    """The question names one of the book's exercises or types one out."""
    return names_exercise(question) or restated_exercise(question, hits)
