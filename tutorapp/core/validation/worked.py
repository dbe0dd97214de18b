"""Which of the book's sentences a claim about a worked example, or about an equation, may
be read against (``ContradictionChecker._framed`` and ``_of_equation``).

A page holds several worked examples: "the discriminant … is negative" said of the pole's
equation is contradicted by that example's "= 289 > 0", never by the "– 8 < 0" of the one
before it. A claim that opens with an equation ("x(x + 1) + 8 = (x + 2)(x – 2) is not a
quadratic equation") is about that equation; what the book says of another says nothing of it.
A claim that names its exercise ("ex 4.2 q4 …") is about that one: another exercise's question
("(ii) The product of two consecutive positive integers is 306." under Exercise 4.1) says
nothing of it (``named_exercise``, ``under``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.retrieval.examples import NAMED_EXAMPLE
from tutorapp.core.retrieval.exercises import HEADING, exercise_number
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.identities import equation_in, writes
from tutorapp.core.validation.numbers import formula_like
from tutorapp.core.validation.terms import alternative, content, terms

# "x(x + 1) + 8 = (x + 2)(x – 2) is …": a claim about the equation it opens with
_SIDE = r"[\w²³()]+(?:\s*[+×/^–−-]\s*[\w²³()]+)*"
_EQUATION_FIRST = re.compile(rf"^\s*({_SIDE}\s*[+×/^–−-]\s*{_SIDE})\s*=\s*{_SIDE}\s+(\D.{{4,}})$")

#: Whether a unit (its passage's text, its own text) may be read for a claim.
Keep = Callable[[str, str], bool]


def opening_equation(claim: str) -> tuple[Keep, str] | None:
    """(which units write the equation the claim opens with, what the claim says of it:
    "is not a quadratic equation"), or None when it opens with none."""
    match = _EQUATION_FIRST.match(claim)
    if match is None:
        return None
    side = (equation_in(f"{match.group(1)} = 0") or "").removesuffix("=0")
    return (lambda _text, display: bool(side) and writes(display, side)), match.group(2)


def setting_out(setting: str) -> Keep | None:
    """Which units sit where the book sets out ``setting``: their sentence and the three
    before it hold half its words, or write it when it is only an equation ("of 2x² – 4x +
    3 = 0"); None when it names nothing to look for."""
    wanted = {t.stem for t in content(terms(setting)) if not formula_like(t.stem)}
    equation = None if wanted else equation_in(setting)
    if equation is not None:
        return lambda text, display: writes(_before(text, display), equation)
    if not wanted:
        return None

    named = NAMED_EXAMPLE.search(setting)

    def keep(text: str, display: str) -> bool:
        # (inside a worked example, the example's own opening decides, however much working
        # lies between: not the close of the example before it)
        opening = _opening(text, display)
        if named is not None and not re.match(rf"Example\s+{re.escape(named.group(1))}\b", opening):
            # (a setting that names its example is in that one: "in example 9.1 (convex
            # rear-view mirror …)" is not read against the lens convention pages on)
            return False
        near = {t.stem for t in terms(opening or _before(text, display))}
        # (an example of "a concave lens" is not the claim's convex lens's, however many
        # other words they share)
        other = any(alternative(w, x) for w in wanted - near for x in near - wanted)
        return not other and len(wanted & near) >= 0.5 * len(wanted)

    return keep


def denies_setting(conflicts: Sequence[Conflict]) -> bool:
    """A sentence where the book sets out the claim's example denies what the claim says in
    it: with a conflict besides the maths (another example's working aligns with anything),
    or only a sign turned in the example's own working ("n² – 17n – 52 = 0" against its "n2 –
    17n + 52 = 0"; heldout63 fp63-04)."""
    turned = all(x.claim in _SIGNS and x.passage in _SIGNS for x in conflicts)
    return any(x.kind is not ConflictKind.FORMULA for x in conflicts) or (
        bool(conflicts) and turned
    )


_SIGNS = frozenset({"+", "−"})
_EXAMPLE = re.compile(r"\bExample\s+\d+(?:\.\d+)?\b")


def under(exercise: str) -> Keep:
    """Which units may be read for a claim about exercise ``exercise``: those the book sets
    out under it, or under no exercise heading the passage (with the text before it, and the
    heading of the exercise it continues: ``planning.exercise_heading``) shows."""

    def keep(text: str, display: str) -> bool:
        at = text.find(display[:60])
        heads = list(HEADING.finditer(text, 0, max(at, 0) + min(len(display), _OWN_HEADING)))
        return at < 0 or not heads or exercise_number(heads[-1]) == exercise

    return keep


def in_example(number: str) -> Keep:
    """Which units may be read for a claim about worked example ``number`` ("8", "11.10"):
    those after its "Example N" heading, before the next example's (with the text before the
    passage, so a passage that continues the example counts)."""

    def keep(text: str, display: str) -> bool:
        at = text.find(display[:60])
        heads = list(_EXAMPLE.finditer(text, 0, max(at, 0) + min(len(display), _OWN_HEADING)))
        return at >= 0 and bool(heads) and heads[-1].group(0).split()[-1] == number

    return keep


_ACTIVITY = re.compile(r"\b(?:Activity|ACTIVITY)\s+(\d+\.\d+)\b")
#: How far past its heading an activity's steps run (its few short steps, not the text after).
ACTIVITY_REACH = 900


def in_activity(number: str) -> Keep:
    """Which units may be read for a claim about activity ``number`` ("9.11"): those within
    ``ACTIVITY_REACH`` characters after its heading (the book's steps, "Hold a convex lens in
    your hand. Direct it towards the Sun. …"), before another activity's."""

    def keep(text: str, display: str) -> bool:
        at = text.find(display[:60])
        heads = _activity_heads(text, max(at, 0) + min(len(display), _OWN_HEADING))
        return (
            at >= 0
            and bool(heads)
            and heads[-1].group(1) == number
            and at - heads[-1].end() <= ACTIVITY_REACH
        )

    return keep


def _activity_heads(text: str, end: int) -> list[re.Match[str]]:
    """The activity headings in ``text`` before ``end``: not a mention of one in a step or
    sentence ("In Activity 11.4, insert a voltmeter …" is a step of Activity 11.5; "… an
    example that we have worked with earlier [Activity 6.2].")."""
    return [
        m
        for m in _ACTIVITY.finditer(text, 0, end)
        if not _MENTION.search(text, max(0, m.start() - _MENTION_REACH), m.start())
    ]


_MENTION = re.compile(
    r"(?:\b(?:in|of|from|see|repeat|as|earlier)\s+(?:the\s+)?|\[)$", re.IGNORECASE
)
_MENTION_REACH = 16


#: How far into a unit its own heading may lie ("EXERCISE 4.2 1. Find the roots …").
_OWN_HEADING = 30


def _opening(text: str, display: str) -> str:
    """The first two sentences of the worked example ``display`` is part of (the last
    "Example N" before it, however many sentences of working lie between), or ""."""
    at = text.find(display[:60])
    if at < 0:
        return ""
    heads = list(_EXAMPLE.finditer(text, 0, at))
    if not heads:
        return ""
    return " ".join(_sentences(text[heads[-1].start() : at])[:2])


@lru_cache(maxsize=256)
def _sentences(text: str) -> tuple[str, ...]:
    return tuple(split_sentences(text))


def _before(text: str, display: str, reach: int = 3) -> str:
    """``display`` with the ``reach`` sentences before it in ``text``."""
    sentences = _sentences(text)
    at = next((k for k, s in enumerate(sentences) if s in display or display in s), 0)
    return " ".join([*sentences[max(0, at - reach) : at], display])
