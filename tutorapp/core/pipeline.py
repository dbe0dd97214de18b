"""One question → a stream of typed events, ending with ``Finished(AnswerResult)``.

intent → retrieval → confidence gate (refuse without calling the model) → strict prompt →
streaming generation split into answer and reasoning (continued when the token limit cut it
off) → validation (``checking``: every sentence supported by a source: accept, trim, one retry,
the textbook's own sentences, or the refusal; a ``Revised`` event when the streamed answer
changed) → citations from the support alignment → result (+ history). Planning (search, gate,
parts of the question, follow-ups, the premise check) is ``planning.Planner``; a premise the
passages (or the model's yes/no doubt, ``premise_judge``) contradict is corrected first.
The window and the CLI only render these events and record ``Finished`` in history when they
want to (``eval`` does not). Reasoning goes out as ``AnswerDelta`` events on the reasoning
channel and is never put into the result, history or prompt.

One thread owns a pipeline's model: the one that calls ``warm_up``, ``ask`` and
``close_model`` (the window's answer worker; the CLI's main thread).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import replace

from tutorapp.core.answering import (
    Answered,
    Plan,
    gate_refusal,
    is_refusal,
    ms_since,
    without_search,
)
from tutorapp.core.checking import Turn, concluded, finished, validated
from tutorapp.core.citation import Citation, PreviewSentence
from tutorapp.core.conversation import Conversation, Resolved, resolve
from tutorapp.core.errors import TutorError
from tutorapp.core.events import (
    AnswerDelta,
    AskEvent,
    Finished,
    Preview,
    Retrieved,
    Stage,
    StageName,
    Warmed,
)
from tutorapp.core.generation.attempt import run_attempt
from tutorapp.core.generation.compress import compress
from tutorapp.core.generation.engine import (
    CancelToken,
    ChatModel,
    FixedPrefix,
    GenerationConfig,
    PrefixCache,
)
from tutorapp.core.generation.prompts import Asking, build_messages, fixed_prefix
from tutorapp.core.generation.sources import assign_citations, strip_markers
from tutorapp.core.hindi_answer import hindi_result, multilingual_of
from tutorapp.core.library import Library
from tutorapp.core.limits import question_problem
from tutorapp.core.planning import Planner
from tutorapp.core.premise_answer import (
    Asked,
    Correction,
    book_sentences,
    evidence_sentences,
)
from tutorapp.core.premise_judge import doubter_for, weighed
from tutorapp.core.results import Status
from tutorapp.core.retrieval.dual import DualEmbedder
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.gate import is_devanagari
from tutorapp.core.retrieval.memo import MemoEmbedder
from tutorapp.core.retrieval.ranking import Asks, answer_hits, checked_hits
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Channel, Scope
from tutorapp.core.validation.continuation import ContinuationFilter
from tutorapp.core.validation.extractive import covers
from tutorapp.core.validation.policy import Validator, cite

log = logging.getLogger(__name__)

#: Why the textbook's sentences stand when the model said the passages do not answer.
BOOK_STANDS = (
    "The tutor could not explain this from the passages, so the textbook's own sentences "
    "are the answer."
)


class Pipeline:
    """Answers questions from one library with one model. Not re-entrant: one at a time, on
    the thread that owns the model."""

    def __init__(
        self,
        library: Library,
        generator: ChatModel,
        settings: AnswerSettings | None = None,
        *,
        checker: Embedder | None = None,
    ) -> None:
        """``checker`` embeds for checking answers against sources (support, continuation,
        extracts; its thresholds were calibrated with all-MiniLM-L6-v2); it defaults to the
        library's own embedder (a dual index's MiniLM half), which searches."""
        self.library = library
        self.generator = generator
        self.settings = settings or AnswerSettings()
        searching = library.embedder
        self.checker = checker or (
            searching.english if isinstance(searching, DualEmbedder) else searching
        )
        self.planner = Planner(library=library, checker=self.checker, settings=self.settings)
        self._warmed: FixedPrefix | None = None  # the prefix the model holds

    def configure(self, settings: AnswerSettings, generator: ChatModel | None = None) -> None:
        """New settings (and optionally a new model, the old one closed) for the next
        question. Call it on the thread that owns the model, never while it answers."""
        self.settings = settings
        self.planner = Planner(library=self.library, checker=self.checker, settings=settings)
        if generator is not None and generator is not self.generator:
            self.close_model()
            self.generator = generator

    def warm_up(self) -> Iterator[Warmed]:
        """Load the embedder and the model now, and get the prompt's fixed prefix into it
        (from the data folder when it was saved before), on the thread that will answer, so
        the first question waits for none of them."""
        started = time.perf_counter()
        self.library.embedder.embed(["warm up"])
        if self.checker is not self.library.embedder:
            self.checker.embed(["warm up"])
        self.generator.load()
        how = self._warm_prefix()
        yield Warmed(time.perf_counter() - started, prefix=how)

    def _warm_prefix(self) -> str:
        """Have the model evaluate (or restore) the fixed prefix once; "" if nothing was done."""
        prefix = fixed_prefix(self.settings.think_in_tags)
        generator = self.generator
        if prefix == self._warmed or not isinstance(generator, PrefixCache):
            return ""
        how = generator.warm_prefix(prefix)
        self._warmed = prefix
        return how.value

    def close_model(self) -> None:
        """Free the model's memory (on the thread that owns it); the next use loads it."""
        self._warmed = None
        self.generator.close()

    def close(self) -> None:
        self.library.close()

    def ask(
        self,
        question: str,
        scope: Scope | None = None,
        cancel: CancelToken | None = None,
        conversation: Conversation | None = None,
    ) -> Iterator[AskEvent]:
        """Answer ``question``; in ``conversation`` a follow-up ("explain it more simply")
        is resolved against its last turn first (``conversation.resolve``)."""
        conversation = conversation or Conversation.new()
        resolved = resolve(" ".join(question.split()), conversation.last)
        for event in self._ask(question, scope, cancel or CancelToken(), resolved):
            if not isinstance(event, Finished):
                yield event
                continue
            rewritten = None
            if resolved is not None and event.result.status is not Status.SMALLTALK:
                rewritten = resolved.question
            result = event.result
            yield Finished(
                replace(result, conversation=conversation.id, rewritten_question=rewritten)
            )

    def _ask(
        self, question: str, scope: Scope | None, cancel: CancelToken, resolved: Resolved | None
    ) -> Iterator[AskEvent]:
        started = time.perf_counter()
        problem = question_problem(question)  # empty, or too long to fit beside sources
        if problem is not None:
            raise TutorError(problem)
        question = " ".join(question.split())
        early = without_search(question, self.library.books(), started)
        if early is not None:  # small talk, or no books to search
            yield finished(early)
            return
        yield Stage(StageName.SEARCHING)
        planner = self.planner
        if resolved is None:
            plan = planner.plan(question, scope)
        else:
            plan = planner.follow(resolved, scope)
        plan = planner.reconsidered(plan)  # a refusal a passage stating the claim overrules
        retrieval_ms = ms_since(started)
        decision = plan.decision
        yield Retrieved(
            hits=plan.hits,
            confidence=decision.level,
            top_cosine=decision.top_cosine,
            coverage=decision.coverage,
        )
        if not decision.answerable:
            status = (
                Status.REFUSED_OUT_OF_SCOPE
                if decision.below_floor
                else Status.REFUSED_LOW_CONFIDENCE
            )
            yield finished(gate_refusal(question, status, plan.hits, started, retrieval_ms))
            return
        multilingual = multilingual_of(self.library.embedder)
        if is_devanagari(plan.question) and multilingual is not None:  # see hindi_answer
            if plan.premise is None:
                plan = planner.checked(plan)
            models = (self.checker, multilingual)
            result = hindi_result(
                plan, self.settings, models, started=started, retrieval_ms=retrieval_ms
            )
            yield finished(replace(result, question=question))
            return
        if plan.premise is None:
            plan = planner.checked(plan)
        yield from self._generate(question, plan, cancel, started, retrieval_ms)

    # -- generation ----------------------------------------------------------------------------

    def _generate(
        self,
        question: str,
        plan: Plan,
        cancel: CancelToken,
        started: float,
        retrieval_ms: float,
    ) -> Iterator[AskEvent]:
        settings = self.settings
        usable = answer_hits(plan.hits, plan.asks)  # not exercises, unless asked for
        checked = checked_hits(plan.hits, plan.asks, plan.question)  # (and the one asked of)
        embedder = MemoEmbedder(self.checker)  # each sentence embedded once
        wanted = Asked(question=plan.question, premise=plan.premise, posed=plan.posed)
        whole, evidence, extracts = book_sentences(wanted, usable, settings, embedder, checked)
        by_n = {s.n: s for s in whole}
        preview = tuple(PreviewSentence.from_hit(e.sentence, by_n[e.n].hit) for e in extracts)
        preview_ms = None
        if preview:
            preview_ms = ms_since(started)
            yield Preview(sentences=preview)
        cut = settings.premise_doubt
        if cut is not None and (doubter := doubter_for(plan, self.generator)) is not None:
            # the model's second opinion (~2–4 s), after the book's sentences are shown
            yield Stage(StageName.WEIGHING_PREMISE)
            judged = weighed(plan, doubter, cut)
            if judged.premise is not None and judged.premise.contradicted:
                # the sentence the correction quotes joins the passages (the preview stays)
                wanted = replace(wanted, premise=judged.premise)
                whole, evidence, extracts = book_sentences(
                    wanted, usable, settings, embedder, checked
                )
            plan = judged
        premise = plan.premise
        sources = compress(
            plan.question,
            whole,
            settings.max_source_tokens,
            keep=[e.sentence for e in extracts],
            evidence=evidence_sentences(premise),
            embedder=embedder,
        )
        correction = None
        if premise is not None:
            hindi = is_devanagari(question)
            correction = Correction.of(premise, whole, evidence, sources, hindi)
        asked = correction.asked(plan.question) if correction is not None else plan.question
        posed = next((e for e in extracts if e.posed), None)
        if posed is not None:  # ("Exercise 5.3 Q6": which of the passage's questions it is)
            asked = f"{asked}\n(That exercise question is: “{posed.sentence}”)"
        classes = [s.hit.book.meta.school_class for s in sources if s.hit.book.meta.school_class]
        school_class = classes[0] if classes else None
        asking = Asking(earlier=plan.earlier, steps=plan.asks is Asks.COMPUTE)
        messages = build_messages(
            asked, sources, school_class, think=settings.think_in_tags, asking=asking
        )
        config = GenerationConfig(max_tokens=settings.max_tokens, temperature=settings.temperature)
        follow = (
            ContinuationFilter(
                embedder,
                plan.question,
                [s.text for s in sources],
                limit=settings.max_continuations,
            )
            if settings.validate
            else None
        )
        yield Stage(StageName.READING_SOURCES, passages=len(sources))
        self._warm_prefix()  # at once, unless warm_up ran (the CLI's first question)
        if correction is not None and correction.lead is not None:
            yield AnswerDelta(channel=Channel.ANSWER, text=correction.streamed)
        first = yield from run_attempt(
            self.generator,
            messages,
            config,
            cancel,
            started=started,
            continuation=follow,
        )
        answered = Answered(
            question=question,
            plan=plan,
            sources=sources,
            level=plan.decision.level,
            started=started,
            retrieval_ms=retrieval_ms,
            first=first,
            model=self.generator.model_id,
            preview=preview,
            preview_ms=preview_ms,
            correction=correction,
            # (a question with a premise: a model echoing it may be contradicted by a passage
            # left out for room; elsewhere more passages bring false alarms, "Q = It" against
            # "the electric current flows in the circuit …")
            retrieved=tuple(h.chunk.text for h in usable) if premise is not None else (),
        )
        if first.cancelled:
            yield finished(answered.stopped(first.answer))
            return
        refused = not first.answer or is_refusal(first.answer)
        # the preview stands against the model's refusal only when it holds every word asked;
        # a correction of the question's premise (or a "Yes" to its "right?") stands on its own
        book_stands = covers(plan.question, extracts)
        stands = correction is not None and correction.stands
        if refused and not (settings.validate and (book_stands or stands)):
            yield finished(answered.refused())
            return
        if not settings.validate:
            answer = strip_markers(first.answer, sources)
            if correction is not None and correction.lead is not None:
                answer = f"{correction.lead.text}\n{answer}"
            cited = assign_citations(answer, sources)
            citations = tuple(Citation.from_hit(s.n, s.hit) for s in cited)
            result = answered.result(
                Status.ANSWERED, answered.with_uncovered(answer), citations=citations
            )
            yield finished(result)
            return
        turn = Turn(
            messages=messages,
            config=config,
            cancel=cancel,
            follow=follow,
            validator=Validator(embedder, settings, settings.support),
            whole=whole,
            extracts=extracts,
        )
        if refused:  # the book's sentences answer what the small model would not
            verdict = turn.validator.extractive(extracts) if book_stands else None
            if correction is not None:
                verdict = correction.opening(verdict, whole=True)
            assert verdict is not None
            yield from concluded(
                answered,
                verdict,
                cite(verdict, whole),
                checks=("model_refused",),
                reason=BOOK_STANDS,
            )
            return
        yield from validated(answered, turn, self.generator, settings)
