"""False premises of kinds first met in the unseen sets heldout21–23, each with its true
twin, written from the book's own sentences: a reason the student offers after a "why"
("Why did X? Was it because Y?"), read as the claim "X because Y" and judged against the
book's reason, including reasons the book gives with "as he could not …" and with
"Y. Therefore, X"."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

WOOD = (
    "Thomas Wood, a Yorkshire mechanic, narrated how he would rent old newspapers and read "
    "them by firelight in the evenings as he could not afford candles. Newspapers were often "
    "read out aloud to others. Some workers set up small libraries in their homes."
)
NO_ROOTS = (
    "If b2 – 4ac < 0, then there is no real number whose square is b2 – 4ac. Therefore, "
    "there are no real roots for the given quadratic equation in this case. Quadratic "
    "formula: The roots of a quadratic equation ax2 + bx + c = 0 are given by the formula, "
    "provided b2 – 4ac ≥ 0."
)


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        (
            "why did thomas wood read old newspapers by firelight? was it because candles "
            "were banned in workers' homes?",
            "thomas wood read old newspapers by firelight because candles were banned in "
            "workers' homes",
        ),
        (
            "why does a quadratic equation have no real roots when b2 – 4ac < 0? is it "
            "because the quadratic formula then makes us divide by zero?",
            "a quadratic equation have no real roots when b2 – 4ac < 0 because the quadratic "
            "formula then makes us divide by zero",
        ),
        (
            "Plants bend towards light. Is this because auxin is made on the lit side?",
            "Plants bend towards light because auxin is made on the lit side",
        ),
        (
            "why do leaves droop when touched? is it due to a loss of water in the cells?",
            "leaves droop when touched due to a loss of water in the cells",
        ),
    ],
)
def test_a_reason_offered_after_a_why_is_the_claim(question: str, claim: str) -> None:
    found = presupposition(question)
    assert found is not None
    assert found.claim == claim
    assert found.form is PremiseForm.TAG
    # (not "loaded" for its reason alone: where the passages found miss the book's reason,
    # "Your textbook does not say …" would be untrue of a true one — heldout23 ft23-16)
    assert found.loaded is ("<" in claim)


def test_a_plain_question_after_a_question_offers_no_reason() -> None:
    found = presupposition("What is a reflex arc? Is it because of the spinal cord?")
    assert found is None or "because" not in found.claim


@pytest.mark.parametrize(
    ("passage", "false", "true"),
    [
        (
            WOOD,
            "thomas wood read old newspapers by firelight in the evenings because candles "
            "were banned in workers' homes",
            "thomas wood read old newspapers by firelight in the evenings because he could "
            "not afford candles",
        ),
        (
            NO_ROOTS,
            "a quadratic equation has no real roots when b2 – 4ac < 0 because the quadratic "
            "formula then makes us divide by zero",
            "a quadratic equation has no real roots when b2 – 4ac < 0 because there is no "
            "real number whose square is b2 – 4ac",
        ),
    ],
)
def test_another_reason_than_the_books_as_or_therefore(passage: str, false: str, true: str) -> None:
    checker = ContradictionChecker([passage])
    assert checker.judge(false).verdict is Verdict.CONTRADICTED
    assert checker.judge(true).verdict is not Verdict.CONTRADICTED


def test_the_therefore_correction_quotes_the_reason_with_it() -> None:
    judgement = ContradictionChecker([NO_ROOTS]).judge(
        "a quadratic equation has no real roots when b2 – 4ac < 0 because the quadratic "
        "formula then makes us divide by zero"
    )
    assert judgement.evidence is not None
    assert "no real number whose square" in judgement.evidence.unit.display


def test_as_a_comparison_is_no_reason() -> None:
    """ "as" without a clause of its own ("as well as", "as a result", "such as") gives no
    reason to set against the student's."""
    passage = (
        "The forebrain is the main thinking part of the brain as well as the seat of "
        "memory, such as the memory of faces."
    )
    checker = ContradictionChecker([passage])
    claim = "the forebrain is the main thinking part of the brain because it is the largest part"
    assert checker.judge(claim).verdict is not Verdict.CONTRADICTED


