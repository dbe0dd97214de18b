"""A claim about one of the book's exercises, read in the exercises alone before the text.

"misc exercise q17 … treats the line x + 3y = 7 as a concave mirror" is met by the exercise's
own "… assuming the line to be a plane mirror" (its questions read as what it gives:
``units(posed=True)``), not by Example 13's "Assuming that straight lines work as the plane
mirror …", which holds as many of the claim's words (heldout66 fp66-07). Used by
``premise.PremiseChecker``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from tutorapp.core.retrieval.exercises import AskedItem, asked_item
from tutorapp.core.validation.bounded import bound_otherwise
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.connected import joined_the_other_way
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.given import given_otherwise
from tutorapp.core.validation.identities import equation_in, only_other_maths
from tutorapp.core.validation.terms import word_stems
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import (
    ContradictionThresholds,
    Judgement,
    Verdict,
    contradicted,
)
from tutorapp.core.validation.worked import under


def in_exercises(
    claim: str,
    passages: Sequence[str],
    lead_ins: Sequence[str],
    posed: frozenset[int],
    exercise: str | None,
    thresholds: ContradictionThresholds,
) -> Judgement | None:
    """The judgement of ``claim`` against the passages that are exercises (``posed``,
    indexing ``passages``; ``exercise``: the exercise number the claim names, read only
    under its heading) when they contradict it, with ``source`` indexing ``passages``; None
    otherwise."""
    if not posed:
        return None
    order, checker = _exercises(passages, lead_ins, posed, exercise, thresholds)
    judged = checker.judge(claim)
    if not judged.contradicted or judged.source is None or judged.evidence is None:
        return None
    conflicts = judged.evidence.conflicts
    if only_other_maths(claim, conflicts):
        # (an exercise list writes many equations: one at odds with the claim's is no word
        # on it — heldout59 fp59-01's "eq (1) 2x+y-3=0" of Example 11 against "Find the
        # value of p so that the three lines … 2x – y – 3 = 0 may intersect …"; a value
        # given with the other sign is: "a lens of power +2.0 D" against Exercise 16's "…
        # a lens of power – 2.0 D", heldout69 fp69-12)
        return None
    return replace(judged, source=order[judged.source])


def exercise_says(
    claim: str,
    passages: Sequence[str],
    lead_ins: Sequence[str],
    posed: frozenset[int],
    exercise: str,
    thresholds: ContradictionThresholds,
) -> Judgement | None:
    """The exercise's own word for a claim about the exercise it names, where the text seems
    to contradict it: "Exercise 16 of the Light chapter gives a lens of power – 2.0 D" is
    what Exercise 16 asks ("Find the focal length of a lens of power – 2.0 D."), whatever
    "Let us say the lens prescribed has power equal to + 2.0 D." says of another lens
    (heldout69 ft69-12). The supporting judgement, with ``source`` indexing ``passages``;
    None when the exercises do not state it."""
    if not posed:
        return None
    order, checker = _exercises(passages, lead_ins, posed, exercise, thresholds)
    judged = checker.judge(claim)
    if judged.verdict is not Verdict.SUPPORTED or judged.source is None:
        return None
    return replace(judged, source=order[judged.source])


def _exercises(
    passages: Sequence[str],
    lead_ins: Sequence[str],
    posed: frozenset[int],
    exercise: str | None,
    thresholds: ContradictionThresholds,
) -> tuple[list[int], ContradictionChecker]:
    """The passages that are exercises (their indices in ``passages``, in order), and a
    checker that reads their questions as what each exercise gives (under ``exercise``'s
    heading alone, when the claim names one)."""
    order = sorted(posed)
    leads = [*lead_ins, *[""] * len(passages)]
    checker = ContradictionChecker(
        [passages[i] for i in order],
        thresholds,
        [leads[i] for i in order],
        frozenset(range(len(order))),
    )
    return order, checker if exercise is None else checker.within(under(exercise))


def in_asked_item(
    item: AskedItem,
    claim: str,
    judged: Judgement,
    thresholds: ContradictionThresholds,
) -> Judgement:
    """``claim``'s judgement when the question names one exercise question (``item``,
    "end-of-chapter Q13"): that question's own contradiction, with ``source`` indexing the
    passages; else ``judged``, unless that was another question's of the exercises, which
    says nothing of it ("… is 13 12 and their product is –1" for Q13's "… is 26, and the sum
    of their squares is 364"; heldout72 fp72-16), or another sentence's support."""
    own = ContradictionChecker([item.text], thresholds, posed=frozenset({0})).judge(claim)
    sentences = units(item.text, posed=True)
    if not own.contradicted and (shown := _shown_otherwise(claim, item.text)) is not None:
        # (what is to be shown is the question itself, however many equations it gives)
        said = [u for u in sentences if _SHOW.search(u.display)]
        if said:
            return contradicted(unit=said[-1], conflict=shown, source=item.source)
    if not own.contradicted and (way := joined_the_other_way(claim, item.text)) is not None:
        said = [u for u in sentences if way.passage in u.display.lower()]
        own = contradicted(unit=said[0], conflict=way, source=0) if said else own
    if not own.contradicted:
        # (the bound of the question's condition, in words the claim may put its own way:
        # "1 + 2 + … + n is more than 10,000" for "the sum … is greater than 1,000"; fp73-15)
        # and its values, with another sign or unit: "4 and 8" for Q9's "4 and – 8"; fp74-16
        asked = [(0, u) for u in sentences]
        own = (
            bound_otherwise(claim, asked, held=0.0)
            or given_otherwise(claim, asked, held=0.0)
            or own
        )
    if own.contradicted and own.evidence is not None:
        conflicts = own.evidence.conflicts
        # (maths at odds is a word on it when it is the question's own left side written
        # equal to another value: "… = 1" against Q9's "m1(c2 – c3) + … = 0"; fp72-06; or
        # the one equation of the part asked: "q1 part (v) is 100x² + 20x + 1 = 0" against
        # "(v) 100x2 – 20x + 1 = 0"; heldout73 fp73-10)
        if (
            not only_other_maths(claim, conflicts)
            or any(_same_left(c) for c in conflicts)
            or item.text.count("=") == 1
        ):
            return replace(own, source=item.source)
    evidence = judged.evidence
    # (nor does another sentence's support: "Chapter Summary • A sequence is an ordered list
    # of numbers." grants nothing of what Q9 asks)
    other = evidence is not None and (
        (
            judged.contradicted
            and " ".join(evidence.unit.display.split()) not in " ".join(item.text.split())
        )
        or (judged.verdict is Verdict.SUPPORTED and not _within(evidence.unit.display, item.text))
    )
    return Judgement(verdict=Verdict.NOT_STATED, evidence=None) if other else judged


#: The share of a supporting sentence's words the question named must hold to be that
#: question's own (its display may differ: "800 m2" read as "800 m²").
_OWN = 0.8


def of_item(judged: Judgement, item: AskedItem) -> bool:
    """``judged`` was made on a sentence of the exercise question ``item``."""
    return judged.evidence is not None and _within(judged.evidence.unit.display, item.text)


def _within(sentence: str, item: str) -> bool:
    """``sentence`` is (nearly all) words of the exercise question ``item``."""
    words = word_stems(sentence)
    return bool(words) and len(words & word_stems(item)) >= _OWN * len(words)


# what an exercise asks to be shown: "show that ∠ A = ∠ B", "we have to show A + B = 90°"
_SHOW = re.compile(r"\b(?:show|prove)\s+(?:that\s+)?([^.?;]+)", re.IGNORECASE)


def _shown_otherwise(claim: str, item: str) -> Conflict | None:
    """The claim says the question named asks to show another equation than it does: "we
    have to show A + B = 90°" against Q6's "… then show that ∠ A = ∠ B" (heldout74 fp74-19;
    word overlap read the claim as the question's own)."""
    mine, theirs = _SHOW.search(claim), _SHOW.search(item)
    if mine is None or theirs is None:
        return None
    said = equation_in(mine.group(1).replace("∠", ""))
    asked = equation_in(theirs.group(1).replace("∠", ""))
    if said is None or asked is None or said in asked or asked in said:
        return None
    return Conflict(kind=ConflictKind.FORMULA, claim=said, passage=asked)


def _same_left(conflict: Conflict) -> bool:
    """A conflict of one left side written equal to two values ("X = 1" against "X = 0")."""
    mine, _, _ = conflict.claim.partition(" = ")
    theirs, _, _ = conflict.passage.partition(" = ")
    return " = " in conflict.claim and mine == theirs


def named_item(question: str, passages: Sequence[str], posed: frozenset[int]) -> AskedItem | None:
    """The exercise question ``question`` names, looked for in the book's exercises first: a
    "3." of a list in another book's text is no "ex 4.3 q3" (heldout54 ft54-12)."""
    order = sorted(range(len(passages)), key=lambda i: i not in posed)
    item = asked_item(question, [passages[i] for i in order])
    return None if item is None else replace(item, source=order[item.source])
