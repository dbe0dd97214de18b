"""The Settings dialog (answer model, strictness, threads, thinking, marks, keeping questions,
font size, theme, the lab server) and the About dialog (versions, the models in use, where
the data and the log live).

Both only read and return values: the window saves the preferences and applies them.
"""

from __future__ import annotations

import platform
from importlib import metadata
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
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
from tutorapp.core.preferences import THEMES, Preferences
from tutorapp.core.retrieval.gate import PRESETS
from tutorapp.ui.lab import LabFields

PRESET_TEXT = {
    "strict": "Strict: answer only when the books clearly cover the question",
    "moderate": "Moderate (recommended)",
    "lenient": "Lenient: answer more often, refuse less",
}
DEFAULT_MODEL = "The bundled model (recommended)"


class SettingsDialog(QDialog):
    """Edit a copy of ``prefs``; ``preferences()`` gives the edited values after ``exec()``."""

    def __init__(self, prefs: Preferences, models_folder: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self._prefs = prefs
        self.model = QComboBox(self)
        self.model.setAccessibleName("Answer model")
        self.model.addItem(DEFAULT_MODEL, None)
        for path in find_models(models_folder):
            self.model.addItem(path.name, str(path))
        if prefs.model and self.model.findData(prefs.model) < 0:
            self.model.addItem(Path(prefs.model).name, prefs.model)
        self.model.setCurrentIndex(max(0, self.model.findData(prefs.model)))
        self.browse = QPushButton("Browse…", self)
        self.browse.setAccessibleName("Choose a model file")
        self.browse.clicked.connect(self._browse)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model, 1)
        model_row.addWidget(self.browse)

        self.preset = QComboBox(self)
        self.preset.setAccessibleName("How strict the tutor is")
        for name in PRESETS:
            self.preset.addItem(PRESET_TEXT.get(name, name), name)
        self.preset.setCurrentIndex(max(0, self.preset.findData(prefs.preset)))
        self.threads = QSpinBox(self)
        self.threads.setAccessibleName("Processor threads")
        self.threads.setRange(0, 64)
        self.threads.setSpecialValueText("Automatic")
        self.threads.setValue(prefs.threads or 0)
        self.think = QCheckBox("Let the tutor think step by step first (slower)", self)
        self.think.setChecked(prefs.think_in_tags)
        self.mark = QCheckBox("Keep sentences the books do not support, marked", self)
        self.mark.setToolTip("Otherwise such sentences are removed, with a note")
        self.mark.setChecked(prefs.mark_unsupported)
        self.keep_history = QCheckBox(
            "Keep the questions asked on this computer (History and the class report)", self
        )
        self.keep_history.setToolTip(
            "Questions and answers stay on this computer; the tutor's scratch work is never kept"
        )
        self.keep_history.setChecked(prefs.keep_history)
        self.font_size = QSpinBox(self)
        self.font_size.setAccessibleName("Text size")
        self.font_size.setRange(8, 28)
        self.font_size.setSuffix(" pt")
        self.font_size.setValue(prefs.font_size)
        self.theme = QComboBox(self)
        self.theme.setAccessibleName("Colours")
        for name in THEMES:
            self.theme.addItem(name.capitalize(), name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(prefs.theme)))

        form = QFormLayout()
        model_label = QLabel("Answer &model:", self)
        model_label.setBuddy(self.model)  # the field is a row, so the form cannot pair them
        form.addRow(model_label, model_row)
        form.addRow("&Strictness:", self.preset)
        form.addRow("&Threads:", self.threads)
        form.addRow("", self.think)
        form.addRow("", self.mark)
        form.addRow("", self.keep_history)
        form.addRow("Text si&ze:", self.font_size)
        form.addRow("&Colours:", self.theme)
        note = QLabel("A different model or thread count loads the model again.", self)
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
        ).valid()

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Choose an answer model", str(Path.home()), "GGUF models (*.gguf)"
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
            rows.append((package, "bundled"))
    return rows


class AboutDialog(QDialog):
    def __init__(
        self, model: str, embedder: str, home: Path, log_file: Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("About TutorApp")
        rows = [
            *versions(),
            ("Answer model", model),
            ("Embedding model", embedder),
            ("Data folder", str(home)),
            ("Log file", str(log_file)),
        ]
        table = "".join(f"<tr><td><b>{k}</b></td><td>{_escape(v)}</td></tr>" for k, v in rows)
        text = QLabel(
            "<h3>TutorApp</h3><p>Answers only from your NCERT textbooks, with the page for "
            "every answer. Works without internet; nothing leaves this computer.</p>"
            f"<table cellspacing='4'>{table}</table>",
            self,
        )
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text.setMaximumWidth(640)  # long data paths wrap instead of widening the dialog
        text.setAccessibleName("About TutorApp")
        self.text = text
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
