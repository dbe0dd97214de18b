"""What ingest may read: regular PDF files only, never blocking, one message per refusal."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.pdfgen import make_ncert_like
from tutorapp.core.errors import BadPdfError
from tutorapp.core.ingest.files import (
    MAX_PDF_BYTES,
    collect_pdfs,
    file_sha256,
    open_regular,
    path_problem,
)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and symlinks")


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert "a pipe (FIFO), not a file" in (path_problem(fifo, explicit=True) or "")
    with pytest.raises(BadPdfError, match="pipe"):
        file_sha256(fifo)
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("device", ["zero", "urandom", "null"])
def test_links_to_devices_are_refused(tmp_path: Path, device: str) -> None:
    link = tmp_path / f"{device}.pdf"
    link.symlink_to(f"/dev/{device}")
    message = path_problem(link, explicit=True) or ""
    assert "a device, not a file" in message and f"/dev/{device}" in message
    with pytest.raises(BadPdfError, match="device"), open_regular(link):
        pass


def test_symlink_loops_and_dangling_links_say_what_they_are(tmp_path: Path) -> None:
    loop = tmp_path / "loop.pdf"
    loop.symlink_to("loop.pdf")
    assert "link loop" in (path_problem(loop, explicit=True) or "")
    dangling = tmp_path / "gone.pdf"
    dangling.symlink_to(tmp_path / "nowhere.pdf")
    message = path_problem(dangling, explicit=True) or ""
    assert "points to" in message and "does not exist" in message
    assert "no such file or folder" in (path_problem(tmp_path / "x.pdf", explicit=True) or "")


def test_names_and_paths_too_long_for_the_system(tmp_path: Path) -> None:
    name = tmp_path / ("n" * 300 + ".pdf")
    assert "the name is too long" in (path_problem(name, explicit=True) or "")
    deep = tmp_path.joinpath(*["d" * 200] * 22, "file.pdf")
    message = path_problem(deep, explicit=True) or ""
    assert "the path is too long" in message and len(message) < 400


def test_non_utf8_names_are_refused_with_rename_advice(tmp_path: Path) -> None:
    raw = os.fsencode(tmp_path) + b"/caf\xe9-\xff.pdf"
    path = Path(os.fsdecode(raw))
    make_ncert_like(tmp_path, "jesc101").rename(path)
    message = path_problem(path, explicit=True) or ""
    assert "not valid text" in message and "Rename the file" in message
    assert "caf\ufffd-\ufffd.pdf" in message
    message.encode("utf-8")  # printable and loggable


def test_files_over_the_size_limit_are_not_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.pdf"
    with huge.open("wb") as handle:
        handle.write(b"%PDF-1.7\n")
        handle.truncate(MAX_PDF_BYTES + 1)  # sparse: no disk used
    assert "too big for a textbook" in (path_problem(huge, explicit=True) or "")
    with pytest.raises(BadPdfError, match="too big"):
        file_sha256(huge)


def test_folders_report_every_unusable_pdf_entry_and_count_the_rest(tmp_path: Path) -> None:
    folder = tmp_path / "books"
    good = make_ncert_like(folder, "jesc101")
    os.mkfifo(folder / "pipe.pdf")
    (folder / "zero.pdf").symlink_to("/dev/zero")
    (folder / "loop.pdf").symlink_to("loop.pdf")
    (folder / "notes.txt").write_text("not a pdf")
    (folder / "chapters.pdf").mkdir()  # a folder named like a PDF is walked like a folder
    inner = make_ncert_like(folder / "chapters.pdf", "jesc102")
    (folder / "again").symlink_to(folder)  # a link back up: walked once
    collected = collect_pdfs([folder])
    assert sorted(collected.files) == sorted([good, inner])
    messages = sorted(f.message.split(":")[0] for f in collected.failures)
    assert messages == ["loop.pdf", "pipe.pdf", "zero.pdf"]
    assert collected.skipped_non_pdf == 1


def test_an_empty_folder_and_a_missing_path_get_one_line_each(tmp_path: Path) -> None:
    (tmp_path / "empty.pdf").mkdir()
    collected = collect_pdfs([tmp_path / "empty.pdf", tmp_path / "missing.pdf"])
    assert collected.files == []
    assert [f.message.split(": ", 1)[1] for f in collected.failures] == [
        "no PDF files in this folder.",
        "no such file or folder. Check the path.",
    ]


def test_the_same_file_named_twice_is_read_once(tmp_path: Path) -> None:
    pdf = make_ncert_like(tmp_path, "jesc101")
    link = tmp_path / "link.pdf"
    link.symlink_to(pdf)
    assert collect_pdfs([pdf, link, tmp_path]).files == [pdf]


def test_an_unforeseen_reader_failure_still_says_damaged_and_what_to_do(tmp_path: Path) -> None:
    from tutorapp.core.ingest.worker import failure_message

    message = failure_message(tmp_path / "x.pdf", RuntimeError("code=7: no objects found"))
    assert message.startswith("x.pdf: the PDF is damaged and cannot be read")
    assert message.endswith("Download or copy it again.")
    assert "memory" in failure_message(tmp_path / "x.pdf", MemoryError())
