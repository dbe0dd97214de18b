"""Settings and About: the dialog edits preferences, the window saves and applies them (a new
model loads in the background and answers the next question), About names what is in use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.doubles_generation import ScriptedGenerator
from tests.ui.test_window import GOOD, QUESTION, WAIT, Parts, ask
from tutorapp.core.errors import ModelMissingError
from tutorapp.core.history import History
from tutorapp.core.preferences import Preferences, load_preferences
from tutorapp.core.results import Status
from tutorapp.ui.settings_dialog import DEFAULT_MODEL, AboutDialog, SettingsDialog
from tutorapp.ui.window import MainWindow, WindowSettings


def test_the_dialog_shows_and_returns_the_preferences(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "other.gguf").write_bytes(b"GGUF")
    prefs = Preferences(preset="strict", threads=3, font_size=14, theme="dark")
    dialog = SettingsDialog(prefs, tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.model.currentText() == DEFAULT_MODEL
    assert dialog.preferences() == prefs
    dialog.model.setCurrentIndex(dialog.model.findText("other.gguf"))
    dialog.threads.setValue(0)
    dialog.think.setChecked(True)
    dialog.font_size.setValue(20)
    assert dialog.keep_history.isChecked()
    dialog.keep_history.setChecked(False)
    edited = dialog.preferences()
    assert not edited.keep_history
    assert edited.model == str(tmp_path / "other.gguf")
    assert edited.threads is None and edited.think_in_tags and edited.font_size == 20
    dialog.choose_model(tmp_path / "elsewhere" / "mine.gguf")
    assert dialog.preferences().model == str(tmp_path / "elsewhere" / "mine.gguf")


def test_applied_settings_are_saved_and_used_for_the_next_question(
    qtbot: QtBot, parts: Parts
) -> None:
    pipeline, old_generator, home = parts
    made: list[Preferences] = []
    new_generator = ScriptedGenerator()

    def make(prefs: Preferences) -> ScriptedGenerator:
        made.append(prefs)
        return new_generator

    prefs_file = home / "preferences.json"
    win = MainWindow(
        pipeline,
        History(home / "history.sqlite3"),
        home / "logs" / "tutorapp.log",
        WindowSettings(prefs=Preferences(), prefs_file=prefs_file, make_generator=make),
    )
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)

    chosen = Preferences(model=str(home / "m.gguf"), preset="strict", font_size=16, theme="dark")
    states: list[bool] = []
    win.ready_changed.connect(states.append)
    win.apply_settings(chosen)
    assert not win.ready  # the new model loads before the next answer
    qtbot.waitUntil(lambda: win.ready, timeout=WAIT)
    assert states == [False, True]
    assert load_preferences(prefs_file) == chosen
    assert made == [chosen] and pipeline.generator is new_generator
    assert pipeline.settings.preset == "strict"
    app = QApplication.instance()
    assert isinstance(app, QApplication) and app.font().pointSize() == 16

    new_generator.enqueue(GOOD)
    result = ask(qtbot, win, QUESTION)
    assert result.status is Status.ANSWERED
    assert len(new_generator.calls) == 1 and not old_generator.calls

    win.apply_settings(Preferences(model=chosen.model, font_size=11))  # same model: no reload
    assert win.ready and made == [chosen]


def test_settings_wait_while_an_answer_is_running(qtbot: QtBot, window: MainWindow) -> None:
    generator = window.pipeline.generator
    assert isinstance(generator, ScriptedGenerator)
    generator.delay = 0.05
    generator.enqueue(GOOD * 20)
    window.ask(QUESTION)
    qtbot.waitUntil(lambda: window.asker.running, timeout=WAIT)
    window.edit_settings()  # would block on a modal dialog if it opened
    assert "Settings can be changed" in window.statusBar().currentMessage()
    window.stop()
    qtbot.waitUntil(lambda: not window.asker.running, timeout=WAIT)


def test_about_names_the_versions_and_models(qtbot: QtBot, tmp_path: Path) -> None:
    about = AboutDialog("qwen2.5-coder-1.5b", "all-MiniLM-L6-v2", tmp_path, tmp_path / "t.log")
    qtbot.addWidget(about)
    text = about.text.text()
    for part in (
        "TutorApp",
        "Python",
        "PySide6",
        "llama-cpp-python",
        "chromadb",
        "qwen2.5-coder-1.5b",
        "all-MiniLM-L6-v2",
        str(tmp_path),
    ):
        assert part in text


def test_a_model_that_cannot_be_used_keeps_the_current_one(qtbot: QtBot, parts: Parts) -> None:
    pipeline, generator, home = parts

    def make(prefs: Preferences) -> ScriptedGenerator:
        raise ModelMissingError(f"The answer model file {prefs.model} does not exist.")

    prefs_file = home / "preferences.json"
    win = MainWindow(
        pipeline,
        History(home / "history.sqlite3"),
        home / "logs" / "tutorapp.log",
        WindowSettings(prefs=Preferences(), prefs_file=prefs_file, make_generator=make),
    )
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    win.apply_settings(Preferences(model=str(home / "gone.gguf"), font_size=14))
    assert win.ready and pipeline.generator is generator
    assert load_preferences(prefs_file) == Preferences(font_size=14)  # the rest still applies
    assert "gone.gguf does not exist. The previous model stays" in win.statusBar().currentMessage()
