"""Bad command-line input and odd terminals: a clear line and exit 1 or 2, never exit 70.

Each test reproduces a finding of the attack on the installed app.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_helpers import WATER_PAGES, cli, fast_embedder  # noqa: F401 - autouse fixture
from tests.hostile import raw_pdf, stream, text_content
from tests.hostile_check import REPO, run_cli, terminal_problems
from tests.pdfgen import make_ncert_like, make_truncated

PAGES = WATER_PAGES


def test_an_empty_home_is_a_usage_error_not_the_default_folder() -> None:
    code, out, err = cli("--home", "", "library")
    assert code == 2 and out == "" and "--home needs a folder" in err
    code, _, err = cli("library", "--home", "  ")
    assert code == 2 and "--home needs a folder" in err


@pytest.mark.allow_log_warnings  # the refused files are logged
def test_over_long_names_and_paths_fail_alone_and_the_batch_goes_on(tmp_path: Path) -> None:
    good = make_ncert_like(tmp_path, "jesc103", pages=PAGES)
    long_name = tmp_path / ("n" * 300 + ".pdf")
    long_path = tmp_path.joinpath(*["d" * 200] * 22, "x.pdf")
    code, out, err = cli("ingest", str(long_name), str(long_path), str(good))
    assert code == 1, err
    assert "the name is too long" in out and "the path is too long" in out
    assert "✓ added jesc103" in out and "bug" not in err


def test_a_huge_question_is_refused_before_any_model(tmp_path: Path) -> None:
    model = tmp_path / "never-loaded.gguf"
    code, out, err = cli("ask", "why " * 25_000, "--model", str(model))
    assert code == 1 and out == ""
    assert "The question is too long (99,999 characters; at most 1,000)" in err


def test_a_scope_no_book_matches_says_so(tmp_path: Path) -> None:
    cli("ingest", str(make_ncert_like(tmp_path, "jesc103", pages=PAGES)))
    model = tmp_path / "never-loaded.gguf"
    code, out, err = cli("ask", "what is evaporation?", "--class", "99", "--model", str(model))
    assert code == 1 and out == ""
    assert "No book in your library matches class 99 (classes: 10; subjects: Science)" in err


def test_a_copy_names_both_files(tmp_path: Path) -> None:
    original = make_ncert_like(tmp_path, "jesc103", pages=PAGES)
    copy = tmp_path / "copy" / "my-chapter.pdf"
    copy.parent.mkdir()
    copy.write_bytes(original.read_bytes())
    code, out, _ = cli("ingest", str(original), str(copy))
    assert code == 0
    assert "= my-chapter.pdf is the same file as jesc103.pdf, already in the library" in out


@pytest.mark.allow_log_warnings
def test_structurally_broken_pdfs_are_called_damaged_not_scanned(tmp_path: Path) -> None:
    broken = make_truncated(tmp_path / "cut.pdf", fraction=0.5)
    deep = tmp_path / "nested.pdf"
    deep.write_bytes(raw_pdf(_one_page(b"/Deep " + b"[" * 50_000 + b"]" * 50_000)))
    code, out, _ = cli("ingest", str(broken), str(deep))
    assert code == 1
    lines = [line for line in out.splitlines() if "✗" in line]
    assert len(lines) == 2 and all("damaged" in line for line in lines)
    assert not any("scan" in line for line in lines)


def _one_page(page_extra: bytes = b"", content: bytes | None = None) -> list[bytes]:
    lines = [
        "Water evaporates from seas and rivers when the sun heats them every day.",
        "The vapour rises, cools and condenses into droplets that form the clouds.",
    ]
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 "
        b"R >> >> /Contents 5 0 R %s>>" % page_extra,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        content if content is not None else stream(text_content(lines * 4)),
    ]


@pytest.mark.allow_log_warnings
def test_a_partly_damaged_pdf_says_how_many_pages_were_added(tmp_path: Path) -> None:
    """Three pages; the second's content stream is corrupt deflate data."""
    text = text_content(
        ["Rain, snow and hail fall from clouds when the droplets grow heavy enough."] * 6
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
    ]
    for content in (6, 7, 8):
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 "
            b"9 0 R >> >> /Contents %d 0 R >>" % content
        )
    broken = stream(text, deflate=True).replace(b"stream\nx", b"stream\nX", 1)
    objects += [stream(text), broken, stream(text)]
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    pdf = tmp_path / "partly.pdf"
    pdf.write_bytes(raw_pdf(objects))
    code, out, _ = cli("ingest", str(pdf))
    assert code == 0
    assert "added 2 of 3 pages; 1 page could not be read" in out


def test_a_closed_pipe_is_not_a_crash(tmp_path: Path) -> None:
    home = tmp_path / "home"
    pdf = make_ncert_like(tmp_path, "jesc103", pages=PAGES)
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.cli_runner", "--home", str(home), "ingest", str(pdf)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # `| head -0`: nobody reads
    err = child.stderr.read().decode()
    child.stderr.close()
    assert child.wait(timeout=120) == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err and err == ""
    listed = run_cli(home, ["library"], cwd=tmp_path)
    assert "jesc103" in listed.stdout  # the ingest finished although nobody read its output


@pytest.mark.parametrize("encoding", ["utf-8:strict", "ascii:strict"])
def test_odd_names_under_a_strict_terminal_encoding(tmp_path: Path, encoding: str) -> None:
    folder = tmp_path / "books"
    make_ncert_like(folder, "jesc103", pages=PAGES)
    bad = Path(os.fsdecode(os.fsencode(folder) + b"/caf\xe9-\xff.pdf"))
    make_ncert_like(tmp_path, "jesc104", pages=PAGES).rename(bad)
    escape = folder / "\x1b[2J\x1b[31mred.pdf"
    make_ncert_like(tmp_path, "jesc105", pages=PAGES).rename(escape)
    run_ = run_cli(tmp_path / "home", ["ingest", str(folder)], cwd=tmp_path, encoding=encoding)
    assert run_.code == 1, run_.stdout + run_.stderr
    assert terminal_problems(run_) == []
    assert "not valid text" in run_.stdout and "Rename the file" in run_.stdout
    assert "\x1b" not in run_.stdout  # the name's escape sequences are never obeyed
    assert ": 2 added, 0 unchanged, 1 could not be added." in run_.stdout
