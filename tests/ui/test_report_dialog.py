"""Teacher → Class report: the dialog over scripted questions, saving, exporting, combining."""

from __future__ import annotations

import csv
import json
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import Parts
from tests.ui.test_window import GOOD, QUESTION, ask
from tests.unit.test_report import ELECTRICITY, START, _records
from tutorapp.core.preferences import Preferences
from tutorapp.core.report.build import QuestionRecord
from tutorapp.core.report.exchange import write_questions
from tutorapp.core.report.render import render_csv, render_json
from tutorapp.core.results import Status
from tutorapp.ui import report_dialog
from tutorapp.ui.report_dialog import ClassReportDialog
from tutorapp.ui.window import MainWindow


@pytest.fixture
def dialog(qtbot: QtBot) -> ClassReportDialog:
    shown = ClassReportDialog(lambda: _records("this"), "this")
    qtbot.addWidget(shown)
    return shown


def _rows(dialog: ClassReportDialog) -> list[list[str]]:
    tree = dialog.tree
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        rows.append([item.text(c) for c in range(4)])
        rows.extend(
            [item.child(j).text(0), item.child(j).text(3)] for j in range(item.childCount())
        )
    return rows


def test_chapters_with_the_questions_the_books_could_not_answer(dialog: ClassReportDialog) -> None:
    rows = _rows(dialog)
    assert ["Science · Class 10 · Ch 11 Electricity", "6", "1", "4"] in rows
    assert ["“what  is a FUSE rating ?”", "3×"] in rows
    assert dialog.summary.text().startswith("9 question(s)")
    assert "This computer" in dialog.source.text()


def test_since_narrows_the_report(dialog: ClassReportDialog) -> None:
    dialog.all_time.setChecked(False)
    dialog.since.setDate(dialog.since.date().addYears(50))  # nothing asked that late
    assert dialog.tree.topLevelItemCount() == 0 and dialog.summary.text().startswith("No questions")
    dialog.all_time.setChecked(True)
    assert dialog.tree.topLevelItemCount() == 3


def test_save_and_export(
    dialog: ClassReportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "report.csv"
    monkeypatch.setattr(report_dialog, "choose_report_path", lambda parent: (target, render_csv))
    dialog.save_button.click()
    rows = list(csv.DictReader(target.read_text(encoding="utf-8").splitlines()))
    assert rows[1]["chapter_title"] == "Electricity"
    monkeypatch.setattr(
        report_dialog, "choose_report_path", lambda parent: (tmp_path / "r.json", render_json)
    )
    dialog.save_button.click()
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["asked"] == 9

    exported = tmp_path / "questions.json"
    monkeypatch.setattr(report_dialog, "choose_export_path", lambda parent: exported)
    dialog.export_button.click()
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["laptop"]["id"] == "this" and len(data["questions"]) == 10
    assert "written to" in dialog.summary.text()


def test_combining_two_laptops(
    dialog: ClassReportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_questions(_records("a"), a, "a")
    fuse = QuestionRecord(
        laptop="b",
        entry=1,
        asked_at=START,
        question="what is a fuse rating",
        status=Status.REFUSED_UNSUPPORTED,
        chapter=ELECTRICITY,
    )
    write_questions([fuse], b, "b")
    monkeypatch.setattr(report_dialog, "choose_question_files", lambda parent: [a, b])
    dialog.combine_button.click()
    assert "a.json, b.json" in dialog.source.text()
    assert dialog.summary.text().startswith("10 question(s) from 2 laptops")
    assert ["“what is a fuse rating”", "4×"] in _rows(dialog)
    assert dialog.export_button.isHidden() and not dialog.local_button.isHidden()
    dialog.local_button.click()
    assert "This computer" in dialog.source.text()


def test_a_bad_file_gets_one_message(
    dialog: ClassReportDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "photo.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(report_dialog, "warn", lambda parent, text: shown.append(text))
    monkeypatch.setattr(report_dialog, "choose_question_files", lambda parent: [bad])
    dialog.combine_button.click()
    assert len(shown) == 1 and "is not a TutorApp question file" in shown[0]
    assert "This computer" in dialog.source.text()


def test_teacher_menu_reports_this_windows_questions(
    qtbot: QtBot, window: MainWindow, parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    ask(qtbot, window, QUESTION)
    ask(qtbot, window, "Who won the FIFA world cup in 2022?")
    shown: list[ClassReportDialog] = []
    monkeypatch.setattr(ClassReportDialog, "exec", lambda self: shown.append(self) or 0)
    window.report_action.trigger()
    [dialog] = shown
    rows = _rows(dialog)
    assert rows[0][0].startswith("Mathematics · Class 10 · Ch 5") and rows[0][1:] == ["2", "1", "1"]
    assert rows[1] == ["“Who won the FIFA world cup in 2022?”", ""]
    dialog.close()


def test_with_the_setting_off_no_question_is_kept(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    window.settings = replace(window.settings, prefs=Preferences(keep_history=False))
    ask(qtbot, window, "Who won the FIFA world cup in 2022?")
    assert window.history.entries() == [] and window.history_panel.list.count() == 0
