"""The built-in PDF viewer: cited page, passage highlight, navigation, zoom, broken files.

Runs offscreen. QtPdf's search (pdfium) works there, and ``QPdfView`` paints search results
offscreen too, so the highlight is checked both in the model and in the painted pixels.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import CORPUS
from tutorapp.ui.viewer import PdfViewer, PdfViewerWindow, search_candidates

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
    index = viewer.view.currentSearchResultIndex()
    assert index >= 0
    return viewer.search_model.resultAtIndex(index).page()


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
    assert viewer.page_spin.value() == 4
    assert window.windowTitle().startswith("Rivers")


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
    assert viewer.view.currentSearchResultIndex() == -1
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


def test_page_label_callable(qtbot: QtBot, window: PdfViewerWindow, book: Path) -> None:
    window.open(book, 2, page_label=lambda index: f"p. {index + 40}")
    viewer = window.viewer
    assert viewer.printed_label.text() == "p. 42"
    viewer.next_page()
    assert viewer.printed_label.text() == "p. 43"
    assert viewer.page_spin.text() == "PDF page 4 of 5"


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


@pytest.mark.parametrize(
    ("passage", "first"),
    [
        (
            "one two three four five six seven eight nine ten eleven",
            "one two three four five six seven eight nine ten",
        ),
        (
            "photo-\nsynthesis happens in the green leaves of plants",
            "synthesis happens in the green leaves of",  # the longest whole window: 7 words
        ),
        (
            "the value \ue001 of x is found by adding both sides",
            "of x is found by adding both",
        ),
    ],
)
def test_search_candidates(passage: str, first: str) -> None:
    found = search_candidates(passage)
    assert found[0] == first
    assert all(len(text) >= 16 for text in found)
    assert len(found) == len(set(found))


def test_search_candidates_empty() -> None:
    assert search_candidates("") == []
    assert search_candidates("a b") == []


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
        assert viewer.current_page == chunk.page_index
        if not viewer.highlighted:
            missed.append(chunk.text[:60])
    assert len(missed) <= len(chunks) // 20, missed
