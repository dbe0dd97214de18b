"""Lab mode in the window: the Settings box, the connect prompt, and the background work.

``LabFields`` is the "Lab server" part of Settings (address and class code); ``LabConnectDialog``
asks again when the lab server cannot be reached as TutorApp starts; ``switch_work`` builds
the new pipeline on the answer worker (connecting is network work, never on the UI thread)
and ``fetch_pdf_work`` downloads a cited book's PDF from the lab server for the viewer.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import LabServerError
from tutorapp.core.library import Library
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, save_preferences
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.types import Book
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP
from tutorapp.ui.tasks import Work

ADDRESS_HINT = QT_TRANSLATE_NOOP("LabFields", "e.g. 192.168.1.20:8765 (on the teacher's screen)")
CODE_HINT = QT_TRANSLATE_NOOP("LabFields", "e.g. ABCD-2345")


def read_only_note(library: Library) -> str | None:
    """What the library panel says when the books are the lab server's (None: they are ours)."""
    if isinstance(library, LabLibrary):
        return QCoreApplication.translate(
            "LabFields",
            "These books are on the lab server at {url}. Only the teacher can add, remove or "
            "edit them there.",
        ).format(url=library.url)
    return None


class LabFields(QGroupBox):
    """Settings → "Use the lab server": address and class code."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Lab server"))
        self.use = QCheckBox(self.tr("Use the lab server (the teacher's computer answers)"), self)
        self.use.setAccessibleName(self.tr("Use the lab server"))
        self.address = QLineEdit(prefs.lab_server or "", self)
        self.address.setAccessibleName(self.tr("Lab server address"))
        self.address.setPlaceholderText(self.tr(ADDRESS_HINT))
        self.code = QLineEdit(prefs.lab_code or "", self)
        self.code.setAccessibleName(self.tr("Class code"))
        self.code.setPlaceholderText(self.tr(CODE_HINT))
        note = QLabel(
            self.tr(
                "Books and answers then come from the teacher's computer over the school "
                "network; questions are still read on this laptop."
            ),
            self,
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow("", self.use)
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Class &code:"), self.code)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        self.use.toggled.connect(self._enable)
        self.use.setChecked(bool(prefs.lab_server))
        self._enable(self.use.isChecked())

    def _enable(self, on: bool) -> None:
        self.address.setEnabled(on)
        self.code.setEnabled(on)

    def values(self) -> tuple[str | None, str | None]:
        """(address, code); both None when the lab server is not used."""
        if not self.use.isChecked() or not self.address.text().strip():
            return None, None
        return self.address.text().strip(), self.code.text().strip() or None


class LabConnectDialog(QDialog):
    """Shown when TutorApp starts in lab mode and cannot connect: try again (perhaps with a
    corrected address or code), answer on this laptop instead (when it has a model), or quit."""

    TRY_AGAIN, USE_LAPTOP = 1, 2

    def __init__(
        self, prefs: Preferences, message: str, can_use_laptop: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("TutorApp: lab server"))
        self.choice = 0
        text = QLabel(message, self)
        text.setWordWrap(True)
        text.setAccessibleName(self.tr("Why TutorApp could not connect"))
        self.fields = LabFields(prefs, self)
        self.fields.use.setChecked(True)
        self.fields.use.hide()
        buttons = QDialogButtonBox(self)
        again = QPushButton(self.tr("Try again"), self)
        again.setDefault(True)
        buttons.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
        again.clicked.connect(lambda: self._done(self.TRY_AGAIN))
        if can_use_laptop:
            laptop = QPushButton(self.tr("Use this laptop instead"), self)
            laptop.setToolTip(self.tr("Answer with this laptop's own books and model"))
            buttons.addButton(laptop, QDialogButtonBox.ButtonRole.ActionRole)
            laptop.clicked.connect(lambda: self._done(self.USE_LAPTOP))
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.fields)
        layout.addWidget(buttons)

    def _done(self, choice: int) -> None:
        self.choice = choice
        self.accept()


def reconnect(
    prefs: Preferences,
    error: LabServerError,
    open_pipeline: Callable[[Preferences], Pipeline],
    prefs_file: Path | None,
    can_use_laptop: bool,
) -> tuple[Pipeline, Preferences] | None:
    """At start-up, when the lab server could not be reached: ask until a pipeline opens
    (the choice is saved), or ``None`` when the student closes the prompt."""
    while True:
        dialog = LabConnectDialog(prefs, str(error), can_use_laptop)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        if dialog.choice == LabConnectDialog.USE_LAPTOP:
            prefs = replace(prefs, lab_server=None, lab_code=None)
        else:
            server, code = dialog.fields.values()
            prefs = replace(prefs, lab_server=server, lab_code=code)
        try:
            pipeline = open_pipeline(prefs)
        except LabServerError as exc:
            error = exc
            continue
        if prefs_file is not None:
            with contextlib.suppress(OSError):  # it still applies until TutorApp is closed
                save_preferences(prefs_file, prefs)
        return pipeline, prefs


@dataclass(frozen=True, kw_only=True)
class PipelineReady:
    """The new pipeline built on the answer worker (after a lab setting changed)."""

    pipeline: Pipeline


def switch_work(old: Pipeline, open_pipeline: Callable[[], Pipeline]) -> Work:
    """On the answer worker: close the old model, build the new pipeline (connecting to the
    lab server, or opening this laptop's library), then load it."""

    def work() -> Iterator[object]:
        old.close_model()
        new = open_pipeline()
        yield PipelineReady(pipeline=new)
        yield from new.warm_up()

    return work


@dataclass(frozen=True, kw_only=True)
class PdfFetched:
    """A cited book's PDF, now on this laptop, and where to open it."""

    path: Path
    book: Book
    page_index: int
    highlight: str


def fetch_pdf_work(library: LabLibrary, book: Book, page_index: int, highlight: str) -> Work:
    def work() -> Iterator[object]:
        path = library.pdf_for(book)
        yield PdfFetched(path=path, book=book, page_index=page_index, highlight=highlight)

    return work
