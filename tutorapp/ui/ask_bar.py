"""The foot of the main window's centre column, where a question is asked: the note naming
the question a follow-up would refer to, the book chooser ("Answer from:") with the
scratch-work button beside it, then the question box with Ask and Stop.

``asked(str)`` carries the question's text (Ask pressed, or Enter in the box);
``stop_requested`` is Stop pressed or Esc in the box. The window decides what they do and
says when an answer is under way (``set_busy``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.ui.question_box import QuestionBox
from tutorapp.ui.scope_box import ScopeBox
from tutorapp.ui.thread_note import ThreadNote


class AskBar(QWidget):
    """``scratch_toggle`` (the scratch-work panel's button) is placed beside the book chooser
    and follows the scope box when tabbing."""

    asked = Signal(str)
    stop_requested = Signal()

    def __init__(self, scratch_toggle: QToolButton, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = QuestionBox(self)
        self.ask_button = QPushButton(self)
        self.ask_button.setObjectName("askButton")
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setEnabled(False)
        self.scope = ScopeBox(self)
        self.scope_label = QLabel(self)
        self.scope_label.setBuddy(self.scope)
        self.thread_note = ThreadNote(self)  # which question a follow-up would refer to
        scope_row = QHBoxLayout()
        scope_row.addWidget(self.scope_label)
        scope_row.addWidget(self.scope, 1)
        scope_row.addWidget(scratch_toggle)
        buttons = QVBoxLayout()
        buttons.addWidget(self.ask_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        ask_row = QHBoxLayout()
        ask_row.addWidget(self.question, 1)
        ask_row.addLayout(buttons)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.thread_note)
        column.addLayout(scope_row)
        column.addLayout(ask_row)
        QWidget.setTabOrder(self.question, self.ask_button)
        QWidget.setTabOrder(self.ask_button, self.stop_button)
        QWidget.setTabOrder(self.stop_button, self.scope)
        QWidget.setTabOrder(self.scope, scratch_toggle)
        self.ask_button.clicked.connect(lambda: self.asked.emit(self.question.toPlainText()))
        self.question.submitted.connect(self.asked)
        self.question.stop_requested.connect(self.stop_requested)
        self.stop_button.clicked.connect(self.stop_requested)
        self.retranslate()

    def retranslate(self) -> None:
        self.ask_button.setText(self.tr("Ask"))
        self.ask_button.setAccessibleName(self.tr("Ask the question"))
        self.ask_button.setToolTip(self.tr("Ask the question (Enter)"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
        self.stop_button.setToolTip(self.tr("Stop the answer (Esc)"))
        self.scope_label.setText(self.tr("Answer &from:"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_busy(self, busy: bool) -> None:
        """While an answer is prepared (or waits for the model): Stop, not Ask."""
        self.ask_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)
