"""The checks that decide a claim before its words are weighed, in the order they are asked:
a definition or law, a worked example, a table's row, a comparison, a reason, a quotation's
author, a list.
Each reads one kind of claim and returns a judgement or None; the first to judge decides.
``ContradictionChecker.judge`` asks ``first_law`` before anything else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tutorapp.core.validation.appointed import appointed
from tutorapp.core.validation.bases import classified
from tutorapp.core.validation.bounds import beyond_bound
from tutorapp.core.validation.causes import caused
from tutorapp.core.validation.compared import compared, one_sided
from tutorapp.core.validation.doers import another_doer
from tutorapp.core.validation.either import closed_pair, left_out, only_some
from tutorapp.core.validation.equals import said_equal
from tutorapp.core.validation.halved import missing_divisor
from tutorapp.core.validation.instead import instead
from tutorapp.core.validation.laws import defined, directional, needless, ratio
from tutorapp.core.validation.namelists import listed_elsewhere, names_crossed
from tutorapp.core.validation.paths import reversed_path
from tutorapp.core.validation.quadratics import miswritten
from tutorapp.core.validation.quoted import attributed
from tutorapp.core.validation.reckoned import reckoned, worked
from tutorapp.core.validation.rowed import grouped, rowed
from tutorapp.core.validation.swaps import swapped_opposites
from tutorapp.core.validation.tabled import tabled
from tutorapp.core.validation.terms import Term
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement


@dataclass(frozen=True, kw_only=True)
class Passages:
    """One question's passages as the checks read them: ``units`` (sentences, pairs,
    clauses), ``texts``, ``read`` (the units as read, "He [Erasmus] …"), ``words`` (each
    passage's stems), ``names`` (their proper names), ``claim_terms`` (how a claim is read)."""

    units: Sequence[tuple[int, Unit]]
    texts: Sequence[str]
    read: Sequence[str]
    words: Mapping[int, set[str]]
    names: set[str]
    claim_terms: Callable[[str], tuple[Term, ...]]


def first_law(claim: str, book: Passages) -> Judgement | None:
    """The judgement of the first check that reads ``claim``'s kind, or None."""
    units, texts = book.units, book.texts
    return (
        defined(claim, units, book.read, texts)
        or directional(claim, units, book.claim_terms)
        or ratio(claim, units)
        or classified(claim, units)
        or reckoned(claim, units, book.words)
        or miswritten(claim, units)
        or missing_divisor(claim, units)
        or reversed_path(claim, units)
        or swapped_opposites(claim, units)
        or beyond_bound(claim, units)
        or worked(claim, units, texts)
        or rowed(claim, texts)
        or grouped(claim, texts)
        or said_equal(claim, texts)
        or compared(claim, texts)
        or tabled(claim, texts)
        or one_sided(claim, texts)
        or needless(claim, units)
        or instead(claim, units)
        or caused(claim, units, texts)
        or attributed(claim, texts)
        or appointed(claim, units, texts, book.names)
        or another_doer(claim, units, texts)
        or listed_elsewhere(claim, units, book.claim_terms)
        or names_crossed(claim, units)
        or left_out(claim, units)
        or only_some(claim, units)
        or closed_pair(claim, units)
    )
