"""Negation between a claim and a passage unit: which words each side denies ("do **not**
oxidise", "**neither** a nervous system", the word after "whether" or "low"), and whether a
word one side says plainly the other denies (``negation_conflict``, ``denied_plainly``)."""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.numbers import formula_like, is_content, is_number
from tutorapp.core.validation.terms import NOT, OR, Term, denied_after

_INSTEAD = "instead"  # "instead of X" denies X, as the book's "decide not to buy" does
_SCANT = frozenset({"whether", "low", "littl", "poor", "scanty", "deficient"})  # as stems


def polarity(seq: Sequence[Term], claim: bool = False) -> tuple[set[str], set[str]]:
    """(words that occur negated, words that occur plainly): a NOT governs the next content
    word ("do **not** oxidise", "**neither** a nervous system", "**instead** of buying");
    words after "whether", and
    the word after "low" ("low humus content"), are both. In a claim, a closing "not" negates
    it all ("why can't X be zero")."""
    negated: set[str] = set()
    plain: set[str] = set()
    pending = last_negated = asked = scant = False
    for term in seq:
        if (asked or scant) and is_content(term):  # "whether it has real roots", "low humus"
            negated, plain, scant = negated | {term.stem}, plain | {term.stem}, False
        elif term.stem in _SCANT:
            scant, asked = term.stem != "whether", asked or term.stem == "whether"
        elif term.stem in (NOT, _INSTEAD):
            pending = True  # ("instead of buying from the indian market": not buying)
        elif term.stem == OR:
            pending = pending or last_negated  # "not oxidise or burn", "neither X nor Y"
        elif not is_content(term) or (pending and term.stem == "any"):
            continue  # ("doesnt use any electrical-chemical means": the means are denied)
        else:
            (negated if pending else plain).add(term.stem)
            last_negated, pending = pending, False
    if pending and claim:
        negated |= plain
        plain = set()
    return negated, plain


def _wholly_negated(claim: Sequence[Term]) -> bool:
    """A claim that closes on "not" ("why can't X be zero")."""
    stems = [t.stem for t in claim if t.stem == NOT or is_content(t)]
    return bool(stems) and stems[-1] == NOT


def negation_conflict(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> bool:
    """A shared word negated on one side only (and not used both ways in the unit)."""
    if len([w for w in shared if not formula_like(w)]) < 2:
        return False  # too little in common (formulae aside) to say the two disagree
    c_neg, c_plain = polarity(claim, claim=True)
    u_neg, u_plain = polarity(unit)
    mine, theirs = c_neg & shared, u_neg & shared
    if mine and theirs and not mine & theirs:
        # each denies something, but not the same word: the scopes differ ("not the wheat
        # and flour separately" against "to count … separately is therefore not correct
        # because … counting"), and the words say nothing of agreement
        return False
    if (after := denied_after(claim)) in shared and after == denied_after(unit):
        return False  # "electrons were not known when …" / "… were not known at the time …"
    if _wholly_negated(claim) and u_neg & shared:
        # "why don't we need to know the previous terms" ("… not"): the claim is denied as a
        # whole, so a unit that denies part of it ("without having to know … previous
        # terms") says the same
        return False
    governed = _in_denial(unit)
    for word in shared:
        if is_number(word) or (word in u_neg and word in u_plain) or word in c_neg & c_plain:
            continue
        if word in c_neg and word in governed:
            continue  # "cannot easily slow …" / "cannot control these actions easily …"
        if (word in c_neg and word not in c_plain) != (word in u_neg):
            return True
    return False


#: How many content words after a "not" the denial still reaches when a claim denies one of
#: them too ("we cannot control these actions easily" denies doing it easily).
_DENIAL_REACH = 3


def _in_denial(unit: Sequence[Term]) -> set[str]:
    """Words within ``_DENIAL_REACH`` content words after a negation in the unit."""
    reached: set[str] = set()
    left = 0
    for term in unit:
        if term.stem == NOT:
            left = _DENIAL_REACH
        elif left and is_content(term):
            reached.add(term.stem)
            left -= 1
    return reached


def denied_plainly(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> bool:
    """The claim denies a shared word that a unit without any negation says plainly
    ("resistivity never changes with temperature" against "Both the resistance and
    resistivity of a material vary with temperature", which names an alternative too)."""
    return not any(t.stem == NOT for t in unit) and negation_conflict(claim, unit, shared)
