"""Splitting a streamed model reply into a reasoning channel and an answer channel.

:class:`StreamSplitter` takes the text pieces as the model streams them (each piece one
token) and returns :class:`Delta` s. It is pure: no model, no Qt, no clock.

Routing. ``<think>…</think>`` and ``<thinking>…</thinking>`` (any case, tags cut anywhere)
go to *reasoning*, the rest to *answer*; an unclosed ``<think>`` makes everything after it
reasoning, and a ``</think>`` outside a think block is dropped (and counts as a leak: what
came before it was reasoning). When a chat template opens the think block in the prompt
(thinking models such as Qwen3 do), the engine streams that ``<think>`` first.

Clean-up. Service tokens (see :mod:`.splitter_tags`) are removed; whitespace is normalised
and repetitions in the answer are suppressed (see :mod:`.splitter_text`). On a loop,
``stats.looping`` turns True so the caller can stop the model.

Reasoning cap. Reasoning is capped at ``max_reasoning_chars`` characters as the model wrote
them. Reasoning past the cap is dropped (never routed to the answer); the caller stops the
model when ``stats.reasoning_capped`` turns True (``generation.attempt`` does).

Counts. ``stats.reasoning_tokens`` and ``stats.answer_tokens`` count the pieces fed, each
counted for the channel the splitter is in once the piece is read (a piece is one model
token, so this is a token count, give or take the tags).

Every output depends on the text only, never on where the stream was cut, and the work is
linear in the length of the text. Held back at any time: a possible tag (a few dozen
characters at most), trailing whitespace, the word being written, words that may be part of
a repetition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from tutorapp.core.generation.splitter_tags import TagLexer, Token
from tutorapp.core.generation.splitter_text import LoopGuard, WhitespaceNormaliser
from tutorapp.core.types import Channel

_Mode = Literal["answer", "think"]

LEAK_RUN_WORDS = 8
_TAG_REMNANT = re.compile(r"</?think", re.IGNORECASE)
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class SplitterConfig:
    max_reasoning_chars: int = 4000
    loop_ngram_words: int = 6

    def __post_init__(self) -> None:
        if self.max_reasoning_chars < 0:
            raise ValueError("max_reasoning_chars must not be negative")
        if self.loop_ngram_words < 2:
            raise ValueError("loop_ngram_words must be at least 2")


DEFAULT_CONFIG = SplitterConfig()


@dataclass(frozen=True)
class Delta:
    """New text for one channel."""

    channel: Channel
    text: str


@dataclass(frozen=True)
class SplitStats:
    """A snapshot; ``leaked`` is only set by :meth:`StreamSplitter.finish`."""

    reasoning_tokens: int = 0
    answer_tokens: int = 0
    looping: bool = False
    reasoning_capped: bool = False
    leaked: bool = False


def leak_check(answer: str, reasoning: str, min_run: int = LEAK_RUN_WORDS) -> bool:
    """True if reasoning reached the answer: a think tag remnant, or ``min_run`` words in a
    row (compared case-folded, punctuation ignored) that also appear in the reasoning."""
    if _TAG_REMNANT.search(answer):
        return True
    thought = [w.casefold() for w in _WORD.findall(reasoning)]
    said = [w.casefold() for w in _WORD.findall(answer)]
    if min_run < 1 or len(thought) < min_run or len(said) < min_run:
        return False
    runs = {tuple(thought[i : i + min_run]) for i in range(len(thought) - min_run + 1)}
    return any(tuple(said[i : i + min_run]) in runs for i in range(len(said) - min_run + 1))


class _Output:
    """Deltas of one call, adjacent ones of the same channel merged."""

    def __init__(self) -> None:
        self.parts: list[tuple[Channel, list[str]]] = []

    def add(self, channel: Channel, text: str) -> None:
        if not text:
            return
        if self.parts and self.parts[-1][0] == channel:
            self.parts[-1][1].append(text)
        else:
            self.parts.append((channel, [text]))

    def deltas(self) -> list[Delta]:
        return [Delta(channel, "".join(texts)) for channel, texts in self.parts]


class StreamSplitter:
    """Feed the model's pieces in order with :meth:`feed`, then call :meth:`finish` once."""

    def __init__(self, config: SplitterConfig = DEFAULT_CONFIG) -> None:
        self._config = config
        self._lexer = TagLexer()
        self._answer_space = WhitespaceNormaliser()
        self._reasoning_space = WhitespaceNormaliser()
        self._guard = LoopGuard(config.loop_ngram_words)
        self._mode: _Mode = "answer"
        self._reasoning_chars = 0  # as the model wrote them, for the cap
        self._capped = False
        self._stray_close = False
        self._tokens = {Channel.ANSWER: 0, Channel.REASONING: 0}
        self._texts: dict[Channel, list[str]] = {Channel.ANSWER: [], Channel.REASONING: []}
        self._leaked = False
        self._finished = False
        self._out = _Output()

    @property
    def stats(self) -> SplitStats:
        return SplitStats(
            reasoning_tokens=self._tokens[Channel.REASONING],
            answer_tokens=self._tokens[Channel.ANSWER],
            looping=self._guard.looping,
            reasoning_capped=self._capped,
            leaked=self._leaked,
        )

    @property
    def answer(self) -> str:
        """The answer text given out so far."""
        return "".join(self._texts[Channel.ANSWER])

    @property
    def reasoning(self) -> str:
        """The reasoning text given out so far."""
        return "".join(self._texts[Channel.REASONING])

    def feed(self, piece: str) -> list[Delta]:
        """Route one streamed piece; returns the text that is now certain, per channel."""
        if self._finished:
            raise RuntimeError("StreamSplitter.feed() after finish()")
        for token in self._lexer.feed(piece):
            self._route(token)
        if piece:
            self._tokens[Channel.REASONING if self._mode == "think" else Channel.ANSWER] += 1
        return self._flush(final=False)

    def finish(self) -> list[Delta]:
        """End of stream: everything held back comes out; sets ``stats.leaked``."""
        if self._finished:
            return []
        for token in self._lexer.finish():
            self._route(token)
        deltas = self._flush(final=True)
        self._finished = True
        self._leaked = self._stray_close or leak_check(self.answer, self.reasoning)
        return deltas

    def _route(self, token: Token) -> None:
        kind, mode = token.kind, self._mode
        if kind == "text":
            self._text(token.text)
        elif kind in ("open_think", "close_think"):
            if kind == "open_think":
                self._mode = "think"
            elif mode == "think":
                self._mode = "answer"
            else:
                self._stray_close = True
            # a think tag separates words, whichever channel goes on after it
            self._reasoning_space.soft_break()
            self._answer_space.soft_break()
            self._answer("")

    def _text(self, text: str) -> None:
        if self._mode == "answer":
            self._answer(text)
        else:
            self._reason(text)

    def _reason(self, text: str) -> None:
        if self._capped:
            return
        room = self._config.max_reasoning_chars - self._reasoning_chars
        kept = text[:room]
        self._reasoning_chars += len(kept)
        self._emit(Channel.REASONING, self._reasoning_space.feed(kept))
        if len(text) > room:
            self._capped = True  # the rest of the reasoning is dropped, never shown

    def _answer(self, text: str) -> None:
        cleaned = self._answer_space.feed(text)
        self._emit(Channel.ANSWER, self._guard.feed(cleaned, self._answer_space.gap_pending))

    def _emit(self, channel: Channel, text: str) -> None:
        if text:
            self._texts[channel].append(text)
            self._out.add(channel, text)

    def _flush(self, final: bool) -> list[Delta]:
        if final:
            self._emit(Channel.REASONING, self._reasoning_space.finish())
            self._emit(Channel.ANSWER, self._guard.feed(self._answer_space.finish()))
            self._emit(Channel.ANSWER, self._guard.finish())
        deltas = self._out.deltas()
        self._out = _Output()
        return deltas
