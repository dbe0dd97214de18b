"""Lab mode in the window: Settings switches to the lab server and back, a server that
cannot be reached keeps what works, the books are read-only, a broken answer says so."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.doubles_generation import ScriptedGenerator
from tests.lab import offline_lab_library
from tests.ui.conftest import WAIT, Parts
from tutorapp.core.errors import LabServerError
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    GenerationConfig,
    StreamItem,
)
from tutorapp.core.history import History
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, load_preferences
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.results import Status
from tutorapp.ui import lab as lab_ui
from tutorapp.ui.settings_dialog import SettingsDialog
from tutorapp.ui.window import MainWindow, WindowSettings

LAB = Preferences(lab_server="10.0.0.5:8765", lab_code="ABCD-2345")


def test_settings_has_the_lab_server_address_and_code(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog(LAB, tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.lab.use.isChecked() and dialog.lab.address.isEnabled()
    assert dialog.preferences() == LAB
    dialog.lab.use.setChecked(False)
    assert not dialog.lab.address.isEnabled()
    assert dialog.preferences() == Preferences()
    plain = SettingsDialog(Preferences(), tmp_path)
    qtbot.addWidget(plain)
    assert not plain.lab.use.isChecked() and plain.preferences() == Preferences()


def _window(
    qtbot: QtBot, parts: Parts, opened: list[Preferences], fail: bool = False
) -> MainWindow:
    pipeline, _, home = parts

    def open_pipeline(prefs: Preferences) -> Pipeline:
        opened.append(prefs)
        if fail:
            raise LabServerError("TutorApp cannot reach the lab server at http://10.0.0.5:8765.")
        if prefs.lab_server:
            library = offline_lab_library(home / "lab")
            return Pipeline(library, ScriptedGenerator(model_id="served.gguf"), pipeline.settings)
        return Pipeline(pipeline.library, ScriptedGenerator(), pipeline.settings)

    settings = WindowSettings(
        prefs=Preferences(), prefs_file=home / "preferences.json", open_pipeline=open_pipeline
    )
    win = MainWindow(pipeline, History(home / "history.sqlite3"), home / "t.log", settings)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    return win


def test_switching_to_the_lab_server_and_back(qtbot: QtBot, parts: Parts) -> None:
    _, generator, home = parts
    opened: list[Preferences] = []
    win = _window(qtbot, parts, opened)
    win.apply_settings(LAB)
    qtbot.waitUntil(lambda: win.ready and not win.asker.running, timeout=WAIT)
    assert opened == [LAB] and generator.closes == 1  # the laptop's model was closed
    assert isinstance(win.pipeline.library, LabLibrary)
    panel = win.library_panel
    assert panel.read_only is not None and "lab server at http://10.0.0.5:8765" in panel.read_only
    assert panel.lab_note.isVisible()
    assert not panel.add_files_action.isEnabled() and not panel.add_folder_action.isEnabled()
    assert not panel.acceptDrops()
    assert win.model_state.text() == "Tutor ready · lab server http://10.0.0.5:8765"
    assert "served.gguf" in win.model_state.toolTip()  # the file name only in the tooltip
    assert [win.scope.itemText(i) for i in range(win.scope.count())][:2] == [
        "All my books",
        "Class 6",
    ]
    assert load_preferences(home / "preferences.json") == LAB
    shown: list[str] = []
    panel._show_error = shown.append  # type: ignore[method-assign]
    panel.add_paths([home / "book.pdf"])  # e.g. dropped on the window
    assert shown and "Only the teacher" in shown[0] and not panel.busy

    win.apply_settings(Preferences())
    qtbot.waitUntil(lambda: win.ready and not win.asker.running, timeout=WAIT)
    assert not isinstance(win.pipeline.library, LabLibrary)
    assert panel.read_only is None and panel.add_files_action.isEnabled()
    assert load_preferences(home / "preferences.json") == Preferences()


def test_a_lab_server_that_cannot_be_reached_keeps_what_works(
    qtbot: QtBot, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    pipeline, generator, home = parts
    warnings: list[str] = []
    monkeypatch.setattr(MainWindow, "warn", lambda _self, text: warnings.append(text))
    win = _window(qtbot, parts, [], fail=True)
    loads = generator.loads
    win.apply_settings(LAB)
    qtbot.waitUntil(lambda: bool(warnings) and win.ready and not win.asker.running, timeout=WAIT)
    assert "cannot reach the lab server" in warnings[0] and "goes on as before" in warnings[0]
    assert win.pipeline is pipeline and generator.loads == loads + 1  # loaded again
    assert load_preferences(home / "preferences.json") == Preferences()
    assert win.library_panel.read_only is None


class _BreaksOff:
    """A lab model whose server goes away after the first words."""

    model_id = "served.gguf"

    def load(self) -> None: ...

    def close(self) -> None: ...

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        yield "An arithmetic "
        raise LabServerError(
            "The lab server at http://10.0.0.5:8765 stopped while answering. "
            "To answer with this laptop's own model, turn off the lab server in Settings."
        )


def test_a_server_that_goes_away_mid_answer_gives_the_clear_message(
    qtbot: QtBot, parts: Parts
) -> None:
    pipeline, _, home = parts
    broken = Pipeline(pipeline.library, _BreaksOff(), pipeline.settings)
    win = MainWindow(broken, History(home / "history.sqlite3"), home / "t.log")
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    win.ask("What is an arithmetic progression?")
    qtbot.waitUntil(
        lambda: win.current_card is not None and win.current_card.result is not None,
        timeout=WAIT,
    )
    card = win.current_card
    assert card is not None and card.result is not None
    assert card.result.status is Status.ERROR
    assert "stopped while answering" in card.result.answer
    assert "turn off the lab server in Settings" in card.result.answer
    assert win.ask_button.isEnabled()  # the student can ask again


def test_the_start_up_prompt_retries_or_falls_back_to_the_laptop(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    attempts: list[Preferences] = []
    answers = iter(
        [
            ("10.0.0.9:8765", "ABCD-2345", lab_ui.LabConnectDialog.TRY_AGAIN),
            (None, None, lab_ui.LabConnectDialog.USE_LAPTOP),
        ]
    )

    def exec_(dialog: lab_ui.LabConnectDialog) -> int:
        qtbot.addWidget(dialog)
        address, code, choice = next(answers)
        if address:
            dialog.fields.address.setText(address)
            dialog.fields.code.setText(code or "")
        dialog.choice = choice
        return lab_ui.QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(lab_ui.LabConnectDialog, "exec", exec_)
    laptop = object()

    def open_pipeline(prefs: Preferences) -> Pipeline:
        attempts.append(prefs)
        if prefs.lab_server:
            raise LabServerError(f"TutorApp cannot reach the lab server at {prefs.lab_server}.")
        return laptop  # type: ignore[return-value]

    prefs_file = tmp_path / "preferences.json"
    found = lab_ui.reconnect(
        LAB, LabServerError("TutorApp cannot reach it."), open_pipeline, prefs_file, True
    )
    assert found == (laptop, Preferences())
    assert [p.lab_server for p in attempts] == ["10.0.0.9:8765", None]
    assert load_preferences(prefs_file) == Preferences()
