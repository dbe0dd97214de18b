"""Where TutorApp keeps its data: ``--home`` > ``$TUTORAPP_HOME`` > the platform's user data dir."""

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


def app_root() -> Path:
    """The folder holding ``resources/`` and ``models/``: the checkout, or the frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return app_root() / "resources"


def models_dir() -> Path:
    return app_root() / "models"
