"""The ways a passage unit can say something else than a claim, beside the words they share.

Each detector compares a claim's terms with a unit's terms (``terms.terms``): a negated shared
word, an opposite or another member of the same kind near the shared words, another name in
place of a name the passage never mentions, another number counting the same thing or another
year, another operator before the same number, "always" against listed alternatives, and a
reversed order (numbers, values and formulas: ``numbers``). ``contradiction.compare`` puts them
together.
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.negation import negation_conflict, polarity
from tutorapp.core.validation.numbers import (
    formula_conflicts,
    formula_like,
    is_content,
    is_number,
    number_conflicts,
    undefined_conflicts,
    value_conflicts,
)
from tutorapp.core.validation.placed import in_its_place, unlisted
from tutorapp.core.validation.prefixes import negated_by_prefix
from tutorapp.core.validation.quantifiers import quantifier
from tutorapp.core.validation.terms import (
    OR,
    THAN,
    Term,
    alternative,
    content,
)

_RELATIONS = frozenset({"=", "greater", "less"})


def _near(seq: Sequence[Term], marker: str, shared: set[str], reach: int = 3) -> bool:
    for i, term in enumerate(seq):
        if term.stem == marker:
            window = seq[max(0, i - reach) : i + reach + 1]
            if any(t.stem in shared for t in window):
                return True
    return False


# "A is half of B" is not "B is half of A"
_PIVOTS = frozenset({"half", "twic", "doubl", "reciprocal", "squar"})  # as stems
_FIRST_WORDS = frozenset({"first", "before", "earlier", "originally"})
_LATER_WORDS = frozenset({"later", "after", "then", "subsequently", "afterwards"})


def _names_after(seq: Sequence[Term], words: frozenset[str], reach: int = 6) -> set[str]:
    """For each of ``words``, the first name within ``reach`` terms after it."""
    found: set[str] = set()
    for i, term in enumerate(seq):
        if term.stem in words:
            name = next((t.stem for t in seq[i + 1 : i + 1 + reach] if t.proper), None)
            if name is not None:
                found.add(name)
    return found


def _order_conflict(claim: Sequence[Term], unit: Sequence[Term]) -> bool:
    """The sides of "than" (or of "half", "twice", "the reciprocal of" …) swapped, or the
    passage putting first whom the claim puts later
    ("first studied by Fibonacci and later by Virahānka")."""
    stems = [t.stem for t in claim]
    unit_stems = [t.stem for t in unit]
    if THAN in stems and THAN in unit_stems:
        cut_c = stems.index(THAN)
        p1 = {t.stem for t in claim[:cut_c] if is_content(t)}
        q1 = {t.stem for t in claim[cut_c + 1 :] if is_content(t)}
        # each of the unit's comparisons, its sides up to the next "than" ("… nodules than
        # the Khadar. It has more fine particles and is more fertile than the bangar"): one
        # that puts the sides the claim's way settles it
        cuts = [i for i, s in enumerate(unit_stems) if s == THAN]
        crossed = False
        for k, cut_u in enumerate(cuts):
            start = cuts[k - 1] + 1 if k else 0
            end = cuts[k + 1] if k + 1 < len(cuts) else len(unit)
            p2 = {t.stem for t in unit[start:cut_u] if is_content(t)}
            q2 = {t.stem for t in unit[cut_u + 1 : end] if is_content(t)}
            if (p1 - q1) & p2 and (q1 - p1) & q2 and len(cuts) > 1:
                return False
            # the sides' own words crossed ("faster in glass than in air" against "faster in
            # air than in glass"; "thicker at the edges than at the middle" against "thicker
            # at the middle as compared to the edges"): what both put first ("light travels
            # faster") is the frame, not a side
            crossed = crossed or bool((p1 - p2) & q2 and (q1 - q2) & p2)
        if crossed:
            return True
    for pivot in _PIVOTS & set(stems) & set(unit_stems):
        cut_c, cut_u = stems.index(pivot), unit_stems.index(pivot)
        p1 = {t.stem for t in claim[:cut_c] if is_content(t)}
        q1 = {t.stem for t in claim[cut_c + 1 :] if is_content(t)}
        p2 = {t.stem for t in unit[:cut_u] if is_content(t)}
        q2 = {t.stem for t in unit[cut_u + 1 :] if is_content(t)}
        if len(p1 & q2) > len(p1 & p2) and len(q1 & p2) > len(q1 & q2):
            return True
    theirs = _names_after(unit, _FIRST_WORDS)
    return bool(
        theirs & _names_after(claim, _LATER_WORDS)
        and not theirs & _names_after(claim, _FIRST_WORDS)
    )


# -- what a unit says against a claim ------------------------------------------------------


#: The letters two words must open alike to be one root ("resist" of "resistor", "resistance").
_ROOT = 6


#: How many terms after an "or" a word is still one of the ways it offers.
_OFFERED_REACH = 3


def _offered(seq: Sequence[Term], word: str) -> bool:
    """``word`` is within ``_OFFERED_REACH`` terms after an "or" ("directly or through a
    convex lens")."""
    stems = [t.stem for t in seq]
    return any(
        stem == word and OR in stems[max(0, i - _OFFERED_REACH) : i] for i, stem in enumerate(stems)
    )


def _same_root(word: str, others: set[str]) -> bool:
    return any(len(word) >= _ROOT and len(o) >= _ROOT and word[:_ROOT] == o[:_ROOT] for o in others)


def set_conflicts(
    claim: tuple[Term, ...], unit: tuple[Term, ...], foreign: frozenset[str]
) -> list[Conflict]:
    """``foreign``: the claim's words that the unit's passage never mentions (New York on the
    page about Rio): another name in place of such a name is a conflict; a name the passage
    uses elsewhere (Fibonacci, two sentences on) is not."""
    cwords = {t.stem for t in content(claim)}
    uwords = {t.stem for t in content(unit)}
    shared = cwords & uwords
    only_claim, only_unit = cwords - uwords, uwords - cwords
    found: list[Conflict] = []
    near = _span(unit, shared)
    c_neg, _ = polarity(claim, claim=True)
    u_neg, _ = polarity(unit)
    # (a rival the claim names by another word of its root is named: "a 4 Ω resistor" holds
    # the "4 Ω resistance" the book sets its heat in, not "current" in its place)
    rivals = {b for b in only_unit & near if not _same_root(b, only_claim)}
    for a in sorted(only_claim):
        for b in sorted(rivals):
            # ("uncontrollable" / "controllable": a word a prefix denies, read here only,
            # where the claim and the unit each have one of the two)
            kind = alternative(a, b) or ("opposite" if negated_by_prefix(a, b) else None)
            # "never more than 1" agrees with "always less than 1": one opposite negated
            if kind == "opposite" and (a in c_neg) != (b in u_neg):
                continue
            # ("look at the Sun directly or through a lens" against "directly or even into
            # a mirror": each adds one more way to an "or", neither puts one in the other's
            # place; heldout44 ft44-08)
            if kind == "contrast" and _offered(claim, a) and _offered(unit, b):
                continue
            if kind is not None:
                found.append(Conflict(kind=ConflictKind(kind), claim=a, passage=b))
    found = unlisted(found, unit)
    plain = {t.stem for t in content(claim) if not t.proper}
    # (a name the passage uses elsewhere counts too when the unit says everything else the
    # claim says: "the Brundtland Commission was the first to advocate resource conservation
    # … in 1968" against "… the Club of Rome advocated resource conservation for the first
    # time … in 1968", the Commission's 1987 report two sentences on)
    said_all = len(plain) >= _SAID_ALL_WORDS and len(plain & shared) >= _SAID_ALL * len(plain)
    claim_names = {t.stem for t in claim if t.proper and not t.number} & only_claim
    claim_names = {
        n
        for n in claim_names
        if (n in foreign or (said_all and in_its_place(n, claim, unit)))
        and _replaced(n, claim, unit)
    }
    # only the names differ: the rest of the claim is there ("… Earth Summit … in 1992")
    if claim_names and len(plain & shared) >= 0.6 * len(plain):
        unit_names = {t.stem for t in unit if t.proper and t.stem in near} - cwords
        if unit_names:
            found.append(
                Conflict(
                    kind=ConflictKind.ENTITY,
                    claim=" ".join(sorted(claim_names)),
                    passage=" ".join(sorted(unit_names)[:3]),
                )
            )
    found += number_conflicts(claim, unit)
    found += value_conflicts(claim, unit)
    found += undefined_conflicts(claim, unit)
    found += replaced_tail(claim, unit, foreign)
    if len(plain - shared) <= (0 if len(plain) <= _FORMULA_WORDS else 1):
        # (a formula is another only of the same thing: "tn = n(n + 1)" is no GP's term)
        found += formula_conflicts(claim, unit)
    if negation_conflict(claim, unit, shared):
        found.append(Conflict(kind=ConflictKind.NEGATION, claim="", passage="not"))
    found += quantifier(claim, unit, shared)
    if _order_conflict(claim, unit):
        found.append(Conflict(kind=ConflictKind.ORDER, claim="", passage=""))
    return found


#: How many words after a name the unit's description of it may run, and the fewest that
#: make a description of the first name between the two.
_DESCRIBED = 6
_DESCRIBING = 3


def swapped_roles(claim: Sequence[Term], unit: Sequence[Term], display: str) -> Conflict | None:
    """Two names the claim and the unit give in turn, each described before the other is
    named, where what the claim says of the second (two words or more) the unit says only
    of the first: "galley is the man who
    composes the text and compositor a metal frame" against "Compositor – The person who
    composes the text … Galley – Metal frame in which types were laid". The unit defines
    both as a list of words does (``display``: each name followed by a dash or a colon), so
    a doer after "by", a verb before its object or "the slopes of perpendicular lines" against
    "lines are perpendicular if … their slopes are …" is no swap."""
    a = [t.stem for t in content(tuple(claim)) if not (t.number or formula_like(t.stem))]
    b = [t.stem for t in content(tuple(unit)) if not (t.number or formula_like(t.stem))]
    once = [
        w for w in a if a.count(w) == 1 and b.count(w) == 1 and len(w) >= 3 and not formula_like(w)
    ]
    for x in once:
        for y in once:
            ix, iy, jx, jy = a.index(x), a.index(y), b.index(x), b.index(y)
            if not (ix < iy and jy < jx):
                continue
            said_of_x = set(a[ix + 1 : iy])
            said_of_y = set(a[iy + 1 : iy + 1 + _DESCRIBED]) - said_of_x
            theirs_of_y = set(b[jy + 1 : jx])
            theirs_of_x = set(b[jx + 1 : jx + 1 + _DESCRIBED])
            # (each side describes the first name before the second, the unit at some length
            # and in a word of the claim's: "Adrenaline is secreted directly into the blood"
            # only puts a verb before its object, "carried out by … René Descartes" a doer)
            if len(said_of_x) < 2 or len(theirs_of_y) < _DESCRIBING or not said_of_x & theirs_of_y:
                continue
            if len((said_of_y & theirs_of_x) - theirs_of_y) >= 2 and all(
                _defines(name, display) for name in (x, y)
            ):
                return Conflict(kind=ConflictKind.ORDER, claim=y, passage=x)
    return None


def _defines(stem: str, display: str) -> bool:
    """``display`` defines the word ``stem`` begins, as a list of words ("Galley – Metal
    frame …")."""
    return bool(re.search(rf"\b{re.escape(stem)}\w*\s*[–:—-]\s", display, re.I))


#: A claim with at most this many words besides its formula is corrected only by a formula
#: of a unit that holds them all (one may be missing from a longer claim).
_FORMULA_WORDS = 4

#: A unit holding this share of a claim's other words (of at least ``_SAID_ALL_WORDS``) says
#: what the claim says; a name of its own there stands where the claim's stood.
_SAID_ALL = 0.9
_SAID_ALL_WORDS = 4


_DEMONYM = re.compile(r"(?:ian|ish|ese|ean|an|ch)$")  # Indian, Irish, Chinese, European, French
# words that begin a phrase of their own: a people's name before them qualifies nothing
_QUANTIFIERS = frozenset("many most some several few all both each every".split())


def _replaced(name: str, claim: Sequence[Term], unit: Sequence[Term]) -> bool:
    """Whether the unit may name someone else in place of ``name``: always, unless the rest
    of the claim's name is in the unit ("Luther" for "Martin Luther") without another name
    next to it where ``name`` stood ("Irish Press Laws" for "French Press Laws")."""
    stems = [t.stem for t in claim]
    i = stems.index(name)
    span = {i}
    for step in (1, -1):
        j = i + step
        while 0 <= j < len(claim) and claim[j].proper and not claim[j].number:
            span.add(j)
            j += step
    held = {t.stem for t in unit}
    kept = [j for j in span if j != i and stems[j] in held]
    after = max(span) + 1
    qualifies = (
        after < len(claim)
        and is_content(claim[after])
        and not claim[after].number
        and claim[after].stem not in _QUANTIFIERS  # "the Egyptians, who many people …"
    )
    if not kept and qualifies and _DEMONYM.search(name):
        # a people's name that qualifies a noun ("Indian newspapers"): replaced only by a name
        # that qualifies the same noun, not by one of other things ("the Irish Press Laws")
        noun = claim[after].stem
        return any(
            t.stem == noun and k > 0 and unit[k - 1].proper and unit[k - 1].stem not in stems
            for k, t in enumerate(unit)
        )
    if not kept:
        return True
    mine = set(stems)
    for j in kept:
        at = [k for k, t in enumerate(unit) if t.stem == stems[j]]
        side = 1 if j < i else -1  # where the name stood, seen from the kept word
        for k in at:
            other = k + side
            if 0 <= other < len(unit) and unit[other].proper and unit[other].stem not in mine:
                return True
    return False


def _span(unit: Sequence[Term], shared: set[str], reach: int = 3) -> set[str]:
    """The unit's words from its first to its last shared word, ``reach`` terms either side:
    where an alternative must sit to be said of the same thing."""
    # (counted in words: a worked step between them, "discriminant b2 – 4ac = … = 289 > 0
    # positive", is no distance)
    worded = [i for i, t in enumerate(unit) if not formula_like(t.stem)]
    positions = [k for k, i in enumerate(worded) if unit[i].stem in shared]
    if not positions:
        at = [i for i, t in enumerate(unit) if t.stem in shared]
        if not at:
            return set()
        return {t.stem for t in unit[max(0, at[0] - reach) : at[-1] + reach + 1]}
    first, last = positions[0] - reach - 1, positions[-1] + reach + 1
    lo = worded[first] + 1 if first >= 0 else 0
    hi = worded[last] if last < len(worded) else len(unit)
    return {t.stem for t in unit[lo:hi]}


_RECIPROCAL = frozenset({"each", "other", "another", "together", "one"})
_ADDED = 1
_NAMED_TAIL = 4


def replaced_tail(
    claim: Sequence[Term], unit: Sequence[Term], foreign: frozenset[str]
) -> list[Conflict]:
    """The claim's first three or more words said in the unit in the same order and next to
    each other, and every word after them replaced by others, one of which the passage never
    uses ("red soil develops on **sedimentary alluvial deposits**" against "red soil develops
    on **crystalline igneous rocks** …"): the unit says something else of the same subject.
    (A further fact the passage states elsewhere — "… and is rich in lime" — is not.)"""
    a = [t.stem for t in content(tuple(claim))]
    b = [t.stem for t in content(tuple(unit))]
    codes = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    real = [c for c in codes if not (c[0] == "insert" and c[1] in (0, len(a)))]
    # (the unit may add a word among the claim's first words: "the mammoth task")
    lead = list(itertools.takewhile(lambda c: c[0] in ("equal", "insert"), real))
    said = sum(c[2] - c[1] for c in lead if c[0] == "equal")
    added = sum(c[4] - c[3] for c in lead if c[0] == "insert")
    if len(real) != len(lead) + 1 or not lead or lead[0][0] != "equal" or real[0][1] != 0:
        return []
    tag2, k1, k2, j1, j2 = real[-1]
    if said < 3 or added > _ADDED or tag2 != "replace" or k2 != len(a):
        return []
    tail = content(tuple(claim))[k1:k2]
    if added and (k2 - k1 > _NAMED_TAIL or not any(t.proper for t in tail)):
        return []  # (past an added word, only a name in the tail: not "so the driver …")
    # (a name in the tail that the claim said before is no word of the book's tail: "in
    # India … by the Reserve Bank of India")
    again = {t.stem for t in tail if t.proper and t.stem in a[:k1]}
    new = set(a[k1:k2]) - again
    if k2 - k1 < 2 or j2 - j1 < 2 or not new or new & set(b) or not new & foreign:
        return []
    if any(formula_like(w) for w in a[k1:k2]) or set(a[k1:k2]) <= _RECIPROCAL:
        return []  # (not "… in series with each other": that says nothing more)
    if all(is_number(w) for w in b[j1:j2]):
        return []  # the list going on ("2, 3, 5, 7, 11, 13, …"): nothing said of it
    return [
        Conflict(kind=ConflictKind.PREDICATE, claim=" ".join(a[k1:k2]), passage=" ".join(b[j1:j2]))
    ]


def displaced(claim: Sequence[Term], unit: Sequence[Term]) -> set[str]:
    """Claim words whose place the unit fills with other words, between words both hold in
    order ("the SI unit of electric **charge** is …" against "the SI unit of electric
    **potential difference** is volt … = Work done/Charge"): the word further off in the unit
    is not said of the same thing."""
    a = [t.stem for t in content(tuple(claim))]
    b = [t.stem for t in content(tuple(unit))]
    codes = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    out: set[str] = set()
    for k in range(1, len(codes) - 1):
        tag, i1, i2, j1, j2 = codes[k]
        if (
            tag == "replace"
            and codes[k - 1][0] == "equal"
            and codes[k + 1][0] == "equal"
            and i2 - i1 <= 2
            and j2 - j1 <= 3
        ):
            out |= {w for w in a[i1:i2] if not formula_like(w)}
    return out


def close_words(words: set[str], unit: Sequence[Term]) -> set[str]:
    """The most of ``words`` that the unit holds close together: within a window of at most
    2.5 × their number + 4 content terms. A short claim's words scattered over a long
    sentence ("quadratic equation … + 3 = 0 … roots") are not a statement of it."""
    seq = [t.stem for t in content(tuple(unit))]
    spots = [(i, w) for i, w in enumerate(seq) if w in words]
    best: set[str] = set()
    for a, (start, _) in enumerate(spots):
        found: set[str] = set()
        for end, word in spots[a:]:
            found.add(word)
            if end - start + 1 <= 2.5 * len(found) + 4 and len(found) > len(best):
                best = set(found)
    return best
