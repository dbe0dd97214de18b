"""The window in Hindi: every text a student sees is translated (the books' and the student's
own words aside), Settings switches the language of the open windows without a restart and
back, the first start follows the computer's language, and the shipped translation matches
the code."""

from __future__ import annotations

import importlib.util
import re
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QLocale, QSize
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QPushButton,
    QStyle,
    QStyleFactory,
    QStyleOptionMenuItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.doubles import make_library
from tests.ui.conftest import WAIT, Parts
from tests.ui.i18n_walk import shown_texts, untranslated
from tests.ui.test_window import GOOD, QUESTION, ask
from tutorapp.core.history import History
from tutorapp.core.preferences import Preferences, load_preferences
from tutorapp.core.report.build import QuestionRecord
from tutorapp.core.results import AnswerResult, Status
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.book_dialog import BookDetailsDialog
from tutorapp.ui.i18n import chosen_language, current_language, set_language
from tutorapp.ui.lab import LabConnectDialog
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.menu_style import MenuTextStyle
from tutorapp.ui.pack_dialog import ExportBooksDialog
from tutorapp.ui.report_dialog import ClassReportDialog
from tutorapp.ui.settings_dialog import AboutDialog, SettingsDialog
from tutorapp.ui.window import MainWindow, WindowSettings

REFUSED = "Who won the FIFA world cup in 2022?"
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
REPO = Path(__file__).resolve().parents[2]


def _translations_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "translations", REPO / "scripts" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_translation_matches_the_code() -> None:
    """Every text in tr()/translate() has a Hindi translation in the .ts, and the committed
    .qm is the .ts compiled (scripts/translations.py check)."""
    assert _translations_tool().problems() == []


def _answered_window(qtbot: QtBot, window: MainWindow, parts: Parts) -> list[str]:
    """An answer, a refusal with its suggestions and the scratch work open; the words that
    are the student's or the books' (they stay as they are)."""
    _, generator, _ = parts
    generator.enqueue(GOOD)
    results = [ask(qtbot, window, QUESTION), ask(qtbot, window, REFUSED)]
    window.reasoning.toggle.setChecked(True)
    qtbot.wait(50)
    data = [QUESTION, REFUSED, *(r.answer for r in results)]
    for card in window.conversation.all_cards():
        data.extend(s.text for s in card.preview.sentences)
    for book in window.pipeline.library.books():
        meta = book.meta
        data.extend([meta.title, meta.subject or "", meta.chapter_title or "", book.source_file])
    return data


def test_the_hindi_window_shows_no_english_of_its_own(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, parts: Parts, tmp_path: Path
) -> None:
    assert set_language(qapp, "hi") == "hi"
    data = _answered_window(qtbot, window, parts)
    assert untranslated(window, data) == []
    assert window.ask_button.text() == "पूछें"
    window.left.setCurrentIndex(1)  # the past questions
    qtbot.wait(20)
    assert untranslated(window, data) == []
    card = window.conversation.all_cards()[0]
    card.links[0].activated.emit()  # the book opens at the cited page
    viewer = window.viewer
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.viewer.highlighted, timeout=WAIT)
    assert untranslated(viewer, data) == []
    assert "पृ." in viewer.viewer.page_spin.text()
    viewer.close()

    book = window.pipeline.library.books()[0]
    records = [
        QuestionRecord(
            laptop="",
            entry=1,
            asked_at=1.7e9,
            question=REFUSED,
            status=Status.REFUSED_OUT_OF_SCOPE,
            chapter=None,
        )
    ]
    dialogs: list[QWidget] = [
        SettingsDialog(Preferences(lab_server="192.168.1.20:8765"), tmp_path, window),
        AboutDialog("test/scripted", "all-MiniLM-L6-v2", tmp_path, tmp_path / "log", window),
        BookDetailsDialog(book, window),
        ExportBooksDialog(window.pipeline.library),
        ClassReportDialog(lambda: records, "laptop"),
        LabConnectDialog(Preferences(lab_server="10.0.0.2:8765"), "", can_use_laptop=True),
    ]
    kept = [*data, "test/scripted", "all-MiniLM-L6-v2", "192.168.1.20:8765", "10.0.0.2:8765"]
    kept += ["English", "ABCD-2345"]  # the language's own name; a sample class code
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        assert untranslated(dialog, kept) == [], type(dialog).__name__


