"""Conflicts found by reading a claim's words in a unit's order, for a unit that names one of
the claim's words *and* an alternative to it (``ambiguous``: "roots grow downwards while the
shoots grow upwards", where a set of shared words cannot say which goes with which).

``ordered_conflicts`` aligns the two word sequences and reads each substitution (an
alternative, another operator) and a word left out beside its opposite put in ("power divided
by time" against "the product of power and time"); ``attached_conflicts`` finds a word the unit
attaches to another thing than the claim does; ``matched_in_order`` gives the claim's words
found in order and whether they sit close together. ``weighing.compare`` uses them.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.negation import polarity
from tutorapp.core.validation.numbers import formula_like
from tutorapp.core.validation.terms import OPERATORS, Term, alternative, content

#: A written "or" (or "या", "अथवा") joining two cases; not "(or the general term)", another
#: name, nor the "or" the checks read into a word in brackets ("old alluvial (Bangar)")
_CASES = re.compile(r"(?<!\()\b(?:or)\b|(?<!\()(?:या|अथवा)(?!\w)", re.IGNORECASE)


def offers_cases(text: str) -> bool:
    """``text`` (a unit as the book writes it) joins two cases with a written "or"."""
    return _CASES.search(text) is not None


def ambiguous(claim: tuple[Term, ...], unit: tuple[Term, ...]) -> bool:
    """The unit names one of the claim's terms *and* an alternative to it."""
    cwords = {t.stem for t in content(claim)}
    uwords = {t.stem for t in content(unit)}
    return any(alternative(a, b) for a in cwords & uwords for b in uwords if b != a)


