"""A sentence naming a worked example is backed only by that example (``example_named``):
heldout66 ft66-03 got Example 6's givens as Example 3's, accepted as grounded."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.test_exercise_working import ALIGNER
from tests.unit.test_validation_policy import source
from tutorapp.core.types import PassageKind as K
from tutorapp.core.validation.example_named import other_example, point_elsewhere
from tutorapp.core.validation.quality import assess, trimmed
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.support import SentenceSupport

EXAMPLE_6 = (
    "Example 6 : In Δ ABC, right-angled at B, AB = 5 cm and ∠ ACB = 30° (see Fig. 8.19). "
    "Determine the lengths of the sides BC and AC."
)
EXAMPLE_3 = (
    "Example 3 : Consider Δ ACB, right-angled at C, in which AB = 29 units, BC = 21 units and "
    "∠ ABC = θ (see Fig. 8.10)."
)
SOLUTION = "Solution : In Δ ACB, we have AC = √(AB² – BC²) = √(841 – 441) = 20 units."


def _found(answer: str, texts: list[str], backing: tuple[int, ...]) -> list[str]:
    sentences = split_answer(answer)
    sources = [source(text, n, 118 + n) for n, text in enumerate(texts, start=1)]
    support = [
        SentenceSupport(text=s.plain, supported=bool(backing), sources=backing) for s in sentences
    ]
    return [f.detail for f in other_example(sentences, support, sources)]


def test_another_example_s_givens_for_a_named_example_fail() -> None:
    answer = (
        "In Example 3 of Introduction to Trigonometry, the given sides of triangle ACB are "
        "AB = 5 cm and ∠ ACB = 30° [1]."
    )
    assert _found(answer, [EXAMPLE_6], (1,)) == ["6"]


def test_the_named_example_s_own_passages_back_it() -> None:
    answer = "In Example 3, AB = 29 units and BC = 21 units [1]."
    assert _found(answer, [EXAMPLE_3], (1,)) == []
    # (another example's passage beside it, or a solution continued from the page before)
    assert _found(answer, [EXAMPLE_6, EXAMPLE_3], (1, 2)) == []
    assert _found("In Example 3, AC = 20 units [1].", [SOLUTION], (1,)) == []
    # (a passage that opens on another example and names this one further on)
    assert _found(answer, [f"{EXAMPLE_6} {EXAMPLE_3}"], (1,)) == []


def test_sentences_naming_no_example_or_unsupported_are_left_alone() -> None:
    assert _found("AB = 5 cm and ∠ ACB = 30° [1].", [EXAMPLE_6], (1,)) == []
    assert _found("In Example 3, AB = 5 cm [1].", [EXAMPLE_6], ()) == []


def test_another_figure_s_caption_for_a_named_figure_fails_the_answer() -> None:
    # heldout66 ft66-13 on a17066d: Fig. 1's caption and text said of Fig. 21
    page = (
        "Fig. 1 – Book making before the age of print, from Akhlaq-i-Nasiri, 1595. This is a "
        "royal workshop in the sixteenth century, much before printing began in India. You can "
        "see the text being dictated, written and illustrated."
    )
    answer = (
        "Fig. 21 shows a royal workshop in the sixteenth century, much before printing began "
        "in India [1]. You can see the text being dictated, written and illustrated [1]."
    )
    assert _found(answer, [page], (1,)) == ["1"]
    assert _found("Fig. 1 shows a royal workshop [1].", [page], (1,)) == []
    assert _found("Fig. 21 shows a woodcut [1].", [f"{page} Fig. 21 – A woodcut."], (1,)) == []
    # (and nothing of such an answer is kept: its other sentences are the wrong figure's too)
    question = "What is shown in Fig. 21 of the Print Culture chapter?"
    found = assess(answer, question, [source(page, 1, 105)], ALIGNER)
    assert "other_example" in {f.check for f in found.findings}
    assert trimmed(found, question) is None


ACTIVITY_9_12 = (
    "Activity 9.12 Take a convex lens. Place a burning candle, far beyond 2F1 to the left. "
    "Obtain a clear sharp image on a screen on the opposite side of the lens."
)
MIRROR = (
    "Repeat the activity by placing the candle – (a) just beyond C, (b) at C, (c) between F "
    "and C, (d) at F, and (e) between P and F."
)
LATER = "What happens to the size of the image when the candle is placed too far away?"


def _activity_found(answer: str, backing: tuple[int, ...], later: bool = False) -> list[str]:
    sentences = split_answer(answer)
    texts = [MIRROR, ACTIVITY_9_12, *([LATER] if later else [])]
    sources = [source(text, n, 136 + n) for n, text in enumerate(texts, start=1)]
    sources[1] = replace(
        sources[1],
        hit=replace(sources[1].hit, chunk=replace(sources[1].hit.chunk, kind=K.ACTIVITY)),
    )
    if later:
        sources[2] = replace(
            sources[2],
            hit=replace(sources[2].hit, chunk=replace(sources[2].hit.chunk, kind=K.ACTIVITY)),
        )
    support = [SentenceSupport(text=s.plain, supported=True, sources=backing) for s in sentences]
    return [f.detail for f in other_example(sentences, support, sources)]


def test_a_named_activity_is_backed_only_by_an_activity() -> None:
    # heldout68 ft68-07: a concave mirror's activity said of Activity 9.12
    wrong = "In Activity 9.12, the burning candle is placed just beyond C [1]."
    assert _activity_found(wrong, (1,)) == ["not 9.12"]
    right = "In Activity 9.12, the burning candle is placed far beyond 2F1 to the left [2]."
    assert _activity_found(right, (2,)) == []
    # (the activity's later passage, which does not repeat its number)
    later = "In Activity 9.12, the image grows smaller as the candle is moved far away [3]."
    assert _activity_found(later, (3,), later=True) == []


# kemh109 p. 167 and p. 169: Example 9's point, and Example 12, whose point is on the next page
EXAMPLE_9 = (
    "Example 9 Find the distance of the point (3, – 5) from the line 3x – 4y –26 = 0. Solution "
    "Given line is 3x – 4y –26 = 0 ... (1) Given point is (x1, y1) = (3, –5)."
)
EXAMPLE_12 = (
    "Example 12 Find the distance of the line 4x – y = 0 from the point P (4, 1) measured along "
    "the line making an angle of 135° with the positive x-axis. Solution Given line is 4x – y = "
    "0 ... (1)"
)
QUESTION_12 = (
    "In Example 12 of Straight Lines, at which point do the lines 4x – y = 0 and x + y – 5 = 0 "
    "meet, and how is the distance from P(4, 1) then found?"
)


def test_a_point_given_only_where_the_sentences_equation_is_not_written_fails() -> None:
    sources = [source(EXAMPLE_9, 1, 167), source(EXAMPLE_12, 2, 169)]
    wrong = split_answer("The lines 4x – y = 0 and x + y − 5 = 0 meet at the point (3, -5) [1][2].")
    assert [f.detail for f in point_elsewhere(wrong, sources, QUESTION_12)] == ["(3, -5)"]
    # (the question's own point, a point no source gives, and a sentence with no equation)
    for fine in (
        "The distance of the line 4x – y = 0 from P (4, 1) is found along the line [2].",
        "The lines 4x – y = 0 and x + y − 5 = 0 meet at the point (1, 4) [2].",
        "Example 9 finds the distance of the point (3, – 5) from a line [1].",
    ):
        assert point_elsewhere(split_answer(fine), sources, QUESTION_12) == [], fine
    # (a source that writes the equation and gives the point)
    both = [source(EXAMPLE_9, 1, 167), source(f"{EXAMPLE_12} Q (3, – 5)", 2, 169)]
    assert point_elsewhere(wrong, both, QUESTION_12) == []
