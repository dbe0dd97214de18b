"""A question the book asks the reader backs no answer sentence (fp57-05)."""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tests.unit.test_validation_policy import source
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.support import SupportAligner, asks, source_units

ACTIVITY = (
    "What happens to the size of the image when the candle is placed too far away from the "
    "lens. What conclusion can you draw from this Activity? A concave lens will always give a "
    "virtual, erect and diminished image, irrespective of the position of the object."
)
ECHO = (
    "The size of the image is always larger when the candle is placed too far away from the "
    "lens [1]."
)


def test_questions_are_known_with_or_without_their_mark() -> None:
    assert asks("What conclusion can you draw from this Activity?")
    assert asks("What happens to the size of the image when the candle is placed far away.")
    assert asks("Why does the pencil appear to be bent at the interface")
    assert asks("Can you think of a reason for this.")
    assert not asks("What we see is the image formed by the lens.")
    assert not asks("When the object is at C, the image is formed at C.")
    assert not asks("How fast a wire heats depends on its resistance.")


def test_a_question_alone_is_no_unit_but_with_its_answer_it_is() -> None:
    units = source_units(ACTIVITY)
    assert not any(u.startswith("What happens") for u in units)
    answer = "A concave lens will always give a virtual, erect and diminished image"
    assert [u for u in units if u.startswith("What conclusion")] == [
        next(u for u in units if u.startswith("What conclusion") and answer in u)
    ]
    assert units[0].startswith(answer)


def test_a_sentence_that_echoes_the_books_question_is_not_supported() -> None:
    aligner = SupportAligner(HashingEmbedder())
    support, _ = aligner.align(split_answer(ECHO), [source(ACTIVITY, 1, 153)])
    assert not support[0].supported
    stated = "A concave lens will always give a virtual, erect and diminished image [1]."
    support, _ = aligner.align(split_answer(stated), [source(ACTIVITY, 1, 153)])
    assert support[0].supported
