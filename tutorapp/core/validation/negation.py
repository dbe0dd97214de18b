"""Negation between a claim and a passage unit: which words each side denies ("do **not**
oxidise", "**neither** a nervous system", the word after "whether" or "low"), and whether a
word one side says plainly the other denies (``negation_conflict``, ``denied_plainly``)."""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.validation.numbers import formula_like, is_content, is_number
from tutorapp.core.validation.stems import hindi_word, stem
from tutorapp.core.validation.terms import NOT, OR, Term, denied_after

_INSTEAD = "instead"  # "instead of X" denies X, as the book's "decide not to buy" does
# seeing a thing happen: a denial of it denies the thing ("never seen an animal grow …")
_WITNESSED = frozenset(stem(w) for w in "seen see saw observed noticed heard".split())
# a verb that only places its subject: a denial of it denies where or what it is ("it doesnt
# stay in the same plane" against "… all lie in the same plane"; heldout59 fp59-08)
_PLACING = frozenset(stem(w) for w in "stay remain lie".split())
_SCANT = frozenset({"whether", "low", "littl", "poor", "scanty", "deficient"})  # as stems
_LITTLE = "littl"
_COMPARATIVES = frozenset(
    stem(w) for w in "more less smaller larger bigger higher lower faster slower".split()
)


def polarity(seq: Sequence[Term], claim: bool = False) -> tuple[set[str], set[str]]:
    """(words that occur negated, words that occur plainly): a NOT governs the next content
    word ("do **not** oxidise", "**neither** a nervous system", "**instead** of buying");
    words after "whether", and
    the word after "low" ("low humus content"), are both. In a claim, a closing "not" negates
    it all ("why can't X be zero")."""
    if _hindi(seq):
        return _hindi_polarity(seq)
    negated: set[str] = set()
    plain: set[str] = set()
    pending = last_negated = asked = scant = by_not = little = False
    for term in seq:
        if (asked or scant) and is_content(term):  # "whether it has real roots", "low humus"
            # (not "a little smaller": how much smaller, not scantly so)
            degree = little and term.stem in _COMPARATIVES
            negated = negated if degree else negated | {term.stem}
            plain, scant = plain | {term.stem}, False
            # (a "not" before the "whether" is spent on the word: "can't tell whether an
            # equation is quadratic … without simplifying it": no closing "not")
            last_negated, pending = pending, False
        elif term.stem in _SCANT:
            scant, asked = term.stem != "whether", asked or term.stem == "whether"
            little = term.stem == _LITTLE
        elif term.stem in (NOT, _INSTEAD):
            pending = True  # ("instead of buying from the indian market": not buying)
            by_not = term.stem == NOT
        elif term.stem == OR:
            pending = pending or last_negated  # "not oxidise or burn", "neither X nor Y"
        elif pending and term.stem in _WITNESSED | _PLACING:
            continue  # "we have never seen an animal growing more …" denies the growing
        elif not is_content(term) or (pending and term.stem == "any"):
            continue  # ("doesnt use any electrical-chemical means": the means are denied)
        else:
            (negated if pending else plain).add(term.stem)
            last_negated, pending = pending, False
    # (a claim's closing "instead" denies nothing: "… when we work with angle C instead")
    if pending and claim and by_not:
        negated |= plain
        plain = set()
    return negated, plain


def _hindi(seq: Sequence[Term]) -> bool:
    """Most of the words are Hindi."""
    words = [t.stem for t in seq if is_content(t)]
    return bool(words) and 2 * sum(hindi_word(w) for w in words) > len(words)


def _hindi_polarity(seq: Sequence[Term]) -> tuple[set[str], set[str]]:
    """Hindi puts "नहीं" before the verb that closes what it denies: "इनमें अधिक रेशेदार …
    खाद्य पदार्थ नहीं होते" denies the fibrous foods, not "होते" alone. A denial covers the
    words since the previous one's verb (or the sentence's start) and the verb after it;
    "बिना" the word after it."""
    negated: set[str] = set()
    plain: set[str] = set()
    clause: list[str] = []
    pending = of_next = False
    for term in seq:
        if term.stem == NOT:
            pending, of_next = True, term.of_next
        elif is_content(term):
            if pending and of_next:  # "बिना चरबी का माँस": the fat alone
                negated.add(term.stem)
                pending = False
            elif pending:
                negated.update(clause, (term.stem,))
                clause, pending = [], False
            else:
                clause.append(term.stem)
    if pending:
        negated.update(clause)
    else:
        plain.update(clause)
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
        if word in c_neg and word not in c_plain and _qualified(claim, word, unit):
            continue
        if (word in c_neg and word not in c_plain) != (word in u_neg):
            return True
    return False


#: The claim's words after a denied word that, all unheld by a unit, make it a phrase's.
_QUALIFIERS = 2
# words that pick out which things, not what they are: "it doesnt support any other living
# organisms" denies supporting organisms (heldout43 fp43-13), not "any other" of a phrase
_DETERMINERS = frozenset({"any", "other", "another", "such"})


def _qualified(claim: Sequence[Term], word: str, unit: Sequence[Term]) -> bool:
    """The claim denies ``word`` with words after it the unit never says after it: "C is not
    a point on the reflecting surface" denies a point on the surface, which "This point is
    called the centre of curvature" and "The centre of the reflecting surface … is a point
    called the pole" say nothing of."""
    words = [
        t.stem
        for t in claim
        if is_content(t) and not is_number(t.stem) and t.stem not in _DETERMINERS
    ]
    theirs = [t.stem for t in unit]
    if word not in words or word not in theirs:
        return False
    after = words[words.index(word) + 1 : words.index(word) + 1 + _QUALIFIERS]
    held = set(theirs[theirs.index(word) + 1 :])
    return len(after) == _QUALIFIERS and not set(after) & held


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
