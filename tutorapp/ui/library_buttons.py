"""The library panel's buttons: adding PDFs or a folder in the top row, and the selected
book's actions (re-index, edit details, remove; Delete removes too) in a row of their own,
so the panel stays narrow enough for the conversation and the scratch work side by side on
a 1366-pixel screen.

Each is an action shown as a text-only tool button; ``retranslate`` labels them in the
interface language (the texts are the panel's: translation context ``LibraryPanel``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from tutorapp.ui.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


@dataclass(frozen=True, kw_only=True)
class ButtonSlots:
    """What the buttons do: slots of the library panel."""

    add_files: Callable[[], None]
    add_folder: Callable[[], None]
    reindex: Callable[[], None]
    edit: Callable[[], None]
    remove: Callable[[], None]


class LibraryButtons:
    """The actions (``add_files``, ``add_folder``, ``reindex``, ``edit``, ``remove``) on
    ``panel``, their buttons in the rows ``top`` and ``book_row`` for the panel to lay out."""

    def __init__(self, panel: QWidget, slots: ButtonSlots) -> None:
        self.panel = panel
        self._labels: list[tuple[QAction, QToolButton, str, str]] = []
        self.top = QHBoxLayout()
        self.add_files = self._action(
            QT_TRANSLATE_NOOP("LibraryPanel", "&Add PDFs…"),
            QT_TRANSLATE_NOOP("LibraryPanel", "Add textbook PDF files"),
            slots.add_files,
            self.top,
        )
        self.add_folder = self._action(
            QT_TRANSLATE_NOOP("LibraryPanel", "Add &folder…"),
            QT_TRANSLATE_NOOP("LibraryPanel", "Add every PDF in a folder"),
            slots.add_folder,
            self.top,
        )
        self.book_row = QHBoxLayout()
        self.reindex = self._action(
            QT_TRANSLATE_NOOP("LibraryPanel", "&Re-index"),
            QT_TRANSLATE_NOOP("LibraryPanel", "Read the selected book's PDF again"),
            slots.reindex,
            self.book_row,
        )
        self.edit = self._action(
            QT_TRANSLATE_NOOP("LibraryPanel", "&Edit details…"),
            QT_TRANSLATE_NOOP("LibraryPanel", "Correct the class, subject or titles"),
            slots.edit,
            self.book_row,
        )
        self.remove = self._action(
            QT_TRANSLATE_NOOP("LibraryPanel", "Re&move"),
            QT_TRANSLATE_NOOP("LibraryPanel", "Remove the selected book from the library"),
            slots.remove,
            self.book_row,
        )
        self.top.addStretch(1)
        self.book_row.addStretch(1)
        self.remove.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.remove.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def _action(self, text: str, tip: str, slot: Callable[[], None], row: QHBoxLayout) -> QAction:
        """An action with its button in ``row``; ``text`` and ``tip`` are translated in
        ``retranslate``."""
        action = QAction(self.panel)
        action.triggered.connect(slot)
        button = QToolButton(self.panel)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        row.addWidget(button)
        self._labels.append((action, button, text, tip))
        return action

    def retranslate(self) -> None:
        """Each action's text and tooltip; each button's name (without ``&`` and ``…``)."""
        for action, button, text, tip in self._labels:
            shown = translate("LibraryPanel", text)
            action.setText(shown)
            action.setToolTip(translate("LibraryPanel", tip))
            button.setAccessibleName(shown.replace("&", "").rstrip("…"))
