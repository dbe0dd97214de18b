"""The Settings dialog (interface language, answer model, strictness, threads, thinking, marks,
keeping questions, font size, theme, the lab server) and the About dialog (versions, the
models in use, where the data and the log live).

Both only read and return values: the window saves the preferences and applies them.
"""

from __future__ import annotations

import platform
from importlib import metadata
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tutorapp import __version__
from tutorapp.core.generation.engine import find_models
from tutorapp.core.preferences import LANGUAGES, THEMES, Preferences
from tutorapp.core.retrieval.gate import PRESETS
from tutorapp.ui.i18n import LANGUAGE_NAMES, QT_TRANSLATE_NOOP, chosen_language
from tutorapp.ui.lab import LabFields

PRESET_TEXT = {
    "strict": QT_TRANSLATE_NOOP(
        "SettingsDialog", "Strict: answer only when the books clearly cover the question"
    ),
    "moderate": QT_TRANSLATE_NOOP("SettingsDialog", "Moderate (recommended)"),
    "lenient": QT_TRANSLATE_NOOP("SettingsDialog", "Lenient: answer more often, refuse less"),
}
THEME_TEXT = {
    "light": QT_TRANSLATE_NOOP("SettingsDialog", "Light"),
    "dark": QT_TRANSLATE_NOOP("SettingsDialog", "Dark"),
}
DEFAULT_MODEL = QT_TRANSLATE_NOOP("SettingsDialog", "The bundled model (recommended)")

translate = QCoreApplication.translate


class SettingsDialog(QDialog):
    """Edit a copy of ``prefs``; ``preferences()`` gives the edited values after ``exec()``."""

    def __init__(self, prefs: Preferences, models_folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self._prefs = prefs
        self.language = QComboBox(self)
        self.language.setAccessibleName(self.tr("Interface language"))
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self._language_shown = chosen_language(prefs)
        self.language.setCurrentIndex(max(0, self.language.findData(self._language_shown)))
        self.model = QComboBox(self)
        self.model.setAccessibleName(self.tr("Answer model"))
        self.model.addItem(translate("SettingsDialog", DEFAULT_MODEL), None)
        for path in find_models(models_folder):
            self.model.addItem(path.name, str(path))
        if prefs.model and self.model.findData(prefs.model) < 0:
            self.model.addItem(Path(prefs.model).name, prefs.model)
        self.model.setCurrentIndex(max(0, self.model.findData(prefs.model)))
        self.browse = QPushButton(self.tr("Browse…"), self)
        self.browse.setAccessibleName(self.tr("Choose a model file"))
        self.browse.clicked.connect(self._browse)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model, 1)
        model_row.addWidget(self.browse)

        self.preset = QComboBox(self)
        self.preset.setAccessibleName(self.tr("How strict the tutor is"))
        for name in PRESETS:
            self.preset.addItem(
                translate("SettingsDialog", PRESET_TEXT[name]) if name in PRESET_TEXT else name,
                name,
            )
        self.preset.setCurrentIndex(max(0, self.preset.findData(prefs.preset)))
        self.threads = QSpinBox(self)
        self.threads.setAccessibleName(self.tr("Processor threads"))
        self.threads.setRange(0, 64)
        self.threads.setSpecialValueText(self.tr("Automatic"))
        self.threads.setValue(prefs.threads or 0)
        self.think = QCheckBox(self.tr("Let the tutor think step by step first (slower)"), self)
        self.think.setChecked(prefs.think_in_tags)
        self.mark = QCheckBox(self.tr("Keep sentences the books do not support, marked"), self)
        self.mark.setToolTip(self.tr("Otherwise such sentences are removed, with a note"))
        self.mark.setChecked(prefs.mark_unsupported)
        self.keep_history = QCheckBox(
            self.tr("Keep the questions asked on this computer (History and the class report)"),
            self,
        )
        self.keep_history.setToolTip(
            self.tr(
                "Questions and answers stay on this computer; the tutor's scratch work is never "
                "kept"
            )
        )
        self.keep_history.setChecked(prefs.keep_history)
        self.font_size = QSpinBox(self)
        self.font_size.setAccessibleName(self.tr("Text size"))
        self.font_size.setRange(8, 28)
        self.font_size.setSuffix(self.tr(" pt"))
        self.font_size.setValue(prefs.font_size)
        self.theme = QComboBox(self)
        self.theme.setAccessibleName(self.tr("Colours"))
        for name in THEMES:
            self.theme.addItem(
                translate("SettingsDialog", THEME_TEXT[name]) if name in THEME_TEXT else name, name
            )
        self.theme.setCurrentIndex(max(0, self.theme.findData(prefs.theme)))

        form = QFormLayout()
        form.addRow(self.tr("Interface &language:"), self.language)
        model_label = QLabel(self.tr("Answer &model:"), self)
        model_label.setBuddy(self.model)  # the field is a row, so the form cannot pair them
        form.addRow(model_label, model_row)
        form.addRow(self.tr("&Strictness:"), self.preset)
        form.addRow(self.tr("&Threads:"), self.threads)
        form.addRow("", self.think)
        form.addRow("", self.mark)
        form.addRow("", self.keep_history)
        form.addRow(self.tr("Text si&ze:"), self.font_size)
        form.addRow(self.tr("&Colours:"), self.theme)
        note = QLabel(self.tr("A different model or thread count loads the model again."), self)
        note.setWordWrap(True)
        self.lab = LabFields(prefs, self)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.lab)
        layout.addWidget(buttons)

    def preferences(self) -> Preferences:
        model = self.model.currentData()
        server, code = self.lab.values()
        language = str(self.language.currentData())
        unchanged = self._prefs.language is None and language == self._language_shown
        return Preferences(
            model=model if isinstance(model, str) else None,
            preset=str(self.preset.currentData()),
            threads=self.threads.value() or None,
            think_in_tags=self.think.isChecked(),
            mark_unsupported=self.mark.isChecked(),
            font_size=self.font_size.value(),
            theme=str(self.theme.currentData()),
            keep_history=self.keep_history.isChecked(),
            lab_server=server,
            lab_code=code,
            language=None if unchanged else language,  # not chosen: still follows the computer
        ).valid()

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose an answer model"),
            str(Path.home()),
            self.tr("GGUF models (*.gguf)"),
        )
        if path:
            self.choose_model(Path(path))

    def choose_model(self, path: Path) -> None:
        """Select ``path`` (added to the list when it is not there yet)."""
        index = self.model.findData(str(path))
        if index < 0:
            self.model.addItem(path.name, str(path))
            index = self.model.count() - 1
        self.model.setCurrentIndex(index)


