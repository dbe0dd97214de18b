"""A damaged or lost library is detected, said, and repaired without losing books.

The attack found: with ``vectors/`` or ``chroma.sqlite3`` deleted, search answered with
``dense_score 0.0`` and re-ingest said "file unchanged"; a garbage ``chroma.sqlite3`` got
advice to delete the folder; a damaged catalog exited 70 ("a bug") and a deleted one showed
an empty library. Each case here fails on that code and passes now.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.cli_helpers import WATER_PAGES, cli, fast_embedder  # noqa: F401 - autouse fixture
from tests.doubles import HashingEmbedder, make_library
from tests.pdfgen import make_ncert_like
from tutorapp import app
from tutorapp.core.retrieval.store import ChromaStore, forget_store

PAGES = WATER_PAGES


@pytest.fixture
def library_dir(tmp_path: Path, isolated_home: Path) -> Path:
    """Two books in the default home's library."""
    first = make_ncert_like(tmp_path / "pdfs", "jesc103", pages=PAGES, first_printed=31)
    second = make_ncert_like(tmp_path / "pdfs", "jemh105")
    assert cli("ingest", str(first), str(second))[0] == 0
    return isolated_home / "library"


def _searchable() -> None:
    code, out, err = cli("search", "rain snow hail", "--json", "-k", "1")
    assert code == 0, err
    [hit] = json.loads(out)
    assert hit["dense_score"] > 0.1 and hit["printed_page"] == 33


def _consistent(folder: Path) -> None:
    lib = make_library(folder)
    try:
        stored = lib.store.ids_by_doc()
        expected = lib.catalog.chunk_ids_by_doc()
        assert len(lib.books()) == 2
        for book in lib.books():
            key = f"{book.id}@{book.generation}"
            assert stored[key] == expected[key]
        assert set(stored) <= set(expected)
    finally:
        lib.close()


