"""A question about one of the book's exercises is not worked out by the model
(``quality._working_an_exercise``): heldout51 ft51-10 got "after the 2nd hour … = 30 × 2^1 =
60" for bacteria that double every hour from 30 (the book's answer is 120), a grounded-looking
sentence the book's text seemed to back."""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tests.unit.test_validation_policy import source
from tutorapp.core.validation.quality import assess
from tutorapp.core.validation.support import SupportAligner, SupportThresholds

GP = (
    "A sequence in which each term is obtained by multiplying the previous term by a fixed "
    "number is called a geometric progression. The number of bacteria in a culture doubles "
    "every hour, so the numbers of bacteria form a geometric progression with ratio 2."
)
WORKED = "After the 2nd hour, the number of bacteria is 30 × 2 = 60 [1]."
METHOD = "The numbers of bacteria form a geometric progression with ratio 2 [1]."
ALIGNER = SupportAligner(
    HashingEmbedder(), SupportThresholds(combined=0.4, lexical_floor=0.3, semantic_floor=0.3)
)


def test_a_number_worked_out_for_an_exercise_fails_its_sentence() -> None:
    question = (
        "in the bacteria question at the end of the sequences chapter, 30 bacteria double "
        "every hour, right? how many will there be after the 2nd hour?"
    )
    found = assess(f"{METHOD} {WORKED}", question, [source(GP, 1, 190)], ALIGNER)
    assert found.good(0)  # (the book's method, in numbers the question gives)
    assert not found.good(1)
    assert [f.detail for f in found.findings if f.check == "works_the_exercise"] == ["60"]


def test_the_same_working_for_a_question_of_ones_own_is_judged_as_before() -> None:
    question = "30 bacteria double every hour. How many will there be after the 2nd hour?"
    found = assess(WORKED, question, [source(GP, 1, 190)], ALIGNER)
    assert not [f for f in found.findings if f.check == "works_the_exercise"]


ODD = (
    "4. Find the odd one out and say why. (i) Tourist guide, dhobi, tailor, potter "
    "(ii) Teacher, doctor, vegetable vendor, lawyer (iv) MTNL, Indian Railways, Air India, "
    "Jet Airways, All India Radio"
)
LISTED = "Part (iv) lists MTNL, Indian Railways, Air India, Jet Airways, All India Radio [1]."


def test_an_exercise_answered_in_words_fails_its_sentence() -> None:
    """heldout73 ft73-12: every word of "The odd one out is MTNL, …, All India Radio" (the
    whole list) is the exercise's, and the book answers nothing."""
    question = (
        "Which organisations are listed in part (iv) of the 'Find the odd one out' exercise "
        "in the chapter Sectors of the Indian Economy?"
    )
    verdict = (
        "The odd one out is MTNL, Indian Railways, Air India, Jet Airways, All India Radio [1]."
    )
    found = assess(f"{LISTED} {verdict}", question, [source(ODD, 1, 36)], ALIGNER)
    assert found.good(0)
    assert not found.good(1)
    assert [f.detail for f in found.findings if f.check == "works_the_exercise"] == [
        "odd one out is"
    ]


def test_the_same_words_for_a_question_of_ones_own_are_judged_as_before() -> None:
    question = "Which of MTNL, Indian Railways, Air India, Jet Airways is the odd one out?"
    verdict = "The odd one out is Jet Airways [1]."
    found = assess(verdict, question, [source(ODD, 1, 36)], ALIGNER)
    assert not [f for f in found.findings if f.check == "works_the_exercise"]
