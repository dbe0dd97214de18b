"""The status bar's word on the tutor: loading (counting the seconds), connecting to the lab
server, ready (and, on the lab server, where the answers come from), answering (never
"ready" while an answer is being prepared) or could not start. The
answer model's file name is in the tooltip, not in the text a student reads.
"""

from __future__ import annotations

import time
from enum import StrEnum

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget


class TutorState(StrEnum):
    LOADING = "loading"
    CONNECTING = "connecting"
    READY = "ready"
    FAILED = "failed"


class ModelStatus(QLabel):
    """Set with ``loading``, ``connecting``, ``ready`` and ``failed``, and ``answering`` while
    a question is worked on; ``refresh`` relabels (each second while waiting, and on a change
    of language)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = TutorState.LOADING
        self._since = time.monotonic()
        self._model = ""
        self._where: str | None = None  # the lab server's address, or None: this laptop
        self._answering = False
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)

    def loading(self, model: str) -> None:
        self._wait(TutorState.LOADING, model)

    def connecting(self, target: str) -> None:
        self._wait(TutorState.CONNECTING, self._model)
        self._where = target

    def ready(self, model: str, lab_server: str | None) -> None:
        self.state, self._model, self._where = TutorState.READY, model, lab_server
        self._tick.stop()
        self.refresh()

    def answering(self, busy: bool) -> None:
        """A question is being answered (or waits for the model), or no longer."""
        self._answering = busy
        self.refresh()

    def failed(self) -> None:
        self.state = TutorState.FAILED
        self._tick.stop()
        self.refresh()

    def _wait(self, state: TutorState, model: str) -> None:
        self.state, self._model = state, model
        self._since = time.monotonic()
        self._tick.start()
        self.refresh()

    def refresh(self) -> None:
        seconds = int(time.monotonic() - self._since)
        match self.state:
            case TutorState.LOADING:
                text = self.tr("Loading the tutor… {seconds} s").format(seconds=seconds)
            case TutorState.CONNECTING:
                text = self.tr("Connecting to {target}… {seconds} s").format(
                    target=self._where or self.tr("this laptop"), seconds=seconds
                )
            case TutorState.READY if self._answering and self._where:
                text = self.tr("The tutor is answering… · lab server {url}").format(url=self._where)
            case TutorState.READY if self._answering:
                text = self.tr("The tutor is answering…")
            case TutorState.READY if self._where:
                text = self.tr("Tutor ready · lab server {url}").format(url=self._where)
            case TutorState.READY:
                text = self.tr("Tutor ready")
            case TutorState.FAILED:
                text = self.tr("The tutor could not start")
        self.setText(text)
        if self._model:
            self.setToolTip(self.tr("Answer model: {model}").format(model=self._model))
