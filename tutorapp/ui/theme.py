"""Light and dark themes and the font size: one palette and one small style sheet.

Refusals get a calm, neutral panel (not an error's red); errors a soft warning colour.
Colours were picked for a contrast ratio of at least 4.5:1 for body text in both themes, and
3:1 for the focus ring and the Ask / Stop buttons against the window. Ask is the accent
colour while it can be pressed and Stop a warm red while an answer can be stopped; the one
that cannot be pressed is plainly grey, so idle and busy look different at a glance.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from tutorapp.ui.menu_style import MenuTextStyle

_LIGHT = {
    "window": "#f7f7f5",
    "base": "#ffffff",
    "text": "#1d1d1b",
    "button": "#ececea",
    "highlight": "#2459a8",
    "highlighted_text": "#ffffff",
    "link": "#1f4f96",
    "mid": "#5c5c58",
    "refused": "#eef2f7",
    "refused_border": "#8ca0bd",
    "error": "#fbeeee",
    "error_border": "#c0605c",
    "answered_border": "#c8c8c2",
    "focus": "#c2410c",
    "accent": "#2459a8",
    "accent_text": "#ffffff",
    "stop": "#b42318",
    "stop_text": "#ffffff",
    "disabled": "#e2e2de",
    "disabled_text": "#76766f",
}
_DARK = {
    "window": "#1f2023",
    "base": "#27292d",
    "text": "#ececea",
    "button": "#33363b",
    "highlight": "#5b8fd9",
    "highlighted_text": "#101114",
    "link": "#8fb8f2",
    "mid": "#a4a6aa",
    "refused": "#26303d",
    "refused_border": "#6f87a8",
    "error": "#3a2626",
    "error_border": "#c07a76",
    "answered_border": "#45484e",
    "focus": "#fbbf24",
    "accent": "#5b8fd9",
    "accent_text": "#101114",
    "stop": "#e0605a",
    "stop_text": "#101114",
    "disabled": "#2b2d31",
    "disabled_text": "#8b8d92",
}
THEMES = {"light": _LIGHT, "dark": _DARK}


def apply_theme(app: QApplication, theme: str, font_size: int) -> None:
    if app.findChild(MenuTextStyle) is None:  # Hindi menu items shown whole (set once)
        app.setStyle(MenuTextStyle(app.style().name()))
    colours = THEMES.get(theme, _LIGHT)
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "window",
        QPalette.ColorRole.WindowText: "text",
        QPalette.ColorRole.Base: "base",
        QPalette.ColorRole.AlternateBase: "window",
        QPalette.ColorRole.Text: "text",
        QPalette.ColorRole.Button: "button",
        QPalette.ColorRole.ButtonText: "text",
        QPalette.ColorRole.Highlight: "highlight",
        QPalette.ColorRole.HighlightedText: "highlighted_text",
        QPalette.ColorRole.Link: "link",
        QPalette.ColorRole.ToolTipBase: "base",
        QPalette.ColorRole.ToolTipText: "text",
        QPalette.ColorRole.PlaceholderText: "mid",
        QPalette.ColorRole.Mid: "mid",
    }
    for role, key in roles.items():
        palette.setColor(role, QColor(colours[key]))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSize(max(8, min(28, font_size)))
    app.setFont(font)
    app.setProperty("focusColour", colours["focus"])
    app.setStyleSheet(style_sheet(colours))


def style_sheet(c: dict[str, str]) -> str:
    return f"""
QFrame#answerCard {{ border: 1px solid {c["answered_border"]}; border-radius: 6px;
                     background: {c["base"]}; }}
QFrame#answerCard[status="refused"] {{ background: {c["refused"]};
                                       border: 1px solid {c["refused_border"]}; }}
QFrame#answerCard[status="error"] {{ background: {c["error"]};
                                     border: 1px solid {c["error_border"]}; }}
QFrame#answerCard QTextBrowser#answer {{ background: transparent; }}
QFrame#answerCard[status="cancelled"] {{ border: 1px dashed {c["refused_border"]}; }}
QLabel#status {{ color: {c["mid"]}; }}
QLabel#notice {{ color: {c["text"]}; font-style: italic; }}
QLabel#panelTitle {{ font-weight: bold; }}
QFrame#scratchPanel {{ background: {c["base"]}; border: 1px solid {c["answered_border"]};
                      border-radius: 6px; }}
QPushButton#askButton, QPushButton#stopButton {{
    border-radius: 5px; padding: 6px 18px; font-weight: bold; min-width: 4em; }}
QPushButton#askButton:enabled {{ background: {c["accent"]}; color: {c["accent_text"]};
                                 border: 1px solid {c["accent"]}; }}
QPushButton#stopButton:enabled {{ background: {c["stop"]}; color: {c["stop_text"]};
                                  border: 1px solid {c["stop"]}; }}
QPushButton#askButton:disabled, QPushButton#stopButton:disabled {{
    background: {c["disabled"]}; color: {c["disabled_text"]};
    border: 1px solid {c["answered_border"]}; font-weight: normal; }}
QPushButton#askButton:hover:enabled, QPushButton#stopButton:hover:enabled {{
    border: 1px solid {c["text"]}; }}
"""
