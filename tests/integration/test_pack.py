"""Library packs end to end: real Chroma in tmp_path, PDFs generated here, the hashing embedder.

Export a teacher's library, import it into a fresh one (same books, same search results, no
embedding), and prove that a damaged, cut-short, foreign or incompatible pack — or an import
that fails or is cancelled half-way — leaves the library exactly as it was.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from tests.doubles import HashingEmbedder, make_library
from tests.pdfgen import make_ncert_like
from tutorapp.cli_render import book_json
from tutorapp.core.errors import LibraryBusyError, PackError, PackMismatchError
from tutorapp.core.events import BookIndexed
from tutorapp.core.library import Library
from tutorapp.core.pack.events import PackBookDone, PackFinished, PackOpened, PackOutcome
from tutorapp.core.pack.export import export_pack
from tutorapp.core.pack.importer import import_pack, read_manifest
from tutorapp.core.pack.manifest import MANIFEST, Part
from tutorapp.core.retrieval.embedder import Vectors

BOOKS = {
    "jesc111": [
        "Electric current is the rate of flow of charge. Its unit is the ampere.",
        "Ohm's law says the potential difference across a wire is proportional to the current.",
        "A fuse protects a circuit: it melts when too much current flows through it.",
    ],
    "jemh105": [
        "An arithmetic progression is a list of numbers with a fixed common difference.",
        "The nth term of an arithmetic progression is a plus n minus one times d.",
        "The sum of the first n terms pairs the first and last terms, as Gauss did.",
    ],
    "jess101": [
        "Resources are everything in our environment that can satisfy our needs.",
        "Soil is the most important renewable natural resource for farming.",
        "Resource planning is essential for the sustainable existence of all forms of life.",
    ],
}
QUESTIONS = [
    "what does a fuse do",
    "sum of an arithmetic progression",
    "soil as a resource",
    "unit of electric current",
    "common difference",
]


def _pdfs(folder: Path, **changed: list[str]) -> list[Path]:
    return [
        make_ncert_like(folder, code, pages=changed.get(code, pages), first_printed=10 * n)
        for n, (code, pages) in enumerate(BOOKS.items(), start=1)
    ]


@pytest.fixture
def teacher(tmp_path: Path) -> Iterator[Library]:
    lib = make_library(tmp_path / "teacher")
    events = list(lib.ingest(_pdfs(tmp_path / "books")))
    assert len([e for e in events if isinstance(e, BookIndexed)]) == 3
    yield lib
    lib.close()


@pytest.fixture
def pack(teacher: Library, tmp_path: Path) -> Path:
    path = tmp_path / "class10.tutorpack"
    events = list(export_pack(teacher, path))
    assert isinstance(events[-1], PackFinished) and events[-1].exported == 3
    return path


@pytest.fixture
def laptop(tmp_path: Path) -> Iterator[Library]:
    lib = make_library(tmp_path / "laptop")
    yield lib
    lib.close()


def _import(lib: Library, path: Path, **options: bool) -> dict[str, PackOutcome]:
    events = list(import_pack(lib, path, **options))
    assert isinstance(events[-1], PackFinished)
    return {e.book_id: e.outcome for e in events if isinstance(e, PackBookDone)}


def _listing(lib: Library) -> list[dict[str, object]]:
    """``library --json`` without the paths, which must differ between machines."""
    return [{k: v for k, v in book_json(b).items() if k != "source_path"} for b in lib.books()]


def _state(lib: Library) -> dict[str, object]:
    """Everything an import could change, visible or not."""
    folder = lib.folder
    current = folder / "lexical" / "CURRENT"
    return {
        "books": [(book_json(b), b.generation, b.sha256) for b in lib.books()],
        "search": [[h.chunk.id for h in lib.search(q, k=3)] for q in QUESTIONS],
        "vectors": lib.store.count(),
        "pending": lib.catalog.pending(),
        "retired": lib.catalog.retired(),
        "files": sorted(str(p.relative_to(folder)) for p in (folder / "pdfs").rglob("*"))
        if (folder / "pdfs").exists()
        else [],
        "lexical": current.read_text() if current.exists() else None,
    }


def test_import_gives_the_same_library_without_embedding(
    teacher: Library, pack: Path, tmp_path: Path
) -> None:
    class NoEmbedding(HashingEmbedder):
        def embed(self, texts: object) -> Vectors:
            raise AssertionError("an import must not embed")

    laptop = make_library(tmp_path / "laptop", embedder=NoEmbedding())
    assert _import(laptop, pack) == dict.fromkeys(BOOKS, PackOutcome.ADDED)
    assert _listing(laptop) == _listing(teacher)
    for book in laptop.books():  # the PDFs came along, inside the laptop's library
        path = Path(book.source_path)
        assert path.is_file() and path.is_relative_to(laptop.folder / "pdfs")
        assert path.name == book.source_file
    assert laptop.catalog.pending() == [] and laptop.store.count() == sum(
        b.chunks for b in laptop.books()
    )
    assert laptop.lexical_index().stamp == (laptop.folder / "lexical" / "CURRENT").read_text()
    laptop.close()


def test_search_results_are_identical_after_import(
    teacher: Library, pack: Path, laptop: Library
) -> None:
    _import(laptop, pack)
    for question in QUESTIONS:
        theirs = [(h.chunk.id, round(h.score, 5)) for h in teacher.search(question, k=6)]
        ours = [(h.chunk.id, round(h.score, 5)) for h in laptop.search(question, k=6)]
        assert ours == theirs


def test_importing_again_changes_nothing(pack: Path, laptop: Library) -> None:
    _import(laptop, pack)
    before = _state(laptop)
    assert _import(laptop, pack) == dict.fromkeys(BOOKS, PackOutcome.UNCHANGED)
    assert _state(laptop) == before


def test_a_changed_book_replaces_the_old_one_and_its_pdf_goes(
    teacher: Library, pack: Path, laptop: Library, tmp_path: Path
) -> None:
    _import(laptop, pack)
    old_pdf = Path(laptop.book("jesc111").source_path)
    edited = [*BOOKS["jesc111"][:2], "A fuse wire is made of an alloy with a low melting point."]
    list(teacher.ingest(_pdfs(tmp_path / "books", jesc111=edited)))
    newer = tmp_path / "newer.tutorpack"
    list(export_pack(teacher, newer, ["jesc111", "jemh105"]))

    outcomes = _import(laptop, newer)
    assert outcomes == {"jesc111": PackOutcome.REPLACED, "jemh105": PackOutcome.UNCHANGED}
    assert _listing(laptop) == _listing(teacher)
    assert not old_pdf.exists() and Path(laptop.book("jesc111").source_path).is_file()
    assert laptop.catalog.retired() == [] and laptop.catalog.pending() == []
    assert laptop.store.count() == sum(b.chunks for b in laptop.books())
    assert "low melting point" in laptop.search("fuse alloy melting point", k=1)[0].chunk.text


def test_a_book_the_laptop_has_under_another_name_is_replaced(
    pack: Path, laptop: Library, tmp_path: Path
) -> None:
    copy = tmp_path / "usb" / "electricity.pdf"
    copy.parent.mkdir()
    shutil.copy(_pdfs(tmp_path / "books")[0], copy)
    list(laptop.ingest([copy]))
    assert [b.id for b in laptop.books()] == ["electricity"]
    events = list(import_pack(laptop, pack))
    [done] = [e for e in events if isinstance(e, PackBookDone) and e.book_id == "jesc111"]
    assert done.replaced_id == "electricity"
    assert sorted(b.id for b in laptop.books()) == sorted(BOOKS)
    assert laptop.store.count() == sum(b.chunks for b in laptop.books())


def test_only_the_chosen_books_are_exported(teacher: Library, tmp_path: Path) -> None:
    path = tmp_path / "maths.tutorpack"
    list(export_pack(teacher, path, ["jemh105"]))
    manifest = read_manifest(path)
    assert [b.id for b in manifest.books] == ["jemh105"]
    assert manifest.embedder.id == teacher.embedder.model_id
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        assert names == {MANIFEST} | {f"books/jemh105/{part.value}" for part in Part}
        vectors = np.load(archive.open("books/jemh105/vectors.npy"), allow_pickle=False)
    assert vectors.shape == (teacher.book("jemh105").chunks, teacher.embedder.dim)


def test_export_problems_are_clear(teacher: Library, tmp_path: Path) -> None:
    with pytest.raises(PackError, match="nothing to export"):
        list(export_pack(make_library(tmp_path / "empty"), tmp_path / "x.tutorpack"))
    with pytest.raises(PackError, match="does not exist"):
        list(export_pack(teacher, tmp_path / "no" / "such" / "x.tutorpack"))
    pdf = Path(teacher.book("jess101").source_path)
    pdf.write_bytes(pdf.read_bytes() + b"\n% changed")
    with pytest.raises(PackError, match="has changed since it was added"):
        list(export_pack(teacher, tmp_path / "x.tutorpack"))
    pdf.unlink()
    with pytest.raises(PackError, match="no longer where they were added: jess101"):
        list(export_pack(teacher, tmp_path / "x.tutorpack"))
    assert not list(tmp_path.glob("*.tutorpack*")) and not list(tmp_path.glob(".*partial"))


def test_a_cancelled_export_leaves_no_file(teacher: Library, tmp_path: Path) -> None:
    target = tmp_path / "cancelled.tutorpack"
    events = export_pack(teacher, target)
    next(e for e in events if isinstance(e, PackBookDone))
    events.close()
    assert list(tmp_path.glob("*tutorpack*")) == []
    with teacher.writer_lock("test"):  # the lock was released
        pass


def _flip(path: Path, offset: int) -> Path:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0xFF
    damaged = path.with_name(f"flipped-{offset}.tutorpack")
    damaged.write_bytes(bytes(data))
    return damaged


def _offset_of(path: Path, member: str) -> int:
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(member)
    return info.header_offset + 30 + len(info.filename.encode()) + len(info.extra) + 10


@pytest.mark.parametrize(
    "member",
    ["books/jesc111/vectors.npy", "books/jemh105/source.pdf", "books/jess101/passages.json"],
)
def test_a_flipped_byte_is_refused_and_changes_nothing(
    pack: Path, laptop: Library, member: str
) -> None:
    _import(laptop, pack)  # the laptop has books already: they must stay as they are
    laptop.remove("jess101")
    before = _state(laptop)
    with pytest.raises(PackError, match="damaged") as caught:
        list(import_pack(laptop, _flip(pack, _offset_of(pack, member))))
    assert "\n" not in str(caught.value) and "copy the pack again" in str(caught.value)
    assert _state(laptop) == before


def test_a_flipped_byte_anywhere_is_caught_or_harmless(pack: Path, tmp_path: Path) -> None:
    """Bytes no checksum covers (zip timestamps, say) may change; the books may not."""
    reference = make_library(tmp_path / "reference")
    _import(reference, pack)
    size = pack.stat().st_size
    caught = 0
    for n, offset in enumerate(range(7, size, size // 23)):
        lib = make_library(tmp_path / f"lib{n}")
        try:
            _import(lib, _flip(pack, offset))
        except PackError as exc:
            caught += 1
            message = str(exc)
            assert "\n" not in message and _state(lib)["books"] == []
            assert _state(lib)["vectors"] == 0
        else:
            assert _listing(lib) == _listing(reference)
        lib.close()
    assert caught >= 20
    reference.close()


@pytest.mark.parametrize("fraction", [0.0, 0.1, 0.5, 0.9, 0.999])
def test_a_truncated_pack_is_refused(pack: Path, laptop: Library, fraction: float) -> None:
    data = pack.read_bytes()
    cut = pack.with_name("cut.tutorpack")
    cut.write_bytes(data[: int(len(data) * fraction)])
    before = _state(laptop)
    with pytest.raises(PackError) as caught:
        list(import_pack(laptop, cut))
    message = str(caught.value)
    assert "\n" not in message and ("cut short" in message or "not a TutorApp" in message)
    assert _state(laptop) == before


def test_foreign_files_are_refused(laptop: Library, tmp_path: Path) -> None:
    pdf = _pdfs(tmp_path / "books")[0]
    other_zip = tmp_path / "photos.zip"
    with zipfile.ZipFile(other_zip, "w") as archive:
        archive.writestr("photo.jpg", b"\xff\xd8 not really")
    for path in (pdf, other_zip):
        with pytest.raises(PackError, match="is not a TutorApp library pack"):
            list(import_pack(laptop, path))
    with pytest.raises(PackError, match="no such file"):
        list(import_pack(laptop, tmp_path / "missing.tutorpack"))
    assert laptop.books() == []


def _rewrite(pack: Path, target: Path, edit: object) -> Path:
    """A copy of ``pack`` with its manifest JSON edited (the manifest carries no checksum)."""
    with zipfile.ZipFile(pack) as source, zipfile.ZipFile(target, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == MANIFEST:
                manifest = json.loads(data)
                edit(manifest)  # type: ignore[operator]
                data = json.dumps(manifest).encode()
            out.writestr(info, data)
    return target


def test_a_pack_from_another_search_model_is_refused_then_reindexed(
    teacher: Library, pack: Path, tmp_path: Path
) -> None:
    laptop = make_library(tmp_path / "other-model", embedder=HashingEmbedder(dim=256))
    with pytest.raises(PackMismatchError, match="--reindex") as caught:
        list(import_pack(laptop, pack))
    assert "test/hashing-384" in str(caught.value) and "\n" not in str(caught.value)
    assert laptop.books() == [] and not (laptop.folder / "pdfs").exists()

    corrected = replace(teacher.book("jess101").meta, chapter_title="Resources")
    teacher.update_meta("jess101", corrected)
    edited = tmp_path / "edited.tutorpack"
    list(export_pack(teacher, edited))
    outcomes = _import(laptop, edited, reindex=True)
    assert outcomes == dict.fromkeys(BOOKS, PackOutcome.ADDED)
    assert sorted(b.id for b in laptop.books()) == sorted(BOOKS)
    assert laptop.book("jess101").meta.chapter_title == "Resources"  # the teacher's correction
    assert laptop.search("fuse melts", k=1)[0].book.id == "jesc111"
    laptop.close()


def test_a_pack_from_another_chunker_or_newer_app_is_refused(
    pack: Path, laptop: Library, tmp_path: Path
) -> None:
    old = _rewrite(pack, tmp_path / "old.tutorpack", lambda m: m.update(chunker_version="0"))
    with pytest.raises(PackMismatchError, match="passage splitting version 0"):
        list(import_pack(laptop, old))
    newer = _rewrite(pack, tmp_path / "new.tutorpack", lambda m: m.update(format_version=99))
    with pytest.raises(PackError, match="newer TutorApp"):
        list(import_pack(laptop, newer))
    lying = _rewrite(
        pack, tmp_path / "lying.tutorpack", lambda m: m["books"][0].update(data_sha256="0" * 64)
    )
    with pytest.raises(PackError, match="does not match its checksum"):
        list(import_pack(laptop, lying))
    assert laptop.books() == []


def test_a_failure_half_way_leaves_the_library_as_it_was(
    teacher: Library, pack: Path, laptop: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    list(export_pack(teacher, small := tmp_path / "one.tutorpack", ["jemh105"]))
    _import(laptop, small)
    before = _state(laptop)
    calls = []
    add = laptop.store.add

    def failing_add(ids: object, vectors: object, key: str) -> None:
        calls.append(key)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        add(ids, vectors, key)  # type: ignore[arg-type]

    monkeypatch.setattr(laptop.store, "add", failing_add)
    with pytest.raises(PackError, match="No space left on device"):
        list(import_pack(laptop, pack))
    monkeypatch.undo()
    assert _state(laptop) == before


def test_a_cancelled_import_leaves_the_library_as_it_was(pack: Path, laptop: Library) -> None:
    before = _state(laptop)
    events = import_pack(laptop, pack)
    seen = 0
    for event in events:
        seen += getattr(event, "stage", None) == "storing"
        if seen == 2:
            break
    events.close()
    assert _state(laptop) == before
    assert _import(laptop, pack) == dict.fromkeys(BOOKS, PackOutcome.ADDED)


def test_import_waits_for_no_one(pack: Path, laptop: Library) -> None:
    with laptop.writer_lock("adding books"), pytest.raises(LibraryBusyError):
        list(import_pack(laptop, pack))


def test_removing_an_imported_book_deletes_its_pdf(pack: Path, laptop: Library) -> None:
    _import(laptop, pack)
    pdf = Path(laptop.book("jemh105").source_path)
    laptop.remove("jemh105")
    assert not pdf.exists() and not pdf.parent.exists()
    assert len(list((laptop.folder / "pdfs").rglob("*.pdf"))) == 2


def test_opened_event_carries_the_manifest(pack: Path, laptop: Library) -> None:
    events = list(import_pack(laptop, pack))
    opened = next(e for e in events if isinstance(e, PackOpened))
    assert opened.manifest is not None and opened.books == 3
    assert events.index(opened) > 0  # after the checksums were checked


KILLED_CHILD = """
import sys, time
from pathlib import Path
from tests.doubles import HashingEmbedder, make_library
from tutorapp.core.pack.importer import import_pack

