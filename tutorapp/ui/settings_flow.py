"""What the main window does with changed settings: save them, apply the look and the
interface language at once, give the answer worker new answer settings or a new model, or,
when the lab server setting changed, build the whole pipeline anew on the answer worker
(connecting is network work) and keep the previous one if that fails.

``WindowSettings`` says where preferences and window places are kept and how a choice becomes
a generator or a pipeline. ``SettingsFlow`` works on a ``SettingsHost`` (the main window).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from tutorapp.core.errors import TutorError
from tutorapp.core.generation.engine import ChatModel
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, save_preferences
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import models_dir
from tutorapp.ui.i18n import chosen_language, set_language
from tutorapp.ui.lab import read_only_note, switch_work
from tutorapp.ui.library_panel import LibraryPanel
from tutorapp.ui.model_status import ModelStatus
from tutorapp.ui.settings_dialog import SettingsDialog
from tutorapp.ui.tasks import EventPump
from tutorapp.ui.theme import apply_theme

log = logging.getLogger(__name__)

translate = QCoreApplication.translate


@dataclass(frozen=True, kw_only=True)
class WindowSettings:
    """Where preferences and window places are kept, and how a changed model choice becomes
    a generator."""

    prefs: Preferences
    prefs_file: Path | None = None
    state_file: Path | None = None
    make_generator: Callable[[Preferences], ChatModel] | None = None
    models_folder: Path | None = None
    #: The whole pipeline ``prefs`` choose (this laptop's, or the lab server's): used when the
    #: lab server setting changes.
    open_pipeline: Callable[[Preferences], Pipeline] | None = None
    has_local_model: bool = False  # this laptop can answer without the lab server


class SettingsHost(Protocol):
    """The parts of the main window the settings act on."""

    settings: WindowSettings
    pipeline: Pipeline
    asker: EventPump
    library_panel: LibraryPanel
    model_state: ModelStatus

    def start_loading(self) -> None: ...

    def refresh_scope(self) -> None: ...

    def show_error(self, message: str) -> None: ...

    def show_status(self, text: str) -> None: ...

    def warn(self, text: str) -> None: ...


class SettingsFlow:
    """Applies preferences to a ``SettingsHost``; tracks a lab switch under way."""

    def __init__(self, host: SettingsHost) -> None:
        self.host = host
        self.switch_from: Preferences | None = None  # lab settings being left (to go back)
        self.reload_old = False  # the switch failed: load the previous model again

    def edit(self, parent: QWidget) -> None:
        """File → Settings: the dialog, then ``apply`` what was chosen."""
        if self.host.asker.running:
            self.host.show_error(
                translate(
                    "SettingsFlow",
                    "Settings can be changed once the tutor has finished loading or answering.",
                )
            )
            return
        folder = self.host.settings.models_folder or models_dir()
        dialog = SettingsDialog(self.host.settings.prefs, folder, parent)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply(dialog.preferences())

    def apply(self, prefs: Preferences) -> None:
        """Save ``prefs`` and apply them: look at once; answer settings from the next question
        and a different model or thread count by switching on the answer worker (the old
        model is closed there, the new one loaded and warmed); another lab server setting
        builds the whole pipeline anew there."""
        host = self.host
        old = host.settings.prefs
        lab_changed = host.settings.open_pipeline is not None and (
            (prefs.lab_server, prefs.lab_code) != (old.lab_server, old.lab_code)
        )
        if lab_changed and host.library_panel.busy:
            host.show_error(
                translate("SettingsFlow", "Change the lab server once the books have been added.")
            )
            prefs = replace(prefs, lab_server=old.lab_server, lab_code=old.lab_code)
            lab_changed = False
        make = None if lab_changed else host.settings.make_generator  # a new pipeline: its own
        generator = None
        if (prefs.model, prefs.threads) != (old.model, old.threads) and make is not None:
            try:
                generator = make(prefs)
            except TutorError as exc:  # e.g. no model file at all: keep the one that works
                host.show_error(
                    translate("SettingsFlow", "{error} The previous model stays in use.").format(
                        error=exc
                    )
                )
                prefs = replace(prefs, model=old.model, threads=old.threads)
        self.save(prefs)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, prefs.theme, prefs.font_size)
            set_language(app, chosen_language(prefs))  # open windows relabel themselves
        if lab_changed:
            self._switch_pipeline(prefs, old)
            return
        answer = prefs.answer_settings(host.pipeline.settings)
        if generator is not None:
            host.start_loading()
        host.asker.start(_reconfigure(host.pipeline, answer, generator))

    def save(self, prefs: Preferences) -> None:
        host = self.host
        host.settings = replace(host.settings, prefs=prefs)
        if host.settings.prefs_file is not None:
            try:
                save_preferences(host.settings.prefs_file, prefs)
            except OSError as exc:
                host.show_error(
                    translate(
                        "SettingsFlow",
                        "The settings could not be saved ({error}); they apply until TutorApp "
                        "is closed.",
                    ).format(error=exc)
                )

    # -- the lab server ------------------------------------------------------------------------

    def _switch_pipeline(self, prefs: Preferences, old: Preferences) -> None:
        """Use the lab server (or stop using it): the whole pipeline is built anew on the
        answer worker; if that fails, the previous one stays."""
        host = self.host
        open_pipeline = host.settings.open_pipeline
        assert open_pipeline is not None
        self.switch_from = old
        host.start_loading()
        host.model_state.connecting(prefs.lab_server or translate("SettingsFlow", "this laptop"))
        host.asker.start(switch_work(host.pipeline, lambda: open_pipeline(prefs)))

    def adopt(self, pipeline: Pipeline) -> None:
        """The new pipeline is built (on the answer worker, which now warms it): use it."""
        host = self.host
        old, host.pipeline = host.pipeline, pipeline
        self.switch_from = None
        host.library_panel.set_library(pipeline.library, read_only_note(pipeline.library))
        host.refresh_scope()
        old.close()  # its model was closed on the answer worker
        library = pipeline.library
        if isinstance(library, LabLibrary):
            host.show_status(
                translate("SettingsFlow", "Answering from the lab server at {url}.").format(
                    url=library.url
                )
            )
        else:
            host.show_status(translate("SettingsFlow", "Answering with this laptop's books."))

    def switch_failed(self, message: str) -> None:
        """The new pipeline could not be built: keep the previous one and its settings."""
        old = self.switch_from
        assert old is not None
        self.switch_from = None
        prefs = self.host.settings.prefs
        self.save(replace(prefs, lab_server=old.lab_server, lab_code=old.lab_code))
        self.reload_old = True  # its model was closed: load it again when the worker is free
        self.host.warn(
            translate("SettingsFlow", "{error}\n\nTutorApp goes on as before.").format(
                error=message
            )
        )


def _reconfigure(
    pipeline: Pipeline, settings: AnswerSettings, generator: ChatModel | None
) -> Callable[[], Iterator[object]]:
    """The answer worker's job after Settings: new answer settings, and a new model (the
    old one closed) when one was chosen; then the model warmed for the new prompt (a no-op
    when neither changed)."""

    def work() -> Iterator[object]:
        pipeline.configure(settings, generator)
        yield from pipeline.warm_up()

    return work
