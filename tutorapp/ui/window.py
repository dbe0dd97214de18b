"""The main window: library and history on the left, the conversation in the middle, the
tutor's scratch work below it. It renders the core's events and forwards the student's intent;
background work goes through ``EventPump`` (one per kind of work), never through widgets.

The answer worker (``asker``) owns the model: it loads and warms it, answers, switches to a
newly chosen model and closes it at exit. The window records each finished answer in the
history (the pipeline never writes it).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import DiskFullError, TutorError
from tutorapp.core.events import (
    AnswerDelta,
    Finished,
    Retrieved,
    Revised,
    Stage,
    StageName,
    Warmed,
)
from tutorapp.core.generation.engine import CancelToken, ChatModel
from tutorapp.core.history import History, HistoryEntry
from tutorapp.core.limits import question_problem
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, save_preferences
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Book, Channel, Scope
from tutorapp.paths import models_dir
from tutorapp.ui import pack_dialog, report_dialog
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.history_panel import HistoryPanel
from tutorapp.ui.lab import (
    PdfFetched,
    PipelineReady,
    fetch_pdf_work,
    read_only_note,
    switch_work,
)
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.question_box import QuestionBox
from tutorapp.ui.reasoning import ReasoningPanel
from tutorapp.ui.settings_dialog import AboutDialog, SettingsDialog
from tutorapp.ui.tasks import EventPump
from tutorapp.ui.theme import apply_theme
from tutorapp.ui.viewer import PdfViewerWindow

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class WindowSettings:
    """Where preferences are kept and how a changed model choice becomes a generator."""

    prefs: Preferences
    prefs_file: Path | None = None
    make_generator: Callable[[Preferences], ChatModel] | None = None
    models_folder: Path | None = None
    #: The whole pipeline ``prefs`` choose (this laptop's, or the lab server's): used when the
    #: lab server setting changes.
    open_pipeline: Callable[[Preferences], Pipeline] | None = None
    has_local_model: bool = False  # this laptop can answer without the lab server


class MainWindow(QMainWindow):
    """Built by ``app.py`` with a ready pipeline (its model loads in the background)."""

    ready_changed = Signal(bool)
    answer_finished = Signal(object)  # AnswerResult

    def __init__(
        self,
        pipeline: Pipeline,
        history: History,
        log_file: Path,
        settings: WindowSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.pipeline = pipeline
        self.history = history
        self.log_file = log_file
        self.settings = settings or WindowSettings(prefs=Preferences())
        self.setWindowTitle("TutorApp")
        self.resize(1180, 780)
        self.ready = False
        self._loading_since = time.monotonic()
        self._queued: tuple[str, Scope | None] | None = None
        self._cancel = CancelToken()
        self._card: AnswerCard | None = None
        self._busy = False  # a question is being answered or waits for the model
        self._viewer: PdfViewerWindow | None = None
        self._switch_from: Preferences | None = None  # lab settings being left (to go back)
        self._reload_old = False  # the switch failed: load the previous model again

        self.asker = EventPump(self, name="tutorapp-answer")  # owns the model
        self.fetcher = EventPump(self, name="tutorapp-pdf")  # the lab server's PDFs
        self.library_panel = LibraryPanel(pipeline.library, parent=self)
        if read_only_note(pipeline.library) is not None:
            self.library_panel.set_library(pipeline.library, read_only_note(pipeline.library))
        self.history_panel = HistoryPanel(history, self)
        self.reasoning = ReasoningPanel(self)
        self.question = QuestionBox(self)
        self.ask_button = QPushButton("Ask", self)
        self.ask_button.setAccessibleName("Ask the question")
        self.stop_button = QPushButton("Stop", self)
        self.stop_button.setAccessibleName("Stop the answer")
        self.stop_button.setToolTip("Stop the answer (Esc)")
        self.stop_button.setEnabled(False)
        self.scope = QComboBox(self)
        self.scope.setAccessibleName("Search in")
        self.scope.setToolTip("Which books to answer from")
        self.cards = QWidget(self)
        self.cards_layout = QVBoxLayout(self.cards)
        self.cards_layout.addStretch(1)
        self.conversation = QScrollArea(self)
        self.conversation.setWidgetResizable(True)
        self.conversation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.conversation.setWidget(self.cards)
        self.conversation.setAccessibleName("Conversation")
        self.model_state = QLabel(self)
        self.statusBar().addPermanentWidget(self.model_state)
        self._layout()
        self._menus()
        self._connect()
        self._refresh_scope()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_loading)
        self._tick.start()
        self._show_loading()

    # -- layout --------------------------------------------------------------------------------

    def _layout(self) -> None:
        left = QTabWidget(self)
        left.addTab(self.library_panel, "Books")
        left.addTab(self.history_panel, "History")
        left.setAccessibleName("Books and history")
        ask_row = QHBoxLayout()
        ask_row.addWidget(self.question, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.ask_button)
        buttons.addWidget(self.stop_button)
        ask_row.addLayout(buttons)
        scope_row = QHBoxLayout()
        scope_row.addWidget(QLabel("Answer from:", self))
        scope_row.addWidget(self.scope, 1)
        centre = QWidget(self)
        column = QVBoxLayout(centre)
        column.addWidget(self.conversation, 1)
        column.addWidget(self.reasoning)
        column.addLayout(scope_row)
        column.addLayout(ask_row)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(centre)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([340, 840])
        self.setCentralWidget(splitter)
        self.setTabOrder(self.question, self.ask_button)
        self.setTabOrder(self.ask_button, self.stop_button)
        self.setTabOrder(self.stop_button, self.scope)

    def _menus(self) -> None:
        menu = self.menuBar().addMenu("&File")
        add = QAction("&Add textbook PDFs…", self)
        add.setShortcut(QKeySequence.StandardKey.Open)
        add.triggered.connect(self.library_panel.add_files)
        menu.addAction(add)
        self.export_action = QAction("&Export books…", self)
        self.export_action.triggered.connect(self.export_books)
        self.import_action = QAction("&Import books…", self)
        self.import_action.triggered.connect(self.import_books)
        menu.addActions([self.export_action, self.import_action])
        menu.addSeparator()
        self.settings_action = QAction("&Settings…", self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.triggered.connect(self.edit_settings)
        menu.addAction(self.settings_action)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        menu.addAction(quit_action)
        ask = self.menuBar().addMenu("&Question")
        new = QAction("&New question", self)
        new.setShortcut(QKeySequence("Ctrl+L"))
        new.triggered.connect(self.question.setFocus)
        ask.addAction(new)
        stop = QAction("&Stop", self)
        stop.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        stop.triggered.connect(self.stop)
        ask.addAction(stop)
        teacher = self.menuBar().addMenu("&Teacher")
        self.report_action = QAction("Class &report…", self)
        self.report_action.triggered.connect(self.class_report)
        teacher.addAction(self.report_action)
        help_menu = self.menuBar().addMenu("&Help")
        logs = QAction("Open the &log folder", self)
        logs.triggered.connect(self.open_log_folder)
        help_menu.addAction(logs)
        about = QAction("&About TutorApp", self)
        about.triggered.connect(self.about)
        help_menu.addAction(about)

    def _connect(self) -> None:
        self.ask_button.clicked.connect(lambda: self.ask(self.question.toPlainText()))
        self.question.submitted.connect(self.ask)
        self.question.stop_requested.connect(self.stop)
        self.stop_button.clicked.connect(self.stop)
        self.asker.event.connect(self._on_event)
        self.asker.failed.connect(self._on_failed)
        self.asker.finished.connect(self._on_done)
        self.fetcher.event.connect(self._on_fetched)
        self.fetcher.failed.connect(self._show_error)
        self.library_panel.books_changed.connect(self._refresh_scope)
        self.library_panel.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.history_panel.entry_selected.connect(self.show_history_entry)

    # -- the model (on the answer worker) -----------------------------------------------------

    def warm_up(self) -> None:
        """Load the embedder and the model on the answer worker; questions wait in a queue."""
        self._start_loading()
        pipeline = self.pipeline
        self.asker.start(pipeline.warm_up)

    def _start_loading(self) -> None:
        self.ready = False
        self._loading_since = time.monotonic()
        self._tick.start()
        self._show_loading()
        self.ready_changed.emit(False)

    def _show_loading(self) -> None:
        if self.ready:
            self._tick.stop()
            where = ""
            if isinstance(self.pipeline.library, LabLibrary):
                where = f" · lab server {self.pipeline.library.url}"
            self.model_state.setText(f"Tutor ready · {self.pipeline.generator.model_id}{where}")
            return
        seconds = int(time.monotonic() - self._loading_since)
        self.model_state.setText(f"Loading the tutor… {seconds} s")

    def _on_warmed(self, event: Warmed) -> None:
        self.ready = True
        log.info("tutor ready in %.1f s", event.seconds)
        self._show_loading()
        self.ready_changed.emit(True)

    def _on_load_failed(self, message: str) -> None:
        self._tick.stop()
        self.model_state.setText("The tutor could not start")
        self._show_error(message)
        if self._card is not None and self._queued is not None:
            self._queued = None
            self._card.finish(_error_result(self._card.question, message))

    # -- asking --------------------------------------------------------------------------------

    def ask(self, question: str) -> None:
        question = " ".join(question.split())
        if not question or self._busy:
            return
        problem = question_problem(question)
        if problem is not None:  # e.g. a pasted page: say so, keep the text to shorten it
            self._show_error(problem)
            return
        self.reasoning.clear()  # the scratch work of the last answer goes, at once
        self.question.clear()
        scope = self._current_scope()
        card = self._new_card(question)
        self._set_busy(True)
        if not self.ready or self.asker.running:
            self._queued = (question, scope)
            card.status.setText("Waiting for the tutor to load…")
            return
        self._start(question, scope)

    def _start(self, question: str, scope: Scope | None) -> None:
        self._cancel = CancelToken()
        cancel, pipeline = self._cancel, self.pipeline

        def work() -> Iterator[object]:
            yield from pipeline.ask(question, scope=scope, cancel=cancel)

        self.asker.start(work)

    def stop(self) -> None:
        """Stop the answer within one token (the flag is read by the model's thread)."""
        if self._queued is not None and self._card is not None:
            self._queued = None
            self._card.finish(
                AnswerResult(question=self._card.question, status=Status.CANCELLED, answer="")
            )
            self._set_busy(False)
            return
        self._cancel.cancel()

    def _new_card(self, question: str) -> AnswerCard:
        card = AnswerCard(question, self.cards)
        card.citation_clicked.connect(self.open_citation)
        card.suggestion_clicked.connect(self.ask)
        self.cards_layout.insertWidget(self.cards_layout.count() - 1, card)
        self._card = card
        QTimer.singleShot(0, self._scroll_to_end)
        return card

    def _scroll_to_end(self) -> None:
        bar = self.conversation.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_event(self, event: object) -> None:
        if isinstance(event, Warmed):
            self._on_warmed(event)
            return
        if isinstance(event, PipelineReady):
            self._adopt(event.pipeline)
            return
        card = self._card
        if card is None:
            return
        match event:
            case Stage(name=name):
                card.show_stage(name)
                if name is StageName.RETRYING:
                    self.reasoning.trace("the answer was not supported by the books: retrying")
            case Retrieved(hits=hits, confidence=confidence, top_cosine=cosine, coverage=cov):
                card.show_sources(hits)
                self.reasoning.trace(
                    f"found {len(hits)} passages; best similarity {cosine:.2f}, "
                    f"question words covered {cov:.0%} → {confidence}"
                )
                for hit in hits[:5]:
                    self.reasoning.trace(
                        f"  {hit.book.id} p. {hit.chunk.printed_page} "
                        f"(similarity {hit.dense_score:.2f})"
                    )
            case AnswerDelta(channel=Channel.REASONING, text=text):
                self.reasoning.append_reasoning(text)
            case AnswerDelta(text=text):
                card.append_answer(text)
                QTimer.singleShot(0, self._scroll_to_end)
            case Revised(answer=answer, reason=reason):
                card.revise(answer, reason)
                self.reasoning.trace(f"checking changed the answer: {reason}")
            case Finished(result=result):
                card.finish(result)
                QTimer.singleShot(0, self._scroll_to_end)  # citations and follow-ups added
                if result.validation is not None:
                    v = result.validation
                    checks = ", ".join(v.checks) or "none"
                    self.reasoning.trace(
                        f"checked: {v.path}; quality {result.quality}; checks fired: {checks}"
                    )
                self._record(result)
                self.answer_finished.emit(result)

    def _record(self, result: AnswerResult) -> None:
        """Keep the answer (never any reasoning: the result has none) in the history."""
        if result.status is Status.ERROR or not self.settings.prefs.keep_history:
            return
        try:
            self.history.add(result)
        except DiskFullError:
            self._show_error("This answer could not be saved in the history: the disk is full.")
        except OSError as exc:
            self._show_error(f"The answer could not be saved in the history ({exc}).")
        self.history_panel.refresh()

    def _on_failed(self, message: str) -> None:
        if self._switch_from is not None:
            self._switch_failed(message)
            return
        if not self.ready:
            self._on_load_failed(message)
        if self._card is not None and self._card.result is None:
            self._card.finish(_error_result(self._card.question, message))
            self._queued = None
            self._set_busy(False)

    def _on_done(self) -> None:
        if self._reload_old:
            self._reload_old = False
            self.warm_up()
            return
        if self._queued is not None and self.ready:
            question, scope = self._queued
            self._queued = None
            self._start(question, scope)
            return
        if self._queued is None:
            self._set_busy(False)
            self.question.setFocus()

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.ask_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)

    # -- scope, citations, history -------------------------------------------------------------

    def _refresh_scope(self) -> None:
        current = self.scope.currentData()
        self.scope.clear()
        self.scope.addItem("All my books", None)
        books = self.pipeline.library.books()
        for school_class in sorted({b.meta.school_class for b in books if b.meta.school_class}):
            self.scope.addItem(f"Class {school_class}", Scope(school_class=school_class))
            subjects = sorted(
                {
                    b.meta.subject
                    for b in books
                    if b.meta.school_class == school_class and b.meta.subject
                }
            )
            for subject in subjects:
                self.scope.addItem(
                    f"    Class {school_class} · {subject}",
                    Scope(school_class=school_class, subject=subject),
                )
                for book in books:
                    if book.meta.school_class == school_class and book.meta.subject == subject:
                        self.scope.addItem(f"        {_book_label(book)}", Scope(book_id=book.id))
        for book in books:  # books without a class (e.g. not NCERT) are still selectable
            if not book.meta.school_class:
                self.scope.addItem(_book_label(book), Scope(book_id=book.id))
        index = self.scope.findData(current)
        self.scope.setCurrentIndex(max(0, index))

    def _current_scope(self) -> Scope | None:
        data = self.scope.currentData()
        return data if isinstance(data, Scope) else None

    def open_citation(self, book_id: str, page_index: int, text: str) -> None:
        try:
            book = self.pipeline.library.book(book_id)
        except TutorError as exc:
            self._show_error(f"{exc} The book may have been removed from the library.")
            return
        library = self.pipeline.library
        if isinstance(library, LabLibrary):
            if self.fetcher.running:
                return
            self.statusBar().showMessage("Getting the page from the lab server…", 8000)
            self.fetcher.start(fetch_pdf_work(library, book, page_index, text))
            return
        self._show_page(Path(book.source_path), book, page_index, text)

    def _on_fetched(self, event: object) -> None:
        if isinstance(event, PdfFetched):
            self.statusBar().clearMessage()
            self._show_page(event.path, event.book, event.page_index, event.highlight)

    def _show_page(self, path: Path, book: Book, page_index: int, text: str) -> None:
        if self._viewer is None:
            self._viewer = PdfViewerWindow()
        self._viewer.open(
            path, page_index, highlight=text, title=book.meta.chapter_title or book.meta.title
        )
        self._viewer.show()
        self._viewer.raise_()

    # -- settings ------------------------------------------------------------------------------

    def edit_settings(self) -> None:
        if self.asker.running:
            self._show_error(
                "Settings can be changed once the tutor has finished loading or answering."
            )
            return
        dialog = SettingsDialog(
            self.settings.prefs, self.settings.models_folder or models_dir(), self
        )
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.preferences())

    def apply_settings(self, prefs: Preferences) -> None:
        """Save ``prefs`` and apply them: look at once; answer settings from the next question
        and a different model or thread count by switching on the answer worker (the old
        model is closed there, the new one loaded and warmed)."""
        old = self.settings.prefs
        lab_changed = self.settings.open_pipeline is not None and (
            (prefs.lab_server, prefs.lab_code) != (old.lab_server, old.lab_code)
        )
        if lab_changed and self.library_panel.busy:
            self._show_error("Change the lab server once the books have been added.")
            prefs = replace(prefs, lab_server=old.lab_server, lab_code=old.lab_code)
            lab_changed = False
        make = None if lab_changed else self.settings.make_generator  # a new pipeline: its own
        generator = None
        if (prefs.model, prefs.threads) != (old.model, old.threads) and make is not None:
            try:
                generator = make(prefs)
            except TutorError as exc:  # e.g. no model file at all: keep the one that works
                self._show_error(f"{exc} The previous model stays in use.")
                prefs = replace(prefs, model=old.model, threads=old.threads)
        self._save_prefs(prefs)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, prefs.theme, prefs.font_size)
        if lab_changed:
            self._switch_pipeline(prefs, old)
            return
        answer = prefs.answer_settings(self.pipeline.settings)
        if generator is not None:
            self._start_loading()
        self.asker.start(_reconfigure(self.pipeline, answer, generator))

    def _save_prefs(self, prefs: Preferences) -> None:
        self.settings = replace(self.settings, prefs=prefs)
        if self.settings.prefs_file is not None:
            try:
                save_preferences(self.settings.prefs_file, prefs)
            except OSError as exc:
                self._show_error(
                    f"The settings could not be saved ({exc}); they apply until TutorApp is closed."
                )

    # -- the lab server ------------------------------------------------------------------------

    def _switch_pipeline(self, prefs: Preferences, old: Preferences) -> None:
        """Use the lab server (or stop using it): the whole pipeline is built anew on the
        answer worker; if that fails, the previous one stays."""
        open_pipeline = self.settings.open_pipeline
        assert open_pipeline is not None
        self._switch_from = old
        self._start_loading()
        target = prefs.lab_server or "this laptop"
        self.model_state.setText(f"Connecting to {target}…")
        self.asker.start(switch_work(self.pipeline, lambda: open_pipeline(prefs)))

    def _adopt(self, pipeline: Pipeline) -> None:
        old, self.pipeline = self.pipeline, pipeline
        self._switch_from = None
        self.library_panel.set_library(pipeline.library, read_only_note(pipeline.library))
        self._refresh_scope()
        old.close()  # its model was closed on the answer worker
        library = pipeline.library
        where = f"the lab server at {library.url}" if isinstance(library, LabLibrary) else None
        self.statusBar().showMessage(
            f"Answering from {where}." if where else "Answering with this laptop's books.", 8000
        )

    def _switch_failed(self, message: str) -> None:
        """The new pipeline could not be built: keep the previous one and its settings."""
        old = self._switch_from
        assert old is not None
        self._switch_from = None
        self._save_prefs(
            replace(self.settings.prefs, lab_server=old.lab_server, lab_code=old.lab_code)
        )
        self._reload_old = True  # its model was closed: load it again when the worker is free
        self._warn(f"{message}\n\nTutorApp goes on as before.")

    def _warn(self, text: str) -> None:
        self._show_error(text.replace("\n\n", " "))
        QMessageBox.warning(self, "TutorApp", text)

    def export_books(self) -> None:
        """File → Export books…: a pack for the other laptops of a class."""
        if self._library_idle():
            pack_dialog.export_books(self, self.pipeline.library)

    def import_books(self, path: Path | None = None) -> None:
        """File → Import books…: add the books of a pack made on another computer."""
        if self._library_idle() and pack_dialog.import_books(self, self.pipeline.library, path):
            self.library_panel.refresh()
            self._refresh_scope()

    def class_report(self) -> None:
        """Teacher → Class report: this computer's questions per chapter (or laptops' files)."""
        report_dialog.show_class_report(self, self.history)

    def _library_idle(self) -> bool:
        if self.library_panel.busy:
            self._show_error("Books are being added: wait until that is done, then try again.")
            return False
        return True

    def open_log_folder(self) -> None:
        """For a teacher reporting a problem: the folder with ``tutorapp.log``."""
        folder = self.log_file.parent
        folder.mkdir(parents=True, exist_ok=True)
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self._show_error(f"No file manager could be opened. The log is in {folder}.")

    def about(self) -> None:
        embedder = self.pipeline.library.embedder.model_id
        home = self.settings.prefs_file.parent if self.settings.prefs_file else self.log_file.parent
        AboutDialog(self.pipeline.generator.model_id, embedder, home, self.log_file, self).exec()

    def show_history_entry(self, entry: HistoryEntry) -> None:
        self.reasoning.clear()
        card = self._new_card(entry.question)
        card.finish(entry.result, from_history=True)

    def _show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)

    @property
    def current_card(self) -> AnswerCard | None:
        """The answer card of the latest question."""
        return self._card

    @property
    def viewer(self) -> PdfViewerWindow | None:
        """The PDF viewer window, once a citation was opened."""
        return self._viewer

    # -- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop generation and ingest cleanly, close the model on its own thread, then close."""
        self._cancel.cancel()
        self.library_panel.shutdown()
        self.fetcher.shutdown(10_000)
        self.asker.shutdown(30_000, last=self.pipeline.close_model)
        if self._viewer is not None:
            self._viewer.close()
        event.accept()


def _book_label(book: Book) -> str:
    meta = book.meta
    chapter = f"Ch {meta.chapter} " if meta.chapter else ""
    return f"{chapter}{meta.chapter_title or meta.title}".strip() or book.id


def _error_result(question: str, message: str) -> AnswerResult:
    return AnswerResult(question=question, status=Status.ERROR, answer=message, message=message)


def _reconfigure(
    pipeline: Pipeline, settings: AnswerSettings, generator: ChatModel | None
) -> Callable[[], Iterator[object]]:
    """The answer worker's job after Settings: new answer settings, and a new model (the
    old one closed, the new one warmed) when one was chosen."""

    def work() -> Iterator[object]:
        pipeline.configure(settings, generator)
        if generator is not None:
            yield from pipeline.warm_up()

    return work
