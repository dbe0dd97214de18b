"""Home folder resolution and the labels the CLI and window show."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorapp.core.format import book_label, citation_label, page_label, page_range
from tutorapp.core.types import Book, BookMeta
from tutorapp.paths import resolve_home


def test_home_precedence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUTORAPP_HOME", str(tmp_path / "env"))
    assert resolve_home(str(tmp_path / "cli")).root == tmp_path / "cli"
    assert resolve_home(None).root == tmp_path / "env"
    monkeypatch.delenv("TUTORAPP_HOME")
    assert "TutorApp" in str(resolve_home(None).root)


def _book(meta: BookMeta, first: int | None = 49, last: int | None = 72) -> Book:
    return Book(
        id="jemh105",
        meta=meta,
        source_path="/x/jemh105.pdf",
        sha256="s",
        pages=24,
        first_printed_page=first,
        last_printed_page=last,
        chunks=58,
        indexed_at=0.0,
        generation=1,
    )


def test_citation_label_matches_the_product_format() -> None:
    meta = BookMeta(
        title="Mathematics",
        chapter_title="Arithmetic Progressions",
        school_class=10,
        subject="Mathematics",
        language="en",
        part=1,
        chapter=5,
    )
    assert citation_label(_book(meta), 53, 4) == (
        "Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53"
    )


def test_labels_for_partial_metadata() -> None:
    meta = BookMeta(
        title="Contemporary India – II",
        chapter_title="Resources and Development",
        school_class=10,
        subject="Social Science",
        language="en",
        part=1,
        chapter=1,
    )
    assert book_label(_book(meta)).startswith("Social Science · Contemporary India – II · Class 10")
    plain = BookMeta(
        title="My Notes", chapter_title=None, school_class=None, subject=None, language="en"
    )
    assert book_label(_book(plain, None, None)) == "My Notes"
    assert page_label(None, 3) == "PDF page 4"
    assert page_range(_book(plain, None, None)) == "24 PDF pages"
    assert page_range(_book(plain)) == "pp. 49–72"
