"""Answers to Hindi questions: the textbook's own sentences under a one-line Hindi lead-in.

A Hindi question answered from a Hindi book gets the book's Hindi sentences that answer it;
one answered from an English book gets the English book's sentences with a Hindi line saying
so. The bundled answer model is not asked. Measured with ``bench/hindi_answers.py`` (shared
machine): asked dev-051 from its Hindi page in "simple Hindi", Qwen2.5-Coder-1.5B wrote back
the question itself with a citation, after 774 s on a loaded machine — and that non-answer
scored an e5 cosine of 0.89 with a sentence of the page, as high as a right answer does, so
a similarity check cannot validate the model's Hindi. A wrong Hindi answer that looks
grounded is worse than the book's words, so a Hindi answer is the book's sentences: a few
seconds, every sentence the book's, cited.

Choosing the sentences:

* Hindi passages (the best passage is Hindi): ``best_sentences`` with multilingual-e5 (Hindi
  words shared with the question, then e5's cosine);
* English passages: ``best_sentences`` for the question's subject terms in English
  (``glossary``) with the English checker (MiniLM); without glossary terms, the English
  sentences e5 rates closest to the Hindi question, above ``CROSS_FLOOR``.

Nothing good enough → the refusal, in English and Hindi (``answering.refusal_text``).

A premise the word checks find contradicted ("भारत सरकार ने खाद्य सुरक्षा और मानक अधिनियम 1996 में
लागू किया था, है ना?" against the book's "(2006)") is corrected first, in Hindi, quoting the book's
sentence (``premise_answer.Correction``); the answer model's yes/no second opinion
(``premise_judge``) is not asked for Hindi: on the 22 Hindi false premises of the held-out sets
and their true twins its doubt separated the two no better than chance allows (AUC 0.66), and a
"Yes" is never given to a Hindi premise, which the checks read too weakly to confirm.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.answering import Plan, ms_since, nearest_chapter, nearest_topics, refusal_text
from tutorapp.core.citation import Citation
from tutorapp.core.generation.notation import readable
from tutorapp.core.generation.sources import select_sources
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.premise_answer import Correction, place_evidence
from tutorapp.core.question_forms import TAG
from tutorapp.core.results import (
    AnswerResult,
    SentenceResult,
    Status,
    Timings,
    Validation,
    ValidationPath,
)
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.gate import content_words
from tutorapp.core.retrieval.glossary import english_gloss
from tutorapp.core.retrieval.ranking import answer_hits, checked_hits, supporting
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Confidence, Source
from tutorapp.core.validation.extractive import (
    MIN_COVERAGE,
    Extract,
    best_sentences,
    coverage,
    readable_sentence,
)
from tutorapp.core.validation.extractive import content_words as sentence_words
from tutorapp.core.validation.policy import Validator, cite

log = logging.getLogger(__name__)

#: The lead-in above a Hindi book's sentences ("Your textbook says:").
FROM_HINDI_BOOK = "आपकी पाठ्यपुस्तक में लिखा है:"
#: The lead-in above an English book's sentences ("Your English textbook answers this so:").
FROM_ENGLISH_BOOK = "आपकी अंग्रेज़ी पाठ्यपुस्तक में इसका उत्तर इस प्रकार है:"
#: An English sentence must reach this e5 cosine with a Hindi question that has no glossary
#: terms. Not calibrated on a labelled set yet: multilingual-e5-small's question-passage
#: cosines were 0.76–0.85 for uncovered Hindi questions (``bench/gate_calibration.py``), so
#: this keeps only sentences above that band.
CROSS_FLOOR = 0.84
#: Sentences compared across languages at most (each is embedded: ~25 ms on 2 free cores,
#: ten times that on a busy machine).
CROSS_CANDIDATES = 24
#: How many sentences an answer gives at most.
LIMIT = 3
#: Why a Hindi question is answered with the book's sentences (the result's reason).
BOOK_WORDS = (
    "Hindi questions are answered with the textbook's own sentences: the tutor's Hindi "
    "cannot be checked against your books yet."
)


def multilingual_of(embedder: Embedder) -> Embedder | None:
    """The library's multilingual model (the e5 half of a dual index, or e5 itself)."""
    if isinstance(embedder, DualEmbedder):
        return embedder.multilingual
    return embedder if "multilingual-e5" in embedder.model_id else None


