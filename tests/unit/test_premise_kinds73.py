"""Claims from heldout73 the checks now read as the book says them, each beside its true
counterpart, which must stand: a figure's side named with another label (fp73-06), a thing
written with another letter (fp73-01), and the one equation of the exercise part a student
names ("q1 part (v)", fp73-10)."""

from __future__ import annotations

from tutorapp.core.retrieval.exercises import asked_item
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.lettered import lettered_otherwise
from tutorapp.core.validation.posed import in_asked_item
from tutorapp.core.validation.relabelled import relabelled
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement


def _judged(claim: str, *passages: str) -> Judgement:
    return ContradictionChecker(list(passages)).judge(claim)


# jemh108 p. 124
CLOSE = (
    "The point A gets closer to point B. Finally when ∠ A is very close to 90°, ∠ C becomes "
    "very close to 0° and the side AC almost coincides with side BC (see Fig. 8.18)."
)


def test_a_side_named_with_another_label() -> None:
    found = list(enumerate(units(CLOSE)))
    wrong = relabelled("when angle A is close to 90°, side AC almost coincides with side AB", found)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("AB", "BC")]
    # (the same letters in another order name the same side)
    assert relabelled("the side AC almost coincides with side CB", found) is None
    assert not _judged(
        "side AC almost coincides with side BC when A is close to 90°", CLOSE
    ).contradicted
    # (too few other words shared: another figure's side)
    assert relabelled("it coincides with side AB", found) is None


# jesc109 p. 150
LETTERS = (
    "The centre of curvature of a lens is usually represented by the letter C. The central "
    "point of a lens is its optical centre. It is usually represented by the letter O."
)


def test_a_thing_written_with_another_letter() -> None:
    found = list(enumerate(units(LETTERS)))
    wrong = lettered_otherwise(
        "for a lens the centre of curvature is written as O and the optical centre as C", found
    )
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("O", "C")]
    assert lettered_otherwise("the centre of curvature of a lens is written as C", found) is None
    assert not _judged(
        "the centre of curvature of a lens is represented by C", LETTERS
    ).contradicted


# jemh104 p. 44
EXERCISE = (
    "EXERCISE 4.2 1. Find the roots of the following quadratic equations by factorisation: "
    "(i) x2 – 3x – 10 = 0 (ii) 2x2 + x – 6 = 0 (iv) 2x2 – x + 1 8 = 0 (v) 100x2 – 20x + 1 = 0 "
    "2. Solve the problems given in Example 1."
)


def test_the_one_equation_of_the_part_named() -> None:
    question = "exercise 4.2 q1 part (v) is 100x² + 20x + 1 = 0 right?"
    item = asked_item(question, [EXERCISE])
    assert item is not None and item.text.endswith("(v) 100x2 – 20x + 1 = 0")
    assert "(ii)" not in item.text
    claim = "exercise 4.2 q1 part (v) is 100x² + 20x + 1 = 0"
    judged = in_asked_item(item, claim, _judged(claim, "Nothing here."), ContradictionThresholds())
    assert judged.contradicted and judged.evidence is not None
    assert [c.passage for c in judged.evidence.conflicts] == ["100x2 – 20x + 1 = 0"]
    right = in_asked_item(
        item,
        "q1 part (v) is 100x² – 20x + 1 = 0",
        _judged(claim, "Nothing."),
        ContradictionThresholds(),
    )
    assert not right.contradicted
    # (a whole question of many equations: one at odds is no word on the claim)
    whole = asked_item("exercise 4.2 q1 is 100x² + 20x + 1 = 0", [EXERCISE])
    assert whole is not None and "(ii)" in whole.text
    other = in_asked_item(whole, claim, _judged(claim, "Nothing."), ContradictionThresholds())
    assert not other.contradicted
