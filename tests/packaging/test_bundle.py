"""The frozen app in ``dist/tutorapp`` (made by ``packaging/build.py``) works on its own.

Skipped unless the folder exists or ``TUTORAPP_TEST_BUNDLE=1`` asks for it (then a missing
folder fails). Each run uses a fresh home, no network (``unshare -n`` where allowed) and a
clean environment, and checks that the app never wrote into its own folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent.parent
APP = REPO / "dist" / "tutorapp"
EXE = APP / "tutorapp"
INTERNAL = APP / "_internal"
REQUESTED = os.environ.get("TUTORAPP_TEST_BUNDLE") == "1"

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.slow,
    pytest.mark.skipif(
        not (REQUESTED or EXE.is_file()),
        reason="no dist/tutorapp: build it with `python3.11 packaging/build.py`",
    ),
]


def _network_off() -> list[str]:
    if (
        shutil.which("unshare")
        and subprocess.run(["unshare", "-n", "true"], capture_output=True, check=False).returncode
        == 0
    ):
        return ["unshare", "-n"]
    return []


def _snapshot() -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(APP)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in APP.rglob("*")
    }


@pytest.fixture(scope="module")
def untouched_bundle() -> Iterator[None]:
    """Fails the module's last test if any run changed a file in the bundle."""
    if not EXE.is_file():
        pytest.fail(f"{EXE} does not exist: build it with `python3.11 packaging/build.py`")
    before = _snapshot()
    yield
    changed = sorted(set(before.items()) ^ set(_snapshot().items()))
    assert not changed, f"the frozen app wrote into its own folder: {changed[:5]}"


def frozen(
    *args: str, home: Path, timeout: float = 600, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PYTHON", "TUTORAPP_", "LLAMA_CPP", "VIRTUAL_ENV"))
    }
    clean.update(QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(home.parent / "cache"))
    clean.update(env or {})
    return subprocess.run(
        [*_network_off(), str(EXE), *args, "--home", str(home)],
        env=clean,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=home.parent,
    )


@pytest.mark.usefixtures("untouched_bundle")
def test_bundle_layout() -> None:
    assert len(list((INTERNAL / "models").glob("*.gguf"))) == 1
    assert (INTERNAL / "models" / "all-MiniLM-L6-v2" / "model.safetensors").is_file()
    assert (INTERNAL / "resources" / "sample" / "sample_chapter.pdf").is_file()
    assert (INTERNAL / "resources" / "i18n" / "tutorapp_hi.qm").is_file()
    assert (INTERNAL / "llama_cpp" / "lib").is_dir()
    for absent in ("kubernetes", "onnxruntime", "tkinter"):
        assert not (INTERNAL / absent).exists(), f"{absent} should have been excluded"
    assert not list(INTERNAL.rglob("*Qt6Quick*")), "Qt Quick should have been left out"
    dangling = [p.name for p in INTERNAL.iterdir() if p.is_symlink() and not p.exists()]
    assert dangling == []
    # llama.cpp's two builds share file names: no links to either in the top folder
    assert not list(INTERNAL.glob("libggml*")) and not list(INTERNAL.glob("libllama*"))


@pytest.mark.usefixtures("untouched_bundle")
def test_frozen_cli_answers_version_and_library(tmp_path: Path) -> None:
    home = tmp_path / "home"
    version = subprocess.run(
        [str(EXE), "--version"], capture_output=True, text=True, timeout=120, check=False
    )
    assert version.returncode == 0 and version.stdout.startswith("tutorapp ")
    listed = frozen("library", "--json", home=home)
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout) == []


@pytest.mark.usefixtures("untouched_bundle")
def test_frozen_ingest_uses_the_child_process_and_search_finds_it(tmp_path: Path) -> None:
    home = tmp_path / "home"
    sample = INTERNAL / "resources" / "sample" / "sample_chapter.pdf"
    ingested = frozen("ingest", str(sample), home=home)
    assert ingested.returncode == 0, ingested.stdout + ingested.stderr
    found = frozen("search", "what is evaporation", "-k", "1", "--json", home=home)
    assert found.returncode == 0, found.stderr
    (hit,) = json.loads(found.stdout)
    assert hit["source_file"] == "sample_chapter.pdf" and hit["printed_page"] is not None


@pytest.mark.usefixtures("untouched_bundle")
def test_frozen_self_test_passes(tmp_path: Path) -> None:
    result = frozen("--self-test", home=tmp_path / "home", timeout=1200)
    lines = [ln for ln in result.stdout.splitlines() if ln.startswith("self-test:")]
    assert result.returncode == 0 and lines and lines[-1].startswith("self-test: ok"), (
        result.stdout[-3000:] + result.stderr[-3000:]
    )


@pytest.mark.usefixtures("untouched_bundle")
def test_frozen_compat_llama_build_answers(tmp_path: Path) -> None:
    if not (INTERNAL / "llama_cpp" / "lib-compat").is_dir():
        pytest.skip("built with --no-compat")
    home = tmp_path / "home"
    sample = INTERNAL / "resources" / "sample" / "sample_chapter.pdf"
    assert frozen("ingest", str(sample), home=home).returncode == 0
    answered = frozen(
        "ask",
        "What is evaporation?",
        "--json",
        home=home,
        timeout=1200,
        env={"TUTORAPP_LLAMA_CPU": "compat"},
    )
    assert answered.returncode == 0, answered.stderr[-3000:]
    assert json.loads(answered.stdout)["status"] in ("answered", "refused_unsupported")
