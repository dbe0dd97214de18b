"""Past questions (answers only, never reasoning): select one to see its stored answer."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.history import History, HistoryEntry


class HistoryPanel(QWidget):
    entry_selected = Signal(object)  # HistoryEntry

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.list = QListWidget(self)
        self.list.setAccessibleName("Past questions")
        self.list.itemActivated.connect(self._activate)
        self.list.itemClicked.connect(self._activate)
        self.clear_button = QPushButton("Clear history", self)
        self.clear_button.setAccessibleName("Clear history")
        self.clear_button.clicked.connect(self._clear)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addWidget(self.clear_button)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for entry in self.history.entries():
            when = time.strftime("%d %b %H:%M", time.localtime(entry.asked_at))
            item = QListWidgetItem(f"{entry.question}\n{when} · {_status(entry.status)}")
            item.setData(Qt.ItemDataRole.UserRole, entry)
            item.setToolTip(entry.question)
            self.list.addItem(item)
        self.clear_button.setEnabled(self.list.count() > 0)

    def _activate(self, item: QListWidgetItem) -> None:
        entry = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(entry, HistoryEntry):
            self.entry_selected.emit(entry)

    def confirm_clear(self) -> bool:
        answer = QMessageBox.question(
            self, "Clear history", "Forget all past questions and answers?"
        )
        return answer == QMessageBox.StandardButton.Yes

    def _clear(self) -> None:
        if self.confirm_clear():
            self.history.clear()
            self.refresh()


def _status(status: str) -> str:
    if status.startswith("refused"):
        return "not in your books"
    return {"answered": "answered", "smalltalk": "chat", "cancelled": "stopped"}.get(status, status)
