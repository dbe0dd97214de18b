"""Names and titles from outside are shown on one safe line and stored short and plain."""

from __future__ import annotations

import os

from hypothesis import given
from hypothesis import strategies as st

from tutorapp.core.textsafe import NAME_LIMIT, clean_title, elide, is_encodable, shown


def test_escapes_reach_the_terminal_only_as_visible_text() -> None:
    name = "\x1b[31mred\x1b[0m-\x07bell\x08\r\n.pdf"
    assert shown(name) == "\\x1b[31mred\\x1b[0m-\\x07bell\\x08\\x0d\\x0a.pdf"
    assert shown("bidi-\u202egnp.pdf") == "bidi-\\u202egnp.pdf"


def test_undecodable_bytes_become_replacement_characters() -> None:
    name = os.fsdecode(b"caf\xe9-\xff.pdf")
    assert not is_encodable(name)
    assert shown(name) == "caf\ufffd-\ufffd.pdf"
    assert is_encodable(shown(name))


def test_devanagari_joiners_and_plain_unicode_are_kept() -> None:
    text = "फ़ैशन डिज़ाइन क्‍ष ज्‌ञ — θ 📚"
    assert shown(text, None) == text


def test_long_names_are_elided_in_the_middle() -> None:
    name = "a" * 300 + ".pdf"
    out = shown(name)
    assert len(out) == NAME_LIMIT and "…" in out and out.endswith(".pdf")
    assert elide("short", 10) == "short"


def test_titles_are_bounded_cleaned_and_cut_at_a_word() -> None:
    title = "An extremely long title " * 21_000
    cleaned = clean_title(title)
    assert len(cleaned) <= 160 and cleaned.endswith(" extremely…")
    assert clean_title("  Light\x00 –\nReflection\u202e  ") == "Light – Reflection"
    assert clean_title("") == ""


@given(st.text())
def test_shown_is_always_one_printable_encodable_line(text: str) -> None:
    out = shown(text)
    assert len(out) <= NAME_LIMIT
    assert is_encodable(out)
    assert not any(c in out for c in "\n\r\x1b\x07\x85\u2028\u2029")
    assert shown(out) == out or len(out) == NAME_LIMIT


@given(st.text(max_size=2000))
def test_clean_title_is_short_and_plain(text: str) -> None:
    out = clean_title(text)
    assert len(out) <= 160
    assert is_encodable(out) and "\n" not in out and "\x1b" not in out
