"""Worked examples kept whole: a passage that cuts an example's solution short is joined
with the passages that finish it.

Chunking cuts by length, so "Example 13 : How many terms of the AP : 24, 21, 18, … Solution :
Here, a = 24, d = –3 … We know that Sn = …" can end before "So, the number of terms is either
4 or 13", which sits in the next passage. A student asking that very problem then got a
solution without its result (and the small model invented one). ``complete_examples`` joins
a worked-example hit with the passages right after it on the same page or the next, up to
the start of the next example, without repeating the overlap the chunker leaves between passages.

A passage that a page break cuts mid-sentence ("… coarse grained in the upper slopes. In the
snow covered areas" | "of Himalayas, these soils … are acidic with low humus content.") is
finished the same way, up to the end of that sentence (``finish_sentences``): without it,
neither passage says what the book says of the soils of the snow covered areas.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from tutorapp.core.types import Chunk, Hit, PassageKind

#: "Example 13 :", "Example 11.4", "EXAMPLE 3." — where a worked example begins.
EXAMPLE_START = re.compile(r"\b(?:Example|EXAMPLE)\s*\d+(?:\.\d+)?\s*[:.]?")
#: How many passages may be joined to one example, and how long it may grow (words).
MAX_FOLLOWING = 2
MAX_WORDS = 420


# a worked example a student names: "In Example 11.10, …", "example 8 of quadratic eqns"
NAMED_EXAMPLE = re.compile(r"\bexample\s+(\d+(?:\.\d+)?)\b", re.IGNORECASE)


def named_example(question: str) -> str | None:
    """The number of the one worked example the question names ("11.10"), or None."""
    found = {m.group(1) for m in NAMED_EXAMPLE.finditer(question)}
    return found.pop() if len(found) == 1 else None


# an activity a student names: "In Activity 9.12, where is the candle placed first?", and in
# Hindi "क्रियाकलाप 9.1", "प्रायोगिक कार्य 1" (a practical: lehh102 numbers them 1, 2, …;
# heldout69 ft69-20 found no passage of it)
NAMED_ACTIVITY = re.compile(
    r"\b(?:activity\s+(\d+\.\d+)\b|(?:क्रियाकलाप|प्रायोगिक\s+कार्य)\s*[—–-]?\s*(\d+(?:\.\d+)?)(?![\d.]))",
    re.IGNORECASE,
)
# how the book heads an activity of that number
_ACTIVITY_HEAD = r"(?:Activity|ACTIVITY|क्रियाकलाप|प्रायोगिक\s+कार्य)\s*[—–-]*\s*"


def named_activity(question: str) -> str | None:
    """The number of the one activity the question names ("9.12"), or None."""
    found = {m.group(1) or m.group(2) for m in NAMED_ACTIVITY.finditer(question)}
    return found.pop() if len(found) == 1 else None


def names_one(question: str) -> bool:
    """The question names one worked example or one activity by its number."""
    return named_example(question) is not None or named_activity(question) is not None


def example_opening(question: str, chunks: Sequence[Chunk]) -> Chunk | None:
    """The passage of one book (``chunks``, in order) where the worked example the question
    names by number opens ("Example 11.10 An electric iron consumes energy at a rate of 840 W
    …"), or None. Search ranks passages by their words, not the example's number: "In Example
    11.10, what power does the electric iron consume …?" found the fuse paragraph's "an
    electric iron which consumes 1 kW", and the answer "… is 1 kW" passed as grounded
    (heldout67 ft67-09). A passage of worked examples is preferred to a mention elsewhere
    ("… as in Example 11.10"). An activity named by its number opens so too ("In Activity
    9.12, where is the burning candle placed first …?" got a concave mirror's activity, "just
    beyond C", which passed as grounded; heldout68 ft68-07)."""
    number, head, kind = named_example(question), r"(?:Example|EXAMPLE)\s*", PassageKind.EXAMPLE
    if number is None:
        number, head, kind = named_activity(question), _ACTIVITY_HEAD, PassageKind.ACTIVITY
    if number is None:
        return None
    opening = re.compile(rf"\b{head}{re.escape(number)}(?!\d|\.\d)")
    found = [c for c in chunks if opening.search(c.text)]
    worked = [c for c in found if c.kind is kind]
    return next(iter(worked or found), None)


def join_overlapping(first: str, second: str) -> str:
    """``first`` then ``second`` without the text both share (the end of ``first`` that
    ``second`` starts with); a space between them when they share nothing."""
    probe = second[:8]
    if len(probe) == 8:
        start = first.find(probe)
        while start != -1:
            if second.startswith(first[start:]):
                return first[:start] + second
            start = first.find(probe, start + 1)
    return f"{first} {second}"


def _unfinished(chunk: Chunk) -> bool:
    """The passage's last example has its solution begun and the passage ends inside it."""
    starts = list(EXAMPLE_START.finditer(chunk.text))
    if not starts:
        return False
    last = chunk.text[starts[-1].start() :]
    return "Solution" in last or "solution" in last[:300]


def _begun(chunk: Chunk, preceding: Callable[[Chunk], list[Chunk]]) -> Chunk:
    """``chunk`` with the start of the worked example it opens inside ("Therefore,
    discriminant b2 – 4ac = … = 0." without "Example 9 : Find the discriminant of the
    equation 3x2 – 2x + 1 3 = 0 …"): the text from that example's start, on the same page, in
    the passages before it."""
    if EXAMPLE_START.search(chunk.text[:40]):
        return chunk
    text = chunk.text
    for before in preceding(chunk):  # nearest first
        if before.page_index != chunk.page_index or before.kind is not PassageKind.EXAMPLE:
            return chunk
        joined = join_overlapping(before.text, text)
        starts = list(EXAMPLE_START.finditer(before.text))
        if starts:
            whole = joined[starts[-1].start() :]
            if len(whole.split()) > MAX_WORDS:
                return chunk
            return replace(chunk, text=whole, char_start=before.char_start + starts[-1].start())
        text = joined
        if len(text.split()) > MAX_WORDS:
            return chunk
    return chunk


def complete_examples(
    hits: Sequence[Hit],
    following: Callable[[Chunk], list[Chunk]],
    preceding: Callable[[Chunk], list[Chunk]] | None = None,
) -> tuple[Hit, ...]:
    """``hits`` with each worked example that a passage boundary cut short joined with the
    passages that finish it (same book version, same page or the next, up to the next
    example), and — given ``preceding`` — with its own start when the hit opens inside it.
    A hit whose text is now wholly inside a joined one is dropped."""
    out: list[Hit] = []
    if preceding is not None:
        hits = [
            replace(h, chunk=_begun(h.chunk, preceding))
            if h.chunk.kind is PassageKind.EXAMPLE
            else h
            for h in hits
        ]
    for hit in hits:
        chunk = hit.chunk
        if chunk.kind is not PassageKind.EXAMPLE or not _unfinished(chunk):
            out.append(hit)
            continue
        text, end = chunk.text, chunk.char_end
        for after in following(chunk):
            # (the same page or the next: "Example 9.2 … v = –37.5 cm" | "… The image is
            # inverted and enlarged.")
            turned = after.page_index - chunk.page_index
            if turned not in (0, 1) or after.kind is not PassageKind.EXAMPLE:
                break
            joined = join_overlapping(text, after.text)
            added = joined[len(text) :]
            next_example = EXAMPLE_START.search(added)
            if next_example is not None:
                joined = joined[: len(text) + next_example.start()].rstrip()
            if len(joined.split()) > MAX_WORDS:
                break
            # (offsets run on past the page's end into the next: ``Chunk``)
            end = after.char_end if not turned else end + len(joined) - len(text)
            text = joined
            if next_example is not None:
                break
        if text == chunk.text:
            out.append(hit)
        else:
            out.append(replace(hit, chunk=replace(chunk, text=text, char_end=end)))
    whole = [(n, h) for n, h in enumerate(out) if h.chunk.kind is PassageKind.EXAMPLE]

    def inside(n: int, h: Hit) -> bool:
        # (two hits joined into the same example keep the first of them: each is "inside" the
        # other, and both were dropped — heldout53 fp53-09 lost Example 1 that way)
        return any(
            m != n
            and o.chunk.book_id == h.chunk.book_id
            and h.chunk.text in o.chunk.text
            and (len(o.chunk.text) > len(h.chunk.text) or m < n)
            for m, o in whole
        )

    return tuple(h for n, h in enumerate(out) if not inside(n, h))


# a passage that ends inside a sentence: no full stop, question or exclamation mark, colon,
# closing quote or bracket at its end
_ENDED = re.compile(r"[.?!:;”\"’')\]]\s*$")
_SENTENCE_END = re.compile(r"[.?!](?=\s|$)")
# a figure's caption set between a sentence's halves: "Fig. 1.9: Arid Soil" before "of …"
# (only where the caption's end shows, a title in capitals after "Fig. n.n:"; after "Figure
# 6.2 Reflex arc all this, …" no one can tell where the sentence goes on)
_CAPTION = re.compile(r"^Fig(?:ure)?\.?\s*\d+(?:\.\d+)*\s*:\s*(?:[A-Z(][\w(),’'-]*\s+)+(?=[a-z])")
_FIGURE = re.compile(r"^Fig(?:ure)?\.?\s*\d")
#: The most a cut sentence may take from the next passage (characters).
MAX_FINISH = 400


def finish_sentences(hits: Sequence[Hit], following: Callable[[Chunk], list[Chunk]]) -> list[Hit]:
    """``hits`` with each passage that ends mid-sentence finished from the next passage of
    its book (on the same page or the next), up to that sentence's end (module docstring)."""
    out: list[Hit] = []
    for hit in hits:
        chunk = hit.chunk
        if chunk.kind is PassageKind.EXAMPLE or _ENDED.search(chunk.text):
            out.append(hit)
            continue
        after = next(iter(following(chunk)), None)
        if after is None or after.page_index not in (chunk.page_index, chunk.page_index + 1):
            out.append(hit)
            continue
        rest = _CAPTION.sub("", after.text)  # "Fig. 1.9: Arid Soil of Himalayas, …"
        if _FIGURE.match(rest):
            out.append(hit)  # a caption whose end does not show
            continue
        joined = join_overlapping(chunk.text, rest)
        if not joined[len(chunk.text) :].lstrip()[:1].islower():
            out.append(hit)  # what follows starts no lowercase word: not the same sentence
            continue
        end = _SENTENCE_END.search(joined, len(chunk.text))
        if end is None or end.end() - len(chunk.text) > MAX_FINISH:
            out.append(hit)
            continue
        added = end.end() - len(chunk.text)
        finished = replace(chunk, text=joined[: end.end()], char_end=chunk.char_end + added)
        out.append(replace(hit, chunk=finished))
    return out


# a passage that is one exercise question's lead alone: "4. Find the odd one out and say why."
_LONE_LEAD = re.compile(r"^\s*\*?\d{1,2}\.\s+[^()]{3,160}[.:?]\s*$")
# a passage that opens on the lead's parts: "(i) Tourist guide, dhobi, …"
_PARTS_FIRST = re.compile(r"^\s*\(\s*(?:i|a)\s*\)")
# where the next numbered question starts: " 5. A research scholar …"
_NEXT_ITEM = re.compile(r"\s\*?\d{1,2}\.\s+(?=[A-Z])")


def with_parts(hits: Sequence[Hit], following: Callable[[Chunk], list[Chunk]]) -> list[Hit]:
    """``hits`` with each passage that holds only an exercise question's lead ("4. Find the odd
    one out and say why.") joined with its parts, which open the next passage of its book on
    the same page or the next ("(i) Tourist guide, dhobi, tailor, potter (ii) …"), up to the
    next numbered question: the lead alone says nothing of what part (iv) lists (heldout73
    ft73-12 was refused)."""
    out: list[Hit] = []
    for hit in hits:
        chunk = hit.chunk
        after = next(iter(following(chunk)), None) if _LONE_LEAD.match(chunk.text) else None
        if (
            after is None
            or after.page_index not in (chunk.page_index, chunk.page_index + 1)
            or not _PARTS_FIRST.match(after.text)
        ):
            out.append(hit)
            continue
        end = _NEXT_ITEM.search(after.text)
        parts = after.text[: end.start()] if end is not None else after.text
        if len(parts.split()) > MAX_WORDS:
            out.append(hit)
            continue
        text = f"{chunk.text.rstrip()} {parts.strip()}"
        joined = replace(chunk, text=text, char_end=chunk.char_end + len(parts) + 1)
        out.append(replace(hit, chunk=joined))
    return out
