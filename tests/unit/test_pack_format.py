"""The pack format: manifest parsing (strict, one clear message) and canonical book data."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from tutorapp.core.errors import PackError
from tutorapp.core.pack.bookdata import (
    chunk_id,
    data_digest,
    decode_book,
    decode_meta,
    encode_book,
    sha256,
)
from tutorapp.core.pack.manifest import (
    DATA_PARTS,
    FORMAT_VERSION,
    EmbedderInfo,
    FileEntry,
    Manifest,
    PackBook,
    Part,
    parse_manifest,
)
from tutorapp.core.pdfstore import imported_path, safe_file_name
from tutorapp.core.types import Book, BookMeta, Chunk, Page, PassageKind

META = BookMeta(
    title="Science",
    chapter_title="Electricity",
    school_class=10,
    subject="Science",
    language="en",
    part=1,
    chapter=11,
    code="jesc111",
)


def _book(chunks: int = 2, generation: int = 3) -> Book:
    return Book(
        id="jesc111",
        meta=META,
        source_path="/teacher/books/jesc111.pdf",
        sha256="a" * 64,
        pages=2,
        first_printed_page=171,
        last_printed_page=172,
        chunks=chunks,
        indexed_at=1.0,
        generation=generation,
    )


def _content(key: str = "jesc111@3") -> tuple[list[Page], list[Chunk], np.ndarray]:
    pages = [Page(0, 171, "Ohm's law. सूत्र"), Page(1, 172, "Resistance in series.")]
    chunks = [
        Chunk(
            id=chunk_id(key, n),
            book_id="jesc111",
            ordinal=n,
            page_index=n,
            printed_page=171 + n,
            char_start=0,
            char_end=len(text),
            text=text,
        )
        for n, text in enumerate(["Ohm's law.", "Resistance in series."])
    ]
    vectors = np.random.default_rng(3).standard_normal((2, 8)).astype(np.float32)
    return pages, chunks, vectors


def _manifest(**changes: object) -> dict[str, object]:
    files = {Part.PDF: FileEntry(sha256="b" * 64, size=10)}
    files.update({part: FileEntry(sha256="c" * 64, size=5) for part in DATA_PARTS})
    book = PackBook(
        id="jesc111",
        generation=1,
        label="Science · Class 10 · Ch 11 Electricity",
        source_file="jesc111.pdf",
        pages=2,
        chunks=2,
        pdf_sha256="b" * 64,
        data_sha256="d" * 64,
        files=files,
    )
    manifest = Manifest(
        format_version=FORMAT_VERSION,
        app_version="0.1.0",
        created_at="2026-11-24T09:00:00+00:00",
        embedder=EmbedderInfo(id="test/hashing-8", version="unknown", dim=8),
        chunker_version="1",
        books=(book,),
    )
    data = manifest.to_json()
    data.update(changes)
    return data


def test_book_data_round_trips_and_is_deterministic() -> None:
    pages, chunks, vectors = _content()
    files = encode_book(_book(), pages, chunks, vectors)
    assert files == encode_book(_book(), pages, chunks, vectors)
    assert "/teacher" not in files[Part.BOOK].decode()  # no machine-specific paths
    record = decode_book(files, "jesc111@7", dim=8)
    assert record.meta == META and list(record.pages) == pages
    assert [c.id for c in record.chunks] == ["jesc111@7#00000", "jesc111@7#00001"]
    assert [c.text for c in record.chunks] == [c.text for c in chunks]
    assert np.array_equal(record.vectors, vectors)
    assert decode_meta(files[Part.BOOK]) == META


def test_passage_kinds_travel_in_the_pack() -> None:
    pages, chunks, vectors = _content()
    chunks[1] = replace(chunks[1], kind=PassageKind.EXERCISE)
    files = encode_book(_book(), pages, chunks, vectors)
    record = decode_book(files, "jesc111@7", dim=8)
    assert [c.kind for c in record.chunks] == [PassageKind.BODY, PassageKind.EXERCISE]
    rows = json.loads(files[Part.PASSAGES])
    for row in rows:
        del row["kind"]  # a pack without kinds reads as body text
    files[Part.PASSAGES] = json.dumps(rows).encode()
    record = decode_book(files, "jesc111@7", dim=8)
    assert {c.kind for c in record.chunks} == {PassageKind.BODY}


def test_data_digest_covers_every_data_file() -> None:
    pages, chunks, vectors = _content()
    files = encode_book(_book(), pages, chunks, vectors)
    digests = {part: sha256(files[part]) for part in DATA_PARTS}
    base = data_digest(digests)
    for part in DATA_PARTS:
        assert data_digest({**digests, part: "0" * 64}) != base


def test_encoding_refuses_passages_that_break_the_id_scheme() -> None:
    pages, chunks, vectors = _content(key="other@1")
    with pytest.raises(ValueError, match="id scheme"):
        encode_book(_book(), pages, chunks, vectors)


@pytest.mark.parametrize(
    ("part", "edit"),
    [
        (Part.VECTORS, lambda b: b[:-8]),
        (Part.PASSAGES, lambda b: b.replace(b'"ordinal":1', b'"ordinal":5')),
        (Part.PAGES, lambda b: b.replace(b'"index":1', b'"index":9')),
        (Part.BOOK, lambda b: b.replace(b'"chunks":2', b'"chunks":3')),
    ],
)
def test_malformed_book_data_is_rejected(part: Part, edit: object) -> None:
    pages, chunks, vectors = _content()
    files = encode_book(_book(), pages, chunks, vectors)
    files[part] = edit(files[part])  # type: ignore[operator]
    with pytest.raises((ValueError, KeyError, TypeError)):
        decode_book(files, "jesc111@1", dim=8)


def test_vectors_of_another_dimension_are_rejected() -> None:
    files = encode_book(_book(), *_content())
    with pytest.raises(ValueError, match="vectors"):
        decode_book(files, "jesc111@1", dim=384)


def test_manifest_round_trips() -> None:
    raw = json.dumps(_manifest()).encode()
    manifest = parse_manifest(raw, "books.tutorpack")
    assert manifest.books[0].files[Part.PDF].size == 10
    assert parse_manifest(manifest.encode(), "x") == manifest
    assert manifest.size == 10 + 4 * 5


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b"\xff\xfe not json", "is damaged: its manifest cannot be read"),
        (b'{"format": "something-else"}', "is not a TutorApp library pack"),
        (json.dumps(_manifest(format_version=FORMAT_VERSION + 1)).encode(), "newer TutorApp"),
        (json.dumps(_manifest(embedder={"id": "x"})).encode(), "manifest is incomplete"),
        (json.dumps(_manifest(books=[{"id": "../../etc"}])).encode(), "manifest is incomplete"),
        (json.dumps(_manifest(books="none")).encode(), "manifest is incomplete"),
    ],
)
def test_bad_manifests_get_one_clear_line(raw: bytes, expected: str) -> None:
    with pytest.raises(PackError, match=expected) as caught:
        parse_manifest(raw, "books.tutorpack")
    assert "\n" not in str(caught.value) and str(caught.value).startswith("books.tutorpack")


def test_duplicate_books_and_bad_checksums_are_rejected() -> None:
    data = _manifest()
    books = data["books"]
    assert isinstance(books, list)
    with pytest.raises(PackError, match="listed twice"):
        parse_manifest(json.dumps({**data, "books": books * 2}).encode(), "p")
    bad = json.loads(json.dumps(books))
    bad[0]["pdf_sha256"] = "xyz"
    with pytest.raises(PackError, match="sha256"):
        parse_manifest(json.dumps({**data, "books": bad}).encode(), "p")


def test_imported_pdfs_get_safe_names() -> None:
    assert safe_file_name("../../etc/passwd") == "passwd.pdf"
    assert safe_file_name("a:b*c?.pdf") == "a_b_c_.pdf"
    assert safe_file_name("..") == "book.pdf"
    path = imported_path(Path("/lib"), "f" * 64, "C:\\books\\jesc111.pdf")
    assert path == Path("/lib/pdfs") / ("f" * 16) / "jesc111.pdf"
