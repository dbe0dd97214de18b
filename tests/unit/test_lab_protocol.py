"""The lab wire format and the serve-side choices: codes, addresses, the catalog snapshot."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.lab import sample_snapshot
from tutorapp.core.errors import TutorError
from tutorapp.core.remote.protocol import (
    CatalogSnapshot,
    ModelInfo,
    ServerInfo,
    format_code,
    normalise_code,
    normalise_url,
)
from tutorapp.core.types import PassageKind
from tutorapp.lab.network import check_code, new_code, resolve_host
from tutorapp.lab.serve import default_slots


def test_codes_compare_without_case_spaces_or_dashes() -> None:
    assert normalise_code(" abcd-2345 ") == normalise_code("ABCD 2345") == "ABCD2345"
    assert format_code("abcd2345") == "ABCD-2345"


def test_new_codes_are_random_readable_and_valid() -> None:
    codes = {new_code() for _ in range(50)}
    assert len(codes) == 50
    for code in codes:
        assert check_code(code) == code
        assert not set(normalise_code(code)) & set("01IO")


@pytest.mark.parametrize("code", ["abc", "ab-12", "ABCD-234€", "       "])
def test_a_guessable_or_odd_code_is_refused(code: str) -> None:
    with pytest.raises(TutorError, match="at least 6 letters or digits"):
        check_code(code)


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", "http://192.168.1.20:8765"),
        ("192.168.1.20:9000", "http://192.168.1.20:9000"),
        ("http://teacher-pc:8765/", "http://teacher-pc:8765"),
        ("  HTTP://10.0.0.5  ", "http://10.0.0.5:8765"),
    ],
)
def test_addresses_as_students_type_them(typed: str, url: str) -> None:
    assert normalise_url(typed) == url


@pytest.mark.parametrize("typed", ["", "ftp://x", "http://", "https://10.0.0.5", "x:99999"])
def test_a_bad_address_says_what_one_looks_like(typed: str) -> None:
    with pytest.raises(TutorError):
        normalise_url(typed)


def test_the_server_listens_on_loopback_or_a_school_network_only() -> None:
    assert resolve_host(None) == "127.0.0.1"
    assert resolve_host("localhost") == "127.0.0.1"
    assert resolve_host("192.168.1.20") == "192.168.1.20"
    assert resolve_host("10.1.2.3") == "10.1.2.3"
    for everywhere in ("0.0.0.0", "::"):
        with pytest.raises(TutorError, match="every network"):
            resolve_host(everywhere)
    with pytest.raises(TutorError, match="public internet address"):
        resolve_host("8.8.8.8")
    with pytest.raises(TutorError, match="not an address"):
        resolve_host("teacher-pc.example.org")  # no name lookups: that would be traffic


def test_default_slots_keep_threads_within_the_cores() -> None:
    for cores in (1, 2, 3, 4, 8, 16):
        slots, threads = default_slots(cores)
        assert slots >= 1 and threads >= 1
        assert slots * threads <= max(cores, 1)


def test_snapshot_round_trips_and_its_version_follows_the_content() -> None:
    snapshot = sample_snapshot()
    again = CatalogSnapshot.decode(snapshot.encode())
    assert again == snapshot
    assert again.version == snapshot.version
    edited = CatalogSnapshot(
        identity=snapshot.identity,
        books=snapshot.books,
        chunks=snapshot.chunks[:-1],
        hidden=snapshot.hidden,
    )
    assert edited.version != snapshot.version


def test_passage_kinds_travel_in_the_snapshot() -> None:
    snapshot = sample_snapshot()
    chunks = list(snapshot.chunks)
    chunks[0] = replace(chunks[0], kind=PassageKind.PUZZLE)
    marked = CatalogSnapshot(
        identity=snapshot.identity, books=snapshot.books, chunks=tuple(chunks), hidden=()
    )
    again = CatalogSnapshot.decode(marked.encode())
    assert again.chunks[0].kind is PassageKind.PUZZLE
    assert again.chunks[1].kind is PassageKind.BODY


def test_a_snapshot_whose_stamp_does_not_match_is_refused() -> None:
    import gzip
    import json

    body = json.loads(gzip.decompress(sample_snapshot().encode()))
    body["chunks"][0][7] = "changed text"
    with pytest.raises(ValueError, match="version stamp"):
        CatalogSnapshot.decode(json.dumps(body).encode())


def test_server_info_round_trips() -> None:
    model = ModelInfo(
        model_id="m.gguf",
        chat_template="{{ x }}",
        bos_token="",
        eos_token="</s>",
        add_bos=True,
        n_ctx=4096,
        slots=2,
    )
    info = ServerInfo(
        protocol=1,
        app_version="0.1.0",
        identity={"embedder": "e"},
        catalog_version="v",
        books=3,
        model=model,
    )
    assert ServerInfo.from_json(info.to_json()) == info
