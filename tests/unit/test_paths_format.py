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
    return Book("jemh105", meta, "/x/jemh105.pdf", "s", 24, first, last, 58, 0.0, 1)


def test_citation_label_matches_the_product_format() -> None:
    meta = BookMeta("Mathematics", "Arithmetic Progressions", 10, "Mathematics", "en", 1, 5)
    assert citation_label(_book(meta), 53, 4) == (
        "Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53"
    )


def test_labels_for_partial_metadata() -> None:
    meta = BookMeta("Contemporary India – II", "Resources and Development", 10,
                    "Social Science", "en", 1, 1)  # fmt: skip
    assert book_label(_book(meta)).startswith("Social Science · Contemporary India – II · Class 10")
    plain = BookMeta("My Notes", None, None, None, "en")
    assert book_label(_book(plain, None, None)) == "My Notes"
    assert page_label(None, 3) == "PDF page 4"
    assert page_range(_book(plain, None, None)) == "24 PDF pages"
    assert page_range(_book(plain)) == "pp. 49–72"
