"""What happens to a generated answer: accept, trim, retry, extractive fallback or refusal.

``Validator.judge`` assesses one answer and says whether it stands (``accept``), stands without
its bad sentences (``trimmed``), or is not good enough (the caller retries once with a stricter
prompt, then asks ``Validator.extract`` for the textbook's own sentences, then refuses).
``cite`` rewrites the ``[n]`` markers from the support alignment and numbers the citations in
order of first use — one number per page: passages of the same page are cited together.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.results import ValidationPath
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.ranking import what_it_asks
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Source
from tutorapp.core.validation.arithmetic import check_arithmetic, numbers_of
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.completeness import apply, missing
from tutorapp.core.validation.extractive import INTRO, Extract
from tutorapp.core.validation.quality import (
    Assessment,
    Refute,
    assess,
    sentence_good,
    trimmed,
)
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.split import (
    AnswerSentence,
    join_answer,
    renumber_list,
    without_markers,
)
from tutorapp.core.validation.support import SentenceSupport, SupportAligner, SupportThresholds
from tutorapp.core.validation.textbook import textbook_answer


@dataclass(frozen=True, kw_only=True)
class Verdict:
    """``path``: accept, trimmed or extractive; ``None`` when the answer is not good enough
    as it is (the caller retries, then falls back)."""

    path: ValidationPath | None
    sentences: tuple[AnswerSentence, ...]  # what the student gets, in order
    support: tuple[SentenceSupport, ...]  # one per sentence
    findings: tuple[Finding, ...]
    quality: float
    checks: tuple[str, ...]
    removed: int = 0  # sentences dropped (or marked) by trimming
    marked: bool = False  # the removed sentences were kept, marked, instead of dropped
    corrections: tuple[str, ...] = ()  # calculations corrected: "2 + 45 = 47 (not 48)"
    completed: str | None = None  # what of the book was added ("the book's full definition")

    @property
    def usable(self) -> bool:
        return self.path is not None


@dataclass(frozen=True)
class Cited:
    answer: str
    sentences: tuple[SentenceSupport, ...]  # source numbers as shown to the student
    sources: tuple[tuple[int, tuple[Source, ...]], ...]  # (number shown, that page's sources)


class Validator:
    def __init__(
        self,
        embedder: Embedder,
        settings: AnswerSettings,
        thresholds: SupportThresholds | None = None,
    ) -> None:
        self.embedder = embedder
        self.settings = settings
        self.aligner = SupportAligner(embedder, thresholds)

    def judge(
        self,
        answer: str,
        question: str,
        sources: Sequence[Source],
        avoid: Avoid | None = None,
        retrieved: Sequence[str] = (),
        *,
        exercise: str | None = None,
    ) -> Verdict:
        """Assess ``answer`` (its arithmetic checked and corrected first) and decide.

        ``avoid``: what the answer must not say again (a premise the books contradict or do
        not state); ``retrieved``: every passage found, for contradictions; ``exercise``: the
        question is about one of the book's exercises, which the model does not work (its
        text, as the book sets it, when the question names it by number: ``Refute``)."""
        given = " ".join([question, *(s.text for s in sources)])
        checked = check_arithmetic(answer, numbers_of(given))
        a = assess(
            checked.answer,
            question,
            sources,
            self.aligner,
            checked,
            Refute(
                avoid=avoid,
                thresholds=self.settings.contradiction,
                passages=tuple(retrieved),
                exercise=exercise,
            ),
        )
        notes = tuple(checked.notes())
        if a.quality >= self.settings.accept_quality and all(
            a.good(i) for i in range(len(a.sentences))
        ):
            verdict = _verdict(ValidationPath.ACCEPT, a, a.sentences, a.support)
            return _complete(replace(verdict, corrections=notes), question, sources)
        mark = self.settings.mark_unsupported
        trim = trimmed(a, question, mark, self.settings.trim_keep_share)
        if trim is not None:
            verdict = _verdict(
                ValidationPath.TRIMMED, a, trim.sentences, trim.support, trim.removed, mark=mark
            )
            return _complete(replace(verdict, corrections=notes), question, sources)
        return replace(_verdict(None, a, a.sentences, a.support), corrections=notes)

    @staticmethod
    def agreed(
        first: Verdict, second: Verdict, question: str, sources: Sequence[Source]
    ) -> Verdict | None:
        """What two failed attempts agree on (``agreed``), completed from the book."""
        verdict = agreed(first, second, question)
        return _complete(verdict, question, sources) if verdict is not None else None

    def extract(self, question: str, sources: Sequence[Source]) -> Verdict | None:
        """The textbook's own answer (``textbook_answer``), or None when none is close."""
        return self.extractive(textbook_answer(question, sources, self.embedder))

    @staticmethod
    def extractive(extracts: Sequence[Extract]) -> Verdict | None:
        """The verdict that gives ``extracts`` (the book's sentences) as the answer."""
        if not extracts:
            return None
        sentences = tuple(AnswerSentence(e.sentence, "- ", True) for e in extracts)
        support = tuple(
            SentenceSupport(
                text=e.sentence, supported=True, sources=(e.n,), lexical=1.0, semantic=1.0
            )
            for e in extracts
        )
        return Verdict(
            path=ValidationPath.EXTRACTIVE,
            sentences=sentences,
            support=support,
            findings=(),
            quality=1.0,
            checks=(),
        )


