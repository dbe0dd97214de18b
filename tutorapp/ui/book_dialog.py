"""The "Edit details" dialog: what the library shows about a book."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.types import Book, BookMeta
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP

FIELDS = (
    QT_TRANSLATE_NOOP("BookDetailsDialog", "&Class"),
    QT_TRANSLATE_NOOP("BookDetailsDialog", "&Subject"),
    QT_TRANSLATE_NOOP("BookDetailsDialog", "Book &title"),
    QT_TRANSLATE_NOOP("BookDetailsDialog", "Chapter &number"),
    QT_TRANSLATE_NOOP("BookDetailsDialog", "C&hapter title"),
)


class BookDetailsDialog(QDialog):
    """Edits what the library shows about a book: class, subject, titles, chapter number."""

    def __init__(self, book: Book, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        meta = book.meta
        self.setWindowTitle(self.tr("Details of {file}").format(file=book.source_file))
        self.school_class = QSpinBox(self)
        self.school_class.setRange(0, 12)
        self.school_class.setSpecialValueText(self.tr("Not set"))
        self.school_class.setValue(meta.school_class or 0)
        self.subject = QLineEdit(meta.subject or "", self)
        self.title = QLineEdit(meta.title, self)
        self.chapter = QSpinBox(self)
        self.chapter.setRange(0, 99)
        self.chapter.setSpecialValueText(self.tr("Not set"))
        self.chapter.setValue(meta.chapter or 0)
        self.chapter_title = QLineEdit(meta.chapter_title or "", self)
        wide = self.fontMetrics().horizontalAdvance("x" * 46)
        for line in (self.subject, self.title, self.chapter_title):
            line.setMinimumWidth(wide)  # whole titles, not "Predicting What Comes Ne"
            line.setCursorPosition(0)
            line.setToolTip(line.text())
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields = (self.school_class, self.subject, self.title, self.chapter, self.chapter_title)
        for text, field in zip(FIELDS, fields, strict=True):
            label = QCoreApplication.translate("BookDetailsDialog", text)
            field.setAccessibleName(label.replace("&", ""))
            form.addRow(label, field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def meta(self) -> BookMeta:
        """The edited metadata (fields left empty keep nothing, except the title)."""
        old = self.book.meta
        return dataclasses.replace(
            old,
            school_class=self.school_class.value() or None,
            subject=self.subject.text().strip() or None,
            title=self.title.text().strip() or old.title,
            chapter=self.chapter.value() or None,
            chapter_title=self.chapter_title.text().strip() or None,
        )
