"""Bounds and checks on what a student asks, before any work is done.

A question is bounded (``MAX_QUESTION_CHARS``): the model reads it together with several
passages in a context of a few thousand tokens, and a pasted page would not fit. A scope
(class, subject, book) that matches no book in the library gets a message listing what
there is, instead of a refusal that looks like "the books do not cover this".
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorapp.core.types import Book, Scope

#: Longest question accepted (a long question is still a few sentences: ~150 words).
MAX_QUESTION_CHARS = 1_000


def question_problem(question: str) -> str | None:
    """Why ``question`` cannot be asked as it is (None: it can)."""
    text = " ".join(question.split())
    if not text:
        return "Type a question first."
    if len(text) > MAX_QUESTION_CHARS:
        return (
            f"The question is too long ({len(text):,} characters; at most "
            f"{MAX_QUESTION_CHARS:,}). Ask about one thing at a time, in a sentence or two."
        )
    return None


def _listing(values: Sequence[str]) -> str:
    return ", ".join(values) if values else "none yet"


def scope_problem(scope: Scope | None, books: Sequence[Book]) -> str | None:
    """Why no book can answer in ``scope`` (None when some book matches, or no scope)."""
    if scope is None or any(scope.admits(book) for book in books):
        return None
    if not books:
        return "The library is empty. Add PDFs with: tutorapp ingest PATH…"
    if scope.book_id is not None and all(b.id != scope.book_id for b in books):
        return (
            f"There is no book '{scope.book_id}' in the library (books: "
            f"{_listing([b.id for b in books])}). `tutorapp library` lists them."
        )
    classes = sorted({b.meta.school_class for b in books if b.meta.school_class is not None})
    subjects = sorted({b.meta.subject for b in books if b.meta.subject})
    wanted = []
    if scope.school_class is not None:
        wanted.append(f"class {scope.school_class}")
    if scope.subject is not None:
        wanted.append(f"subject '{scope.subject}'")
    if scope.book_id is not None:
        wanted.append(f"book {scope.book_id}")
    return (
        f"No book in your library matches {' and '.join(wanted)} (classes: "
        f"{_listing([str(c) for c in classes])}; subjects: {_listing(subjects)}). Choose "
        "another, or leave the choice out to search all your books."
    )
