"""``PageView``: a ``QPdfView`` that knows where its pages are drawn, paints the cited passage
like a highlighter pen, and keeps the reader's place.

``QPdfView`` exposes neither its page layout nor a way to scroll to a point on a page (its
navigator jumps to page tops only), and it paints search results at the wrong place while
fitting the width. So ``page_rect`` repeats its layout rule (pages stacked with
``pageSpacing`` between them and ``documentMargins`` around, each centred, sizes in logical
pixels at the primary screen's resolution, rounded as Qt rounds) and the view paints the
highlight itself, in page points mapped through that layout: it stays on the words at any
zoom, width or page mode.

The *anchor* is the point of the book (page and point on it) at the middle of the viewport.
Opening a citation sets it to the passage; scrolling moves it; a resize, a maximise, a zoom or
a page-mode change re-centres it, so the reader never loses the place.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QWidget

HIGHLIGHT = QColor(255, 222, 89)  # multiplied onto the page: black text stays black
GUIDE = QColor(230, 126, 34)  # a bar in the margin beside the passage
TALL = 0.8  # a passage taller than this share of the viewport is shown from its top


@dataclass(frozen=True)
class Anchor:
    """A point of the book: 0-based page and a point on it, in PDF points, shown in the
    middle of the viewport (or, with ``top``, at its top edge)."""

    page: int
    x: float
    y: float
    top: bool = False


def _round(value: float) -> int:
    """``qRound`` for the positive sizes Qt rounds here."""
    return math.floor(value + 0.5)


class PageView(QPdfView):
    """``centre_page_changed`` tells which page is now in the middle of the viewport (the
    page the reader is on; QPdfView's own navigator counts the page at 40 % of the height)."""

    centre_page_changed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        screen = QGuiApplication.primaryScreen()
        # QPdfView fixes its pixels-per-point when it is made; so does this copy of its layout
        self._resolution = screen.logicalDotsPerInch() / 72.0 if screen else 96.0 / 72.0
        self._marks: dict[int, list[QRectF]] = {}
        self._anchor: Anchor | None = None
        self._placing = 0
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.horizontalScrollBar().valueChanged.connect(self._scrolled)

    # -- layout ----------------------------------------------------------------------------

    def page_rects(self) -> dict[int, QRect]:
        """Where each laid-out page is drawn, in content coordinates (the viewport shows
        them shifted by the scroll bars' values)."""
        document = self.document()
        if document is None or document.status() != QPdfDocument.Status.Ready:
            return {}
        if self.pageMode() == QPdfView.PageMode.SinglePage:
            pages: Sequence[int] = [self.pageNavigator().currentPage()]
        else:
            pages = range(document.pageCount())
        margins = self.documentMargins()
        width = self.viewport().width()
        sizes: dict[int, tuple[int, int]] = {}
        for page in pages:
            points = document.pagePointSize(page)
            if self.zoomMode() == QPdfView.ZoomMode.Custom:
                scale = self._resolution * self.zoomFactor()
                sizes[page] = (_round(points.width() * scale), _round(points.height() * scale))
                continue
            natural_w = _round(points.width() * self._resolution)
            natural_h = _round(points.height() * self._resolution)
            factor = (width - margins.left() - margins.right()) / max(1, natural_w)
            sizes[page] = (_round(natural_w * factor), _round(natural_h * factor))
        total = max((w for w, _ in sizes.values()), default=0) + margins.left() + margins.right()
        rects: dict[int, QRect] = {}
        y = margins.top()
        for page in pages:
            w, h = sizes[page]
            rects[page] = QRect((max(total, width) - w) // 2, y, w, h)
            y += h + self.pageSpacing()
        return rects

    def to_viewport(self, page: int, rect: QRectF) -> QRectF | None:
        """A rectangle in page points → viewport pixels (None when the page is not laid out)."""
        document = self.document()
        placed = self.page_rects().get(page)
        if placed is None or document is None:
            return None
        points = document.pagePointSize(page)
        sx = placed.width() / max(points.width(), 1e-6)
        sy = placed.height() / max(points.height(), 1e-6)
        dx = placed.x() - self.horizontalScrollBar().value()
        dy = placed.y() - self.verticalScrollBar().value()
        return QRectF(dx + rect.x() * sx, dy + rect.y() * sy, rect.width() * sx, rect.height() * sy)

    # -- the highlight -----------------------------------------------------------------------

    def set_marks(self, marks: Mapping[int, Sequence[QRectF]]) -> None:
        """Rectangles (PDF points) to paint as highlighted, per page; empty to clear."""
        self._marks = {page: list(rects) for page, rects in marks.items() if rects}
        self.viewport().update()

    def marks_on_screen(self) -> list[QRectF]:
        """The highlight's rectangles in viewport pixels (including any scrolled out)."""
        shown = [self.to_viewport(page, r) for page, rects in self._marks.items() for r in rects]
        return [r for r in shown if r is not None]

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        marked = self.marks_on_screen()
        if not marked:
            return
        painter = QPainter(self.viewport())
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
        for rect in marked:
            painter.fillRect(rect.adjusted(-2, -1, 2, 1), HIGHLIGHT)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        left = min(r.left() for r in marked)
        top, bottom = min(r.top() for r in marked), max(r.bottom() for r in marked)
        painter.fillRect(QRectF(left - 12, top - 1, 4, bottom - top + 2), GUIDE)
        painter.end()

    # -- keeping the place --------------------------------------------------------------------

    @property
    def anchor(self) -> Anchor | None:
        return self._anchor

    def centre_page(self) -> int:
        """The page in the middle of the viewport."""
        return self._anchor.page if self._anchor else self.pageNavigator().currentPage()

    def centre_on(self, anchor: Anchor) -> None:
        """Show ``anchor`` in the middle of the viewport, now and after every resize."""
        self._set_anchor(anchor)
        self._apply(anchor)

    def _set_anchor(self, anchor: Anchor | None) -> None:
        before = self.centre_page()
        self._anchor = anchor
        if self.centre_page() != before:
            self.centre_page_changed.emit(self.centre_page())

    def centre_on_rect(self, page: int, rect: QRectF) -> None:
        """Centre a passage (PDF points); one taller than the viewport shows from its top."""
        centre = rect.center()
        placed = self.page_rects().get(page)
        document = self.document()
        if placed is not None and document is not None:
            sy = placed.height() / max(document.pagePointSize(page).height(), 1e-6)
            viewport = self.viewport().height() / sy
            if rect.height() > TALL * viewport:
                centre = QPointF(centre.x(), rect.top() + viewport * (TALL / 2))
        self.centre_on(Anchor(page, centre.x(), centre.y()))

    @contextmanager
    def placing(self) -> Iterator[None]:
        """Scroll-bar changes inside are layout, not the reader: the anchor stays."""
        self._placing += 1
        try:
            yield
        finally:
            self._placing -= 1

    def keep_place(self, change: Callable[[], None]) -> None:
        """Run ``change`` (a zoom, a page mode) and put the anchor back in the middle."""
        anchor = self._anchor or self._anchor_here()
        with self.placing():
            change()
        if anchor is not None:
            self._set_anchor(anchor)
            self._apply(anchor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        with self.placing():
            super().resizeEvent(event)
        if self._anchor is not None:
            self._apply(self._anchor)

    def _apply(self, anchor: Anchor) -> None:
        document = self.document()
        if document is None or not 0 <= anchor.page < document.pageCount():
            return
        with self.placing():
            navigator = self.pageNavigator()
            if (
                self.pageMode() == QPdfView.PageMode.SinglePage
                and navigator.currentPage() != anchor.page
            ):
                navigator.jump(anchor.page, QPointF(), navigator.currentZoom())
            placed = self.page_rects().get(anchor.page)
            if placed is None:
                return
            points = document.pagePointSize(anchor.page)
            sx = placed.width() / max(points.width(), 1e-6)
            sy = placed.height() / max(points.height(), 1e-6)
            viewport = self.viewport()
            self.horizontalScrollBar().setValue(
                _round(placed.x() + anchor.x * sx - viewport.width() / 2)
            )
            above = self.documentMargins().top() if anchor.top else viewport.height() / 2
            self.verticalScrollBar().setValue(_round(placed.y() + anchor.y * sy - above))

    def _scrolled(self) -> None:
        if not self._placing:
            self._set_anchor(self._anchor_here())

    def _anchor_here(self) -> Anchor | None:
        """The point of the book now in the middle of the viewport."""
        document = self.document()
        rects = self.page_rects()
        if document is None or not rects:
            return None
        x = self.horizontalScrollBar().value() + self.viewport().width() / 2
        y = self.verticalScrollBar().value() + self.viewport().height() / 2
        page = min(rects)
        for index, rect in sorted(rects.items()):
            if rect.top() <= y:
                page = index
        placed = rects[page]
        points = document.pagePointSize(page)
        sx = placed.width() / max(points.width(), 1e-6)
        sy = placed.height() / max(points.height(), 1e-6)
        return Anchor(page, (x - placed.x()) / sx, (y - placed.y()) / sy)


def highlight_lines(rects: list[QRectF]) -> list[QRectF]:
    """Text rectangles merged into one per printed line (pdfium gives one per run of
    characters), so the highlight reads as a highlighter stroke."""
    lines: list[QRectF] = []
    for rect in sorted((r for r in rects if r.width() > 0 and r.height() > 0), key=QRectF.top):
        same = next(
            (
                line
                for line in lines
                if abs(line.center().y() - rect.center().y())
                < max(line.height(), rect.height()) / 2
            ),
            None,
        )
        if same is None:
            lines.append(QRectF(rect))
        else:
            lines[lines.index(same)] = same.united(rect)
    return lines
