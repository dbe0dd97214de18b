"""Human-readable labels shared by the CLI and the window."""

from __future__ import annotations

from tutorapp.core.types import Book, BookMeta


def page_label(printed_page: int | None, page_index: int) -> str:
    """``p. 53`` for a printed page; ``PDF page 4`` when the book prints no number there."""
    return f"p. {printed_page}" if printed_page is not None else f"PDF page {page_index + 1}"


def book_label(book: Book | BookMeta) -> str:
    """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions``; the book title joins the
    subject when they differ (``Social Science · Contemporary India – II · …``)."""
    meta = book.meta if isinstance(book, Book) else book
    parts = [meta.subject or meta.title]
    if meta.subject and meta.title and meta.title != meta.subject:
        parts.append(meta.title)
    if meta.school_class is not None:
        parts.append(f"Class {meta.school_class}")
    chapter_title = meta.chapter_title if meta.chapter_title not in parts else None
    chapter = " ".join(
        p for p in (f"Ch {meta.chapter}" if meta.chapter else "", chapter_title or "") if p
    )
    if chapter:
        parts.append(chapter)
    return " · ".join(parts)


def citation_label(book: Book | BookMeta, printed_page: int | None, page_index: int) -> str:
    """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``."""
    return f"{book_label(book)} · {page_label(printed_page, page_index)}"


def page_range(book: Book) -> str:
    first, last = book.first_printed_page, book.last_printed_page
    if first is None or last is None:
        return f"{book.pages} PDF pages"
    return f"pp. {first}–{last}" if first != last else f"p. {first}"
