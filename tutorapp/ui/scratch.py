"""The tutor's scratch work in plain words: what it looked at and what checking found, for one
question, built from the pipeline's events ("Looked at 5 passages from 2 chapters; every
sentence matched the book").

The counts are the card's: both show ``shown_hits(hits)`` (the passages listed under "Sources
found") and the result's citations. Nothing here is stored.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tutorapp.core.results import AnswerResult, Status, ValidationPath
from tutorapp.core.types import Confidence, Hit
from tutorapp.ui.labels import page_label

SHOWN_SOURCES = 5  # passages listed on the card while the model reads them


def shown_hits(hits: Sequence[Hit]) -> tuple[Hit, ...]:
    """The passages the card lists (and the scratch work counts)."""
    return tuple(hits[:SHOWN_SOURCES])


translate = QCoreApplication.translate


def _count(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (both already translated) with ``{n}`` filled in."""
    return (one if n == 1 else many).format(n=n)


class ScratchNotes:
    """Plain-words notes for one question; feed it the events, read ``lines()``."""

    def __init__(self) -> None:
        self.hits: tuple[Hit, ...] = ()
        self.confidence: Confidence | None = None
        self.searched = False
        self.retried = False
        self.result: AnswerResult | None = None

    def retrieved(self, hits: Sequence[Hit], confidence: Confidence) -> None:
        self.searched = True
        self.hits = shown_hits(hits)
        self.confidence = confidence

    def retrying(self) -> None:
        self.retried = True

    def finished(self, result: AnswerResult) -> None:
        self.result = result

    def lines(self) -> list[str]:
        lines = self._looked()
        result = self.result
        if self.retried and (result is None or result.validation is None):
            lines.append(
                translate(
                    "ScratchNotes",
                    "The first answer did not match the book, so the tutor is answering "
                    "again more carefully.",
                )
            )
        if result is not None:
            lines.extend(self._outcome(result))
        return lines

    def _looked(self) -> list[str]:
        if not self.searched:
            return []
        if not self.hits:
            return [
                translate(
                    "ScratchNotes", "Searched your books and found nothing close to the question."
                )
            ]
        chapters: dict[str, list[str]] = {}
        for hit in self.hits:
            meta = hit.book.meta
            title = meta.chapter_title or meta.title
            pages = chapters.setdefault(title, [])
            where = page_label(hit.chunk.printed_page, hit.chunk.page_index)
            if where not in pages:
                pages.append(where)
        looked = translate("ScratchNotes", "Looked at {passages} from {chapters}:").format(
            passages=_count(
                len(self.hits),
                translate("ScratchNotes", "{n} passage"),
                translate("ScratchNotes", "{n} passages"),
            ),
            chapters=_count(
                len(chapters),
                translate("ScratchNotes", "{n} chapter"),
                translate("ScratchNotes", "{n} chapters"),
            ),
        )
        where = "; ".join(f"{title} ({', '.join(pages)})" for title, pages in chapters.items())
        return [f"{looked} {where}.", self._fit()]

    def _fit(self) -> str:
        return {
            Confidence.HIGH: translate("ScratchNotes", "They match the question well."),
            Confidence.MEDIUM: translate("ScratchNotes", "They match the question fairly well."),
            Confidence.LOW: translate("ScratchNotes", "They match the question only partly."),
        }.get(
            self.confidence or Confidence.INSUFFICIENT,
            translate(
                "ScratchNotes", "None of them is close enough to the question to answer from."
            ),
        )

    def _outcome(self, result: AnswerResult) -> list[str]:
        status = result.status
        if status is Status.SMALLTALK:
            return [
                translate(
                    "ScratchNotes",
                    "This was not a question about your books, so nothing was searched.",
                )
            ]
        if status is Status.ERROR:
            return [translate("ScratchNotes", "Something went wrong; the card says what to do.")]
        if status in (Status.REFUSED_OUT_OF_SCOPE, Status.REFUSED_LOW_CONFIDENCE):
            return [
                translate(
                    "ScratchNotes",
                    "So the tutor did not answer, and suggests nearby topics instead.",
                )
            ]
        if status is Status.REFUSED_UNSUPPORTED:
            return [
                translate(
                    "ScratchNotes",
                    "Nothing the tutor wrote could be matched to the book, so it says it "
                    "does not know.",
                )
            ]
        lines: list[str] = []
        if status is Status.CANCELLED:
            lines.append(
                translate(
                    "ScratchNotes", "You stopped the answer: only its finished sentences are kept."
                )
            )
        else:
            lines.append(self._checked(result))
        if result.citations:
            cited = ", ".join(
                f"[{c.n}] {page_label(c.printed_page, c.page_index)}" for c in result.citations
            )
            lines.append(
                _count(
                    len(result.citations),
                    translate("ScratchNotes", "The answer uses {n} of these passages:"),
                    translate("ScratchNotes", "The answer uses {n} of these passages:"),
                )
                + f" {cited}."
            )
        return lines

    def _checked(self, result: AnswerResult) -> str:
        validation = result.validation
        if validation is None:
            return translate(
                "ScratchNotes",
                "The answer was not checked against the book (checking is turned off).",
            )
        path = validation.path
        if path is ValidationPath.EXTRACTIVE:
            return translate(
                "ScratchNotes",
                "The tutor's own words could not be matched to the book, so you see the "
                "book's own sentences.",
            )
        removed = validation.removed
        again = (
            translate(
                "ScratchNotes",
                "The first answer did not match the book, so the tutor answered again. ",
            )
            if path is ValidationPath.RETRIED
            else ""
        )
        if not removed:
            return again + translate(
                "ScratchNotes", "Every sentence of the answer was checked and matched the book."
            )
        marked = any(s.marked for s in result.sentences)
        text = (
            _count(
                removed,
                translate(
                    "ScratchNotes", "{n} sentence did not match the book and is shown in grey."
                ),
                translate(
                    "ScratchNotes", "{n} sentences did not match the book and are shown in grey."
                ),
            )
            if marked
            else _count(
                removed,
                translate("ScratchNotes", "{n} sentence did not match the book and was removed."),
                translate("ScratchNotes", "{n} sentences did not match the book and were removed."),
            )
        )
        return (
            again
            + translate("ScratchNotes", "Every sentence was checked against the book: ")
            + text
        )
