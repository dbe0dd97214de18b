"""Which of the passage sentences that contradict a claim is quoted as the book's correction.

One about the claim's own subject if there is one ("A concave lens will always give a
virtual … image" rather than a sentence about a convex lens), or one that puts another word
in the subject's very place where it gives the claim's own numbers and holds more of the
claim than those ("The product of two consecutive positive integers is 306." for "the sum of
two consecutive positive integers is 306", not "… the sum of the first 1000 positive integers
is 500500"; heldout62 fp62-15); else one that names the claim's first word; else the closest
— of those that give all the claim's numbers, when it has two or more and one does.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.terms import NOT, Term
from tutorapp.core.validation.weighing import Comparison, stems, weight

#: A contradicting sentence and the number of the passage it is in.
Found = tuple[Comparison, int]
#: A claim with this many numbers or more is about the sentence that gives them all.
HELD_NUMBERS = 2


def correction(
    strong: Sequence[Found], subject: Sequence[Found], claim_terms: Sequence[Term], words: list[str]
) -> Found:
    """The sentence to quote of ``strong`` (the contradicting sentences; ``subject``: those
    that name the claim's first word; ``words``: the claim's content stems in order)."""
    numbers = {t.stem for t in claim_terms if t.number}
    denied = [c for c in strong if any(x.kind is ConflictKind.NEGATION for x in c[0].conflicts)]
    if denied and any(t.stem == NOT for t in claim_terms):
        # (a claim that denies something is corrected by the sentence that states it: "…
        # but no pension when they retire" by "When they retire, these workers get pensions
        # as well.", not "Workers in the organised sector enjoy security of employment.",
        # which only says something else of its subject; heldout71 fp71-07)
        strong, subject = denied, [c for c in subject if c in denied]
    if len(numbers) >= HELD_NUMBERS:
        # (a sentence that gives every one of the claim's numbers is the one it is about:
        # "… a convex mirror of focal length 18 cm (object 7.0 cm at 27 cm)" is Exercise 15's
        # "An object of size 7.0 cm is placed at 27 cm in front of a concave mirror of focal
        # length 18 cm.", not Exercise 12's "… a convex mirror of focal length 15 cm." with
        # three other numbers; heldout66 fp66-16)
        holding = [c for c in strong if numbers <= {t.stem for t in c[0].unit.terms}]
        if holding:
            strong = holding
            subject = [c for c in subject if c in holding]
    head = set(words[:2])
    about = [c for c in strong if head <= stems(c[0].unit)]
    # A sentence that holds more of the claim and sets another word against one of its
    # first two is about it too: one that holds all the claim's numbers, or, without
    # numbers, one that keeps the claim's subject ("… in a series combination of resistors
    # the current is the same …" for "every resistor in parallel gets the same current",
    # rather than "Let Rp be the … resistance of the parallel combination of resistors",
    # heldout68 fp68-04); "A convex lens forms a real … image" is about another lens than
    # "a concave lens always forms a real image".
    held = max((c[0].matched for c in about), default=0.0)
    about += [
        c
        for c in strong
        if c not in about
        and c[0].matched > held
        and (numbers <= {t.stem for t in c[0].unit.terms} if numbers else _keeps(c, words))
        and head - _contrasted(c) <= stems(c[0].unit)
    ]
    return max(
        about or subject or strong,
        key=lambda c: (weight(c[0], words), -len(c[0].unit.display)),
    )


def _contrasted(c: Found) -> set[str]:
    """The claim's words ``c`` sets another thing against."""
    return {x.claim for x in c[0].conflicts if x.kind is ConflictKind.CONTRAST}


def _keeps(c: Found, words: list[str]) -> bool:
    """``c`` sets nothing against the claim's first word (its subject)."""
    return bool(words) and words[0] not in _contrasted(c)
