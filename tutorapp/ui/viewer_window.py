"""The book viewer's own top-level window: the main window keeps one and reuses it for every
citation. Esc or Ctrl+W closes it; its size, place and maximised state are remembered per
screen (``placement``)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tutorapp.ui.placement import Placement
from tutorapp.ui.viewer import PdfViewer


class PdfViewerWindow(QWidget):
    """The viewer's own window; keep one and call ``open()`` for every citation. Esc and
    Ctrl+W close it; its size, place and maximised state are remembered per screen."""

    PLACE = "viewer"

    def __init__(self, parent: QWidget | None = None, placement: Placement | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.placement = placement or Placement(None)
        self.viewer = PdfViewer(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.viewer)
        self._title = ""
        self.retranslate()
        closing = [QKeySequence("Esc"), QKeySequence("Ctrl+W")]
        closing += QKeySequence.keyBindings(QKeySequence.StandardKey.Close)  # Ctrl+F4…
        for keys in dict.fromkeys(k.toString() for k in closing):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.close)
        self._placed = False

    def open(
        self,
        path: Path,
        page_index: int,
        highlight: str | None = None,
        title: str = "",
        printed: Mapping[int, int] | None = None,
    ) -> None:
        """See ``PdfViewer.open``; also titles the window after the book."""
        self.viewer.open(path, page_index, highlight=highlight, title=title, printed=printed)
        self._title = title or Path(path).name
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Book viewer"))
        title = self._title or self.tr("Book viewer")
        self.setWindowTitle(f"{title} — TutorApp")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def present(self) -> None:
        """Show the window where it was last time on this screen (or sized to fit it),
        and bring it to the front."""
        if not self._placed:
            self.placement.restore(self, self.PLACE, preferred=(820, 980))
            self._placed = True
        if self.isMinimized():
            self.showNormal()
        elif not self.isVisible():
            self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.placement.save(self, self.PLACE)
        super().closeEvent(event)
