"""Windows fit the screen's free area (taskbar and frame included) and come back where they
were, per screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tutorapp.ui.placement import FRAME, Placement, clamped, fitted, screen_key

LAPTOPS = [QRect(0, 0, 1366, 728), QRect(0, 0, 1280, 680), QRect(0, 32, 1280, 688)]


@pytest.mark.parametrize("area", LAPTOPS)
def test_a_big_window_shrinks_to_fit_with_its_frame(area: QRect) -> None:
    rect = fitted(area, (1180, 980))
    outer = rect.marginsAdded(FRAME)
    assert area.contains(outer)
    assert rect.width() == min(1180, area.width() - 8)


def test_a_small_window_keeps_its_size_centred() -> None:
    area = QRect(0, 0, 1920, 1040)
    rect = fitted(area, (820, 600))
    assert (rect.width(), rect.height()) == (820, 600)
    assert abs(rect.center().x() - area.center().x()) <= 4


def test_a_remembered_place_off_a_smaller_screen_is_moved_back() -> None:
    area = QRect(0, 0, 1280, 680)
    rect = clamped(QRect(1500, 900, 1400, 900), area)
    assert area.contains(rect.marginsAdded(FRAME))


def test_place_and_maximised_state_are_remembered_per_screen(qtbot: QtBot, tmp_path: Path) -> None:
    state = tmp_path / "window-state.json"
    first = QWidget()
    qtbot.addWidget(first)
    placement = Placement(state)
    placement.restore(first, "main", preferred=(500, 400))
    first.show()
    first.setGeometry(QRect(60, 80, 420, 300))
    placement.save(first, "main")
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    placement.save(first, "main")

    again = QWidget()
    qtbot.addWidget(again)
    Placement(state).restore(again, "main", preferred=(500, 400))
    assert again.isMaximized() or again.windowState() & again.windowState().WindowMaximized
    again.showNormal()
    screen = again.screen()
    remembered = Placement(state).remembered("main", screen)
    assert remembered is not None and remembered[1] is True
    assert (remembered[0].width(), remembered[0].height()) == (420, 300)
    assert screen_key(screen) in state.read_text()


def test_a_damaged_state_file_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    state = tmp_path / "window-state.json"
    state.write_text("{not json", encoding="utf-8")
    window = QWidget()
    qtbot.addWidget(window)
    Placement(state).restore(window, "main", preferred=(300, 200))
    assert window.width() <= 300
