"""``tutorapp pack export | import | show`` end to end (real Chroma, hashing embedder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_helpers import cli, fast_embedder  # noqa: F401 - autouse fixture
from tests.doubles import HashingEmbedder
from tests.pdfgen import make_ncert_like
from tutorapp import app

PAGES = {
    "jesc111": ["A fuse melts when too much current flows.", "Ohm's law links V, I and R."],
    "jemh105": ["An arithmetic progression has a common difference.", "The nth term is a+(n-1)d."],
}


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    teacher = str(tmp_path / "teacher")
    pdfs = [str(make_ncert_like(tmp_path / "pdfs", code, pages=p)) for code, p in PAGES.items()]
    assert cli("--home", teacher, "ingest", *pdfs)[0] == 0
    path = tmp_path / "class.tutorpack"
    code, out, err = cli("--home", teacher, "pack", "export", str(path))
    assert code == 0, err
    assert "✓ jesc111" in out and "2 book(s)" in out and "pack import class.tutorpack" in out
    return path


def test_export_import_show(pack: Path, tmp_path: Path) -> None:
    teacher = str(tmp_path / "teacher")
    laptop = str(tmp_path / "laptop")
    code, out, err = cli("--home", laptop, "pack", "import", str(pack))
    assert code == 0, err
    assert "+ added jesc111" in out and "Done in" in out and "2 added, 0 replaced" in out
    _, theirs, _ = cli("--home", teacher, "library", "--json")
    _, ours, _ = cli("--home", laptop, "library", "--json")
    strip = [{k: v for k, v in b.items() if k != "source_path"} for b in json.loads(theirs)]
    assert [{k: v for k, v in b.items() if k != "source_path"} for b in json.loads(ours)] == strip
    for book in json.loads(ours):
        assert book["source_path"].startswith(str(Path(laptop) / "library" / "pdfs"))
    _, found, _ = cli("--home", laptop, "search", "fuse current", "--json", "-k", "1")
    assert json.loads(found)[0]["book_id"] == "jesc111"

    code, out, _ = cli("--home", laptop, "pack", "import", str(pack))
    assert code == 0 and "0 added, 0 replaced, 2 already here" in out

    code, out, _ = cli("--home", laptop, "pack", "show", str(pack))
    assert code == 0 and "jemh105:" in out and "Every file matches its checksum" in out
    code, out, _ = cli("--home", laptop, "pack", "show", str(pack), "--json")
    manifest = json.loads(out)
    assert manifest["format"] == "tutorapp-pack" and len(manifest["books"]) == 2


def test_one_book_only(pack: Path, tmp_path: Path) -> None:
    teacher = str(tmp_path / "teacher")
    one = tmp_path / "one.tutorpack"
    assert cli("--home", teacher, "pack", "export", str(one), "--book", "jemh105")[0] == 0
    code, _, err = cli("--home", teacher, "pack", "export", str(one), "--book", "nope")
    assert code == 1 and "no book 'nope'" in err
    code, out, _ = cli("--home", str(tmp_path / "l"), "pack", "import", str(one))
    assert code == 0 and "jemh105" in out and "jesc111" not in out


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign"])
def test_bad_packs_get_one_line_and_exit_1(pack: Path, tmp_path: Path, damage: str) -> None:
    data = bytearray(pack.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[len(data) // 3] ^= 0x01
    else:
        data = bytearray(b"%PDF-1.7 not a pack")
    bad = tmp_path / "bad.tutorpack"
    bad.write_bytes(bytes(data))
    laptop = str(tmp_path / "laptop")
    code, out, err = cli("--home", laptop, "pack", "import", str(bad))
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and "bad.tutorpack" in err
    assert "Traceback" not in err
    assert cli("--home", laptop, "library", "--json")[1].strip() == "[]"


def test_another_search_model_is_refused_with_the_way_out(
    pack: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app, "default_embedder", lambda: HashingEmbedder(dim=128))
    laptop = str(tmp_path / "laptop")
    code, _, err = cli("--home", laptop, "pack", "import", str(pack))
    assert code == 1 and len(err.strip().splitlines()) == 1
    assert "search model test/hashing-384" in err and "--reindex" in err
    code, out, err = cli("--home", laptop, "pack", "import", str(pack), "--reindex")
    assert code == 0, err
    assert "added jesc111" in out
    _, listing, _ = cli("--home", laptop, "library", "--json")
    assert sorted(b["id"] for b in json.loads(listing)) == ["jemh105", "jesc111"]