lib = make_library(Path(sys.argv[1]))
add = lib.store.add

def slow_add(ids, vectors, key):
    add(ids, vectors, key)
    print("stored", key, flush=True)
    time.sleep(30)

lib.store.add = slow_add
for event in import_pack(lib, Path(sys.argv[2])):
    print(type(event).__name__, flush=True)
"""


@pytest.mark.skipif(os.name != "posix", reason="uses SIGKILL")
def test_kill_9_mid_import_leaves_the_library_as_it_was(
    teacher: Library, pack: Path, tmp_path: Path
) -> None:
    laptop_dir = tmp_path / "killed"
    list(export_pack(teacher, small := tmp_path / "one.tutorpack", ["jemh105"]))
    laptop = make_library(laptop_dir)
    _import(laptop, small)
    before = _state(laptop)
    laptop.close()

    repo = Path(__file__).resolve().parents[2]
    child = subprocess.Popen(
        [sys.executable, "-c", KILLED_CHILD, str(laptop_dir), str(pack)],
        cwd=repo,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(repo)},
    )
    assert child.stdout is not None
    deadline = time.monotonic() + 120
    for line in child.stdout:  # killed with one book's vectors stored, nothing published
        if line.startswith("stored"):
            break
        assert time.monotonic() < deadline
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    laptop = make_library(laptop_dir)
    after = _state(laptop)
    for visible in ("books", "search", "lexical"):
        assert after[visible] == before[visible]
    assert laptop.catalog.pending()  # invisible leftovers, cleared by the next import

    assert _import(laptop, pack)["jesc111"] is PackOutcome.ADDED
    assert laptop.catalog.pending() == [] and laptop.catalog.retired() == []
    assert laptop.store.count() == sum(b.chunks for b in laptop.books())
    referenced = {Path(b.source_path) for b in laptop.books()}
    assert set((laptop_dir / "pdfs").rglob("*.pdf")) == referenced
    assert not [p for p in (laptop_dir / "pdfs").rglob("*") if p.name.endswith(".part")]
    laptop.close()
