"""PyInstaller hook for chromadb 1.5.

Chroma imports most of its implementation by dotted name from its settings (the API, the
system database, telemetry, segment managers…), which import analysis cannot see: collect
every submodule except the test suite, the HTTP server and the CLI (they drag FastAPI,
uvicorn and kubernetes along). Its data files (SQL migrations, schemas) and its package
metadata come too.
"""

from PyInstaller.utils.hooks import collect_data_files, collect_submodules, copy_metadata

LEFT_OUT = ("chromadb.test", "chromadb.server", "chromadb.cli")


def wanted(name: str) -> bool:
    """False for the left-out packages and everything below them."""
    return not any(name == prefix or name.startswith(prefix + ".") for prefix in LEFT_OUT)


hiddenimports = collect_submodules("chromadb", filter=wanted)
datas = collect_data_files(
    "chromadb", excludes=["test/**", "server/**", "cli/**", "**/*.pyi"]
) + copy_metadata("chromadb")
excludedimports = list(LEFT_OUT)
