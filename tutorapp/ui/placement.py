"""Where the windows were: size, position and maximised state, per window and per screen,
kept in ``<home>/window-state.json`` (written atomically; a damaged file is ignored).

A window seen for the first time on a screen gets its preferred size, shrunk to fit the
screen's available area (the taskbar excluded) with room for the window manager's frame, and
centred. A remembered place is clamped into the area too, so a window never opens partly off
a smaller screen.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import QMargins, QRect, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

# A typical window manager's frame: borders and the title bar (the real one is known only
# once the window is shown; ``keep_inside`` checks again then).
FRAME = QMargins(4, 32, 4, 4)


def screen_key(screen: QScreen) -> str:
    """``HDMI-1 1920x1080``: the same monitor at the same resolution."""
    size = screen.geometry().size()
    return f"{screen.name() or 'screen'} {size.width()}x{size.height()}"


def fitted(area: QRect, preferred: tuple[int, int], frame: QMargins = FRAME) -> QRect:
    """The client rectangle of a window of ``preferred`` size, shrunk so that it and its
    frame fit ``area``, and centred there."""
    room = area.marginsRemoved(frame)
    width = max(200, min(preferred[0], room.width()))
    height = max(150, min(preferred[1], room.height()))
    left = room.left() + max(0, (room.width() - width) // 2)
    top = room.top() + max(0, (room.height() - height) // 2)
    return QRect(left, top, width, height)


def clamped(rect: QRect, area: QRect, frame: QMargins = FRAME) -> QRect:
    """``rect`` moved (and shrunk if needed) so that it and its frame lie inside ``area``."""
    room = area.marginsRemoved(frame)
    width, height = min(rect.width(), room.width()), min(rect.height(), room.height())
    left = min(max(rect.left(), room.left()), room.right() - width + 1)
    top = min(max(rect.top(), room.top()), room.bottom() - height + 1)
    return QRect(left, top, width, height)


class Placement:
    """Remembers windows' places in ``path`` (``None``: remember nothing, still fit)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._state: dict[str, dict[str, dict[str, int | bool]]] = self._load()

    def _load(self) -> dict[str, dict[str, dict[str, int | bool]]]:
        if self.path is None:
            return {}
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.info("ignoring unreadable window state %s: %s", self.path, exc)
            return {}
        return raw if isinstance(raw, dict) else {}

    def remembered(self, name: str, screen: QScreen) -> tuple[QRect, bool] | None:
        saved = self._state.get(name, {}).get(screen_key(screen))
        if not isinstance(saved, dict):
            return None
        try:
            rect = QRect(*(int(saved[k]) for k in ("x", "y", "width", "height")))
        except (KeyError, TypeError, ValueError):
            return None
        return rect, saved.get("maximized") is True

    def restore(self, window: QWidget, name: str, preferred: tuple[int, int]) -> None:
        """Give ``window`` (not shown yet) its remembered place on its screen, or its
        preferred size fitted to the screen; maximised again if it was."""
        screen: QScreen | None = window.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            window.resize(*preferred)
            return
        area = screen.availableGeometry()
        remembered = self.remembered(name, screen)
        if remembered is None:
            window.setGeometry(fitted(area, preferred))
            return
        rect, maximized = remembered
        window.setGeometry(clamped(rect, area))
        if maximized:
            window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)

    def save(self, window: QWidget, name: str) -> None:
        """Remember where ``window`` is (its normal size when maximised)."""
        screen: QScreen | None = window.screen()
        if screen is None:
            return
        maximized = window.isMaximized()
        rect = window.normalGeometry() if maximized else window.geometry()
        if not rect.isValid():
            rect = window.geometry()
        entry: dict[str, int | bool] = {
            "x": rect.x(),
            "y": rect.y(),
            "width": rect.width(),
            "height": rect.height(),
            "maximized": maximized,
        }
        self._state.setdefault(name, {})[screen_key(screen)] = entry
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temp = self.path.with_suffix(".json.tmp")
            temp.write_text(json.dumps(self._state, indent=1), encoding="utf-8")
            os.replace(temp, self.path)
        except OSError as exc:
            log.info("window state not saved to %s: %s", self.path, exc)


def keep_inside(window: QWidget) -> None:
    """Once shown (the real frame known): move a window whose frame sticks out of its
    screen's available area back inside, shrinking it if it must."""
    screen: QScreen | None = window.screen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    area = screen.availableGeometry()
    outer = window.frameGeometry()
    inner = window.geometry()
    frame = QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )
    fixed = clamped(inner, area, frame)
    if fixed != inner:
        window.setGeometry(fixed)


def fit_size(dialog: QWidget, preferred: tuple[int, int]) -> None:
    """Size a dialog at ``preferred``, shrunk to fit its screen's available area with its
    frame (Qt centres a dialog over its parent when shown)."""
    dialog.resize(fitted(dialog.screen().availableGeometry(), preferred).size())
