"""Whether a sentence says what a claim says: most of its words, nothing against them.

An answer that repeats a premise the books contradict or do not state ("Yes, the common
difference is always positive …") is dropped, and ``eval`` counts an answer that restates a
false premise as asserting it. ``restates`` compares the sentence with the claim as
``contradiction.compare`` compares a passage's unit; a claim denied as a whole ("X be zero
not") is said by a sentence that denies it anywhere, and a sentence whose subject is a
pronoun and that holds nothing but the claim's words says it too. So does a sentence that
says one of two statements a student joined with a comma.
"""

from __future__ import annotations

import re

from tutorapp.core.validation.clauses import spliced
from tutorapp.core.validation.terms import NOT, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import ContradictionThresholds
from tutorapp.core.validation.weighing import compare


def restates(sentence: str, claim: str, thresholds: ContradictionThresholds | None = None) -> bool:
    """The sentence says what ``claim`` says (most of its words, nothing against it), or
    what one of two statements the claim joins with a comma says ("there's no recursive rule
    for an AP" of "an AP can only be written with the explicit rule …, there's no recursive
    rule for an AP"): used to drop answer sentences that repeat a premise the books
    contradict or do not state."""
    return any(_restates(sentence, said, thresholds) for said in [claim, *spliced(claim)])


def restates_after(
    before: str, sentence: str, claim: str, thresholds: ContradictionThresholds | None = None
) -> bool:
    """A sentence whose subject is a pronoun says what ``claim`` says when read with the
    sentence ``before`` it ("Rows of trees create shelter belts, which help to stabilize the
    sand dunes …" and "This helps to … fill up the gullies and ravines of the Chambal
    basin" for "shelter belts mainly helped to fill up the gullies and ravines of the
    chambal basin")."""
    return (
        bool(before)
        and bool(_PRONOUN_SUBJECT.match(sentence))
        and restates(f"{before} {sentence}", claim, thresholds)
    )


def _restates(sentence: str, claim: str, thresholds: ContradictionThresholds | None) -> bool:
    limits = thresholds or ContradictionThresholds()
    claim_terms = terms(claim)
    if len(content(claim_terms)) < limits.min_terms:
        return False
    said = terms(sentence)
    if claim_terms[-1].stem == NOT:
        # "why can't X be zero" takes "X be zero not" for granted: a sentence saying "X
        # can't be zero" says it too, whatever word its "not" stands before
        if not any(t.stem == NOT for t in said):
            return False
        claim_terms = claim_terms[:-1]
        said = tuple(t for t in said if t.stem != NOT)
    result = compare(claim_terms, Unit(sentence, said))
    if result.conflicts:
        return False
    if result.matched >= limits.restates:
        return True
    # "It is thicker at the edges than at the middle" (of a concave lens) after the claim "a
    # convex lens is thicker at the edges than at the middle": nothing but the claim's words,
    # most of them, its subject a pronoun
    mine = {t.stem for t in content(said)}
    return (
        bool(mine)
        and mine <= {t.stem for t in content(claim_terms)}
        and result.matched >= limits.supported
        and bool(_PRONOUN_SUBJECT.match(sentence))
    )


_PRONOUN_SUBJECT = re.compile(r"^\W*(?:it|they|this|these|that|those|he|she)\b", re.IGNORECASE)


#: The claim's words (besides the value) a sentence giving its wrong value again must hold.
AGAIN_WORDS = 2


def gives_again(sentence: str, claim: str, values: set[str] | frozenset[str]) -> bool:
    """The sentence gives one of the claim's ``values`` the book gives otherwise, with two
    of the claim's other words: "Gauss was 10 years old when he worked out that the sum … is
    10100" after the correction "He immediately replied that the sum is 5050"."""
    given = set(re.findall(r"\d+(?:\.\d+)?", sentence))
    if not values & given:
        return False
    words = {t.stem for t in content(terms(claim)) if not t.number}
    return len(words & {t.stem for t in content(terms(sentence))}) >= AGAIN_WORDS
