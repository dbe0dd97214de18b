"""Checking one answer: validate it, retry once with the stricter prompt, fall back to the
book's own sentences (the preview), or refuse — and the finished result with its citations.

``Pipeline`` hands over here once the model has answered; these run on the thread that owns
the model (a retry calls it again).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace

from tutorapp.core.answering import Answered, is_refusal, ms_since
from tutorapp.core.concluding import conclude
from tutorapp.core.events import AnswerDelta, AskEvent, Finished, Revised, Stage, StageName
from tutorapp.core.generation.attempt import run_attempt
from tutorapp.core.generation.engine import CancelToken, ChatMessage, ChatModel, GenerationConfig
from tutorapp.core.generation.prompts import Asking, build_messages
from tutorapp.core.results import AnswerResult, ValidationPath
from tutorapp.core.retrieval.exercises import about_exercise
from tutorapp.core.retrieval.ranking import Asks
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Channel, Source
from tutorapp.core.validation.continuation import ContinuationFilter
from tutorapp.core.validation.extractive import Extract
from tutorapp.core.validation.policy import Cited, Validator, Verdict, cite
from tutorapp.core.validation.textbook import may_stand_in

log = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class Turn:
    """What checking (and the one retry) of one question's answer needs: the prompt and its
    settings, and the passages as chosen (``whole``) with the preview's sentences
    (``extracts``), numbered by them."""

    messages: list[ChatMessage]
    config: GenerationConfig
    cancel: CancelToken
    follow: ContinuationFilter | None
    validator: Validator
    whole: list[Source]
    extracts: tuple[Extract, ...]


def validated(
    answered: Answered, turn: Turn, generator: ChatModel, settings: AnswerSettings
) -> Iterator[AskEvent]:
    """Check the answer; trim it, retry once, fall back to the book's sentences (the
    preview) or refuse."""
    sources, plan = answered.sources, answered.plan
    validator = turn.validator
    first = answered.attempts[0]
    yield Stage(StageName.CHECKING)
    checked = time.perf_counter()
    # (a question that types out one of the book's exercises is not worked by the model)
    posed = next((e.sentence for e in turn.extracts if e.posed), "")
    exercise = posed if about_exercise(plan.question, plan.hits) else None
    verdict = validator.judge(
        first.answer,
        plan.question,
        sources,
        answered.avoid,
        answered.retrieved,
        exercise=exercise,
    )
    answered.validation_ms += ms_since(checked)
    first_checks = verdict.checks
    log.info(
        "validation: %s, quality %.2f, checks %s",
        verdict.path,
        verdict.quality,
        list(verdict.checks),
    )
    retried = False
    both: Verdict | None = None  # what a failed first and a failed retry agree on
    within_budget = ms_since(answered.started) + first.generation_ms <= settings.latency_budget_ms
    if not verdict.usable and within_budget:
        yield Stage(StageName.RETRYING)
        if answered.correction is not None and answered.correction.lead is not None:
            yield AnswerDelta(channel=Channel.ANSWER, text=answered.correction.streamed)
        retry_began = time.perf_counter()
        strict = build_messages(
            answered.correction.asked(plan.question) if answered.correction else plan.question,
            sources,
            answered.school_class,
            think=settings.think_in_tags,
            strict=True,
            asking=Asking(earlier=plan.earlier, steps=plan.asks is Asks.COMPUTE),
        )
        second = yield from run_attempt(
            generator,
            strict,
            replace(turn.config, temperature=0.0),
            turn.cancel,
            started=answered.started,
            continuation=turn.follow,
        )
        answered.attempts.append(second)
        answered.retry_ms = ms_since(retry_began)
        retried = True
        if second.cancelled:
            yield finished(answered.stopped(second.answer))
            return
        if second.answer and not is_refusal(second.answer):
            checked = time.perf_counter()
            again = validator.judge(
                second.answer,
                plan.question,
                sources,
                answered.avoid,
                answered.retrieved,
                exercise=exercise,
            )
            answered.validation_ms += ms_since(checked)
            log.info("retry validation: %s, quality %.2f", again.path, again.quality)
            both = validator.agreed(verdict, again, plan.question, sources)
            if again.usable or again.quality > verdict.quality:
                verdict = again
    correction = answered.correction
    if verdict.usable:
        if correction is not None:
            verdict = correction.opening(verdict, whole=False) or verdict
        cited = cite(verdict, sources)
    else:
        stands = may_stand_in(
            plan.question, turn.extracts, level=answered.level, checks=verdict.checks
        )
        extract = validator.extractive(turn.extracts) if stands else None
        if correction is not None:
            extract = correction.opening(extract, whole=True)
        if extract is None and both is not None:
            if correction is not None:
                both = correction.opening(both, whole=False) or both
            yield from concluded(
                answered, both, cite(both, sources), checks=first_checks, retried=retried
            )
            return
        if extract is None:
            result = answered.refused(checks=first_checks, retried=retried)
            yield Revised(
                answer=result.answer,
                reason="The tutor's answer was not supported by your books.",
                path=ValidationPath.REFUSED,
            )
            yield finished(result)
            return
        verdict = extract
        cited = cite(verdict, turn.whole)  # the preview's numbering: whole passages
    yield from concluded(answered, verdict, cited, checks=first_checks, retried=retried)


def concluded(
    answered: Answered,
    verdict: Verdict,
    cited: Cited,
    *,
    checks: tuple[str, ...],
    retried: bool = False,
    reason: str | None = None,
) -> Iterator[AskEvent]:
    """The answer as checked (or the book's own sentences), with its citations."""
    revised, result = conclude(
        answered, verdict, cited, checks=checks, retried=retried, reason=reason
    )
    if revised is not None:
        yield revised
    yield finished(result)


def finished(result: AnswerResult) -> Finished:
    log.info(
        "answered %r: %s, confidence %s, %d citations, %.0f ms",
        result.question,
        result.status.value,
        result.confidence,
        len(result.citations),
        result.timings.total_ms,
    )
    return Finished(result)
