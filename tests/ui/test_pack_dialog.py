"""File → Export books… / Import books…: the dialogs drive the real core on a worker thread."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.doubles import HashingEmbedder, make_library
from tests.pdfgen import make_ncert_like
from tests.ui.conftest import WAIT
from tutorapp.core.library import Library
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import read_manifest
from tutorapp.ui import pack_dialog
from tutorapp.ui.pack_dialog import ExportBooksDialog, ImportBooksDialog
from tutorapp.ui.window import MainWindow

CHAPTERS = {
    "jesc111": ["A fuse melts when too much current flows.", "Ohm's law links V, I and R."],
    "jesc112": ["A magnet has two poles.", "Like poles repel and unlike poles attract."],
    "jesc113": ["The sun is a source of energy.", "Solar cookers trap heat from sunlight."],
}


@pytest.fixture
def teacher(tmp_path: Path) -> Iterator[Library]:
    lib = make_library(tmp_path / "teacher")
    list(lib.ingest([make_ncert_like(tmp_path / "pdfs", c, pages=p) for c, p in CHAPTERS.items()]))
    yield lib
    lib.close()


@pytest.fixture
def pack(teacher: Library, tmp_path: Path) -> Path:
    path = tmp_path / "class.tutorpack"
    list(export_pack(teacher, path))
    return path


def _run(qtbot: QtBot, dialog: pack_dialog._PackDialog) -> None:
    with qtbot.waitSignal(dialog.pump.finished, timeout=WAIT):
        dialog.action_button.click()


def test_export_writes_the_ticked_books(qtbot: QtBot, teacher: Library, tmp_path: Path) -> None:
    dialog = ExportBooksDialog(teacher)
    qtbot.addWidget(dialog)
    assert dialog.books.count() == 3 and len(dialog.chosen_ids()) == 3
    dialog.books.item(1).setCheckState(pack_dialog.Qt.CheckState.Unchecked)
    dialog.path.setText(str(tmp_path / "two"))  # the extension is added
    _run(qtbot, dialog)
    assert "Done in" in dialog.status.text() and dialog.succeeded
    manifest = read_manifest(tmp_path / "two.tutorpack")
    assert [b.id for b in manifest.books] == ["jesc111", "jesc113"]
    assert not dialog.action_button.isEnabled() and dialog.close_button.text() == "Close"


def test_export_of_an_empty_library_is_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = ExportBooksDialog(make_library(tmp_path / "empty"))
    qtbot.addWidget(dialog)
    assert not dialog.action_button.isEnabled() and "empty" in dialog.status.text()


def test_import_shows_the_pack_then_adds_its_books(
    qtbot: QtBot, pack: Path, tmp_path: Path
) -> None:
    laptop = make_library(tmp_path / "laptop")
    dialog = ImportBooksDialog(laptop, pack, read_manifest(pack))
    qtbot.addWidget(dialog)
    assert dialog.books.count() == 3 and dialog.action_button.text() == "&Import"
    with qtbot.waitSignal(dialog.library_changed, timeout=WAIT):
        _run(qtbot, dialog)
    assert "3 added, 0 replaced, 0 already here" in dialog.status.text()
    assert [dialog.books.item(i).text().split(":")[0] for i in range(3)] == ["added"] * 3
    assert sorted(b.id for b in laptop.books()) == sorted(CHAPTERS)
    laptop.close()


def test_cancel_mid_import_leaves_the_library_as_it_was(
    qtbot: QtBot, pack: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop = make_library(tmp_path / "laptop")
    add = laptop.store.add
    stored: list[str] = []
    release = threading.Event()

    def held_add(ids: object, vectors: object, key: str) -> None:
        add(ids, vectors, key)  # type: ignore[arg-type]
        stored.append(key)
        release.wait(WAIT / 1000)  # the first book's vectors are in; hold the worker here

    monkeypatch.setattr(laptop.store, "add", held_add)
    dialog = ImportBooksDialog(laptop, pack, read_manifest(pack))
    qtbot.addWidget(dialog)
    dialog.action_button.click()
    qtbot.waitUntil(lambda: bool(stored), timeout=WAIT)
    with qtbot.waitSignal(dialog.pump.finished, timeout=WAIT):
        dialog.close_button.click()  # "Cancel" while running
        release.set()
    assert dialog.status.text() == "Stopped: nothing was imported; the library is as it was."
    assert laptop.books() == [] and laptop.store.count() == 0
    assert laptop.catalog.pending() == []
    laptop.close()


def test_a_pack_from_another_search_model_offers_reindexing(
    qtbot: QtBot, pack: Path, tmp_path: Path
) -> None:
    laptop = make_library(tmp_path / "laptop", embedder=HashingEmbedder(dim=64))
    dialog = ImportBooksDialog(laptop, pack, read_manifest(pack))
    qtbot.addWidget(dialog)
    assert dialog.problem is not None and "search model" in dialog.problem
    assert "Re-index" in dialog.action_button.text()
    _run(qtbot, dialog)
    assert sorted(b.id for b in laptop.books()) == sorted(CHAPTERS)
    laptop.close()


def test_the_window_menu_imports_and_refreshes(
    qtbot: QtBot, window: MainWindow, pack: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu_texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "&Export books…" in menu_texts and "&Import books…" in menu_texts

    def run_dialog(dialog: ImportBooksDialog) -> int:
        with qtbot.waitSignal(dialog.pump.finished, timeout=WAIT):
            dialog.action_button.click()
        return 1

    monkeypatch.setattr(ImportBooksDialog, "exec", run_dialog)
    window.commands.import_books(pack)
    assert {b.id for b in window.pipeline.library.books()} >= set(CHAPTERS)
    scopes = [window.scope.itemText(i) for i in range(window.scope.count())]
    assert any("Ch 11" in text for text in scopes)


def test_a_damaged_pack_gets_one_message(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "bad.tutorpack"
    bad.write_bytes(b"PK\x03\x04 and then nothing")
    shown: list[str] = []
    monkeypatch.setattr(pack_dialog, "warn", lambda parent, text: shown.append(text))
    monkeypatch.setattr(pack_dialog, "choose_pack", lambda parent: bad)
    window.import_action.trigger()
    assert len(shown) == 1 and "bad.tutorpack is incomplete or damaged" in shown[0]
