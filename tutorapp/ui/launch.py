"""Starting the window: the Qt application, theme, one window per data folder, the safety
net for unexpected errors, and (for ``--self-test``) a scripted run of the real window.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox

from tutorapp.core.errors import LabServerError, LibraryDamagedError, TutorError
from tutorapp.core.failures import REPAIR_HINT
from tutorapp.core.history import History
from tutorapp.core.lock import WriterLock
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.repair import restore_catalog
from tutorapp.paths import resources_dir
from tutorapp.ui.i18n import chosen_language, set_language
from tutorapp.ui.lab import reconnect
from tutorapp.ui.single_instance import SingleInstance
from tutorapp.ui.theme import apply_theme
from tutorapp.ui.window import MainWindow, WindowSettings

log = logging.getLogger(__name__)

translate = QCoreApplication.translate


def application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setApplicationName("TutorApp")
    app.setApplicationDisplayName("TutorApp")
    add_bundled_fonts()
    return app


def add_bundled_fonts() -> list[str]:
    """Register the bundled Devanagari font; Qt's font fallback then draws Hindi text with it
    on a laptop that has no Hindi font (which would otherwise show boxes). The families."""
    families: list[str] = []
    for font in sorted((resources_dir() / "fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(font))
        if font_id < 0:
            log.info("font %s could not be loaded", font.name)
            continue
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return list(dict.fromkeys(families))


def install_safety_net(log_file: Path) -> None:
    """An unexpected exception in a Qt slot is logged and shown briefly, never a traceback."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        log.error("unexpected error: %s", "".join(traceback.format_exception(kind, error, tb)))
        if isinstance(error, TutorError):
            text = str(error)
        else:
            text = translate(
                "Launch",
                "Something went wrong inside TutorApp (a bug, not your mistake). "
                "The details were written to {log}.",
            ).format(log=log_file)
        if QApplication.instance() is not None:
            QMessageBox.warning(None, "TutorApp", text)

    sys.excepthook = hook


def _open_library(open_pipeline: Callable[[], Pipeline], folder: Path, self_test: bool) -> Pipeline:
    """The pipeline; a damaged or missing catalog is restored from its backup when the user
    agrees (``LibraryDamagedError`` otherwise)."""
    try:
        return open_pipeline()
    except LibraryDamagedError as exc:
        log.info("damaged catalog: %s", exc)
        if self_test or not _ask_repair(str(exc).split(REPAIR_HINT)[0].strip()):
            raise
    with WriterLock(folder, "repairing the library"):
        restored = restore_catalog(folder)
    if restored is not None:
        QMessageBox.information(None, "TutorApp", restored.message)
    return open_pipeline()


def _ask_repair(problem: str) -> bool:
    answer = QMessageBox.question(
        None,
        "TutorApp",
        translate(
            "Launch",
            "{problem}\n\nTutorApp keeps a backup of it. Restore the library from the backup "
            "now? (Your PDF files are not affected.)",
        ).format(problem=problem),
        defaultButton=QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def run_window(
    home: Path,
    log_file: Path,
    settings: WindowSettings,
    open_pipeline: Callable[[], Pipeline],
    open_history: Callable[[], History],
    self_test: bool = False,
) -> int:
    """Show the window until it is closed; the exit code."""

    app = application()
    apply_theme(app, settings.prefs.theme, settings.prefs.font_size)
    set_language(app, chosen_language(settings.prefs))
    lock = SingleInstance(home)
    if not lock.acquire():
        log.info("another window owns %s", home)
        if self_test:
            print(f"self-test: FAILED ({lock.message()})")
        else:
            QMessageBox.information(None, "TutorApp", lock.message())
        return 1
    try:
        try:
            pipeline = _open_library(open_pipeline, home / "library", self_test)
        except LabServerError as exc:
            if self_test or settings.open_pipeline is None:
                raise
            log.info("cannot connect to the lab server: %s", exc)
            found = reconnect(
                settings.prefs,
                exc,
                settings.open_pipeline,
                settings.prefs_file,
                settings.has_local_model,
            )
            if found is None:
                lock.release()
                return 1
            pipeline, prefs = found
            settings = replace(settings, prefs=prefs)
        history = open_history()
    except TutorError as exc:
        lock.release()
        log.info("cannot open the library: %s", exc)
        if self_test:
            print(f"self-test: FAILED ({exc})")
        else:
            QMessageBox.critical(None, "TutorApp", str(exc))
        return 1
    install_safety_net(log_file)
    window = MainWindow(pipeline, history, log_file, settings)
    window.show()
    window.warm_up()
    try:
        if self_test:
            from tutorapp.ui.selftest import run_self_test  # noqa: PLC0415

            return run_self_test(app, window)
        return app.exec()
    finally:
        window.close()
        pipeline.close()
        history.close()
        lock.release()
