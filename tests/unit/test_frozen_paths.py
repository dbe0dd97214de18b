"""The frozen (PyInstaller) app finds its models and resources in the bundle, keeps its data
in the user's data folder, and falls back to the checkout when it is not frozen."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tutorapp import paths
from tutorapp.core.errors import ModelMissingError
from tutorapp.core.generation.engine import DEFAULT_MODEL_FILE, default_model_path
from tutorapp.core.retrieval.embedder import minilm_path

REPO = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Pretend to run frozen, unpacked in ``tmp_path/bundle`` (PyInstaller's attributes)."""
    root = tmp_path / "bundle"
    root.mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
    return root


def test_from_source_the_checkout_is_the_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/somewhere/else", raising=False)  # not frozen: ignored
    assert paths.bundle_dir() is None
    assert paths.app_root() == REPO
    assert paths.resources_dir() == REPO / "resources"
    assert paths.models_dir() == REPO / "models"
    assert paths.bundled_embedder_dir() is None


def test_frozen_reads_everything_from_the_bundle(bundle: Path) -> None:
    assert paths.bundle_dir() == bundle
    assert paths.app_root() == bundle
    assert paths.resources_dir() == bundle / "resources"
    assert paths.models_dir() == bundle / "models"
    assert paths.bundled_embedder_dir() == bundle / "models" / paths.BUNDLED_EMBEDDER


def test_frozen_without_meipass_uses_the_executable_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tutorapp"))
    assert paths.app_root() == tmp_path


def test_frozen_model_comes_from_the_bundle(bundle: Path) -> None:
    (bundle / "models").mkdir()
    (bundle / "models" / "another.gguf").write_bytes(b"GGUF")
    model = bundle / "models" / DEFAULT_MODEL_FILE
    model.write_bytes(b"GGUF")
    assert default_model_path() == model


def test_frozen_embedder_comes_from_the_bundle(bundle: Path) -> None:
    folder = bundle / "models" / paths.BUNDLED_EMBEDDER
    folder.mkdir(parents=True)
    (folder / "config.json").write_text("{}")
    assert minilm_path() == folder


def test_frozen_missing_embedder_says_reinstall(bundle: Path) -> None:
    with pytest.raises(ModelMissingError, match="Install TutorApp again") as caught:
        minilm_path()
    assert str(bundle) in str(caught.value)


def test_frozen_data_stays_out_of_the_bundle(bundle: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    home = paths.resolve_home(None).root
    assert "TutorApp" in str(home)
    assert not home.is_relative_to(bundle)


def test_frozen_home_options_still_win(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "env-home"))
    assert paths.resolve_home(None).root == tmp_path / "env-home"
    assert paths.resolve_home(str(tmp_path / "cli-home")).root == tmp_path / "cli-home"


def test_a_missing_model_says_reinstall_in_the_frozen_app(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with pytest.raises(ModelMissingError, match=r"Run \./run"):
        default_model_path(tmp_path)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(ModelMissingError, match="Install TutorApp again"):
        default_model_path(tmp_path)


def _fake_tesseract(path: Path, languages: str) -> Path:
    """A stand-in ``tesseract`` answering ``--list-langs`` with ``languages``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = "".join(f"echo {lang}\n" for lang in languages.split())
    path.write_text(f"#!/bin/sh\necho 'List of available languages in \"x/\" (2):'\n{lines}")
    path.chmod(0o755)
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="a shell-script stand-in for tesseract")
def test_frozen_app_uses_its_bundled_tesseract(
    bundle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutorapp.core.ingest.ocr import BUNDLED_TESSERACT, OcrSettings, find_tesseract

    monkeypatch.delenv("TUTORAPP_TESSERACT", raising=False)
    program = _fake_tesseract(bundle / BUNDLED_TESSERACT / "tesseract", "hin eng osd")
    found = find_tesseract(OcrSettings())
    assert found.program == program
    assert found.tessdata == bundle / BUNDLED_TESSERACT / "tessdata"
    assert found.languages == "hin+eng"
    assert "--tessdata-dir" in found.command(300)
    assert found.environment()["LD_LIBRARY_PATH"].split(":")[0] == str(bundle)
    assert found.environment()["OMP_THREAD_LIMIT"] == "1"


@pytest.mark.skipif(sys.platform == "win32", reason="a shell-script stand-in for tesseract")
def test_frozen_app_gives_a_system_tesseract_the_users_library_path(
    bundle: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tutorapp.core.ingest.ocr import OcrSettings, find_tesseract

    program = _fake_tesseract(tmp_path / "bin" / "tesseract", "hin")
    monkeypatch.setenv("LD_LIBRARY_PATH", f"{bundle}:/usr/local/lib")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")  # as PyInstaller sets them
    found = find_tesseract(OcrSettings(tesseract=str(program)))
    assert found.languages == "hin" and found.tessdata is None
    assert found.environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
