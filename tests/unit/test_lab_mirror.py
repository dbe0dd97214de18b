"""The student's copy of the teacher's catalog, and searching it through the usual Library."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from tests.doubles import HashingEmbedder, MemoryStore
from tests.lab import IDENTITY, sample_snapshot
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library
from tutorapp.core.remote.mirror import CATALOG_FILE, HIDDEN_META, ensure_mirror, server_folder
from tutorapp.core.remote.protocol import CatalogSnapshot
from tutorapp.core.retrieval.embedder import Vectors


def test_a_copy_holds_exactly_the_teachers_books_and_passages(tmp_path: Path) -> None:
    snapshot = sample_snapshot(hidden=("air@2",))
    folder = ensure_mirror(tmp_path / "srv", "old-version", lambda: snapshot)
    assert folder.name == snapshot.version
    catalog = Catalog(folder / CATALOG_FILE)
    try:
        assert catalog.ready_books() == sorted(snapshot.books, key=lambda b: b.id)
        for book in snapshot.books:
            assert tuple(catalog.chunks_of(f"{book.id}@{book.generation}")) == tuple(
                c for c in snapshot.chunks if c.book_id == book.id
            )
        assert {k: catalog.get_meta(k) for k in IDENTITY} == IDENTITY
        assert catalog.get_meta(HIDDEN_META) == "1"
        assert not catalog.has_hidden_versions()
    finally:
        catalog.close()
    assert (folder / "lexical" / "CURRENT").is_file()


def test_a_complete_copy_is_reused_and_a_new_version_replaces_it(tmp_path: Path) -> None:
    snapshot = sample_snapshot()
    first = ensure_mirror(tmp_path, snapshot.version, lambda: snapshot)

    def must_not_fetch() -> CatalogSnapshot:
        raise AssertionError("the complete copy should have been reused")

    assert ensure_mirror(tmp_path, snapshot.version, must_not_fetch) == first
    newer = CatalogSnapshot(identity=IDENTITY, books=snapshot.books[:1], chunks=snapshot.chunks[:2])
    second = ensure_mirror(tmp_path, newer.version, lambda: newer)
    assert second != first and not first.exists()
    assert [p.name for p in tmp_path.iterdir()] == [second.name]


def test_an_interrupted_download_leaves_nothing_behind(tmp_path: Path) -> None:
    def broken() -> CatalogSnapshot:
        raise OSError("connection reset")

    with pytest.raises(OSError, match="reset"):
        ensure_mirror(tmp_path, "v1", broken)
    assert list(tmp_path.iterdir()) == []
    snapshot = sample_snapshot()
    bad = CatalogSnapshot(identity=IDENTITY, books=snapshot.books, chunks=snapshot.chunks[:1])
    with pytest.raises(ValueError, match="passages"):
        ensure_mirror(tmp_path, bad.version, lambda: bad)
    assert list(tmp_path.iterdir()) == []


def test_each_server_has_its_own_folder(tmp_path: Path) -> None:
    a = server_folder(tmp_path, "http://10.0.0.5:8765")
    b = server_folder(tmp_path, "http://10.0.0.6:8765")
    assert a != b and a.parent == b.parent == tmp_path


class _Vectors(MemoryStore):
    """The server's store, seen from the student's side: reads only, and a log of queries."""

    def __init__(self) -> None:
        super().__init__()
        self.filters: list[Sequence[str] | None] = []

    def query(
        self, vector: Vectors, k: int, doc_keys: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        self.filters.append(doc_keys)
        return super().query(vector, k, doc_keys)


def test_the_usual_library_search_works_on_the_copy(tmp_path: Path) -> None:
    snapshot = sample_snapshot()
    embedder = HashingEmbedder()
    store = _Vectors()
    for book in snapshot.books:
        chunks = [c for c in snapshot.chunks if c.book_id == book.id]
        store.add(
            [c.id for c in chunks],
            embedder.embed([c.text for c in chunks]),
            f"{book.id}@{book.generation}",
        )
    store.add(["ghost#0"], np.stack([embedder.embed(["rain falls heavy"])[0]]), "ghost@1")
    folder = ensure_mirror(tmp_path, snapshot.version, lambda: snapshot)
    library = Library(folder, Catalog(folder / CATALOG_FILE), store, embedder)
    try:
        hits = library.search("when does rain fall", k=3)
        assert hits and "Rain falls" in hits[0].chunk.text
        assert {h.book.id for h in hits} <= {"water", "air"}  # the hidden ghost never shows
        assert hits[0].chunk.printed_page is not None
    finally:
        library.close()


def test_the_laptop_searches_with_the_servers_model_or_says_it_cannot() -> None:
    from tests.lab import sample_info
    from tutorapp.app import embedder_for
    from tutorapp.core.errors import LabServerError
    from tutorapp.core.remote.connect import _check_identity
    from tutorapp.core.retrieval.embedder import MINILM_ID

    minilm = {"embedder": MINILM_ID, "dim": "384", "chunker": IDENTITY["chunker"]}
    assert embedder_for(minilm).model_id == MINILM_ID
    info = sample_info()
    _check_identity("http://10.0.0.5:8765", info, HashingEmbedder())  # the same: fine
    with pytest.raises(LabServerError, match="another search model") as caught:
        _check_identity("http://10.0.0.5:8765", info, embedder_for(minilm))
    assert "Install the same TutorApp version" in str(caught.value)
