"""A focus ring the keyboard user can always see: a 2-pixel rounded frame in the theme's focus
colour drawn around whichever widget has the keyboard focus, in the main window and in every
dialog, whatever the widget style draws (some styles draw a faint dotted line or nothing).

One ``FocusRing`` overlay per top-level window, made on first use, transparent to the mouse
and raised above the window's contents; it follows the focused widget when it or anything
around it moves or resizes (a conversation scrolling), clipped to the part that is visible.
The colour is the application's ``focusColour`` property (set by the theme).
"""

from __future__ import annotations

from contextlib import suppress

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QWidget

WIDTH = 2
DEFAULT_COLOUR = "#c2410c"


class FocusRing(QWidget):
    """The ring in one top-level window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QWidget | None = None
        self.hide()

    def follow(self, widget: QWidget | None) -> None:
        self.target = widget
        self.place()

    def place(self) -> None:
        """Put the ring around the visible part of the target (hide it when none is)."""
        target = self.target
        window = self.parentWidget()
        if target is None or window is None or not target.isVisible():
            self.hide()
            return
        area = QRect(target.mapTo(window, target.rect().topLeft()), target.size())
        parent = target.parentWidget()
        while parent is not None and parent is not window:
            area = area.intersected(
                QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size())
            )
            parent = parent.parentWidget()
        if area.isEmpty():
            self.hide()
            return
        self.setGeometry(area.adjusted(-WIDTH - 1, -WIDTH - 1, WIDTH + 1, WIDTH + 1))
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        app = QApplication.instance()
        colour = app.property("focusColour") if app is not None else None
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(str(colour or DEFAULT_COLOUR)), WIDTH))
        half = WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)
        painter.end()


class FocusRings(QObject):
    """Keeps a ``FocusRing`` around the focused widget of every window of the application."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watched: list[QWidget] = []
        self._ring: FocusRing | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def ring_for(self, window: QWidget) -> FocusRing:
        ring = window.findChild(FocusRing, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return ring if isinstance(ring, FocusRing) else FocusRing(window)

    @property
    def ring(self) -> FocusRing | None:
        """The ring now shown (around the focused widget), if any."""
        return self._ring

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        for watched in self._watched:
            with suppress(RuntimeError):  # deleted meanwhile (e.g. the history cleared)
                watched.removeEventFilter(self)
        self._watched = []
        if self._ring is not None:
            self._ring.follow(None)
            self._ring = None
        if new is None or isinstance(new, FocusRing):
            return
        window = new.window()
        if window is new:  # a window with the focus itself: nothing to ring
            return
        self._ring = self.ring_for(window)
        step: QWidget | None = new
        while step is not None and step is not window:
            step.installEventFilter(self)
            self._watched.append(step)
            step = step.parentWidget()
        self._ring.follow(new)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._ring is not None and event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._ring.place()
        return False
