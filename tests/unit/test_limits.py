"""Bounds on questions and scopes: a clear message before any work."""

from __future__ import annotations

from tutorapp.core.limits import MAX_QUESTION_CHARS, question_problem, scope_problem
from tutorapp.core.types import Book, BookMeta, Scope


def _book(book_id: str, school_class: int | None, subject: str | None) -> Book:
    meta = BookMeta(
        title="Science",
        chapter_title="Light",
        school_class=school_class,
        subject=subject,
        language="en",
    )
    return Book(
        id=book_id,
        meta=meta,
        source_path=f"/b/{book_id}.pdf",
        sha256="0",
        pages=3,
        first_printed_page=1,
        last_printed_page=3,
        chunks=5,
        indexed_at=0.0,
        generation=1,
    )


BOOKS = [_book("jesc110", 10, "Science"), _book("iemh101", 9, "Mathematics")]


def test_questions_are_bounded() -> None:
    assert question_problem("what is light?") is None
    assert question_problem("   ") == "Type a question first."
    long = "why " * 25_000
    problem = question_problem(long) or ""
    assert "too long (99,999 characters" in problem and f"{MAX_QUESTION_CHARS:,}" in problem


def test_a_scope_no_book_matches_names_what_there_is() -> None:
    assert scope_problem(None, BOOKS) is None
    assert scope_problem(Scope(school_class=10), BOOKS) is None
    problem = scope_problem(Scope(school_class=99), BOOKS) or ""
    assert problem.startswith("No book in your library matches class 99")
    assert "classes: 9, 10" in problem and "Mathematics, Science" in problem
    problem = scope_problem(Scope(school_class=9, subject="sci"), BOOKS) or ""
    assert "class 9 and subject 'sci'" in problem
    problem = scope_problem(Scope(book_id="nope"), BOOKS) or ""
    assert "There is no book 'nope'" in problem and "jesc110" in problem
    assert "empty" in (scope_problem(Scope(school_class=9), []) or "")
