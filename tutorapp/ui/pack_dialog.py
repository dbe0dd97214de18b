"""File → Export books… and Import books…: library packs with progress and Cancel.

Each dialog runs its export or import on an ``EventPump`` worker thread and only renders the
core's pack events. Cancel stops at the next event;
the core then removes a half-written pack, or everything a half-done import wrote. File
choosers and message boxes go through small functions that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import TutorError
from tutorapp.core.events import BookProgress, BookStarted, IngestFinished, IngestStarted
from tutorapp.core.library import Library
from tutorapp.core.pack.events import (
    PackBookDone,
    PackFinished,
    PackOpened,
    PackOutcome,
    PackProgress,
    PackStage,
)
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import compatibility_problem, import_pack, read_manifest
from tutorapp.core.pack.manifest import SUFFIX, Manifest
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP
from tutorapp.ui.labels import book_label, localized
from tutorapp.ui.library_texts import progress_text
from tutorapp.ui.placement import fit_size
from tutorapp.ui.tasks import EventPump, Work

translate = QCoreApplication.translate
_OUTCOMES = {
    PackOutcome.EXPORTED: "✓",
    PackOutcome.ADDED: QT_TRANSLATE_NOOP("PackDialog", "added"),
    PackOutcome.REPLACED: QT_TRANSLATE_NOOP("PackDialog", "replaced"),
    PackOutcome.UNCHANGED: QT_TRANSLATE_NOOP("PackDialog", "already here"),
}


def pack_filter() -> str:
    return translate("PackDialog", "TutorApp library packs (*{suffix});;All files (*)").format(
        suffix=SUFFIX
    )


def megabytes(size: int) -> str:
    return translate("PackDialog", "{mb} MB").format(mb=f"{size / 1e6:.1f}")


def pack_summary(manifest: Manifest) -> str:
    made = manifest.created_at.replace("T", " ")[:16]
    return translate(
        "PackDialog", "{n} book(s), {size}, made {made} UTC with TutorApp {version}."
    ).format(
        n=len(manifest.books),
        size=megabytes(manifest.size),
        made=made,
        version=manifest.app_version,
    )


class _PackDialog(QDialog):
    """Progress bar, status, a list of books, an action button and Cancel/Close."""

    library_changed = Signal()

    def __init__(self, library: Library, title: str, action: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.library = library
        self.setWindowTitle(title)
        self.setMinimumWidth(560)
        fit_size(self, (860, 560))  # whole book names on a 1366x768 screen
        self.pump = EventPump(self, name="tutorapp-pack")
        self.books = QListWidget(self)
        self.books.setAccessibleName(translate("PackDialog", "Books"))
        self.books.setWordWrap(True)  # a long book name takes two lines, never a side scroll
        self.books.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("PackDialog", "Status"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setAccessibleName(translate("PackDialog", "Progress"))
        self.progress.hide()
        self.buttons = QDialogButtonBox(self)
        self.action_button = QPushButton(action, self)
        self.action_button.setDefault(True)
        self.buttons.addButton(self.action_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.action_button.clicked.connect(self.start)
        self.close_button.clicked.connect(self.cancel_or_close)
        self.pump.event.connect(self._on_event)
        self.pump.failed.connect(self._on_failed)
        self.pump.finished.connect(self._on_finished)
        self.layout_ = QVBoxLayout(self)
        self.succeeded = False

    def _finish_layout(self) -> None:
        self.layout_.addWidget(self.books, 1)
        self.layout_.addWidget(self.status)
        self.layout_.addWidget(self.progress)
        self.layout_.addWidget(self.buttons)

    # -- running ---------------------------------------------------------------------------

    def start(self) -> None:
        work = self._work()
        if work is None or self.pump.running:
            return
        self.action_button.setEnabled(False)
        self.progress.setValue(0)
        self.progress.show()
        self.succeeded = False
        self.pump.start(work)

    def _work(self) -> Work | None:
        raise NotImplementedError

    def _on_event(self, event: object) -> None:
        raise NotImplementedError

    def _run(self, fn: Callable[[Library], Iterator[object]]) -> Work:
        """Work for the pump: ``fn`` on the shared library (its catalog gives the worker
        thread its own connection; the store and the embedder serialise their own use)."""
        library = self.library

        def work() -> Iterator[object]:
            yield from fn(library)

        return work

    def _set_progress(self, fraction: float) -> None:
        self.progress.setValue(round(1000 * min(max(fraction, 0.0), 1.0)))

    def _add_book(self, label: str) -> None:
        self.books.addItem(QListWidgetItem(label))
        self.books.scrollToBottom()

    def _on_failed(self, message: str) -> None:
        self.status.setText(message)

    def _on_finished(self) -> None:
        self.progress.hide()
        if self.pump.cancelled:
            self.status.setText(self._cancelled_text())
        self.close_button.setText(translate("PackDialog", "Close"))
        self.close_button.setEnabled(True)
        self.action_button.setEnabled(not self.succeeded)

    def _cancelled_text(self) -> str:
        raise NotImplementedError

    def cancel_or_close(self) -> None:
        if self.pump.running:
            self.pump.cancel()
            self.status.setText(translate("PackDialog", "Stopping…"))
            self.close_button.setEnabled(False)
        else:
            self.reject()

    def reject(self) -> None:
        """Closing the window while busy cancels first (the core cleans up)."""
        if self.pump.running:
            self.cancel_or_close()
            return
        self.pump.shutdown(30_000)
        super().reject()

    def done(self, result: int) -> None:
        self.pump.shutdown(30_000)
        super().done(result)


class ExportBooksDialog(_PackDialog):
    """Choose books (all ticked) and a file; write the pack."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(
            library,
            translate("PackDialog", "Export books"),
            translate("PackDialog", "&Export"),
            parent,
        )
        intro = QLabel(
            translate(
                "PackDialog",
                "Write the ticked books — PDFs and search data — to one file. Copy it to each "
                "laptop (a USB stick works) and use File → Import books… there: no laptop has to "
                "read the PDFs again.",
            ),
            self,
        )
        intro.setWordWrap(True)
        self.path = QLineEdit(self)
        self.path.setAccessibleName(translate("PackDialog", "Pack file"))
        self.path.setPlaceholderText(
            translate("PackDialog", "Where to save the pack (…{suffix})").format(suffix=SUFFIX)
        )
        self.path.setText(str(Path.home() / f"class-books{SUFFIX}"))
        choose = QPushButton(translate("PackDialog", "&Choose…"), self)
        choose.clicked.connect(self._choose)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(choose)
        self.layout_.addWidget(intro)
        self.layout_.addLayout(row)
        self._finish_layout()
        for book in library.books():
            item = QListWidgetItem(f"{book_label(book)} · {book.source_file}")
            item.setData(Qt.ItemDataRole.UserRole, book.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.books.addItem(item)
        if not self.books.count():
            self.status.setText(translate("PackDialog", "The library is empty: add books first."))
            self.action_button.setEnabled(False)

    def chosen_ids(self) -> list[str]:
        items = [self.books.item(i) for i in range(self.books.count())]
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def _choose(self) -> None:
        path = choose_save_path(self, self.path.text())
        if path is not None:
            self.path.setText(str(path))

    def _work(self) -> Work | None:
        ids = self.chosen_ids()
        text = self.path.text().strip()
        if not ids or not text:
            self.status.setText(
                translate("PackDialog", "Tick at least one book and choose where to save the pack.")
            )
            return None
        target = Path(text).expanduser()
        if not target.suffix:
            target = target.with_suffix(SUFFIX)
            self.path.setText(str(target))
        question = translate("PackDialog", "Replace {file}?").format(file=target.name)
        if target.exists() and not confirm(self, translate("PackDialog", "Export books"), question):
            return None
        self.books.setEnabled(False)
        self.status.setText(translate("PackDialog", "Writing the pack…"))
        return self._run(lambda lib: export_pack(lib, target, ids))

    def _on_event(self, event: object) -> None:
        match event:
            case PackProgress(done=done, total=total, book_id=book_id):
                self._set_progress(done / total if total else 1.0)
                self.status.setText(translate("PackDialog", "Writing {book}…").format(book=book_id))
            case PackFinished(exported=exported, size_bytes=size, path=path, seconds=seconds):
                self.succeeded = True
                summary = translate(
                    "PackDialog",
                    "Done in {seconds} s: {n} book(s), {size} in {path}. On each laptop: "
                    "File → Import books…",
                )
                self.status.setText(
                    summary.format(
                        seconds=f"{seconds:.1f}", n=exported, size=megabytes(size), path=path
                    )
                )

    def _cancelled_text(self) -> str:
        return translate("PackDialog", "Stopped: no pack was written.")


class ImportBooksDialog(_PackDialog):
    """Shows what a pack holds; imports it (or re-indexes its PDFs for another search model)."""

    def __init__(
        self, library: Library, path: Path, manifest: Manifest, parent: QWidget | None = None
    ) -> None:
        self.problem = compatibility_problem(manifest, library, path.name)
        action = (
            translate("PackDialog", "&Re-index from the PDFs")
            if self.problem
            else translate("PackDialog", "&Import")
        )
        title = translate("PackDialog", "Import books from {file}").format(file=path.name)
        super().__init__(library, title, action, parent)
        self.pack_path = path
        self.manifest = manifest
        self._files = 1
        here = {b.id for b in library.books()}
        about = QLabel(f"<b>{path.name}</b>: {pack_summary(manifest)}", self)
        about.setWordWrap(True)
        self.layout_.addWidget(about)
        if self.problem:
            warning = QLabel(self.problem, self)
            warning.setWordWrap(True)
            warning.setAccessibleName(
                translate("PackDialog", "Why the pack cannot be imported as it is")
            )
            self.layout_.addWidget(warning)
        else:
            text = translate(
                "PackDialog",
                "Books this laptop already has stay as they are if unchanged, and are replaced "
                "if the pack holds another version.",
            )
            note = QLabel(text, self)
            note.setWordWrap(True)
            self.layout_.addWidget(note)
        self._finish_layout()
        for book in manifest.books:
            mark = translate("PackDialog", " (in the library now)") if book.id in here else ""
            self._add_book(f"{localized(book.label)}{mark}")

    def _work(self) -> Work | None:
        self.books.clear()
        path, reindex = self.pack_path, self.problem is not None
        self.status.setText(translate("PackDialog", "Checking the pack…"))
        return self._run(lambda lib: import_pack(lib, path, reindex=reindex))

    def _on_event(self, event: object) -> None:
        match event:
            case PackProgress(stage=PackStage.CHECKING, done=done, total=total):
                self._set_progress(0.3 * done / total if total else 0.3)
                self.status.setText(translate("PackDialog", "Checking the pack…"))
            case PackProgress(stage=PackStage.COPYING, book_id=book_id):
                self.status.setText(
                    translate("PackDialog", "Copying the PDF of {book}…").format(book=book_id)
                )
            case PackProgress(stage=PackStage.STORING, done=done, total=total):
                self._set_progress(0.3 + 0.7 * done / total if total else 1.0)
                self.status.setText(
                    translate("PackDialog", "Adding passages: {done} of {total}…").format(
                        done=done, total=total
                    )
                )
            case PackOpened():
                self.status.setText(
                    translate("PackDialog", "The pack is intact. Adding its books…")
                )
            case PackBookDone(label=label, outcome=outcome):
                shown = translate("PackDialog", _OUTCOMES[outcome])
                self._add_book(f"{shown}: {localized(label)}")
            case PackFinished(added=added, replaced=replaced, unchanged=unchanged, seconds=s):
                self.succeeded = True
                summary = translate(
                    "PackDialog",
                    "Done in {seconds} s: {added} added, {replaced} replaced, {unchanged} "
                    "already here.",
                )
                self.status.setText(
                    summary.format(
                        seconds=f"{s:.1f}", added=added, replaced=replaced, unchanged=unchanged
                    )
                )
                self.library_changed.emit()
            case IngestStarted(files=files):
                self._files = max(files, 1)
            case BookStarted(position=position):
                self._set_progress(0.3 + 0.7 * (position - 1) / self._files)
            case BookProgress() as progress:
                self.status.setText(progress_text(progress))
            case IngestFinished():
                self.library_changed.emit()

    def _cancelled_text(self) -> str:
        if self.problem:
            return translate("PackDialog", "Stopped. Books re-indexed before stopping are kept.")
        return translate("PackDialog", "Stopped: nothing was imported; the library is as it was.")


def export_books(parent: QWidget, library: Library) -> None:
    ExportBooksDialog(library, parent).exec()


def import_books(parent: QWidget, library: Library, path: Path | None = None) -> bool:
    """Ask for a pack (unless given), show it and import it; True if the library changed."""
    path = path or choose_pack(parent)
    if path is None:
        return False
    try:
        manifest = read_manifest(path)
    except TutorError as exc:
        warn(parent, str(exc))
        return False
    dialog = ImportBooksDialog(library, path, manifest, parent)
    changed: list[bool] = []
    dialog.library_changed.connect(lambda: changed.append(True))
    dialog.exec()
    return bool(changed)


# -- dialogs (tests replace these) -----------------------------------------------------------


def choose_pack(parent: QWidget) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, translate("PackDialog", "Import books"), str(Path.home()), pack_filter()
    )
    return Path(name) if name else None


def choose_save_path(parent: QWidget, current: str) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(
        parent, translate("PackDialog", "Export books"), current, pack_filter()
    )
    return Path(name) if name else None


def confirm(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, defaultButton=QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def warn(parent: QWidget, text: str) -> None:
    QMessageBox.warning(parent, "TutorApp", text)
