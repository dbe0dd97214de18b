"""PyMuPDF text extraction: a PDF file → ``RawPage``s with positioned lines.

This module imports PyMuPDF, which is not thread-safe, so only the extraction child process
(``worker.py``) calls it. Failures are ``BadPdfError`` with a message a teacher can act on.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from tutorapp.core.errors import BadPdfError
from tutorapp.core.ingest.raw import RawLine, RawPage, RawSpan

_PDF_MAGIC = b"%PDF-"


def check_header(path: Path) -> None:
    """Reject files that are empty or are not PDFs before PyMuPDF sees them."""
    try:
        with path.open("rb") as handle:
            head = handle.read(1024)
    except PermissionError as exc:
        raise BadPdfError(
            f"{path.name}: cannot be opened (permission denied). "
            "Copy it somewhere you can read, or ask for access, and add it again."
        ) from exc
    except OSError as exc:
        raise BadPdfError(f"{path.name}: cannot be read ({exc.strerror}).") from exc
    if not head:
        raise BadPdfError(f"{path.name}: the file is empty (0 bytes). Download or copy it again.")
    if _PDF_MAGIC not in head:
        raise BadPdfError(
            f"{path.name}: this is not a PDF file. Only PDF textbooks can be added; "
            "save or export it as PDF first."
        )


class PdfReader:
    """Opens one PDF and yields its pages; raises ``BadPdfError`` for unusable files."""

    def __init__(self, path: Path) -> None:
        import pymupdf  # noqa: PLC0415 - only the extraction child imports PyMuPDF

        check_header(path)
        self._path = path
        try:
            self._doc = pymupdf.open(path, filetype="pdf")
        except Exception as exc:  # PyMuPDF raises its own types for broken files
            raise BadPdfError(
                f"{path.name}: the PDF is damaged or incomplete and cannot be opened "
                "(was the download cut short?). Download or copy it again."
            ) from exc
        # Only ``needs_pass``: files with just an owner password (print/copy restrictions, as
        # many textbooks have) open and read fine. Never read ``needs_pass`` after
        # ``authenticate()``: in PyMuPDF 1.28 that silently breaks decryption.
        if self._doc.needs_pass:
            self._doc.close()
            raise BadPdfError(
                f"{path.name}: the PDF is password-protected. "
                "Save an unprotected copy (or get one from ncert.nic.in) and add that."
            )
        if self._doc.page_count == 0:
            self._doc.close()
            raise BadPdfError(f"{path.name}: the PDF has no pages. Download or copy it again.")
        self.page_count: int = self._doc.page_count
        self.metadata_title: str = (self._doc.metadata or {}).get("title") or ""
        self.has_page_labels: bool = bool(self._doc.get_page_labels())
        self.repaired: bool = bool(self._doc.is_repaired)

    def pages(self) -> Iterator[RawPage]:
        import pymupdf  # noqa: PLC0415

        flags = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
        for index in range(self.page_count):
            try:
                page = self._doc.load_page(index)
                data = page.get_text("dict", flags=flags, sort=False)
                label = page.get_label() if self.has_page_labels else ""
            except Exception as exc:
                raise BadPdfError(
                    f"{self._path.name}: page {index + 1} is damaged and cannot be read "
                    "(was the download cut short?). Download or copy the file again."
                ) from exc
            yield RawPage(
                index=index,
                width=float(page.rect.width),
                height=float(page.rect.height),
                lines=tuple(_lines(data)),
                label=label,
            )

    def close(self) -> None:
        self._doc.close()


def _lines(data: dict[str, object]) -> Iterator[RawLine]:
    blocks = data.get("blocks", [])
    assert isinstance(blocks, list)
    for block_no, block in enumerate(blocks):
        if block.get("type", 0) != 0:
            continue
        for line in block.get("lines", []):
            spans = tuple(
                RawSpan(
                    text=span["text"],
                    size=round(float(span["size"]), 2),
                    font=str(span["font"]),
                    bbox=_box(span["bbox"]),
                )
                for span in line.get("spans", [])
                if span["text"]
            )
            if not spans or not "".join(s.text for s in spans).strip():
                continue
            dx, dy = line.get("dir", (1.0, 0.0))
            yield RawLine(
                spans=spans,
                bbox=_box(line["bbox"]),
                block=block_no,
                horizontal=abs(dy) < 0.1 and dx > 0,
            )


def _box(values: Sequence[float]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = values
    return (round(float(x0), 2), round(float(y0), 2), round(float(x1), 2), round(float(y1), 2))
