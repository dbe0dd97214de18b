"""The raw trace behind the scratch work's "Details": search scores, the gate's verdict and
the checks, one line per fact, for a teacher asking "why did it answer (or refuse) that?"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tutorapp.core.events import Finished, Retrieved, Revised, Stage, StageName

translate = QCoreApplication.translate


def trace_lines(event: object) -> list[str]:
    """The Details lines ``event`` adds (none for most events)."""
    match event:
        case Retrieved(hits=hits, confidence=confidence, top_cosine=cosine, coverage=coverage):
            head = translate(
                "Trace",
                "search: {n} passages; best similarity {cosine:.2f}; question words found "
                "{coverage:.0%}; confidence {confidence}",
            ).format(n=len(hits), cosine=cosine, coverage=coverage, confidence=confidence)
            rows = [
                translate("Trace", "  {book} p. {page}: similarity {score:.2f}").format(
                    book=hit.book.id,
                    page=hit.chunk.printed_page or hit.chunk.page_index + 1,
                    score=hit.dense_score,
                )
                for hit in hits
            ]
            return [head, *rows]
        case Stage(name=StageName.RETRYING):
            return [translate("Trace", "check: the answer was not supported; retrying")]
        case Revised(reason=reason):
            return [translate("Trace", "check changed the answer: {reason}").format(reason=reason)]
        case Finished(result=result) if result.validation is not None:
            v = result.validation
            return [
                translate(
                    "Trace", "check: {path}; quality {quality}; checks fired: {checks}"
                ).format(
                    path=v.path,
                    quality=result.quality,
                    checks=", ".join(v.checks) or translate("Trace", "none"),
                )
            ]
        case Finished(result=result):
            return [translate("Trace", "result: {status}").format(status=result.status)]
    return []
