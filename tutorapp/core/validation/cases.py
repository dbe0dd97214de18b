"""Whether a conflict found for what a claim says in a case ("when X, Y", "Y when X") stands:
only a passage that speaks of that case, or a sentence that holds in every case, says
otherwise (``ContradictionChecker._conditional``)."""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.verdicts import Judgement
from tutorapp.core.validation.weighing import ANY_CASE

# a sentence that names a case of its own: what it says holds only there
_OWN_CASE = re.compile(
    r"\b(?:when|whenever|if|unless|in\s+case|beyond|between|placed|at\s+the|except|"
    r"the\s+given)\b",  # ("Hence, the given quadratic equation has …": a worked example's)
    re.I,
)


def stands_in_case(
    judged: Judgement, case: set[str], passage: set[str], *, case_after: bool, said: set[str]
) -> bool:
    """``judged`` (a contradiction of Y) stands for "when X, Y": its sentence holds "always,
    irrespective of …", or its passage (``passage``: its words) holds most of X's words
    (``case``). For "Y when X" (``case_after``), a sentence with a case of its own ("When the
    object is placed beyond C, the image is real") speaks of another case; only one that
    states the opposite plainly, on the page about X, says otherwise ("The blood to the
    digestive system and skin is reduced …" on the page about a scary situation). A
    sentence that only sets a word of the whole claim (``said``) against another is none."""
    evidence = judged.evidence
    if evidence is not None and all(
        x.kind in (ConflictKind.OPPOSITE, ConflictKind.CONTRAST) and x.passage in said
        for x in evidence.conflicts
    ):
        return False  # ("red soil looks yellow when …" against "Yellow and red soils …")
    if evidence is not None and ANY_CASE.search(evidence.unit.display):
        return True
    held = case & passage
    if not case or len(held) < 0.5 * len(case):
        return False
    return not (
        case_after
        and (
            evidence is None
            or _OWN_CASE.search(evidence.unit.display)
            or all(x.kind is ConflictKind.FORMULA for x in evidence.conflicts)
        )
    )


# a number standing alone ("tan A = 4/3"), not one inside a name ("BC = 4k")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")


def given_only(judged: Judgement, when: str, said: str) -> bool:
    """``judged`` contradicts "if X then Y" only through numbers X gives and Y does not say:
    another example's given ("if tan A = 1, then …" against "if tan A = 4/3 then we can take
    BC = 4k …"), not what the claim says in its case."""
    evidence = judged.evidence
    if evidence is None or not evidence.conflicts:
        return False
    given = set(_NUMBER.findall(when)) - set(_NUMBER.findall(said))
    return all(
        x.kind is ConflictKind.NUMBER
        and set(_NUMBER.findall(x.claim)) <= given
        and _NUMBER.search(x.claim)
        for x in evidence.conflicts
    )
