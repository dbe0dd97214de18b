"""Text that came from outside (file names, PDF titles) made safe to show and to store.

File names may hold bytes that are not UTF-8 (Python keeps them as lone surrogates, which no
terminal, log or database can encode), control characters and ANSI escape sequences (which
would move the cursor or recolour a teacher's terminal), bidirectional overrides (which make
a name read backwards from some point on) and be thousands of characters long. PDF titles can
be half a million characters. ``shown`` escapes such text for one line of output;
``clean_title`` makes a short, plain title to store.
"""

from __future__ import annotations

import unicodedata

#: Longest file name shown in a message (the middle is elided).
NAME_LIMIT = 100
#: Longest title kept for a book (cut at a word, with an ellipsis).
TITLE_LIMIT = 160


def _escape(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte kept by surrogateescape
        return "\ufffd"
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


#: Format characters that scripts need (Devanagari's zero-width joiner and non-joiner).
_JOINERS = frozenset("\u200c\u200d")


def _unsafe(char: str) -> bool:
    """Control, format (bidi overrides, zero-width), surrogate or line/paragraph separators."""
    return unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp") and char not in _JOINERS


def elide(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters by replacing its middle with ``…``."""
    if len(text) <= limit:
        return text
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return f"{text[:head]}…{text[-tail:] if tail else ''}"


def shown(text: str, limit: int | None = NAME_LIMIT) -> str:
    """``text`` as one printable line: unsafe characters escaped (``\\x1b``), undecodable
    bytes as ``\ufffd``, the middle elided past ``limit`` characters (None: no limit)."""
    if limit is not None:
        text = elide(text, limit * 4)  # before escaping: bounded work for huge inputs
    safe = "".join(_escape(c) if _unsafe(c) else c for c in text)
    return safe if limit is None else elide(safe, limit)


def is_encodable(text: str) -> bool:
    """True when ``text`` can be written as UTF-8 (no undecodable bytes from the OS)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def clean_title(text: str, limit: int = TITLE_LIMIT) -> str:
    """A title fit to store and show: no control or format characters, single spaces, at most
    ``limit`` characters (cut at a word boundary, ending in ``…``)."""
    text = text[: limit * 8]
    text = "".join(" " if _unsafe(c) or c.isspace() else c for c in text)
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-–") + "…"
