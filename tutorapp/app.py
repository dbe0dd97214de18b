"""Composition root: builds the object graph (and, later, the window). No singletons."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from tutorapp.core.errors import TutorError
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.retrieval.embedder import Embedder, MiniLmEmbedder, force_offline
from tutorapp.core.retrieval.store import ChromaStore, LazyStore, drop_store
from tutorapp.paths import Home


def physical_cores() -> int:
    """Threads for CPU inference: the physical cores (hyper-threads do not help matmuls)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cores = {line for line in handle if line.startswith("core id")}
        if cores:
            return len(cores)
    except OSError:
        pass
    return max(1, (os.cpu_count() or 2) // 2)


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


def wipe_index(home: Home) -> None:
    """Forget all vectors and the catalog (``library reindex`` after a model change)."""
    drop_store(home.library_dir / "vectors")
    for name in ("lexical", "catalog.sqlite3", "catalog.sqlite3-wal", "catalog.sqlite3-shm"):
        target = home.library_dir / name
        if target.is_dir():
            shutil.rmtree(target)
        else:
            Path(target).unlink(missing_ok=True)
