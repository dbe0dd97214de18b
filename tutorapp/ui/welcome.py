"""The Books tab before the first book: what TutorApp does, Add textbook PDFs, and Try the
sample chapter."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class WelcomePage(QWidget):
    """``add`` and ``sample`` are the two buttons; the library panel connects them."""

    def __init__(self, sample_pdf: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sample_pdf = sample_pdf
        self.heading = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.add = QPushButton(self)
        self.sample = QPushButton(self)
        column = QVBoxLayout(self)
        column.addStretch(1)
        for widget in (self.heading, self.text, self.add, self.sample):
            column.addWidget(widget)
        column.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText("<h3>{}</h3>".format(self.tr("Welcome to TutorApp")))
        self.text.setText(
            self.tr(
                "Add your textbook PDFs (NCERT chapters work best) and ask questions about "
                "them. Everything stays on this computer. You can also drop PDF files or "
                "folders here."
            )
        )
        self.add.setText(self.tr("Add textbook PDFs"))
        self.add.setAccessibleName(self.tr("Add textbook PDFs"))
        self.sample.setText(self.tr("Try the sample chapter"))
        self.sample.setAccessibleName(self.tr("Try the sample chapter"))
        if not self.sample_pdf.is_file():
            self.sample.setToolTip(self.tr("The sample chapter is not part of this installation"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
