"""True sentences about one case that a passage about the other case must not deny: the dev
set's "difference between a finite AP and an infinite AP" was refused because its true
answer was read against the finite AP's sentences and the sum formula's "not given"."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

KINDS = (
    "Such an AP is called a finite AP. Also note that each of these Arithmetic Progressions "
    "(APs) has a last term. The APs in examples (i) to (v) in this section, are not finite "
    "APs and so they are called infinite Arithmetic Progressions. Such APs do not have a "
    "last term."
)
FINITE = (
    "Note that in examples (a) to (e) above, there are only a finite number of terms. Such "
    "an AP is called a finite AP."
)
SUM = (
    "Now, if there are only n terms in an AP, then an = l, the last term. From (3), we see "
    "that S = 2 n (a + l ) (4) This form of the result is useful when the first and the last "
    "terms of an AP are given and the common difference is not given."
)
SUMMARY = (
    "5. If l is the last term of the finite AP, say the nth term, then the sum of all terms "
    "of the AP is given by : S = ( ) 2 n a l +"
)


def judge(claim: str, *passages: str) -> Verdict:
    return ContradictionChecker(list(passages)).judge(claim).verdict


@pytest.mark.parametrize(
    "claim",
    [
        "An infinite AP has an infinite number of terms.",
        "An infinite AP is an AP that does not have a last term.",
        "A finite AP has a last term, while an infinite AP does not have a last term.",
    ],
)
def test_the_other_case_said_the_same_way_does_not_deny(claim: str) -> None:
    assert judge(claim, FINITE, SUM, SUMMARY, KINDS) is not Verdict.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("An infinite AP has an infinite number of terms.", FINITE),
        ("An infinite AP is an AP that does not have a last term.", SUM),
        ("An infinite AP is an AP that does not have a last term.", SUMMARY),
    ],
)
def test_a_passage_of_the_other_case_alone_says_nothing_against(claim: str, passage: str) -> None:
    assert judge(claim, passage) is not Verdict.CONTRADICTED


@pytest.mark.parametrize(
    "claim",
    [
        "An infinite AP has a last term.",
        "A finite AP has no last term.",
        "A finite AP does not have a last term.",
    ],
)
def test_the_false_twins_are_still_denied(claim: str) -> None:
    assert judge(claim, FINITE, SUM, SUMMARY, KINDS) is Verdict.CONTRADICTED
