"""The built-in PDF viewer a citation opens: the cited page, scrolled so the passage is in the
middle of the window, its whole sentences highlighted.

``PdfViewer`` shows one book's PDF in a ``PageView`` (continuous scroll or one page at a time)
with page and zoom controls; ``viewer_window.PdfViewerWindow`` is the top-level window around
it that the main window keeps and reuses.
``open()`` never raises: a missing, unreadable, locked or damaged PDF becomes a plain message
inside the viewer that says what to do.

The cited passage is found and measured by ``pdf_passage`` (on the cited page, else the page
after or before it: a passage may run over a page end); ``viewer_buttons`` makes the buttons
and their keys, ``pdf_problems`` says why a PDF cannot be shown. The page box (``page_box``)
reads "p. 135 (PDF page 2 of 27)" whenever the printed number is known.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import (
    QEvent,
    QObject,
    QRectF,
    QSignalBlocker,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tutorapp.ui.page_box import PageBox
from tutorapp.ui.pdf_passage import find_on_pages, mark
from tutorapp.ui.pdf_problems import not_found, not_opened, not_readable
from tutorapp.ui.pdf_view import Anchor, PageView
from tutorapp.ui.viewer_buttons import ViewerButtons

log = logging.getLogger(__name__)

ZOOM_STEP = 1.25
MIN_ZOOM, MAX_ZOOM = 0.25, 5.0


class PdfViewer(QWidget):
    """One PDF with page and zoom controls. State for callers and tests: ``current_page``
    (0-based), ``page_count``, ``message`` (the inline error, or ""), ``zoom_factor``,
    ``highlighted`` (whether the passage was found and marked), ``highlight_text`` and
    ``highlight_page``."""

    page_changed = Signal(int)  # 0-based page index now shown
    message_changed = Signal(str)  # the inline error text, "" when the PDF is shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._path: Path | None = None
        self._key: tuple[str, int, int] | None = None
        self._printed: dict[int, int] = {}
        self._message = ""
        self._say: Callable[[], str] = str  # makes the message again in a new language
        self._note: Callable[[], str] = str  # and the note under the page
        self._highlight: tuple[int, str] | None = None  # page and the text marked there

        self.document = QPdfDocument(self)
        self.view = PageView(self)
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.centre_page_changed.connect(self._page_moved)
        self.view.viewport().installEventFilter(self)  # fit-width zoom follows the width
        self.message_label = QLabel(self)
        self.message_label.setObjectName("viewerMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.message_label)

        style = self.style()
        self.buttons = ViewerButtons(self)
        self.prev_action = self.buttons.action("prev", self.previous_page)
        self.prev_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.next_action = self.buttons.action("next", self.next_page)
        self.next_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        self.zoom_out_action = self.buttons.action("zoom_out", self.zoom_out)
        self.zoom_in_action = self.buttons.action("zoom_in", self.zoom_in)
        self.fit_action = self.buttons.action("fit", self.fit_width)
        self.continuous_action = self.buttons.action("continuous", self.set_continuous)
        self.continuous_action.setCheckable(True)
        self.continuous_action.setChecked(True)
        self.external_action = self.buttons.action("external", self.open_externally)

        self.page_spin = PageBox(self)
        self.page_spin.valueChanged.connect(lambda value: self.go_to_page(value - 1))
        self.zoom_label = QLabel(self)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_label.setMinimumWidth(self.fontMetrics().horizontalAdvance(" 500% "))
        self.note_label = QLabel(self)
        self.note_label.setObjectName("viewerNote")
        self.note_label.setWordWrap(True)
        self._build_bar()
        self.retranslate()
        self._fail(lambda: self.tr("No book is open."))

    def retranslate(self) -> None:
        """Every text of the viewer in the interface language (the book stays as it is)."""
        self.buttons.retranslate()
        self.continuous_action.setToolTip(
            self.tr("Scroll through all pages, or show one page at a time")
        )
        self.external_action.setToolTip(self.tr("Open this PDF in the computer's own PDF viewer"))
        self.view.setAccessibleName(self.tr("PDF page"))
        self.message_label.setAccessibleName(self.tr("Viewer message"))
        self.page_spin.setAccessibleName(self.tr("Page number"))
        self.page_spin.setToolTip(
            self.tr("Type a printed page (135) or a PDF page (PDF page 2), Enter")
        )
        self.zoom_label.setAccessibleName(self.tr("Zoom level"))
        self.note_label.setAccessibleName(self.tr("Viewer note"))
        if self._message:
            self._message = self._say()
            self.message_label.setText(self._message)
        if self.note_label.text():
            self.note_label.setText(self._note())
        self.page_spin.relabel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_note(self, note: Callable[[], str]) -> None:
        self._note = note
        self.note_label.setText(note())

    def _build_bar(self) -> None:
        actions = (
            self.zoom_out_action,
            self.zoom_in_action,
            self.fit_action,
            self.continuous_action,
            self.external_action,
        )
        out, zoom_in, fit, continuous, external = map(self.buttons.button, actions)
        prev, next_ = self.buttons.button(self.prev_action), self.buttons.button(self.next_action)
        bar = QHBoxLayout()
        for widget in (prev, self.page_spin, next_, None, out, self.zoom_label, zoom_in, fit):
            if widget is None:
                bar.addStretch(1)
            else:
                bar.addWidget(widget)
        bar.addWidget(continuous)
        bar.addStretch(1)
        bar.addWidget(external)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.note_label)
        order = [prev, self.page_spin, next_, out, zoom_in, fit, continuous, external, self.view]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

    # -- state ---------------------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def current_page(self) -> int:
        """The page in the middle of the view (0-based)."""
        return self.view.centre_page()

    @property
    def page_count(self) -> int:
        return self.document.pageCount() if not self._message else 0

    @property
    def message(self) -> str:
        return self._message

    @property
    def highlighted(self) -> bool:
        return self._highlight is not None

    @property
    def highlight_page(self) -> int | None:
        return self._highlight[0] if self._highlight else None

    @property
    def highlight_text(self) -> str:
        """The marked text as the PDF has it (line breaks as spaces)."""
        return " ".join(self._highlight[1].split()) if self._highlight else ""

    @property
    def zoom_factor(self) -> float:
        """The zoom in effect (1.0 = actual size), also while fitting the width."""
        if self.view.zoomMode() != QPdfView.ZoomMode.FitToWidth or not self.page_count:
            return float(self.view.zoomFactor())
        placed = self.view.page_rects().get(self.current_page)
        points = self.document.pagePointSize(self.current_page).width()
        screen = self.screen()
        dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        if placed is None or points <= 0:
            return 1.0
        return max(MIN_ZOOM, placed.width() / (points * dpi / 72.0))

    # -- opening -------------------------------------------------------------------------------

    def open(
        self,
        path: Path,
        page_index: int,
        highlight: str | None = None,
        title: str = "",
        printed: Mapping[int, int] | None = None,
    ) -> None:
        """Show ``path`` at the 0-based ``page_index`` with ``highlight`` marked and centred.

        ``printed`` maps PDF pages to the numbers printed on them (from the library); without
        it the PDF's own page labels are used. The document is reused when the same unchanged
        file is already open. Problems with the file are shown in the viewer (see
        ``message``), never raised.
        """
        path = Path(path)
        self._path = path
        self.setWindowTitle(title or path.name)
        if not self._load(path):
            return
        count = self.document.pageCount()
        self._printed = dict(printed) if printed else self._pdf_labels()
        self.page_spin.set_pages(count, self._printed)
        self._show_message("")
        page = min(max(0, page_index), count - 1)
        marked = self._mark(page, highlight)
        if highlight and marked is None:
            self._set_note(lambda: self.tr("The cited passage could not be marked on this page."))
        if marked is not None:
            self.view.centre_on_rect(*marked)
        else:
            self.view.centre_on(self._top_of(page))
        self._sync_page()

    def _top_of(self, page: int) -> Anchor:
        """The anchor that shows ``page`` from its top edge."""
        return Anchor(page, self.document.pagePointSize(page).width() / 2, 0.0, top=True)

    def _pdf_labels(self) -> dict[int, int]:
        """Printed numbers from the PDF's own page labels, where they say more than the
        PDF page number."""
        labels: dict[int, int] = {}
        for index in range(self.document.pageCount()):
            label = self.document.pageLabel(index)
            if label.isdigit() and int(label) != index + 1:
                labels[index] = int(label)
        return labels

    def _load(self, path: Path) -> bool:
        try:
            stat = path.stat()
        except OSError:
            stat = None
        if stat is None or not path.is_file():
            log.info("PDF not found for the viewer: %s", path)
            self._fail(lambda: not_found(path))
            return False
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
        if key == self._key and self.document.status() == QPdfDocument.Status.Ready:
            return True
        if not os.access(path, os.R_OK):
            log.info("PDF not readable for the viewer: %s", path)
            self._fail(lambda: not_readable(path))
            return False
        self.view.set_marks({})
        with self.view.placing():
            error = self.document.load(str(path))
        if error != QPdfDocument.Error.None_ or self.document.pageCount() < 1:
            log.info("PDF could not be opened for the viewer: %s (%s)", path, error.name)
            self._fail(lambda: not_opened(error, path))
            return False
        self._key = key
        log.info("viewer opened %s (%d pages)", path, self.document.pageCount())
        return True

    def _fail(self, say: Callable[[], str]) -> None:
        self._say = say
        self._key = None
        self._highlight = None
        self.view.set_marks({})
        with self.view.placing():
            self.document.close()
        self._show_message(say())

    def _show_message(self, message: str) -> None:
        self._message = message
        self.message_label.setText(message)
        self.stack.setCurrentWidget(self.message_label if message else self.view)
        self.note_label.clear()
        if message:
            self.page_spin.set_pages(0, {})
        self.page_spin.setEnabled(not message)
        self.continuous_action.setEnabled(not message)
        self.external_action.setEnabled(self._path is not None and self._path.is_file())
        self._sync_page()
        self._sync_zoom()
        self.message_changed.emit(message)

    def _mark(self, page: int, passage: str | None) -> tuple[int, QRectF] | None:
        """Find ``passage`` on ``page`` (or next to it), mark its whole sentences; the page
        and the marked area in points."""
        self._highlight = None
        self.view.set_marks({})
        if not passage:
            return None
        found = find_on_pages(self.document, page, passage)
        if found is None:
            log.info("viewer found no part of the passage on page %d", page)
            return None
        marked = mark(self.document, found)
        if marked is None:
            return None
        self.view.set_marks({marked.page: marked.rects})
        self._highlight = (marked.page, marked.text)
        log.info(
            "viewer marked %d characters on page %d (score %.2f)",
            len(marked.text),
            marked.page,
            marked.score,
        )
        return marked.page, marked.area

    # -- navigation ----------------------------------------------------------------------------

    def go_to_page(self, index: int) -> None:
        if not self.page_count:
            return
        index = min(max(0, index), self.page_count - 1)
        self.view.centre_on(self._top_of(index))
        self._sync_page()

    def next_page(self) -> None:
        self.go_to_page(self.current_page + 1)

    def previous_page(self) -> None:
        self.go_to_page(self.current_page - 1)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._sync_zoom()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.view.viewport():
            self._sync_zoom()
        return super().eventFilter(watched, event)

    def _page_moved(self, page: int) -> None:
        self._sync_page()
        self.page_changed.emit(page)

    def _sync_page(self) -> None:
        count, page = self.page_count, self.current_page
        with QSignalBlocker(self.page_spin):
            self.page_spin.setValue(page + 1 if count else 0)
        self.prev_action.setEnabled(count > 0 and page > 0)
        self.next_action.setEnabled(count > 0 and page < count - 1)

    # -- zoom ----------------------------------------------------------------------------------

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom_factor * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom_factor / ZOOM_STEP)

    def set_zoom(self, factor: float) -> None:
        """Zoom to ``factor`` (1.0 = actual size), keeping the same point of the book in the
        middle of the view (the highlight stays on its words)."""
        if not self.page_count:
            return
        factor = min(max(factor, MIN_ZOOM), MAX_ZOOM)

        def change() -> None:
            self.view.setZoomMode(QPdfView.ZoomMode.Custom)
            self.view.setZoomFactor(factor)

        self.view.keep_place(change)
        self._sync_zoom()

    def fit_width(self) -> None:
        if self.page_count:
            self.view.keep_place(lambda: self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth))
        self._sync_zoom()

    def set_continuous(self, continuous: bool) -> None:
        """Scroll through all pages (``True``) or show one page at a time."""
        mode = QPdfView.PageMode.MultiPage if continuous else QPdfView.PageMode.SinglePage
        self.view.keep_place(lambda: self.view.setPageMode(mode))
        with QSignalBlocker(self.continuous_action):
            self.continuous_action.setChecked(continuous)
        self._sync_page()

    def _sync_zoom(self) -> None:
        fitting = self.view.zoomMode() == QPdfView.ZoomMode.FitToWidth
        self.zoom_label.setText(f"{round(self.zoom_factor * 100)}%" if self.page_count else "")
        self.zoom_in_action.setEnabled(bool(self.page_count) and self.zoom_factor < MAX_ZOOM)
        self.zoom_out_action.setEnabled(bool(self.page_count) and self.zoom_factor > MIN_ZOOM)
        self.fit_action.setEnabled(bool(self.page_count) and not fitting)

    # -- system viewer -------------------------------------------------------------------------

    def open_externally(self) -> None:
        """Hand the PDF to the computer's own viewer (at page 1: there is no portable way to
        ask for a page)."""
        if self._path is None:
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._path.absolute()))):
            log.info("system viewer did not open %s", self._path)
            self._set_note(
                lambda: self.tr("No PDF viewer is set up on this computer to open the book.")
            )