def test_a_why_question_with_the_students_reason_is_corrected() -> None:
    check = PremiseChecker().check(
        "why did thomas wood read old newspapers by firelight in the evenings? was it because "
        "candles were banned in workers' homes?",
        [WOOD],
    )
    assert check is not None and check.contradicted
    assert check.quote is not None and "afford candles" in check.quote
    twin = PremiseChecker().check(
        "why did thomas wood read old newspapers by firelight in the evenings? was it because "
        "he could not afford candles?",
        [WOOD],
    )
    assert twin is not None and not twin.contradicted


def test_a_tag_left_on_the_claim_is_no_denial() -> None:
    """ "… desert areas. isn't it?": the "isn't" is the student's tag, not a "not" of the
    claim's (heldout23 ft23-09 was "contradicted" by its own gold sentence)."""
    found = presupposition(
        "our geography teacher said waste land means rocky, arid and desert areas. isn't it? "
        "then what is land put to other non-agricultural uses?"
    )
    assert found is not None and found.claim == "waste land means rocky, arid and desert areas"
    said = presupposition("sir said 2 is the only even prime, na? why?")
    assert said is not None and said.claim == "2 is the only even prime"
    kept = presupposition("my teacher said the converse is true, right?")
    assert kept is not None and kept.claim == "the converse is true"


def test_a_list_the_book_writes_as_sums_is_no_other_list() -> None:
    book = (
        "We may rewrite the triangular numbers in the form of sums of natural numbers as "
        "1 = 1, 3 = 1 + 2, 6 = 1 + 2 + 3, 10 = 1 + 2 + 3 + 4, and so on."
    )
    checker = ContradictionChecker([book])
    assert not checker.judge(
        "the triangular numbers 1, 3, 6, 10, 15 are the sums of the natural numbers"
    ).contradicted
    assert checker.judge(
        "the triangular numbers 1, 3, 6, 10, 15 are the sums of the odd numbers"
    ).contradicted


def test_an_and_inside_brackets_splits_nothing() -> None:
    """ "(20 Ω lamp and 4 Ω conductor …)" is an aside: the claim's halves are the two values
    it gives, as the book's are (heldout23 ft23-17 was "contradicted" as a crossed pair)."""
    book = (
        "Example 11.7 An electric lamp, whose resistance is 20 Ω, and a conductor of 4 Ω "
        "resistance are connected to a 6 V battery. "
        "Applying Ohm's law to the electric lamp and conductor separately, we get potential "
        "difference across the electric lamp, V1 = 20 Ω × 0.25 A = 5 V; and, that across the "
        "conductor, V2 = 4 Ω × 0.25 A = 1 V."
    )
    claim = (
        "in example 11.7 (20 Ω lamp and 4 Ω conductor in series with a 6 V battery) the "
        "potential difference across the lamp comes out 5 V and across the conductor 1 V"
    )
    assert not ContradictionChecker([book]).judge(claim).contradicted


@pytest.mark.parametrize(
    ("book", "false", "true"),
    [
        (
            "The conventions are as follows – (i) The object is always placed to the left of "
            "the mirror. This implies that the light from the object falls on the mirror from "
            "the left-hand side.",
            "light from the object falls on the mirror from the right-hand side",
            "light from the object falls on the mirror from the left-hand side",
        ),
        (
            "Such animal hormones are part of the endocrine system which constitutes a second "
            "way of control and coordination in our body.",
            "animal hormones like adrenaline are part of the nervous system",
            "animal hormones like adrenaline are part of the endocrine system",
        ),
        (
            "The Friend of India refused a government subsidy, fearing that this would force "
            "it to be obedient to government commands.",
            "the Friend of India accepted a government subsidy",
            "the Friend of India refused a government subsidy",
        ),
    ],
)
def test_opposites_and_kinds_first_met_in_heldout23(book: str, false: str, true: str) -> None:
    checker = ContradictionChecker([book])
    assert checker.judge(false).contradicted
    assert not checker.judge(true).contradicted


PRINT_IN_JAPAN = (
    "1 Print in Japan Buddhist missionaries from China introduced hand-printing technology "
    "into Japan around AD 768-770. The oldest Japanese book, printed in AD 868, is the "
    "Buddhist Diamond Sutra. Jesuit priests learnt Konkani and printed several tracts."
)