#: Two sentences are the same claim when this share of their words is common to both.
SAME_SENTENCE = 0.8


def agreed(first: Verdict, second: Verdict, question: str) -> Verdict | None:
    """When neither attempt stands (both ``path`` None): the sentences both attempts wrote
    (``SAME_SENTENCE`` of their words in common) and both found supported and free of
    defects, as a trimmed answer — two tries on the same passages agreeing on a checked
    sentence. ``None`` when there is none, or what is kept shares no word with the question.

    dev-002 ("difference between a finite AP and an infinite AP"): both attempts opened
    "A finite AP has a last term, while an infinite AP does not." (supported), and each went
    on with a second, longer sentence the checks failed, so neither kept half its words."""
    if first.usable or second.usable:
        return None
    theirs = [set(tokenize(s.plain)) for i, s in enumerate(first.sentences) if _good(first, i)]
    keep = [
        i
        for i, s in enumerate(second.sentences)
        if _good(second, i) and any(_same(set(tokenize(s.plain)), t) for t in theirs)
    ]
    if not keep:
        return None
    asked = set(tokenize(question))
    kept_words = set(tokenize(" ".join(second.sentences[i].plain for i in keep)))
    if asked and not asked & kept_words:
        return None
    sentences = renumber_list([second.sentences[i] for i in keep])
    return replace(
        second,
        path=ValidationPath.TRIMMED,
        sentences=tuple(sentences),
        support=tuple(second.support[i] for i in keep),
        removed=len(second.sentences) - len(keep),
        marked=False,
    )


def _good(verdict: Verdict, index: int) -> bool:
    """For an assessed (untrimmed) answer's verdict: ``quality.sentence_good``."""
    return sentence_good(verdict.support, verdict.findings, index)


def _same(a: set[str], b: set[str]) -> bool:
    return bool(a and b) and len(a & b) >= SAME_SENTENCE * len(a | b)


def _complete(verdict: Verdict, question: str, sources: Sequence[Source]) -> Verdict:
    """``verdict`` with what the book says and the answer left out (``completeness``)."""
    addition = missing(question, what_it_asks(question), verdict.sentences, sources)
    if addition is None:
        return verdict
    sentences, support = apply(addition, verdict.sentences, verdict.support)
    return replace(
        verdict, sentences=tuple(sentences), support=tuple(support), completed=addition.reason
    )


def _verdict(
    path: ValidationPath | None,
    a: Assessment,
    sentences: Sequence[AnswerSentence],
    support: Sequence[SentenceSupport],
    removed: int = 0,
    *,
    mark: bool = False,
) -> Verdict:
    return Verdict(
        path=path,
        sentences=tuple(sentences),
        support=tuple(support),
        findings=a.findings,
        quality=a.quality,
        checks=a.checks_fired,
        removed=removed,
        marked=mark and removed > 0,
    )


#: Where a sentence's markers go: before its closing punctuation (and the quotes or bracket
#: after it: "… (see Fig. 9.2.)"); otherwise at the end, so "V = IR (11.12)" keeps its
#: equation number whole: "V = IR (11.12) [3]", not "(11.12 [3])".
_TRAILING = re.compile(r"(?:[.!?।:;,]+[\"'”’)]*)?$")


def cite(verdict: Verdict, sources: Sequence[Source], *, intro: str = INTRO) -> Cited:
    """The answer text with markers from the alignment: ``[n]`` before each supported
    sentence's full stop, numbered in order of first use (model-written markers removed);
    the book's own sentences (an extractive verdict) come after the line ``intro``.

    A number stands for a page: two passages of one page share it (never ``[1][2]`` for the
    same page), and a sentence cites each page once."""
    by_n = {s.n: s for s in sources}
    page_of = {s.n: (s.hit.chunk.book_id, s.hit.chunk.page_index) for s in sources}
    shown: dict[tuple[str, int], int] = {}
    used: dict[int, list[Source]] = {}
    rewritten: list[AnswerSentence] = []
    out_support: list[SentenceSupport] = []
    for sentence, sup in zip(verdict.sentences, verdict.support, strict=True):
        numbers: list[int] = []
        for n in sup.sources:
            if n not in by_n:
                continue
            k = shown.setdefault(page_of[n], len(shown) + 1)
            group = used.setdefault(k, [])
            if sup.supported and by_n[n] not in group:
                group.append(by_n[n])
            if k not in numbers:
                numbers.append(k)
        text = without_markers(sentence.text)
        text = re.sub(r"([.!?])[,;]+$", r"\1", text)  # "….," left where "[1], [2]" stood
        if numbers and sup.supported:
            marks = "".join(f"[{k}]" for k in numbers)
            match = _TRAILING.search(text)
            end = match.start() if match else len(text)
            text = f"{text[:end]} {marks}{text[end:]}"
        rewritten.append(AnswerSentence(text, sentence.prefix, sentence.new_line))
        out_support.append(replace(sup, text=text, sources=tuple(numbers)))
    body = join_answer(rewritten)
    answer = f"{intro}\n{body}" if verdict.path is ValidationPath.EXTRACTIVE else body
    cited = tuple((k, tuple(used[k])) for k in sorted(used) if used[k])
    return Cited(answer, tuple(out_support), cited)
