"""Can the window open here? Checked before Qt is loaded, because Qt cannot fail gently.

Without a display (an SSH session, a server) or without the X11 libraries its ``xcb``
platform plugin needs (``libxcb-cursor0`` and friends are missing on a fresh Ubuntu), Qt
aborts the whole process with "This application failed to start because no Qt platform
plugin could be initialized. Reinstalling the application may fix this problem." — which
it will not. ``window_problem`` says instead what is missing and what to do. On Linux it
looks for ``DISPLAY``/``WAYLAND_DISPLAY`` (unless ``QT_QPA_PLATFORM`` chooses a platform)
and asks ``ldd`` which libraries of the xcb plugin cannot be found. Elsewhere it finds
nothing to report.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

log = logging.getLogger(__name__)

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_SONAME = re.compile(r"^lib(?P<stem>.+?)\.so\.(?P<major>\d+)")

CLI_HINT = (
    "Everything works from the command line too: tutorapp ingest FOLDER, tutorapp ask "
    '"QUESTION", tutorapp library (see tutorapp --help).'
)


def xcb_plugin() -> Path | None:
    """Qt's X11 platform plugin inside the installed (or bundled) PySide6."""
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    for location in list(spec.submodule_search_locations or []) if spec else []:
        plugin = Path(location) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def missing_libraries(plugin: Path | None = None) -> list[str]:
    """Shared libraries the xcb plugin needs that the system lacks (by ``ldd``)."""
    plugin = plugin or xcb_plugin()
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return []
    try:
        result = subprocess.run(
            [ldd, str(plugin)], capture_output=True, text=True, timeout=20, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        log.info("ldd on %s failed: %s", plugin, exc)
        return []
    return list(dict.fromkeys(_NOT_FOUND.findall(result.stdout)))


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that usually ships ``soname`` (``libxcb-cursor.so.0`` →
    ``libxcb-cursor0``, ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0``)."""
    match = _SONAME.match(soname)
    if match is None:
        return soname
    stem, major = match["stem"].lower(), match["major"]
    return f"lib{stem}{'-' if stem[-1].isdigit() else ''}{major}"


def window_problem(
    env: Mapping[str, str] | None = None,
    platform: str = sys.platform,
    missing: Callable[[], list[str]] = missing_libraries,
) -> str | None:
    """Why the window cannot open here (None: it can, as far as can be told)."""
    env = os.environ if env is None else env
    if not platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen and not chosen.startswith("xcb"):
        return None  # offscreen, wayland, vnc…: chosen on purpose
    if not chosen and not env.get("DISPLAY"):
        if env.get("WAYLAND_DISPLAY"):
            return None  # Qt's Wayland plugin takes over
        return (
            "TutorApp's window needs a graphical desktop, and there is none here (no DISPLAY "
            "or WAYLAND_DISPLAY is set: is this an SSH session or a server?). Start TutorApp "
            f"from the desktop of this computer, or use ssh -X. {CLI_HINT}"
        )
    libraries = missing()
    if not libraries:
        return None
    packages = " ".join(dict.fromkeys(debian_package(name) for name in libraries))
    return (
        f"TutorApp's window cannot start: the system libraries {', '.join(libraries)} that "
        "Qt needs to draw on this desktop are not installed. Install them (on Debian or "
        f"Ubuntu: sudo apt install {packages}) and start TutorApp again. {CLI_HINT}"
    )
