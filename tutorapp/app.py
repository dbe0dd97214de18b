"""Composition root: builds the object graph for the CLI and the window. No singletons."""

from __future__ import annotations

import shutil
from pathlib import Path

from tutorapp.core.errors import TutorError
from tutorapp.core.hardware import physical_cores
from tutorapp.core.history import History
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, load_preferences
from tutorapp.core.retrieval.embedder import Embedder, MiniLmEmbedder, force_offline
from tutorapp.core.retrieval.store import ChromaStore, LazyStore, drop_store
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home


def default_embedder() -> Embedder:
    return MiniLmEmbedder(threads=physical_cores())


def open_library(home: Home, embedder: Embedder | None = None) -> Library:
    """The library in ``home``; raises ``TutorError`` if the folder cannot be used."""
    force_offline()
    try:
        home.ensure()
    except OSError as exc:
        raise TutorError(
            f"The data folder {home.root} cannot be created or written ({exc.strerror}). "
            "Choose another with --home or TUTORAPP_HOME."
        ) from exc
    embedder = embedder or default_embedder()
    identity = library_identity(embedder)
    folder = home.library_dir
    catalog = Catalog(folder / "catalog.sqlite3")
    store = LazyStore(lambda: ChromaStore(folder / "vectors", identity))
    return Library(folder, catalog, store, embedder)


def open_pipeline(
    home: Home, model: Path | None = None, settings: AnswerSettings | None = None
) -> Pipeline:
    """The answer pipeline: library, model (loaded on the first question), history."""
    from tutorapp.core.generation.engine import LlamaGenerator, default_model_path  # noqa: PLC0415

    library = open_library(home)
    generator = LlamaGenerator(model or default_model_path(), n_threads=physical_cores())
    history = History(home.root / "history.sqlite3")
    return Pipeline(library, generator, settings or AnswerSettings(), history)


def run_window(home: Home, self_test: bool = False) -> int:
    """Open the window on ``home`` (the model loads in the background once it shows)."""
    from tutorapp.core.generation.engine import LlamaGenerator, default_model_path  # noqa: PLC0415
    from tutorapp.ui.launch import run_window as launch  # noqa: PLC0415 - Qt only when needed
    from tutorapp.ui.window import WindowSettings  # noqa: PLC0415

    prefs_file = home.root / "preferences.json"
    prefs = load_preferences(prefs_file)

    def generator(chosen: Preferences) -> LlamaGenerator:
        model = Path(chosen.model) if chosen.model else default_model_path()
        return LlamaGenerator(model, n_threads=chosen.threads or physical_cores())

    def pipeline() -> Pipeline:
        library = open_library(home)
        history = History(home.root / "history.sqlite3")
        return Pipeline(library, generator(prefs), prefs.answer_settings(), history)

    settings = WindowSettings(prefs, prefs_file, generator)
    return launch(home.root, home.log_file, settings, pipeline, self_test)


def wipe_index(home: Home) -> None:
    """Forget all vectors and the catalog (``library reindex`` after a model change)."""
    drop_store(home.library_dir / "vectors")
    for name in ("lexical", "catalog.sqlite3", "catalog.sqlite3-wal", "catalog.sqlite3-shm"):
        target = home.library_dir / name
        if target.is_dir():
            shutil.rmtree(target)
        else:
            Path(target).unlink(missing_ok=True)