def _lose_vectors(folder: Path, how: str) -> None:
    vectors = folder / "vectors"
    if how == "folder":
        shutil.rmtree(vectors)
    elif how == "sqlite":
        (vectors / "chroma.sqlite3").unlink()
    elif how == "garbage":
        (vectors / "chroma.sqlite3").write_bytes(b"\x13garbage" * 10_000)
    elif how == "truncated":
        data = (vectors / "chroma.sqlite3").read_bytes()
        (vectors / "chroma.sqlite3").write_bytes(data[: len(data) // 3])
    forget_store(vectors)  # what a new process would see (Chroma caches stores per path)


@pytest.mark.allow_log_warnings  # a store that cannot be opened is logged
@pytest.mark.parametrize("how", ["folder", "sqlite", "garbage", "truncated"])
def test_a_lost_or_damaged_vector_store_is_said_and_repaired(library_dir: Path, how: str) -> None:
    _lose_vectors(library_dir, how)
    code, out, err = cli("search", "rain snow hail", "--json")
    assert code == 1 and out == ""
    assert "library repair" in err and "no PDFs needed" in err
    assert "remove the folder" not in err and "bug" not in err

    code, out, err = cli("library")
    assert code == 0 and "2 book(s)" in out and "library repair" in err

    code, out, err = cli("library", "repair")
    assert code == 0, err
    assert "Found:" in out and "Repaired the library" in out
    assert "re-embedded" in out and "of 2 book(s) from the catalog" in out
    _searchable()
    _consistent(library_dir)
    code, out, err = cli("library")
    assert code == 0 and err == ""


def test_ingest_repairs_a_lost_store_before_saying_unchanged(
    library_dir: Path, tmp_path: Path
) -> None:
    _lose_vectors(library_dir, "folder")
    code, out, err = cli("ingest", str(tmp_path / "pdfs"))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Found: The search index is missing")
    assert lines[1].startswith("Repaired the library") and "2 book(s)" in lines[1]
    assert sum("already in the library (file unchanged)" in line for line in lines) == 2
    _searchable()
    _consistent(library_dir)


def test_stray_vectors_are_reported_and_removed(library_dir: Path) -> None:
    store = ChromaStore(library_dir / "vectors", app.library_identity(HashingEmbedder()))
    store.add(["gone@1#00001"], HashingEmbedder().embed(["rain"]), "gone@1")
    code, _, err = cli("library")
    assert code == 0 and "no longer in the library" in err
    _searchable()  # strays alone do not stop a search
    code, out, _ = cli("library", "repair")
    assert code == 0 and "removed 1 stray vector(s)" in out
    _consistent(library_dir)


def test_a_store_built_by_another_model_is_rebuilt_from_the_catalog(library_dir: Path) -> None:
    shutil.rmtree(library_dir / "vectors")
    forget_store(library_dir / "vectors")
    other = HashingEmbedder(dim=32)
    ChromaStore(library_dir / "vectors", app.library_identity(other)).add(
        ["x@1#00000"], other.embed(["x"]), "x@1"
    )
    code, _, err = cli("search", "rain")
    assert code == 1 and "different search model" in err and "library repair" in err
    code, out, _ = cli("library", "repair")
    assert code == 0 and "started a new search index" in out
    _searchable()
    _consistent(library_dir)


def test_repair_on_a_healthy_library_changes_nothing(library_dir: Path) -> None:
    code, out, _ = cli("library", "repair")
    assert code == 0 and out.strip() == "The library is in order: nothing to repair."


def _damage_catalog(folder: Path, how: str) -> None:
    catalog = folder / "catalog.sqlite3"
    for extra in ("catalog.sqlite3-wal", "catalog.sqlite3-shm"):
        (folder / extra).unlink(missing_ok=True)
    if how == "garbage":
        catalog.write_bytes(b"\x00\x13garbage" * 5_000)
    elif how == "truncated":
        data = catalog.read_bytes()
        catalog.write_bytes(data[: len(data) // 3])
    elif how == "zeroed":
        catalog.write_bytes(bytes(catalog.stat().st_size))
    elif how == "folder":
        catalog.unlink()
        catalog.mkdir()
    elif how == "deleted":
        catalog.unlink()
    elif how == "empty":
        catalog.write_bytes(b"")


@pytest.mark.allow_log_warnings  # the restore is logged
@pytest.mark.parametrize("how", ["garbage", "truncated", "zeroed", "folder", "deleted", "empty"])
def test_a_damaged_or_lost_catalog_is_said_and_restored(library_dir: Path, how: str) -> None:
    _damage_catalog(library_dir, how)
    for command in (["library"], ["search", "rain"], ["library", "reindex"]):
        code, out, err = cli(*command)
        assert code == 1, (command, out, err)
        assert "catalog" in err and "library repair" in err and "bug" not in err
    code, out, err = cli("library", "repair")
    assert code == 0, err
    assert "restored 2 book(s) from the backup" in out
    code, out, _ = cli("library")
    assert code == 0 and "2 book(s)" in out
    _searchable()
    _consistent(library_dir)


@pytest.mark.allow_log_warnings
def test_without_a_backup_repair_says_the_books_must_be_added_again(library_dir: Path) -> None:
    (library_dir / "catalog.backup.sqlite3").unlink()
    _damage_catalog(library_dir, "garbage")
    code, out, err = cli("library", "repair")
    assert code == 0, err
    assert "no usable backup" in out and "Add your PDFs again" in out
    assert "removed" in out  # the old vectors belonged to books no longer listed
    code, out, err = cli("library")
    assert code == 0 and "is empty" in out and err == ""


@pytest.mark.allow_log_warnings  # the damaged lexical index is logged and rebuilt
def test_a_damaged_lexical_index_is_rebuilt(library_dir: Path) -> None:
    stamp = (library_dir / "lexical" / "CURRENT").read_text().strip()
    for part in (library_dir / "lexical" / stamp / "bm25").iterdir():
        part.write_bytes(b"\x93NUMPY garbage")
    (library_dir / "lexical" / stamp / "ids.json").write_text('["a", "b"]')
    _searchable()  # rebuilt in memory
    assert cli("library", "repair")[0] == 0
    assert json.loads((library_dir / "lexical" / stamp / "ids.json").read_text())[0] != "a"


def test_repair_leaves_a_library_of_another_model_to_a_rebuild(
    library_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app, "default_embedder", lambda: HashingEmbedder(dim=32))
    code, _, err = cli("library", "repair")
    assert code == 1 and "another search model" in err and "library reindex" in err
