"""The library panel: the books grouped class → subject → chapter, and adding, re-indexing,
editing and removing them.

Ingest runs on an ``EventPump`` worker thread; the panel only renders its events (books
appearing one by one; progress and each failure's message inline in ``ingest_status``). Adding
more while busy queues the files. Dialogs go through small methods (``_choose_files``,
``_ask_confirm``…) that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import TutorError
from tutorapp.core.events import BookIndexed
from tutorapp.core.library import Library
from tutorapp.core.types import Book, BookMeta
from tutorapp.paths import resources_dir
from tutorapp.ui.book_dialog import BookDetailsDialog
from tutorapp.ui.book_tree import BookTree
from tutorapp.ui.ingest_status import IngestStatus
from tutorapp.ui.lab import read_only_note
from tutorapp.ui.labels import book_label
from tutorapp.ui.library_buttons import ButtonSlots, LibraryButtons
from tutorapp.ui.library_texts import dropped_paths, ingest_work, rebuild_work
from tutorapp.ui.repair_banner import RepairBanner
from tutorapp.ui.tasks import EventPump, Work
from tutorapp.ui.welcome import WelcomePage

__all__ = ["LibraryPanel"]


class LibraryPanel(QWidget):
    """The "Books" tab. ``pump`` defaults to a pump of its own (do not share one)."""

    books_changed = Signal()
    busy_changed = Signal(bool)
    message = Signal(str)

    def __init__(
        self,
        library: Library,
        pump: EventPump | None = None,
        parent: QWidget | None = None,
        sample_pdf: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self._owns_pump = pump is None
        self.pump = pump if pump is not None else EventPump(self, name="tutorapp-ingest")
        self.sample_pdf = sample_pdf or resources_dir() / "sample" / "sample_chapter.pdf"
        self._queue: list[tuple[list[Path], bool]] = []
        self._last_dir = str(Path.home())
        self.read_only: str | None = None  # why books cannot be changed here (lab mode)
        self.setAcceptDrops(True)
        self._build()
        self.retranslate()  # fills the tree too
        self.pump.event.connect(self._on_event)
        self.pump.failed.connect(self._on_failed)
        self.pump.finished.connect(self._on_finished)
        self.repair_banner.check()

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        self.buttons = LibraryButtons(
            self,
            ButtonSlots(
                add_files=self.add_files,
                add_folder=self.add_folder,
                reindex=self.reindex_selected,
                edit=self.edit_selected,
                remove=self.remove_selected,
            ),
        )
        self.add_files_action = self.buttons.add_files
        self.add_folder_action = self.buttons.add_folder
        self.reindex_action = self.buttons.reindex
        self.edit_action = self.buttons.edit
        self.remove_action = self.buttons.remove

        self.tree = BookTree(self)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.tree.addActions([self.reindex_action, self.edit_action, self.remove_action])
        self.tree.itemSelectionChanged.connect(self._update_actions)
        self.tree.itemActivated.connect(lambda item, _column: self._activated(item))
        books_page = QWidget(self)
        column = QVBoxLayout(books_page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.buttons.top)
        column.addLayout(self.buttons.book_row)
        column.addWidget(self.tree, 1)

        self.pages = QStackedWidget(self)
        self.welcome = WelcomePage(self.sample_pdf, self)
        self.welcome_add, self.welcome_sample = self.welcome.add, self.welcome.sample
        self.welcome_add.clicked.connect(self.add_files)
        self.welcome_sample.clicked.connect(self.add_sample)
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(books_page)

        self.lab_note = QLabel(self)
        self.lab_note.setObjectName("notice")
        self.lab_note.setWordWrap(True)
        self.lab_note.hide()
        self.outdated = QLabel(self)
        self.outdated.setObjectName("notice")
        self.outdated.setWordWrap(True)
        self.rebuild_button = QPushButton(self)
        self.rebuild_button.clicked.connect(self.rebuild_library)
        self.ingest = IngestStatus(self)
        self.problems, self.status = self.ingest.problems, self.ingest.status
        self.progress, self.cancel_button = self.ingest.progress, self.ingest.cancel_button
        self.cancel_button.clicked.connect(self.cancel_ingest)
        self.repair_banner = RepairBanner(self.library, self)
        self.repair_banner.repaired.connect(self._on_repaired)
        self.repair_banner.message.connect(self.message)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.lab_note)
        layout.addWidget(self.outdated)
        layout.addWidget(self.rebuild_button)
        layout.addWidget(self.repair_banner)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.ingest)

    def retranslate(self) -> None:
        """Every text of the panel in the interface language (book titles stay as they are)."""
        self.buttons.retranslate()
        self.tree.setAccessibleName(self.tr("Books in the library"))
        self.lab_note.setAccessibleName(self.tr("Where the books come from"))
        self.outdated.setAccessibleName(self.tr("The library needs rebuilding"))
        self.rebuild_button.setText(self.tr("Rebuild the library"))
        self.rebuild_button.setAccessibleName(self.tr("Rebuild the library"))
        self.rebuild_button.setToolTip(
            self.tr("Read every book's PDF again for the new search model")
        )
        if self.read_only is not None:
            self.read_only = read_only_note(self.library) or self.read_only
            self.lab_note.setText(self.read_only)
        self._show_progress(self.busy)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- state ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.pump.running

    def selected_book(self) -> Book | None:
        """The selected book as last listed (None when a class or subject is selected)."""
        return self.tree.selected_book()

    def select_book(self, book_id: str) -> None:
        self.tree.select_book(book_id)

    def refresh(self) -> None:
        """Rebuild the tree from the library (keeps the selection)."""
        books = self.library.books()
        self.tree.show_books(books, other_subject=self.tr("Other books"))
        self.pages.setCurrentIndex(1 if books else 0)
        self._update_actions()

    def set_library(self, library: Library, read_only: str | None = None) -> None:
        """Show another library (e.g. the lab server's); ``read_only`` says why its books
        cannot be added, removed or edited here. Not while books are being added."""
        self.library = library
        self.read_only = read_only
        self.lab_note.setText(read_only or "")
        self.lab_note.setVisible(read_only is not None)
        self.setAcceptDrops(read_only is None)
        self._show_progress(self.busy)
        self.refresh()

    def _update_actions(self) -> None:
        selected = self.selected_book() is not None
        writable = self.read_only is None
        self.reindex_action.setEnabled(selected and writable)  # queued while busy
        for action in (self.edit_action, self.remove_action):  # these need the writer lock
            action.setEnabled(selected and writable and not self.busy)
        for action in (self.add_files_action, self.add_folder_action):
            action.setEnabled(writable)

    def _activated(self, item: QTreeWidgetItem) -> None:
        if self.tree.book(item) is not None and not self.busy:
            self.edit_selected()

    # -- adding --------------------------------------------------------------------------

    def add_files(self) -> None:
        """Ask for PDF files and add them."""
        paths = self._choose_files()
        if paths:
            self._last_dir = str(paths[0].parent)
            self.add_paths(paths)

    def add_folder(self) -> None:
        """Ask for a folder and add every PDF in it (and its subfolders)."""
        folder = self._choose_folder()
        if folder is not None:
            self._last_dir = str(folder)
            self.add_paths([folder])

    def add_sample(self) -> None:
        if self.sample_pdf.is_file():
            self.add_paths([self.sample_pdf])
        else:
            self.ingest.add_problem(
                self.tr("The sample chapter is missing ({path}). Reinstall.").format(
                    path=self.sample_pdf
                )
            )

    def add_paths(self, paths: Sequence[Path], force: bool = False) -> None:
        """Add (or with ``force`` re-index) PDF files and folders; queued while busy."""
        chosen = [Path(p) for p in paths]
        if not chosen:
            return
        if self.read_only is not None:
            self._show_error(self.read_only)
            return
        if self.library.outdated is not None:
            self._show_error(self.tr("Rebuild the library first (the button above the books)."))
            return
        if self.busy:
            self._queue.append((chosen, force))
            self.message.emit(
                self.tr("{n} more item(s) will be added after the current ones.").format(
                    n=len(chosen)
                )
            )
            return
        self._run(ingest_work(self.library, chosen, force))

    def rebuild_library(self) -> None:
        """Re-index every book from its PDF (the library was built with another search model
        or chunker)."""
        if not self.busy and self.read_only is None:
            self._run(rebuild_work(self.library))

    def _run(self, work: Work) -> None:
        self.ingest.start()
        self._show_progress(True)
        self.pump.start(work)
        self.busy_changed.emit(True)
        self._update_actions()

    def cancel_ingest(self) -> None:
        """Stop after the current step; books already added stay, nothing half-added shows."""
        if self.busy:
            self._queue.clear()
            self.pump.cancel()
            self.ingest.cancelling()

    def _show_progress(self, shown: bool) -> None:
        outdated = self.library.outdated
        self.outdated.setText(
            self.tr(
                "This library was built with another search model or text splitter, so it "
                "cannot be searched until it is rebuilt from the PDFs ({reason})."
            ).format(reason=outdated)
            if outdated
            else ""
        )
        self.outdated.setVisible(outdated is not None and not shown)
        self.rebuild_button.setVisible(outdated is not None and not shown)
        self.ingest.show_running(shown)
        writable = self.read_only is None
        self.welcome_add.setEnabled(not shown and writable)
        self.welcome_sample.setEnabled(not shown and writable and self.sample_pdf.is_file())

    def _on_event(self, event: object) -> None:
        if isinstance(event, BookIndexed):
            self.refresh()
            self.books_changed.emit()
        self.ingest.follow(event)

    def _on_repaired(self) -> None:
        self.refresh()
        self.books_changed.emit()

    def _on_failed(self, message: str) -> None:
        self.ingest.stopped_by(message)
        self.message.emit(message)

    def _on_finished(self) -> None:
        cancelled = self.pump.cancelled
        self._show_progress(False)
        if cancelled:
            self.ingest.cancelled()
        self.message.emit(self.status.text())
        self.refresh()
        self.busy_changed.emit(False)
        if self._queue and not cancelled:
            paths, force = self._queue.pop(0)
            self.add_paths(paths, force)

    # -- one book ------------------------------------------------------------------------

    def reindex_selected(self) -> None:
        """Read the selected book's PDF again (e.g. after the file was replaced)."""
        book = self.selected_book()
        if book is not None:
            self.add_paths([Path(book.source_path)], force=True)

    def remove_selected(self) -> None:
        book = self.selected_book()
        if book is None or self.busy or self.read_only is not None:
            return
        question = self.tr("Remove “{book}” from the library? The PDF file itself is kept.").format(
            book=book_label(book)
        )
        if not self._ask_confirm(self.tr("Remove book"), question):
            return
        if self._apply(lambda: self.library.remove(book.id)):
            self.message.emit(self.tr("Removed {file}.").format(file=book.source_file))

    def edit_selected(self) -> None:
        book = self.selected_book()
        if book is None or self.busy or self.read_only is not None:
            return
        meta = self._edit_meta(book)
        if meta is None or meta == book.meta:
            return
        if self._apply(lambda: self.library.update_meta(book.id, meta)):
            self.message.emit(self.tr("Saved the details of {file}.").format(file=book.source_file))

    def _apply(self, change: Callable[[], object]) -> bool:
        try:
            change()
        except TutorError as exc:
            self._show_error(str(exc))
            return False
        self.refresh()
        self.books_changed.emit()
        return True

    # -- drag and drop -------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = dropped_paths(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        self.add_paths(paths)

    # -- dialogs (tests replace these) ---------------------------------------------------

    def _choose_files(self) -> list[Path]:
        names, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add textbook PDFs"), self._last_dir, self.tr("PDF files (*.pdf)")
        )
        return [Path(name) for name in names]

    def _choose_folder(self) -> Path | None:
        name = QFileDialog.getExistingDirectory(
            self, self.tr("Add a folder of PDFs"), self._last_dir
        )
        return Path(name) if name else None

    def _ask_confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self, title, text, defaultButton=QMessageBox.StandardButton.No
        )
        return answer == QMessageBox.StandardButton.Yes

    def _edit_meta(self, book: Book) -> BookMeta | None:
        dialog = BookDetailsDialog(book, self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return dialog.meta() if accepted else None

    def _show_error(self, text: str) -> None:
        self.message.emit(text)
        QMessageBox.warning(self, "TutorApp", text)

    # -- closing -------------------------------------------------------------------------

    def shutdown(self, timeout_ms: int = 30_000) -> None:
        """Stop any ingest (the library stays consistent) and join the worker thread."""
        self._queue.clear()
        self.repair_banner.shutdown(timeout_ms)
        if self._owns_pump:
            self.pump.shutdown(timeout_ms)
        else:
            self.pump.cancel()
