"""Start-up pieces: the bundled Hindi font, and the safety net for unexpected errors."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tutorapp.core.errors import TutorError
from tutorapp.ui.launch import add_bundled_fonts, install_safety_net


def test_the_bundled_devanagari_font_is_registered(qtbot: QtBot) -> None:
    assert any("Devanagari" in family for family in add_bundled_fonts())


@pytest.mark.allow_log_warnings
def test_unexpected_errors_become_a_short_message_naming_the_log(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_safety_net(tmp_path / "tutorapp.log")
    try:
        raise KeyError("boom")
    except KeyError as exc:
        sys.excepthook(KeyError, exc, exc.__traceback__)
    try:
        raise TutorError("The PDF is locked. Ask for an unlocked copy.")
    except TutorError as exc:
        sys.excepthook(TutorError, exc, exc.__traceback__)
    assert "a bug, not your mistake" in shown[0] and str(tmp_path / "tutorapp.log") in shown[0]
    assert "Traceback" not in shown[0] and "boom" not in shown[0]
    assert shown[1] == "The PDF is locked. Ask for an unlocked copy."
