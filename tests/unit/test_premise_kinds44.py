"""True premises of heldout44 that the checks wrongly corrected: a belief the claim only
reports ("people who thought resources were free gifts …" against "They are not."), one more
way added to an "or" ("directly or through a lens" against "directly or even into a mirror"),
and another member of a kind on a sentence that never names the claim's subject (the
secondary sector's definition against mining as a primary activity). And the words students
use for the book's ("middle" for "centre", "purchase" for "buy")."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.beliefs import believed_only
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.conflicts import set_conflicts
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

FREE_GIFTS = (
    "Do you think that resources are free gifts of nature as is assumed by many? They are not. "
    "Resources are a function of human activities."
)
CAUTION = (
    "Activity 9.2 CAUTION: Do not look at the Sun directly or even into a mirror reflecting "
    "sunlight. It may damage your eyes."
)
SECONDARY = (
    "The secondary sector covers activities in which natural products are changed into other "
    "forms through ways of manufacturing that we associate with industrial activity. "
    "Similarly, minerals and ores are also natural products."
)
CENTRE = "The centre of a sphere is called its centre of curvature and is represented by C."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_reported_belief_is_not_the_claim() -> None:
    claim = "people who thought resources were free gifts of nature used them indiscriminately"
    assert _verdict([FREE_GIFTS], claim) is not Verdict.CONTRADICTED
    # …but the belief stated as a fact is corrected
    assert _verdict([FREE_GIFTS], "resources are free gifts of nature") is Verdict.CONTRADICTED


def test_a_passage_reporting_a_belief_too_is_weighed() -> None:
    claim = "people who believed that the earth was round sailed west"
    believed = "Europeans believed that the earth was not round and feared to sail west."
    assert _verdict([believed], claim) is Verdict.CONTRADICTED  # a belief against a belief
    stated = "The earth was not round and they feared to sail west."
    assert _verdict([stated], claim) is not Verdict.CONTRADICTED


def test_thinking_of_something_is_no_belief() -> None:
    judged = ContradictionChecker([FREE_GIFTS]).judge("resources are free gifts of nature")
    assert judged.contradicted
    assert not believed_only("people who thought of resources as free gifts of nature", judged)
    assert believed_only("people who thought resources were free gifts of nature", judged)


def test_one_more_way_in_an_or_is_no_swap() -> None:
    claim = "looking at the sun directly or through a convex lens can damage our eyes"
    assert _verdict([CAUTION], claim) is not Verdict.CONTRADICTED
    # (one put in the other's place, outside an "or", is still a conflict)
    offered = set_conflicts(
        terms("do not look at the sun directly or through a lens"),
        terms("Do not look at the Sun directly or even into a mirror"),
        frozenset(),
    )
    assert not offered
    swapped = set_conflicts(
        terms("do not look at the sun through a lens"),
        terms("Do not look at the Sun through a mirror"),
        frozenset(),
    )
    assert [(c.kind, c.claim, c.passage) for c in swapped] == [
        (ConflictKind.CONTRAST, "lens", "mirror")
    ]


def test_another_kind_on_a_sentence_without_the_subject_says_nothing_of_it() -> None:
    claim = (
        "mining minerals and ores is a primary sector activity because they are natural products"
    )
    assert _verdict([SECONDARY], claim) is not Verdict.CONTRADICTED
    # the same sentence against a claim about its own subject still corrects it
    wrong = (
        "the primary sector covers activities in which natural products are changed into "
        "other forms"
    )
    assert _verdict([SECONDARY], wrong) is Verdict.CONTRADICTED


@pytest.mark.parametrize(
    ("student", "book"),
    [
        ("middle", "centre"),
        ("center", "centre"),
        ("purchased", "bought"),
        ("utilised", "used"),
    ],
)
def test_a_students_word_is_the_books(student: str, book: str) -> None:
    assert stem(student) == stem(book)


def test_middle_of_a_sphere_is_its_centre() -> None:
    claim = "the middle of the sphere is called the centre of curvature"
    assert _verdict([CENTRE], claim) is Verdict.SUPPORTED
