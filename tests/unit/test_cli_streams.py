"""CLI output survives a closed pipe and text the terminal cannot encode."""

from __future__ import annotations

import io
import os

from tutorapp.cli_streams import SafeStream


def test_a_closed_pipe_silences_the_stream_instead_of_raising() -> None:
    read_end, write_end = os.pipe()
    raw = os.fdopen(write_end, "w", encoding="utf-8")
    stream = SafeStream(raw)
    os.close(read_end)  # `| head` exited
    stream.write("line\n" * 10_000)
    stream.flush()
    assert stream.broken
    stream.write("more\n")
    stream.flush()
    raw.close()


def test_unencodable_text_is_escaped() -> None:
    buffer = io.BytesIO()
    text = io.TextIOWrapper(buffer, encoding="ascii", errors="strict")
    stream = SafeStream(text)
    stream.write("✓ caf" + os.fsdecode(b"\xe9") + ".pdf\n")
    stream.flush()
    assert buffer.getvalue() == b"\\u2713 caf\\udce9.pdf\n"
