"""One book's data in a pack, as canonical bytes: ``book.json``, ``pages.json``,
``passages.json`` and ``vectors.npy``.

The encoding is deterministic (sorted keys, no whitespace, UTF-8, little-endian float32), so
the same book always gives the same bytes and the same ``data_sha256``: that is how an
import recognises a book the laptop already has. Nothing machine-specific is in it (no
paths, no times, no version numbers: passage ids are rebuilt from the ordinal on import).
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np

from tutorapp.core.pack.manifest import DATA_PARTS, Part
from tutorapp.core.retrieval.embedder import Vectors
from tutorapp.core.types import Book, BookMeta, Chunk, Page, PassageKind


@dataclass(frozen=True, kw_only=True)
class BookRecord:
    """A book's data read from a pack, ready to be written to a catalog as version ``key``."""

    book_id: str
    meta: BookMeta
    source_file: str
    pdf_sha256: str
    pages: tuple[Page, ...]
    chunks: tuple[Chunk, ...]
    vectors: Vectors


def chunk_id(key: str, ordinal: int) -> str:
    """The passage id the chunker gives passage ``ordinal`` of book version ``key``."""
    return f"{key}#{ordinal:05d}"


def encode_book(
    book: Book, pages: Sequence[Page], chunks: Sequence[Chunk], vectors: Vectors
) -> dict[Part, bytes]:
    """The four data files of ``book`` (its PDF is added separately)."""
    key = f"{book.id}@{book.generation}"
    for chunk in chunks:
        if chunk.id != chunk_id(key, chunk.ordinal):
            raise ValueError(f"passage {chunk.id} does not follow the id scheme of {key}")
    meta = book.meta
    head = {
        "id": book.id,
        "title": meta.title,
        "chapter_title": meta.chapter_title,
        "class": meta.school_class,
        "subject": meta.subject,
        "language": meta.language,
        "part": meta.part,
        "chapter": meta.chapter,
        "code": meta.code,
        "pages": book.pages,
        "first_printed_page": book.first_printed_page,
        "last_printed_page": book.last_printed_page,
        "chunks": book.chunks,
        "source_file": book.source_file,
        "pdf_sha256": book.sha256,
    }
    page_rows = [{"index": p.index, "printed_page": p.printed_page, "text": p.text} for p in pages]
    passage_rows = [
        {
            "ordinal": c.ordinal,
            "page_index": c.page_index,
            "printed_page": c.printed_page,
            "char_start": c.char_start,
            "char_end": c.char_end,
            "text": c.text,
            "kind": c.kind.value,
        }
        for c in chunks
    ]
    buffer = io.BytesIO()
    array = np.ascontiguousarray(vectors, dtype="<f4")
    np.lib.format.write_array(buffer, array, version=(1, 0), allow_pickle=False)
    return {
        Part.BOOK: _json(head),
        Part.PAGES: _json(page_rows),
        Part.PASSAGES: _json(passage_rows),
        Part.VECTORS: buffer.getvalue(),
    }


def data_digest(file_digests: Mapping[Part, str]) -> str:
    """``data_sha256``: sha256 of the lines ``"<file> <sha256>\\n"`` of the four data files."""
    lines = "".join(f"{part.value} {file_digests[part]}\n" for part in DATA_PARTS)
    return hashlib.sha256(lines.encode("ascii")).hexdigest()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def decode_meta(raw: bytes) -> BookMeta:
    """The metadata in a ``book.json``."""
    return _meta(_obj(json.loads(raw.decode("utf-8"))))


def _meta(head: dict[str, object]) -> BookMeta:
    return BookMeta(
        title=_text(head["title"]),
        chapter_title=_opt_text(head["chapter_title"]),
        school_class=_opt_int(head["class"]),
        subject=_opt_text(head["subject"]),
        language=_text(head["language"]),
        part=_opt_int(head["part"]),
        chapter=_opt_int(head["chapter"]),
        code=_opt_text(head["code"]),
    )


def decode_book(files: Mapping[Part, bytes], key: str, dim: int) -> BookRecord:
    """Parse the data files for book version ``key``; ``ValueError``/``KeyError``/``TypeError``
    when they are not the documented shape."""
    book_id = key.rsplit("@", 1)[0]
    head = _obj(json.loads(files[Part.BOOK].decode("utf-8")))
    if head["id"] != book_id:
        raise ValueError(f"book.json names {head['id']!r}, not {book_id!r}")
    meta = _meta(head)
    pages = tuple(
        Page(_int(row["index"]), _opt_int(row["printed_page"]), _text(row["text"]))
        for row in map(_obj, _rows(files[Part.PAGES]))
    )
    if [p.index for p in pages] != list(range(len(pages))) or len(pages) != head["pages"]:
        raise ValueError("pages are not numbered 0, 1, 2…")
    chunks = []
    for ordinal, row in enumerate(map(_obj, _rows(files[Part.PASSAGES]))):
        if row["ordinal"] != ordinal or not 0 <= _int(row["page_index"]) < len(pages):
            raise ValueError(f"passage {ordinal} is out of order or off the pages")
        chunks.append(
            Chunk(
                id=chunk_id(key, ordinal),
                book_id=book_id,
                ordinal=ordinal,
                page_index=_int(row["page_index"]),
                printed_page=_opt_int(row["printed_page"]),
                char_start=_int(row["char_start"]),
                char_end=_int(row["char_end"]),
                text=_text(row["text"]),
                kind=PassageKind.parse(row.get("kind")),
            )
        )
    if len(chunks) != head["chunks"]:
        raise ValueError("the passage count does not match book.json")
    vectors = np.load(io.BytesIO(files[Part.VECTORS]), allow_pickle=False)
    if vectors.dtype != np.dtype("<f4") or vectors.shape != (len(chunks), dim):
        raise ValueError(f"vectors are {vectors.dtype} {vectors.shape}, not ({len(chunks)}, {dim})")
    if not np.isfinite(vectors).all():
        raise ValueError("vectors contain NaN or infinity")
    return BookRecord(
        book_id=book_id,
        meta=meta,
        source_file=_text(head["source_file"]),
        pdf_sha256=_text(head["pdf_sha256"]),
        pages=pages,
        chunks=tuple(chunks),
        vectors=np.asarray(vectors, dtype=np.float32),
    )


def _json(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def _rows(raw: bytes) -> list[object]:
    rows = json.loads(raw.decode("utf-8"))
    if not isinstance(rows, list):
        raise TypeError("expected a list")
    return cast(list[object], rows)


def _obj(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise TypeError("expected an object")
    return cast(dict[str, object], value)


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value


def _opt_text(value: object) -> str | None:
    return None if value is None else _text(value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("expected a whole number")
    return value


def _opt_int(value: object) -> int | None:
    return None if value is None else _int(value)
