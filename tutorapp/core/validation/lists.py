"""A run of numbers the book gives otherwise: "the gaps between the square numbers 1, 4, 9,
16, 25, 36 are 3, 6, 9, 12 and 15" where the book says "the differences between consecutive
terms (for the first six terms) are 3, 5, 7, 9 and 11".

A claim's run of three numbers or more, which no passage gives, is contradicted by a passage
sentence's run of as many numbers that starts on the same one and follows a word the
claim's run follows too (what both runs are of: "differences", "terms"). The book's run is
the correction.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_NUMBER = r"[–−-]?\d+(?:\.\d+)?"
# "3, 5, 7, 9 and 11", "1, 4, 9, 16" (not a point's "(1, 5)": three numbers or more)
_RUN = re.compile(
    rf"(?<![\w.(]){_NUMBER}(?:\s*,\s*{_NUMBER})+(?:\s*,?\s+and\s+{_NUMBER})?(?![\w)]|\.\d)"
)
_FEWEST = 3
# words any run may follow ("the list of numbers 5, 11, 17" is not "List of numbers becomes
# 5, 7, 9, 11" of another example): they do not say what the run is of
_ANY_RUN = frozenset({"list", "number", "term", "sequenc", "first", "becom", "given"})
#: How many of the words before a run say what it is of.
_OF_WORDS = 6


def _runs(text: str) -> list[tuple[tuple[str, ...], set[str], str]]:
    """Each run of numbers in ``text``: its values, the last words before it in its
    sentence (numbers left out), and its text."""
    found = []
    for match in _RUN.finditer(text):
        values = tuple(
            n.translate(str.maketrans("–−", "--")) for n in re.findall(_NUMBER, match[0])
        )
        before = re.split(r"[.;:?!]\s", text[: match.start()])[-1]
        words = [t.stem for t in content(terms(before)) if not t.number][-_OF_WORDS:]
        if len(values) >= _FEWEST:
            found.append((values, set(words), match[0]))
    return found


def _given(values: tuple[str, ...], runs: Sequence[tuple[str, ...]]) -> bool:
    """A run holds ``values`` in order, one after another."""
    n = len(values)
    return any(run[i : i + n] == values for run in runs for i in range(len(run) - n + 1))


def other_run(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that gives one of the claim's runs of numbers
    otherwise (module docstring); None when no passage gives it so, or every run is given."""
    mine = _runs(claim)
    if not mine:
        return None
    book = [(index, unit, run) for index, unit in units for run in _runs(unit.display)]
    written = [run[0] for _, _, run in book]
    for values, words, said in mine:
        if _given(values, written):
            continue
        for index, unit, (theirs, of, text) in book:
            if len(theirs) == len(values) and theirs[0] == values[0] and (words & of) - _ANY_RUN:
                conflict = Conflict(kind=ConflictKind.NUMBER, claim=said, passage=text)
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
