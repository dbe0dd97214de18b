"""The exact in-memory search a dual library ranks with (``retrieval.exact``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from tests.doubles import HashingEmbedder, make_library
from tests.pdfgen import make_ncert_like
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.retrieval.exact import ExactIndex


def _unit(rows: np.ndarray) -> Vectors:
    unit: Vectors = (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)
    return unit


def _index(count: int = 60, dim: int = 8) -> tuple[ExactIndex, dict[str, Vectors]]:
    rng = np.random.default_rng(7)
    vectors = _unit(rng.normal(size=(count, dim)))
    stored = {f"b{i % 3}@1#{i:05d}": vectors[i] for i in range(count)}

    def vectors_of(ids: Sequence[str]) -> dict[str, Vectors]:
        return {i: stored[i] for i in ids if i in stored}

    return ExactIndex.build("s", [*stored, "b9@1#00000"], vectors_of), stored


def test_it_returns_the_exact_top_k_with_cosines_in_order() -> None:
    index, stored = _index()
    query = _unit(np.random.default_rng(1).normal(size=(1, 8)))[0]
    exact = sorted(((float(v @ query), i) for i, v in stored.items()), reverse=True)
    found = index.query(query, 10, None)
    assert [i for i, _ in found] == [i for _, i in exact[:10]]
    assert np.allclose([c for _, c in found], [c for c, _ in exact[:10]], atol=1e-6)
    assert index.query(query, 0, None) == [] and len(index.query(query, 500, None)) == 60


def test_a_filter_keeps_only_those_book_versions() -> None:
    index, stored = _index()
    query = next(iter(stored.values()))
    found = index.query(query, 100, ["b1@1", "unknown@1"])
    assert len(found) == 20 and all(i.startswith("b1@1#") for i, _ in found)
    assert index.query(query, 5, []) == [] and index.query(query, 5, ["unknown@1"]) == []


def test_equal_scores_are_ordered_by_id_like_the_store() -> None:
    same = _unit(np.ones((1, 4)))[0]
    stored = {f"b@1#{i:05d}": same for i in (4, 2, 9, 1)}
    index = ExactIndex.build("s", list(stored), lambda ids: {i: stored[i] for i in ids})
    assert [i for i, _ in index.query(same, 2, None)] == ["b@1#00001", "b@1#00002"]


def test_vectors_and_language_centroids() -> None:
    index, stored = _index()
    some = ["b0@1#00000", "missing@1#00001"]
    assert list(index.vectors(some)) == ["b0@1#00000"]
    assert np.array_equal(index.vectors(some)["b0@1#00000"], stored["b0@1#00000"])
    centroids = index.centroids({"b0@1": "en", "b1@1": "en", "b2@1": "hi"})
    english = np.mean([v for i, v in stored.items() if not i.startswith("b2")], axis=0)
    assert np.allclose(centroids["en"], english, atol=1e-6) and set(centroids) == {"en", "hi"}
    empty = ExactIndex.build("s", [], lambda ids: {})
    assert empty.query(english, 3, None) == [] and empty.vectors(["x"]) == {}


def test_a_library_keeps_one_index_until_its_books_change(tmp_path: Path) -> None:
    library = make_library(tmp_path / "lib", HashingEmbedder(dim=32))
    pages = ["Concave mirrors converge light.", "Ohm's law relates current and voltage."]
    list(library.ingest([make_ncert_like(tmp_path / "pdf", "jesc109", pages=pages)]))
    first = library.exact_index()
    assert first is not None and first is library.exact_index()
    assert len(first.ids) == len(list(library.catalog.ready_passages()))
    vector = library.embedder.embed_queries(["ohm's law"])[0]
    assert [i for i, _ in first.query(vector, 3, None)] == [
        i for i, _ in library.store.query(vector, 3, None)
    ]
    list(library.ingest([make_ncert_like(tmp_path / "pdf", "jesc111", pages=pages[:1])]))
    second = library.exact_index()
    assert second is not None and second is not first and len(second.ids) > len(first.ids)
