"""The built-in PDF viewer: cited page, the passage's whole sentences highlighted and centred
(and kept there through zoom, resize and page mode), navigation, printed page numbers, closing
keys, broken files.

Runs offscreen: QtPdf renders and reports its text geometry there, so the highlight is checked
in page points, in viewport pixels and in the painted pixels.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import CORPUS
from tutorapp.ui.pdf_view import Anchor
from tutorapp.ui.viewer import PdfViewer
from tutorapp.ui.viewer_window import PdfViewerWindow

PAGES = 5
SHARED = "Green leaves make food from sunlight, water and air in every season."


def _sentence(page: int) -> str:
    return f"Page {page + 1} explains how river number {page + 1} carries silt to the sea."


@pytest.fixture
def book(tmp_path: Path) -> Path:
    """Five pages; each has its own sentence and the same shared sentence lower down."""
    path = tmp_path / "chapter.pdf"
    doc = pymupdf.open()
    for index in range(PAGES):
        page = doc.new_page()
        page.insert_text((72, 72), _sentence(index), fontsize=11)
        page.insert_text((72, 500), SHARED, fontsize=11)
    doc.save(path)
    doc.close()
    return path


LOW_SENTENCE = "The delta forms where the slow river drops its load of fine silt near the sea."


@pytest.fixture
def tall_book(tmp_path: Path) -> Path:
    """Five full pages of filler; page 2 holds ``LOW_SENTENCE`` two thirds of the way down,
    split over two lines."""
    path = tmp_path / "tall.pdf"
    doc = pymupdf.open()
    for index in range(PAGES):
        page = doc.new_page()
        for line in range(40):
            page.insert_text((72, 60 + 18 * line), f"Filler line {line} of page {index + 1}.")
        if index == 1:
            page.draw_rect(pymupdf.Rect(60, 500, 560, 545), color=(1, 1, 1), fill=(1, 1, 1))
            page.insert_text((72, 515), "The delta forms where the slow river drops its")
            page.insert_text((72, 533), "load of fine silt near the sea. Then the tide turns.")
    doc.save(path)
    doc.close()
    return path


@pytest.fixture
def window(qtbot: QtBot) -> PdfViewerWindow:
    win = PdfViewerWindow()
    qtbot.addWidget(win)
    win.resize(700, 900)
    return win


def _shown(qtbot: QtBot, win: PdfViewerWindow) -> PdfViewer:
    """Show the window (as the main window does, after ``open``) and let it settle: the
    viewer re-places the cited page on the next event-loop pass, once laid out."""
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(20)
    return win.viewer


def _hit_page(viewer: PdfViewer) -> int:
    assert viewer.highlight_page is not None
    return viewer.highlight_page


def _union(rects: list[QRectF]) -> QRectF:
    assert rects
    union = QRectF(rects[0])
    for rect in rects[1:]:
        union = union.united(rect)
    return union


def assert_centred(viewer: PdfViewer) -> None:
    """The highlight is inside the viewport, its middle near the viewport's middle (or as
    near as the page's edge allows); one taller than the viewport starts near its top."""
    marked = _union(viewer.view.marks_on_screen())
    viewport = QRectF(viewer.view.viewport().rect())
    if marked.height() > 0.8 * viewport.height():
        assert 0 <= marked.top() <= 0.2 * viewport.height(), (marked, viewport)
        return
    assert viewport.contains(marked), (marked, viewport)
    bar = viewer.view.verticalScrollBar()
    if bar.minimum() < bar.value() < bar.maximum():
        assert abs(marked.center().y() - viewport.center().y()) <= 2, (marked, viewport)


def test_opens_at_cited_page_and_highlights_there(
    qtbot: QtBot, window: PdfViewerWindow, book: Path
) -> None:
    window.open(book, 3, highlight=SHARED, title="Rivers")
    viewer = _shown(qtbot, window)
    assert viewer.message == ""
    assert viewer.current_page == 3
    assert viewer.page_count == PAGES
    # the shared sentence is on every page: the one on the cited page must be selected
    assert viewer.highlighted
    assert _hit_page(viewer) == 3
    assert viewer.highlight_text == SHARED
    assert viewer.page_spin.value() == 4
    assert window.windowTitle().startswith("Rivers")
    assert_centred(viewer)


