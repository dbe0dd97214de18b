"""A scripted ``ChatModel`` for pipeline and UI tests, after simonw/llm's mock model.

Each call to ``stream`` plays the next script, one piece per "token", then one
``GenerationDone``. It honours ``cancel`` between pieces and ``config.max_tokens``, can sleep
before the first piece (``first_delay``: the prompt's prefill) and before each piece (to let a
test press Stop mid-answer), and records every call so a test can assert that the model was
(or was never) asked. It is a ``PrefixCache`` too: ``warm_prefix`` records the prefixes.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator, Sequence

from tutorapp.core.generation.engine import (
    CancelToken,
    ChatMessage,
    FinishReason,
    FixedPrefix,
    GenerationConfig,
    GenerationDone,
    StreamItem,
)
from tutorapp.core.generation.prefix_state import PrefixWarmth


class ScriptedGenerator:
    """Plays queued answers; raises ``AssertionError`` when called with no script left."""

    def __init__(
        self,
        scripts: Sequence[Sequence[str]] = (),
        *,
        delay: float = 0.0,
        first_delay: float = 0.0,
        model_id: str = "test/scripted",
    ) -> None:
        self._scripts: deque[list[str]] = deque(list(script) for script in scripts)
        self.delay = delay
        self.first_delay = first_delay
        self.prefixes: list[FixedPrefix] = []  # what warm_prefix was given, in order
        self._held: FixedPrefix | None = None  # the prefix the "context" holds
        self._model_id = model_id
        self.calls: list[list[ChatMessage]] = []
        self.configs: list[GenerationConfig] = []
        self.loads = 0
        self.closes = 0

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def pending(self) -> int:
        """Scripts not played yet."""
        return len(self._scripts)

    def enqueue(self, pieces: Sequence[str]) -> None:
        self._scripts.append(list(pieces))

    def load(self) -> None:
        self.loads += 1

    def close(self) -> None:
        self.closes += 1
        self._held = None

    def warm_prefix(self, prefix: FixedPrefix) -> PrefixWarmth:
        cached, self._held = self._held == prefix, prefix
        self.prefixes.append(prefix)
        return PrefixWarmth.CACHED if cached else PrefixWarmth.COMPUTED

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        # Not a generator function: the call is recorded even if the stream is never read.
        self.calls.append(list(messages))
        self.configs.append(config)
        if not self._scripts:
            raise AssertionError(f"ScriptedGenerator: no script left for call {len(self.calls)}")
        prompt_tokens = sum(len(m.content.split()) for m in messages)
        return self._play(self._scripts.popleft(), prompt_tokens, config, cancel)

    def _play(
        self, script: list[str], prompt_tokens: int, config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        started = time.perf_counter()
        finish: FinishReason = "stop"
        produced = 0
        first_ms: float | None = None
        if self.first_delay and script:
            time.sleep(self.first_delay)
        for piece in script:
            if self.delay:
                time.sleep(self.delay)
            if _is_set(cancel):
                finish = "cancelled"
                break
            if produced >= config.max_tokens:
                finish = "length"
                break
            if first_ms is None:
                first_ms = (time.perf_counter() - started) * 1000
            produced += 1
            yield piece
        total_ms = (time.perf_counter() - started) * 1000
        yield GenerationDone(
            finish_reason=finish,
            prompt_tokens=prompt_tokens,
            completion_tokens=produced,
            first_token_ms=first_ms,
            total_ms=total_ms,
            prompt_new=prompt_tokens,
        )


def _is_set(cancel: CancelToken) -> bool:
    return cancel.cancelled
