"""The PDF viewer's buttons: each action's text, the button's own short text and the keys
(``ACTIONS``), the actions made on the viewer (their keys work anywhere inside it), the tool
buttons that show them, and their labels in the interface language (tooltips add the keys).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget

from tutorapp.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["ACTIONS", "ViewerButtons"]

#: The viewer's buttons: (text, the button's own short text, shortcuts); tooltips add the keys.
ACTIONS = {
    "prev": (QT_TRANSLATE_NOOP("PdfViewer", "Previous page"), "", ("PgUp",)),
    "next": (QT_TRANSLATE_NOOP("PdfViewer", "Next page"), "", ("PgDown",)),
    "zoom_out": (QT_TRANSLATE_NOOP("PdfViewer", "Zoom out"), "−", ("Ctrl+-",)),
    "zoom_in": (QT_TRANSLATE_NOOP("PdfViewer", "Zoom in"), "+", ("Ctrl+=", "Ctrl++")),
    "fit": (QT_TRANSLATE_NOOP("PdfViewer", "Fit width"), "", ("Ctrl+0",)),
    "continuous": (QT_TRANSLATE_NOOP("PdfViewer", "Continuous"), "", ()),
    "external": (QT_TRANSLATE_NOOP("PdfViewer", "Open in system viewer"), "", ()),
}

translate = QCoreApplication.translate


class ViewerButtons:
    """Makes the actions of ``viewer`` (``action``) and their buttons (``button``);
    ``retranslate`` labels them all."""

    def __init__(self, viewer: QWidget) -> None:
        self.viewer = viewer
        self._made: list[tuple[QAction, QToolButton | None, str, tuple[str, ...]]] = []

    def action(self, name: str, slot: Callable[..., None]) -> QAction:
        """An action with its shortcuts (``ACTIONS``), labelled in ``retranslate``."""
        text, short, keys = ACTIONS[name]
        action = QAction(self.viewer)
        if short:
            action.setIconText(short)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.viewer.addAction(action)
        self._made.append((action, None, text, keys))
        return action

    def button(self, action: QAction) -> QToolButton:
        button = QToolButton(self.viewer)
        button.setDefaultAction(action)
        self._made = [
            (a, button if a is action else b, text, keys) for a, b, text, keys in self._made
        ]
        return button

    def retranslate(self) -> None:
        """Each action's text, and a tooltip naming its first key; each button's name."""
        native = QKeySequence.SequenceFormat.NativeText
        for action, button, text, keys in self._made:
            shown = translate("PdfViewer", text)
            action.setText(shown)
            shortcut = f" ({QKeySequence(keys[0]).toString(native)})" if keys else ""
            action.setToolTip(f"{shown}{shortcut}")
            if button is not None:
                button.setAccessibleName(shown)
