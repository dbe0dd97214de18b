"""The library's health, in the Books tab: a banner that says when the search index disagrees
with the catalog (a deleted or damaged ``vectors/`` folder, vectors of another model) and a
*Repair library* button that rebuilds it from the stored passages, with progress.

The check (``repair.check_store``) and the repair (``repair.repair_library``, under the
writer lock) run on the banner's own ``EventPump``; the banner only renders their events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.errors import StoreDamagedError
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library
from tutorapp.core.lock import WriterLock
from tutorapp.core.repair import (
    RepairFinished,
    RepairProgress,
    RepairStarted,
    check_store,
    repair_library,
)
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP
from tutorapp.ui.tasks import EventPump, Work


@dataclass(frozen=True, kw_only=True)
class LibraryHealth:
    """The check's verdict: ``problem`` says what is wrong and what to do (None: all well)."""

    problem: str | None


WINDOW_ADVICE = QT_TRANSLATE_NOOP(
    "RepairBanner",
    "Your books are safe in the catalog: click Repair library to rebuild the search index from "
    "the stored passages (no PDFs needed).",
)


def for_window(problem: str) -> str:
    """A core message about the index, with the window's button instead of the command."""
    advice = QCoreApplication.translate("RepairBanner", WINDOW_ADVICE)
    return problem.split(" Your books are safe", maxsplit=1)[0] + " " + advice


def _own_catalog(library: Library) -> Catalog:
    """A catalog connection for the worker thread (SQLite connections stay on one thread)."""
    return Catalog(library.folder / "catalog.sqlite3")


def health_work(library: Library) -> Work:
    def work() -> Iterator[object]:
        catalog = _own_catalog(library)
        try:
            report = check_store(catalog, library.store)
        except StoreDamagedError as exc:
            yield LibraryHealth(problem=str(exc))
            return
        finally:
            catalog.close()
        yield LibraryHealth(problem=None if report.ok else report.advice())

    return work


def repair_work(library: Library) -> Work:
    def work() -> Iterator[object]:
        catalog = _own_catalog(library)
        try:
            with WriterLock(library.folder, "repairing the library"):
                yield from repair_library(library.folder, catalog, library.store, library.embedder)
        finally:
            catalog.close()

    return work


class RepairBanner(QFrame):
    """Hidden while the library is in order. ``repaired`` is emitted after a repair."""

    repaired = Signal()
    message = Signal(str)

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.pump = EventPump(self, name="tutorapp-repair")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self._say: Callable[[], str] = str  # makes the text again in a new language
        self.repair_button = QPushButton(self)
        self.repair_button.clicked.connect(self.repair)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.hide()
        row = QHBoxLayout()
        row.addWidget(self.text, 1)
        row.addWidget(self.repair_button)
        column = QVBoxLayout(self)
        column.addLayout(row)
        column.addWidget(self.progress)
        self.pump.event.connect(self._on_event)
        self.pump.failed.connect(self._on_failed)
        self.pump.finished.connect(self._on_finished)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Library problem"))
        self.repair_button.setText(self.tr("Repair library"))
        self.repair_button.setAccessibleName(self.tr("Repair the library"))
        self.repair_button.setToolTip(self.tr("Rebuild the search index from the stored passages"))
        self.text.setText(self._say())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_text(self, say: Callable[[], str]) -> None:
        self._say = say
        self.text.setText(say())

    @property
    def busy(self) -> bool:
        return self.pump.running

    def check(self) -> None:
        """Compare the search index with the catalog in the background (not for a library
        built with another model: that one is rebuilt from its PDFs, not repaired)."""
        if not self.busy and self.library.outdated is None:
            self.pump.start(health_work(self.library))

    def repair(self) -> None:
        if self.busy:
            return
        self.repair_button.setEnabled(False)
        self._set_text(lambda: self.tr("Repairing the library…"))
        self.progress.setValue(0)
        self.progress.show()
        self.pump.start(repair_work(self.library))

    def _on_event(self, event: object) -> None:
        match event:
            case LibraryHealth(problem=None):
                self.hide()
            case LibraryHealth(problem=problem):
                self._set_text(lambda: for_window(str(problem)))
                self.repair_button.setEnabled(False)  # until the check has finished
                self.show()
            case RepairStarted(problems=problems):
                self._set_text(
                    lambda: self.tr("Repairing: {problems}").format(problems=" ".join(problems))
                )
            case RepairProgress(done=done, total=total):
                self.progress.setValue(round(1000 * done / max(total, 1)))
                self._set_text(
                    lambda: self.tr(
                        "Repairing the library: {done}/{total} passages re-embedded…"
                    ).format(done=done, total=total)
                )
            case RepairFinished() as finished:
                self.progress.hide()
                self.hide()
                self.message.emit(finished.message)
                self.repaired.emit()

    def _on_failed(self, message: str) -> None:
        self.progress.hide()
        self._set_text(lambda: message)
        self.repair_button.setEnabled(True)
        self.show()
        self.message.emit(message)

    def _on_finished(self) -> None:
        self.progress.hide()
        self.repair_button.setEnabled(True)

    def shutdown(self, timeout_ms: int = 30_000) -> None:
        self.pump.shutdown(timeout_ms)
