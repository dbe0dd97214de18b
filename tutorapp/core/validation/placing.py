"""Where a claim's numbers stand in a passage unit, for weighing a unit that does not conflict
with the claim: whether each gives a count the other does not, the claim's values a unit does
not place where the claim does ("product of their slopes is –1" against "their slopes are
negative reciprocals"), the numbers both place by the same word, and the nouns a count is of
(``numbers.py`` finds the conflicts themselves)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.numbers import (
    FUNCTIONS,
    LABELS,
    LISTED,
    ORDINAL,
    is_content,
    neighbours,
    plain,
    values_by_word,
    within_list,
)
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import OPERATORS, Term


def other_numbers(claim: Sequence[Term], unit: Sequence[Term]) -> bool:
    """Each gives a number the other does not give anywhere ("around 150 of them still
    survive" and "no more than 50 have survived"): a unit that gives no number at all ("…
    the newspaper was warned" for "under the Act of 1878 …") gives no other. Counts, not
    working: a formula, or more than two numbers a side, is read by the other checks."""
    mine, theirs = (_counts(seq) for seq in (claim, unit))
    if any(t.stem in OPERATORS for t in claim) or max(len(mine), len(theirs)) > _COUNTS:
        return False
    return bool(mine - theirs) and bool(theirs - mine)


def other_functions(claim: Sequence[Term], unit: Sequence[Term]) -> bool:
    """The claim speaks of a ratio (sin, cos, tan, cot, sec, cosec) the unit never names: "cot
    90° is not defined" is not what "we define: sin 90° = 1 and cos 90° = 0" says."""
    named = {t.stem for t in unit}
    return any(t.stem in FUNCTIONS and t.stem not in named for t in claim)


#: The most numbers a claim or unit gives for ``other_numbers`` to compare them.
_COUNTS = 2
# what the books number that is no count ("(Fig 9.6)", "Example 3", "Activity 6.1")


def _counts(seq: Sequence[Term]) -> set[str]:
    return {
        t.stem
        for before, t in zip((None, *seq), seq, strict=False)
        if t.number and (before is None or before.stem not in LABELS)
    }


def unplaced_values(claim: Sequence[Term], unit: Sequence[Term]) -> set[str]:
    """The numbers of the claim's values ("cos 0° is 1" → 1) that the unit does not give
    after the same word: the same digit elsewhere in the unit is no support. What the unit
    gives in the same places stays held, though the same digit is missing later: "cos 0° =
    1" holds the 0 of "cos 0° is 0" (the angle), only not its value."""
    theirs = values_by_word(unit, wholes=True)
    listed = tuple(t.stem for t in unit if t.number)
    subject = next((t.stem for t in unit if is_content(t) and not t.number), None)
    missing: set[str] = set()
    for word, runs in values_by_word(claim).items():
        for run in runs:
            others = theirs.get(word, [])
            # (a value the unit's run works out to: "a current of (1000/220) A, that is,
            # 4.54 A" gives the current 4.54)
            if any(o[: len(run)] == run or (len(run) == 1 and o[-1:] == run) for o in others):
                continue
            # (a list within the unit's: "the sequence 6, 12, 24, 48, 96" is not denied by
            # "the first six terms of the sequence are 3, 6, 12, 24, 48, 96")
            if len(run) >= LISTED and any(within_list(run, o) for o in others):
                continue
            if len(run) >= LISTED and within_list(run, listed):
                continue  # "the points (1, 3), (2, 6), (3, 12)" are the unit's "pairs (1, 3) …"
            if not others and listed == run and word == subject:
                # the unit's one number, said of the word it opens on: "The inclination of a
                # vertical line (parallel to … y-axis) is 90°" gives the inclination 90° of
                # "vertical lines have an inclination of 90°"
                continue
            agreed, filled = max(
                (
                    (
                        next(
                            (i for i, (x, y) in enumerate(zip(run, o, strict=False)) if x != y),
                            min(len(run), len(o)),
                        ),
                        len(o) == len(run),
                    )
                    for o in others
                ),
                default=(0, False),
            )
            kept = set(run[:agreed]) if filled else set()
            missing |= {n.lstrip("-") for n in run[agreed:] if n not in kept}
    return missing


def placed_numbers(claim: Sequence[Term], unit: Sequence[Term]) -> set[str]:
    """The claim's numbers written next to a word ("three roots") that the unit does not
    write next to that word: the same digit elsewhere ("+ 3 = 0 … roots") is not a match."""
    mine, theirs = neighbours(claim), neighbours(unit)
    missing: set[str] = set()
    for word, pairs in mine.items():
        for _, number in pairs:
            if not any(n == number for _, n in theirs.get(word, ())):
                missing.add(number)
    return missing | unplaced_values(claim, unit)


def counted(claim: Sequence[Term], unit: Sequence[Term], conflicts: Sequence[Conflict]) -> set[str]:
    """The things the claim counts in a number the unit counts otherwise ("thirty years"
    against "it took three years" → {"year"}): a sentence that never counts them says nothing
    for the claim's number."""
    nouns: set[str] = set()
    for conflict in conflicts:
        if conflict.kind is not ConflictKind.NUMBER:
            continue
        mine = _after(claim, conflict.claim)
        if mine is not None and mine == _after(unit, conflict.passage):
            nouns.add(mine)
    return nouns


def _after(seq: Sequence[Term], number: str) -> str | None:
    """The word right after ``number`` in ``seq``."""
    for term, following in itertools.pairwise(seq):
        if term.number and term.stem == number and not following.number:
            return following.stem if not following.marker else None
    return None


_TERM_WORD = stem("term")
#: How far after "Nth term" its value may stand ("the 10th term of the given AP is 47").
_VALUE_REACH = 3


def _positions(seq: Sequence[Term]) -> dict[str, set[str]]:
    """Each position a term is given at ("3rd term", "7th term") with the numbers just after
    it (its value, when one is given: "3rd term is 5")."""
    found: dict[str, set[str]] = {}
    for i, term in enumerate(seq[:-1]):
        ordinal = ORDINAL.fullmatch(term.stem)
        if ordinal is None or seq[i + 1].stem != _TERM_WORD:
            continue
        after = seq[i + 2 : i + 2 + _VALUE_REACH]
        found.setdefault(ordinal.group(1), set()).update(plain(t.stem) for t in after if t.number)
    return found


def other_terms(
    claim: Sequence[Term], unit: Sequence[Term], conflicts: Sequence[Conflict]
) -> list[Conflict]:
    """``conflicts`` without the positions of another term: "the AP whose 3rd term is 5 and
    7th term is 9" says nothing of "the 10th term of the given AP is 47", whose value is
    none of the claim's; "137 is the 68th term" against "137 is the 69th term" keeps its."""
    mine, theirs = _positions(claim), _positions(unit)
    values = set().union(*mine.values()) if mine else set()
    others = {n for n, given in theirs.items() if n not in mine and given and not given & values}
    if not values or not others:
        return list(conflicts)
    return [
        c
        for c in conflicts
        if not (c.kind is ConflictKind.NUMBER and c.claim in mine and c.passage in others)
    ]


def _items(seq: Sequence[Term]) -> set[tuple[str, str]]:
    """(the ordinal's number, the word it picks out): "the 25th year" → ("25", "year")."""
    # ("the second year": an item too, though "second" alone is not read as "2nd")
    found = {("2", after.stem) for t, after in itertools.pairwise(seq) if t.stem == "second"}
    return found | {
        (m.group(1), after.stem)
        for t, after in itertools.pairwise(seq)
        if (m := ORDINAL.fullmatch(t.stem)) and not after.number
    }


def another_item(
    claim: Sequence[Term], unit: Sequence[Term], conflicts: Sequence[Conflict]
) -> bool:
    """The unit speaks of another item of a sequence than the claim does ("her monthly salary
    for the 25th year would be ₹ [8000 + (25 – 1) × 500]" for "the salary in the 15th year is
    8000 + 14 × 500 = 15000"), and its conflicting numbers are that item's: one at least is a
    value of it, not the ordinal ("the 16th century" against "the 15th century" is only the
    ordinal: the claim's value)."""
    mine, theirs = _items(claim), _items(unit)
    words = {word for _, word in mine}
    others = {(n, word) for n, word in theirs if word in words}
    if not others or others & mine:
        return False
    ordinals = {n for n, _ in mine} | {t.stem for t in claim if ORDINAL.fullmatch(t.stem)}
    return all(x.kind is ConflictKind.NUMBER for x in conflicts) and any(
        not set(x.claim.split()) & ordinals for x in conflicts
    )
