"""Typed events of a pack export or import; the CLI prints them, the window renders them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tutorapp.core.pack.manifest import Manifest


class PackStage(StrEnum):
    """What a progress event counts: bytes for all but ``STORING`` (passages)."""

    WRITING = "writing"  # export: books into the pack file
    CHECKING = "checking"  # import: every file's sha256, before anything changes
    COPYING = "copying"  # import: a PDF into the library's pdfs/ folder
    STORING = "storing"  # import: passages and their vectors


class PackOutcome(StrEnum):
    EXPORTED = "exported"
    ADDED = "added"
    REPLACED = "replaced"  # the laptop had another version of the book
    UNCHANGED = "unchanged"  # the laptop already had exactly this book


@dataclass(frozen=True, kw_only=True)
class PackOpened:
    """Import: the pack was read and every checksum matched. Export: the books were chosen."""

    path: str
    manifest: Manifest | None  # None for an export (the manifest is written last)
    books: int
    total_bytes: int


@dataclass(frozen=True, kw_only=True)
class PackProgress:
    stage: PackStage
    done: int
    total: int
    book_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class PackBookDone:
    book_id: str
    label: str
    outcome: PackOutcome
    replaced_id: str | None = None  # the same PDF was in this library under another id


@dataclass(frozen=True, kw_only=True)
class PackFinished:
    path: str
    exported: int = 0
    added: int = 0
    replaced: int = 0
    unchanged: int = 0
    size_bytes: int = 0
    seconds: float = 0.0


PackEvent = PackOpened | PackProgress | PackBookDone | PackFinished
