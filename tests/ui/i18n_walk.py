"""Reading every text a student can see (or hear from a screen reader) in a window, and
finding English left in it: what the Hindi window tests check."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

#: Words that stay as they are in Hindi: names, file kinds, keys, units.
KEPT = re.compile(
    r"\b(NCERT|TutorApp|PDFs?|Ctrl|Shift|Enter|Esc|Tab|PgUp|PgDown|MB|UTC|JSON|GGUF|USB|"
    r"pt|Python|Qt|PySide6|llama-cpp-python|chromadb|sentence-transformers|PyMuPDF)\b"
)
FILE_OR_PATH = re.compile(r"\S*[/\\]\S*|\S+\.(pdf|json|csv|txt|gguf|log|tutorpack|sqlite3)\b")
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def english_left(text: str, data: Iterable[str] = ()) -> list[str]:
    """English words in ``text`` once the HTML, the ``data`` (book titles, the question, the
    answer: the student's and the books' words), names, file names and keys are taken out."""
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
    for phrase in sorted((d for d in data if d), key=len, reverse=True):
        plain = plain.replace(phrase, " ")
    plain = FILE_OR_PATH.sub(" ", KEPT.sub(" ", plain))
    return ENGLISH.findall(plain)


def _actions(actions: Iterable[QAction]) -> Iterator[tuple[str, str]]:
    for action in actions:
        if action.isSeparator() or not action.isVisible():
            continue
        yield "action", action.text()
        yield "action tooltip", action.toolTip()
        menu = action.menu()
        if menu is not None:
            yield "menu", menu.title()
            yield from _actions(menu.actions())


def _items(item: QTreeWidgetItem, columns: int) -> Iterator[tuple[str, str]]:
    for column in range(columns):
        yield "tree item", item.text(column)
        yield "tree tooltip", item.toolTip(column)
    for index in range(item.childCount()):
        yield from _items(item.child(index), columns)


def _own_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    yield "tooltip", widget.toolTip()
    yield "accessible name", widget.accessibleName()
    if widget.isWindow():
        yield "window title", widget.windowTitle()
    yield from _actions(widget.actions())
    if isinstance(widget, QLabel):
        yield "label", widget.text()
    if isinstance(widget, QAbstractButton):
        yield "button", widget.text()
    if isinstance(widget, QLineEdit | QPlainTextEdit):
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QTextBrowser):
        yield "text", widget.toPlainText()
    if isinstance(widget, QGroupBox):
        yield "group", widget.title()
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield "tab", widget.tabText(index)
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield "choice", widget.itemText(index)
    if isinstance(widget, QAbstractSpinBox):
        yield "spin box", widget.text()
        yield "spin box", widget.specialValueText()
    if isinstance(widget, QSpinBox):
        yield "spin box suffix", widget.suffix()
    if isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        for column in range(widget.columnCount()):
            yield "column", header.text(column)
        for index in range(widget.topLevelItemCount()):
            yield from _items(widget.topLevelItem(index), widget.columnCount())
    if isinstance(widget, QListWidget):
        for row in range(widget.count()):
            yield "list item", widget.item(row).text()
    if isinstance(widget, QMainWindow):
        yield from _actions(widget.menuBar().actions())
        yield "status bar", widget.statusBar().currentMessage()


def shown_texts(window: QWidget) -> list[tuple[str, str, str]]:
    """(widget class, kind of text, text) for every visible widget of ``window``."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is not window and not widget.isVisibleTo(window):
            continue
        for kind, text in _own_texts(widget):
            if text.strip():
                found.append((type(widget).__name__, kind, text))
    return found


def untranslated(window: QWidget, data: Iterable[str] = ()) -> list[str]:
    """Each visible text of ``window`` that still has English in it (empty: none)."""
    kept = list(data)
    return [
        f"{cls} {kind}: {text!r} ({' '.join(words)})"
        for cls, kind, text in shown_texts(window)
        if (words := english_left(text, kept))
    ]
