"""``tutorapp library repair``, and the store check other commands run first.

``library`` lists the books and warns (on stderr) when the search index disagrees with the
catalog; ``ingest`` repairs it before adding anything, so a lost index never reads as "file
unchanged"; ``library repair`` restores a missing or damaged catalog from its backup, then
rebuilds whatever the index lacks from the stored passages.
"""

from __future__ import annotations

from typing import TextIO

from tutorapp.core.errors import StoreDamagedError, TutorError
from tutorapp.core.library import Library
from tutorapp.core.lock import WriterLock
from tutorapp.core.repair import (
    RepairEvent,
    RepairFinished,
    RepairProgress,
    RepairStarted,
    check_store,
    repair_if_needed,
    repair_library,
    restore_catalog,
)
from tutorapp.core.textsafe import shown
from tutorapp.paths import Home


class RepairPrinter:
    """One line per problem found and one for the result; progress in place on a terminal."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._tty = out.isatty()

    def show(self, event: RepairEvent) -> None:
        match event:
            case RepairStarted(problems=problems):
                for problem in problems:
                    self._line(f"Found: {problem}")
            case RepairProgress(book_id=book_id, done=done, total=total) if self._tty:
                self._out.write(f"\r\x1b[2K  re-embedding {book_id}: {done}/{total} passages")
                self._out.flush()
            case RepairFinished() as finished:
                if self._tty:
                    self._out.write("\r\x1b[2K")
                self._line(finished.message)

    def _line(self, text: str) -> None:
        print(shown(text, None), file=self._out, flush=True)


def repair_command(home: Home, out: TextIO) -> int:
    """Restore the catalog if needed, then bring the index in line with it."""
    from tutorapp.app import open_library  # noqa: PLC0415 - the composition root

    folder = home.library_dir
    printer = RepairPrinter(out)
    with WriterLock(folder, "repairing the library"):
        restored = restore_catalog(folder)
        if restored is not None:
            print(restored.message, file=out)
        library = open_library(home)
        try:
            if library.outdated is not None:
                raise TutorError(
                    f"This library was built with another search model or text splitter "
                    f"({library.outdated}); repair keeps what the library was built with. "
                    "Rebuild it from the original PDFs: `tutorapp library reindex`."
                )
            for event in repair_library(folder, library.catalog, library.store, library.embedder):
                printer.show(event)
        finally:
            library.close()
    return 0


def warn_if_damaged(library: Library, err: TextIO) -> bool:
    """Say on ``err`` when the index disagrees with the catalog; True if it does."""
    try:
        report = check_store(library.catalog, library.store)
    except StoreDamagedError as exc:
        err.write(f"Warning: {exc}\n")
        return True
    if report.ok:
        return False
    err.write(f"Warning: {report.advice()}\n")
    return True


def repair_before_ingest(library: Library, out: TextIO) -> None:
    printer = RepairPrinter(out)
    for event in repair_if_needed(library.folder, library.catalog, library.store, library.embedder):
        printer.show(event)
