"""Who did what (``roles``), and two false alarms on true premises: a claim denied as a
whole, and a people's name that qualifies another noun."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.roles import doing_said, doings, other_author, other_doer

SRIDHARA = (
    "Sridharacharya (C.E. 1025) derived a formula, now known as the quadratic formula, (as "
    "quoted by Bhaskara II) for solving a quadratic equation by the method of completing the "
    "square."
)
ARAB = (
    "An Arab mathematician Al-Khwarizmi (about C.E. 800) also studied quadratic equations of "
    "different types."
)
PAPERS = (
    "Rammohun Roy published the Sambad Kaumudi from 1821 and the Hindu orthodoxy commissioned "
    "the Samachar Chandrika to oppose his opinions."
)
GUNTER = (
    "An English Professor of astronomy Edmund Gunter (1581–1626), first used the abbreviated "
    "notation ‘sin’."
)


def test_doings_read_name_verb_and_named_thing() -> None:
    (roy, *_) = doings(PAPERS, past=True)
    assert roy.doer == {"rammohun", "roy"} and roy.verb == "publish"
    assert roy.thing == {"sambad", "kaumudi"}
    assert any(d.doer == {"al-khwarizmi"} for d in doings(ARAB, past=True))  # after "An Arab …"
    assert doings("The lens is thicker at the middle.") == []
    assert doings("") == []


def test_another_doer_of_the_same_deed_is_a_conflict() -> None:
    claim = (
        "Al-Khwarizmi derived the quadratic formula by the method of completing the square, "
        "as quoted by Bhaskara II"
    )
    conflict = other_doer(claim, SRIDHARA)
    assert conflict is not None and conflict.kind == "entity"
    assert conflict.passage == "sridharacharya"
    assert other_doer(claim.replace("Al-Khwarizmi", "Sridharacharya"), SRIDHARA) is None


def test_a_doer_named_with_a_description_between_commas() -> None:
    """ "Jyotiba Phule, the Maratha pioneer of … movements, wrote …": the doer is read past
    the description, so "B.R. Ambedkar wrote Gulamgiri …" gives his deed to another."""
    book = (
        "Jyotiba Phule, the Maratha pioneer of ‘low caste’ protest movements, wrote about the "
        "injustices of the caste system in his Gulamgiri (1871)."
    )
    assert doings(book, past=True)[0].doer == {"jyotiba", "phule"}
    claim = "B.R. Ambedkar wrote Gulamgiri in 1871 about the injustices of the caste system"
    conflict = other_doer(claim, book)
    assert conflict is not None and conflict.passage == "jyotiba phule"
    assert other_doer(claim.replace("B.R. Ambedkar", "Jyotiba Phule"), book) is None
    assert ContradictionChecker([book]).judge(claim).contradicted


def test_another_thing_done_by_the_same_doer_is_a_conflict() -> None:
    claim = "Rammohun Roy publish the Samachar Chandrika to oppose the Hindu orthodoxy"
    conflict = other_doer(claim, PAPERS)
    assert conflict is not None and conflict.passage == "kaumudi sambad"
    assert other_doer("Rammohun Roy published the Sambad Kaumudi", PAPERS) is None


@pytest.mark.parametrize(
    "claim",
    [
        # another deed: what the claim ends on is not in the sentence
        "In 1674, the English Mathematician Sir Jonas Moore first used the abbreviated "
        "notation ‘cos’.",
        "Al-Khwarizmi derived the quadratic formula",  # of the sentence about his studies
    ],
)
def test_other_deeds_are_no_conflict(claim: str) -> None:
    assert other_doer(claim, GUNTER) is None
    assert other_doer(claim, ARAB) is None


def test_a_passage_that_says_the_claims_own_deed_overrules() -> None:
    claim = "Sridharacharya derived the quadratic formula"
    assert doing_said(claim, SRIDHARA)
    assert not doing_said("Al-Khwarizmi derived the quadratic formula", SRIDHARA)
    checker = ContradictionChecker([f"{SRIDHARA} {ARAB}"])
    assert checker.judge(
        "Al-Khwarizmi derived the quadratic formula by the method of completing the square"
    ).contradicted
    both = ContradictionChecker([SRIDHARA, "Al-Khwarizmi derived the quadratic formula too."])
    assert not both.judge(
        "Al-Khwarizmi derived the quadratic formula by the method of completing the square"
    ).contradicted


EXPLICIT = (
    "If we have an explicit formula, we can find the value of a term without having to know "
    "the value of previous terms!"
)


def test_a_claim_denied_as_a_whole_agrees_with_a_denial() -> None:
    checker = ContradictionChecker([EXPLICIT])
    # "why don't we need to know …" → "… not": the book denies the need too
    agrees = "we need to know the previous terms of a sequence to use its explicit formula not"
    assert not checker.judge(agrees).contradicted
    # "why do we need to know …": the book says we do not
    assert checker.judge(
        "we need to know all the previous terms of a sequence to use its explicit formula"
    ).contradicted
    zero = ContradictionChecker(
        [
            "This fixed number is called the common difference of the AP. Remember that it can "
            "be positive, negative or zero."
        ]
    )
    assert zero.judge("the common difference of an AP be zero not").contradicted


PRESS = (
    "In 1878, the Vernacular Press Act was passed, modelled on the Irish Press Laws. It "
    "provided the government with extensive rights to censor reports and editorials in the "
    "vernacular press."
)


def test_a_peoples_name_before_another_noun_is_not_replaced() -> None:
    checker = ContradictionChecker([PRESS])
    claim = "the Vernacular Press Act of 1878 let the government censor Indian newspapers"
    assert not checker.judge(claim).contradicted
    assert checker.judge(claim.replace("1878", "1857")).contradicted
    laws = ContradictionChecker(["The Act was modelled on the Irish Press Laws of that time."])
    assert laws.judge("The Act was modelled on the French Press Laws of that time").contradicted


def test_a_people_named_before_an_aside_is_replaced() -> None:
    """ "the Egyptians, who many people believe were the first …": the people's name stands
    alone (it does not qualify "many"), so the book's Babylonians contradict it."""
    checker = ContradictionChecker(
        ["Many people believe that Babylonians were the first to solve quadratic equations."]
    )
    claim = (
        "the Egyptians, who many people believe were the first to solve quadratic equations, "
        "handle problems that lead to an equation like x² – px + q = 0"
    )
    judged = checker.judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.conflicts[0].passage == "babylonian"
    assert not checker.judge(claim.replace("Egyptians", "Babylonians")).contradicted


