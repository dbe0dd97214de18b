"""The "Answer from" box: all books, a class, a class's subject, or one chapter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

from tutorapp.core.types import Book, Scope


class ScopeBox(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(16)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._books: list[Book] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Answer from"))
        self.setToolTip(self.tr("Which books to answer from"))
        self.refresh(self._books)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self, books: Sequence[Book]) -> None:
        """List ``books`` under their classes and subjects (keeps the choice when it is
        still there)."""
        self._books = list(books)
        current = self.currentData()
        self.clear()
        self.addItem(self.tr("All my books"), None)
        classes = sorted({b.meta.school_class for b in books if b.meta.school_class})
        for school_class in classes:
            self.addItem(
                self.tr("Class {n}").format(n=school_class), Scope(school_class=school_class)
            )
            subjects = sorted(
                {
                    b.meta.subject
                    for b in books
                    if b.meta.school_class == school_class and b.meta.subject
                }
            )
            for subject in subjects:
                self.addItem(
                    "    "
                    + self.tr("Class {n} · {subject}").format(n=school_class, subject=subject),
                    Scope(school_class=school_class, subject=subject),
                )
                for book in books:
                    if book.meta.school_class == school_class and book.meta.subject == subject:
                        self.addItem(f"        {self.book_label(book)}", Scope(book_id=book.id))
        for book in books:  # books without a class (e.g. not NCERT) are still selectable
            if not book.meta.school_class:
                self.addItem(self.book_label(book), Scope(book_id=book.id))
        index = self.findData(current)
        self.setCurrentIndex(max(0, index))

    def book_label(self, book: Book) -> str:
        meta = book.meta
        title = meta.chapter_title or meta.title
        if meta.chapter:
            return self.tr("Ch {n} {title}").format(n=meta.chapter, title=title).strip()
        return title.strip() or book.id

    def current_scope(self) -> Scope | None:
        data = self.currentData()
        return data if isinstance(data, Scope) else None
