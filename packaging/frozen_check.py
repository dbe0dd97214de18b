"""The frozen app's smoke test, used by ``build.py``: run ``tutorapp --self-test`` from
``dist/tutorapp`` in a temporary home, off-screen, without a network (``unshare -n`` when
allowed), traced by strace when it is installed, and check that nothing in the bundle changed.

Standard library only; ``build.py`` loads this file by path.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def fail(message: str) -> SystemExit:
    return SystemExit(f"[build] FAILED: {message}")


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.lstat().st_size, path.lstat().st_mtime_ns)
        for path in folder.rglob("*")
    }


def can_unshare() -> bool:
    if not shutil.which("unshare"):
        return False
    return (
        subprocess.run(["unshare", "-n", "true"], capture_output=True, check=False).returncode == 0
    )


def smoke_test(app: Path, label: str, extra_env: dict[str, str]) -> str:
    """Run ``--self-test`` on the frozen app; returns its summary line."""
    with tempfile.TemporaryDirectory(prefix="tutorapp-smoke-") as temp:
        home = Path(temp) / "home"
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("PYTHON", "TUTORAPP_", "LLAMA_CPP", "VIRTUAL_ENV"))
        }
        env.update(
            QT_QPA_PLATFORM="offscreen",
            XDG_CACHE_HOME=f"{temp}/cache",
            XDG_CONFIG_HOME=f"{temp}/config",
            XDG_DATA_HOME=f"{temp}/data",
            **extra_env,
        )
        command = [str(app / "tutorapp"), "--self-test", "--home", str(home)]
        trace = Path(temp) / "strace.log"
        if shutil.which("strace"):
            command = [
                "strace",
                "-f",
                "-qq",
                "-e",
                "trace=connect,openat",
                "-o",
                str(trace),
                *command,
            ]
        isolated = can_unshare()
        if isolated:
            command = ["unshare", "-n", *command]
        before = snapshot(app)
        say(f"smoke test ({label}){', no network' if isolated else ''}: tutorapp --self-test")
        started = time.monotonic()
        result = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=1800, check=False
        )
        seconds = time.monotonic() - started
        lines = [ln for ln in result.stdout.splitlines() if ln.startswith("self-test:")]
        if result.returncode != 0 or not lines or not lines[-1].startswith("self-test: ok"):
            sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
            raise fail(f"smoke test ({label}) exited {result.returncode}")
        changed = sorted(set(before.items()) ^ set(snapshot(app).items()))
        if changed:
            raise fail(f"the app wrote into its own folder: {[name for name, _ in changed][:10]}")
        say(f"{lines[-1]}  [{seconds:.0f} s wall]")
        if trace.is_file():
            report_trace(trace.read_text(errors="replace"), label)
        return lines[-1]


def report_trace(log: str, label: str) -> None:
    """Network connects and the llama.cpp CPU backend loaded, from an strace log."""
    connects = [line for line in log.splitlines() if "connect(" in line]
    network = [line for line in connects if "AF_INET" in line]  # AF_INET and AF_INET6
    loaded = sorted(
        {
            match.group(1)
            for line in log.splitlines()
            if "openat(" in line and "= -1" not in line
            for match in [re.search(r'"([^"]*libggml-cpu\.so[^"]*)"', line)]
            if match
        }
    )
    say(
        f"strace ({label}): {len(network)} network connects ({len(connects)} connects in "
        f"all); llama.cpp CPU backend loaded: {loaded}"
    )
    if network:
        raise fail(f"the app tried to reach the network: {network[:3]}")
    if label == "compat" and not any("lib-compat" in path for path in loaded):
        raise fail("the compatibility run did not load llama_cpp/lib-compat")


def folder_size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
