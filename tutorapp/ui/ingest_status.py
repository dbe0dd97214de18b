"""The foot of the library panel, about adding books: the problems met (listed inline, each
with its message), a status line, and a progress bar with a Cancel button while a run lasts.

``follow`` renders the ingest worker's events: the bar runs across the files of a run and,
within one book, through its stages (``STAGE_SPANS``: reading, OCR when a page needs it,
then indexing); the status line says what is being done and, at the end, the summary. The
status line is made again after a change of language. The panel starts and ends runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.events import (
    BookFailed,
    BookProgress,
    BookStarted,
    BookWarning,
    IngestFinished,
    IngestStarted,
)
from tutorapp.ui.library_texts import progress_text, started_text, summary_text

# Share of one book's progress bar for each stage (OCR, when needed, takes the longest); a
# plain comment, as lupdate would give a "#:" one to the next text as a translator's note.
STAGE_SPANS = {"reading": (0.0, 0.4), "ocr": (0.4, 0.85)}


class IngestStatus(QWidget):
    """``problems``, ``status``, ``progress`` and ``cancel_button`` (the panel connects it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._files = 1  # of the current run
        self._position = 1  # of the file being read
        self._indexing_from = STAGE_SPANS["reading"][1]  # where indexing starts on the bar
        self._say: Callable[[], str] = str  # makes the status line again in a new language
        self.problems = QListWidget(self)
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(120)
        self.problems.hide()
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.cancel_button = QPushButton(self)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.problems)
        layout.addWidget(self.status)
        layout.addLayout(progress_row)
        self.retranslate()

    def retranslate(self) -> None:
        self.problems.setAccessibleName(self.tr("Problems adding books"))
        self.status.setAccessibleName(self.tr("Adding books status"))
        self.progress.setAccessibleName(self.tr("Adding books progress"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel adding books"))
        self.cancel_button.setToolTip(
            self.tr("Stop after the current step; books already added stay")
        )
        self.status.setText(self._say())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def tell(self, say: Callable[[], str]) -> None:
        """Show ``say()`` in the status line (and again after a change of language)."""
        self._say = say
        self.status.setText(say())

    # -- a run ---------------------------------------------------------------------------

    def start(self) -> None:
        """A new run: no problems listed, the bar empty."""
        self.problems.clear()
        self.problems.hide()
        self._files = self._position = 1
        self.tell(lambda: self.tr("Starting…"))
        self.progress.setValue(0)

    def show_running(self, shown: bool) -> None:
        """The bar and Cancel while a run lasts (Cancel pressable again)."""
        self.progress.setVisible(shown)
        self.cancel_button.setVisible(shown)
        self.cancel_button.setEnabled(shown)

    def follow(self, event: object) -> None:
        """Show what an ingest event says (other events are ignored)."""
        match event:
            case IngestStarted(files=files):
                self._files = max(files, 1)
                self.tell(lambda: started_text(event))
            case BookStarted(path=path, position=position):
                self._position = position
                self._indexing_from = STAGE_SPANS["reading"][1]
                self.tell(lambda: self.tr("Reading {name}…").format(name=Path(path).name))
                self._set_progress(0.0)
            case BookProgress(stage=stage, done=done, total=total):
                fraction = done / total if total else 1.0
                start, end = STAGE_SPANS.get(stage, (self._indexing_from, 1.0))
                if stage == "ocr":
                    self._indexing_from = end
                self._set_progress(start + (end - start) * fraction)
                self.tell(lambda: progress_text(event))
            case BookFailed(message=message) | BookWarning(message=message):
                self.add_problem(message)
            case IngestFinished():
                self.tell(lambda: summary_text(event))

    def _set_progress(self, fraction: float) -> None:
        overall = (self._position - 1 + min(max(fraction, 0.0), 1.0)) / self._files
        self.progress.setValue(round(1000 * overall))

    def add_problem(self, message: str) -> None:
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        item = QListWidgetItem(icon, message)
        item.setToolTip(message)
        self.problems.addItem(item)
        self.problems.show()

    def cancelling(self) -> None:
        """Cancel was pressed: the run stops after the current step."""
        self.tell(lambda: self.tr("Stopping…"))
        self.cancel_button.setEnabled(False)

    def stopped_by(self, message: str) -> None:
        """The run stopped on an unexpected problem (``message``)."""
        self.add_problem(message)
        self.tell(lambda: self.tr("Adding books stopped because of the problem above."))

    def cancelled(self) -> None:
        """The run ended because Cancel was pressed."""
        self.tell(lambda: self.tr("Stopped. Books added before stopping are kept."))
