"""Assessing an answer: per-sentence support, the checks, a 0–1 quality score, and trimming.

The score is the share of the answer's words in sentences that are supported and free of
sentence-level defects (hedge, artifact, duplicate, repeated question, unsupported number),
minus small penalties for whole-answer defects (padding, length, a source number that does
not exist or cites the wrong passage). ``trimmed`` keeps only the good sentences (or marks the
others, by a setting) when what remains still answers the question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.retrieval.exercises import names_exercise
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.ranking import Asks, supporting, what_it_asks
from tutorapp.core.types import Source
from tutorapp.core.validation import checks
from tutorapp.core.validation.arithmetic import Checked, numbers_of
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.completeness import book_numbers
from tutorapp.core.validation.example_named import (
    equation_of_another,
    other_example,
    point_elsewhere,
)
from tutorapp.core.validation.formulas import formula_findings
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.rows import other_row_cells, other_row_numbers
from tutorapp.core.validation.split import (
    MARKER,
    AnswerSentence,
    renumber_list,
    split_answer,
)
from tutorapp.core.validation.steps import arithmetic_findings, worked_steps
from tutorapp.core.validation.support import SentenceSupport, SupportAligner
from tutorapp.core.validation.verdicts import ContradictionThresholds

#: Defects that fail the sentence they fire on. Not among them: ``wrong_source`` (the
#: passage the model cited does not support the sentence, another one the question may rely
#: on does). The student never sees the model's marker — ``cite`` numbers every sentence
#: from the passages that support it — so the sentence stands, re-cited to the page that
#: backs it, and the answer is never shown as high confidence (``confidence.DOUBTS``).
#: Failing it refused right answers whose only fault was a 1.5B model's citation number
#: ("the cerebellum [1]" with the cerebellum on [2]).
SENTENCE_DEFECTS = frozenset(
    {
        "hedge",
        "artifact",
        "duplicate",
        "repeated_question",
        "unsupported_number",
        "unsupported_name",
        "misquoted",
        "arithmetic",
        "unsupported_formula",
        "not_the_book_s_solution",
        "works_the_exercise",
        "other_row",
        "other_example",
        "contradicted",
        "false_premise",
    }
)
_REFUTED = frozenset({"contradicted", "false_premise"})
#: Defects that leave nothing of the answer to keep: a sentence that gives one example's (or
#: figure's) words as another's shows the model read the wrong passage, and the sentences
#: around it say the same passage's things of the question's example ("You can see the text
#: being dictated …" after "Fig. 21 shows a royal workshop …", Fig. 1's caption; ft66-13).
_WHOLE = frozenset({"other_example"})
_PENALTY = {"padding": 0.05, "too_long": 0.1, "fake_source": 0.1, "wrong_source": 0.05}
UNSUPPORTED_NOTE = " [not found in your books]"


def sentence_good(
    support: Sequence[SentenceSupport], findings: Sequence[Finding], index: int
) -> bool:
    """Sentence ``index`` of an assessed answer is supported and has no sentence-level
    defect."""
    return support[index].supported and not any(
        f.sentence == index and f.check in SENTENCE_DEFECTS for f in findings
    )


@dataclass(frozen=True, kw_only=True)
class Refute:
    """What makes an answer sentence wrong whatever words it shares with a passage: a
    passage that contradicts it (``thresholds``), or saying again what ``avoid`` holds (a
    premise the books contradict or do not state) — or, when the question is about one of
    the book's exercises (``exercise``, typed out: ``retrieval.exercises``; one it names is
    seen from its words), working it out (``_working_an_exercise``)."""

    avoid: Avoid | None = None
    thresholds: ContradictionThresholds | None = None
    # every passage retrieved, beyond those the model was shown: "in parallel … the sum of
    # their individual resistances" is contradicted by the series sentence left out for room
    passages: tuple[str, ...] = ()
    # None, or the exercise question the question names by number as the book sets it ("" when
    # it types one out or names it otherwise): the numbers it gives are the book's, not
    # working ("first term 17, last term 350, d = 9")
    exercise: str | None = None


@dataclass(frozen=True)
class Assessment:
    answer: str
    sentences: tuple[AnswerSentence, ...]
    support: tuple[SentenceSupport, ...]
    findings: tuple[Finding, ...]
    quality: float

    def good(self, index: int) -> bool:
        """The sentence is supported and has no sentence-level defect."""
        return sentence_good(self.support, self.findings, index)

    @property
    def supported_ratio(self) -> float:
        if not self.support:
            return 0.0
        return sum(s.supported for s in self.support) / len(self.support)

    @property
    def checks_fired(self) -> tuple[str, ...]:
        names = [f.check for f in self.findings]
        names += ["unsupported_sentence"] * sum(not s.supported for s in self.support)
        return tuple(sorted(set(names)))


def assess(
    answer: str,
    question: str,
    sources: Sequence[Source],
    aligner: SupportAligner,
    arithmetic: Checked | None = None,
    refute: Refute | None = None,
) -> Assessment:
    """Support, checks and quality of ``answer`` (``arithmetic``: its steps, already checked
    and corrected — ``answer`` is then the corrected text; ``refute``: claims no sentence
    may repeat and the contradiction thresholds)."""
    refute = refute or Refute()
    exercise = refute.exercise is not None or names_exercise(question)
    sentences = split_answer(answer)
    eligible = supporting(sources, question)
    support, marker_findings = aligner.align(sentences, sources, eligible)
    # contradictions are looked for in the whole passages, not only the part the model read
    passages = list(dict.fromkeys([*(s.hit.chunk.text for s in sources), *refute.passages]))
    refuted = checks.contradicted(sentences, passages, refute.avoid, refute.thresholds)
    wrong = {f.sentence for f in refuted if f.check in _REFUTED}
    by_n = {s.n: s.hit.chunk.text for s in sources}
    backing = [[by_n[n] for n in sup.sources if n in by_n] for sup in support]
    refuted += checks.misnumbered(sentences, backing, passages, refute.thresholds, wrong)
    wrong |= {f.sentence for f in refuted if f.check in _REFUTED}
    source_text = "\n".join(s.text for s in sources)
    source_words = sum(len(s.text.split()) for s in sources)
    if arithmetic is not None:
        support = worked_steps(sentences, support, arithmetic, question, sources, eligible)
    # a contradicted sentence is unsupported, however many words it shares with a source
    support = [
        replace(sup, supported=False, sources=()) if i in wrong else sup
        for i, sup in enumerate(support)
    ]
    verified = arithmetic.verified if arithmetic is not None else frozenset()
    findings = [
        *checks.hedges(sentences, source_text),
        *checks.artifacts(sentences),
        *checks.padding(sentences),
        *checks.repeated_question(sentences, question),
        *checks.duplicates(sentences),
        *checks.too_long(sentences, source_words),
        *checks.unsupported_numbers(sentences, source_text, question, verified),
        *checks.unsupported_names(sentences, source_text, question),
        *checks.misquoted(sentences, passages, question),
        *refuted,
        *marker_findings,
        *(arithmetic_findings(sentences, arithmetic) if arithmetic is not None else []),
        *formula_findings(sentences, [s.hit.chunk.text for s in sources], question),
        *_against_worked_example(sentences, question, sources, eligible),
        *(_working_an_exercise(sentences, question, refute.exercise or "") if exercise else []),
        *other_row_numbers(sentences, [s.hit.chunk.text for s in sources]),
        *other_row_cells(sentences, [s.hit.chunk.text for s in sources]),
        *other_example(sentences, support, sources),
        *point_elsewhere(sentences, sources, question),
        *equation_of_another(sentences, sources, question),
    ]
    assessment = Assessment(answer, tuple(sentences), tuple(support), tuple(findings), 0.0)
    return replace(assessment, quality=_quality(assessment))


def _against_worked_example(
    sentences: Sequence[AnswerSentence],
    question: str,
    sources: Sequence[Source],
    eligible: frozenset[int],
) -> list[Finding]:
    """When the book works this very problem, a sentence with numbers that are neither the
    question's nor the book solution's took another road (a wrong formula, a slip the
    checker could not see): ``not_the_book_s_solution``. The book's solution is added."""
    if what_it_asks(question) is not Asks.COMPUTE:
        return []
    allowed = book_numbers(question, [s for s in sources if s.n in eligible])
    if allowed is None:
        return []
    return _numbers_beyond(sentences, allowed, "not_the_book_s_solution")