def test_highlight_survives_reflowed_passage(
    qtbot: QtBot, window: PdfViewerWindow, book: Path
) -> None:
    # extracted text: a heading glued on, a line-end hyphen, odd spacing
    passage = "Rivers  and  the  sea  coast-\n" + _sentence(2).replace(" ", "\n", 3) + " more"
    window.open(book, 2, highlight=passage)
    viewer = _shown(qtbot, window)
    assert viewer.highlighted
    assert _hit_page(viewer) == 2


def test_passage_not_on_page_still_shows_page(
    qtbot: QtBot, window: PdfViewerWindow, book: Path
) -> None:
    # a passage that is not in the book at all: no hit, the page is shown all the same
    window.open(book, 4, highlight="Volcanoes pour molten rock called lava over the land.")
    viewer = _shown(qtbot, window)
    assert viewer.current_page == 4
    assert not viewer.highlighted
    assert viewer.view.marks_on_screen() == []
    assert "could not be marked" in viewer.note_label.text()


def _stable_grab(qtbot: QtBot, viewer: PdfViewer) -> QImage:
    """The viewport once page rendering (on QtPdf's own threads) has settled."""
    previous = viewer.view.viewport().grab().toImage()
    for _ in range(40):
        qtbot.wait(50)
        image = viewer.view.viewport().grab().toImage()
        if image == previous:
            return image
        previous = image
    return previous


def test_highlight_is_painted(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    viewer = _shown(qtbot, window)
    window.open(book, 2)
    plain = _stable_grab(qtbot, viewer)
    window.open(book, 2, highlight=_sentence(2))
    marked = _stable_grab(qtbot, viewer)
    window.open(book, 2)
    again = _stable_grab(qtbot, viewer)
    assert viewer.current_page == 2
    assert marked != plain
    assert again == plain


def test_next_previous_spin_box_and_keys(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 0)
    viewer = _shown(qtbot, window)
    pages: list[int] = []
    viewer.page_changed.connect(pages.append)
    assert not viewer.prev_action.isEnabled()
    viewer.next_action.trigger()
    assert viewer.current_page == 1
    viewer.next_action.trigger()
    viewer.prev_action.trigger()
    assert viewer.current_page == 1
    viewer.page_spin.setValue(5)
    assert viewer.current_page == 4
    assert not viewer.next_action.isEnabled()
    viewer.next_page()  # past the end: stays
    assert viewer.current_page == 4
    assert pages[:3] == [1, 2, 1]

    window.activateWindow()
    qtbot.waitActive(window)
    viewer.view.setFocus()
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageUp)
    assert viewer.current_page == 3
    qtbot.keyClick(viewer.view, Qt.Key.Key_PageDown)
    assert viewer.current_page == 4


def test_single_page_mode(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 2)
    viewer = _shown(qtbot, window)
    viewer.continuous_action.trigger()
    assert viewer.view.pageMode() == QPdfView.PageMode.SinglePage
    assert viewer.current_page == 2
    viewer.next_page()
    assert viewer.current_page == 3
    viewer.set_continuous(True)
    assert viewer.view.pageMode() == QPdfView.PageMode.MultiPage
    assert viewer.continuous_action.isChecked()
    assert viewer.current_page == 3


