"""Before Qt is touched: say why the window cannot open, instead of Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tutorapp.display_check import (
    debian_package,
    missing_libraries,
    window_problem,
    xcb_plugin,
)

REPO = Path(__file__).resolve().parents[2]


def _nothing_missing() -> list[str]:
    return []


def test_no_display_over_ssh_says_so_and_points_to_the_cli() -> None:
    problem = window_problem({}, "linux", _nothing_missing) or ""
    assert "no DISPLAY or WAYLAND_DISPLAY" in problem and "tutorapp ask" in problem


def test_a_chosen_platform_or_wayland_or_another_system_is_trusted() -> None:
    assert window_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", _nothing_missing) is None
    assert window_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux", _nothing_missing) is None
    assert window_problem({}, "win32", _nothing_missing) is None
    assert window_problem({"DISPLAY": ":0"}, "linux", _nothing_missing) is None


def test_missing_xcb_libraries_are_named_with_their_packages() -> None:
    def missing() -> list[str]:
        return ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"]

    problem = window_problem({"DISPLAY": ":0"}, "linux", missing) or ""
    assert "libxcb-cursor.so.0" in problem
    assert "sudo apt install libxcb-cursor0 libxkbcommon-x11-0" in problem
    assert "Reinstall" not in problem


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-render-util.so.0", "libxcb-render-util0"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libEGL.so.1", "libegl1"),
        ("weird", "weird"),
    ],
)
def test_debian_package_names(soname: str, package: str) -> None:
    assert debian_package(soname) == package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd")
def test_ldd_finds_what_this_machine_lacks_for_the_real_plugin() -> None:
    plugin = xcb_plugin()
    if plugin is None:
        pytest.skip("PySide6 has no xcb plugin here")
    found = missing_libraries(plugin)
    assert all(".so" in name for name in found)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY")
def test_tutorapp_without_a_display_exits_1_with_the_message(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(
        [sys.executable, "-m", "tutorapp", "--home", str(tmp_path / "home")],
        env={**env, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert "needs a graphical desktop" in done.stderr and "Reinstalling" not in done.stderr
