"""The middle of the main window: the conversation and, once opened, the tutor's scratch work
beside it (three parts to two), or under it when the area is narrower than ``NARROW`` pixels,
so the answer is never squeezed.

Each time the scratch work is opened or moves beside or under the answer, the area shares its
room out again and says so (``scratch_shown``): the window then keeps the answer in view.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

from tutorapp.ui.reasoning import ReasoningPanel

NARROW = 760  # below this width the scratch work goes under the conversation


class WorkArea(QSplitter):
    """The conversation and the scratch-work panel (shown and hidden by its ``toggle``)."""

    scratch_shown = Signal()

    def __init__(
        self, conversation: QWidget, scratch: ReasoningPanel, parent: QWidget | None = None
    ) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.scratch = scratch
        self.setChildrenCollapsible(False)
        self.addWidget(conversation)
        self.addWidget(scratch)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        scratch.toggle.toggled.connect(self._scratch_toggled)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Beside the answer when wide, below it when not (before the splitter lays out)."""
        narrow = self.width() < NARROW
        orientation = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if orientation != self.orientation():
            self.setOrientation(orientation)
            self._scratch_toggled(self.scratch.expanded)
        super().resizeEvent(event)

    def _scratch_toggled(self, shown: bool) -> None:
        if not shown:
            return
        horizontal = self.orientation() == Qt.Orientation.Horizontal
        total = self.width() if horizontal else self.height()
        self.setSizes([total * 3 // 5, total - total * 3 // 5])
        self.scratch_shown.emit()