@dataclass(frozen=True, kw_only=True)
class HindiExtract:
    """The book's sentences for a Hindi question and the line that introduces them."""

    extracts: tuple[Extract, ...]
    lead: str
    language: str  # of the sentences: "hi" or "en"


def hindi_extract(
    question: str, sources: Sequence[Source], *, checker: Embedder, multilingual: Embedder
) -> HindiExtract | None:
    """The sentences that answer a Hindi ``question`` from ``sources`` (see the module
    docstring), from the language of the best source first; ``None`` when none does."""
    if not sources:
        return None
    first = sources[0].hit.book.meta.language
    order = [first, *({"hi", "en"} - {first})]
    for language in order:
        chosen = [s for s in sources if s.hit.book.meta.language == language]
        if not chosen:
            continue
        if language == "hi":
            extracts = by_parts(question, chosen, multilingual)
            lead = FROM_HINDI_BOOK
        else:
            gloss = english_gloss(question)
            extracts = (
                best_sentences(gloss, chosen, checker, LIMIT)
                if gloss
                else across_languages(question, chosen, multilingual)
            )
            lead = FROM_ENGLISH_BOOK
        if extracts:
            return HindiExtract(extracts=tuple(extracts), lead=lead, language=language)
    return None


#: Sentences a part of a question of several parts brings at most.
PART_LIMIT = 2
_PART_END = re.compile(r"(?<=[?।])\s+")


def by_parts(question: str, sources: Sequence[Source], embedder: Embedder) -> list[Extract]:
    """The sentences that answer a Hindi question, every part of it ("…, है ना? और … क्या
    है?"): those that answer the whole (at most ``LIMIT``), then, for each part none of them
    answers (holds ``MIN_COVERAGE`` of its words), that part's own best (``PART_LIMIT``).

    A sentence holds a third of one part's words far more often than of both parts'
    together: before, fp47-18's "…अधिनियम 1996 में लागू किया था, है ना? और इसे ठीक से लागू
    करवाने के लिए किन लोगों की ज़रूरत पड़ती है?" got the Act's sentence alone, and its second
    part went unanswered. A premise part adds nothing to what answers the whole. Each
    sentence once; ``LIMIT`` + 1 at most, two of the whole's when a part adds its own."""
    whole = best_sentences(question, sources, embedder, LIMIT)
    parts = [p for p in _PART_END.split(question.strip()) if len(content_words(p)) >= 2]
    if len(parts) < 2:
        return whole
    added: list[Extract] = []
    for part in parts:
        if whole and TAG.match(part):
            # (a premise, "…, है ना?": its nearest sentence may only seem to grant it — "केवल
            # अमीर ही फ़ैशन वाले कपड़े खरीदने में समर्थ थे" for "19वीं सदी में … सिर्फ़ अमीरों
            # के लिए …", said of the years before; the premise check answers it)
            continue
        asked = sentence_words(part)
        if any(coverage(asked, sentence_words(e.sentence)) >= MIN_COVERAGE for e in whole):
            continue
        for extract in best_sentences(part, sources, embedder, PART_LIMIT):
            if all(extract.sentence != c.sentence for c in (*whole, *added)):
                added.append(extract)
    if not added:
        return whole
    return [*whole[: LIMIT - 1], *added][: LIMIT + 1]


