"""The conversation: answer cards in a column that scrolls (never sideways).

A new card, and the answer streaming into it, stay in view: the view follows the end while
the student has not scrolled up; scrolling back up stops following until the next question.
Stored answers from the history are shown once each (``card_for`` finds them again), and
``show(card)`` scrolls one into view. A widget inside a card that gets the keyboard focus
(a citation link reached with Tab) is scrolled into view too.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QVBoxLayout, QWidget

from tutorapp.ui.answer_card import AnswerCard


class Conversation(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conversation")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its cards' parts take the focus
        self.cards = QWidget(self)
        self.cards.setObjectName("cards")
        self._layout = QVBoxLayout(self.cards)
        self.hint = QLabel(self.cards)
        self.hint.setObjectName("status")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addStretch(1)
        self._layout.addWidget(self.hint)
        self._layout.addStretch(2)
        self.setWidget(self.cards)
        self._following = True
        self._by_entry: dict[int, AnswerCard] = {}
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._reader_scrolled)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.hint.setText(
            self.tr(
                "Ask a question about your textbooks in the box below.\n"
                "Every answer shows the book pages it came from; open one to read it there."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_card(self, question: str) -> AnswerCard:
        """A new card at the end, followed into view as it grows."""
        card = AnswerCard(question, self.cards)
        if self.hint.isVisibleTo(self.cards):  # the first question: the empty-page hint goes
            self.hint.hide()
            for _ in range(2):
                self._layout.takeAt(self._layout.count() - 1)
        self._layout.insertWidget(self._layout.count() - 1, card)
        self._following = True
        QTimer.singleShot(0, self.scroll_to_end)
        return card

    def add_divider(self, text: str) -> QLabel:
        """A muted line between cards ("New conversation"), followed into view."""
        divider = QLabel(text, self.cards)
        divider.setObjectName("conversationDivider")
        divider.setAlignment(Qt.AlignmentFlag.AlignCenter)
        divider.setEnabled(False)  # drawn in the muted text colour
        self._layout.insertWidget(self._layout.count() - 1, divider)
        QTimer.singleShot(0, self.scroll_to_end)
        return divider

    def all_cards(self) -> list[AnswerCard]:
        return self.cards.findChildren(
            AnswerCard, options=Qt.FindChildOption.FindDirectChildrenOnly
        )

    def chain_tab_order(self, after: QWidget) -> None:
        """Tab goes from ``after`` through every card, top to bottom, then on to what
        followed ``after`` before."""
        previous = after
        for card in self.all_cards():
            for stop in card.tab_stops():
                QWidget.setTabOrder(previous, stop)
                previous = stop

    # -- history entries -----------------------------------------------------------------------

    def remember(self, entry_id: int, card: AnswerCard) -> None:
        """``card`` shows history entry ``entry_id``."""
        self._by_entry[entry_id] = card

    def card_for(self, entry_id: int) -> AnswerCard | None:
        card = self._by_entry.get(entry_id)
        return card if card is not None and card in self.all_cards() else None

    # -- scrolling -----------------------------------------------------------------------------

    def show(self, card: AnswerCard) -> None:  # type: ignore[override]
        """Scroll so that ``card`` is in view, its top first; stop following the end."""
        self._following = False

        def scroll() -> None:
            bar = self.verticalScrollBar()
            top = card.mapTo(self.cards, card.rect().topLeft()).y()
            if card.height() > self.viewport().height():
                bar.setValue(top - 8)
            else:
                self.ensureWidgetVisible(card, 0, 8)

        QTimer.singleShot(0, scroll)

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._following:
            self.scroll_to_end()

    def _reader_scrolled(self, _action: int) -> None:
        """The reader moved the scroll bar (wheel, drag, keys): follow the end again only when
        they went back to it."""
        bar = self.verticalScrollBar()
        self._following = bar.sliderPosition() >= bar.maximum() - 4

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.cards and self.cards.isAncestorOf(new):
            self._following = False
            self.ensureWidgetVisible(new, 8, 24)