def versions() -> list[tuple[str, str]]:
    """The versions that matter when a teacher reports a problem."""
    rows = [
        ("TutorApp", __version__),
        ("Python", platform.python_version()),
        ("Qt", f"{qVersion()} (PySide6 {pyside_version})"),
    ]
    for package in ("llama-cpp-python", "chromadb", "sentence-transformers", "PyMuPDF"):
        try:
            rows.append((package, metadata.version(package)))
        except metadata.PackageNotFoundError:
            rows.append((package, QCoreApplication.translate("AboutDialog", "bundled")))
    return rows


class AboutDialog(QDialog):
    def __init__(
        self, model: str, embedder: str, home: Path, log_file: Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About TutorApp"))
        rows = [
            *versions(),
            (self.tr("Answer model"), model),
            (self.tr("Embedding model"), embedder),
            (self.tr("Data folder"), str(home)),
            (self.tr("Log file"), str(log_file)),
        ]
        table = "".join(f"<tr><td><b>{k}</b></td><td>{_escape(v)}</td></tr>" for k, v in rows)
        about = self.tr(
            "Answers only from your NCERT textbooks, with the page for every answer. Works "
            "without internet; nothing leaves this computer."
        )
        text = QLabel(
            f"<h3>TutorApp</h3><p>{about}</p><table cellspacing='4'>{table}</table>", self
        )
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text.setMaximumWidth(640)  # long data paths wrap instead of widening the dialog
        text.setAccessibleName(self.tr("About TutorApp"))
        self.text = text
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
