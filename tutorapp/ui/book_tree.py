"""The library's books as a tree: class → subject → chapter, each chapter with its page range.

``BookTree.show`` fills it from a list of books (keeping nothing else); ``selected_book`` and
``select_book`` work by book id, so a refresh keeps the selection.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from tutorapp.core.types import Book
from tutorapp.ui.labels import page_range
from tutorapp.ui.library_texts import book_text, book_tooltip, class_text

BOOK_ID = Qt.ItemDataRole.UserRole


class BookTree(QTreeWidget):
    """Two columns (the chapter, its pages); classes and subjects are the branches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._books: dict[str, Book] = {}
        self._items: dict[str, QTreeWidgetItem] = {}
        self.setColumnCount(2)
        self.setHeaderHidden(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)

    def show_books(self, books: Sequence[Book], other_subject: str) -> None:
        """List ``books`` (a book without a subject goes under ``other_subject``), keeping the
        selected book selected when it is still there."""
        current = self.selected_book()
        self._books, self._items = {b.id: b for b in books}, {}
        self.clear()
        tree: dict[int | None, dict[str, list[Book]]] = {}
        for book in books:
            subject = book.meta.subject or other_subject
            tree.setdefault(book.meta.school_class, {}).setdefault(subject, []).append(book)
        for school_class in sorted(tree, key=lambda c: (c is None, c or 0)):
            class_item = QTreeWidgetItem(self, [class_text(school_class)])
            for subject in sorted(tree[school_class], key=str.casefold):
                subject_item = QTreeWidgetItem(class_item, [subject])
                chapters = sorted(
                    tree[school_class][subject],
                    key=lambda b: (b.meta.title, b.meta.part or 0, b.meta.chapter or 0, b.id),
                )
                for book in chapters:
                    item = QTreeWidgetItem(subject_item, [book_text(book), page_range(book)])
                    item.setData(0, BOOK_ID, book.id)
                    item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
                    for column in (0, 1):
                        item.setToolTip(column, book_tooltip(book))
                    self._items[book.id] = item
        self.expandAll()
        if current is not None:
            self.select_book(current.id)

    def book(self, item: QTreeWidgetItem) -> Book | None:
        """The book of a chapter's row (None for a class or subject)."""
        return self._books.get(item.data(0, BOOK_ID))

    def selected_book(self) -> Book | None:
        """The selected book as last listed (None when a class or subject is selected)."""
        items = self.selectedItems()
        return self.book(items[0]) if items else None

    def select_book(self, book_id: str) -> None:
        if book_id in self._items:
            self.setCurrentItem(self._items[book_id])
