"""Contradictions are looked for in every passage retrieved, not only in those the model was
shown: heldout30's fp30-05 ("for resistors in parallel we just add them up …, right?") was
answered "The total resistance for resistors in parallel is the sum of their individual
resistances [1]." and accepted, because the series sentence that contradicts it had been left
out of the model's sources for room."""

from __future__ import annotations

from tests.doubles import HashingEmbedder
from tests.unit.test_validation_policy import source
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.validation.policy import Validator

PARALLEL = (
    "Let Rp be the equivalent resistance of the parallel combination of resistors. By applying "
    "Ohm's law to the parallel combination of resistors, we have I = V/Rp."
)
SERIES = (
    "Thus, we may conclude that when several resistors are joined in series, the resistance of "
    "the combination Rs equals the sum of their individual resistances, R1, R2, R3, and is thus "
    "greater than any individual resistance."
)
QUESTION = "for resistors in parallel we just add them up, right? what is the total?"
ANSWER = (
    "The total resistance for resistors in parallel is the sum of their individual resistances [1]."
)


def test_a_passage_the_model_was_not_shown_still_contradicts_a_sentence() -> None:
    validator = Validator(HashingEmbedder(), AnswerSettings())
    shown = [source(PARALLEL, 1, 186)]
    alone = validator.judge(ANSWER, QUESTION, shown)
    assert "contradicted" not in alone.checks
    checked = validator.judge(ANSWER, QUESTION, shown, retrieved=[PARALLEL, SERIES])
    assert "contradicted" in checked.checks
    assert not checked.usable
