"""All 13 real NCERT chapters through the real ingest and the real embedder.

Skipped (with the reason shown) when ``../shared/corpus/ncert`` is not beside the checkout.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import CORPUS, EVAL
from tutorapp.cli_render import book_json
from tutorapp.core.events import BookIndexed
from tutorapp.core.library import Library

pytestmark = [
    pytest.mark.slow,
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}"),
]


@pytest.fixture
def library(corpus_library: Library) -> Library:
    return corpus_library


EXPECTED = {  # id: (class, subject, language, chapter, first printed, last printed)
    "jemh104": (10, "Mathematics", "en", 4, 38, 48),
    "jemh105": (10, "Mathematics", "en", 5, 49, 72),
    "jemh108": (10, "Mathematics", "en", 8, 113, 132),
    "jesc106": (10, "Science", "en", 6, 100, 112),
    "jesc109": (10, "Science", "en", 9, 134, 160),
    "jesc111": (10, "Science", "en", 11, 171, 194),
    "jess101": (10, "Social Science", "en", 1, 1, 12),
    "jess202": (10, "Social Science", "en", 2, 18, 37),
    "jess305": (10, "Social Science", "en", 5, 103, 128),
    "iemh108": (9, "Mathematics", "en", 8, 174, 200),
    "kemh109": (11, "Mathematics", "en", 9, 151, 175),
    "lehh102": (12, "Human Ecology and Family Sciences", "hi", 2, 29, 45),
    "lehh202": (12, "Human Ecology and Family Sciences", "hi", 9, 160, 171),
}


def test_every_book_has_the_right_metadata_and_printed_pages(library: Library) -> None:
    books = {b.id: book_json(b) for b in library.books()}
    assert set(books) == set(EXPECTED)
    for book_id, (cls, subject, lang, chapter, first, last) in EXPECTED.items():
        book = books[book_id]
        got = (
            book["class"],
            book["subject"],
            book["language"],
            book["chapter"],
            book["first_printed_page"],
            book["last_printed_page"],
        )
        assert got == (cls, subject, lang, chapter, first, last), book_id
        assert book["chapter_title"], book_id
        assert isinstance(book["chunks"], int) and book["chunks"] > 10
    assert books["jemh105"]["chapter_title"] == "Arithmetic Progressions"
    assert books["jesc111"]["chapter_title"] == "Electricity"


def test_no_running_heads_or_reprint_lines_in_passages(library: Library) -> None:
    texts = [text for _, text in library.catalog.ready_passages()]
    assert not [t for t in texts if "Reprint 2026-27" in t]
    assert not [t for t in texts if "UNDERST NDERST" in t or "20 20 20" in t]
    assert not [t for t in texts if any(0xF000 <= ord(c) <= 0xF0FF for c in t)]


def test_dev_set_english_questions_find_their_gold_page(library: Library) -> None:
    items = [json.loads(line) for line in (EVAL / "dev.jsonl").read_text().splitlines()]
    in_scope = [i for i in items if i["kind"] == "in_scope" and i["gold"]]
    assert len(in_scope) >= 10
    found = 0
    for item in in_scope:
        hits = library.search(item["question"], k=5)
        found += any(
            h.book.source_file == g["file"]
            and h.chunk.printed_page is not None
            and abs(h.chunk.printed_page - g["printed_page"]) <= 1
            for h in hits
            for g in item["gold"]
        )
    assert found / len(in_scope) >= 0.9  # measured 1.00 when written; a drop means a regression


def test_scope_filters_by_class_subject_and_book(library: Library) -> None:
    from tutorapp.core.types import Scope

    hits = library.search("common difference", k=5, scope=Scope(school_class=9))
    assert hits and {h.book.id for h in hits} == {"iemh108"}
    hits = library.search("common difference", k=5, scope=Scope(subject="science"))
    assert hits and all(h.book.meta.subject == "Science" for h in hits)
    hits = library.search("resistance", k=3, scope=Scope(book_id="jesc111"))
    assert hits and {h.book.id for h in hits} == {"jesc111"}


def test_reingesting_the_corpus_is_a_no_op(library: Library) -> None:
    before = library.store.count()
    events = list(library.ingest([CORPUS]))
    assert not [e for e in events if isinstance(e, BookIndexed)]
    assert library.store.count() == before
