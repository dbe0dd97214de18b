"""One question and its answer in the conversation: renders the pipeline's events.

Stage → a short status line; ``Retrieved`` → a collapsed "Sources found" list to read while
the model reads them; answer deltas → text appended in batches (a timer flushes ~20 times a
second so long answers stay smooth); ``Revised`` → the corrected answer with a visible note;
``Finished`` → citations as links (clicking one emits ``citation_clicked``), refusal styling
and nearest-topic follow-ups (``suggestion_clicked``). Reasoning never comes here.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tutorapp.core.events import StageName
from tutorapp.core.format import citation_label
from tutorapp.core.generation.sources import quote_for
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.types import Confidence, Hit

STAGE_TEXT = {
    StageName.SEARCHING: "Searching your books…",
    StageName.READING_SOURCES: "Reading the sources…",
    StageName.ANSWERING: "Answering…",
    StageName.CONTINUING: "Continuing…",
    StageName.CHECKING: "Checking the answer against your books…",
    StageName.RETRYING: "Answering again, more strictly…",
}
FLUSH_MS = 50


class AnswerCard(QFrame):
    citation_clicked = Signal(str, int, str)  # book id, 0-based page index, passage text
    suggestion_clicked = Signal(str)

    def __init__(self, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question = question
        self.result: AnswerResult | None = None
        self._links: list[tuple[str, int, str]] = []
        self._pending: list[str] = []
        self._flush = QTimer(self)
        self._flush.setInterval(FLUSH_MS)
        self._flush.timeout.connect(self.flush)

        self.asked = QLabel(f"<b>You asked:</b> {html.escape(question)}", self)
        self.asked.setWordWrap(True)
        self.asked.setTextInteractionFlags(self.asked.textInteractionFlags())
        self.status = QLabel(STAGE_TEXT[StageName.SEARCHING], self)
        self.status.setObjectName("status")
        self.status.setAccessibleName("Answer status")
        self.sources_toggle = QToolButton(self)
        self.sources_toggle.setCheckable(True)
        self.sources_toggle.setVisible(False)
        self.sources_toggle.setAccessibleName("Show the passages found")
        self.sources = QLabel(self)
        self.sources.setWordWrap(True)
        self.sources.setVisible(False)
        self.sources_toggle.toggled.connect(self.sources.setVisible)
        self.answer = QTextBrowser(self)
        self.answer.setObjectName("answer")
        self.answer.setAccessibleName("Answer")
        self.answer.setOpenLinks(False)
        self.answer.setFrameShape(QFrame.Shape.NoFrame)
        self.answer.document().contentsChanged.connect(self._fit)
        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.citations = QLabel(self)
        self.citations.setObjectName("citations")
        self.citations.setWordWrap(True)
        self.citations.setAccessibleName("Sources of this answer")
        self.citations.setVisible(False)
        self.citations.linkActivated.connect(self._open_citation)
        self.follow_ups = QWidget(self)
        self._follow_layout = QVBoxLayout(self.follow_ups)
        self._follow_layout.setContentsMargins(0, 0, 0, 0)
        self.follow_ups.setVisible(False)

        layout = QVBoxLayout(self)
        for widget in (
            self.asked,
            self.status,
            self.sources_toggle,
            self.sources,
            self.answer,
            self.notice,
            self.citations,
            self.follow_ups,
        ):
            layout.addWidget(widget)
        self._fit()

    # -- events ------------------------------------------------------------------------------

    def show_stage(self, name: StageName) -> None:
        if name is StageName.RETRYING:
            self.flush()
            self.answer.clear()
        self.status.setText(STAGE_TEXT.get(name, name))

    def show_sources(self, hits: tuple[Hit, ...]) -> None:
        if not hits:
            return
        rows = "".join(
            f"<li>{html.escape(citation_label(h.book, h.chunk.printed_page, h.chunk.page_index))}"
            f"<br><i>{html.escape(_excerpt(h.chunk.text))}</i></li>"
            for h in hits[:5]
        )
        self.sources.setText(f"<ul>{rows}</ul>")
        self.sources_toggle.setText(f"Sources found ({min(5, len(hits))})")
        self.sources_toggle.setVisible(True)

    def append_answer(self, text: str) -> None:
        self._pending.append(text)
        if not self._flush.isActive():
            self._flush.start()

    def flush(self) -> None:
        if not self._pending:
            self._flush.stop()
            return
        text, self._pending = "".join(self._pending), []
        cursor = self.answer.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)

    def revise(self, answer: str, reason: str) -> None:
        self.flush()
        self.answer.setPlainText(answer)
        self.notice.setText(f"Checked against your books: {reason}")
        self.notice.setVisible(True)

    def finish(self, result: AnswerResult, *, from_history: bool = False) -> None:
        """Show the final answer: live at the end of a question, or a past one from the
        history (the same rendering; the history never held reasoning)."""
        self.flush()
        self._flush.stop()
        self.result = result
        self.status.setText("From your history" if from_history else _status_text(result))
        self.setProperty("status", _style_class(result.status))
        self.style().unpolish(self)
        self.style().polish(self)
        if result.status is Status.ERROR:
            self.answer.setPlainText(result.message or result.answer)
        elif any(sentence.marked for sentence in result.sentences):
            self.answer.setHtml(_marked_html(result))
        elif result.status is not Status.CANCELLED or not self.answer.toPlainText():
            self.answer.setPlainText(result.answer)
        self._links = [
            (c.book_id, c.page_index, _quote(c.n, c.text, result)) for c in result.citations
        ]
        self._show_citations([f"[{c.n}] {c.label}" for c in result.citations])
        if result.suggestions and not from_history:
            self._add_follow_ups(result.suggestions)

    def _show_citations(self, labels: list[str]) -> None:
        if not labels:
            return
        links = "".join(
            f"<li><a href='cite:{i}'>{html.escape(label)}</a></li>"
            for i, label in enumerate(labels)
        )
        self.citations.setText(f"<b>Sources</b><ul>{links}</ul>")
        self.citations.setVisible(True)

    # -- helpers -----------------------------------------------------------------------------

    def _add_follow_ups(self, topics: tuple[str, ...]) -> None:
        layout = self._follow_layout
        label = QLabel("You could ask about:", self.follow_ups)
        layout.addWidget(label)
        for topic in topics:
            chapter = topic.split(" (")[0]
            text = f"Tell me about {chapter}"
            button = QPushButton(text if len(text) <= 60 else text[:59] + "…", self.follow_ups)
            button.setToolTip(text)
            # never wider than the conversation (long chapter titles at large text sizes)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setAccessibleName(f"Ask about {chapter}")
            button.clicked.connect(
                lambda _=False, t=chapter: self.suggestion_clicked.emit(f"Tell me about {t}")
            )
            layout.addWidget(button)
        self.follow_ups.setVisible(True)

    def _open_citation(self, link: str) -> None:
        if not link.startswith("cite:"):
            return
        index = int(link.split(":", 1)[1])
        if 0 <= index < len(self._links):
            self.citation_clicked.emit(*self._links[index])

    def open_citation(self, index: int) -> None:
        """As if the student clicked citation ``index`` (0-based): for tests and the self-test."""
        self._open_citation(f"cite:{index}")

    def _fit(self) -> None:
        """Grow the answer box with its text (the conversation scrolls, not each answer)."""
        document = self.answer.document()
        document.setTextWidth(max(100, self.answer.viewport().width()))
        height = int(document.size().height()) + 8
        self.answer.setFixedHeight(max(28, height))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()


def _quote(n: int, passage: str, result: AnswerResult) -> str:
    """What the viewer highlights for citation ``n``: the passage sentence closest to the
    answer sentences that cite it (the whole answer when none names it)."""
    citing = " ".join(s.text for s in result.sentences if n in s.sources)
    return quote_for(passage, citing or result.answer)


def _marked_html(result: AnswerResult) -> str:
    """The answer with the sentences the books do not support in grey italics (kept
    only when the student chose to see them marked)."""
    parts = []
    for sentence in result.sentences:
        text = html.escape(sentence.text)
        if not sentence.marked:
            parts.append(text)
        else:
            parts.append(
                f"<span style='color:gray; font-style:italic' "
                f"title='Not found in your books'>{text}</span>"
            )
    return "<p>" + " ".join(parts) + "</p>"


def _excerpt(text: str, words: int = 40) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _status_text(result: AnswerResult) -> str:
    status = result.status
    if status is Status.ANSWERED and result.confidence is Confidence.LOW:
        return "Your books cover this only partly: check the pages below"
    if status is Status.ANSWERED:
        level = f" (confidence: {result.confidence})" if result.confidence else ""
        return f"Answered from your books{level}"
    if status.refused:
        return "Not in your books"
    if status is Status.SMALLTALK:
        return ""
    if status is Status.CANCELLED:
        return "Stopped"
    return "Something went wrong"


def _style_class(status: Status) -> str:
    if status.refused:
        return "refused"
    if status is Status.ERROR:
        return "error"
    if status is Status.CANCELLED:
        return "cancelled"
    return "answered"
