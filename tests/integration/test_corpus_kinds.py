"""Passage kinds on the real NCERT chapters: the exercises of Arithmetic Progressions, the
crossword of Resources and Development, and the body text a factual question needs.

Skipped when the corpus is not next to the repository.
"""

from __future__ import annotations

import functools

import pytest

from tests.conftest import CORPUS
from tutorapp.core.ingest.chunk import chunk_pages
from tutorapp.core.ingest.clean import analyse_document
from tutorapp.core.ingest.extract import PdfReader
from tutorapp.core.ingest.raw import RawDocument
from tutorapp.core.types import Chunk, Page, PassageKind

K = PassageKind

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}"),
]


@functools.cache
def chunks_of(stem: str) -> tuple[Chunk, ...]:
    reader = PdfReader(CORPUS / f"{stem}.pdf")
    try:
        raw = RawDocument(
            reader.page_count, tuple(reader.pages()), reader.metadata_title, reader.has_page_labels
        )
    finally:
        reader.close()
    cleaned = analyse_document(raw)
    printed = cleaned.numbering.printed
    pages = [Page(i, printed[i], text) for i, text in enumerate(cleaned.pages_text)]
    return tuple(chunk_pages(pages, stem, f"{stem}@1"))


def on_page(stem: str, printed: int) -> list[Chunk]:
    return [c for c in chunks_of(stem) if c.printed_page == printed]


def test_the_exercise_pages_of_arithmetic_progressions() -> None:
    for printed in (62,):  # EXERCISE 5.2: questions only
        assert {c.kind for c in on_page("jemh105", printed)} == {K.EXERCISE}
    exercise_5_1 = [c for c in on_page("jemh105", 55) if "EXERCISE 5.1" in c.text]
    assert exercise_5_1 and exercise_5_1[0].kind is K.EXERCISE
    # the section after the exercises is body text again
    nth_term = next(c for c in on_page("jemh105", 56) if "5.3 nth Term of an AP" in c.text)
    assert nth_term.kind is K.BODY
    example_3 = next(c for c in on_page("jemh105", 58) if "Example 3" in c.text)
    assert example_3.kind is K.EXAMPLE and "2 + 45 = 47" in example_3.text
    definition = next(c for c in on_page("jemh105", 51) if "except the first term" in c.text)
    assert definition.kind.states_facts


def test_the_crossword_of_resources_and_development() -> None:
    clue = "Natural endowments in the form of land, water, vegetation and minerals"
    puzzles = [c for c in chunks_of("jess101") if clue in c.text]
    assert puzzles and all(c.kind is K.PUZZLE for c in puzzles)
    grid = [c for c in on_page("jess101", 12) if "QGAFFORESTATION" in c.text]
    assert grid and grid[0].kind is K.PUZZLE
    exercises = [c for c in on_page("jess101", 11) if "Multiple choice questions" in c.text]
    assert exercises and exercises[0].kind is K.EXERCISE


def test_the_classification_of_resources_is_body_text() -> None:
    classification = next(c for c in chunks_of("jess101") if "On the basis of origin" in c.text)
    assert classification.printed_page == 1 and classification.kind is K.BODY
    assert "exhaustibility" in classification.text


def test_no_chunk_mixes_exercises_with_the_text() -> None:
    for stem in ("jemh105", "jess101", "jesc111"):
        for chunk in chunks_of(stem):
            if chunk.kind is K.EXERCISE:
                assert "Solution" not in chunk.text, chunk.text[:80]
