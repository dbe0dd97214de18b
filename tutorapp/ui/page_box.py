"""The viewer's page number box: shows "p. 135 (PDF page 2 of 27)" (or "PDF page 2 of 27"
when the printed number is unknown; "पृ. 135 (PDF पृष्ठ 2 / 27)" in Hindi) and takes either
a printed page ("135", "p. 135", "पृ. 135") or a PDF page ("PDF page 2", "PDF पृष्ठ 2")."""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QSignalBlocker, QSize
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

_PDF_PAGE = re.compile(r"PDF\D*?(\d+)", re.IGNORECASE)
_PRINTED = re.compile(r"(?:p\.?|पृ\.?|पृष्ठ)?\s*(\d+)", re.IGNORECASE)
_PRINTED_FIRST = re.compile(r"(?:p\.|पृ)", re.IGNORECASE)


class PageBox(QSpinBox):
    """Its value is the 1-based PDF page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._printed: dict[int, int] = {}  # 0-based PDF page → printed number
        self._by_number: dict[int, int] = {}
        self.setKeyboardTracking(False)
        self.setRange(0, 0)

    def set_pages(self, count: int, printed: Mapping[int, int]) -> None:
        self._printed = dict(printed)
        self._by_number = {number: index for index, number in self._printed.items()}
        with QSignalBlocker(self):
            self.setRange(1 if count else 0, count)
        self.updateGeometry()

    def label(self, value: int) -> str:
        if value < 1:
            return ""
        pdf = self.tr("PDF page {n} of {count}").format(n=value, count=self.maximum())
        number = self._printed.get(value - 1)
        if number is None:
            return pdf
        return self.tr("p. {n} ({pdf_page})").format(n=number, pdf_page=pdf)

    def textFromValue(self, value: int) -> str:
        return self.label(value)

    def sizeHint(self) -> QSize:
        return self._wide(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._wide(super().minimumSizeHint())

    def _wide(self, hint: QSize) -> QSize:
        """Qt sizes a spin box for the first 18 characters of its text; this one shows up
        to "p. 196 (PDF page 23 of 27)" whole."""
        metrics = self.fontMetrics()
        longest = max((self.label(v) for v in (1, self.maximum())), key=metrics.horizontalAdvance)
        extra = metrics.horizontalAdvance(longest) - metrics.horizontalAdvance(longest[:18])
        return QSize(hint.width() + max(0, extra), hint.height())

    def relabel(self) -> None:
        """After a change of language: the shown text and the width again."""
        with QSignalBlocker(self):
            self.setValue(self.value())
        self.lineEdit().setText(self.label(self.value()))
        self.updateGeometry()

    def valueFromText(self, text: str) -> int:
        value = self._parse(text)
        return value if value is not None else self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if self._parse(text) is not None:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Intermediate, text, pos

    def _parse(self, text: str) -> int | None:
        """1-based PDF page for what the reader typed, or None."""
        text = text.strip()
        if text == self.label(self.value()):
            return self.value()
        pdf = _PDF_PAGE.search(text)
        if pdf is not None and not _PRINTED_FIRST.match(text):
            number = int(pdf.group(1))
            return number if 1 <= number <= self.maximum() else None
        digits = _PRINTED.match(text)
        if digits is None:
            return None
        number = int(digits.group(1))
        if self._by_number:
            index = self._by_number.get(number)
            return index + 1 if index is not None else None
        return number if 1 <= number <= self.maximum() else None
