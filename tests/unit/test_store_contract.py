"""One contract, every ``VectorStore``: Chroma (on disk) and the in-memory test double."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from tests.doubles import MemoryStore
from tutorapp.core.errors import StoreIdentityError
from tutorapp.core.retrieval.store import ChromaStore, VectorStore

IDENTITY = {"embedder": "test", "dim": "4", "chunker": "1"}


@pytest.fixture(params=["chroma", "memory"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    if request.param == "chroma":
        yield ChromaStore(tmp_path / "vectors", IDENTITY)
    else:
        yield MemoryStore()


def _unit(*values: float) -> np.ndarray:
    v = np.array(values, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_add_query_and_filter_by_book_version(store: VectorStore) -> None:
    store.add(["a#0", "a#1"], np.stack([_unit(1, 0, 0, 0), _unit(0, 1, 0, 0)]), "a@1")
    store.add(["b#0"], np.stack([_unit(1, 0.1, 0, 0)]), "b@1")
    assert store.count() == 3
    hits = store.query(_unit(1, 0, 0, 0), 5, ["a@1", "b@1"])
    assert [h[0] for h in hits] == ["a#0", "b#0", "a#1"]
    assert abs(hits[0][1] - 1.0) < 1e-5
    assert [h[0] for h in store.query(_unit(1, 0, 0, 0), 5, ["b@1"])] == ["b#0"]
    assert store.query(_unit(1, 0, 0, 0), 5, []) == []
    assert [h[0] for h in store.query(_unit(1, 0, 0, 0), 2, None)] == ["a#0", "b#0"]


def test_ids_vectors_and_delete(store: VectorStore) -> None:
    store.add(["a#0", "a#1"], np.stack([_unit(1, 0, 0, 0), _unit(0, 1, 0, 0)]), "a@1")
    assert store.ids_for("a@1") == {"a#0", "a#1"}
    assert store.ids_for("zzz@1") == set()
    got = store.vectors(["a#1"])
    assert list(got) == ["a#1"] and np.allclose(got["a#1"], _unit(0, 1, 0, 0))
    store.delete_doc("a@1")
    assert store.count() == 0 and store.ids_for("a@1") == set()


def test_add_is_an_upsert(store: VectorStore) -> None:
    store.add(["a#0"], np.stack([_unit(1, 0, 0, 0)]), "a@1")
    store.add(["a#0"], np.stack([_unit(0, 0, 1, 0)]), "a@1")
    assert store.count() == 1
    assert np.allclose(store.vectors(["a#0"])["a#0"], _unit(0, 0, 1, 0))


def test_chroma_large_batches_and_persistence(tmp_path: Path) -> None:
    store = ChromaStore(tmp_path / "v", IDENTITY)
    vectors = np.tile(_unit(1, 0, 0, 0), (6000, 1))
    store.add([f"a#{i}" for i in range(6000)], vectors, "a@1")  # over Chroma's 5,461 limit
    assert ChromaStore(tmp_path / "v", IDENTITY).count() == 6000


def test_chroma_refuses_a_store_built_by_another_embedder(tmp_path: Path) -> None:
    assert ChromaStore(tmp_path / "v", IDENTITY).count() == 0
    other = ChromaStore(tmp_path / "v", {**IDENTITY, "embedder": "other"})  # opens lazily
    with pytest.raises(StoreIdentityError, match="library repair"):
        other.count()
    other.reset()  # a rebuild drops the old vectors and takes the new identity
    assert other.count() == 0
    assert ChromaStore(tmp_path / "v", {**IDENTITY, "embedder": "other"}).count() == 0


def test_reset_drops_every_vector(store: VectorStore) -> None:
    store.add(["a", "b"], np.eye(2, 4, dtype=np.float32), "book@1")
    store.reset()
    assert store.count() == 0 and store.ids_for("book@1") == set()


def test_the_store_opens_once_when_two_threads_use_it_first(tmp_path: Path) -> None:
    store = ChromaStore(tmp_path / "v", IDENTITY)
    with ThreadPoolExecutor(4) as pool:
        counts = list(pool.map(lambda _: store.count(), range(8)))
    assert counts == [0] * 8
