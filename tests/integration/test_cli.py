"""The command line end to end (real Chroma, hashing embedder patched into the app's graph)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_helpers import WATER_PAGES, cli, fast_embedder  # noqa: F401 - autouse fixture
from tests.doubles import HashingEmbedder
from tests.pdfgen import make_empty, make_ncert_like
from tutorapp import app
from tutorapp.paths import Home

PAGES = WATER_PAGES


def test_ingest_library_search_remove_round_trip(tmp_path: Path, isolated_home: Path) -> None:
    pdf = make_ncert_like(tmp_path, "jesc103", pages=PAGES, first_printed=31)
    code, out, err = cli("ingest", str(pdf))
    assert code == 0, err
    assert "added jesc103" in out and "pages/s" in out and "Done in" in out

    code, out, _ = cli("library", "--json")
    [book] = json.loads(out)
    assert book["id"] == "jesc103" and book["class"] == 10 and book["subject"] == "Science"
    assert (book["first_printed_page"], book["last_printed_page"]) == (31, 33)
    assert book["source_file"] == "jesc103.pdf" and book["language"] == "en"
    assert set(book) >= {
        "id",
        "title",
        "chapter_title",
        "class",
        "subject",
        "language",
        "chapter",
        "pages",
        "first_printed_page",
        "last_printed_page",
        "chunks",
        "source_file",
    }

    code, out, _ = cli("search", "rain snow hail", "--json", "-k", "2")
    hits = json.loads(out)
    assert code == 0 and hits[0]["printed_page"] == 33 and hits[0]["page_index"] == 2
    assert set(hits[0]) >= {
        "book_id",
        "source_file",
        "title",
        "class",
        "subject",
        "chapter",
        "page_index",
        "printed_page",
        "score",
        "text",
    }

    code, out, err = cli("search", "clouds", "--class", "9")  # no book of class 9
    assert code == 1 and "No book in your library matches class 9 (classes: 10" in err
    code, out, _ = cli("search", "clouds", "--class", "10")
    assert code == 0 and "p. 32" in out

    code, out, _ = cli("library")
    assert "jesc103" in out and "pp. 31–33" in out

    assert cli("library", "remove", "jesc103")[0] == 0
    code, out, _ = cli("library")
    assert "empty" in out
    assert (isolated_home / "logs" / "tutorapp.log").exists()


@pytest.mark.allow_log_warnings
def test_bad_input_exits_non_zero_with_one_clear_line(tmp_path: Path) -> None:
    good = make_ncert_like(tmp_path, "jesc103", pages=PAGES)
    bad = make_empty(tmp_path / "broken.pdf")
    code, out, err = cli("ingest", str(good), str(bad))
    assert code == 1
    assert "broken.pdf: the file is empty" in out
    assert "Traceback" not in out + err
    assert "1 added" in out and "1 could not be added" in out


def test_unknown_book_and_bad_home_are_user_errors(tmp_path: Path) -> None:
    code, _, err = cli("library", "remove", "nope")
    assert code == 1 and "no book 'nope'" in err and "Traceback" not in err
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _, err = cli("--home", str(blocker / "sub"), "library")
    assert code == 1 and "cannot be used" in err


def test_no_command_opens_the_window(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened: list[tuple[Path, bool]] = []

    def fake_window(home: Home, self_test: bool = False) -> int:
        opened.append((home.root, self_test))
        return 0

    monkeypatch.setattr(app, "run_window", fake_window)
    assert cli("--home", str(tmp_path))[0] == 0
    assert cli("--home", str(tmp_path), "--self-test")[0] == 0
    assert opened == [(tmp_path, False), (tmp_path, True)]
    with pytest.raises(SystemExit) as done:
        cli("--help")
    out = capsys.readouterr().out
    assert done.value.code == 0 and "ingest" in out and "--self-test" in out


@pytest.mark.allow_log_warnings
def test_unexpected_errors_name_the_log_file(
    monkeypatch: pytest.MonkeyPatch, isolated_home: Path
) -> None:
    def boom(*_: object) -> None:
        raise RuntimeError("kaboom")

    monkeypatch.setattr(app, "open_library", boom)
    code, _, err = cli("library")
    assert code == 70 and "tutorapp.log" in err and "kaboom" not in err
    assert "kaboom" in (isolated_home / "logs" / "tutorapp.log").read_text()


def test_reindex_rebuilds_books_and_recovers_from_a_model_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = make_ncert_like(tmp_path, "jesc103", pages=PAGES)
    assert cli("ingest", str(pdf))[0] == 0
    code, out, _ = cli("library", "reindex")
    assert code == 0 and "replaced jesc103" in out

    monkeypatch.setattr(app, "default_embedder", lambda: HashingEmbedder(dim=32))
    code, _, err = cli("library")
    assert code == 1 and "library reindex" in err
    code, out, err = cli("library", "reindex")
    assert code == 0, err
    assert "search model or text splitter changed" in out and "added jesc103" in out
    code, out, _ = cli("search", "rain snow hail", "--json")
    assert code == 0 and json.loads(out)[0]["printed_page"] == 51
