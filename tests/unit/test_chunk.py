"""Chunking pages into passages of whole sentences."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from tutorapp.core.ingest.chunk import ChunkConfig, chunk_pages
from tutorapp.core.types import Page


def _sentences(n: int, tag: str = "") -> str:
    return " ".join(
        f"Sentence {tag}{i} talks about the common difference of a list." for i in range(n)
    )


def test_chunks_respect_size_and_keep_sentences_whole() -> None:
    chunks = chunk_pages([Page(0, 49, _sentences(60))], "jemh105", "jemh105@1")
    assert len(chunks) > 3
    config = ChunkConfig()
    for chunk in chunks:
        assert len(chunk.text.split()) <= config.target_words + 12
        assert chunk.text.startswith("Sentence") and chunk.text.endswith("list.")
        assert chunk.page_index == 0 and chunk.printed_page == 49


def test_consecutive_chunks_overlap_by_a_sentence_or_two() -> None:
    chunks = chunk_pages([Page(0, 1, _sentences(60))], "b", "b@1")
    for first, second in itertools.pairwise(chunks):
        last_sentence = first.text.rsplit(". ", 1)[-1]
        assert last_sentence in second.text


def test_ids_are_stable_and_ordered() -> None:
    pages = [Page(0, 10, _sentences(30)), Page(1, 11, _sentences(30, "b"))]
    first = chunk_pages(pages, "book", "book@3")
    again = chunk_pages(pages, "book", "book@3")
    assert first == again
    assert [c.id for c in first] == [f"book@3#{i:05d}" for i in range(len(first))]
    assert [c.ordinal for c in first] == list(range(len(first)))


def test_sentence_running_over_a_page_break_stays_whole_on_its_first_page() -> None:
    pages = [
        Page(0, 52, "A finite AP has a last term. The terms of this list run"),
        Page(1, 53, "over the page and stop here. A new sentence starts."),
    ]
    chunks = chunk_pages(pages, "b", "b@1")
    assert chunks[0].page_index == 0
    assert "run over the page and stop here." in chunks[0].text
    assert chunks[1].page_index == 1
    assert chunks[1].text == "A new sentence starts."
    assert pages[0].text[chunks[0].char_start :].startswith("A finite AP")
    assert pages[1].text[chunks[1].char_start : chunks[1].char_end] == "A new sentence starts."


def test_near_empty_pages_give_no_chunks() -> None:
    assert chunk_pages([Page(0, None, "Notes"), Page(1, None, "")], "b", "b@1") == []


def test_overlong_unpunctuated_text_is_cut_at_word_boundaries() -> None:
    text = " ".join(f"w{i}" for i in range(1000))
    chunks = chunk_pages([Page(0, 1, text)], "b", "b@1")
    assert all(len(c.text.split()) <= ChunkConfig().max_words + 40 for c in chunks)
    words = {w for c in chunks for w in c.text.split()}
    assert words == set(text.split())


@settings(max_examples=50, deadline=None)
@given(st.lists(st.text(alphabet="abc de.\n", max_size=400), min_size=1, max_size=4))
def test_every_word_lands_in_some_chunk(texts: list[str]) -> None:
    pages = [Page(i, i + 1, t) for i, t in enumerate(texts)]
    chunks = chunk_pages(pages, "b", "b@1", ChunkConfig(min_words=1))
    chunk_words = {w for c in chunks for w in c.text.split()}
    for text in texts:
        assert set(text.split()) <= chunk_words


def test_a_sentence_that_turns_round_the_one_before_stays_in_its_chunk() -> None:
    """ "… appears to be a cubic equation …" must never end a chunk whose next sentence is
    "But it turns out to be a quadratic equation.": alone, the passage says the opposite."""
    seeming = "In (iv) above, the given equation appears to be a cubic equation."
    turned = "But it turns out to be a quadratic equation."
    for filler in range(10, 30):
        text = f"{_sentences(filler)} {seeming} {turned} {_sentences(8, 'b')}"
        chunks = chunk_pages([Page(0, 41, text)], "jemh104", "jemh104@1")
        for chunk in chunks:
            if chunk.text.endswith(seeming):
                raise AssertionError(f"cut after the seeming sentence ({filler} fillers)")
        assert any(f"{seeming} {turned}" in c.text for c in chunks)
