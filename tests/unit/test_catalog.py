"""The catalog's book versions: invisible until published, retired and purged atomically."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorapp.core.ingest.catalog import Catalog, slugify
from tutorapp.core.types import BookMeta, Chunk, Page

META = BookMeta(
    title="Mathematics",
    chapter_title="Arithmetic Progressions",
    school_class=10,
    subject="Mathematics",
    language="en",
    part=1,
    chapter=5,
    code="jemh105",
)


def _write(catalog: Catalog, book_id: str, source: str, sha: str) -> str:
    key = catalog.next_key(book_id)
    pages = [Page(0, 49, "An AP is a list."), Page(1, 50, "It has a common difference.")]
    chunks = [
        Chunk(
            id=f"{key}#{i:05d}",
            book_id=book_id,
            ordinal=i,
            page_index=i,
            printed_page=49 + i,
            char_start=0,
            char_end=len(p.text),
            text=p.text,
        )
        for i, p in enumerate(pages)
    ]
    catalog.begin(key, source, sha, META, pages, chunks)
    return key


@pytest.fixture
def catalog(tmp_path: Path) -> Catalog:
    return Catalog(tmp_path / "catalog.sqlite3")


def test_a_book_is_invisible_until_published(catalog: Catalog) -> None:
    key = _write(catalog, "jemh105", "/b/jemh105.pdf", "sha1")
    assert catalog.ready_books() == []
    assert [p.doc_key for p in catalog.pending()] == [key]
    assert list(catalog.ready_passages()) == []
    assert catalog.publish(key) is None
    [book] = catalog.ready_books()
    assert (book.id, book.generation, book.first_printed_page, book.last_printed_page) == (
        "jemh105",
        1,
        49,
        50,
    )
    assert book.chunks == 2 and book.source_file == "jemh105.pdf"
    assert catalog.pending() == []
    assert len(list(catalog.ready_passages())) == 2


def test_publishing_a_new_version_retires_the_old_one(catalog: Catalog) -> None:
    first = _write(catalog, "jemh105", "/b/jemh105.pdf", "sha1")
    catalog.publish(first)
    second = _write(catalog, "jemh105", "/b/jemh105.pdf", "sha2")
    assert second == "jemh105@2"
    assert catalog.publish(second) == first
    assert catalog.retired() == [first]
    assert catalog.ready_by_sha("sha2") is not None
    assert catalog.ready_by_sha("sha1") is None
    catalog.purge(first)
    assert catalog.retired() == []
    assert catalog.chunks_of(first) == []
    assert len(catalog.chunks_of(second)) == 2


def test_retire_hides_at_once_and_purge_forgets(catalog: Catalog) -> None:
    key = _write(catalog, "b", "/b/b.pdf", "sha")
    catalog.publish(key)
    assert catalog.retire("b") == key
    assert catalog.ready_books() == [] and catalog.book("b") is None
    catalog.purge(key)
    assert catalog.retire("b") is None


def test_book_ids_collide_only_for_different_files(catalog: Catalog) -> None:
    assert catalog.allocate_book_id("Chapter 1", "/a/Chapter 1.pdf") == "chapter-1"
    catalog.publish(_write(catalog, "chapter-1", "/a/Chapter 1.pdf", "x"))
    assert catalog.allocate_book_id("Chapter 1", "/a/Chapter 1.pdf") == "chapter-1"
    assert catalog.allocate_book_id("chapter_1", "/b/chapter_1.pdf") == "chapter-1-2"


def test_metadata_edits_and_meta_table(catalog: Catalog) -> None:
    catalog.publish(_write(catalog, "b", "/b/b.pdf", "sha"))
    catalog.update_meta(
        "b",
        BookMeta(
            title="My Book", chapter_title="Ch", school_class=9, subject="Science", language="en"
        ),
    )
    book = catalog.book("b")
    assert book is not None and book.meta.school_class == 9 and book.meta.subject == "Science"
    assert catalog.get_meta("embedder") is None
    catalog.set_meta("embedder", "x")
    assert catalog.get_meta("embedder") == "x"


def test_chunks_by_id_returns_doc_keys(catalog: Catalog) -> None:
    key = _write(catalog, "b", "/b/b.pdf", "sha")
    found = catalog.chunks_by_id([f"{key}#00001", "missing"])
    assert list(found) == [f"{key}#00001"]
    assert found[f"{key}#00001"][1] == key


def test_slugify() -> None:
    assert slugify("jemh105") == "jemh105"
    assert slugify("  NCERT Class 10 — Maths!! ") == "ncert-class-10-maths"
    assert slugify("अध्याय") == "book"


def test_publish_all_shows_several_versions_at_once(catalog: Catalog) -> None:
    old = _write(catalog, "jemh105", "/b/jemh105.pdf", "sha1")
    twin = _write(catalog, "ap", "/usb/ap.pdf", "sha3")
    catalog.publish(old)
    catalog.publish(twin)
    new = _write(catalog, "jemh105", "/lib/pdfs/x/jemh105.pdf", "sha2")
    other = _write(catalog, "jesc111", "/lib/pdfs/y/jesc111.pdf", "sha4")
    assert catalog.next_generation("jemh105") == 3
    assert sorted(b.id for b in catalog.ready_books()) == ["ap", "jemh105"]
    retired = catalog.publish_all([new, other], retire_ids=["ap"])
    assert sorted(retired) == sorted([old, twin])
    assert sorted(b.id for b in catalog.ready_books()) == ["jemh105", "jesc111"]
    assert catalog.pending() == []
    assert set(catalog.source_paths()) == {
        "/b/jemh105.pdf",
        "/usb/ap.pdf",
        "/lib/pdfs/x/jemh105.pdf",
        "/lib/pdfs/y/jesc111.pdf",
    }
