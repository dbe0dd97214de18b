"""A thing counted otherwise: "historians put forward five types of arguments linking print
culture to the French Revolution" against the book's "Three types of arguments have been
usually put forward." (heldout69 fp69-01). The book's sentence holds too few of the claim's
words for the word checks to weigh its number against the claim's.

A claim's number followed by two words (what it counts: "types … arguments") is contradicted
by a sentence that gives another number followed by the same two words, when no sentence
gives the claim's number so. The claim and the sentence hold that one number only.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import OPERATORS, Term, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

#: How many words after a number say what it counts.
COUNTED_WORDS = 2


def _counts(seq: Sequence[Term]) -> set[tuple[str, tuple[str, ...]]]:
    """(number, the words it counts) of each number of ``seq`` with ``COUNTED_WORDS`` words
    right after it."""
    found: set[tuple[str, tuple[str, ...]]] = set()
    if sum(t.number for t in seq) != 1:
        # (one number only, on each side: among several — "stage 4 … has 54 black triangles
        # and stage 5 has 81", "Stages 0, 1, 2 and 3 of the Sierpiński square carpet" — a
        # number is as often a label or one of a run as a count)
        return found
    for i, term in enumerate(seq):
        if not term.number or (i and seq[i - 1].stem in OPERATORS):
            continue  # (a value in an equation, "OP = 7 cm", counts nothing)
        after = seq[i + 1 : i + 1 + COUNTED_WORDS]
        if len(after) == COUNTED_WORDS and all(_word(t) for t in after):
            found.add((term.stem, tuple(t.stem for t in after)))
    return found


def _word(term: Term) -> bool:
    """A word that can say what is counted: no number, marker, unit or symbol ("cm", "OQ")."""
    return (
        not term.marker
        and term.stem.isalpha()
        and len(term.stem) >= _LETTERS
        and term.stem not in _UNITS
    )


_LETTERS = 3
_UNITS = frozenset(
    "ohm volt amp ampere watt joule metre meter gram kilogram litre hour per cent percent".split()
)


def counted_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by the first sentence that counts the claim's thing with another number
    (module docstring); None when none does, or one counts it as the claim does."""
    mine = _counts(terms(claim))
    if not mine:
        return None
    book = [(index, unit, _counts(terms(unit.display))) for index, unit in units]
    for number, counted in sorted(mine):
        if any((number, counted) in counts for _, _, counts in book):
            continue
        for index, unit, counts in book:
            other = next((n for n, c in sorted(counts) if c == counted and n != number), None)
            if other is not None:
                conflict = Conflict(kind=ConflictKind.NUMBER, claim=number, passage=other)
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
