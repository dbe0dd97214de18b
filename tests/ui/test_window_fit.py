"""The window on a small laptop and from the keyboard: it fits 1280×720 and 1366×768 with a
taskbar, dialogs fit too, places are remembered, every Tab stop is visible, named and ringed
(citations included), Ask and Stop look different idle and busy, the scratch work opens beside
the answer with the card's counts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import WAIT, Parts
from tests.ui.test_window import GOOD, QUESTION, ask
from tutorapp.core.history import History
from tutorapp.core.preferences import Preferences
from tutorapp.ui.book_dialog import BookDetailsDialog
from tutorapp.ui.i18n import set_language
from tutorapp.ui.pack_dialog import ExportBooksDialog
from tutorapp.ui.placement import FRAME, fitted
from tutorapp.ui.report_dialog import ClassReportDialog
from tutorapp.ui.settings_dialog import AboutDialog, SettingsDialog
from tutorapp.ui.theme import apply_theme
from tutorapp.ui.window import PREFERRED_SIZE, MainWindow, WindowSettings

# a laptop screen less a 40-pixel taskbar
SCREENS = {"1280x720": QRect(0, 0, 1280, 680), "1366x768": QRect(0, 0, 1366, 728)}


def shown_rect(widget: QWidget) -> QRect:
    """The part of ``widget`` its parents let show (scroll areas clip), in its window's
    coordinates; empty when none."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size()))
        parent = parent.parentWidget()
    return rect if widget.isVisible() else QRect()


def inside(widget: QWidget, area: QRect) -> bool:
    """``widget`` is shown whole within ``area`` (global coordinates), not clipped."""
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    rect = QRect(top_left, widget.size())
    return area.contains(rect) and shown_rect(widget).size() == widget.size()


