"""An identity's left side the book writes equal to something else (``validation.sides``),
and the passage that holds the part of an exercise question a student names ("Q4 (viii)")
when the passage that sets the question ends before it (``retrieval.exercises.part_passage``):
heldout69 fp69-13's "… = 5 + tan^2 A + cot^2 A" and ft69-13's answer "… equals 1", against
Exercise 8.3's "(viii) … = 7 + tan2 A + cot2 A"."""

from __future__ import annotations

import pytest

from tutorapp.core.retrieval.exercises import part_passage
from tutorapp.core.types import Chunk, PassageKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.sides import chains, side_against
from tutorapp.core.validation.units import units

# jemh108 p. 131 as the library's passages have it (superscripts flattened, fractions laid flat)
PARTS = (
    "(vi) 1 sin A sec A + tan A 1 – sin A + = (vii) 3 3 sin 2 sin tan 2 cos cos θ− θ= θ θ− θ "
    "(viii) (sin A + cosec A)2 + (cos A + sec A)2 = 7 + tan2 A + cot2 A"
)


def test_maths_is_read_either_side_of_each_equals_sign_brackets_and_powers_too() -> None:
    assert chains(PARTS)[-1] == ("(cosa+seca)2+(sina+coseca)2", "7+cot2a+tan2a")
    # (carets, superscripts and the text layer's flattened powers fold alike; "equals" is "=")
    assert chains("so (sin A + cosec A)^2 + (cos A + sec A)² equals 7 + tan^2 A + cot² A") == (
        ("(cosa+seca)2+(sina+coseca)2", "7+cot2a+tan2a"),
    )
    # (maths typed without spaces is read as the book's, and a sum with a gap in full)
    assert chains("we get 2×(1+2+…+10) = 10 × 10") == (("2*(1+2+3+4+5+6+7+8+9+10)", "10*10"),)
    # (a part's mark before the maths is no part of it)
    assert chains("(i) (cosec θ – cot θ)2 = 1")[0][0] == "(cosecθ-cotθ)2"


@pytest.mark.parametrize(
    "claim",
    [
        "how do i prove (sin A + cosec A)^2 + (cos A + sec A)^2 = 5 + tan^2 A + cot^2 A "
        "from ex 8.3",
        "In Exercise 8.3, Q4 (viii), the expression (sin A + cosec A)² + (cos A + sec A)² "
        "equals 1.",
    ],
)
def test_the_left_side_the_book_writes_equal_to_another_expression(claim: str) -> None:
    judged = ContradictionChecker([PARTS]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert [c.kind.value for c in judged.evidence.conflicts] == ["formula"]
    assert "7+cot2a+tan2a" in judged.evidence.conflicts[0].passage


def test_the_books_own_identity_stands_whatever_the_order_of_its_words() -> None:
    # (part (vi)'s "sec A" before "cosec A" set the word order check against it)
    right = (
        "In Exercise 8.3, Q4 (viii), (sin A + cosec A)² + (cos A + sec A)² = 7 + tan² A + cot² A."
    )
    assert not ContradictionChecker([PARTS]).judge(right).contradicted


def test_a_side_the_books_chain_gives_is_no_conflict() -> None:
    chain = "LHS = (sin A + cos A)2 = sin2 A + cos2 A + 2 sin A cos A = 1 + 2 sin A cos A"
    found = [(0, u) for u in units(chain)]
    assert side_against("(sin A + cos A)^2 = 1 + 2 sin A cos A", found) is None
    assert side_against("(sin A + cos A)^2 = 2 + 2 sin A cos A", found) is not None
    # (a left side of one letter names nothing: "x = 5" against "x = 3" is for the word checks)
    assert side_against("x = 5", [(0, u) for u in units("Then x = 3 is a root.")]) is None


def _chunk(ordinal: int, text: str, kind: PassageKind = PassageKind.BODY) -> Chunk:
    return Chunk(
        id=f"jemh108@1#{ordinal:05d}",
        book_id="jemh108",
        ordinal=ordinal,
        page_index=10,
        printed_page=131,
        char_start=0,
        char_end=len(text),
        text=text,
        kind=kind,
    )


BOOK = [
    _chunk(
        69,
        "EXERCISE 8.3 1. Express the trigonometric ratios sin A, sec A and tan A …",
        PassageKind.EXERCISE,
    ),
    _chunk(
        70,
        "4. Prove the following identities … (i) (cosec θ – cot θ)2 = … (iii)",
        PassageKind.EXERCISE,
    ),
    _chunk(71, "(iv) 2 1 sec A sin A sec A 1 – cos A + = (v) cos A – sin A + 1 …"),
    _chunk(72, PARTS),
    _chunk(73, "EXERCISE 8.4 (viii) another exercise's part"),
]


def test_the_part_a_student_names_is_found_in_the_passages_after_the_question() -> None:
    question = "In Exercise 8.3, Q4 (viii), what does (sin A + cosec A)² + (cos A + sec A)² equal?"
    found = part_passage(question, BOOK[1], BOOK)
    assert found is not None and found.ordinal == 72
    # (a part the setting passage holds, or one past the next exercise's heading: none)
    assert part_passage(question.replace("(viii)", "(i)"), BOOK[1], BOOK) is None
    assert part_passage(question.replace("(viii)", "(ix)"), BOOK[1], BOOK) is None
    assert part_passage("In Exercise 8.3, Q4, what does it equal?", BOOK[1], BOOK) is None
