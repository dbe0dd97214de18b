"""Where a cited passage is in an open PDF, as the viewer marks it: the page it is on (the
cited page, else the page after or before it, since a passage may run over a page end) and
the rectangles, in page points, that cover its whole sentences.

The passage is found in the page's own text (``passage_match``); the character range becomes
rectangles through QtPdf's text geometry (``getSelectionAtIndex``), one per printed line
(``pdf_view.highlight_lines``). No widget here: the viewer paints and logs what it gets.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtPdf import QPdfDocument

from tutorapp.ui.passage_match import Match, find_passage
from tutorapp.ui.pdf_view import highlight_lines

NEIGHBOURS = (0, 1, -1)  # pages tried for the passage, relative to the cited one


@dataclass(frozen=True, kw_only=True)
class Found:
    """The passage's whole sentences on a 0-based ``page``."""

    page: int
    match: Match


@dataclass(frozen=True, kw_only=True)
class Marked:
    """What to paint: ``rects`` on ``page`` (page points), the ``text`` they cover as the PDF
    has it, and the match ``score``."""

    page: int
    rects: tuple[QRectF, ...]
    text: str
    score: float

    @property
    def area(self) -> QRectF:
        """The smallest rectangle around every marked line."""
        union = self.rects[0]
        for rect in self.rects[1:]:
            union = union.united(rect)
        return union


def find_on_pages(document: QPdfDocument, page: int, passage: str) -> Found | None:
    """The first of the cited page and its neighbours (``NEIGHBOURS``) whose text holds
    ``passage``; None when none does."""
    for step in NEIGHBOURS:
        candidate = page + step
        if not 0 <= candidate < document.pageCount():
            continue
        found = find_passage(document.getAllText(candidate).text(), passage)
        if found is not None:
            return Found(page=candidate, match=found)
    return None


def mark(document: QPdfDocument, found: Found) -> Marked | None:
    """The rectangles of ``found``'s characters, line by line; None when the PDF gives no
    geometry for them."""
    match = found.match
    selection = document.getSelectionAtIndex(found.page, match.start, match.end - match.start)
    rects = highlight_lines([polygon.boundingRect() for polygon in selection.bounds()])
    if not rects:
        return None
    return Marked(page=found.page, rects=tuple(rects), text=selection.text(), score=match.score)