LIBER = (
    "Abraham bar Hiyya Ha-Nasi, in his book ‘Liber embadorum’ published in Europe in C.E. 1145 "
    "gave complete solutions of different quadratic equations."
)


def test_a_named_work_given_to_another_author_is_a_conflict() -> None:
    claim = "Bhaskara II show about quadratic equations in his book 'Liber embadorum'"
    conflict = other_author(claim, LIBER)
    assert conflict is not None and conflict.claim == "bhaskara ii"
    assert ContradictionChecker([LIBER]).judge(claim).contradicted


@pytest.mark.parametrize(
    "claim",
    [
        "Abraham bar Hiyya Ha-Nasi gave solutions in his book 'Liber embadorum'",
        "The quadratic equations in the book 'Liber embadorum' were solved",  # no author
        "Bhaskara II solved quadratic equations",  # no work named
    ],
)
def test_the_same_author_or_no_author_or_no_work_is_no_conflict(claim: str) -> None:
    assert other_author(claim, LIBER) is None


HICKEY = (
    "But he also published a lot of gossip about the Company’s senior officials in India. "
    "Enraged by this, Governor-General Warren Hastings persecuted Hickey, and encouraged the "
    "publication of officially sanctioned newspapers."
)


def test_the_deed_the_other_way_round_is_a_conflict() -> None:
    claim = (
        "James Augustus Hickey persecuted Governor-General Warren Hastings after Hastings "
        "published gossip about the Company's senior officials in the Bengal Gazette"
    )
    conflict = other_doer(claim, HICKEY)
    assert conflict is not None and conflict.kind == "order"
    assert ContradictionChecker([HICKEY]).judge(claim).contradicted
    true = "Governor-General Warren Hastings persecuted James Augustus Hickey after he published"
    assert other_doer(true, HICKEY) is None
