"""Shared, expensive fixtures for integration tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import CORPUS
from tutorapp.app import open_library
from tutorapp.core.events import BookFailed, BookIndexed
from tutorapp.core.library import Library
from tutorapp.paths import Home


@pytest.fixture(scope="session")
def corpus_library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    """All 13 NCERT chapters ingested once per session with the real embedder."""
    if not CORPUS.is_dir():
        pytest.skip(f"NCERT corpus not found at {CORPUS}")
    lib = open_library(Home(tmp_path_factory.mktemp("corpus-home")))
    events = list(lib.ingest([CORPUS]))
    assert not [e for e in events if isinstance(e, BookFailed)]
    assert len([e for e in events if isinstance(e, BookIndexed)]) == 13
    yield lib
    lib.close()
