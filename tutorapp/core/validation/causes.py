"""Another cause (or make-up) than the book's: "the graph uses 1977–78 and 2017–18 because
those were the two years in which India's GDP fell" against "We have used the data for these
two years because the data are comparable and authentic".

The book says what is done and why in one sentence ("X because Y", "Since Y, X"); the claim
says the same thing is done (two or more of its words before "because") for a reason that
shares no word with the book's reason (or one word in three or more), that the passages
nowhere give (no sentence of the same thing holds most of it), and that is told in their
words (two in five of its words or more): the student's reason is then another of the
chapter's things, not the book's. A claim that gives the book's reason in other words
("because it is the foundation for everything else we go on to produce" for "because it forms
the base for all other products that we subsequently make") is left alone — unless the
claim gives its reason as the main one ("mainly because they had bigger populations") where
the book names the main reason ("It was primarily the higher level of technological
development of the colonising countries that helped them to exploit resources …").

What a thing is made of is read the same way: "Black soil of the Deccan is made up of
alluvium brought down by the Himalayan rivers" against "This type of soil is typical of the
Deccan trap (Basalt) region … and is made up of lava flows" (and not against it when another
sentence gives the claim's make-up: "The black soils are made up of extremely fine i.e.
clayey material").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

# "X because (of) Y", "X due to Y", "X so that Y": what is done or true, and why
_BECAUSE = re.compile(
    r"^(?P<done>.{8,}?)[\s,]+(?:because(?:\s+of)?|due\s+to|owing\s+to|so\s+that|"
    r"in\s+order\s+to|made\s+up\s+of|composed\s+of|consists?\s+of|formed\s+(?:from|of))"
    r"\s+(?P<why>.{8,})$",
    re.IGNORECASE,
)
# the book's "Since Y, X": why first ("Since b2 – 4ac determines whether …, b2 – 4ac is
# called the discriminant")
_SINCE = re.compile(
    r"^since\s+(?!(?:the\s+)?(?:\d|early|late|mid|then|long|ancient|independence)\b)"
    r"(?P<why>\S+(?:\s+\S+){3,}?),\s+(?P<done>.{8,})$",
    re.IGNORECASE,
)  # (not a time: "Since the 1990s, it is also common to see …")
# the book's "It was primarily X that helped them to Y": X is the main reason for Y
_CLEFT = re.compile(
    r"\bit\s+was\s+(?:primarily|mainly|chiefly|largely|mostly)\s+(?P<why>.{8,}?)\s+that\s+"
    r"(?:helped|enabled|allowed|led|made)\s+(?P<done>.{8,})$",
    re.IGNORECASE,
)
# the book's "X as he could not afford candles": "as" and a clause of its own
_AS = re.compile(
    r"^(?P<done>.{8,}?)[\s,]+as\s+(?=(?:he|she|it|they|we|there)\s+\w+)(?P<why>.{8,})$",
    re.IGNORECASE,
)
# the book's "Y. Therefore, X" (or "To counter this, X"): the sentence before is why (in
# the same unit or the one before it)
_THEREFORE = re.compile(
    r"^(?:(?P<why>.{8,}?)[.;]\s+)?(?:therefore|hence|thus|consequently|as\s+a\s+result|"
    r"for\s+this\s+reason|to\s+(?:counter|prevent|stop|check)\s+(?:this|that|these|it))"
    r"\b,?\s+(?P<done>.{8,})$",
    re.IGNORECASE,
)
# the book's "X, which, in turn, divided the society into …" and "X has led to Y": the
# doer of what is done is its reason
_WHICH = re.compile(
    r"^(?P<why>.{8,}?),\s+which,?\s+(?:in\s+turn,?\s+(?:has\s+|have\s+|had\s+)?"
    r"(?=\w+(?:ed|es)\b)|(?=(?:has\s+|have\s+|had\s+)?(?:led|leads?|resulted|results?|"
    r"caused|causes|gave|gives?)\b))(?P<done>.{8,})$",
    re.IGNORECASE,
)
_LED = re.compile(
    r"^(?P<why>.{8,}?)\s+(?:has\s+|have\s+|had\s+)?(?:led\s+to|leads?\s+to|resulted\s+in|"
    r"results?\s+in|gave\s+rise\s+to|gives?\s+rise\s+to|brought\s+about)\s+(?P<done>.{8,})$",
    re.IGNORECASE,
)
_REASON = re.compile(r"\b(?:because|due\s+to|owing\s+to)\b", re.IGNORECASE)
#: The longest sentence read as the reason before a "Therefore, …".
REASON_WORDS = 30
# what is done next "to" reach something: a step of the working, not what the reason led to
_PURPOSE = re.compile(r"(?:in\s+order\s+)?to\s+[a-z]+\b[^.;]*,\s*(?:we|you|one)\b", re.IGNORECASE)
# an equation or a step of working ("= 2x – 3", "LHS"): a worked example, not a reason
_WORKING = re.compile(r"=|\bLHS\b|\bRHS\b|\bSolution\b", re.IGNORECASE)
# the claim's "mainly because …": another main reason than the book's is no paraphrase of it
_MAINLY = re.compile(
    r"\b(?:mainly|primarily|chiefly|largely|mostly)\s+(?:because|due\s+to|owing\s+to)\b", re.I
)
#: Words the claim's "done" part and the book's must share.
DONE_SHARED = 2
#: The fewest words of the claim's reason.
WHY_WORDS = 2
#: The least share of the claim's reason in words the passages use ("foundation for
#: everything else we go on to produce" is "the base for all other products … we make").
KNOWN = 0.4
#: One shared word in this many of the claim's reason's words leaves it another reason.
SHARED_AT_MOST = 3
#: A sentence holding this share of the claim's reason gives it.
WHY_GIVEN = 0.6
#: …of the claim's reason a sentence must hold where only its passage speaks of what is done.
WHY_IN_PASSAGE = 0.8
# "for these two years": what is done is named before
_POINTING = re.compile(r"\b(?:these|this|those|such)\b", re.IGNORECASE)
# words that say nothing of a reason of their own
_EMPTY = frozenset({"two", "one", "these", "those", "this", "that", "such", "it", "they"})


def caused(claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]) -> Judgement | None:
    """Contradicted by a sentence that gives what the claim says is done another reason
    (module docstring; ``texts``: the passages, where "these two years" are named a
    sentence before); else None."""
    mine = _BECAUSE.match(claim.strip().rstrip(".?!"))
    if mine is None:
        return None
    done = _words(mine["done"])
    why = _words(mine["why"])
    if len(why) < WHY_WORDS or len(done) < DONE_SHARED:
        return None
    vocabulary = set().union(*(_words(unit.display) for _, unit in units))
    main = _MAINLY.search(claim) is not None and any(
        len(done & _words(m["done"])) >= DONE_SHARED
        for _, unit in units
        if (m := _CLEFT.search(unit.display))
    )  # the book names the main reason too ("It was primarily …")
    if len(why & vocabulary) < KNOWN * len(why) and not main:
        return None  # a reason mostly in words of its own: perhaps the book's, said otherwise
    # a sentence about the same thing that gives the claim's reason, or one that gives all
    # but a word of it in a passage about the same thing ("Some of these need spending large
    # sums of money, which is beyond the capacity of the private sector" where the passage
    # names the roads and bridges the government builds; not "a product of two linear
    # factors, then the roots …" for "because it gives the product of the roots")
    # (the reason's words that repeat what is done say nothing of the reason: "because the
    # quadratic formula then makes us divide by zero" for "a quadratic equation has no real
    # roots when b2 – 4ac < 0" is not given by "Quadratic formula: … provided b2 – 4ac ≥ 0")
    own = why - done if len(why - done) >= WHY_WORDS else why
    for index, unit in units:
        if _an_outcome(own, unit.display):
            continue
        held = len(own & (words := _words(unit.display)))
        if held >= WHY_GIVEN * len(own) and done & words:
            return None
        if held >= WHY_IN_PASSAGE * len(own) and done & _words(texts[index]):
            return None
    # ("as …" and "Therefore, …" give reasons, not what a thing is made of)
    reason_given = _REASON.search(claim) is not None
    for index, unit in units:
        display = unit.display.strip().rstrip(".?!")
        quoted = unit
        theirs = (
            _BECAUSE.match(display)
            or _SINCE.match(display)
            or _CLEFT.search(display)
            or (_AS.match(display) if reason_given else None)
            or (_WHICH.match(display) if reason_given else None)
            or (_LED.match(display) if reason_given else None)
        )
        if theirs is not None:
            reason, said = _words(theirs["why"]), _words(theirs["done"])
        elif reason_given and (then := _THEREFORE.match(display)) is not None:
            before = then["why"] or _before(texts[index], unit.display)
            if len(before.split()) > REASON_WORDS or _WORKING.search(before):
                continue  # a worked example's steps, not a reason told in words
            if _PURPOSE.match(then["done"]):
                continue  # "therefore, to calculate the current …, we use Ohm's law": a method
            reason, said = _words(before), _words(then["done"])
            # (quoted with the sentence that gives the reason, where a unit pairs them)
            quoted = next(
                (
                    u
                    for i, u in units
                    if i == index and before in u.display and display in u.display
                ),
                unit,
            )
        else:
            continue
        if theirs is not None and _POINTING.search(theirs["done"]):
            said |= _words(_before(texts[index], unit.display))
        if len(done & said) < DONE_SHARED or not reason or _alike(why, reason):
            continue
        conflict = Conflict(
            kind=ConflictKind.PREDICATE,
            claim=" ".join(sorted(why)),
            passage=" ".join(sorted(reason)),
        )
        return contradicted(unit=quoted, conflict=conflict, source=index)
    return None


def _an_outcome(why: set[str], display: str) -> bool:
    """The sentence gives the claim's reason as what something else led to ("Indiscriminate
    exploitation of resources has led to … global warming, ozone layer depletion"), not as a
    reason."""
    form = _LED.match(display.strip()) or _WHICH.match(display.strip())
    if form is None:
        return False
    return not why & _words(form["why"]) and len(why & _words(form["done"])) >= WHY_GIVEN * len(why)


def _alike(why: set[str], reason: set[str]) -> bool:
    """The claim's reason may be the book's: it shares two of its words, or one of three
    ("because it gives the product of the roots" shares only "roots" with "determines
    whether the quadratic equation … has real roots or not")."""
    shared = len(why & reason)
    return shared > 1 or shared * SHARED_AT_MOST > len(why)


def _before(text: str, sentence: str) -> str:
    """The sentence before ``sentence`` in the passage ``text`` ("" when it opens it)."""
    at = text.find(sentence)
    if at <= 0:
        return ""
    return re.split(r"(?<=[.!?])\s+", text[:at].strip())[-1]


def _words(text: str) -> set[str]:
    return {t.stem for t in content(terms(text)) if t.stem not in _EMPTY}