def test_zoom_buttons_and_shortcuts(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 2)
    viewer = _shown(qtbot, window)
    assert viewer.view.zoomMode() == QPdfView.ZoomMode.FitToWidth
    fitted = viewer.zoom_factor
    assert 0.5 < fitted < 2.0
    assert not viewer.fit_action.isEnabled()

    viewer.zoom_in_action.trigger()
    assert viewer.view.zoomMode() == QPdfView.ZoomMode.Custom
    assert viewer.zoom_factor == pytest.approx(fitted * 1.25)
    assert viewer.current_page == 2  # zooming keeps the page in view
    assert viewer.zoom_label.text() == f"{round(fitted * 125)}%"
    viewer.zoom_out_action.trigger()
    viewer.zoom_out_action.trigger()
    assert viewer.zoom_factor == pytest.approx(fitted / 1.25)
    assert viewer.current_page == 2
    for _ in range(20):
        viewer.zoom_out()
    assert viewer.zoom_factor == pytest.approx(0.25)
    assert not viewer.zoom_out_action.isEnabled()
    viewer.fit_action.trigger()
    assert viewer.zoom_factor == pytest.approx(fitted)

    window.activateWindow()
    qtbot.waitActive(window)
    viewer.view.setFocus()
    qtbot.keyClick(viewer.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert viewer.zoom_factor == pytest.approx(fitted * 1.25)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert viewer.zoom_factor == pytest.approx(fitted / 1.25)
    qtbot.keyClick(viewer.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert viewer.view.zoomMode() == QPdfView.ZoomMode.FitToWidth


def test_missing_file_shows_message(qtbot: QtBot, window: PdfViewerWindow, tmp_path: Path) -> None:
    missing = tmp_path / "moved" / "chapter.pdf"
    window.open(missing, 3, highlight=SHARED, title="Rivers")
    viewer = _shown(qtbot, window)
    assert viewer.message.startswith(f"The book's PDF was not found at {missing}")
    assert "Re-add the book from its new place." in viewer.message
    assert viewer.stack.currentWidget() is viewer.message_label
    assert viewer.message_label.text() == viewer.message
    assert viewer.page_count == 0
    assert not viewer.highlighted
    assert not viewer.next_action.isEnabled()
    assert not viewer.external_action.isEnabled()
    viewer.next_page()  # harmless
    viewer.zoom_in()


def test_corrupt_file_shows_damaged_message(
    qtbot: QtBot, window: PdfViewerWindow, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 20)
    window.open(bad, 0, highlight=SHARED)
    viewer = _shown(qtbot, window)
    assert "could not be opened: the file is damaged" in viewer.message
    assert str(bad) in viewer.message
    assert viewer.page_count == 0


def test_locked_file_shows_password_message(
    qtbot: QtBot, window: PdfViewerWindow, tmp_path: Path
) -> None:
    locked = tmp_path / "locked.pdf"
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), SHARED)
    doc.save(locked, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="student", owner_pw="t")
    doc.close()
    window.open(locked, 0)
    assert "locked with a password" in window.viewer.message


