"""Crossed pairs: a claim whose halves swap what the book's sentence pairs (``pairing``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.agents import agent_named, other_actor, other_agent
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.pairing import (
    applied_ratio,
    cause_and_effect,
    crossed,
    halves,
    reversed_cause,
    reversed_direction,
    swapped_kind,
    transposed,
)

SENSES = "So gustatory receptors will detect taste while olfactory receptors will detect smell."
PUBERTY = (
    "These changes associated with puberty are because of the secretion of testosterone in "
    "males and oestrogen in females."
)
SOILS = (
    "According to their age alluvial soils can be classified as old alluvial (Bangar) and "
    "new alluvial (Khadar)."
)


def test_swapped_pairs_are_crossed() -> None:
    claim = "Olfactory receptors detect taste while gustatory receptors detect smell."
    conflict = crossed(claim, SENSES)
    assert conflict is not None and conflict.kind == "order"
    assert (
        crossed(
            "The changes of puberty are caused by oestrogen in males and testosterone in females.",
            PUBERTY,
        )
        is not None
    )
    assert (
        crossed("Old alluvial soil is called khadar and new alluvial soil is called bangar.", SOILS)
        is not None
    )
    # a student's "boys" and "girls" are the book's "males" and "females"; words of their
    # own ("at around 10-12 yrs") do not hide the crossing
    claim = (
        "puberty changes at around 10-12 yrs happen becuase of oestrogen in boys and "
        "testosterone in girls"
    )
    assert crossed(claim, PUBERTY) is not None
    assert (
        crossed(
            claim.replace("oestrogen", "X")
            .replace("testosterone", "oestrogen")
            .replace("X", "testosterone"),
            PUBERTY,
        )
        is None
    )


def test_the_book_s_pairing_in_other_words_or_order_is_not_crossed() -> None:
    assert (
        crossed("Gustatory receptors detect taste while olfactory receptors detect smell.", SENSES)
        is None
    )
    assert (
        crossed("Olfactory receptors detect smell, while gustatory receptors detect taste.", SENSES)
        is None
    )
    # the rest of the sentence moved around its pairs
    assert (
        crossed(
            "Testosterone in males and oestrogen in females cause the changes of puberty.", PUBERTY
        )
        is None
    )
    assert (
        crossed("Old alluvial soil is called bangar and new alluvial soil is called khadar.", SOILS)
        is None
    )


def test_a_claim_of_one_statement_or_about_other_things_is_not_judged() -> None:
    assert crossed("Olfactory receptors detect taste.", SENSES) is None
    claim = "The tongue detects taste while the nose and the skin detect smell and touch."
    assert crossed(claim, SENSES) is None


def test_a_list_s_and_does_not_split_a_sentence() -> None:
    assert len(halves("The nature, position and relative size of the image is in a table.")) == 1
    assert len(halves(SENSES)) == 2
    numbered = halves("Solution R1 = 5 and R2 = 10 are resistors in series.")
    assert len(numbered) == 2 and "10" in numbered[1]  # no list: "R1 = 5" is no item


def test_the_checker_finds_the_crossing_in_a_passage() -> None:
    checker = ContradictionChecker([f"Our senses help us. {SENSES} Both are chemical senses."])
    judged = checker.judge(
        "Olfactory receptors detect taste while gustatory receptors detect smell."
    )
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display == SENSES
    assert not checker.judge(
        "Gustatory receptors detect taste while olfactory receptors detect smell."
    ).contradicted


IODINE = "Iodine is necessary for the thyroid gland to make thyroxin hormone."


def test_two_words_in_each_other_s_places_are_transposed() -> None:
    claim = "Thyroxin is necessary for the thyroid gland to make iodine."
    conflict = transposed(claim, IODINE)
    assert conflict is not None and conflict.kind == "order"
    assert ContradictionChecker([IODINE]).judge(claim).contradicted


def test_roles_that_may_turn_with_the_wording_are_not_transposed() -> None:
    assert transposed("Iodine is necessary for the thyroid gland to make thyroxin.", IODINE) is None
    # a passive, a symmetric pair, neighbouring words
    book = "The pancreas secretes insulin into the blood stream."
    assert transposed("Insulin is secreted by the pancreas into the blood stream.", book) is None
    book = "The angle between line one and line two is acute here."
    assert transposed("The angle between line two and line one is acute here.", book) is None
    book = "A finite arithmetic progression has a last term."
    assert transposed("An arithmetic finite progression has a last term.", book) is None


SOIL = (
    "Due to its high fertility, regions of alluvial soils are intensively cultivated and "
    "densely populated."
)


def test_a_cause_given_as_the_effect_is_reversed() -> None:
    claim = (
        "Because they are intensively cultivated and densely populated, regions of alluvial "
        "soil have high fertility."
    )
    assert reversed_cause(claim, SOIL) is not None
    assert ContradictionChecker([SOIL]).judge(claim).contradicted


def test_the_book_s_cause_in_other_words_is_not_reversed() -> None:
    assert (
        reversed_cause("Alluvial soils are densely populated because of their fertility.", SOIL)
        is None
    )
    assert reversed_cause("Because of high fertility, alluvial soils are cultivated.", SOIL) is None
    book = "These changes of puberty are caused by the secretion of testosterone in males."
    assert cause_and_effect(book) is not None
    claim = "Testosterone secreted in males leads to the changes of puberty."
    assert reversed_cause(claim, book) is None  # the passive names its cause second
    assert reversed_cause("The changes of puberty lead to testosterone in males.", book)


SEQUENCE = (
    "That’s right, it is the Virahānka–Fibonacci sequence! It was first written down "
    "explicitly and studied by Virahānka in his work Vṛttajātisamuchaya in the 7th century CE."
)


def test_someone_else_named_as_the_one_who_did_it() -> None:
    claim = "The sequence was first written down by the Italian mathematician Fibonacci."
    conflict = other_agent(claim, SEQUENCE)
    assert conflict is not None and conflict.kind == "entity"
    assert other_agent("The sequence was first written down by Virahanka.", SEQUENCE) is None
    gazette = (
        "The first to appear was the weekly Bengal Gazette, brought out by Gangadhar "
        "Bhattacharya, who was close to Rammohun Roy."
    )
    assert other_agent("The weekly Bengal Gazette was brought out by Rammohun Roy.", gazette)
    assert (
        other_agent("The Bengal Gazette was brought out by Gangadhar Bhattacharya.", gazette)
        is None
    )


def test_another_agent_is_no_contradiction_when_the_book_names_the_claim_s_too() -> None:
    later = "It was later studied by Gopala, Hemachandra and Fibonacci."
    claim = "The sequence was studied by Fibonacci."
    assert agent_named(claim, later)
    checker = ContradictionChecker([f"{SEQUENCE} {later}"])
    assert not checker.judge(claim).contradicted
    assert checker.judge(
        "The sequence was first written down by the Italian mathematician Fibonacci."
    ).contradicted


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        (
            "So if the radius of curvature is 20 cm, then the focal length is 2 × 20 = 40 cm.",
            "the focal length is twice the radius of curvature",
        ),
        ("If R = 20 cm, f = 20/2 = 10 cm.", "f is half R"),
        ("If the base is 6, the height is 3 x 6 = 18.", "the height is thrice the base"),
        (
            "So if the radius of curvature is 20 cm, then the focal length is 40 cm.",
            "the focal length is twice the radius of curvature",
        ),
        ("If the base is 6 cm, the height is 3 cm.", "the height is half the base"),
        ("If x is 3, then y is 4.", None),
        ("If x is 0, then y is 4.", None),
        ("The focal length is 2 × 20 = 40 cm.", None),
    ],
)
def test_a_worked_example_says_the_ratio_it_applies(sentence: str, said: str | None) -> None:
    assert applied_ratio(sentence) == said


SHIFT = (
    "In the past 100 years, there has been a further shift from secondary to tertiary sector "
    "in developed countries."
)


def test_a_move_the_other_way_is_a_reversed_direction() -> None:
    claim = (
        "in developed countries there has been a shift from the tertiary sector back to the "
        "secondary sector in the past 100 years"
    )
    conflict = reversed_direction(claim, SHIFT)
    assert conflict is not None and conflict.kind == "order"
    assert ContradictionChecker([SHIFT]).judge(claim).contradicted


def test_the_same_way_or_another_thing_moving_is_no_reversed_direction() -> None:
    claim = "there has been a shift from secondary to tertiary sector in developed countries"
    assert reversed_direction(claim, SHIFT) is None
    book = "Electrons flow from the negative terminal to the positive terminal."
    assert reversed_direction("Current flows from positive to negative.", book) is None


SPINE = "This is the vertebral column or backbone which protects the spinal cord."


def test_a_deed_in_the_passive_given_to_another_doer_is_another_actor() -> None:
    claim = "the spinal cord is protected by the rib cage"
    conflict = other_actor(claim, SPINE)
    assert conflict is not None and conflict.kind == "entity"
    assert ContradictionChecker([SPINE]).judge(claim).contradicted


def test_the_book_s_own_doer_or_another_deed_is_no_other_actor() -> None:
    assert other_actor("the spinal cord is protected by the vertebral column", SPINE) is None
    assert other_actor("the spinal cord is protected by the backbone", SPINE) is None
    assert other_actor("the spinal cord is damaged by the rib cage", SPINE) is None


HYPOTHALAMUS = (
    "For example, when the level of growth hormone is low, the hypothalamus releases growth "
    "hormone releasing factor which stimulates the pituitary gland to release growth hormone."
)


def test_two_of_a_kind_swapped_whatever_the_order_of_the_rest() -> None:
    claim = (
        "the pituitary gland release growth hormone releasing factor to stimulate the "
        "hypothalamus when the level of growth hormone in the body is low"
    )
    found = swapped_kind(claim, HYPOTHALAMUS)
    assert found is not None and found.claim == "pituitary … hypothalamus"
    assert ContradictionChecker([HYPOTHALAMUS]).judge(claim).contradicted
    true = (
        "the hypothalamus release growth hormone releasing factor to stimulate the pituitary "
        "gland when the level of growth hormone in the body is low"
    )
    assert swapped_kind(true, HYPOTHALAMUS) is None
    assert not ContradictionChecker([HYPOTHALAMUS]).judge(true).contradicted


def test_a_swap_is_not_read_where_roles_turn_with_the_wording() -> None:
    # a passive names the doer after "by"; a sentence holding little of the claim says
    # nothing of its roles
    passive = "the pituitary gland is stimulated by the hypothalamus when growth hormone is low"
    assert swapped_kind(passive, HYPOTHALAMUS) is None
    few = "the pituitary gland makes more than the hypothalamus does in a day and a night"
    assert swapped_kind(few, HYPOTHALAMUS) is None
