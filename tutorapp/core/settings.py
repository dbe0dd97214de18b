"""Settings for answering (defaults chosen by measuring the dev set; see the issue notes)."""

from __future__ import annotations

from dataclasses import dataclass

from tutorapp.core.retrieval.gate import DEFAULT_PRESET, PRESETS, GateThresholds


@dataclass(frozen=True)
class AnswerSettings:
    preset: str = DEFAULT_PRESET  # strict / moderate / lenient confidence gate
    k: int = 8  # passages retrieved for the gate
    max_sources: int = 4  # passages shown to the model
    max_source_words: int = 520  # bounds the prompt: prefill is the main cost on a laptop
    think_in_tags: bool = False  # ask the model to reason inside <think> first
    max_tokens: int = 320
    temperature: float = 0.1
    custom_thresholds: GateThresholds | None = None  # overrides the preset (tests, tuning)

    @property
    def thresholds(self) -> GateThresholds:
        return self.custom_thresholds or PRESETS[self.preset]
