"""Settings for answering one question. The defaults were chosen by measuring the dev set
(``shared/eval/dev.jsonl``) and the support calibration (``bench/support_calibration.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tutorapp.core.retrieval.gate import DEFAULT_PRESET, PRESETS, GateThresholds, presets_for
from tutorapp.core.validation.support import SupportThresholds
from tutorapp.core.validation.verdicts import ContradictionThresholds


@dataclass(frozen=True, kw_only=True)
class AnswerSettings:
    preset: str = DEFAULT_PRESET  # strict / moderate / lenient confidence gate
    k: int = 8  # passages retrieved for the gate
    max_sources: int = 4  # passages shown to the model
    max_source_words: int = 520  # bounds the prompt: prefill is the main cost on a laptop
    # the passages as the model reads them, cut to the sentences that matter for the question
    # (estimated tokens, their frames included; 0: whole passages). Measured with
    # bench/compression.py: ~300 new prompt tokens a question instead of ~700.
    max_source_tokens: int = 280
    think_in_tags: bool = False  # ask the model to reason inside <think> first
    max_tokens: int = 320
    temperature: float = 0.1
    custom_thresholds: GateThresholds | None = None  # overrides the preset (tests, tuning)
    # after generation (answer validation)
    validate: bool = True  # check every sentence against the sources
    mark_unsupported: bool = False  # keep unsupported sentences, marked, instead of dropping
    accept_quality: float = 0.85  # at or above: the answer stands as written
    trim_keep_share: float = 0.5  # trim only if this share of the words stays; else retry
    latency_budget_ms: float = 60_000  # no retry when it would likely end past this
    max_continuations: int = 2  # chunks added to an answer the token limit cut off
    support: SupportThresholds = field(
        default_factory=SupportThresholds
    )  # when a source supports a sentence
    contradiction: ContradictionThresholds = field(
        default_factory=ContradictionThresholds
    )  # when a passage contradicts a sentence or a question's premise
    check_premise: bool = True  # check what a question takes for granted before answering
    # the answer model's doubt ("No" over "Yes") above which a premise the word checks let
    # through is corrected (``premise_judge``; None: the model is not asked). Measured with
    # bench/premise_margin.py on heldout36–47 (240 false premises, 240 true twins): 0.6 adds 45
    # corrections for 3 more twins flagged (1.2 points); 0.5 adds 51 for 5 (2.1 points).
    premise_doubt: float | None = 0.6

    @property
    def thresholds(self) -> GateThresholds:
        """The preset as calibrated for all-MiniLM-L6-v2 (see ``thresholds_for``)."""
        return self.custom_thresholds or PRESETS[self.preset]

    def thresholds_for(self, model_id: str) -> GateThresholds:
        """The preset as calibrated for the search embedder ``model_id``."""
        return self.custom_thresholds or presets_for(model_id)[self.preset]
