"""The main window: books and history on the left, the conversation in the middle with the
tutor's scratch work beside it (when opened), the book chooser and the question box below.
It renders the core's events and forwards the student's intent; background work goes through
``EventPump`` (one per kind of work), never through widgets. Its parts live beside it:
``work_area`` (the conversation and the scratch work), ``ask_bar`` (the follow-up note, the
book chooser, the question box, Ask and Stop) and ``window_commands`` (book packs, the class
report, the log folder, About).

The answer worker (``asker``) owns the model: it loads and warms it, answers, switches to a
newly chosen model (or to the whole pipeline of the lab server, and back) and closes it at
exit. The window records each finished answer in the
history (the pipeline never writes it). Its size, place and maximised state are remembered
per screen; a first start fits the screen, taskbar and all.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import DiskFullError
from tutorapp.core.events import (
    AnswerDelta,
    Finished,
    Preview,
    Retrieved,
    Revised,
    Stage,
    Warmed,
)
from tutorapp.core.generation.engine import CancelToken
from tutorapp.core.history import History, HistoryEntry
from tutorapp.core.limits import question_problem
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.types import Channel, Scope
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.ask_bar import AskBar
from tutorapp.ui.citations import CitationOpener
from tutorapp.ui.conversation import Conversation
from tutorapp.ui.focus_ring import FocusRings
from tutorapp.ui.history_panel import HistoryPanel
from tutorapp.ui.lab import PipelineReady, read_only_note
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.menus import Menus, WindowActions
from tutorapp.ui.model_status import ModelStatus
from tutorapp.ui.placement import Placement, keep_inside
from tutorapp.ui.reasoning import ReasoningPanel
from tutorapp.ui.settings_flow import SettingsFlow, WindowSettings
from tutorapp.ui.tasks import EventPump
from tutorapp.ui.viewer_window import PdfViewerWindow
from tutorapp.ui.window_commands import WindowCommands
from tutorapp.ui.work_area import WorkArea

__all__ = ["MainWindow", "WindowSettings"]

log = logging.getLogger(__name__)

PREFERRED_SIZE = (1280, 800)


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
        self.placement = Placement(self.settings.state_file)
        self.ready = False
        self._queued: tuple[str, Scope | None] | None = None
        self._cancel = CancelToken()
        self._card: AnswerCard | None = None
        self._busy = False  # a question is being answered or waits for the model
        self._placed = False
        self.flow = SettingsFlow(self)

        self.asker = EventPump(self, name="tutorapp-answer")  # owns the model
        self.citations = CitationOpener(self.placement, self)
        self.library_panel = LibraryPanel(pipeline.library, parent=self)
        if read_only_note(pipeline.library) is not None:
            self.library_panel.set_library(pipeline.library, read_only_note(pipeline.library))
        self.history_panel = HistoryPanel(history, self)
        self.conversation = Conversation(self)
        self.cards = self.conversation.cards
        self.reasoning = ReasoningPanel(self)
        self.ask_bar = bar = AskBar(self.reasoning.toggle, self)
        self.question, self.scope, self.scope_label = bar.question, bar.scope, bar.scope_label
        self.ask_button, self.stop_button = bar.ask_button, bar.stop_button
        self.thread_note = bar.thread_note
        self.model_state = ModelStatus(self)
        self.statusBar().addPermanentWidget(self.model_state)
        self.focus_rings = FocusRings(self)
        self._build()
        self.commands = WindowCommands(self)
        self.menus = Menus(
            self,
            WindowActions(
                add_books=self.library_panel.add_files,
                export_books=self.commands.export_books,
                import_books=self.commands.import_books,
                settings=self.edit_settings,
                quit=self.quit,
                new_question=self.question.setFocus,
                new_conversation=self.new_conversation,
                stop=self.stop,
                class_report=self.commands.class_report,
                open_log=self.commands.open_log_folder,
                about=self.commands.about,
            ),
        )
        self.export_action = self.menus.export_books
        self.import_action = self.menus.import_books
        self.report_action = self.menus.class_report
        self._connect()
        self.refresh_scope()
        self.model_state.loading(pipeline.generator.model_id)
        self.new_conversation_action = self.menus.new_conversation
        self.retranslate()
        self.placement.restore(self, "main", preferred=PREFERRED_SIZE)

    # -- layout --------------------------------------------------------------------------------

    def _build(self) -> None:
        self.left = QTabWidget(self)
        self.left.addTab(self.library_panel, "")
        self.left.addTab(self.history_panel, "")
        self.work = WorkArea(self.conversation, self.reasoning, self)
        centre = QWidget(self)
        column = QVBoxLayout(centre)
        column.setContentsMargins(4, 0, 0, 0)
        column.addWidget(self.work, 1)
        column.addWidget(self.ask_bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.left)
        self.splitter.addWidget(centre)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([400, 880])
        self.setCentralWidget(self.splitter)

    def retranslate(self) -> None:
        """Every fixed text of the window itself (panels and cards relabel themselves)."""
        self.setWindowTitle("TutorApp")
        self.left.setTabText(0, self.tr("Books"))
        self.left.setTabText(1, self.tr("History"))
        self.left.setAccessibleName(self.tr("Books and history"))
        self.left.tabBar().setAccessibleName(self.tr("Books or history"))
        self.conversation.setAccessibleName(self.tr("Conversation"))
        self.model_state.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.menus.retranslate()
        super().changeEvent(event)

    def _connect(self) -> None:
        self.ask_bar.asked.connect(self.ask)
        self.ask_bar.stop_requested.connect(self.stop)
        self.asker.event.connect(self._on_event)
        self.asker.failed.connect(self._on_failed)
        self.asker.finished.connect(self._on_done)
        self.citations.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.citations.error.connect(self.show_error)
        self.library_panel.books_changed.connect(self.refresh_scope)
        self.library_panel.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.history_panel.entry_selected.connect(self.show_history_entry)
        self.work.scratch_shown.connect(self._keep_answer_in_view)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._placed:
            self._placed = True
            QTimer.singleShot(0, lambda: keep_inside(self))
            self.question.setFocus()  # a student starts by typing

    def _keep_answer_in_view(self) -> None:
        if self._card is not None:
            self.conversation.show(self._card)  # the answer stays in view beside the panel

    # -- the model (on the answer worker) -----------------------------------------------------

    def warm_up(self) -> None:
        """Load the embedder and the model on the answer worker; questions wait in a queue."""
        self.start_loading()
        pipeline = self.pipeline
        self.asker.start(pipeline.warm_up)

    def start_loading(self) -> None:
        self.ready = False
        self.model_state.loading(self.pipeline.generator.model_id)
        self.ready_changed.emit(False)

    def _on_warmed(self, event: Warmed) -> None:
        self.ready = True
        log.info("tutor ready in %.1f s", event.seconds)
        library = self.pipeline.library
        lab = library.url if isinstance(library, LabLibrary) else None
        self.model_state.ready(self.pipeline.generator.model_id, lab)
        self.ready_changed.emit(True)

    def _on_load_failed(self, message: str) -> None:
        self.model_state.failed()
        self.show_error(message)
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
            self.show_error(problem)
            return
        self.reasoning.clear()  # the scratch work of the last answer goes, at once
        self.question.clear()
        scope = self.scope.current_scope()
        card = self._new_card(question)
        self._card = card
        self._set_busy(True)
        if not self.ready or self.asker.running:
            self._queued = (question, scope)
            card.show_waiting()
            return
        self._start(question, scope)

    def _start(self, question: str, scope: Scope | None) -> None:
        self._cancel = CancelToken()
        cancel, pipeline, conversation = self._cancel, self.pipeline, self.thread_note.talk

        def work() -> Iterator[object]:
            yield from pipeline.ask(question, scope=scope, cancel=cancel, conversation=conversation)

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
        if not self._busy:
            return
        self._cancel.cancel()
        self.stop_button.setEnabled(False)  # pressed: the answer ends after this word
        if self._card is not None and self._card.result is None:
            self._card.status.setText(self.tr("Stopping…"))

    def _new_card(self, question: str) -> AnswerCard:
        card = self.conversation.add_card(question)
        card.citation_clicked.connect(self.open_citation)
        card.suggestion_clicked.connect(self.ask)
        return card

    def _on_event(self, event: object) -> None:
        if isinstance(event, Warmed):
            self._on_warmed(event)
            return
        if isinstance(event, PipelineReady):
            self.flow.adopt(event.pipeline)
            return
        card = self._card
        if card is None:
            return
        match event:
            case Stage(name=name, passages=passages):
                card.show_stage(name, passages)
            case Retrieved(hits=hits):
                card.show_sources(hits)
            case Preview(sentences=sentences):
                card.show_preview(sentences)
            case AnswerDelta(channel=Channel.REASONING):
                pass  # the scratch work's, not the answer's
            case AnswerDelta(text=text):
                card.append_answer(text)
            case Revised(answer=answer, reason=reason):
                card.revise(answer, reason)
            case Finished(result=result):
                card.finish(result)
                self.conversation.chain_tab_order(self.reasoning.toggle)
                self._record(result, card)
                self._continue_with(result)
                self.answer_finished.emit(result)
        self.reasoning.follow(event)  # its plain-words account, reasoning and trace

    # -- the conversation ----------------------------------------------------------------------

    def new_conversation(self) -> None:
        """Forget the last question: the next one is never read as a follow-up (Ctrl+N)."""
        if self.thread_note.start_new():
            self.conversation.add_divider(self.tr("New conversation"))
            self.question.setFocus()

    def _continue_with(self, result: AnswerResult) -> None:
        self.thread_note.after(result)
        if result.rewritten_question:
            self.reasoning.trace(
                self.tr("read as a follow-up: {question}").format(
                    question=result.rewritten_question
                )
            )

    def _record(self, result: AnswerResult, card: AnswerCard) -> None:
        """Keep the answer (never any reasoning: the result has none) in the history."""
        if result.status is Status.ERROR or not self.settings.prefs.keep_history:
            return
        try:
            entry = self.history.add(result)
        except DiskFullError:
            self.show_error(
                self.tr("This answer could not be saved in the history: the disk is full.")
            )
        except OSError as exc:
            self.show_error(
                self.tr("The answer could not be saved in the history ({error}).").format(error=exc)
            )
        else:
            self.conversation.remember(entry, card)
        self.history_panel.refresh()

    def _on_failed(self, message: str) -> None:
        if self.flow.switch_from is not None:
            self.flow.switch_failed(message)
            return
        if not self.ready:
            self._on_load_failed(message)
        if self._card is not None and self._card.result is None:
            self._card.finish(_error_result(self._card.question, message))
            self._queued = None
            self._set_busy(False)

    def _on_done(self) -> None:
        if self.flow.reload_old:
            self.flow.reload_old = False
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
        self.ask_bar.set_busy(busy)
        self.model_state.answering(busy)  # never "ready" while an answer is being prepared

    # -- scope, citations, history -------------------------------------------------------------

    def refresh_scope(self) -> None:
        self.scope.refresh(self.pipeline.library.books())

    def open_citation(self, book_id: str, page_index: int, text: str) -> None:
        self.citations.open(self.pipeline.library, book_id, page_index, text)

    def show_history_entry(self, entry: HistoryEntry) -> None:
        """Show a past answer: once (selecting it again scrolls back to its card)."""
        card = self.conversation.card_for(entry.id)
        if card is None:
            card = self._new_card(entry.question)
            card.finish(entry.result, from_history=True)
            self.conversation.remember(entry.id, card)
            self.conversation.chain_tab_order(self.reasoning.toggle)
        self.conversation.show(card)

    # -- settings ------------------------------------------------------------------------------

    def edit_settings(self) -> None:
        self.flow.edit(self)

    def apply_settings(self, prefs: Preferences) -> None:
        """Save ``prefs`` and apply them (see ``SettingsFlow.apply``)."""
        self.flow.apply(prefs)

    def warn(self, text: str) -> None:
        """A problem the student must see now: in the status bar and in a message box."""
        self.show_error(text.replace("\n\n", " "))
        QMessageBox.warning(self, "TutorApp", text)

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def quit(self) -> None:
        self.close()

    def show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)

    @property
    def current_card(self) -> AnswerCard | None:
        """The answer card of the latest question."""
        return self._card

    @property
    def viewer(self) -> PdfViewerWindow | None:
        """The PDF viewer window, once a citation was opened."""
        return self.citations.viewer

    # -- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop generation and ingest cleanly, close the model on its own thread, then close."""
        self.placement.save(self, "main")
        self._cancel.cancel()
        self.library_panel.shutdown()
        self.citations.shutdown()
        self.asker.shutdown(30_000, last=self.pipeline.close_model)
        event.accept()


def _error_result(question: str, message: str) -> AnswerResult:
    return AnswerResult(question=question, status=Status.ERROR, answer=message, message=message)
