"""The last step of answering: a checked answer (or the book's own sentences) becomes the
result, with the premise correction first, the parts not covered named, citations numbered as
the sentences use them, and the confidence that checking left."""

from __future__ import annotations

from tutorapp.core.answering import Answered, content_of, revision_reason, unanswered_parts
from tutorapp.core.citation import Citation
from tutorapp.core.events import Revised
from tutorapp.core.generation.notation import readable
from tutorapp.core.results import AnswerResult, SentenceResult, Status, Validation, ValidationPath
from tutorapp.core.validation.confidence import shown_confidence
from tutorapp.core.validation.policy import Cited, Verdict


def conclude(
    answered: Answered,
    verdict: Verdict,
    cited: Cited,
    *,
    checks: tuple[str, ...],
    retried: bool = False,
    reason: str | None = None,
) -> tuple[Revised | None, AnswerResult]:
    """The result of ``answered`` as ``verdict`` left it, and the ``Revised`` event to show
    first when the answer differs from what was streamed (else None)."""
    path = verdict.path or ValidationPath.EXTRACTIVE
    if retried and path in (ValidationPath.ACCEPT, ValidationPath.TRIMMED):
        path = ValidationPath.RETRIED
    answer = readable(cited.answer)
    correction = answered.correction
    led = correction is not None and correction.lead is not None
    if correction is not None and correction.lead is not None:
        answer, answered.premise_note = correction.closing(answer, cited.sentences)
    answered.missed = unanswered_parts(answered.plan.covered, answer)
    answer = answered.with_uncovered(answer)
    reason = reason or revision_reason(path, verdict, answered.attempts[-1])
    shown = answered.attempts[-1].shown
    revised = None
    if reason and content_of(answer) != content_of(shown):
        revised = Revised(answer=answer, reason=reason, path=path)
    answered.level = shown_confidence(
        answered.level, path, checks, corrected=bool(verdict.corrections)
    )
    validation = Validation(
        path=path,
        checks=checks,
        reason=reason,
        removed=verdict.removed,
        retried=retried,
        continuations=sum(a.continuations for a in answered.attempts),
    )
    sentences = tuple(
        SentenceResult(
            text=readable(s.text),
            supported=s.supported,
            sources=s.sources,
            marked=not s.supported and not (led and i == 0),  # "the book does not say"
        )
        for i, s in enumerate(cited.sentences)
    )
    result = answered.result(
        Status.ANSWERED,
        answer,
        citations=tuple(
            Citation.from_hits(k, [s.hit for s in group]) for k, group in cited.sources
        ),
        sentences=sentences,
        quality=verdict.quality,
        validation=validation,
    )
    return revised, result