@pytest.mark.parametrize("language", ["en", "hi"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_window_fits_a_small_laptop_screen(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, parts: Parts, screen: str, language: str
) -> None:
    """As on a 1280×720 (or 1366×768) laptop, in English and in Hindi (longer words, taller
    letters): the window's frame, the question box, Ask, Stop and the status bar are all on
    the screen, with a question answered."""
    assert set_language(qapp, language) == language
    _, generator, _ = parts
    area = SCREENS[screen]
    window.setGeometry(fitted(area, PREFERRED_SIZE))
    generator.enqueue(GOOD)
    ask(qtbot, window, QUESTION)
    qtbot.wait(50)
    client = window.geometry()
    assert area.contains(client.marginsAdded(FRAME))
    assert window.minimumSizeHint().height() <= client.height()
    assert window.minimumSizeHint().width() <= client.width()
    for widget in (window.question, window.ask_button, window.stop_button, window.statusBar()):
        assert inside(widget, client), widget.accessibleName() or widget
    assert inside(window.library_panel.tree, client)
    assert inside(window.scope, client)
    window.reasoning.toggle.setChecked(True)  # scratch work open: everything still fits
    qtbot.wait(50)
    for widget in (window.question, window.ask_button, window.stop_button, window.reasoning):
        assert inside(widget, client)


def test_a_first_start_fits_the_screen_and_the_place_is_remembered(
    qtbot: QtBot, parts: Parts
) -> None:
    pipeline, _, home = parts
    state = home / "window-state.json"

    def make() -> MainWindow:
        win = MainWindow(
            pipeline,
            History(home / "history.sqlite3"),
            home / "logs" / "tutorapp.log",
            WindowSettings(prefs=Preferences(), state_file=state),
        )
        qtbot.addWidget(win)
        return win

    first = make()
    area = first.screen().availableGeometry()
    assert area.contains(first.geometry().marginsAdded(FRAME))
    first.show()
    width = min(first.minimumSizeHint().width() + 3, area.width() - FRAME.left() - FRAME.right())
    first.setGeometry(QRect(area.left() + 4, area.top() + 50, width, 500))
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    second = make()
    assert second.windowState() & Qt.WindowState.WindowMaximized
    second.showNormal()
    qtbot.waitUntil(lambda: not second.isMaximized())
    assert second.height() == 500  # the normal size from before it was maximised
    assert second.width() >= width - 1
    second.close()


@pytest.mark.parametrize("language", ["en", "hi"])
def test_dialogs_fit_a_small_screen(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, tmp_path: Path, language: str
) -> None:
    assert set_language(qapp, language) == language
    book = window.pipeline.library.books()[0]
    dialogs: list[QDialog] = [
        SettingsDialog(Preferences(), tmp_path, window),
        AboutDialog("m" * 60, "e" * 40, tmp_path / ("deep" * 30), tmp_path / "log", window),
        BookDetailsDialog(book, window),
        SettingsDialog(Preferences(lab_server="192.168.1.20:8765"), tmp_path, window),
        ExportBooksDialog(window.pipeline.library),
        ClassReportDialog(list, "laptop"),
    ]
    room = SCREENS["1280x720"].marginsRemoved(FRAME)
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        hint = dialog.sizeHint()
        assert hint.width() <= room.width() and hint.height() <= room.height(), dialog
        assert dialog.width() <= room.width() and dialog.height() <= room.height(), dialog
    export = dialogs[-2]
    assert isinstance(export, ExportBooksDialog)
    export.resize(560, 400)
    export.show()
    qtbot.waitExposed(export)
    books = export.books
    books.addItem("Social Science · India and the Contemporary World – II · " * 3)
    for row in range(books.count()):  # whole names: wrapped, never behind a side scroll
        assert books.visualItemRect(books.item(row)).width() <= books.viewport().width()


def test_settings_shows_no_stray_ampersand(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Preferences(), tmp_path)
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Answer &model:" in texts  # drawn as "Answer model:" with m underlined
    label = next(lb for lb in dialog.findChildren(QLabel) if lb.text() == "Answer &model:")
    assert label.buddy() is dialog.model


def test_the_book_details_dialog_shows_whole_titles(qtbot: QtBot, window: MainWindow) -> None:
    book = window.pipeline.library.books()[0]
    dialog = BookDetailsDialog(book)
    qtbot.addWidget(dialog)
    dialog.show()
    for field in (dialog.title, dialog.chapter_title):
        text = "Predicting What Comes Next: Exploring Sequences"
        field.setText(text)
        assert field.fontMetrics().horizontalAdvance(text) < field.width()


def test_the_status_bar_names_no_model_file(window: MainWindow) -> None:
    assert window.model_state.text() == "Tutor ready"
    assert "test/scripted" in window.model_state.toolTip()


def test_ask_and_stop_look_different_idle_and_busy(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "light", 11)

    def colour(widget: QWidget) -> QColor:
        image = widget.grab().toImage()
        return image.pixelColor(image.width() // 2, 3)

    idle = (colour(window.ask_button), colour(window.stop_button))
    _, generator, _ = parts
    generator.delay = 0.05
    generator.enqueue([f" w{i}" for i in range(200)])
    window.ask(QUESTION)
    qtbot.waitUntil(window.stop_button.isEnabled, timeout=WAIT)
    busy = (colour(window.ask_button), colour(window.stop_button))
    window.stop()
    qtbot.waitUntil(lambda: not window.asker.running, timeout=WAIT)
    assert idle[0] != busy[0] and idle[1] != busy[1]
    assert idle[0].blue() > idle[0].red() + 60  # Ask in the accent blue when it can be pressed
    assert busy[1].red() > busy[1].blue() + 60  # Stop in red while an answer can be stopped


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return widget.accessibleName() or (text() if callable(text) else "")


def test_tab_reaches_every_part_each_visible_named_and_ringed(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    """Tab through the whole window (an answer with sources and a refusal with follow-ups
    in view): each stop is shown, has a name, wears the focus ring; citations are stops and
    Enter on one opens the book."""
    _, generator, _ = parts
    generator.enqueue(GOOD)
    ask(qtbot, window, QUESTION)
    ask(qtbot, window, "Who won the FIFA world cup in 2022?")
    window.resize(1180, 700)
    window.activateWindow()
    qtbot.waitActive(window)
    window.question.setFocus()
    qtbot.wait(20)
    seen: list[QWidget] = []
    for _ in range(80):
        widget = QApplication.focusWidget()
        assert widget is not None
        if seen and widget is seen[0]:
            break
        seen.append(widget)
        assert widget.window() is window
        shown = shown_rect(widget)
        assert shown.height() >= min(widget.height(), 12), _name(widget)  # in view, not cut
        assert _name(widget), widget
        ring = window.focus_rings.ring
        assert ring is not None and ring.isVisible()
        assert ring.geometry().contains(shown), _name(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    else:
        pytest.fail("Tab never came back to the question box")
    names = [_name(w) for w in seen]
    card = window.conversation.all_cards()[0]
    assert card.links and card.links[0] in seen, names
    assert {"Question", "Ask the question", "Answer from", "Books in the library"} <= set(names)
    assert any(re.match(r"Ask about ", n) for n in names)  # the refusal's follow-ups
    card.links[0].setFocus()
    qtbot.keyClick(card.links[0], Qt.Key.Key_Return)
    viewer = window.viewer
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.viewer.highlighted, timeout=WAIT)
    viewer.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_focus_ring_is_plain_to_see_in_both_themes(
    qtbot: QtBot, window: MainWindow, theme: str
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme, 11)
    window.activateWindow()
    qtbot.waitActive(window)
    window.scope.setFocus()
    qtbot.wait(20)
    ring = window.focus_rings.ring
    assert ring is not None and ring.isVisible()
    image = window.grab().toImage()
    edge = ring.geometry().topLeft() + ring.rect().center() - ring.rect().center()
    ring_colour = image.pixelColor(edge.x() + ring.width() // 2, edge.y() + 1)
    background = app.palette().window().color()
    assert _contrast(ring_colour, background) >= 3.0, (ring_colour.name(), background.name())
    apply_theme(app, "light", 11)


def _contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        channels = []
        for value in (c.redF(), c.greenF(), c.blueF()):
            channels.append(value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4)
        r, g, b_ = channels
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_scratch_work_opens_beside_the_answer_with_the_cards_counts(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    result = ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None
    window.resize(1280, 640)
    window.reasoning.toggle.setChecked(True)
    qtbot.wait(50)
    panel = window.reasoning
    assert panel.isVisible()
    assert window.work.orientation() == Qt.Orientation.Horizontal  # beside, on a wide window
    assert _overlap(panel, card) == 0  # beside the answer, not over it
    viewport = window.conversation.viewport()
    top = card.mapTo(viewport, card.rect().topLeft()).y()
    assert 0 <= top < viewport.height()  # the answer is still in view
    summary = panel.summary.text()
    assert f"Looked at {card.sources_found} passage" in summary
    assert "1 chapter" in summary
    assert f"uses {len(result.citations)} of these passages" in summary
    assert "Every sentence of the answer was checked and matched the book." in summary
    assert "similarity" not in summary  # the raw scores are behind "Details"
    assert not panel.details.isVisible() and "similarity" in panel.details.toPlainText()
    panel.details_toggle.setChecked(True)
    assert panel.details.isVisible()
    window.resize(900, 640)  # a narrow window: the scratch work goes below the answer
    qtbot.wait(50)
    assert window.work.orientation() == Qt.Orientation.Vertical
    assert _overlap(panel, card) == 0 and panel.isVisible()


def _overlap(a: QWidget, b: QWidget) -> int:
    both = shown_rect(a).intersected(shown_rect(b))
    return 0 if both.isEmpty() else both.width() * both.height()
