"""A sentence that names a worked example by its number is backed only by that example.

heldout66 ft66-03 asked what Example 3 gives and was answered "In Example 3 of Introduction to
Trigonometry, the given sides of triangle ACB are AB = 5 cm and ∠ ACB = 30° [1].", accepted as
grounded: its only source was Example 6 ("Example 6 : In Δ ABC, right-angled at B, AB = 5 cm
and ∠ ACB = 30° …"), which holds every other word. A sentence naming "Example N" whose
supporting passages each open another example and never name Example N is ``other_example``:
it fails like an unsupported sentence. (A passage that does not open on an example's number —
a solution continued from the page before — may be Example N's own, and is left alone.)
So does a sentence naming "Fig. N" whose supporting passages show other figures and never
Fig. N, and one naming "Activity N.M" backed only by passages that are no activity and never
name it, where a source has Activity N.M.

A sentence that writes an equation and a point is about that equation's example: "The lines
4x – y = 0 and x + y − 5 = 0 meet at the point (3, -5)" took its point from Example 9's "(3,
– 5)", while the source that writes "4x – y = 0" (Example 12) never gives it (heldout71
ft71-03, passed as grounded). A point given only by sources that do not write the sentence's
equation, when one source does, is ``other_example`` too (``point_elsewhere``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from tutorapp.core.types import PassageKind, Source
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.identities import equation_in, writes
from tutorapp.core.validation.measures import points_in
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.support import SentenceSupport

_NAMED = re.compile(r"\bExample\s+(\d+(?:\.\d+)?)\b", re.IGNORECASE)
# a passage that is one worked example: it opens on its number (after a stray formula line
# the text layer puts first: "− + − = Example 13 …")
_OPENS = re.compile(r"^[^A-Za-z]{0,16}Example\s+(\d+(?:\.\d+)?)\b")


def other_example(
    sentences: Sequence[AnswerSentence],
    support: Sequence[SentenceSupport],
    sources: Sequence[Source],
) -> list[Finding]:
    """An ``other_example`` finding for each sentence naming an example that only another
    example's passages back, or a figure only other figures' passages show (module
    docstring)."""
    texts = {s.n: s.hit.chunk.text for s in sources}
    found = []
    for index, named, backing in _backed(sentences, support, texts, _NAMED):
        if any(m.group(1) in named for text in backing for m in _NAMED.finditer(text)):
            continue
        opened = [m.group(1) for text in backing if (m := _OPENS.match(text)) is not None]
        if len(opened) == len(backing):
            found.append(Finding("other_example", index, ", ".join(sorted(set(opened)))))
    # (a figure: "Fig. 21 shows a royal workshop in the sixteenth century … [1]", the caption
    # of another figure; heldout66 ft66-13 on a17066d)
    for index, named, backing in _backed(sentences, support, texts, _FIGURE):
        shown = {m.group(1) for text in backing for m in _FIGURE.finditer(text)}
        if shown and not shown & named:
            found.append(Finding("other_example", index, ", ".join(sorted(shown))))
    # (an activity: "In Activity 9.12, the burning candle is placed just beyond C [1].", from a
    # concave mirror's activity in the body text, while Activity 9.12's own passage, "Place a
    # burning candle, far beyond 2F1 …", was among the sources; heldout68 ft68-07)
    kinds = {s.n: s.hit.chunk.kind for s in sources}
    setting_out = {
        m.group(1) for text in texts.values() for m in _ACTIVITY.finditer(text)
    }  # the activities the sources set out or name
    for index, named, _ in _backed(sentences, support, texts, _ACTIVITY):
        backers = [n for n in support[index].sources if n in texts]
        if not named & setting_out:
            continue  # (no source has the activity: nothing to tell its own passage by)
        if any(
            kinds[n] is PassageKind.ACTIVITY
            or any(m.group(1) in named for m in _ACTIVITY.finditer(texts[n]))
            for n in backers
        ):
            continue
        found.append(Finding("other_example", index, "not " + ", ".join(sorted(named))))
    return found


# "Activity 9.12": an activity the book numbers
_ACTIVITY = re.compile(r"\bActivity\s+(\d+\.\d+)\b", re.IGNORECASE)
# "Fig. 21", "Figure 9.2": a figure the book numbers
_FIGURE = re.compile(r"\bFig(?:ure|\.)?\s*(\d+(?:\.\d+)?)\b", re.IGNORECASE)


def _backed(
    sentences: Sequence[AnswerSentence],
    support: Sequence[SentenceSupport],
    texts: dict[int, str],
    label: re.Pattern[str],
) -> Iterator[tuple[int, set[str], list[str]]]:
    """(index, the numbers ``label`` names in it, its supporting passages' texts) for each
    supported sentence that names one."""
    for index, (sentence, backed) in enumerate(zip(sentences, support, strict=True)):
        named = {m.group(1) for m in label.finditer(sentence.plain)}
        backing = [texts[n] for n in backed.sources if n in texts]
        if named and backed.supported and backing:
            yield index, named, backing


def point_elsewhere(
    sentences: Sequence[AnswerSentence], sources: Sequence[Source], question: str
) -> list[Finding]:
    """An ``other_example`` finding for each sentence that writes an equation and a point
    (two numbers) which only sources that do not write that equation give, where one source
    writes it (module docstring). The question's own points are the student's."""
    texts = [s.hit.chunk.text for s in sources]
    asked = points_in(question)
    found = []
    for index, sentence in enumerate(sentences):
        equation = equation_in(sentence.plain)
        if equation is None:
            continue
        writing = [t for t in texts if writes(t, equation)]
        if not writing:
            continue  # (no source to tell the equation's example by)
        for point in sorted(points_in(sentence.plain) - asked):
            if not all(_NUMBER.fullmatch(c) for c in point):
                continue  # ("(x1, y1)": no values)
            given = [t for t in texts if point in points_in(t)]
            if given and not any(point in points_in(t) for t in writing):
                found.append(Finding("other_example", index, f"({point[0]}, {point[1]})"))
                break
    return found


_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


# where a worked example begins inside a passage: "Example 9 : Find the discriminant …"
_BEGINS = re.compile(r"\bExample\s+(\d+(?:\.\d+)?)\s*:")


def equation_of_another(
    sentences: Sequence[AnswerSentence], sources: Sequence[Source], question: str
) -> list[Finding]:
    """An ``other_example`` finding for each sentence whose equation the sources write only
    in another example than the one the question names: asked which equation Example 8's
    pole satisfies, "… is 3x2 – 2x + 1 = 0 [1]" took Example 9's "3x2 – 2x + 1 3 = 0" from
    the passage where Example 8 ends and Example 9 begins (heldout74 ft74-12, passed as
    grounded). The equation's left side is looked for; text before a passage's first
    "Example N :" may be any example's, and counts as the one named."""
    asked = {m.group(1) for m in _NAMED.finditer(question)}
    if len(asked) != 1:
        return []
    found = []
    for index, sentence in enumerate(sentences):
        equation = equation_in(sentence.plain)
        if equation is None or _NAMED.search(sentence.plain):
            continue
        left = equation.split("=")[0]
        if len(left) < 4:
            continue
        places = [
            number
            for source in sources
            for number, part in _parts(source.hit.chunk.text)
            if writes(part, left)
        ]
        if places and all(p is not None and p not in asked for p in places):
            found.append(Finding("other_example", index, ", ".join(sorted(set(map(str, places))))))
    return found


def _parts(text: str) -> list[tuple[str | None, str]]:
    """The passage cut where each worked example begins, with the example's number (None for
    the text before the first)."""
    starts = list(_BEGINS.finditer(text))
    parts: list[tuple[str | None, str]] = [(None, text[: starts[0].start()] if starts else text)]
    for at, match in enumerate(starts):
        end = starts[at + 1].start() if at + 1 < len(starts) else len(text)
        parts.append((match.group(1), text[match.start() : end]))
    return parts