def _working_an_exercise(
    sentences: Sequence[AnswerSentence], question: str, posed: str
) -> list[Finding]:
    """A question about one of the book's exercises is not worked out by the model: the book
    gives no answer to check its working against, and a 1.5B model's working looks grounded
    and is often wrong (heldout51: "after the 2nd hour … = 30 × 2^1 = 60" for bacteria that
    double every hour from 30; an equilateral triangle's vertices "(4, 4), (3, 5) and (-1,
    -1)", another example's points). A sentence with a number the question does not give is
    ``works_the_exercise``; the book's own sentences answer instead (the exercise as it is
    set, the text's method). The numbers the exercise gives, when the question names it by
    number (``posed``: "Exercise 5.3 Q6 — the first term, last term and common difference
    given there?"), are the book's, not working."""
    allowed = numbers_of(question) | numbers_of(posed)
    numbered = _numbers_beyond(sentences, allowed, "works_the_exercise")
    have = {f.sentence for f in numbered}
    # the exercise's answer given in words is working too: the book asks "Find the odd one
    # out and say why." and answers nothing (heldout73 ft73-12: "The odd one out is MTNL,
    # Indian Railways, Air India, Jet Airways, All India Radio", the whole list, read as
    # grounded because every word is the exercise's)
    verdicts = [
        Finding("works_the_exercise", index, match[0])
        for index, sentence in enumerate(sentences)
        if index not in have and (match := _GIVES_THE_ANSWER.search(sentence.plain))
    ]
    return [*numbered, *verdicts]


