"""An answer's equation the sources write only in another worked example than the one the
question names (``example_named.equation_of_another``): heldout74 ft74-12 was answered
"… satisfies is 3x2 – 2x + 1 = 0 [1]" for Example 8, Example 9's equation in the passage
where Example 8 ends, and it passed as grounded."""

from __future__ import annotations

from tests.unit.test_exercise_working import ALIGNER
from tests.unit.test_validation_policy import source
from tutorapp.core.validation.quality import assess

# jemh104 p. 46: the end of Example 8 and the start of Example 9 in one passage
ENDS = (
    "So, the distance x of the pole from gate B satisfies the equation x2 + 7x – 60 = 0. "
    "Thus, the pole has to be erected on the boundary of the park at a distance of 5m from "
    "the gate B. Example 9 : Find the discriminant of the equation 3x2 – 2x + 1 3 = 0 and "
    "hence find the nature of its roots."
)
QUESTION = (
    "In Example 8 of Quadratic Equations (the pole on the boundary of a circular park), which "
    "quadratic equation does the distance x of the pole from gate B satisfy?"
)


def _other(answer: str, question: str = QUESTION) -> list[str]:
    found = assess(answer, question, [source(ENDS, 1, 46)], ALIGNER)
    return [f.detail for f in found.findings if f.check == "other_example"]


def test_an_equation_of_the_next_example_fails_its_sentence() -> None:
    wrong = "The distance x of the pole from gate B satisfies the equation 3x2 – 2x + 1 = 0 [1]."
    assert _other(wrong) == ["9"]
    right = "The distance x of the pole from gate B satisfies the equation x2 + 7x – 60 = 0 [1]."
    assert _other(right) == []
    # (asked of Example 9 itself, its own equation)
    assert _other(wrong, QUESTION.replace("Example 8", "Example 9")) == []
    # (a question naming no example: nothing to tell the examples by)
    assert _other(wrong, "Which equation does the distance of the pole satisfy?") == []
