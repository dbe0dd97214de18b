"""The line under the conversation that names the question a follow-up would refer to
("Follow-ups refer to: “…” · Ctrl+N: new conversation"), or says a new conversation begins.

It keeps that conversation (``talk``, the core's ``Conversation``, which the window hands the
pipeline with each question): every finished answer moves it on (``after``), Ctrl+N starts a
new one (``start_new``). One line that never widens the window: a long question is cut, the
tooltip has it whole.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tutorapp.core.conversation import Conversation
from tutorapp.core.results import AnswerResult


class ThreadNote(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.talk = Conversation.new()  # follow-ups refer to its last question
        self.setObjectName("threadNote")
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Follow-ups refer to"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def after(self, result: AnswerResult) -> None:
        """``result`` finished: the next question may follow up on it."""
        self.talk = self.talk.after(result)
        self._show()

    def start_new(self) -> bool:
        """Forget the last question (False when there was none to forget)."""
        if self.talk.last is None:
            return False
        self.talk = Conversation.new()
        self._show()
        return True

    def _show(self) -> None:
        last = self.talk.last
        if last is None:
            self.setText(self.tr("New conversation"))
            self.setToolTip("")
            return
        question = last.question if len(last.question) <= 60 else last.question[:57] + "…"
        note = self.tr("Follow-ups refer to: “{0}” · Ctrl+N: new conversation")
        self.setText(note.format(question))
        self.setToolTip(last.question)