def test_unreadable_file_shows_message(
    qtbot: QtBot, window: PdfViewerWindow, book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # chmod cannot take read access away from root (these tests may run as root), so the
    # permission check is made to fail instead
    monkeypatch.setattr("tutorapp.ui.viewer.os.access", lambda path, mode: False)
    window.open(book, 0)
    assert "could not be read" in window.viewer.message
    assert str(book) in window.viewer.message


def test_error_then_good_file_recovers(
    qtbot: QtBot, window: PdfViewerWindow, book: Path, tmp_path: Path
) -> None:
    viewer = _shown(qtbot, window)
    messages: list[str] = []
    viewer.message_changed.connect(messages.append)
    window.open(tmp_path / "nope.pdf", 1)
    window.open(book, 1, highlight=_sentence(1))
    assert viewer.message == ""
    assert messages[-1] == ""
    assert viewer.stack.currentWidget() is viewer.view
    assert viewer.current_page == 1
    assert viewer.highlighted
    assert viewer.next_action.isEnabled()


def test_reopen_reuses_document_and_moves_page(
    qtbot: QtBot, window: PdfViewerWindow, book: Path
) -> None:
    window.open(book, 1, highlight=_sentence(1))
    viewer = _shown(qtbot, window)
    document = viewer.document
    loads: list[object] = []
    document.statusChanged.connect(loads.append)
    window.open(book, 4, highlight=_sentence(4))
    assert loads == []  # not reloaded
    assert viewer.document is document
    assert viewer.current_page == 4
    assert _hit_page(viewer) == 4

    # the file changed on disk: it is loaded again
    doc = pymupdf.open()
    for index in range(2):
        doc.new_page().insert_text((72, 72), _sentence(index))
    doc.save(book.with_suffix(".tmp"))
    doc.close()
    book.with_suffix(".tmp").replace(book)
    window.open(book, 4)
    assert loads != []
    assert viewer.page_count == 2
    assert viewer.current_page == 1  # clamped to the last page


def test_open_in_system_viewer(
    qtbot: QtBot, window: PdfViewerWindow, book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    urls: list[QUrl] = []

    def fake_open(url: QUrl) -> bool:
        urls.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", fake_open)
    window.open(book, 2)
    viewer = _shown(qtbot, window)
    viewer.external_action.trigger()
    assert urls == [QUrl.fromLocalFile(str(book))]
    assert urls[0].toLocalFile() == str(book)

    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    viewer.open_externally()
    assert "No PDF viewer" in viewer.note_label.text()


def test_printed_page_numbers(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 2, printed={index: index + 40 for index in range(PAGES)})
    viewer = window.viewer
    assert viewer.page_spin.text() == "p. 42 (PDF page 3 of 5)"
    viewer.next_page()
    assert viewer.page_spin.text() == "p. 43 (PDF page 4 of 5)"
    viewer.page_spin.lineEdit().setText("41")  # a printed page, as the student reads it
    viewer.page_spin.interpretText()
    assert viewer.current_page == 1
    viewer.page_spin.lineEdit().setText("PDF page 5")
    viewer.page_spin.interpretText()
    assert viewer.current_page == 4
    window.open(book, 0)  # no printed numbers known: PDF pages only
    assert viewer.page_spin.text() == "PDF page 1 of 5"


def test_controls_are_named_with_tooltips(window: PdfViewerWindow) -> None:
    viewer = window.viewer
    controls = [*viewer.findChildren(QAbstractButton), *viewer.findChildren(QAbstractSpinBox)]
    assert len(controls) == 8
    for control in [*controls, viewer.view, viewer.message_label, viewer.note_label]:
        assert control.accessibleName(), control
    for control in controls:
        assert control.toolTip(), control.accessibleName()


def test_tab_order(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 0)
    viewer = _shown(qtbot, window)
    window.activateWindow()
    qtbot.waitActive(window)
    first = next(b for b in viewer.findChildren(QAbstractButton) if b.text() == "Previous page")
    viewer.next_action.trigger()  # so that "Previous page" is enabled
    viewer.zoom_in()  # and "Fit width"
    first.setFocus()
    names = []
    for _ in range(9):
        widget = QApplication.focusWidget()
        assert widget is not None
        while not widget.accessibleName() and (parent := widget.parentWidget()) is not None:
            widget = parent  # from the spin box's line edit to the spin box
        names.append(widget.accessibleName())
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert names == [
        "Previous page",
        "Page number",
        "Next page",
        "Zoom out",
        "Zoom in",
        "Fit width",
        "Continuous",
        "Open in system viewer",
        "PDF page",
    ]


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}")
def test_real_chapter_chunks_are_highlighted(qtbot: QtBot, window: PdfViewerWindow) -> None:
    """Every chunk of a real NCERT chapter, as the ingest makes it, is found on its page."""
    from tutorapp.core.ingest.chunk import chunk_pages
    from tutorapp.core.ingest.extract import PdfReader
    from tutorapp.core.ingest.indexer import prepare_pages
    from tutorapp.core.ingest.raw import RawDocument

    path = CORPUS / "jemh105.pdf"
    reader = PdfReader(path)
    try:
        raw = RawDocument(
            reader.page_count, tuple(reader.pages()), reader.metadata_title, reader.has_page_labels
        )
    finally:
        reader.close()
    chunks = chunk_pages(prepare_pages(path, raw)[1], "jemh105", "jemh105@1")
    assert len(chunks) > 20
    viewer = _shown(qtbot, window)
    missed = []
    for chunk in chunks:
        window.open(path, chunk.page_index, highlight=chunk.text)
        if not viewer.highlighted:
            missed.append(chunk.text[:60])
            continue
        assert abs(viewer.current_page - chunk.page_index) <= 1
        assert_centred(viewer)
    assert len(missed) <= len(chunks) // 20, missed


def test_the_passage_stays_centred_through_zoom_resize_and_page_mode(
    qtbot: QtBot, window: PdfViewerWindow, tall_book: Path
) -> None:
    window.open(tall_book, 1, highlight=LOW_SENTENCE)
    viewer = _shown(qtbot, window)
    assert_centred(viewer)
    words = viewer.highlight_text
    for change in (
        viewer.zoom_in,
        viewer.zoom_in,
        viewer.zoom_out,
        viewer.fit_width,
        lambda: window.resize(1300, 700),  # maximising, as far as the layout is concerned
        lambda: window.resize(600, 900),
        lambda: viewer.set_continuous(False),
        lambda: viewer.set_continuous(True),
    ):
        change()
        qtbot.wait(20)
        assert viewer.current_page == 1
        assert viewer.highlight_text == words  # the highlight stays on its words
        assert_centred(viewer)


def test_reading_on_keeps_the_new_place_through_a_resize(
    qtbot: QtBot, window: PdfViewerWindow, tall_book: Path
) -> None:
    window.open(tall_book, 1, highlight=LOW_SENTENCE)
    viewer = _shown(qtbot, window)
    viewer.go_to_page(3)
    bar = viewer.view.verticalScrollBar()
    bar.setValue(bar.value() + 150)  # the student scrolls a little further
    anchor = viewer.view.anchor
    window.resize(1200, 700)
    qtbot.wait(20)
    assert viewer.current_page == 3
    assert viewer.view.anchor == anchor


def test_the_layout_matches_what_qt_paints(
    qtbot: QtBot, window: PdfViewerWindow, tmp_path: Path
) -> None:
    """A black box at known points lands where ``to_viewport`` says, fitting the width and
    at a custom zoom."""
    path = tmp_path / "box.pdf"
    doc = pymupdf.open()
    for _ in range(3):
        page = doc.new_page()
        page.draw_rect(pymupdf.Rect(200, 300, 320, 360), color=(0, 0, 0), fill=(0, 0, 0))
    doc.save(path)
    doc.close()
    window.open(path, 1)
    viewer = _shown(qtbot, window)
    for zoom in (None, 1.7):
        if zoom is not None:
            viewer.set_zoom(zoom)
        viewer.view.centre_on(Anchor(1, 260, 330))
        image = _stable_grab(qtbot, viewer)
        expected = viewer.view.to_viewport(1, QRectF(200, 300, 120, 60))
        assert expected is not None
        dark = [
            (x, y)
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
            if image.pixelColor(x, y).lightness() < 40
        ]
        assert dark
        xs, ys = [x for x, _ in dark], [y for _, y in dark]
        assert abs(min(xs) - expected.left()) <= 3 and abs(max(xs) - expected.right()) <= 3
        assert abs(min(ys) - expected.top()) <= 3 and abs(max(ys) - expected.bottom()) <= 3


@pytest.mark.parametrize("keys", ["Esc", "Ctrl+W"])
def test_escape_and_ctrl_w_close_the_viewer(
    qtbot: QtBot, window: PdfViewerWindow, book: Path, keys: str
) -> None:
    window.open(book, 0)
    viewer = _shown(qtbot, window)
    window.activateWindow()
    qtbot.waitActive(window)
    viewer.view.setFocus()
    if keys == "Esc":
        qtbot.keyClick(viewer.view, Qt.Key.Key_Escape)
    else:
        qtbot.keyClick(viewer.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_the_highlight_is_drawn_at_the_middle_of_the_window(
    qtbot: QtBot, window: PdfViewerWindow, tall_book: Path
) -> None:
    window.open(tall_book, 1, highlight=LOW_SENTENCE)
    viewer = _shown(qtbot, window)
    image = _stable_grab(qtbot, viewer)
    marked = viewer.view.marks_on_screen()[0]  # the first line of the passage
    y = round(marked.center().y())
    row = [image.pixelColor(x, y) for x in range(round(marked.left()), round(marked.right()))]
    yellow = [c for c in row if c.red() > 200 and c.green() > 180 and c.blue() < 140]
    assert len(yellow) > len(row) // 3  # painted like a highlighter on the paper


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"NCERT corpus not found at {CORPUS}")
@pytest.mark.parametrize(
    ("code", "page", "quote", "whole"),
    [
        (
            "jesc109",
            1,
            "The angle of incidence is equal to the angle of reflection",
            [
                "The angle of incidence is equal to the angle of reflection, and",
                "The incident ray, the normal to the mirror at the point of incidence and "
                "the reflected ray, all lie in the same plane.",
            ],
        ),
        (
            "jemh105",
            2,
            "So, an arithmetic progression is a list of numbers in which each term is obtained "
            "by adding a fixed number to the preceding term except the first term.",
            [
                "So, an arithmetic progression is a list of numbers in which each term is "
                "obtained by adding a fixed number to the preceding term except the first term."
            ],
        ),
        (
            "iemh108",
            22,
            "An arithmetic progression (AP) is a list of numbers in which",
            [
                "An arithmetic progression (AP) is a list of numbers in which each term after "
                "the first term is obtained by adding a fixed number d to the previous term."
            ],
        ),
    ],
)
def test_real_chapters_highlight_whole_sentences(
    qtbot: QtBot, window: PdfViewerWindow, code: str, page: int, quote: str, whole: list[str]
) -> None:
    """The reflection laws and the AP definitions: the whole sentence, not "The angle of"."""
    window.open(CORPUS / f"{code}.pdf", page, highlight=quote)
    viewer = _shown(qtbot, window)
    assert viewer.highlight_page == page
    for sentence in whole:
        assert sentence in viewer.highlight_text
    assert len(viewer.highlight_text) < 1.6 * sum(len(s) for s in whole) + 40
    assert_centred(viewer)
