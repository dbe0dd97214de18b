"""The pack's ``manifest.json``: versions, and every file of every book with its sha256.

Parsing is strict: a manifest that is not exactly the documented shape is reported as a
damaged or foreign file (``PackError``), never as a traceback.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import cast

from tutorapp.core.errors import PackError

FORMAT = "tutorapp-pack"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
SUFFIX = ".tutorpack"

_BOOK_ID = re.compile(r"^[0-9a-z][0-9a-z-]{0,99}$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


class Part(StrEnum):
    """The files of one book in a pack, in the order their digests make ``data_sha256``."""

    PDF = "source.pdf"
    BOOK = "book.json"
    PAGES = "pages.json"
    PASSAGES = "passages.json"
    VECTORS = "vectors.npy"


#: The book's data (everything but the PDF), in digest order.
DATA_PARTS = (Part.BOOK, Part.PAGES, Part.PASSAGES, Part.VECTORS)
#: The data that is compared byte for byte when deciding whether a laptop has a book already.
CATALOG_PARTS = (Part.BOOK, Part.PAGES, Part.PASSAGES)


def member_name(book_id: str, part: Part) -> str:
    return f"books/{book_id}/{part.value}"


@dataclass(frozen=True, kw_only=True)
class FileEntry:
    sha256: str
    size: int


@dataclass(frozen=True, kw_only=True)
class PackBook:
    """One book as the manifest lists it."""

    id: str
    generation: int  # the version number on the teacher's machine (kept when possible)
    label: str  # "Science · Class 10 · Ch 11 Electricity", for showing the pack's contents
    source_file: str
    pages: int
    chunks: int
    pdf_sha256: str
    data_sha256: str
    files: Mapping[Part, FileEntry]

    def member(self, part: Part) -> str:
        return member_name(self.id, part)

    @property
    def size(self) -> int:
        return sum(entry.size for entry in self.files.values())

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "generation": self.generation,
            "label": self.label,
            "source_file": self.source_file,
            "pages": self.pages,
            "chunks": self.chunks,
            "pdf_sha256": self.pdf_sha256,
            "data_sha256": self.data_sha256,
            "files": {
                self.member(part): {"sha256": entry.sha256, "size": entry.size}
                for part, entry in self.files.items()
            },
        }


@dataclass(frozen=True, kw_only=True)
class EmbedderInfo:
    id: str
    version: str
    dim: int


@dataclass(frozen=True, kw_only=True)
class Manifest:
    format_version: int
    app_version: str
    created_at: str  # ISO 8601, UTC
    embedder: EmbedderInfo
    chunker_version: str
    books: tuple[PackBook, ...]

    @property
    def size(self) -> int:
        return sum(book.size for book in self.books)

    def to_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "format_version": self.format_version,
            "app_version": self.app_version,
            "created_at": self.created_at,
            "embedder": {
                "id": self.embedder.id,
                "version": self.embedder.version,
                "dim": self.embedder.dim,
            },
            "chunker_version": self.chunker_version,
            "books": [book.to_json() for book in self.books],
        }

    def encode(self) -> bytes:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2).encode("utf-8")


def parse_manifest(raw: bytes, name: str) -> Manifest:
    """The manifest from its bytes; ``name`` (the pack's file name) is used in messages."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise PackError(damaged(name, "its manifest cannot be read")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PackError(not_a_pack(name))
    version = data.get("format_version")
    if isinstance(version, int) and version > FORMAT_VERSION:
        raise PackError(
            f"{name} was made by a newer TutorApp (pack format {version}; this one reads "
            f"format {FORMAT_VERSION}). Update TutorApp on this computer, then import it again."
        )
    try:
        return _manifest(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise PackError(damaged(name, f"its manifest is incomplete ({exc})")) from None


def damaged(name: str, what: str) -> str:
    """The one line for a pack whose content is wrong."""
    return (
        f"{name} is damaged: {what}. Nothing was imported; copy the pack again from the "
        "computer it was made on."
    )


def not_a_pack(name: str) -> str:
    return (
        f"{name} is not a TutorApp library pack. Packs are made with File → Export books… "
        "or `tutorapp pack export`."
    )


def _manifest(data: dict[str, object]) -> Manifest:
    embedder = _dict(data["embedder"])
    books = tuple(_book(_dict(b)) for b in _list(data["books"]))
    ids = [b.id for b in books]
    if len(set(ids)) != len(ids):
        raise ValueError("a book is listed twice")
    return Manifest(
        format_version=_int(data["format_version"]),
        app_version=_str(data["app_version"]),
        created_at=_str(data["created_at"]),
        embedder=EmbedderInfo(
            id=_str(embedder["id"]), version=_str(embedder["version"]), dim=_int(embedder["dim"])
        ),
        chunker_version=_str(data["chunker_version"]),
        books=books,
    )


def _book(data: dict[str, object]) -> PackBook:
    book_id = _str(data["id"])
    if not _BOOK_ID.match(book_id):
        raise ValueError(f"bad book id {book_id!r}")
    listed = _dict(data["files"])
    files: dict[Part, FileEntry] = {}
    for part in Part:
        entry = _dict(listed[member_name(book_id, part)])
        files[part] = FileEntry(sha256=_sha(entry["sha256"]), size=_int(entry["size"]))
    if len(listed) != len(Part):
        raise ValueError(f"unexpected files for book {book_id}")
    return PackBook(
        id=book_id,
        generation=_int(data["generation"]),
        label=_str(data["label"]),
        source_file=_str(data["source_file"]),
        pages=_int(data["pages"]),
        chunks=_int(data["chunks"]),
        pdf_sha256=_sha(data["pdf_sha256"]),
        data_sha256=_sha(data["data_sha256"]),
        files=files,
    )


def _dict(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise TypeError("expected an object")
    return cast(dict[str, object], value)


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return cast(list[object], value)


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise TypeError("expected a whole number")
    return value


def _sha(value: object) -> str:
    text = _str(value)
    if not _SHA256.match(text):
        raise ValueError("bad sha256")
    return text
