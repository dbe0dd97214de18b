"""The library panel over a real library (Chroma in ``tmp_path``, hashing embedder, ingest in
its child process), and the ``EventPump`` it runs on.

Ingest spawns a process, so waits are generous (60 s); nothing here asserts timings.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QMimeData, QObject, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.doubles import make_library
from tests.pdfgen import make_ncert_like, make_not_pdf
from tests.pdfgen_hindi import make_hindi_book
from tutorapp.core.errors import TutorError
from tutorapp.core.events import BookIndexed, BookProgress
from tutorapp.core.format import page_range
from tutorapp.core.library import Library
from tutorapp.core.types import Book, BookMeta
from tutorapp.paths import resources_dir
from tutorapp.ui import tasks
from tutorapp.ui.book_dialog import BookDetailsDialog
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.library_texts import book_text, progress_text
from tutorapp.ui.tasks import BUG_MESSAGE, EventPump

WAIT_MS = 60_000
BOOK_LINE = re.compile(r"^Ch \d+ .+ · pp?\. \d+(–\d+)?$")  # chapter · its pages column


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = make_library(tmp_path / "library")
    yield lib
    lib.close()


@pytest.fixture
def panel(qtbot: QtBot, library: Library) -> Iterator[LibraryPanel]:
    widget = LibraryPanel(library)
    qtbot.addWidget(widget)
    widget.resize(420, 600)
    widget.show()
    yield widget
    widget.shutdown(WAIT_MS)
    assert not widget.pump.thread_alive


@pytest.fixture
def pdfs(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    return {
        "science": make_ncert_like(folder, "jesc111", n_pages=4, first_printed=171),
        "maths": make_ncert_like(folder, "jemh105", n_pages=4, first_printed=49),
    }


def run(qtbot: QtBot, panel: LibraryPanel, start: object) -> None:
    """Call ``start()`` and wait until the ingest it begins has finished."""
    assert callable(start)
    with qtbot.waitSignal(panel.pump.finished, timeout=WAIT_MS):
        start()
    assert not panel.busy


def tree_rows(panel: LibraryPanel) -> list[tuple[str, str, str]]:
    """(class, subject, book) labels of every book item."""
    rows = []
    for i in range(panel.tree.topLevelItemCount()):
        school = panel.tree.topLevelItem(i)
        assert school is not None
        for j in range(school.childCount()):
            subject = school.child(j)
            for k in range(subject.childCount()):
                book = subject.child(k)
                rows.append((school.text(0), subject.text(0), f"{book.text(0)} · {book.text(1)}"))
    return sorted(rows)


def problems(panel: LibraryPanel) -> list[str]:
    return [item.text() for item in panel.problems.findItems("*", Qt.MatchFlag.MatchWildcard)]


def select(panel: LibraryPanel, book_id: str) -> Book:
    panel.select_book(book_id)
    book = panel.selected_book()
    assert book is not None and book.id == book_id
    return book


# -- the panel ---------------------------------------------------------------------------------


def test_empty_library_shows_the_welcome_page(panel: LibraryPanel) -> None:
    assert panel.pages.currentIndex() == 0
    assert panel.welcome_add.isVisible() and panel.welcome_add.isEnabled()
    sample = resources_dir() / "sample" / "sample_chapter.pdf"
    assert panel.welcome_sample.isEnabled() == sample.is_file()
    assert panel.progress.isHidden() and panel.cancel_button.isHidden()
    assert panel.problems.isHidden()
    for widget in (
        panel.tree,
        panel.welcome_add,
        panel.welcome_sample,
        panel.cancel_button,
        panel.progress,
        panel.problems,
    ):
        assert widget.accessibleName()
    assert not panel.remove_action.isEnabled()


def test_missing_sample_disables_its_button(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    widget = LibraryPanel(library, sample_pdf=tmp_path / "nope.pdf")
    qtbot.addWidget(widget)
    assert not widget.welcome_sample.isEnabled()
    widget.shutdown()


def test_adding_two_pdfs_shows_progress_and_the_grouped_tree(
    qtbot: QtBot,
    panel: LibraryPanel,
    library: Library,
    pdfs: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(panel, "_choose_files", lambda: [pdfs["science"], pdfs["maths"]])
    statuses: list[str] = []
    busy: list[bool] = []
    changed: list[bool] = []
    panel.pump.event.connect(lambda _event: statuses.append(panel.status.text()))
    panel.busy_changed.connect(busy.append)
    panel.books_changed.connect(lambda: changed.append(True))

    def start() -> None:
        panel.add_files()
        assert panel.busy and not panel.progress.isHidden() and not panel.cancel_button.isHidden()

    run(qtbot, panel, start)

    assert busy == [True, False]
    assert changed, "books_changed was not emitted"
    assert any(re.fullmatch(r"Reading jesc111\.pdf: page \d+/4", s) for s in statuses), statuses
    assert any(s.startswith("Indexing jemh105.pdf: passage") for s in statuses), statuses
    assert panel.status.text().endswith("2 added, 0 unchanged.")
    assert panel.progress.isHidden() and panel.problems.isHidden()
    assert panel.pages.currentIndex() == 1
    rows = tree_rows(panel)
    assert [(c, s) for c, s, _ in rows] == [("Class 10", "Mathematics"), ("Class 10", "Science")]
    assert all(BOOK_LINE.match(label) for _, _, label in rows), rows
    assert rows[1][2].startswith("Ch 11 ") and " · pp. 17" in rows[1][2]
    assert {b.id for b in library.books()} == {"jesc111", "jemh105"}


@pytest.mark.allow_log_warnings  # the indexer logs each failed file
def test_a_bad_file_is_reported_inline_and_the_good_one_added(
    qtbot: QtBot, panel: LibraryPanel, library: Library, pdfs: dict[str, Path], tmp_path: Path
) -> None:
    bad = make_not_pdf(tmp_path / "x.pdf")
    run(qtbot, panel, lambda: panel.add_paths([bad, pdfs["science"]]))

    shown = problems(panel)
    assert len(shown) == 1 and "x.pdf" in shown[0], shown
    assert "Traceback" not in shown[0]
    assert not panel.problems.isHidden()
    assert [b.id for b in library.books()] == ["jesc111"]
    assert len(tree_rows(panel)) == 1
    assert "1 could not be added" in panel.status.text()


def test_a_busy_library_is_reported_inline(
    qtbot: QtBot, panel: LibraryPanel, library: Library, pdfs: dict[str, Path]
) -> None:
    messages: list[str] = []
    panel.message.connect(messages.append)
    with library.writer_lock("testing"):  # as if another TutorApp were writing
        run(qtbot, panel, lambda: panel.add_paths([pdfs["science"]]))
    (shown,) = problems(panel)
    assert "busy" in shown and "Traceback" not in shown
    assert shown in messages
    assert library.books() == [] and panel.pages.currentIndex() == 0


def test_remove_asks_first(
    qtbot: QtBot,
    panel: LibraryPanel,
    library: Library,
    pdfs: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run(qtbot, panel, lambda: panel.add_paths([pdfs["science"]]))
    select(panel, "jesc111")
    asked: list[str] = []
    monkeypatch.setattr(panel, "_ask_confirm", lambda _t, text: asked.append(text) or False)
    panel.remove_selected()
    assert asked and [b.id for b in library.books()] == ["jesc111"]

    monkeypatch.setattr(panel, "_ask_confirm", lambda _t, _text: True)
    with qtbot.waitSignal(panel.books_changed, timeout=5000):
        panel.remove_selected()
    assert library.books() == []
    assert panel.pages.currentIndex() == 0 and tree_rows(panel) == []


def test_delete_key_removes_the_selected_book(
    qtbot: QtBot,
    panel: LibraryPanel,
    library: Library,
    pdfs: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run(qtbot, panel, lambda: panel.add_paths([pdfs["science"], pdfs["maths"]]))
    monkeypatch.setattr(panel, "_ask_confirm", lambda _t, _text: True)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow, timeout=5000)
    panel.tree.setFocus()
    select(panel, "jemh105")
    qtbot.keyClick(panel.tree, Qt.Key.Key_Delete)
    assert [b.id for b in library.books()] == ["jesc111"]


def test_reindex_reads_the_book_again(
    qtbot: QtBot, panel: LibraryPanel, library: Library, pdfs: dict[str, Path]
) -> None:
    run(qtbot, panel, lambda: panel.add_paths([pdfs["science"]]))
    before = select(panel, "jesc111")
    indexed: list[BookIndexed] = []
    panel.pump.event.connect(lambda e: indexed.append(e) if isinstance(e, BookIndexed) else None)
    run(qtbot, panel, panel.reindex_selected)
    assert len(indexed) == 1 and indexed[0].replaced
    after = library.book("jesc111")
    assert after.generation > before.generation
    assert [b.id for b in library.books()] == ["jesc111"]
    assert panel.status.text().endswith("1 added, 0 unchanged.")
    assert panel.selected_book() == after  # the selection survives the refresh


def test_edit_details_updates_the_tree_with_hindi_titles(
    qtbot: QtBot,
    panel: LibraryPanel,
    library: Library,
    pdfs: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run(qtbot, panel, lambda: panel.add_paths([pdfs["science"]]))
    book = select(panel, "jesc111")
    meta = dataclasses.replace(
        book.meta, school_class=9, subject="विज्ञान", title="विज्ञान", chapter_title="विद्युत"
    )
    monkeypatch.setattr(panel, "_edit_meta", lambda _book: meta)
    with qtbot.waitSignal(panel.books_changed, timeout=5000):
        panel.edit_selected()
    assert library.book("jesc111").meta == meta
    ((school, subject, label),) = tree_rows(panel)
    assert (school, subject) == ("Class 9", "विज्ञान")
    assert label.startswith("Ch 11 विद्युत · pp. ") and BOOK_LINE.match(label)


def test_details_dialog_returns_the_edited_meta(qtbot: QtBot) -> None:
    meta = BookMeta(
        title="Science",
        chapter_title="Light",
        school_class=10,
        subject="Science",
        language="en",
        chapter=11,
    )
    book = Book(
        id="b",
        meta=meta,
        source_path="/x/b.pdf",
        sha256="0",
        pages=3,
        first_printed_page=1,
        last_printed_page=3,
        chunks=4,
        indexed_at=0.0,
        generation=1,
    )
    dialog = BookDetailsDialog(book)
    qtbot.addWidget(dialog)
    assert dialog.school_class.value() == 10 and dialog.subject.text() == "Science"
    dialog.school_class.setValue(0)
    dialog.subject.setText("  ")
    dialog.chapter_title.setText("प्रकाश")
    meta = dialog.meta()
    assert meta.school_class is None and meta.subject is None
    assert meta.chapter_title == "प्रकाश" and meta.title == "Science" and meta.chapter == 11
    assert book_text(dataclasses.replace(book, meta=meta)) == "Ch 11 प्रकाश"


def test_cancel_leaves_the_library_usable(
    qtbot: QtBot, panel: LibraryPanel, library: Library, tmp_path: Path
) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    files = [make_ncert_like(folder, f"jesc1{n:02d}", n_pages=8) for n in range(1, 6)]
    indexed: list[str] = []

    def on_event(event: object) -> None:
        if isinstance(event, BookIndexed):
            indexed.append(event.book.id)
        if isinstance(event, BookProgress) and panel.cancel_button.isEnabled():
            panel.cancel_ingest()
            assert panel.status.text() == "Stopping…"

    panel.pump.event.connect(on_event)
    run(qtbot, panel, lambda: panel.add_paths([folder]))
    panel.pump.event.disconnect(on_event)

    assert panel.pump.cancelled
    assert panel.status.text().startswith("Stopped.")
    listed = sorted(b.id for b in library.books())
    assert listed == sorted(indexed) and len(listed) < len(files)
    assert sorted(label for *_, label in tree_rows(panel)) == sorted(
        f"{book_text(b)} · {page_range(b)}" for b in library.books()
    )
    # still usable: adding everything again finishes, resuming or redoing the stopped book
    run(qtbot, panel, lambda: panel.add_paths([folder]))
    assert len(library.books()) == len(files)
    assert library.search("electric current", k=2)


def test_dropping_pdfs_adds_them(
    qtbot: QtBot, panel: LibraryPanel, library: Library, pdfs: dict[str, Path], tmp_path: Path
) -> None:
    (tmp_path / "notes.txt").write_text("not a book", encoding="utf-8")
    ignored = QMimeData()
    ignored.setUrls([QUrl.fromLocalFile(str(tmp_path / "notes.txt"))])
    drop = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.CopyAction,
        ignored,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    panel.dropEvent(drop)
    assert not panel.busy and not drop.isAccepted()

    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(pdfs["maths"]))])
    drop = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    run(qtbot, panel, lambda: panel.dropEvent(drop))
    assert drop.isAccepted()
    assert [b.id for b in library.books()] == ["jemh105"]


def test_adding_while_busy_queues_and_the_sample_chapter_works(
    qtbot: QtBot, panel: LibraryPanel, library: Library, pdfs: dict[str, Path]
) -> None:
    if not panel.sample_pdf.is_file():
        pytest.skip("the sample chapter is not in this checkout")
    finished: list[bool] = []
    panel.pump.finished.connect(lambda: finished.append(True))
    panel.welcome_sample.click()
    assert panel.busy and not panel.welcome_sample.isEnabled()
    panel.add_paths([pdfs["science"]])  # queued
    qtbot.waitUntil(lambda: len(finished) == 2 and not panel.busy, timeout=WAIT_MS)
    assert len(library.books()) == 2
    assert len(tree_rows(panel)) == 2


# -- EventPump ---------------------------------------------------------------------------------


@pytest.fixture
def pump(qtbot: QtBot) -> Iterator[EventPump]:
    made = EventPump(interval_ms=20)
    yield made
    assert made.shutdown(10_000)


def test_events_arrive_in_order_on_the_ui_thread(qtbot: QtBot, pump: EventPump) -> None:
    worker_threads: set[int] = set()
    received: list[tuple[object, int]] = []

    def work() -> Iterator[object]:
        worker_threads.add(threading.get_ident())
        yield from range(500)

    pump.event.connect(lambda e: received.append((e, threading.get_ident())))
    with qtbot.waitSignal(pump.finished, timeout=10_000):
        pump.start(work)
        assert pump.running
    assert [e for e, _ in received] == list(range(500))
    assert {t for _, t in received} == {threading.get_ident()}
    assert worker_threads and threading.get_ident() not in worker_threads
    assert not pump.running and not pump.cancelled
    # the same thread serves the next run
    with qtbot.waitSignal(pump.finished, timeout=10_000):
        pump.start(work)
    assert len(worker_threads) == 1


def test_tutor_error_gives_its_message(qtbot: QtBot, pump: EventPump) -> None:
    def work() -> Iterator[object]:
        yield "first"
        raise TutorError("The library is busy. Wait and try again.")

    order: list[str] = []
    pump.event.connect(lambda e: order.append(f"event {e}"))
    pump.failed.connect(lambda message: order.append(f"failed {message}"))
    pump.finished.connect(lambda: order.append("finished"))
    with qtbot.waitSignal(pump.finished, timeout=10_000):
        pump.start(work)
    assert order == ["event first", "failed The library is busy. Wait and try again.", "finished"]


@pytest.mark.allow_log_warnings  # a bug is logged at ERROR with its traceback
def test_a_bug_is_logged_and_reported_generically(
    qtbot: QtBot, pump: EventPump, caplog: pytest.LogCaptureFixture
) -> None:
    def work() -> Iterator[object]:
        raise KeyError("boom")
        yield  # pragma: no cover

    with (
        caplog.at_level(logging.ERROR, logger="tutorapp.ui.tasks"),
        qtbot.waitSignal(pump.failed, timeout=10_000) as failed,
    ):
        pump.start(work)
    assert failed.args == [BUG_MESSAGE]
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


def test_cancel_stops_early_and_closes_the_iterator(qtbot: QtBot, pump: EventPump) -> None:
    closed_on: list[int] = []

    def endless() -> Iterator[object]:
        try:
            n = 0
            while True:
                n += 1
                time.sleep(0.002)
                yield n
        finally:
            closed_on.append(threading.get_ident())

    received: list[object] = []

    def on_event(event: object) -> None:
        received.append(event)
        pump.cancel()

    pump.event.connect(on_event)
    with qtbot.waitSignal(pump.finished, timeout=10_000):
        pump.start(endless)
    assert pump.cancelled
    assert received[0] == 1 and len(received) < 200
    assert closed_on and closed_on[0] != threading.get_ident()
    pump.start(endless)
    with pytest.raises(RuntimeError):  # one run at a time
        pump.start(endless)
    with qtbot.waitSignal(pump.finished, timeout=10_000):
        pump.cancel()


def test_shutdown_joins_a_busy_thread(qtbot: QtBot) -> None:
    pump = EventPump(interval_ms=20)
    got: list[object] = []
    pump.event.connect(got.append)
    pump.finished.connect(lambda: got.append("finished"))

    def slow() -> Iterator[object]:
        while True:
            time.sleep(0.01)
            yield "tick"

    pump.start(slow)
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    assert pump.shutdown(10_000)
    assert not pump.thread_alive and not pump.running
    count = len(got)
    qtbot.wait(100)
    assert len(got) == count and "finished" not in got  # nothing after shutdown
    with pytest.raises(RuntimeError):
        pump.start(slow)


@pytest.mark.allow_log_warnings  # "still busy after 50 ms"
def test_shutdown_timeout_leaves_the_busy_thread_running_safely(qtbot: QtBot) -> None:
    parent = QObject()
    pump = EventPump(parent)
    started, release = threading.Event(), threading.Event()

    def stuck() -> Iterator[object]:
        started.set()
        release.wait(10)  # an uninterruptible step, like loading a model
        yield "late"

    pump.start(stuck)
    assert started.wait(10)
    assert not pump.shutdown(50)
    thread, _worker = tasks._STRAGGLERS[-1]
    assert thread.isRunning() and thread.parent() is None
    shiboken6.delete(parent)  # deleting the pump must not destroy the running thread
    release.set()
    qtbot.waitUntil(thread.isFinished, timeout=10_000)


def test_a_pump_deleted_without_shutdown_does_not_abort(tmp_path: Path) -> None:
    """Qt aborts the process when a running QThread is destroyed; the pump prevents that when
    it is garbage-collected, deleted with its parent, or left running at exit."""
    script = tmp_path / "leak.py"
    script.write_text(
        textwrap.dedent("""
            import gc, sys, time
            from PySide6.QtCore import QCoreApplication, QObject
            from tutorapp.ui.tasks import EventPump

            def endless():
                while True:
                    time.sleep(0.01)
                    yield 1

            app = QCoreApplication(sys.argv)
            dropped = EventPump()
            dropped.start(endless)
            del dropped
            gc.collect()
            parent = QObject()
            EventPump(parent).start(endless)
            del parent
            at_exit = EventPump()
            at_exit.start(endless)
            time.sleep(0.1)
            print("done")
        """),
        encoding="utf-8",
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "done"
    assert "Destroyed while thread" not in result.stderr


def test_garbled_hindi_pages_without_tesseract_are_one_line_and_the_book_is_added(
    qtbot: QtBot,
    panel: LibraryPanel,
    library: Library,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TUTORAPP_TESSERACT", str(tmp_path / "no-tesseract"))  # as if missing
    pdf = make_hindi_book(tmp_path / "jal.pdf", garbled=[False, True, True])
    run(qtbot, panel, lambda: panel.add_paths([pdf]))
    (shown,) = problems(panel)
    assert shown.startswith("jal.pdf: 2 pages could not be read") and "tesseract-ocr-hin" in shown
    assert [b.id for b in library.books()] == ["jal"]
    assert "1 added" in panel.status.text()


def test_ocr_progress_reads_as_page_images() -> None:
    event = BookProgress(path="/x/lehh202.pdf", stage="ocr", done=3, total=12, rate=0.5)
    assert progress_text(event) == "Reading text from page images of lehh202.pdf: page 3/12"
