"""The built-in PDF viewer a citation opens: the cited page, with the passage highlighted.

``PdfViewer`` shows one book's PDF in a ``QPdfView`` (continuous scroll or one page at a time)
with page and zoom controls; ``PdfViewerWindow`` is the top-level window the main window keeps
and reuses. ``open()`` never raises: a missing, unreadable, locked or damaged PDF becomes a
plain message inside the viewer that says what to do.

The passage comes from extracted and cleaned text, so it may differ from the PDF's own text
layer (hyphenation, symbols). ``search_candidates`` turns it into a few short word runs, longest
first; the first one found *on the cited page* is highlighted through ``QPdfSearchModel``. When
none is found the page is still shown, with a note saying so.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPointF, QSignalBlocker, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QShowEvent
from PySide6.QtPdf import QPdfDocument, QPdfSearchModel
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

log = logging.getLogger(__name__)

PageLabel = Callable[[int], str]

ZOOM_STEP = 1.25
MIN_ZOOM, MAX_ZOOM = 0.25, 5.0
WINDOW_LENGTHS = (10, 7, 5, 4)  # words per search string, tried longest first
WINDOWS_PER_LENGTH = 4  # from the passage's start: the cited page holds its beginning
MIN_SEARCH_CHARS = 16  # shorter strings match too much by chance
LEAD_FRACTION = 0.25  # the highlight lands this far down the viewport, with context above it

_DAMAGED = (
    "could not be opened: the file is damaged or is not a PDF. Re-add the book from a good copy."
)
_ERROR_TEXT = {
    QPdfDocument.Error.InvalidFileFormat: _DAMAGED,
    QPdfDocument.Error.IncorrectPassword: (
        "is locked with a password, so it cannot be shown here. Try “Open in system viewer”."
    ),
    QPdfDocument.Error.UnsupportedSecurityScheme: (
        "uses a kind of protection this viewer cannot open. Try “Open in system viewer”."
    ),
}


def search_candidates(passage: str) -> list[str]:
    """Runs of whole words from ``passage`` to search the PDF for, best first.

    Longer runs from the start of the passage come first. Words that rarely survive the trip
    from extracted text back to the PDF (line-end hyphens, private-use maths symbols,
    replacement characters) break runs, so no candidate contains one.
    """
    runs: list[list[str]] = [[]]
    for word in passage.split():
        if _searchable(word):
            runs[-1].append(word)
        elif runs[-1]:
            runs.append([])
    found: list[str] = []
    for length in WINDOW_LENGTHS:
        windows = [
            " ".join(run[start : start + length])
            for run in runs
            for start in range(0, len(run) - length + 1, length)
        ]
        fresh = [w for w in windows if len(w) >= MIN_SEARCH_CHARS and w not in found]
        found.extend(dict.fromkeys(fresh[:WINDOWS_PER_LENGTH]))
    return found


def _searchable(word: str) -> bool:
    if word.endswith(("-", "‐", "­")):
        return False
    return not any(0xE000 <= ord(ch) <= 0xF8FF or ch in "\ufffd\ufffe" for ch in word)


class PdfViewer(QWidget):
    """One PDF with page and zoom controls. State for callers and tests: ``current_page``
    (0-based), ``page_count``, ``message`` (the inline error, or ""), ``zoom_factor``,
    ``highlighted`` (whether the passage was found and selected)."""

    page_changed = Signal(int)  # 0-based page index now shown
    message_changed = Signal(str)  # the inline error text, "" when the PDF is shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._path: Path | None = None
        self._key: tuple[str, int, int] | None = None
        self._page_label: PageLabel | None = None
        self._message = ""
        self._highlighted = False
        self._pending: tuple[int, float] | None = None  # page and y (points) to show once laid out

        self.document = QPdfDocument(self)
        self.search_model = QPdfSearchModel(self)
        self.search_model.setDocument(self.document)
        self.view = QPdfView(self)
        self.view.setDocument(self.document)
        self.view.setSearchModel(self.search_model)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.setAccessibleName("PDF page")
        self.view.pageNavigator().currentPageChanged.connect(self._page_moved)
        self.view.viewport().installEventFilter(self)  # fit-width zoom follows the width
        self.message_label = QLabel(self)
        self.message_label.setObjectName("viewerMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.setAccessibleName("Viewer message")
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.message_label)

        style = self.style()
        self.prev_action = self._action("Previous page", "", self.previous_page, "PgUp")
        self.prev_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self.next_action = self._action("Next page", "", self.next_page, "PgDown")
        self.next_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        self.zoom_out_action = self._action("Zoom out", "−", self.zoom_out, "Ctrl+-")
        self.zoom_in_action = self._action("Zoom in", "+", self.zoom_in, "Ctrl+=", "Ctrl++")
        self.fit_action = self._action("Fit width", "", self.fit_width, "Ctrl+0")
        self.continuous_action = self._action("Continuous", "", self.set_continuous)
        self.continuous_action.setCheckable(True)
        self.continuous_action.setChecked(True)
        self.continuous_action.setToolTip("Scroll through all pages, or show one page at a time")
        self.external_action = self._action("Open in system viewer", "", self.open_externally)
        self.external_action.setToolTip("Open this PDF in the computer's own PDF viewer")

        self.page_spin = QSpinBox(self)
        self.page_spin.setKeyboardTracking(False)
        self.page_spin.setPrefix("PDF page ")
        self.page_spin.setAccessibleName("Page number")
        self.page_spin.setToolTip("Type a PDF page number and press Enter")
        self.page_spin.valueChanged.connect(lambda value: self.go_to_page(value - 1))
        self.printed_label = QLabel(self)
        self.printed_label.setAccessibleName("Printed page number")
        self.printed_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("p. 0000"))
        self.zoom_label = QLabel(self)
        self.zoom_label.setAccessibleName("Zoom level")
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_label.setMinimumWidth(self.fontMetrics().horizontalAdvance(" 500% "))
        self.note_label = QLabel(self)
        self.note_label.setObjectName("viewerNote")
        self.note_label.setWordWrap(True)
        self.note_label.setAccessibleName("Viewer note")

        bar = QHBoxLayout()
        out, zoom_in, fit, continuous, external = map(
            self._button,
            (
                self.zoom_out_action,
                self.zoom_in_action,
                self.fit_action,
                self.continuous_action,
                self.external_action,
            ),
        )
        prev, next_ = self._button(self.prev_action), self._button(self.next_action)
        order = [prev, self.page_spin, next_, out, zoom_in, fit, continuous, external]
        for widget in (
            prev,
            self.page_spin,
            next_,
            self.printed_label,
            None,
            out,
            self.zoom_label,
            zoom_in,
            fit,
            continuous,
            None,
            external,
        ):
            if widget is None:
                bar.addStretch(1)
            else:
                bar.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.note_label)
        for first, second in pairwise([*order, self.view]):
            QWidget.setTabOrder(first, second)
        self._show_message("No book is open.")

    def _button(self, action: QAction) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setAccessibleName(action.text())
        return button

    def _action(self, text: str, short: str, slot: Callable[..., None], *keys: str) -> QAction:
        """An action with its shortcuts; ``short`` is the button's text when not ``text``."""
        action = QAction(text, self)
        if short:
            action.setIconText(short)
        sequences = [QKeySequence(k) for k in keys]
        action.setShortcuts(sequences)
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        native = QKeySequence.SequenceFormat.NativeText
        shortcut = f" ({sequences[0].toString(native)})" if sequences else ""
        action.setToolTip(f"{text}{shortcut}")
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    # -- state ---------------------------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def current_page(self) -> int:
        return self.view.pageNavigator().currentPage()

    @property
    def page_count(self) -> int:
        return self.document.pageCount() if not self._message else 0

    @property
    def message(self) -> str:
        return self._message

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    @property
    def zoom_factor(self) -> float:
        """The zoom in effect (1.0 = actual size), also while fitting the width."""
        if self.view.zoomMode() != QPdfView.ZoomMode.FitToWidth or not self.page_count:
            return float(self.view.zoomFactor())
        margins = self.view.documentMargins()
        width = self.view.viewport().width() - margins.left() - margins.right()
        points = self.document.pagePointSize(self.current_page).width()
        pixels = points * self.view.screen().logicalDotsPerInch() / 72.0
        return max(MIN_ZOOM, width / pixels) if pixels > 0 else 1.0

    # -- opening -------------------------------------------------------------------------------

    def open(
        self,
        path: Path,
        page_index: int,
        highlight: str | None = None,
        title: str = "",
        page_label: PageLabel | None = None,
    ) -> None:
        """Show ``path`` at the 0-based ``page_index`` and highlight ``highlight`` there.

        The document is reused when the same unchanged file is already open. Problems with
        the file are shown in the viewer (see ``message``), never raised.
        """
        path = Path(path)
        self._path, self._page_label = path, page_label
        self.setWindowTitle(title or path.name)
        if not self._load(path):
            return
        self.page_spin.setRange(1, self.document.pageCount())
        self.page_spin.setSuffix(f" of {self.document.pageCount()}")
        self._show_message("")
        page = min(max(0, page_index), self.document.pageCount() - 1)
        y = self._highlight(page, highlight)
        if highlight and not self._highlighted:
            self.note_label.setText("The cited passage could not be marked on this page.")
        self._pending = (page, y)
        self._jump(page, y)
        if self.isVisible():
            QTimer.singleShot(0, self._apply_pending)

    def _load(self, path: Path) -> bool:
        try:
            stat = path.stat()
        except OSError:
            stat = None
        if stat is None or not path.is_file():
            log.info("PDF not found for the viewer: %s", path)
            self._fail(
                f"The book's PDF was not found at {path}: it may have been moved or deleted. "
                "Re-add the book from its new place."
            )
            return False
        key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
        if key == self._key and self.document.status() == QPdfDocument.Status.Ready:
            return True
        if not os.access(path, os.R_OK):
            log.info("PDF not readable for the viewer: %s", path)
            self._fail(
                f"The book's PDF at {path} could not be read: this computer's account may not "
                "have permission to open it. Re-add the book from a folder you can open."
            )
            return False
        self.search_model.setSearchString("")
        error = self.document.load(str(path))
        if error != QPdfDocument.Error.None_ or self.document.pageCount() < 1:
            log.info("PDF could not be opened for the viewer: %s (%s)", path, error.name)
            self._fail(f"The book's PDF at {path} {_ERROR_TEXT.get(error, _DAMAGED)}")
            return False
        self._key = key
        log.info("viewer opened %s (%d pages)", path, self.document.pageCount())
        return True

    def _fail(self, message: str) -> None:
        self._key = None
        self._highlighted = False
        self._pending = None
        self.search_model.setSearchString("")
        self.document.close()
        self._show_message(message)

    def _show_message(self, message: str) -> None:
        self._message = message
        self.message_label.setText(message)
        self.stack.setCurrentWidget(self.message_label if message else self.view)
        self.note_label.clear()
        self.page_spin.setEnabled(not message)
        self.continuous_action.setEnabled(not message)
        self.external_action.setEnabled(self._path is not None and self._path.is_file())
        self._sync_page()
        self._sync_zoom()
        self.message_changed.emit(message)

    def _highlight(self, page: int, passage: str | None) -> float:
        """Select the first candidate found on ``page``; return the y (points) to scroll to."""
        self._highlighted = False
        self.view.setCurrentSearchResultIndex(-1)
        for candidate in search_candidates(passage or ""):
            self.search_model.setSearchString(candidate)
            hits = self.search_model.resultsOnPage(page)
            if hits:
                before = sum(len(self.search_model.resultsOnPage(p)) for p in range(page))
                self.view.setCurrentSearchResultIndex(before)
                self._highlighted = True
                log.info("viewer marked %r on page %d", candidate, page)
                return float(hits[0].location().y())
        self.search_model.setSearchString("")
        if passage:
            log.info("viewer found no part of the passage on page %d", page)
        return 0.0

    # -- navigation ----------------------------------------------------------------------------

    def go_to_page(self, index: int) -> None:
        if not self.page_count:
            return
        index = min(max(0, index), self.page_count - 1)
        self._pending = None
        self._jump(index, 0.0)

    def next_page(self) -> None:
        self.go_to_page(self.current_page + 1)

    def previous_page(self) -> None:
        self.go_to_page(self.current_page - 1)

    def _jump(self, page: int, y: float) -> None:
        """Show ``page`` with the point ``y`` (from the page top) a little below the top edge."""
        if y > 0:
            scale = max(self.zoom_factor, MIN_ZOOM) * self.view.screen().logicalDotsPerInch() / 72
            y = max(0.0, y - LEAD_FRACTION * self.view.viewport().height() / scale)
        navigator = self.view.pageNavigator()
        navigator.jump(page, QPointF(0.0, y), navigator.currentZoom())
        self._sync_page()

    def _apply_pending(self) -> None:
        if self._pending is not None:
            self._jump(*self._pending)
            self._pending = None

    def showEvent(self, event: QShowEvent) -> None:
        """Re-place the cited passage once the viewport has its real size."""
        super().showEvent(event)
        QTimer.singleShot(0, self._apply_pending)

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
        label = ""
        if count and self._page_label is not None:
            label = self._page_label(page)
        elif count and self.document.pageLabel(page) not in ("", str(page + 1)):
            label = f"p. {self.document.pageLabel(page)}"
        self.printed_label.setText(label)

    # -- zoom ----------------------------------------------------------------------------------

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom_factor * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom_factor / ZOOM_STEP)

    def set_zoom(self, factor: float) -> None:
        """Zoom to ``factor`` (1.0 = actual size)."""
        self._rezoom(QPdfView.ZoomMode.Custom, min(max(factor, MIN_ZOOM), MAX_ZOOM))

    def fit_width(self) -> None:
        self._rezoom(QPdfView.ZoomMode.FitToWidth)

    def _rezoom(self, mode: QPdfView.ZoomMode, factor: float | None = None) -> None:
        """Change the zoom, keeping the same part of the book in the middle of the view."""
        bar = self.view.verticalScrollBar()
        total = bar.maximum() + bar.pageStep()
        anchor = (bar.value() + bar.pageStep() / 2) / total if total > 0 else 0.0
        self.view.setZoomMode(mode)
        if factor is not None:
            self.view.setZoomFactor(factor)
        bar.setValue(round(anchor * (bar.maximum() + bar.pageStep()) - bar.pageStep() / 2))
        self._sync_zoom()

    def set_continuous(self, continuous: bool) -> None:
        """Scroll through all pages (``True``) or show one page at a time."""
        page = self.current_page
        mode = QPdfView.PageMode.MultiPage if continuous else QPdfView.PageMode.SinglePage
        self.view.setPageMode(mode)
        with QSignalBlocker(self.continuous_action):
            self.continuous_action.setChecked(continuous)
        self.go_to_page(page)

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
            self.note_label.setText("No PDF viewer is set up on this computer to open the book.")


class PdfViewerWindow(QWidget):
    """The viewer's own window; keep one and call ``open()`` for every citation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.viewer = PdfViewer(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.viewer)
        self.setAccessibleName("Book viewer")
        self.setWindowTitle("Book viewer — TutorApp")
        self.resize(820, 980)

    def open(
        self,
        path: Path,
        page_index: int,
        highlight: str | None = None,
        title: str = "",
        page_label: PageLabel | None = None,
    ) -> None:
        """See ``PdfViewer.open``; also titles the window after the book."""
        self.viewer.open(path, page_index, highlight=highlight, title=title, page_label=page_label)
        self.setWindowTitle(f"{title or Path(path).name} — TutorApp")
