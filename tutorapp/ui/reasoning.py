"""The scratch-work panel: how the tutor worked out the current answer, and nothing more.

Hidden until the student opens it (the "Scratch work" button beside the book chooser); it
then sits beside the conversation (below it in a narrow window), so the answer stays in view.
It shows, in plain words, what the tutor looked at and what checking found (``ScratchNotes``),
the model's own reasoning when it writes any (live), and behind "Details" the raw trace
(similarities, the gate's verdict, checks fired), all from the answer's own events
(``follow``). Everything is emptied the instant a new question is asked; nothing is kept
anywhere: not saved, not copied into history, never sent back to the model (the window never
reads it back).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.events import AnswerDelta, Finished, Retrieved, Stage, StageName
from tutorapp.core.types import Channel
from tutorapp.ui.scratch import ScratchNotes
from tutorapp.ui.trace import trace_lines


class ReasoningPanel(QFrame):
    """``toggle`` (placed by the window) shows and hides the panel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scratchPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.toggle = QToolButton(parent)
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.notes_title = QLabel(self)
        self.notes = QPlainTextEdit(self)
        self.notes.setReadOnly(True)
        self.notes.setTabChangesFocus(True)
        self.notes.setMaximumBlockCount(2000)
        self.details_toggle = QToolButton(self)
        self.details_toggle.setCheckable(True)
        self.details_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setTabChangesFocus(True)
        self.details.setMaximumBlockCount(2000)
        self.footer = QLabel(self)
        self.footer.setObjectName("status")
        self.footer.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.notes_title)
        layout.addWidget(self.notes, 2)
        layout.addWidget(self.details_toggle)
        layout.addWidget(self.details, 1)
        layout.addStretch(0)
        layout.addWidget(self.footer)
        self.toggle.toggled.connect(self._expand)
        self.details_toggle.toggled.connect(self._show_details)
        self._empty = True
        self.account = ScratchNotes()  # the current answer's, in plain words
        self.retranslate()
        self.clear()
        self._expand(False)
        self._show_details(False)

    def retranslate(self) -> None:
        self.toggle.setText(self.tr("Scratch work"))
        self.toggle.setAccessibleName(self.tr("Show the tutor's scratch work"))
        self.toggle.setToolTip(
            self.tr(
                "How the tutor worked this answer out: what it looked at and checked. "
                "Cleared for every new question and never saved."
            )
        )
        self.title.setText(self.tr("How the tutor worked"))
        self.summary.setAccessibleName(self.tr("What the tutor looked at and checked"))
        self.notes_title.setText(self.tr("The tutor's own notes:"))
        self.notes.setAccessibleName(self.tr("The tutor's own notes"))
        self.details_toggle.setText(self.tr("Details"))
        self.details_toggle.setAccessibleName(self.tr("Show the details"))
        self.details_toggle.setToolTip(self.tr("Scores and checks, for teachers"))
        self.details.setAccessibleName(self.tr("Details of the search and the checks"))
        self.footer.setText(self.tr("Cleared for every new question. Never saved."))
        if self._empty:
            self._show_empty()
        self.set_summary(self.account.lines())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _expand(self, on: bool) -> None:
        self.setVisible(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def _show_details(self, on: bool) -> None:
        self.details.setVisible(on)
        self.details_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def _show_empty(self) -> None:
        self.summary.setText(self.tr("Ask a question: how the tutor works it out shows here."))

    def clear(self) -> None:
        """Forget everything shown (a new question was asked)."""
        self.account = ScratchNotes()
        self._empty = True
        self._show_empty()
        self.notes.clear()
        self.details.clear()
        self.notes_title.setVisible(False)
        self.notes.setVisible(False)

    def follow(self, event: object) -> None:
        """What an event of the current answer adds: to the plain-words account, the model's
        reasoning, the trace."""
        match event:
            case Stage(name=StageName.RETRYING):
                self.account.retrying()
            case Retrieved(hits=hits, confidence=confidence):
                self.account.retrieved(hits, confidence)
            case AnswerDelta(channel=Channel.REASONING, text=text):
                self.append_reasoning(text)
            case Finished(result=result):
                self.account.finished(result)
        for line in trace_lines(event):
            self.trace(line)
        self.set_summary(self.account.lines())

    def set_summary(self, lines: list[str]) -> None:
        """The plain-words account so far (replaces the previous one)."""
        if not lines:
            return
        self._empty = False
        self.summary.setText("\n".join(f"• {line}" for line in lines))

    def append_reasoning(self, text: str) -> None:
        """The model's reasoning, as it streams (no line breaks added)."""
        self.notes_title.setVisible(True)
        self.notes.setVisible(True)
        cursor = self.notes.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        self.notes.setTextCursor(cursor)

    def trace(self, line: str) -> None:
        """One line of the raw trace (search scores, the gate, checks), under Details."""
        self.details.appendPlainText(line)

    def contents(self) -> str:
        """Everything the panel holds for the current answer ("" once cleared)."""
        summary = "" if self._empty else self.summary.text()
        parts = (summary, self.notes.toPlainText(), self.details.toPlainText())
        return "\n".join(p for p in parts if p)
