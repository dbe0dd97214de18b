"""The lab server's wire format, shared by ``tutorapp serve`` and the students' TutorApps.

One address serves everything, behind the class code (``Authorization: Bearer CODE``):

* ``/lab/v1/hello`` (no code needed): "this is a TutorApp lab server", protocol version;
* ``/lab/v1/info``: the library's identity (embedder, chunker), catalog version, the model's
  chat template and context size — a ``ServerInfo``;
* ``/lab/v1/catalog``: a ``CatalogSnapshot`` — the visible books and every passage text with
  its pages, gzip-compressed JSON; its ``version`` is a hash of the content;
* ``/lab/v1/books/{id}/pdf``: a book's PDF, for the page viewer;
* ``/api/v2/…``: Chroma's own REST API, read-only (queries and reads pass, writes are refused);
* ``/v1/completions``: llama.cpp's OpenAI-compatible completions stream, queued for a free slot.

Every response carries ``X-TutorApp-Catalog`` so a client sees when its copy of the catalog
is out of date.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from tutorapp.core.errors import TutorError
from tutorapp.core.types import Book, BookMeta, Chunk, PassageKind

PROTOCOL = 1
APP_NAME = "tutorapp-lab"
DEFAULT_PORT = 8765

HELLO_PATH = "/lab/v1/hello"
INFO_PATH = "/lab/v1/info"
CATALOG_PATH = "/lab/v1/catalog"
PDF_PATH = "/lab/v1/books/{book_id}/pdf"
COMPLETIONS_PATH = "/v1/completions"
CATALOG_HEADER = "X-TutorApp-Catalog"

#: Class codes are shown as ``ABCD-2345``; people may type them in any case, with or without
#: the dash or spaces.
_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud in a class


def normalise_code(code: str) -> str:
    """The class code as compared: upper-case, without spaces or dashes."""
    return re.sub(r"[\s\-]+", "", code).upper()


def format_code(code: str) -> str:
    """A code as shown to people: groups of four, ``ABCD-2345``."""
    plain = normalise_code(code)
    return "-".join(plain[i : i + 4] for i in range(0, len(plain), 4))


def code_alphabet() -> str:
    return _CODE_ALPHABET


def normalise_url(text: str) -> str:
    """``http://HOST:PORT`` from what a student typed (``192.168.1.20``, ``host:8765``, …)."""
    raw = text.strip()
    if not raw:
        raise TutorError("Enter the lab server's address (your teacher's screen shows it).")
    if "://" not in raw:
        raw = "http://" + raw
    parts = urlsplit(raw)
    if parts.scheme != "http" or not parts.hostname:
        raise TutorError(
            f"“{text.strip()}” is not a lab server address. It looks like "
            f"http://192.168.1.20:{DEFAULT_PORT} (your teacher's screen shows it)."
        )
    try:
        port = parts.port or DEFAULT_PORT
    except ValueError:
        raise TutorError(f"The port in “{text.strip()}” is not a number from 1 to 65535.") from None
    host = parts.hostname
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


