"""A library operation run slowly in a child process, so a test can ``kill -9`` it anywhere.

``python -m tests.kill_child OPERATION LIBRARY_DIR [PDF…]`` prints one line per step
(flushed) and runs OPERATION (``ingest``, ``reindex``, ``remove``, ``repair``) on the library
with a hashing embedder that sleeps before every batch, a store that sleeps around every
delete, and a catalog that sleeps before every purge: every gap is a moment to die in.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tests.doubles import HashingEmbedder, make_library
from tutorapp.core.errors import BookNotFoundError
from tutorapp.core.lock import WriterLock
from tutorapp.core.repair import repair_library
from tutorapp.core.retrieval.embedder import Vectors

PAUSE = 0.02


class SlowEmbedder(HashingEmbedder):
    def embed(self, texts: Sequence[str]) -> Vectors:
        time.sleep(PAUSE)
        return super().embed(texts)


def _say(text: str) -> None:
    print(text, flush=True)


def main(operation: str, folder: Path, pdfs: list[Path]) -> None:
    library = make_library(folder, embedder=SlowEmbedder())
    store, catalog = library.store, library.catalog
    delete_doc, purge = store.delete_doc, catalog.purge

    def slow_delete(key: str) -> None:
        _say(f"delete {key}")
        time.sleep(PAUSE)
        delete_doc(key)
        time.sleep(PAUSE)

    def slow_purge(key: str) -> None:
        _say(f"purge {key}")
        time.sleep(PAUSE)
        purge(key)

    store.delete_doc = slow_delete  # type: ignore[method-assign]
    catalog.purge = slow_purge  # type: ignore[method-assign]
    _say("start")
    if operation in ("ingest", "reindex"):
        for event in library.ingest(pdfs, force=operation == "reindex"):
            _say(type(event).__name__)
    elif operation == "remove":  # the first two books (again: a removal finishes)
        for book_id in [pdf.stem for pdf in pdfs[:2]]:
            try:
                library.remove(book_id)
                _say(f"removed {book_id}")
            except BookNotFoundError:
                _say(f"gone {book_id}")
    elif operation == "repair":
        with WriterLock(folder, "repairing"):
            for event in repair_library(folder, catalog, store, library.embedder):
                _say(type(event).__name__)
    _say("done")
    library.close()


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
