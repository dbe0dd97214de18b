"""The window's labels for books and pages, in the interface language: ``Mathematics · Class
10 · Ch 5 Arithmetic Progressions · p. 53`` (``कक्षा 10 · अध्याय 5 … · पृ. 53`` in Hindi).

The same shapes as ``core.format`` (which the CLI prints, always in English); titles and
subjects stay as the book has them.
"""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from tutorapp.core.citation import Citation
from tutorapp.core.types import Book, BookMeta

translate = QCoreApplication.translate


def class_label(school_class: int) -> str:
    return translate("Labels", "Class {n}").format(n=school_class)


def chapter_label(meta: BookMeta) -> str:
    """``Ch 5 Arithmetic Progressions`` (either part may be missing)."""
    number = translate("Labels", "Ch {n}").format(n=meta.chapter) if meta.chapter else ""
    return " ".join(p for p in (number, meta.chapter_title or "") if p)


def page_label(printed_page: int | None, page_index: int) -> str:
    """``p. 53`` for a printed page; ``PDF page 4`` when the book prints no number there."""
    if printed_page is not None:
        return translate("Labels", "p. {n}").format(n=printed_page)
    return translate("Labels", "PDF page {n}").format(n=page_index + 1)


def book_label(book: Book | BookMeta) -> str:
    """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions``; the book title joins the
    subject when they differ (``Social Science · Contemporary India – II · …``)."""
    meta = book.meta if isinstance(book, Book) else book
    parts = [meta.subject or meta.title]
    if meta.subject and meta.title and meta.title != meta.subject:
        parts.append(meta.title)
    if meta.school_class is not None:
        parts.append(class_label(meta.school_class))
    shown = meta if meta.chapter_title not in parts else _without_title(meta)
    chapter = chapter_label(shown)
    if chapter:
        parts.append(chapter)
    return " · ".join(parts)


def _without_title(meta: BookMeta) -> BookMeta:
    return replace(meta, chapter_title=None)


def citation_label(book: Book | BookMeta, printed_page: int | None, page_index: int) -> str:
    """``Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 53``."""
    return f"{book_label(book)} · {page_label(printed_page, page_index)}"


def page_range(book: Book) -> str:
    """``pp. 49–60``, ``p. 49``, or ``27 PDF pages`` when the book prints no numbers."""
    first, last = book.first_printed_page, book.last_printed_page
    if first is None or last is None:
        return translate("Labels", "{n} PDF pages").format(n=book.pages)
    if first == last:
        return translate("Labels", "p. {n}").format(n=first)
    return translate("Labels", "pp. {first}–{last}").format(first=first, last=last)


def citation_text(citation: Citation) -> str:
    """A stored citation's label (it keeps the book's details, not the book)."""
    meta = BookMeta(
        title=citation.title,
        chapter_title=citation.chapter_title,
        school_class=citation.school_class,
        subject=citation.subject,
        language=citation.language,
        chapter=citation.chapter,
    )
    return citation_label(meta, citation.printed_page, citation.page_index)


def _localized_part(part: str) -> str:
    if (found := re.fullmatch(r"Class (\d+)", part)) is not None:
        return class_label(int(found[1]))
    if (found := re.fullmatch(r"Ch (\d+)(.*)", part)) is not None:
        return translate("Labels", "Ch {n}").format(n=found[1]) + found[2]
    if (found := re.fullmatch(r"p\. (\d+)", part)) is not None:
        return page_label(int(found[1]), 0)
    if (found := re.fullmatch(r"PDF page (\d+)", part)) is not None:
        return page_label(None, int(found[1]) - 1)
    return part


def localized(label: str) -> str:
    """A label ``core.format`` made (``Mathematics · Class 10 · Ch 5 … · p. 53``) in the
    interface language, for texts that arrive already labelled (the textbook preview)."""
    return " · ".join(_localized_part(part) for part in label.split(" · "))
