"""One attempt at an answer: stream the model through the splitter, continuing a cut-off answer.

``run_attempt`` is a generator: it yields the events the student sees (stages, answer and
reasoning deltas) and returns an ``Attempt`` with the answer text and its counts. When the
answer hits the token limit mid-thought, it asks the model to continue its own text (the
prompt prefix stays in the KV cache) in chunks of half the limit, at most
``continuation.limit`` times, keeping only on-topic, non-duplicate sentences.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Generator as Gen
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.events import AnswerDelta, AskEvent, Stage, StageName
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    ChatModel,
    FinishReason,
    GenerationConfig,
    GenerationDone,
)
from tutorapp.core.generation.splitter import SplitterConfig, StreamSplitter
from tutorapp.core.types import Channel
from tutorapp.core.validation.continuation import ContinuationFilter, glue, is_cut_off

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class Attempt:
    answer: str  # the answer, continuations merged
    shown: str  # what was streamed to the student on the answer channel
    finish: FinishReason
    looping: bool
    leaked: bool
    prompt_tokens: int
    prompt_new: int | None  # prompt tokens evaluated (not taken from the KV cache), all chunks
    reasoning_tokens: int
    answer_tokens: int
    first_token_ms: float | None  # from the question's start
    generation_ms: float
    continuations: int = 0
    continuation_ms: float = 0.0
    dropped: int = 0  # continued sentences dropped as off-topic or repeated

    @property
    def cancelled(self) -> bool:
        return self.finish == "cancelled" and not self.looping


@dataclass(frozen=True, kw_only=True)
class _Chunk:
    answer: str
    raw_leading_space: bool
    done: GenerationDone | None
    looping: bool
    leaked: bool
    reasoning_tokens: int
    answer_tokens: int
    first_token_ms: float | None


def _stream(
    generator: ChatModel,
    messages: Sequence[ChatMessage],
    config: GenerationConfig,
    cancel: CancelToken,
    started: float,
    announce: bool = True,
) -> Gen[AskEvent, None, _Chunk]:
    splitter = StreamSplitter(SplitterConfig())
    parts: list[str] = []
    done: GenerationDone | None = None
    first_ms: float | None = None
    leading_space = False
    # stopping a model that repeats itself ends this stream, not the question: the retry
    # after it must still run (the student's Stop is the parent token)
    stop = cancel.child()
    for piece in generator.stream(messages, config, stop):
        if isinstance(piece, GenerationDone):
            done = piece
            break
        if first_ms is None:
            first_ms = (time.perf_counter() - started) * 1000
            leading_space = piece[:1].isspace()
            if announce:
                yield Stage(StageName.ANSWERING)
        for delta in splitter.feed(piece):
            yield from _emit(delta.channel, delta.text, parts)
        stats = splitter.stats
        if stats.looping or stats.reasoning_capped:
            why = "repeating itself" if stats.looping else "reasoning past the cap"
            log.info("model started %s; stopping generation", why)
            stop.cancel()
    for delta in splitter.finish():
        yield from _emit(delta.channel, delta.text, parts)
    stats = splitter.stats
    return _Chunk(
        answer="".join(parts),
        raw_leading_space=leading_space,
        done=done,
        looping=stats.looping or stats.reasoning_capped,
        leaked=stats.leaked,
        reasoning_tokens=stats.reasoning_tokens,
        answer_tokens=stats.answer_tokens,
        first_token_ms=first_ms,
    )


def _emit(channel: Channel, text: str, parts: list[str]) -> Gen[AskEvent, None, None]:
    if not text:
        return
    if channel is Channel.ANSWER:
        parts.append(text)
    yield AnswerDelta(channel, text)


def _new_tokens(so_far: int | None, chunk: _Chunk) -> int | None:
    """Add one chunk's freshly evaluated prompt tokens (``None``: the model does not say)."""
    new = chunk.done.prompt_new if chunk.done else 0
    return None if so_far is None or new is None else so_far + new


def run_attempt(
    generator: ChatModel,
    messages: Sequence[ChatMessage],
    config: GenerationConfig,
    cancel: CancelToken,
    *,
    started: float,
    continuation: ContinuationFilter | None = None,
) -> Gen[AskEvent, None, Attempt]:
    """Stream one answer (and its continuations); return what came of it."""
    began = time.perf_counter()
    chunk = yield from _stream(generator, messages, config, cancel, started)
    first_ms = chunk.first_token_ms
    answer = chunk.answer.strip()
    shown = chunk.answer
    finish: FinishReason = chunk.done.finish_reason if chunk.done else "stop"
    looping, leaked = chunk.looping, chunk.leaked
    prompt = chunk.done.prompt_tokens if chunk.done else 0
    prompt_new = _new_tokens(0, chunk)
    reasoning, produced = chunk.reasoning_tokens, chunk.answer_tokens
    generation_ms = (time.perf_counter() - began) * 1000
    count, cont_ms, dropped = 0, 0.0, 0
    half = replace(config, max_tokens=max(16, config.max_tokens // 2))
    while (
        continuation is not None
        and finish == "length"
        and not looping
        and count < continuation.limit
        and answer
        and is_cut_off(answer)
    ):
        yield Stage(StageName.CONTINUING)
        cont_began = time.perf_counter()
        more = [*messages, ChatMessage("assistant", answer)]
        chunk = yield from _stream(generator, more, half, cancel, started, announce=False)
        count += 1
        prompt_new = _new_tokens(prompt_new, chunk)
        finish = chunk.done.finish_reason if chunk.done else "stop"
        looping, leaked = looping or chunk.looping, leaked or chunk.leaked
        reasoning, produced = reasoning + chunk.reasoning_tokens, produced + chunk.answer_tokens
        shown = glue(shown, chunk.answer, chunk.raw_leading_space)
        if finish != "cancelled" and chunk.answer.strip():
            merged = continuation.merge(answer, glue(answer, chunk.answer, chunk.raw_leading_space))
            answer, dropped = merged.answer.strip(), dropped + merged.dropped
            log.info(
                "continued the answer: %d sentences kept, %d dropped", merged.kept, merged.dropped
            )
            if merged.off_topic:
                finish = "stop"
        cont_ms += (time.perf_counter() - cont_began) * 1000
        if finish == "cancelled":
            break
    return Attempt(
        answer=answer,
        shown=shown,
        finish=finish,
        looping=looping,
        leaked=leaked,
        prompt_tokens=prompt,
        prompt_new=prompt_new,
        reasoning_tokens=reasoning,
        answer_tokens=produced,
        first_token_ms=first_ms,
        generation_ms=generation_ms,
        continuations=count,
        continuation_ms=cont_ms,
        dropped=dropped,
    )
