"""Why the viewer cannot show a book's PDF, in the interface language and in words a teacher
can act on: the file was not found (moved or deleted), cannot be read (permissions), is
locked with a password or a protection QtPdf cannot open, or is damaged.

Each function makes the text anew, so the viewer can say it again after a change of
language. The texts are the viewer's (translation context ``PdfViewer``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtPdf import QPdfDocument

from tutorapp.ui.i18n import QT_TRANSLATE_NOOP

_DAMAGED = QT_TRANSLATE_NOOP(
    "PdfViewer",
    "The book's PDF at {path} could not be opened: the file is damaged or is not a PDF. Re-add "
    "the book from a good copy.",
)
_ERROR_TEXT = {
    QPdfDocument.Error.IncorrectPassword: QT_TRANSLATE_NOOP(
        "PdfViewer",
        "The book's PDF at {path} is locked with a password, so it cannot be shown here. Try "
        "“Open in system viewer”.",
    ),
    QPdfDocument.Error.UnsupportedSecurityScheme: QT_TRANSLATE_NOOP(
        "PdfViewer",
        "The book's PDF at {path} uses a kind of protection this viewer cannot open. Try “Open "
        "in system viewer”.",
    ),
}

translate = QCoreApplication.translate


def not_found(path: Path) -> str:
    return translate(
        "PdfViewer",
        "The book's PDF was not found at {path}: it may have been moved or deleted. "
        "Re-add the book from its new place.",
    ).format(path=path)


def not_readable(path: Path) -> str:
    return translate(
        "PdfViewer",
        "The book's PDF at {path} could not be read: this computer's account may "
        "not have permission to open it. Re-add the book from a folder you can open.",
    ).format(path=path)


def not_opened(error: QPdfDocument.Error, path: Path) -> str:
    """Why QtPdf could not load ``path`` (``error``; a PDF without pages reads as damaged)."""
    return translate("PdfViewer", _ERROR_TEXT.get(error, _DAMAGED)).format(path=path)
