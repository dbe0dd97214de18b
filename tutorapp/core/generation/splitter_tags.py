"""Finding tags in a model's text stream: think tags and service tokens.

:class:`TagLexer` turns streamed text into :class:`Token` s. It is incremental: a tag may be
split across pieces at any character. At each ``<`` or ``[`` it holds text back only while
the buffer could still become a tag, so the hold is bounded by :attr:`TagLexer.lookahead`
characters; "a < b" comes straight through. Every decision depends only on the text, never
on where the pieces were cut.

Recognised, case-insensitively:

* ``<think>``, ``<thinking>`` and their closing tags;
* service tokens: anything shaped ``<|…|>`` (also with the fullwidth bar ``｜`` some models
  use) and the literals in :data:`SERVICE_LITERALS`; a role word written right after one
  (``<|im_start|>assistant``, ``<start_of_turn>model``) belongs to the token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

TokenKind = Literal["text", "open_think", "close_think", "service"]

THINK_OPEN = ("<think>", "<thinking>")
THINK_CLOSE = ("</think>", "</thinking>")
SERVICE_LITERALS = (
    "<s>",
    "</s>",
    "<eos>",
    "<bos>",
    "<pad>",
    "<unk>",
    "<end_of_turn>",
    "<start_of_turn>",
    "[INST]",
    "[/INST]",
    "<<SYS>>",
    "<</SYS>>",
)
ROLE_WORDS = ("assistant", "user", "system", "model", "tool")

_MAX_PIPE_BODY = 30
_PIPE_TOKEN = re.compile(rf"<[|｜][^|｜<>\s]{{1,{_MAX_PIPE_BODY}}}[|｜]>")
_PIPE_PREFIX = re.compile(rf"<(?:[|｜](?:[^|｜<>\s]{{0,{_MAX_PIPE_BODY}}}[|｜]?)?)?")

_PARTIAL = -1  # a match length meaning "could still become a tag: wait for more text"


@dataclass(frozen=True)
class Token:
    """A run of text or one tag; ``text`` is exactly what the model wrote."""

    kind: TokenKind
    text: str


def _fold(text: str) -> tuple[str, ...]:
    """Lower-case per character, so the length (in characters) never changes."""
    return tuple(ch.lower() for ch in text)


def _same(text: str, folded: tuple[str, ...]) -> bool:
    return len(text) == len(folded) and all(
        ch.lower() == want for ch, want in zip(text, folded, strict=True)
    )


class TagLexer:
    """Incremental tokenizer; feed text with :meth:`feed`, then call :meth:`finish` once."""

    def __init__(self) -> None:
        literals: list[tuple[tuple[str, ...], TokenKind]] = []
        literals += [(_fold(t), "open_think") for t in THINK_OPEN]
        literals += [(_fold(t), "close_think") for t in THINK_CLOSE]
        literals += [(_fold(t), "service") for t in SERVICE_LITERALS]
        starts = {"<", "["}
        self._literals = literals
        self._roles = [_fold(r) for r in ROLE_WORDS]
        self._starts = re.compile("|".join(re.escape(c) for c in sorted(starts)))
        longest = max(*(len(lit) for lit, _ in literals), _MAX_PIPE_BODY + 4)
        self.lookahead = longest + max(len(r) for r in ROLE_WORDS) + 1
        self._buffer = ""

    def feed(self, text: str) -> list[Token]:
        """Tokens decided so far; a possible tag at the end stays buffered."""
        return self._scan(text, final=False)

    def finish(self) -> list[Token]:
        """Everything still buffered: an unfinished tag is plain text."""
        return self._scan("", final=True)

    def _scan(self, text: str, final: bool) -> list[Token]:
        buf = self._buffer + text
        self._buffer = ""
        tokens: list[Token] = []
        start = pos = 0
        while (found := self._starts.search(buf, pos)) is not None:
            at = found.start()
            length, kind = self._match(buf[at : at + self.lookahead], final)
            if length == _PARTIAL:
                self._buffer = buf[at:]
                buf = buf[:at]
                break
            if length == 0 or kind is None:
                pos = at + 1
                continue
            if at > start:
                tokens.append(Token("text", buf[start:at]))
            tokens.append(Token(kind, buf[at : at + length]))
            start = pos = at + length
        if len(buf) > start:
            tokens.append(Token("text", buf[start:]))
        return tokens

    def _match(self, window: str, final: bool) -> tuple[int, TokenKind | None]:
        """Longest tag at the start of ``window``: (length, kind), (0, None) or _PARTIAL."""
        best, kind, partial = 0, None, False
        for literal, literal_kind in self._literals:
            size = len(literal)
            if len(window) >= size:
                if size > best and _same(window[:size], literal):
                    best, kind = size, literal_kind
            elif not final and _same(window, literal[: len(window)]):
                partial = True
        pipe = _PIPE_TOKEN.match(window)
        if pipe is not None and pipe.end() > best:
            best, kind = pipe.end(), "service"
        elif pipe is None and not final and _PIPE_PREFIX.fullmatch(window):
            partial = True
        if partial:
            return _PARTIAL, None
        if kind == "service":
            role = self._role_after(window[best:], final)
            if role == _PARTIAL:
                return _PARTIAL, None
            best += role
        return best, kind

    def _role_after(self, rest: str, final: bool) -> int:
        """Length of a role word (with a word boundary after it) starting ``rest``."""
        for role in self._roles:
            size = len(role)
            if len(rest) > size:
                if _same(rest[:size], role) and not (rest[size].isalnum() or rest[size] == "_"):
                    return size
            elif _same(rest, role[: len(rest)]):
                if final:
                    return size if len(rest) == size else 0
                return _PARTIAL
        return 0
