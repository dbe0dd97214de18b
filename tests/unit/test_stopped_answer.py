"""What is kept of a stopped answer: complete sentences, whole and valid citation markers, and
the sources those sentences cite."""

from __future__ import annotations

import pytest

from tests.unit.test_prompt_sources import hit
from tutorapp.core.answering import stopped_answer
from tutorapp.core.types import Source

SOURCES = [
    Source(1, hit("Water evaporates from rivers and the sea.", n=1)),
    Source(2, hit("Rain soaks into the soil and fills wells.", n=2)),
    Source(3, hit("Clouds are made of tiny drops of water.", n=3)),
]


def test_a_cut_sentence_and_a_cut_marker_go_the_complete_ones_stay() -> None:
    kept = stopped_answer("Water evaporates [1]. Rain soaks into the soil. [1], [2], [3", SOURCES)
    assert kept.answer == "Water evaporates [1]. Rain soaks into the soil. [1], [2]"
    assert [s.n for s in kept.sources] == [1, 2]


def test_an_unfinished_last_sentence_is_dropped() -> None:
    kept = stopped_answer("Water evaporates from the sea [1]. Then the vapour ris", SOURCES)
    assert kept.answer == "Water evaporates from the sea [1]."
    assert [s.n for s in kept.sources] == [1]


@pytest.mark.parametrize("text", ["", "Water evapor", " word0 word1 word2", "[1", "Rain [2"])
def test_nothing_complete_keeps_nothing(text: str) -> None:
    kept = stopped_answer(text, SOURCES)
    assert kept.answer == "" and kept.sources == ()


def test_markers_to_no_source_are_removed_and_citations_found_by_words() -> None:
    kept = stopped_answer("Clouds are made of tiny drops of water [7].", SOURCES)
    assert kept.answer == "Clouds are made of tiny drops of water."
    assert [s.n for s in kept.sources] == [3]


def test_lists_keep_their_complete_items() -> None:
    text = "The steps are:\n1. Water evaporates [1].\n2. Rain soaks into the soil [2].\n3. Cl"
    kept = stopped_answer(text, SOURCES)
    assert kept.answer.endswith("2. Rain soaks into the soil [2].")
    assert "3." not in kept.answer
