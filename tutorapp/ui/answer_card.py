"""One question and its answer in the conversation: renders the pipeline's events.

Stage → a status line that keeps moving ("Reading 3 passages… 4 s", with a busy bar) until
the answer is finished; ``Retrieved`` → a collapsed "Sources found" list to read while the
model reads them; ``Preview`` → "From your textbook": the book's own best sentences at once
(``ui/preview.py``), which stay as the answer when the explanation does not hold up; answer
deltas → text appended in batches (a timer flushes ~20 times a
second so long answers stay smooth); ``Revised`` → the corrected answer with a visible note;
``Finished`` → the final answer (a stopped one: its finished sentences, marked "Stopped"),
citations as keyboard-reachable links (Tab reaches each, Enter or a click emits
``citation_clicked``), refusal styling and nearest-topic follow-ups (``suggestion_clicked``).
Reasoning never comes here.

Top to bottom: the question, the status line, ``extras`` (a slot for widgets shown while the
answer comes, such as an instant preview from the textbook), the passages found, the answer,
a note, the sources, follow-ups.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QKeyEvent, Qt, QTextCursor
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

from tutorapp.core.citation import Citation, PreviewSentence
from tutorapp.core.events import StageName
from tutorapp.core.generation.sources import quote_for
from tutorapp.core.results import AnswerResult, Status, ValidationPath
from tutorapp.core.types import Confidence, Hit
from tutorapp.ui.labels import citation_label, citation_text
from tutorapp.ui.preview import PreviewPanel, StageProgress
from tutorapp.ui.scratch import shown_hits

FLUSH_MS = 50


class CitationLink(QLabel):
    """One source under an answer, as a link: Tab reaches it, Enter, Space or a click opens
    it (``activated``)."""

    activated = Signal()

    def __init__(self, citation: Citation, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.citation = citation
        self.setObjectName("citationLink")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.linkActivated.connect(lambda _link: self.activated.emit())
        self.retranslate()

    def retranslate(self) -> None:
        citation = self.citation
        label = f"[{citation.n}] {citation_text(citation)}"
        self.setText(f"<a href='cite'>{html.escape(label)}</a>")
        self.setAccessibleName(self.tr("Source {n}: {label}").format(n=citation.n, label=label))
        self.setToolTip(self.tr("Open the book at this page (Enter)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
            return
        super().keyPressEvent(event)


class AnswerCard(QFrame):
    citation_clicked = Signal(str, int, str)  # book id, 0-based page index, passage text
    suggestion_clicked = Signal(str)

    def __init__(self, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question = question
        self.result: AnswerResult | None = None
        self.from_history = False
        self._stage: StageName | None = StageName.SEARCHING
        self._waiting = False
        self._passages = 0  # how many passages the model reads (0: not said)
        self._links: list[tuple[str, int, str]] = []
        self._pending: list[str] = []
        self._flush = QTimer(self)
        self._flush.setInterval(FLUSH_MS)
        self._flush.timeout.connect(self.flush)

        self.asked = QLabel(self)
        self.asked.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.extras = QVBoxLayout()  # widgets shown while the answer comes (e.g. a preview)
        self.extras.setContentsMargins(0, 0, 0, 0)
        self.progress = StageProgress(self.status, self)
        self.preview = PreviewPanel(self)
        self.preview.citation_clicked.connect(self.citation_clicked)
        self.extras.addWidget(self.preview)
        self.sources_toggle = QToolButton(self)
        self.sources_toggle.setCheckable(True)
        self.sources_toggle.setVisible(False)
        self.sources = QLabel(self)
        self.sources.setWordWrap(True)
        self.sources.setVisible(False)
        self.sources_toggle.toggled.connect(self.sources.setVisible)
        self._found = 0
        self.answer = QTextBrowser(self)
        self.answer.setObjectName("answer")
        self.answer.setOpenLinks(False)
        self.answer.setTabChangesFocus(True)
        self.answer.setFrameShape(QFrame.Shape.NoFrame)
        self.answer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.answer.document().contentsChanged.connect(self._fit)
        self.answer.setVisible(False)  # until the first words arrive
        self.answer.viewport().installEventFilter(self)  # re-fit when its width settles
        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.citations = QWidget(self)
        self.citations.setObjectName("citations")
        self._citation_layout = QVBoxLayout(self.citations)
        self._citation_layout.setContentsMargins(0, 4, 0, 0)
        self._citation_layout.setSpacing(2)
        self.citations_title = QLabel(self.citations)
        self.citations_title.setObjectName("sectionTitle")
        self.citations_title.setWordWrap(True)
        self._citation_layout.addWidget(self.citations_title)
        self.citations.setVisible(False)
        self.links: list[CitationLink] = []
        self.follow_ups = QWidget(self)
        self._follow_layout = QVBoxLayout(self.follow_ups)
        self._follow_layout.setContentsMargins(0, 0, 0, 0)
        self.follow_title = QLabel(self.follow_ups)
        self._follow_layout.addWidget(self.follow_title)
        self.follow_ups.setVisible(False)

        layout = QVBoxLayout(self)
        layout.addWidget(self.asked)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addLayout(self.extras)
        for widget in (
            self.sources_toggle,
            self.sources,
            self.answer,
            self.notice,
            self.citations,
            self.follow_ups,
        ):
            layout.addWidget(widget)
        self.retranslate()
        self._fit()

    # -- words ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every fixed text of the card in the interface language (answers stay as they are)."""
        self.asked.setText(
            self.tr("<b>You asked:</b> {question}").format(question=html.escape(self.question))
        )
        self.asked.setAccessibleName(self.tr("Your question"))
        self.status.setAccessibleName(self.tr("Answer status"))
        self.sources_toggle.setAccessibleName(self.tr("Show the passages found"))
        self.sources_toggle.setText(self.tr("Sources found ({n})").format(n=self._found))
        self.answer.setAccessibleName(self.tr("Answer"))
        self.citations.setAccessibleName(self.tr("Sources of this answer"))
        self.citations_title.setText(self.tr("<b>Sources</b> (Tab to reach, Enter to open)"))
        self.follow_title.setText(self.tr("You could ask about:"))
        for button in self.follow_ups.findChildren(QPushButton):
            self._label_follow_up(button)
        if self.result is not None:
            self.status.setText(self._status_text(self.result))
        elif self._waiting:
            self.status.setText(self.tr("Waiting for the tutor to load…"))
        elif self._stage is not None and self.progress.running:
            self.progress.relabel(self._stage_text(self._stage))
        elif self._stage is not None:
            self.status.setText(self._stage_text(self._stage))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _stage_text(self, name: StageName) -> str:
        """What the card says the tutor is doing (the seconds are added as they pass)."""
        n = self._passages
        if name is StageName.READING_SOURCES and n:
            if n == 1:
                return self.tr("Reading 1 passage…")
            return self.tr("Reading {n} passages…").format(n=n)
        if name is StageName.ANSWERING and self.preview.shown:
            return self.tr("Writing the explanation…")
        return {
            StageName.SEARCHING: self.tr("Searching your books…"),
            StageName.WEIGHING_PREMISE: self.tr("Checking what your question assumes…"),
            StageName.READING_SOURCES: self.tr("Reading the sources…"),
            StageName.ANSWERING: self.tr("Answering…"),
            StageName.CONTINUING: self.tr("Continuing…"),
            StageName.CHECKING: self.tr("Checking the answer against your books…"),
            StageName.RETRYING: self.tr("Answering again, more strictly…"),
        }.get(name, str(name))

    def _status_text(self, result: AnswerResult) -> str:
        status = result.status
        if status is Status.CANCELLED:
            text = self.tr("Stopped")
        elif status is Status.ANSWERED and result.confidence is Confidence.LOW:
            text = self.tr("Your books cover this only partly: check the pages below")
        elif status is Status.ANSWERED:
            levels = {
                Confidence.HIGH: self.tr("Answered from your books (confidence: high)"),
                Confidence.MEDIUM: self.tr("Answered from your books (confidence: medium)"),
            }
            plain = self.tr("Answered from your books")
            text = levels.get(result.confidence, plain) if result.confidence else plain
        elif status.refused:
            text = self.tr("Not in your books")
        elif status is Status.SMALLTALK:
            text = ""
        else:
            text = self.tr("Something went wrong")
        if self.from_history:
            return (
                self.tr("{status} · from your history").format(status=text)
                if text
                else (self.tr("From your history"))
            )
        return text

    # -- events ------------------------------------------------------------------------------

    def show_waiting(self) -> None:
        """The model is still loading: the question waits."""
        self._waiting = True
        self.status.setText(self.tr("Waiting for the tutor to load…"))

    def show_stage(self, name: StageName, passages: int = 0) -> None:
        self._waiting = False
        self._stage = name
        self._passages = passages
        if name is StageName.RETRYING:
            self.flush()
            self.answer.clear()
        self.progress.show_stage(self._stage_text(name))

    def show_preview(self, sentences: tuple[PreviewSentence, ...]) -> None:
        """The textbook's sentences, at once (before the model has read the passages)."""
        self.preview.show_sentences(sentences)

    def show_sources(self, hits: tuple[Hit, ...]) -> None:
        shown = shown_hits(hits)
        if not shown:
            return
        rows = "".join(
            f"<li>{html.escape(citation_label(h.book, h.chunk.printed_page, h.chunk.page_index))}"
            f"<br><i>{html.escape(_excerpt(h.chunk.text))}</i></li>"
            for h in shown
        )
        self.sources.setText(f"<ul>{rows}</ul>")
        self._found = len(shown)
        self.sources_toggle.setText(self.tr("Sources found ({n})").format(n=self._found))
        self.sources_toggle.setVisible(True)

    @property
    def sources_found(self) -> int:
        """How many passages "Sources found" lists (0: none shown)."""
        return self._found if self.sources_toggle.isVisibleTo(self) else 0

    def append_answer(self, text: str) -> None:
        self._pending.append(text)
        if not self._flush.isActive():
            self._flush.start()

    def flush(self) -> None:
        if not self._pending:
            self._flush.stop()
            return
        text, self._pending = "".join(self._pending), []
        self.answer.setVisible(True)
        cursor = self.answer.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)

    def revise(self, answer: str, reason: str) -> None:
        self.flush()
        self.answer.setPlainText(answer)
        self.answer.setVisible(True)
        self.notice.setText(self.tr("Checked against your books: {reason}").format(reason=reason))
        self.notice.setVisible(True)

    def finish(self, result: AnswerResult, *, from_history: bool = False) -> None:
        """Show the final answer: live at the end of a question, or a past one from the
        history (the same rendering; the history never held reasoning)."""
        self._pending.clear()
        self._flush.stop()
        self.progress.stop()
        self.result = result
        self.from_history = from_history
        self._waiting = False
        self.status.setText(self._status_text(result))
        self.setProperty("status", _style_class(result.status))
        self.style().unpolish(self)
        self.style().polish(self)
        if result.status.refused:
            self.sources_toggle.setChecked(False)
            self.sources_toggle.setVisible(False)  # they did not answer it: no "Sources found"
        if result.status is Status.ERROR:
            self.answer.setPlainText(result.message or result.answer)
        elif any(sentence.marked for sentence in result.sentences):
            self.answer.setHtml(_marked_html(result))
        else:
            self.answer.setPlainText(result.answer)
        if result.status is Status.CANCELLED:
            note = (
                self.tr("You stopped the answer; the sentences it had finished are kept.")
                if result.answer
                else self.tr("You stopped the answer before it had a full sentence.")
            )
            self.notice.setText(note)
            self.notice.setVisible(True)
        # the book's sentences stand as the answer: the preview already shows them
        preview_is_answer = (
            self.preview.shown
            and result.validation is not None
            and result.validation.path is ValidationPath.EXTRACTIVE
        )
        self.answer.setVisible(bool(self.answer.toPlainText()) and not preview_is_answer)
        if result.status is Status.REFUSED_UNSUPPORTED:
            self.preview.setVisible(False)  # the tutor found the passages do not answer it
        self._links = [
            (c.book_id, c.page_index, _quote(c.n, c.text, result)) for c in result.citations
        ]
        self._show_citations(result.citations)
        if result.suggestions and not from_history:
            self._add_follow_ups(result.suggestions)

    def _show_citations(self, citations: tuple[Citation, ...]) -> None:
        if not citations:
            return
        for index, citation in enumerate(citations):
            link = CitationLink(citation, self.citations)
            link.activated.connect(lambda i=index: self.open_citation(i))
            self._citation_layout.addWidget(link)
            self.links.append(link)
        self.citations.setVisible(True)

    # -- helpers -----------------------------------------------------------------------------

    def _add_follow_ups(self, topics: tuple[str, ...]) -> None:
        layout = self._follow_layout
        for topic in topics:
            button = QPushButton(self.follow_ups)
            button.setProperty("chapter", topic.split(" (")[0])
            # never wider than the conversation (long chapter titles at large text sizes)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(
                lambda _=False, b=button: self.suggestion_clicked.emit(b.toolTip())
            )
            self._label_follow_up(button)
            layout.addWidget(button)
        self.follow_ups.setVisible(True)

    def _label_follow_up(self, button: QPushButton) -> None:
        """``Tell me about <chapter>`` in the interface language (the whole text in the
        tooltip, which is also what the button asks)."""
        chapter = str(button.property("chapter"))
        ask = self.tr("Tell me about {chapter}")
        text = ask.format(chapter=chapter)
        over = len(text) - 60
        # a long title is shortened, not the request (it comes last in Hindi)
        button.setText(text if over <= 0 else ask.format(chapter=chapter[: -over - 1] + "…"))
        button.setToolTip(text)
        button.setAccessibleName(self.tr("Ask about {chapter}").format(chapter=chapter))

    def tab_stops(self) -> list[QWidget]:
        """The card's parts a keyboard user reaches with Tab, top to bottom."""
        parts: list[QWidget] = [self.sources_toggle, self.answer, *self.links]
        parts += self.follow_ups.findChildren(QPushButton)
        return [w for w in parts if w.focusPolicy() & Qt.FocusPolicy.TabFocus]

    def open_citation(self, index: int) -> None:
        """Open citation ``index`` (0-based), as a click or Enter on it does."""
        if 0 <= index < len(self._links):
            self.citation_clicked.emit(*self._links[index])

    def _fit(self) -> None:
        """Grow the answer box with its text (the conversation scrolls, not each answer)."""
        document = self.answer.document()
        document.setTextWidth(max(100, self.answer.viewport().width()))
        height = int(document.size().height()) + 8
        self.answer.setFixedHeight(max(28, height))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.answer.viewport():
            self._fit()
        return super().eventFilter(watched, event)


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
            tip = QCoreApplication.translate("AnswerCard", "Not found in your books")
            parts.append(
                f"<span style='color:gray; font-style:italic' title='{html.escape(tip)}'>"
                f"{text}</span>"
            )
    return "<p>" + " ".join(parts) + "</p>"


def _excerpt(text: str, words: int = 40) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _style_class(status: Status) -> str:
    if status.refused:
        return "refused"
    if status is Status.ERROR:
        return "error"
    if status is Status.CANCELLED:
        return "cancelled"
    return "answered"