def test_the_welcome_page_in_hindi(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    set_language(qapp, "hi")
    panel = LibraryPanel(make_library(tmp_path / "library"))
    qtbot.addWidget(panel)
    panel.show()
    assert panel.welcome.isVisible()
    assert untranslated(panel) == []
    panel.shutdown()


def test_qt_own_buttons_and_file_dialog_speak_hindi(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    """Qt has no Hindi of its own: its standard buttons and its file dialog (used where the
    system offers none) take TutorApp's."""
    set_language(qapp, "hi")
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(buttons)
    texts = {b.text().replace("&", "") for b in buttons.buttons()}
    assert texts <= {"ठीक है", "ठीक है (O)", "रद्द करें", "रद्द करें (C)"}, texts
    for mode in (QFileDialog.FileMode.ExistingFiles, QFileDialog.FileMode.Directory):
        dialog = QFileDialog(None, "", str(tmp_path), "PDF (*.pdf)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setFileMode(mode)
        qtbot.addWidget(dialog)
        dialog.show()
        assert untranslated(dialog, [str(tmp_path)]) == []


def test_settings_switch_the_open_window_to_hindi_and_back(
    qtbot: QtBot, qapp: QApplication, parts: Parts
) -> None:
    pipeline, _generator, home = parts
    prefs_file = home / "preferences.json"
    win = MainWindow(
        pipeline,
        History(home / "history.sqlite3"),
        home / "logs" / "tutorapp.log",
        WindowSettings(prefs=Preferences(), prefs_file=prefs_file),
    )
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    data = _answered_window(qtbot, win, parts)
    card = win.conversation.all_cards()[0]
    card.links[0].activated.emit()
    viewer = win.viewer
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.viewer.highlighted, timeout=WAIT)
    english = {
        "ask": win.ask_button.text(),
        "menu": win.menus.file.title(),
        "status": card.status.text(),
        "add": win.library_panel.add_files_action.text(),
        "zoom": viewer.viewer.zoom_in_action.text(),
    }

    win.apply_settings(replace(win.settings.prefs, language="hi"))  # as Settings → OK does
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    assert current_language(qapp) == "hi"
    assert load_preferences(prefs_file).language == "hi"
    assert win.ask_button.text() == "पूछें"
    assert win.menus.file.title() == "फ़ाइल (&F)"
    assert win.library_panel.add_files_action.text() == "PDF जोड़ें (&A)…"
    assert card.status.text() == "आपकी किताबों से उत्तर (भरोसा: मध्यम)" or DEVANAGARI.search(
        card.status.text()
    )
    assert "कक्षा 10" in card.links[0].text()
    assert viewer.viewer.zoom_in_action.text() == "बड़ा करें"
    assert win.model_state.text() == "ट्यूटर तैयार"
    assert untranslated(win, data) == []
    assert untranslated(viewer, data) == []

    win.apply_settings(replace(win.settings.prefs, language="en"))
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    assert current_language(qapp) == "en"
    assert win.ask_button.text() == english["ask"] == "Ask"
    assert win.menus.file.title() == english["menu"]
    assert card.status.text() == english["status"]
    assert win.library_panel.add_files_action.text() == english["add"]
    assert viewer.viewer.zoom_in_action.text() == english["zoom"]
    for window in (win, viewer):  # no Hindi left behind either
        left = [t for _, _, t in shown_texts(window) if DEVANAGARI.search(t)]
        assert left == []
    viewer.close()
    win.close()


def test_a_first_start_follows_the_computers_language(qapp: QApplication, tmp_path: Path) -> None:
    hindi, english = QLocale(QLocale.Language.Hindi), QLocale(QLocale.Language.English)
    assert chosen_language(Preferences(), hindi) == "hi"
    assert chosen_language(Preferences(), english) == "en"
    assert chosen_language(Preferences(language="en"), hindi) == "en"  # a choice is kept
    assert chosen_language(Preferences(language="hi"), english) == "hi"
    assert set_language(qapp, "hi", folder=tmp_path) == "en"  # no translation file: English
    assert current_language(qapp) == "en"


def test_settings_offer_the_language_and_keep_it_unchosen_until_changed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = SettingsDialog(Preferences(), tmp_path)
    qtbot.addWidget(dialog)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == ["English", "हिन्दी"]
    assert dialog.preferences().language is None  # still follows the computer
    dialog.language.setCurrentIndex(dialog.language.findData("hi"))
    assert dialog.preferences().language == "hi"
    chosen = SettingsDialog(Preferences(language="en"), tmp_path)
    qtbot.addWidget(chosen)
    assert chosen.preferences().language == "en"


def test_a_long_suggestion_keeps_its_request_in_hindi(qtbot: QtBot, qapp: QApplication) -> None:
    """Hindi puts "tell me about" after the chapter: a long title is shortened, not that."""
    set_language(qapp, "hi")
    card = AnswerCard("q")
    qtbot.addWidget(card)
    long_title = "Predicting What Comes Next: Exploring Sequences and Progressions"
    card.finish(
        AnswerResult(
            question="q",
            status=Status.REFUSED_OUT_OF_SCOPE,
            answer="I don't know based on NCERT textbooks.",
            suggestions=(f"{long_title} (Mathematics · Class 9)",),
        )
    )
    (button,) = card.follow_ups.findChildren(QPushButton)
    assert button.text().endswith("… के बारे में बताइए"), button.text()
    assert button.toolTip() == f"{long_title} के बारे में बताइए"


def test_hindi_menu_items_get_room_for_their_keyboard_letter(
    qtbot: QtBot, qapp: QApplication, window: MainWindow
) -> None:
    """Qt elides an item whose ``&`` follows Devanagari as if the ``&`` took room: the
    window's style gives such items that room (and leaves other items as they were)."""
    style = qapp.findChild(MenuTextStyle)  # under the style sheet's style
    assert isinstance(style, MenuTextStyle)
    base = QStyleFactory.create(style.baseStyle().name())
    option = QStyleOptionMenuItem()
    option.initFrom(window.menus.file)
    option.menuItemType = QStyleOptionMenuItem.MenuItemType.Normal
    size = QSize(150, 20)
    ampersand = option.fontMetrics.horizontalAdvance("&")
    for text, extra in (("पाठ्यपुस्तक की PDF जोड़ें (&A)…", ampersand), ("बंद करें", 0)):
        option.text = text
        kind = QStyle.ContentsType.CT_MenuItem
        ours = style.sizeFromContents(kind, option, size, window.menus.file)
        theirs = base.sizeFromContents(kind, option, size, window.menus.file)
        assert ours.width() == theirs.width() + extra, text
