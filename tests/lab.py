"""Builders for the lab tests: a small catalog snapshot, server info, and a chat template."""

from __future__ import annotations

from pathlib import Path

import httpx

from tests.doubles import HashingEmbedder
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import library_identity
from tutorapp.core.remote.client import LabClient
from tutorapp.core.remote.connect import LabLibrary
from tutorapp.core.remote.mirror import CATALOG_FILE, ensure_mirror
from tutorapp.core.remote.protocol import CatalogSnapshot, ModelInfo, ServerInfo
from tutorapp.core.remote.store import RemoteStore
from tutorapp.core.types import Book, BookMeta, Chunk

IDENTITY = library_identity(HashingEmbedder())
CHATML = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def sample_book(book_id: str = "water", generation: int = 1, chunks: int = 2) -> Book:
    meta = BookMeta(
        title="Science",
        chapter_title="The Water Cycle",
        school_class=6,
        subject="Science",
        language="en",
        chapter=3,
    )
    return Book(
        id=book_id,
        meta=meta,
        source_path=f"/teacher/books/{book_id}.pdf",
        sha256="0" * 64,
        pages=4,
        first_printed_page=21,
        last_printed_page=24,
        chunks=chunks,
        indexed_at=1_700_000_000.0,
        generation=generation,
    )


def sample_chunks(book: Book) -> tuple[Chunk, ...]:
    texts = [
        "Water evaporates from the sea when the sun heats it.",
        "Clouds form when water vapour cools and condenses into droplets.",
        "Rain falls when the droplets grow heavy.",
    ]
    return tuple(
        Chunk(
            id=f"{book.id}@{book.generation}#{n}",
            book_id=book.id,
            ordinal=n,
            page_index=n,
            printed_page=21 + n,
            char_start=0,
            char_end=len(texts[n % 3]),
            text=texts[n % 3],
        )
        for n in range(book.chunks)
    )


def sample_snapshot(hidden: tuple[str, ...] = ()) -> CatalogSnapshot:
    books = (sample_book("water"), sample_book("air", generation=3, chunks=3))
    chunks = tuple(c for b in books for c in sample_chunks(b))
    return CatalogSnapshot(identity=IDENTITY, books=books, chunks=chunks, hidden=hidden)


def sample_info(snapshot: CatalogSnapshot | None = None, n_ctx: int = 4096) -> ServerInfo:
    snapshot = snapshot or sample_snapshot()
    model = ModelInfo(
        model_id="tiny.gguf",
        chat_template=CHATML,
        bos_token="",
        eos_token="<|im_end|>",
        add_bos=False,
        n_ctx=n_ctx,
        slots=1,
    )
    return ServerInfo(
        protocol=1,
        app_version="0.1.0",
        identity=snapshot.identity,
        catalog_version=snapshot.version,
        books=len(snapshot.books),
        model=model,
    )


def offline_lab_library(folder: Path, url: str = "http://10.0.0.5:8765") -> LabLibrary:
    """A lab library over a copy of ``sample_snapshot()`` whose server answers nothing (503):
    enough for the window, which reads the catalog copy and never the vectors here."""
    snapshot = sample_snapshot()
    copy = ensure_mirror(folder, snapshot.version, lambda: snapshot)
    client = LabClient(
        url, "ABCD-2345", transport=httpx.MockTransport(lambda _r: httpx.Response(503))
    )
    visible = [f"{b.id}@{b.generation}" for b in snapshot.books]
    store = RemoteStore(client, visible, server_has_hidden=False)
    return LabLibrary(copy, Catalog(copy / CATALOG_FILE), store, HashingEmbedder(), client)
