"""What one question gathers for its parts: hits of several searches, and parts left unsaid."""

from __future__ import annotations

from tests.unit.test_premise import hit
from tutorapp.core.answering import interleave, unanswered_parts


def test_interleave_takes_the_best_of_each_search_in_turn_without_repeats() -> None:
    a1, a2, a3 = hit("a1", 0.9, 1), hit("a2", 0.8, 2), hit("a3", 0.7, 3)
    b1, b2 = hit("b1", 0.6, 4), hit("b2", 0.5, 5)
    assert interleave([[a1, a2, a3], [b1, a2, b2]]) == (a1, b1, a2, a3, b2)
    assert interleave([[a1], []]) == (a1,)


def test_a_part_the_answer_never_mentions_is_unanswered() -> None:
    parts = ("what is photosynthesis", "what is a volcano")
    answer = "Photosynthesis makes food from carbon dioxide and water [1]."
    assert unanswered_parts(parts, answer) == ("what is a volcano",)