def ordered_conflicts(
    claim: tuple[Term, ...], unit: tuple[Term, ...], *, cases: bool = False
) -> list[Conflict]:
    """Substitutions between the aligned word sequences (alternatives, numbers, operators);
    ``cases``: the unit joins two cases with a written "or" (``offers_cases``)."""
    a = [t.stem for t in claim if not t.marker]
    b = [t.stem for t in unit if not t.marker]
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    found: list[Conflict] = []
    c_neg, _ = polarity(claim, claim=True)
    u_neg, _ = polarity(unit)
    # a word the claim leaves out and one the unit puts in, a word or two apart: "power
    # divided by time" against "the product of power and time"
    dropped: list[tuple[int, str]] = []
    added: list[tuple[int, str]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "delete":
            dropped += [(i, a[i]) for i in range(i1, i2)]
        elif tag == "insert":
            added += [(i1, y) for y in b[j1:j2]]
        if tag != "replace":
            continue
        for x in a[i1:i2]:
            for y in b[j1:j2]:
                kind = alternative(x, y)
                if kind == "opposite" and (x in c_neg) != (y in u_neg):
                    continue  # one of two opposites negated: they agree
                if kind == "contrast" and y in a and x not in b and _kin(x, a) >= _LISTED:
                    # the claim names both among three or more of their kind, the unit only
                    # its own: the claim says more, not otherwise ("… = 1/(sec θ – tan θ), the
                    # book first divides … by cos θ so everything is in sec and tan" against
                    # "… in terms of sec θ and tan θ by dividing numerator and denominator by
                    # cos θ", heldout39 ft39-17; not "appear to be unemployed but are actually
                    # fully employed", which swaps one of two)
                    continue
                if kind == "contrast" and cases and x in b:
                    # the unit gives the claim's case as well as another, joined by "or" ("a
                    # ray passing through the principal focus of a concave mirror or a ray
                    # which is directed towards the principal focus of a convex mirror …"):
                    # the claim took one of them (heldout58 ft58-04); a word in brackets is
                    # no second case ("old alluvial (Bangar) and new alluvial (Khadar)")
                    continue
                if kind is not None:
                    found.append(Conflict(kind=ConflictKind(kind), claim=x, passage=y))
                elif {x, y} <= OPERATORS | {"−"} and x != y:
                    found.append(Conflict(kind=ConflictKind.FORMULA, claim=x, passage=y))
    for i, x in dropped:
        for k, y in added:
            if (
                abs(i - k) <= _MOVED
                and alternative(x, y) == "opposite"
                and ((x in c_neg) == (y in u_neg))
            ):
                found.append(Conflict(kind=ConflictKind.OPPOSITE, claim=x, passage=y))
    return found


#: Words of one kind a claim names to be listing them rather than putting one for another.
_LISTED = 3


def _kin(word: str, words: Sequence[str]) -> int:
    """How many of ``words`` (``word`` too) name things of ``word``'s kind."""
    return len({w for w in words if w == word or alternative(word, w) == "contrast"})


#: How far apart (in the claim's words) a word left out and its opposite put in may stand.
_MOVED = 1


def attached_conflicts(
    claim: tuple[Term, ...], unit: tuple[Term, ...], reach: int = 2
) -> list[Conflict]:
    """A word the unit uses with its opposite, each attached to another thing: "directly
    proportional to its length and inversely proportional to the area" against "inversely
    proportional to its length". For each claim word with an opposite in the unit, the first
    claim word within ``reach`` after it (else before it) that the unit holds once is its
    anchor; the nearest of the word and its opposites on that side of the anchor in the unit
    (within ``reach``) says which one the unit attaches there."""
    a = [t.stem for t in content(claim)]
    b = [t.stem for t in content(unit)]
    c_neg, _ = polarity(claim, claim=True)
    u_neg, _ = polarity(unit)
    found: list[Conflict] = []
    for i, word in enumerate(a):
        if word not in b or formula_like(word):
            continue
        # opposites only: members of one kind are listed side by side ("fore-brain, mid-brain
        # and hind-brain") without being said of different things
        # (a claim that names both sides itself, "renewable/non-renewable", is left alone)
        rivals = {y for y in b if alternative(word, y) == "opposite"} - set(a)
        if not rivals or _said_alike(a, i, b, rivals):
            continue
        for step in (1, -1):
            near = [a[j] for j in range(i + step, i + step * (reach + 1), step) if 0 <= j < len(a)]
            anchors = [
                w
                for w in near
                if b.count(w) == 1 and w not in rivals and w != word and not formula_like(w)
            ]
            if not anchors:
                continue
            k = b.index(anchors[0])
            span = range(k - step, k - step * (reach + 1), -step)
            window = [b[j] for j in span if 0 <= j < len(b)]
            # the word itself there too ("positive, negative or zero") leaves nothing to flip
            other = next((w for w in window if w in rivals), None)
            if other is not None and word not in window and (word in c_neg) == (other in u_neg):
                found.append(Conflict(kind=ConflictKind.OPPOSITE, claim=word, passage=other))
            break
    return found


def _said_alike(a: list[str], i: int, b: list[str], rivals: set[str]) -> bool:
    """The unit says the claim's word ``a[i]`` of the same thing: one of the claim's three
    words before it (or after it) stands right next to it on that side in the unit, and not
    next to an opposite there ("… and roots away from light" for "roots bend away from it",
    whatever "bend" is attached to; not "proportional", next to both "directly" and
    "inversely")."""
    for step in (1, -1):
        mine = {a[j] for j in range(i + step, i + 4 * step, step) if 0 <= j < len(a)}

        def beside(word: str, step: int = step) -> set[str]:
            return {b[k + step] for k, w in enumerate(b) if w == word and 0 <= k + step < len(b)}

        rival = set().union(*(beside(r) for r in rivals)) if rivals else set()
        if (mine & beside(a[i])) - rival:
            return True
    return False


def matched_in_order(claim: tuple[Term, ...], unit: tuple[Term, ...]) -> tuple[set[str], bool]:
    """The claim's words found in order in the unit, and whether they sit close together
    (within 1.5 × their number + 2 terms) rather than scattered over a long sentence."""
    a = [t.stem for t in content(claim)]
    b = [t.stem for t in content(unit)]
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    blocks = [m for m in matcher.get_matching_blocks() if m.size]
    words = {a[i] for m in blocks for i in range(m.a, m.a + m.size)}
    if not blocks:
        return words, False
    span = blocks[-1].b + blocks[-1].size - blocks[0].b
    count = sum(m.size for m in blocks)
    return words, span <= 1.5 * count + 2