def across_languages(
    question: str, sources: Sequence[Source], multilingual: Embedder
) -> list[Extract]:
    """The sentences of ``sources`` that e5 rates closest to ``question`` (any language),
    at or above ``CROSS_FLOOR`` and within 0.02 of the best, in book order."""
    eligible = supporting(sources, question)
    candidates = [
        (s.n, position, text)
        for s in sources
        if s.n in eligible
        for position, raw in enumerate(split_sentences(s.text))
        if readable_sentence(text := " ".join(raw.split()))
    ]
    candidates = candidates[:CROSS_CANDIDATES]  # the best sources' sentences come first
    if not candidates:
        return []
    query = multilingual.embed_queries([question])[0]
    cosines = multilingual.embed([c[2] for c in candidates]) @ query
    best = float(np.max(cosines))
    if best < CROSS_FLOOR:
        return []
    ranked = sorted(zip(cosines.tolist(), candidates, strict=True), key=lambda x: -x[0])
    chosen = [(c, cand) for c, cand in ranked[:LIMIT] if c >= best - 0.02]
    chosen.sort(key=lambda x: (x[1][0], x[1][1]))
    return [Extract(text, n, float(c)) for c, (n, _, text) in chosen]


def hindi_result(
    plan: Plan,
    settings: AnswerSettings,
    models: tuple[Embedder, Embedder],
    *,
    started: float,
    retrieval_ms: float,
) -> AnswerResult:
    """The answer to a Hindi question that passed the gate: the book's sentences, cited, or
    the refusal. ``models``: the English checker and the multilingual embedder."""
    checker, multilingual = models
    question = plan.question
    usable = answer_hits(plan.hits, plan.asks)
    sources = select_sources(usable, settings.max_sources, settings.max_source_words)
    check = plan.premise
    correction = None
    if check is not None and check.contradicted and check.quotes_book:
        checked = checked_hits(plan.hits, plan.asks, question)
        sources, evidence = place_evidence(sources, checked, check)
        correction = Correction.of(check, sources, evidence, sources, hindi=True)
    found = hindi_extract(question, sources, checker=checker, multilingual=multilingual)
    chapter = nearest_chapter(plan.hits)
    verdict = Validator.extractive(found.extracts) if found is not None else None
    if correction is not None:
        verdict = correction.opening(verdict, whole=True)
    if verdict is None:
        log.info("Hindi question %r: no sentence of the passages answers it", question)
        suggestions = nearest_topics(plan.hits)
        return AnswerResult(
            question=question,
            status=Status.REFUSED_UNSUPPORTED,
            answer=refusal_text(suggestions, question),
            confidence=Confidence.INSUFFICIENT,
            suggestions=suggestions,
            timings=Timings(retrieval_ms=retrieval_ms, total_ms=ms_since(started)),
            validation=Validation(path=ValidationPath.REFUSED, checks=("hindi_no_sentence",)),
            nearest_chapter=chapter,
        )
    intro = found.lead if found is not None else FROM_HINDI_BOOK
    cited = cite(verdict, sources, intro=intro)
    answer, premise = cited.answer, None
    if correction is not None:
        answer, premise = correction.closing(answer, cited.sentences, intro)
    level = plan.decision.level
    language = found.language if found is not None else "hi"
    return AnswerResult(
        question=question,
        status=Status.ANSWERED,
        answer=readable(answer),
        citations=tuple(
            Citation.from_hits(k, [s.hit for s in group]) for k, group in cited.sources
        ),
        confidence=Confidence.MEDIUM if level is Confidence.HIGH else level,
        timings=Timings(retrieval_ms=retrieval_ms, total_ms=ms_since(started)),
        sentences=tuple(
            SentenceResult(text=readable(s.text), supported=True, sources=s.sources)
            for s in cited.sentences
        ),
        quality=1.0,
        validation=Validation(
            path=ValidationPath.EXTRACTIVE,
            checks=(f"hindi_from_{language}",),
            reason=BOOK_WORDS,
        ),
        nearest_chapter=chapter,
        premise=premise,
    )
