"""Connect to a lab server: check it, copy its catalog, and build the library and model.

The result plugs into the usual ``Pipeline``: a ``Library`` whose catalog is the local copy
and whose vector store is the server's Chroma (read-only), and a ``RemoteChatModel`` for
the server's llama.cpp. Questions are still embedded on this laptop, so the embedder must be
the one the teacher's library was built with; that is checked here, with a clear message.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.errors import LabServerError
from tutorapp.core.ingest.catalog import Catalog
from tutorapp.core.library import Library, library_identity
from tutorapp.core.remote.chat import RemoteChatModel
from tutorapp.core.remote.client import LabClient
from tutorapp.core.remote.mirror import (
    CATALOG_FILE,
    HIDDEN_META,
    PDF_FOLDER,
    ensure_mirror,
    server_folder,
)
from tutorapp.core.remote.protocol import ServerInfo
from tutorapp.core.remote.store import RemoteStore
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.types import Book

log = logging.getLogger(__name__)


class LabLibrary(Library):
    """The lab server's library: the local copy of its catalog, its vectors over HTTP.

    Read-only: adding, removing or editing books is refused (by the store here, and again by
    the server). Closing it closes its connection to the server.
    """

    def __init__(
        self,
        folder: Path,
        catalog: Catalog,
        store: RemoteStore,
        embedder: Embedder,
        client: LabClient,
    ) -> None:
        super().__init__(folder, catalog, store, embedder)
        self.client = client

    @property
    def url(self) -> str:
        return self.client.url

    def pdf_for(self, book: Book) -> Path:
        """A local copy of ``book``'s PDF, downloaded from the server the first time."""
        target = self.folder.parent / PDF_FOLDER / f"{book.sha256}.pdf"
        if target.is_file():
            return target
        return self.client.download_pdf(book.id, target)

    def close(self) -> None:
        try:
            super().close()
        finally:
            self.client.close()


@dataclass(frozen=True, kw_only=True)
class LabSession:
    """What ``connect_lab`` found: the server's info, its library and its model."""

    info: ServerInfo
    library: LabLibrary
    model: RemoteChatModel

    @property
    def url(self) -> str:
        return self.library.url

    def close(self) -> None:
        try:
            self.model.close()
        finally:
            self.library.close()


def connect_lab(
    lab_dir: Path,
    url: str,
    code: str,
    embedder_for: Callable[[Mapping[str, str]], Embedder],
    fallback_hint: str = "",
) -> LabSession:
    """Check the server and the class code, copy the catalog, build library and model.

    ``embedder_for`` gives the embedder for the server library's identity (its search model
    and chunker); questions are embedded on this laptop, so it must be the same model.
    """
    client = LabClient(url, code)
    try:
        client.hello()
        info = client.info()
        embedder = embedder_for(info.identity)
        _check_identity(client.url, info, embedder)
        folder = ensure_mirror(
            server_folder(lab_dir, client.url), info.catalog_version, client.catalog
        )
        version = client.expected_catalog = folder.name
        catalog = Catalog(folder / CATALOG_FILE)
        hidden = catalog.get_meta(HIDDEN_META) == "1"
        visible = [f"{b.id}@{b.generation}" for b in catalog.ready_books()]
        store = RemoteStore(client, visible, server_has_hidden=hidden)
        library = LabLibrary(folder, catalog, store, embedder, client)
    except BaseException:
        client.close()
        raise

    def connect() -> LabClient:
        model_client = LabClient(url, code)
        model_client.expected_catalog = version
        return model_client

    model = RemoteChatModel(connect, info.model, fallback_hint)
    log.info(
        "connected to the lab server %s: %d books, model %s (%d slots), catalog %s",
        client.url,
        len(visible),
        info.model.model_id,
        info.model.slots,
        version,
    )
    return LabSession(info=info, library=library, model=model)


def _check_identity(url: str, info: ServerInfo, embedder: Embedder) -> None:
    ours = library_identity(embedder)
    theirs = dict(info.identity)
    if ours == theirs:
        return
    differences = ", ".join(
        f"{key}: {theirs.get(key, '?')} on the server, {value} here"
        for key, value in ours.items()
        if theirs.get(key) != value
    )
    raise LabServerError(
        f"The lab server's library at {url} was built with another search model or "
        f"chunker ({differences}), so this laptop's questions would not match its books. "
        f"Install the same TutorApp version as on the teacher's machine "
        f"(the server runs {info.app_version})."
    )
