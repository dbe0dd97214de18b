"""Past questions (answers only, never reasoning): select one to see its stored answer.

Each entry is two lines — the question (cut with "…" to the panel's width; the whole question
in its tooltip and accessible name) and when it was asked with how it ended — with a rule
between entries. Selecting emits ``entry_selected``; the window shows each entry once and
scrolls back to it when it is selected again.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.history import History, HistoryEntry
from tutorapp.core.results import Status

ENTRY = Qt.ItemDataRole.UserRole
DETAIL = Qt.ItemDataRole.UserRole + 1
PADDING = 6


class EntryDelegate(QStyledItemDelegate):
    """Paints an entry: the question in bold, elided; the detail line below; a rule under it."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        metrics = option.fontMetrics
        return QSize(100, 2 * metrics.height() + 2 * PADDING + 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        painter.save()
        rect: QRect = option.rect
        palette: QPalette = option.palette
        state = option.state
        selected = bool(state & QStyle.StateFlag.State_Selected)
        if selected:
            painter.fillRect(rect, palette.highlight())
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        muted_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Mid
        inner = rect.adjusted(PADDING, PADDING, -PADDING, -PADDING)
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(palette.color(text_role))
        question = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        line = painter.fontMetrics().height()
        elided = painter.fontMetrics().elidedText(
            question, Qt.TextElideMode.ElideRight, inner.width()
        )
        painter.drawText(QRect(inner.left(), inner.top(), inner.width(), line), 0, elided)
        painter.setFont(option.font)
        painter.setPen(palette.color(muted_role))
        detail = str(index.data(DETAIL) or "")
        painter.drawText(
            QRect(inner.left(), inner.top() + line, inner.width(), line),
            0,
            painter.fontMetrics().elidedText(detail, Qt.TextElideMode.ElideRight, inner.width()),
        )
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.drawLine(
            rect.left() + PADDING, rect.bottom(), rect.right() - PADDING, rect.bottom()
        )
        painter.restore()


class HistoryPanel(QWidget):
    entry_selected = Signal(object)  # HistoryEntry

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.list = QListWidget(self)
        self.list.setItemDelegate(EntryDelegate(self.list))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setUniformItemSizes(True)
        self.list.itemActivated.connect(self._activate)
        self.list.itemClicked.connect(self._activate)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self._clear)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addWidget(self.clear_button)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Past questions"))
        self.clear_button.setText(self.tr("Clear history"))
        self.clear_button.setAccessibleName(self.tr("Clear history"))
        self.clear_button.setToolTip(self.tr("Forget all past questions and answers"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        current = self.list.currentItem()
        keep = current.data(ENTRY).id if current is not None else None
        self.list.clear()
        for entry in self.history.entries():
            when = time.strftime("%d %b %H:%M", time.localtime(entry.asked_at))
            detail = f"{when} · {self.status_text(entry.status)}"
            item = QListWidgetItem(entry.question)
            item.setData(ENTRY, entry)
            item.setData(DETAIL, detail)
            item.setToolTip(entry.question)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{entry.question}. {detail}")
            self.list.addItem(item)
            if entry.id == keep:
                self.list.setCurrentItem(item)
        self.clear_button.setEnabled(self.list.count() > 0)

    def status_text(self, status: Status) -> str:
        if status.refused:
            return self.tr("Not in your books")
        return {
            Status.ANSWERED: self.tr("Answered"),
            Status.SMALLTALK: self.tr("Chat"),
            Status.CANCELLED: self.tr("Stopped"),
        }.get(status, self.tr("Something went wrong"))

    def _activate(self, item: QListWidgetItem) -> None:
        entry = item.data(ENTRY)
        if isinstance(entry, HistoryEntry):
            self.entry_selected.emit(entry)

    def confirm_clear(self) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Clear history"), self.tr("Forget all past questions and answers?")
        )
        return answer == QMessageBox.StandardButton.Yes

    def _clear(self) -> None:
        if self.confirm_clear():
            self.history.clear()
            self.refresh()
