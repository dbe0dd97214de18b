"""The main window's menus: File (books, packs, settings), Question, Teacher and Help (other
parts add their own items through the menus and ``add_action``).

Every text is set in ``retranslate`` so a change of interface language relabels the menus
at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu


@dataclass(frozen=True, kw_only=True)
class WindowActions:
    """What the menus do: slots of the main window, its panels and its commands."""

    add_books: Callable[[], None]
    export_books: Callable[[], None]
    import_books: Callable[[], None]
    settings: Callable[[], None]
    quit: Callable[[], None]
    new_question: Callable[[], None]
    new_conversation: Callable[[], None]
    stop: Callable[[], None]
    class_report: Callable[[], None]
    open_log: Callable[[], None]
    about: Callable[[], None]


class Menus(QObject):
    def __init__(self, window: QMainWindow, actions: WindowActions) -> None:
        super().__init__(window)
        bar = window.menuBar()
        self.file = bar.addMenu("")
        self.question = bar.addMenu("")
        self.teacher = bar.addMenu("")
        self.help = bar.addMenu("")
        self.add_books = self.add_action(
            self.file, actions.add_books, QKeySequence.StandardKey.Open
        )
        self.export_books = self.add_action(self.file, actions.export_books)
        self.import_books = self.add_action(self.file, actions.import_books)
        self.file.addSeparator()
        self.settings = self.add_action(self.file, actions.settings, QKeySequence("Ctrl+,"))
        self.file.addSeparator()
        self.quit = self.add_action(self.file, actions.quit, QKeySequence.StandardKey.Quit)
        self.new_question = self.add_action(
            self.question, actions.new_question, QKeySequence("Ctrl+L")
        )
        self.new_conversation = self.add_action(
            self.question, actions.new_conversation, QKeySequence("Ctrl+N")
        )
        self.stop = self.add_action(self.question, actions.stop, QKeySequence(Qt.Key.Key_Escape))
        self.class_report = self.add_action(self.teacher, actions.class_report)
        self.open_log = self.add_action(self.help, actions.open_log)
        self.about = self.add_action(self.help, actions.about)
        self.retranslate()

    def add_action(
        self,
        menu: QMenu,
        slot: Callable[[], None],
        keys: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(menu)
        if keys is not None:
            action.setShortcut(keys if isinstance(keys, QKeySequence) else QKeySequence(keys))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        self.file.setTitle(self.tr("&File"))
        self.question.setTitle(self.tr("&Question"))
        self.teacher.setTitle(self.tr("&Teacher"))
        self.help.setTitle(self.tr("&Help"))
        self.add_books.setText(self.tr("&Add textbook PDFs…"))
        self.export_books.setText(self.tr("&Export books…"))
        self.export_books.setToolTip(self.tr("A file with books for the other laptops of a class"))
        self.import_books.setText(self.tr("&Import books…"))
        self.import_books.setToolTip(self.tr("Add the books of a file made on another computer"))
        self.settings.setText(self.tr("&Settings…"))
        self.quit.setText(self.tr("&Quit"))
        self.new_question.setText(self.tr("&New question"))
        self.new_conversation.setText(self.tr("New &conversation"))
        self.new_conversation.setToolTip(
            self.tr("Start a new conversation: the next question is not read as a follow-up")
        )
        self.stop.setText(self.tr("&Stop the answer"))
        self.class_report.setText(self.tr("Class &report…"))
        self.open_log.setText(self.tr("Open the &log folder"))
        self.about.setText(self.tr("&About TutorApp"))
