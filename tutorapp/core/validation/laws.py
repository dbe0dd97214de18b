"""Checks that decide a claim before its words are weighed: what the passages define (an
identity, a formula, a name, a word's meaning), a law of how a quantity moves, a ratio they
state, a necessity they deny ("we need not find all of …"), and a written formula that
outweighs another passage's word.
``ContradictionChecker.judge`` asks these first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.described import described_otherwise
from tutorapp.core.validation.identities import formula_written, identity_against
from tutorapp.core.validation.naming import meant_otherwise, named_another, named_otherwise
from tutorapp.core.validation.pairing import applied_ratio, ratio_relation
from tutorapp.core.validation.proportion import claimed_change, direction_agrees, direction_conflict
from tutorapp.core.validation.terms import Term, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict, contradicted
from tutorapp.core.validation.weighing import Comparison, stems

# what a written formula cannot outweigh (nor a denial: "… explicit rule tn = a + (n – 1)d,
# there's no recursive rule" against "Can we also find the recursive rule? It is …")
_WRITTEN = frozenset({ConflictKind.FORMULA, ConflictKind.NUMBER, ConflictKind.NEGATION})


def defined(
    claim: str, units: Sequence[tuple[int, Unit]], read: Sequence[str], texts: Sequence[str]
) -> Judgement | None:
    """Contradicted by a sentence that writes the claim's trigonometric identity
    otherwise ("1 + tan2 A = sec2 A": ``identities.py``), or gives the claim's name to
    another thing of the same kind ("the tertiary sector is also called the service
    sector": ``naming.py``), or another name to the claim's thing ("analysis and geometry …
    referred now as analytical geometry"), or another meaning to the claim's word ("'later' means
    brick"), or another name to what the claim describes ("… known as wind erosion":
    ``described.py``)."""
    found = (
        identity_against(claim, texts, read, [index for index, _ in units])
        or named_otherwise(claim, read)
        or named_another(claim, read)
        or meant_otherwise(claim, read)
    )
    if found is None:
        otherwise = described_otherwise(claim, texts)
        if otherwise is None:
            return None
        described, conflict = otherwise
        unit = Unit(described.text, terms(described.text))
        return contradicted(unit=unit, conflict=conflict, source=described.passage)
    (index, unit), conflict = units[found[0]], found[1]
    return contradicted(unit=unit, conflict=conflict, source=index)


def directional(
    claim: str,
    units: Sequence[tuple[int, Unit]],
    claim_terms: Callable[[str], tuple[Term, ...]],
) -> Judgement | None:
    """Contradicted by a law the passages state about how the claim's quantity moves
    ("directly proportional to its length" against "… decreases when the wire is made
    longer": ``proportion.py``), else supported by one that agrees; the unit holding most
    of the claim's words is quoted. One pass over the units for both."""
    change = claimed_change(claim)
    if change is None:
        return None
    words = {t.stem for t in content(claim_terms(claim))} or {""}
    best: dict[bool, tuple[float, Comparison, int]] = {}  # agrees → best unit
    for index, unit in units:
        for agrees, law in (
            (False, direction_conflict(change, unit.display)),
            (True, direction_agrees(change, unit.display)),
        ):
            if law is None:
                continue
            share = len(words & stems(unit)) / len(words)
            if agrees not in best or share > best[agrees][0]:
                against = Conflict(kind=ConflictKind.OPPOSITE, claim=change.said, passage=law.text)
                conflicts = () if agrees else (against,)
                compared = Comparison(unit=unit, matched=share, conflicts=conflicts)
                best[agrees] = (share, compared, index)
    for agrees, verdict in ((False, Verdict.CONTRADICTED), (True, Verdict.SUPPORTED)):
        if agrees in best:
            _, evidence, source = best[agrees]
            return Judgement(verdict=verdict, evidence=evidence, source=source)
    return None


def ratio(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Supported by a sentence that says the claim's "A is twice B" (or "B is half A"),
    else contradicted by one that turns it round (``pairing.ratio_relation``)."""
    found: dict[bool, tuple[Unit, int, Conflict | None]] = {}
    said = applied_ratio(claim) or claim  # "if R is 20 cm, f is 2 × 20 = 40 cm"
    for index, unit in units:
        related = ratio_relation(said, unit.display)
        if isinstance(related, Conflict):
            found.setdefault(False, (unit, index, related))
        elif related:
            found.setdefault(True, (unit, index, None))
    for agrees, verdict in ((True, Verdict.SUPPORTED), (False, Verdict.CONTRADICTED)):
        if agrees in found:
            unit, index, conflict = found[agrees]
            conflicts = (conflict,) if conflict is not None else ()
            evidence = Comparison(unit=unit, matched=1.0, conflicts=conflicts)
            return Judgement(verdict=verdict, evidence=evidence, source=index)
    return None


def outweighed(
    judged: Judgement, claim: str, units: Sequence[tuple[int, Unit]], read: Sequence[str]
) -> Judgement | None:
    """Supported, though ``judged`` contradicts it by a word, when a passage writes the
    claim's formula ("electric power is … multiplied by the current (P = VI)" against "Its
    resistance … R = V/I", with "P = VI" written on the page); None otherwise."""
    if not judged.contradicted or judged.evidence is None:
        return None
    if {x.kind for x in judged.evidence.conflicts} & _WRITTEN:
        return None
    found = formula_written(claim, read)
    if found is None:
        return None
    index, unit = units[found]
    evidence = Comparison(unit=unit, matched=1.0, conflicts=())
    return Judgement(verdict=Verdict.SUPPORTED, evidence=evidence, source=index)


# "we (always) have to work out every one of a2 – a1, a3 – a2, …" against "we need not find all
# of a2 – a1, a3 – a2, …": a necessity of all of something the book says is not needed
_ALL_NEEDED = re.compile(
    r"\b(?:have|has|had|need|needs|must)\s+(?:to\s+)?(?:[a-z]+\s+){0,3}?"
    r"(?:every(?:\s+one)?|all|each(?:\s+one)?)\s+(?:of\s+)?(?P<what>.+)$",
    re.IGNORECASE,
)
_NOT_NEEDED = re.compile(
    r"\b(?:need|needs|do|does|did)\s+not\s+(?:have\s+to\s+)?(?:[a-z]+\s+){0,3}?"
    r"(?:every(?:\s+one)?|all|each(?:\s+one)?)\s+(?:of\s+)?(?P<what>.+)$"
    r"|\bnot\s+(?:necessary|needed|required)\s+to\s+(?:[a-z]+\s+){0,3}?"
    r"(?:every(?:\s+one)?|all|each(?:\s+one)?)\s+(?:of\s+)?(?P<that>.+)$",
    re.IGNORECASE,
)
#: Words of what is needed (its first ``_WHAT_WORDS``) the book's "not needed" must share.
_NEEDED_SHARED = 2
_WHAT_WORDS = 6
_QUOTED_WORDS = 60


def needless(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a unit that says not all of what the claim says must all be done is
    needed (two of its first words shared); else None."""
    needed = _ALL_NEEDED.search(claim)
    if needed is None or re.search(r"\bnot\b|n't\b", claim[: needed.start()], re.IGNORECASE):
        return None
    wanted = {t.stem for t in content(terms(needed["what"]))[:_WHAT_WORDS]}
    for index, unit in units:
        denied = _NOT_NEEDED.search(unit.display)
        if denied is None:
            continue
        said = {t.stem for t in content(terms(denied["what"] or denied["that"]))[:_WHAT_WORDS]}
        if len(wanted & said) >= _NEEDED_SHARED:
            # (with the sentence after it when a unit holds both: "It is enough to find only
            # one of them.")
            quoted = max(
                (u for i, u in units if i == index and u.display.startswith(unit.display)),
                key=lambda u: len(u.display) if len(u.display.split()) <= _QUOTED_WORDS else 0,
            )
            conflict = Conflict(kind=ConflictKind.QUANTIFIER, claim="all", passage="not all")
            return contradicted(unit=quoted, conflict=conflict, source=index)
    return None
