"""The reasoning panel: the tutor's scratch work for the current answer, and nothing more.

Collapsed by default. It fills live with the model's reasoning channel and the pipeline's own
trace (passages found with scores, the gate's decision, validation verdicts) and is emptied
the instant a new question is asked. It keeps no copy anywhere: not saved, not copied into
history, never sent back to the model (the window never reads it back).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QToolButton, QVBoxLayout, QWidget

TITLE = "Tutor's scratch work"


class ReasoningPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.toggle = QToolButton(self)
        self.toggle.setText(TITLE)
        self.toggle.setCheckable(True)
        self.toggle.setChecked(False)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAccessibleName("Show the tutor's scratch work")
        self.toggle.setToolTip(
            "How the tutor worked this answer out: passages found, checks, reasoning. "
            "Cleared for every new question and never saved."
        )
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setAccessibleName("Tutor's scratch work")
        self.text.setMaximumBlockCount(2000)
        self.text.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.text)
        self.toggle.toggled.connect(self._expand)

    def _expand(self, on: bool) -> None:
        self.text.setVisible(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    @property
    def expanded(self) -> bool:
        return self.toggle.isChecked()

    def clear(self) -> None:
        """Forget everything shown (a new question was asked)."""
        self.text.clear()

    def append_reasoning(self, text: str) -> None:
        """The model's reasoning, as it streams (no line breaks added)."""
        cursor = self.text.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        self.text.setTextCursor(cursor)

    def trace(self, line: str) -> None:
        """One line of the pipeline's own trace (search, gate, checks)."""
        existing = self.text.toPlainText()
        prefix = "" if not existing or existing.endswith("\n") else "\n"
        self.append_reasoning(f"{prefix}• {line}\n")

    def contents(self) -> str:
        return self.text.toPlainText()
