"""Opening a cited passage: the book's PDF in the viewer at the cited page, the passage
highlighted and centred.

A lab server's book is first fetched to this laptop on its own worker (network work, never on
the UI thread); this laptop's books open at once. The viewer window is made on first use and
kept (with its place remembered per screen).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tutorapp.core.errors import TutorError
from tutorapp.core.library import Library
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.types import Book
from tutorapp.ui.lab import PdfFetched, fetch_pdf_work
from tutorapp.ui.placement import Placement
from tutorapp.ui.tasks import EventPump
from tutorapp.ui.viewer_window import PdfViewerWindow

log = logging.getLogger(__name__)


class CitationOpener(QObject):
    """Signals: ``message(str)`` for the status bar while a page is fetched, ``error(str)``
    when the book cannot be opened."""

    message = Signal(str)
    error = Signal(str)

    def __init__(self, placement: Placement, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.placement = placement
        self.viewer: PdfViewerWindow | None = None
        self._printed: dict[int, int] = {}
        self.fetcher = EventPump(self, name="tutorapp-pdf")  # the lab server's PDFs
        self.fetcher.event.connect(self._on_fetched)
        self.fetcher.failed.connect(self.error)

    def open(self, library: Library, book_id: str, page_index: int, text: str) -> None:
        """Show ``book_id`` at ``page_index`` with ``text`` highlighted."""
        try:
            book = library.book(book_id)
        except TutorError as exc:
            self.error.emit(
                self.tr("{error} The book may have been removed from the library.").format(
                    error=exc
                )
            )
            return
        self._printed = library.printed_pages(book_id)
        if isinstance(library, LabLibrary):
            if self.fetcher.running:
                return
            self.message.emit(self.tr("Getting the page from the lab server…"))
            self.fetcher.start(fetch_pdf_work(library, book, page_index, text))
            return
        self._show(Path(book.source_path), book, page_index, text)

    def _on_fetched(self, event: object) -> None:
        if isinstance(event, PdfFetched):
            self.message.emit("")
            self._show(event.path, event.book, event.page_index, event.highlight)

    def _show(self, path: Path, book: Book, page_index: int, text: str) -> None:
        if self.viewer is None:
            self.viewer = PdfViewerWindow(placement=self.placement)
        self.viewer.open(
            path,
            page_index,
            highlight=text,
            title=book.meta.chapter_title or book.meta.title,
            printed=self._printed,
        )
        self.viewer.present()

    def shutdown(self) -> None:
        """At exit: let a running download end, close the viewer."""
        self.fetcher.shutdown(10_000)
        if self.viewer is not None:
            self.viewer.close()
