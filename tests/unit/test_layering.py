"""The core must stay Qt-free: importing all of it loads no PySide6 module."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import pkgutil, importlib, sys
import tutorapp.core as core
for mod in pkgutil.walk_packages(core.__path__, "tutorapp.core."):
    importlib.import_module(mod.name)
import tutorapp.cli, tutorapp.app
bad = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(",".join(bad))
"""


def test_core_and_cli_import_no_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.strip() == ""
