"""The main window's menu commands that open a dialog or a folder and are then done: File →
Export books… and Import books… (library packs, not while books are being added), Teacher →
Class report…, Help → Open the log folder and About.

``WindowCommands`` works on a ``CommandsHost`` (the main window): the pipeline it reads is
the one in use at the time (the lab server's, or this laptop's).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QWidget

from tutorapp.core.history import History
from tutorapp.core.pipeline import Pipeline
from tutorapp.ui import pack_dialog, report_dialog
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.settings_dialog import AboutDialog
from tutorapp.ui.settings_flow import WindowSettings

translate = QCoreApplication.translate


class CommandsHost(Protocol):
    """The parts of the main window the commands use; dialogs open over its ``window()``."""

    pipeline: Pipeline
    history: History
    log_file: Path
    settings: WindowSettings
    library_panel: LibraryPanel

    def window(self) -> QWidget: ...

    def refresh_scope(self) -> None: ...

    def show_error(self, message: str) -> None: ...


class WindowCommands:
    """The slots behind those menu items (``menus.WindowActions``)."""

    def __init__(self, host: CommandsHost) -> None:
        self.host = host

    def export_books(self) -> None:
        """File → Export books…: a pack for the other laptops of a class."""
        if self._library_idle():
            pack_dialog.export_books(self.host.window(), self.host.pipeline.library)

    def import_books(self, path: Path | None = None) -> None:
        """File → Import books…: add the books of a pack made on another computer."""
        host = self.host
        if self._library_idle() and pack_dialog.import_books(
            host.window(), host.pipeline.library, path
        ):
            host.library_panel.refresh()
            host.refresh_scope()

    def class_report(self) -> None:
        """Teacher → Class report: this computer's questions per chapter (or laptops' files)."""
        report_dialog.show_class_report(self.host.window(), self.host.history)

    def _library_idle(self) -> bool:
        if self.host.library_panel.busy:
            self.host.show_error(
                translate(
                    "WindowCommands",
                    "Books are being added: wait until that is done, then try again.",
                )
            )
            return False
        return True

    def open_log_folder(self) -> None:
        """For a teacher reporting a problem: the folder with ``tutorapp.log``."""
        folder = self.host.log_file.parent
        folder.mkdir(parents=True, exist_ok=True)
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.host.show_error(
                translate(
                    "WindowCommands", "No file manager could be opened. The log is in {folder}."
                ).format(folder=folder)
            )

    def about(self) -> None:
        """Help → About: the models in use, the data folder and the log file."""
        host = self.host
        embedder = host.pipeline.library.embedder.model_id
        home = host.settings.prefs_file.parent if host.settings.prefs_file else host.log_file.parent
        model = host.pipeline.generator.model_id
        AboutDialog(model, embedder, home, host.log_file, host.window()).exec()