# "the odd one out is …", "the correct option is …", "the answer is …", "the answer to part
# (ii) is …": what the book leaves to the student
_GIVES_THE_ANSWER = re.compile(
    r"\b(?:odd one out|(?:correct|right) (?:answer|option|choice)|answer(?: to [^.]{1,40}?)?)"
    r"\s+(?:is|are|would be|will be|here is)\b",
    re.IGNORECASE,
)


def _numbers_beyond(
    sentences: Sequence[AnswerSentence], allowed: frozenset[str], check: str
) -> list[Finding]:
    """A ``check`` finding for each sentence that writes a number outside ``allowed``."""
    return [
        Finding(check, index, ", ".join(sorted(extra)))
        for index, sentence in enumerate(sentences)
        if (extra := numbers_of(sentence.plain) - allowed)
    ]


def _quality(a: Assessment) -> float:
    if not a.sentences:
        return 0.0
    words = [max(1, len(s.plain.split())) for s in a.sentences]
    good = sum(w for i, w in enumerate(words) if a.good(i))
    penalty = sum(_PENALTY.get(f.check, 0.0) for f in a.findings)
    return round(max(0.0, min(1.0, good / sum(words) - penalty)), 3)


@dataclass(frozen=True)
class Trim:
    sentences: tuple[AnswerSentence, ...]
    support: tuple[SentenceSupport, ...]
    removed: int


def trimmed(
    a: Assessment, question: str, mark: bool = False, keep_share: float = 0.5
) -> Trim | None:
    """The answer without its bad sentences (or with them marked), if enough still answers.

    ``None`` when less than ``keep_share`` of the words would remain (repeated sentences do
    not count), nothing remains, what remains shares no word with the question, or one
    sentence gives another example's or figure's words (``_WHOLE``).
    """
    keep = [i for i in range(len(a.sentences)) if a.good(i)]
    if not keep or any(f.check in _WHOLE for f in a.findings):
        return None
    words = [len(s.plain.split()) for s in a.sentences]
    # repeats are redundant; a repeated false premise is answered by the correction the
    # answer opens with: neither is substance the trimmed answer must keep half of
    repeats = {f.sentence for f in a.findings if f.check in ("duplicate", "false_premise")}
    substance = sum(w for i, w in enumerate(words) if i not in repeats)
    if sum(words[i] for i in keep) < keep_share * substance:
        return None
    asked = set(tokenize(question))
    kept_words = set(tokenize(" ".join(a.sentences[i].plain for i in keep)))
    if asked and not asked & kept_words:
        return None
    removed = len(a.sentences) - len(keep)
    if mark:
        marked = [
            s if i in keep else replace(s, text=_strip_markers(s.text) + UNSUPPORTED_NOTE)
            for i, s in enumerate(a.sentences)
        ]
        return Trim(tuple(marked), a.support, removed)
    sentences = renumber_list([a.sentences[i] for i in keep])
    return Trim(tuple(sentences), tuple(a.support[i] for i in keep), removed)


def _strip_markers(text: str) -> str:
    return " ".join(MARKER.sub(" ", text).split())