@pytest.mark.parametrize(
    "claim",
    [
        "Jesuit priests from China introduced hand-printing technology into Japan",
        "In AD 768, Jesuit priests introduced hand-printing technology into Japan",
    ],
)
def test_another_of_the_chapters_doers(claim: str) -> None:
    """An answer sentence that gives the book's deed to another of the chapter's actors
    (heldout21 fp21-08's answer) is contradicted, though it holds every word of the deed."""
    judgement = ContradictionChecker([PRINT_IN_JAPAN]).judge(claim)
    assert judgement.contradicted
    assert judgement.evidence is not None and "Buddhist" in judgement.evidence.unit.display


@pytest.mark.parametrize(
    "claim",
    [
        "Buddhist missionaries from China introduced hand-printing technology into Japan",
        "Buddhist missionaries introduced hand-printing technology into Japan",
        # a doer the passages never name: perhaps the book's in other words
        "Chinese monks introduced hand-printing technology into Japan",
        # the book's doer with a word of its own
        "Buddhist monks from China introduced hand-printing technology into Japan",
    ],
)
def test_the_books_doer_or_an_unknown_one_is_no_other_doer(claim: str) -> None:
    assert not ContradictionChecker([PRINT_IN_JAPAN]).judge(claim).contradicted


def test_a_verb_is_no_doer() -> None:
    """ "started bringing out" against "they brought out": the words before the deed are the
    claim's verb, and "they" points elsewhere."""
    book = (
        "With the onset of the Great Depression in the 1930s, publishers feared a decline in "
        "book purchases. To sustain buying, they brought out cheap paperback editions."
    )
    checker = ContradictionChecker([book])
    claim = "publishers in the 1930s started bringing out cheap paperback editions"
    assert not checker.judge(claim).contradicted


def test_words_after_a_preposition_are_no_deed() -> None:
    """ "people in | rural areas were guaranteed …" against "… work in | rural areas were
    guaranteed …": the words before "rural areas" end in "in", so they are no doer."""
    book = (
        "Under MGNREGA 2005, all those who are able to, and are in need of, work in rural "
        "areas were guaranteed 100 days of employment in a year by the government."
    )
    claim = (
        "Under MGNREGA 2005, people in rural areas were guaranteed 100 days of employment in a "
        "year."
    )
    assert not ContradictionChecker([book]).judge(claim).contradicted


def test_a_worked_examples_therefore_and_a_make_up_are_no_reason() -> None:
    """A "Therefore, …" after a step of working concludes the working, and "As a result, …"
    is no reason for what a thing is made of (heldout15 ft15-13, heldout16 ft16-04)."""
    worked = (
        "Solution : (ii) LHS = (x – 2)2 + 1 = x2 – 4x + 4 + 1 = x2 – 4x + 5. Therefore, the "
        "given equation is a quadratic equation."
    )
    claim = (
        "(x – 2)² + 1 = 2x – 3 is a quadratic equation because an x² term is still left when "
        "you expand it"
    )
    assert not ContradictionChecker([worked]).judge(claim).contradicted
    sector = (
        "The unorganised sector is characterised by small and scattered units which are "
        "largely outside the control of the government. They adopt such strategies to evade "
        "taxes and refuse to follow laws that protect labourers. As a result, a large number "
        "of workers are forced to enter the unorganised sector jobs, which pay a very low "
        "salary."
    )
    made_of = "The unorganised sector is made up of small units spread all over the country"
    assert not ContradictionChecker([sector]).judge(made_of).contradicted


WASTE_LAND = (
    "A part of the land is termed as waste land and land put to other non-agricultural uses. "
    "Waste land includes rocky, arid and desert areas and land put to other non-agricultural "
    "uses includes settlements, roads, railways, industry etc."
)


@pytest.mark.parametrize(
    "claim",
    [
        "waste land means land used for settlements, roads, railways and industry",
        # the model's sentence that agreed with heldout23 fp23-09
        "The student is correct that waste land includes settlements, roads, railways, and "
        "industry",
    ],
)
def test_one_things_list_given_to_the_other(claim: str) -> None:
    judgement = ContradictionChecker([WASTE_LAND]).judge(claim)
    assert judgement.contradicted


@pytest.mark.parametrize(
    "claim",
    [
        "waste land means rocky, arid and desert areas",
        "land put to other non-agricultural uses includes settlements, roads and railways",
    ],
)
def test_each_things_own_list_is_no_crossing(claim: str) -> None:
    assert not ContradictionChecker([WASTE_LAND]).judge(claim).contradicted
