"""A style that keeps Hindi menu items whole.

Qt (6.x) measures a menu item's text without its ``&`` keyboard marker but, when the marker
follows Devanagari ("पाठ्यपुस्तक की PDF जोड़ें (&A)…"), elides the drawn text as if the
``&`` took room, so the longest item of every Hindi menu (the edit menus of text fields
too) lost letters in the middle. Items with a marker get the width of one ``&`` more.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionMenuItem, QWidget


class MenuTextStyle(QProxyStyle):
    """The application's style (Fusion, or what the platform gives) with that room added."""

    # QProxyStyle's stub makes the widget required, QStyle's optional: no signature fits both
    def sizeFromContents(  # type: ignore[override]
        self, kind: QStyle.ContentsType, option: QStyleOption, size: QSize, widget: QWidget, /
    ) -> QSize:
        hint = super().sizeFromContents(kind, option, size, widget)
        text = option.text if isinstance(option, QStyleOptionMenuItem) else ""
        if kind == QStyle.ContentsType.CT_MenuItem and "&" in text:
            hint.setWidth(hint.width() + option.fontMetrics.horizontalAdvance("&"))
        return hint
