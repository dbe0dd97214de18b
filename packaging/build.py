#!/usr/bin/env python3
"""Build the TutorApp installer for Linux: ``python3.11 packaging/build.py`` from the checkout.

Standard library only. Every step is skipped when its result is already up to date, so a
second run after a code change only re-runs PyInstaller, the smoke test and the archive.

1. The answer model: checked (and assembled if missing) in ``models/`` by
   ``scripts/bootstrap.py`` — the same code ``./run`` uses. ``.venv`` is never touched.
2. A separate build environment, ``build/venv``, from ``requirements.lock`` plus pinned
   PyInstaller. llama-cpp-python is compiled **portable** into ``build/wheels/``: with
   ``-DGGML_NATIVE=OFF`` and an explicit x86-64-v3 instruction set (AVX, AVX2, FMA, F16C,
   BMI2; no AVX-512). A native build (what pip makes by default, and what ``.venv`` has)
   uses every instruction of the build machine — AVX-512 here — and dies with "Illegal
   instruction" on the older laptops students have. pip's wheel cache cannot tell the two
   builds apart, so the portable wheel is built with ``--no-cache-dir`` into its own folder
   (named after the flags) and reused from there: it compiles once (minutes, not hours).
3. A second CPU backend for llama.cpp, SSE4.2 only, for CPUs without AVX2 (Celeron,
   Pentium Silver, Atom, pre-2013 Core): only ``libggml-cpu`` is compiled again (in
   ``build/llama-compat``, a few minutes) and put with copies of the other libraries into
   the build environment's ``llama_cpp/lib-compat``. The frozen app picks it at start-up
   when the CPU needs it (``packaging/rthooks/pyi_rth_tutorapp.py``). ``--no-compat``
   leaves it out.
4. PyInstaller with ``packaging/tutorapp.spec`` into ``dist/tutorapp/``.
5. Smoke test: ``dist/tutorapp/tutorapp --self-test --home <temp>`` off-screen, without a
   network (``unshare -n`` when allowed), traced with strace when it is installed (network
   connects, which llama.cpp build was loaded), checking that nothing in the bundle changed;
   then again with the compatibility build forced.
6. ``dist/tutorapp-linux-x86_64.tar.gz``: the folder plus a launcher script, a ``.desktop``
   entry and an installer for that menu entry (``packaging/linux/``).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUILD = ROOT / "build"
VENV = BUILD / "venv"
WHEELS = BUILD / "wheels"
COMPAT = BUILD / "llama-compat"
DIST = ROOT / "dist"
APP = DIST / "tutorapp"
ARCHIVE = DIST / "tutorapp-linux-x86_64.tar.gz"
SPEC = ROOT / "packaging" / "tutorapp.spec"
LINUX_FILES = ROOT / "packaging" / "linux"
BUILD_VERSION = "1"  # bump to force a new build environment

PYINSTALLER = ["pyinstaller==6.22.3", "pyinstaller-hooks-contrib==2026.9"]

# x86-64-v3 without AVX-512 or AVX-VNNI: Intel Haswell (2013) and later Core CPUs, AMD
# Excavator/Zen (2015+). LLAVA_BUILD=OFF: TutorApp never loads the multimodal library.
PORTABLE_CMAKE_ARGS = [
    "-DGGML_NATIVE=OFF",
    "-DGGML_SSE42=ON",
    "-DGGML_AVX=ON",
    "-DGGML_AVX2=ON",
    "-DGGML_FMA=ON",
    "-DGGML_F16C=ON",
    "-DGGML_BMI2=ON",
    "-DGGML_AVX_VNNI=OFF",
    "-DGGML_AVX512=OFF",
    "-DGGML_AVX512_VBMI=OFF",
    "-DGGML_AVX512_VNNI=OFF",
    "-DGGML_AVX512_BF16=OFF",
    "-DLLAVA_BUILD=OFF",
]
# The compatibility CPU backend: SSE4.2 (x86-64-v2), which Qt 6 needs anyway.
COMPAT_CMAKE_ARGS = [
    "-DGGML_NATIVE=OFF",
    "-DGGML_SSE42=ON",
    "-DGGML_AVX=OFF",
    "-DGGML_AVX2=OFF",
    "-DGGML_FMA=OFF",
    "-DGGML_F16C=OFF",
    "-DGGML_BMI2=OFF",
    "-DGGML_AVX_VNNI=OFF",
    "-DGGML_AVX512=OFF",
    "-DLLAVA_BUILD=OFF",
]
# Libraries llama-cpp-python loads, by the name it (or libllama) asks for.
LLAMA_LIBS = ("libllama.so", "libggml.so.0", "libggml-base.so.0", "libggml-cpu.so.0")


def _sibling(name: str) -> ModuleType:
    """A module next to this file, loaded by path (``packaging`` is a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location(f"tutorapp_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check = _sibling("frozen_check")


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def fail(message: str) -> SystemExit:
    return SystemExit(f"[build] FAILED: {message}")


def run(command: list[str], **kwargs: object) -> None:
    say("$ " + " ".join(str(part) for part in command))
    result = subprocess.run(command, check=False, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        raise fail(f"{Path(command[0]).name} exited with {result.returncode}")


def digest(*parts: str) -> str:
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def pip(*args: str, env: dict[str, str] | None = None) -> None:
    run([str(venv_python()), "-m", "pip", "--disable-pip-version-check", *args], env=env)


def llama_pin() -> str:
    """``llama-cpp-python==X`` as pinned in requirements.lock."""
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        match = re.fullmatch(r"llama[-_]cpp[-_]python==(\S+)", line.strip())
        if match:
            return f"llama-cpp-python=={match.group(1)}"
    raise fail("requirements.lock pins no llama-cpp-python version")


def sha256_file(path: Path) -> str:
    hasher = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            hasher.update(block)
    return hasher.hexdigest()


# --- 1. the model -------------------------------------------------------------------------


def ensure_model() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import bootstrap  # noqa: PLC0415 - the checkout's own set-up script

        bootstrap.ensure_model()  # verifies models/<default>.gguf; assembles it if missing
    finally:
        sys.path.pop(0)


# --- 2. the build environment --------------------------------------------------------------


def portable_wheel() -> Path:
    """The portable llama-cpp-python wheel, compiled once into a folder named after its flags."""
    pin = llama_pin()
    folder = WHEELS / f"llama-portable-{digest(pin, *PORTABLE_CMAKE_ARGS)}"
    version = pin.split("==")[1]
    found = sorted(folder.glob(f"llama_cpp_python-{version}-*.whl"))
    if found:
        return found[0]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "CMAKE_ARGS.txt").write_text(" ".join(PORTABLE_CMAKE_ARGS) + "\n")
    say(f"compiling {pin} portable (once; several minutes)")
    env = dict(os.environ, CMAKE_ARGS=" ".join(PORTABLE_CMAKE_ARGS), FORCE_CMAKE="1")
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    pip(
        "wheel",
        "-q",
        "--no-deps",
        "--no-cache-dir",
        "--no-binary",
        "llama-cpp-python",
        "-w",
        str(folder),
        pin,
        env=env,
    )
    found = sorted(folder.glob(f"llama_cpp_python-{version}-*.whl"))
    if not found:
        raise fail(f"pip built no llama-cpp-python wheel in {folder}")
    return found[0]


def installed_llama_lib() -> Path:
    probe = subprocess.run(
        [
            str(venv_python()),
            "-c",
            "import importlib.util as u; print(list(u.find_spec('llama_cpp')"
            ".submodule_search_locations)[0])",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(probe.stdout.strip()) / "lib"


def check_portable(wheel: Path) -> None:
    """The build venv's CPU backend must be the one from the portable wheel."""
    lib = installed_llama_lib()
    installed = lib / "libggml-cpu.so.0"
    if not installed.is_file():
        return  # not Linux: the file names differ; the wheel was installed just before
    with zipfile.ZipFile(wheel) as archive:
        member = next(n for n in archive.namelist() if n.endswith("lib/libggml-cpu.so.0"))
        wheel_hash = hashlib.sha256(archive.read(member)).hexdigest()
    if sha256_file(installed) != wheel_hash:
        raise fail(f"{installed} is not the portable build (did pip reinstall llama-cpp-python?)")
    if shutil.which("objdump"):
        wide = count_instructions(installed, "%zmm")
        if wide:
            raise fail(f"{installed} uses AVX-512 ({wide} instructions): not portable")


def count_instructions(library: Path, register: str) -> int:
    """How many disassembled instructions of ``library`` use ``register`` (e.g. %ymm)."""
    dump = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", str(library)],
        capture_output=True,
        text=True,
        check=True,
    )
    return sum(register in line for line in dump.stdout.splitlines())


def ensure_venv() -> None:
    """``build/venv``: requirements.lock with the portable llama-cpp-python, and PyInstaller."""
    if sys.version_info[:2] != (3, 11):
        raise fail(f"TutorApp is built with Python 3.11; this is {sys.version.split()[0]}")
    lock = (ROOT / "requirements.lock").read_text()
    stamp_file = VENV / ".tutorapp-build-stamp"
    stamp = digest(BUILD_VERSION, lock, *PYINSTALLER, *PORTABLE_CMAKE_ARGS, sys.version)
    works = (
        venv_python().exists()
        and subprocess.run(
            [str(venv_python()), "-c", "import PyInstaller, llama_cpp"],
            capture_output=True,
            check=False,
        ).returncode
        == 0
    )
    if works and stamp_file.exists() and stamp_file.read_text().strip() == stamp:
        say(f"build environment up to date: {VENV.relative_to(ROOT)}")
        return
    if not venv_python().exists():
        say(f"creating {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    pip("install", "-q", "--upgrade", "pip", "setuptools>=68", "wheel")
    wheel = portable_wheel()
    pip("install", "-q", "--no-deps", "--force-reinstall", str(wheel))
    # torch==2.13.0 must resolve to the CPU wheel: PIP_FIND_LINKS (or a CPU index) provides it.
    pip("install", "-q", "-r", str(ROOT / "requirements.lock"))
    pip("install", "-q", *PYINSTALLER)
    check_portable(wheel)
    stamp_file.write_text(stamp + "\n")
    say("build environment ready")


# --- 3. the SSE4.2 CPU backend ---------------------------------------------------------------


def llama_sources() -> Path:
    """The llama-cpp-python source tree of the pinned version (downloaded once)."""
    pin = llama_pin()
    version = pin.split("==")[1]
    sdists = BUILD / "sdist"
    tree = sdists / f"llama_cpp_python-{version}"
    if (tree / "CMakeLists.txt").is_file():
        return tree
    archive = sdists / f"llama_cpp_python-{version}.tar.gz"
    if not archive.is_file():
        pip("download", "-q", "--no-deps", "--no-binary", ":all:", "-d", str(sdists), pin)
    with tarfile.open(archive) as tar:
        tar.extractall(sdists, filter="data")
    return tree


def build_compat() -> None:
    """``llama_cpp/lib-compat`` in the build environment: the portable libraries with an
    SSE4.2-only ggml-cpu (hooks/hook-llama_cpp.py collects it from there)."""
    if not sys.platform.startswith("linux"):
        say("compatibility build skipped (Linux only)")
        return
    portable = installed_llama_lib()
    target = portable.with_name("lib-compat")
    stamp_file = target / ".stamp"
    stamp = digest(llama_pin(), *COMPAT_CMAKE_ARGS, sha256_file(portable / LLAMA_LIBS[0]))
    if stamp_file.is_file() and stamp_file.read_text().strip() == stamp:
        say("compatibility build (SSE4.2) up to date")
        return
    source = llama_sources()
    cmake_dir = COMPAT / "cmake"
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    say("compiling llama.cpp's CPU backend for SSE4.2-only CPUs (a few minutes)")
    run(
        [
            "cmake",
            "-S",
            str(source),
            "-B",
            str(cmake_dir),
            *generator,
            "-DCMAKE_BUILD_TYPE=Release",
            *COMPAT_CMAKE_ARGS,
        ]
    )
    run(
        [
            "cmake",
            "--build",
            str(cmake_dir),
            "--target",
            "ggml-cpu",
            "--parallel",
            str(os.cpu_count() or 2),
        ]
    )
    built = [p for p in cmake_dir.rglob("libggml-cpu.so.*") if p.is_file() and not p.is_symlink()]
    if len(built) != 1:
        raise fail(f"expected one libggml-cpu.so.* under {cmake_dir}, found {built}")
    if not (portable / built[0].name).is_file():
        raise fail(f"{built[0].name} does not match the portable build in {portable}")
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir()
    for name in LLAMA_LIBS[:-1]:
        shutil.copy2(portable / name, target / name)
    shutil.copy2(built[0], target / "libggml-cpu.so.0")
    if shutil.which("objdump"):  # no AVX anywhere: %ymm registers mean AVX instructions
        avx = {name: count_instructions(target / name, "%ymm") for name in LLAMA_LIBS}
        if any(avx.values()):
            shutil.rmtree(target)
            raise fail(f"the SSE4.2 build uses AVX instructions: {avx}")
    stamp_file.write_text(stamp + "\n")
    say(f"compatibility build ready: {target}")


def remove_compat() -> None:
    shutil.rmtree(installed_llama_lib().with_name("lib-compat"), ignore_errors=True)


# --- 4. PyInstaller ------------------------------------------------------------------------


def pyinstaller(clean: bool) -> None:
    work = BUILD / "pyinstaller"
    command = [
        str(venv_python()),
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    if clean:
        command.insert(3, "--clean")
    run(command, cwd=ROOT)
    if sys.platform.startswith("linux"):
        for name in ("tutorapp.sh", "tutorapp.desktop", "tutorapp.svg", "install-menu-entry.sh"):
            shutil.copy2(LINUX_FILES / name, APP / name)


# --- 6. archive ----------------------------------------------------------------------------


def make_archive() -> None:
    partial = ARCHIVE.with_name(ARCHIVE.name + ".partial")
    say(f"writing {ARCHIVE.relative_to(ROOT)} (a few minutes: the model hardly compresses)")
    with tarfile.open(partial, "w:gz", compresslevel=6) as tar:
        tar.add(APP, arcname="tutorapp")
    partial.replace(ARCHIVE)


def mib(size: int) -> str:
    return f"{size / 2**20:,.0f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--no-compat",
        action="store_true",
        help="leave out the SSE4.2 build of llama.cpp (x86-64-v3 CPUs only)",
    )
    parser.add_argument("--clean", action="store_true", help="discard PyInstaller's cache")
    parser.add_argument(
        "--smoke-only",
        action="store_true",
        help="only test (and archive) the existing dist/tutorapp",
    )
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz")
    args = parser.parse_args(argv)
    timings: dict[str, float] = {}

    def step(name: str, started: float) -> None:
        timings[name] = time.monotonic() - started

    if not args.smoke_only:
        started = time.monotonic()
        ensure_model()
        ensure_venv()
        step("environment", started)
        started = time.monotonic()
        if args.no_compat:
            remove_compat()
        else:
            build_compat()
        step("compat build", started)
        started = time.monotonic()
        pyinstaller(args.clean)
        step("pyinstaller", started)
    if not sys.platform.startswith("linux"):
        say(
            f"built {APP}; the smoke test and archive are Linux-only: run "
            "tutorapp --self-test there yourself (see packaging/README.md)"
        )
        return 0
    if not (APP / "tutorapp").is_file():
        raise fail(f"{APP}/tutorapp does not exist: build it first")
    started = time.monotonic()
    check.smoke_test(APP, "auto", {})
    if (APP / "_internal" / "llama_cpp" / "lib-compat").is_dir():
        check.smoke_test(APP, "compat", {"TUTORAPP_LLAMA_CPU": "compat"})
    step("smoke tests", started)
    if not args.no_archive:
        started = time.monotonic()
        make_archive()
        step("archive", started)
    say("done: " + ", ".join(f"{name} {secs:.0f} s" for name, secs in timings.items()))
    say(
        f"dist/tutorapp: {mib(check.folder_size(APP))}"
        + (f"; {ARCHIVE.name}: {mib(ARCHIVE.stat().st_size)}" if ARCHIVE.is_file() else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