@dataclass(frozen=True, kw_only=True)
class ModelInfo:
    """What a client needs to prompt the server's model as it would a local one."""

    model_id: str
    chat_template: str
    bos_token: str
    eos_token: str
    add_bos: bool  # the server's tokenizer puts the BOS token before every prompt
    n_ctx: int
    slots: int

    def to_json(self) -> dict[str, Any]:
        return {
            "model_id": self.model_id,
            "chat_template": self.chat_template,
            "bos_token": self.bos_token,
            "eos_token": self.eos_token,
            "add_bos": self.add_bos,
            "n_ctx": self.n_ctx,
            "slots": self.slots,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ModelInfo:
        return cls(
            model_id=str(data["model_id"]),
            chat_template=str(data["chat_template"]),
            bos_token=str(data["bos_token"]),
            eos_token=str(data["eos_token"]),
            add_bos=bool(data["add_bos"]),
            n_ctx=int(data["n_ctx"]),
            slots=int(data["slots"]),
        )


@dataclass(frozen=True, kw_only=True)
class ServerInfo:
    """``/lab/v1/info``: the served library and model."""

    protocol: int
    app_version: str
    identity: Mapping[str, str]
    catalog_version: str
    books: int
    model: ModelInfo

    def to_json(self) -> dict[str, Any]:
        return {
            "app": APP_NAME,
            "protocol": self.protocol,
            "app_version": self.app_version,
            "identity": dict(self.identity),
            "catalog_version": self.catalog_version,
            "books": self.books,
            "model": self.model.to_json(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ServerInfo:
        return cls(
            protocol=int(data["protocol"]),
            app_version=str(data["app_version"]),
            identity={str(k): str(v) for k, v in dict(data["identity"]).items()},
            catalog_version=str(data["catalog_version"]),
            books=int(data["books"]),
            model=ModelInfo.from_json(data["model"]),
        )


@dataclass(frozen=True, kw_only=True)
class CatalogSnapshot:
    """The visible books and their passages, as the teacher's catalog has them.

    ``hidden`` lists book versions whose vectors may be in the server's store but which are
    not visible (an interrupted ingest): searches must then filter by visible versions.
    """

    identity: Mapping[str, str]
    books: tuple[Book, ...]
    chunks: tuple[Chunk, ...]
    hidden: tuple[str, ...] = ()
    version: str = field(default="")

    def __post_init__(self) -> None:
        if not self.version:
            object.__setattr__(self, "version", _digest(self._content()))

    def _content(self) -> dict[str, Any]:
        return {
            "identity": dict(sorted(self.identity.items())),
            "books": [_book_json(b) for b in self.books],
            "chunks": [_chunk_row(c) for c in self.chunks],
            "hidden": sorted(self.hidden),
        }

    def encode(self) -> bytes:
        """Gzip-compressed JSON, as served."""
        body = {"version": self.version, **self._content()}
        return gzip.compress(json.dumps(body, ensure_ascii=False).encode("utf-8"), mtime=0)

    @classmethod
    def decode(cls, data: bytes) -> CatalogSnapshot:
        """From ``encode``'s bytes (gzip-compressed or already decompressed)."""
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        body = json.loads(data.decode("utf-8"))
        snapshot = cls(
            identity={str(k): str(v) for k, v in body["identity"].items()},
            books=tuple(_book_from(b) for b in body["books"]),
            chunks=tuple(_chunk_from(c) for c in body["chunks"]),
            hidden=tuple(str(h) for h in body["hidden"]),
        )
        if snapshot.version != body["version"]:
            raise ValueError("the catalog snapshot does not match its version stamp")
        return snapshot


def _digest(content: Mapping[str, Any]) -> str:
    canonical = json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:20]


def _book_json(book: Book) -> dict[str, Any]:
    meta = book.meta
    return {
        "id": book.id,
        "generation": book.generation,
        "source_path": book.source_path,
        "sha256": book.sha256,
        "pages": book.pages,
        "first_printed_page": book.first_printed_page,
        "last_printed_page": book.last_printed_page,
        "chunks": book.chunks,
        "indexed_at": book.indexed_at,
        "title": meta.title,
        "chapter_title": meta.chapter_title,
        "school_class": meta.school_class,
        "subject": meta.subject,
        "language": meta.language,
        "part": meta.part,
        "chapter": meta.chapter,
        "code": meta.code,
    }


def _book_from(data: Mapping[str, Any]) -> Book:
    meta = BookMeta(
        title=str(data["title"]),
        chapter_title=data["chapter_title"],
        school_class=data["school_class"],
        subject=data["subject"],
        language=str(data["language"]),
        part=data["part"],
        chapter=data["chapter"],
        code=data["code"],
    )
    return Book(
        id=str(data["id"]),
        meta=meta,
        source_path=str(data["source_path"]),
        sha256=str(data["sha256"]),
        pages=int(data["pages"]),
        first_printed_page=data["first_printed_page"],
        last_printed_page=data["last_printed_page"],
        chunks=int(data["chunks"]),
        indexed_at=float(data["indexed_at"]),
        generation=int(data["generation"]),
    )


def _chunk_row(chunk: Chunk) -> list[Any]:
    fields = (chunk.id, chunk.book_id, chunk.ordinal, chunk.page_index, chunk.printed_page)
    return [*fields, chunk.char_start, chunk.char_end, chunk.text, chunk.kind.value]


def _chunk_from(row: Sequence[Any]) -> Chunk:
    return Chunk(
        id=str(row[0]),
        book_id=str(row[1]),
        ordinal=int(row[2]),
        page_index=int(row[3]),
        printed_page=None if row[4] is None else int(row[4]),
        char_start=int(row[5]),
        char_end=int(row[6]),
        text=str(row[7]),
        kind=PassageKind.parse(row[8] if len(row) > 8 else None),  # older servers: body
    )
