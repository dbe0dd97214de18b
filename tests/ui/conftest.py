"""Shared window fixtures: a library with one generated chapter, a scripted model, a history,
and a shown window whose (scripted) model is ready."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.doubles import make_library
from tests.doubles_generation import ScriptedGenerator
from tests.integration.test_pipeline import HASHING_GATE, PAGES
from tests.pdfgen import make_ncert_like
from tutorapp.core.history import History
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences
from tutorapp.core.settings import AnswerSettings
from tutorapp.ui.i18n import set_language
from tutorapp.ui.launch import add_bundled_fonts
from tutorapp.ui.theme import apply_theme
from tutorapp.ui.window import MainWindow

WAIT = 20_000
Parts = tuple[Pipeline, ScriptedGenerator, Path]


@pytest.fixture(autouse=True, scope="session")
def bundled_fonts(qapp: QApplication) -> None:
    """The Devanagari font TutorApp registers at start-up (Hindi texts are measured and drawn
    with it, as in the app)."""
    add_bundled_fonts()


@pytest.fixture(autouse=True)
def default_look(qapp: QApplication) -> Iterator[None]:
    """Every window test starts in English, in the light theme at the default text size (a
    test that changes them does not leak into the next)."""
    apply_theme(qapp, "light", Preferences().font_size)
    set_language(qapp, "en")
    yield
    apply_theme(qapp, "light", Preferences().font_size)
    set_language(qapp, "en")  # a test in Hindi does not leak into the next
    # A test's widgets go here, on the UI thread: left to a later collection they could be
    # finalised on some worker thread (a pack import's), which crashes Qt.
    gc.collect()


@pytest.fixture
def parts(tmp_path: Path) -> Iterator[Parts]:
    home = tmp_path / "home"
    library = make_library(home / "library")
    pdf = make_ncert_like(
        tmp_path / "pdfs",
        "jemh105",
        pages=PAGES,
        first_printed=49,
        chapter_title="ARITHMETIC PROGRESSIONS",
    )
    list(library.ingest([pdf]))
    generator = ScriptedGenerator()
    settings = AnswerSettings(custom_thresholds=HASHING_GATE)
    pipeline = Pipeline(library, generator, settings)
    yield pipeline, generator, home
    pipeline.close()


def until_ready(ready: bool) -> bool:
    """``waitSignal(window.ready_changed, check_params_cb=until_ready)``: loading says False
    first, then True once the model is warm."""
    return ready


@pytest.fixture
def window(qtbot: QtBot, parts: Parts) -> MainWindow:
    pipeline, _, home = parts
    history = History(home / "history.sqlite3")
    win = MainWindow(pipeline, history, home / "logs" / "tutorapp.log")
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=until_ready):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    return win
