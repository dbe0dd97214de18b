"""The answer card's live parts: the textbook preview and the progress line.

``PreviewPanel`` shows "From your textbook": the book's own sentences that best answer the
question, each with its page as a link (``citation_clicked``), the moment the passages are
found — long before the model has read them. When the tutor's explanation holds up it stays
above it; when it does not, the preview is the answer. ``StageProgress`` keeps the card's
status line moving: what is happening, for how long ("Reading 3 passages… 4 s"), with an
indeterminate progress bar, until the answer is finished.
"""

from __future__ import annotations

import html
import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QProgressBar, QVBoxLayout, QWidget

from tutorapp.core.citation import PreviewSentence
from tutorapp.ui.i18n import QT_TRANSLATE_NOOP
from tutorapp.ui.labels import localized

HEADING = QT_TRANSLATE_NOOP("PreviewPanel", "From your textbook")
TICK_MS = 250


class PreviewPanel(QFrame):
    """The textbook's own sentences, cited, shown at once."""

    citation_clicked = Signal(str, int, str)  # book id, 0-based page index, the sentence

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preview")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.sentences: tuple[PreviewSentence, ...] = ()
        self.heading = QLabel(self)
        self.body = QLabel(self)
        self.body.setObjectName("previewText")
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.body.setOpenExternalLinks(False)
        self.body.linkActivated.connect(self._open)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.body)
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        """The heading in the interface language (the book's sentences stay as they are)."""
        self.heading.setText(
            "<b>{}</b>".format(QCoreApplication.translate("PreviewPanel", HEADING))
        )
        self.body.setAccessibleName(self.tr("Sentences from your textbook"))
        if self.sentences:
            self.show_sentences(self.sentences)  # their page labels

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_sentences(self, sentences: tuple[PreviewSentence, ...]) -> None:
        self.sentences = sentences
        if not sentences:
            self.setVisible(False)
            return
        rows = "".join(
            f"<p>{html.escape(s.text)}<br><a href='preview:{i}'><small>"
            f"{html.escape(localized(s.label))}</small></a></p>"
            for i, s in enumerate(sentences)
        )
        self.body.setText(rows)
        self.setVisible(True)

    @property
    def shown(self) -> bool:
        """The preview is part of the card (whether or not the card is on screen yet)."""
        return bool(self.sentences) and not self.isHidden()

    def open_sentence(self, index: int) -> None:
        """As if the student clicked the page of sentence ``index`` (for tests)."""
        self._open(f"preview:{index}")

    def _open(self, link: str) -> None:
        if not link.startswith("preview:"):
            return
        index = int(link.split(":", 1)[1])
        if 0 <= index < len(self.sentences):
            s = self.sentences[index]
            self.citation_clicked.emit(s.book_id, s.page_index, s.text)


class StageProgress(QProgressBar):
    """A moving bar and a ticking status line while the answer is prepared."""

    def __init__(self, status: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerProgress")
        self.setAccessibleName(self.tr("The tutor is working"))
        self.setRange(0, 0)  # indeterminate: the style animates it
        self.setTextVisible(False)
        self.setMaximumHeight(6)
        self._status = status
        self._text = ""
        self._since = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.setVisible(False)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def show_stage(self, text: str) -> None:
        """Say ``text``, counting the seconds from now."""
        self._text = text
        self._since = time.monotonic()
        self._status.setText(text)
        self.setVisible(True)
        self._timer.start()

    def relabel(self, text: str) -> None:
        """Say ``text`` instead, still counting from the stage's start (a language change)."""
        self._text = text
        self._tick()

    def stop(self) -> None:
        self._timer.stop()
        self.setVisible(False)

    def _tick(self) -> None:
        seconds = int(time.monotonic() - self._since)
        self._status.setText(
            self.tr("{text} {seconds} s").format(text=self._text, seconds=seconds)
            if seconds
            else self._text
        )
