"""The window offers the repair the CLI does: a banner when the search index disagrees with
the catalog, a Repair button that rebuilds it, and a restore of a damaged catalog at start."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.doubles import HashingEmbedder
from tests.doubles_generation import ScriptedGenerator
from tests.pdfgen import make_ncert_like
from tutorapp import app
from tutorapp.core.library import Library
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.retrieval.store import forget_store
from tutorapp.paths import Home
from tutorapp.ui import launch
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.window import MainWindow

WAIT_MS = 60_000


@pytest.fixture
def home(tmp_path: Path) -> Home:
    """A home with two books, added the way the app adds them."""
    home = Home(tmp_path / "home")
    library = app.open_library(home, HashingEmbedder())
    pdfs = [make_ncert_like(tmp_path / "pdfs", code) for code in ("jesc101", "jemh105")]
    list(library.ingest(pdfs))
    library.close()
    return home


def _open(home: Home) -> Library:
    return app.open_library(home, HashingEmbedder())


@pytest.fixture
def panel_for(qtbot: QtBot) -> Iterator[list[LibraryPanel]]:
    made: list[LibraryPanel] = []
    yield made
    for panel in made:
        panel.shutdown(WAIT_MS)
        panel.library.close()


def _panel(qtbot: QtBot, library: Library, made: list[LibraryPanel]) -> LibraryPanel:
    panel = LibraryPanel(library)
    made.append(panel)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_a_healthy_library_shows_no_banner(
    qtbot: QtBot, home: Home, panel_for: list[LibraryPanel]
) -> None:
    panel = _panel(qtbot, _open(home), panel_for)
    qtbot.waitUntil(lambda: not panel.repair_banner.busy, timeout=WAIT_MS)
    assert panel.repair_banner.isHidden()


@pytest.mark.allow_log_warnings  # the damaged store is logged
@pytest.mark.parametrize("damage", ["deleted", "garbage"])
def test_a_lost_or_damaged_index_shows_the_banner_and_repair_fixes_it(
    qtbot: QtBot, home: Home, panel_for: list[LibraryPanel], damage: str
) -> None:
    vectors = home.library_dir / "vectors"
    if damage == "deleted":
        shutil.rmtree(vectors)
    else:
        (vectors / "chroma.sqlite3").write_bytes(b"garbage" * 5000)
    forget_store(vectors)
    library = _open(home)
    panel = _panel(qtbot, library, panel_for)
    banner = panel.repair_banner
    qtbot.waitUntil(
        lambda: banner.isVisible() and banner.repair_button.isEnabled(), timeout=WAIT_MS
    )
    assert "click Repair library" in banner.text.text()
    assert "tutorapp library repair" not in banner.text.text()
    with qtbot.waitSignal(banner.repaired, timeout=WAIT_MS):
        banner.repair_button.click()
    assert banner.isHidden()
    assert library.search("common difference", k=1)[0].dense_score > 0


@pytest.mark.allow_log_warnings
def test_a_damaged_catalog_at_start_is_restored_when_the_user_agrees(
    qtbot: QtBot, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = home.library_dir / "catalog.sqlite3"
    for extra in ("-wal", "-shm"):
        catalog.with_name(catalog.name + extra).unlink(missing_ok=True)
    catalog.write_bytes(b"garbage" * 5000)
    asked: list[str] = []
    monkeypatch.setattr(launch, "_ask_repair", lambda text: asked.append(text) or True)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))

    def open_pipeline() -> Pipeline:
        return Pipeline(_open(home), ScriptedGenerator())

    pipeline = launch._open_library(open_pipeline, home.library_dir, self_test=False)
    assert "cannot be read" in asked[0] and "library repair" not in asked[0]
    assert "restored 2 book(s) from the backup" in told[0]
    assert len(pipeline.library.books()) == 2
    pipeline.close()


def test_a_pasted_page_as_a_question_is_refused_with_a_message(
    qtbot: QtBot, window: MainWindow
) -> None:
    cards = len(window.conversation.all_cards())
    window.ask("why does the sea look blue " * 200)
    assert len(window.conversation.all_cards()) == cards  # no answer card, no model call
    assert "The question is too long" in window.statusBar().currentMessage()
