"""How a checked premise enters an answer: the lead sentence ("Actually, your textbook says:
“…” [n]." / "Yes — your textbook says …" / "Your textbook does not say …"), the question as the
model sees it, the passage the lead quotes placed among the sources, and ``Correction``, which
carries all of it through one answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.generation.sources import select_sources
from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.premise import PremiseCheck
from tutorapp.core.presupposition import PremiseForm
from tutorapp.core.results import PremiseNote, ValidationPath
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.settings import AnswerSettings
from tutorapp.core.types import Hit, Source
from tutorapp.core.validation.extractive import INTRO, Extract
from tutorapp.core.validation.policy import Verdict as Checked
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.roles import deed_of
from tutorapp.core.validation.split import MARKER, AnswerSentence
from tutorapp.core.validation.support import SentenceSupport
from tutorapp.core.validation.textbook import textbook_answer
from tutorapp.core.validation.verdicts import Verdict


def lead_for(check: PremiseCheck, hindi: bool = False) -> str | None:
    """The sentence that opens the answer (without its citation marker), or None."""
    if check.contradicted and check.quote:
        quote = check.quote
        if hindi:
            return f"दरअसल, आपकी पाठ्यपुस्तक कहती है: “{quote}”"
        return f"Actually, your textbook says: “{quote}”"
    if check.confirmed and check.quote:
        if hindi:
            return f"हाँ, आपकी पाठ्यपुस्तक कहती है: “{check.quote}”"
        return f"Yes — your textbook says: “{check.quote}”"
    if check.unstated:
        if hindi:
            return "आपकी पाठ्यपुस्तक यह नहीं कहती जो प्रश्न मानकर चल रहा है।"
        return f"Your textbook does not say {_declarative(check)}"
    return None


def _declarative(check: PremiseCheck) -> str:
    """What the question assumes, as a clause after "does not say that"."""
    if check.form is PremiseForm.WHY:
        return "what your question assumes"  # "why is X Y" has no reliable statement form
    return f"that “{check.claim.strip().rstrip('?.! ')}”"


# -- putting the check into the answer -----------------------------------------------------


def note_for(check: PremiseCheck, citation: int | None) -> PremiseNote:
    """What the result records about the premise (``citation``: the lead's [n])."""
    return PremiseNote(
        claim=check.claim,
        verdict=check.verdict,
        correction=check.quote if check.contradicted else None,
        citation=citation,
        by_model=check.by_model,
    )


def place_evidence(
    sources: Sequence[Source], hits: Sequence[Hit], check: PremiseCheck
) -> tuple[list[Source], int | None]:
    """The sources with the passage the lead quotes (that contradicts the premise, or states
    it for a "right?") among them (in place of the last one when search ranked it lower), and
    its source number."""
    if check.source is None or not 0 <= check.source < len(hits):
        return list(sources), None
    wanted = hits[check.source]
    for source in sources:
        if source.hit.chunk.id == wanted.chunk.id:
            return list(sources), source.n
    if not sources:
        return [Source(1, wanted)], 1
    last = sources[-1]
    return [*sources[:-1], Source(last.n, wanted)], last.n


@dataclass(frozen=True, kw_only=True)
class Asked:
    """A question as the book's sentences for it are chosen: its premise, checked, and the
    passage that sets the exercise question it names by number (``Plan.posed``), if any."""

    question: str
    premise: PremiseCheck | None
    posed: str = ""


def book_sentences(
    asked: Asked,
    usable: Sequence[Hit],
    settings: AnswerSettings,
    embedder: Embedder,
    checked: Sequence[Hit] | None = None,
) -> tuple[list[Source], int | None, tuple[Extract, ...]]:
    """The passages an answer may use (with the one the premise's lead quotes among them,
    ``place_evidence``, and its number) and the book's sentences that answer the question from
    them (none that restates the premise). ``checked``: the hits the premise was checked
    against (``ranking.checked_hits``; ``usable`` when not given)."""
    question, premise = asked.question, asked.premise
    whole = select_sources(usable, settings.max_sources, settings.max_source_words)
    evidence = None
    if premise is not None and premise.quotes_book:  # the book's sentence is shown
        whole, evidence = place_evidence(whole, usable if checked is None else checked, premise)
    # (an exercise placed for the lead to quote gives the lead, not the answer's sentences:
    # its other questions state nothing)
    answering = {h.chunk.id for h in usable}
    extracts = tuple(
        e
        for e in textbook_answer(question, whole, embedder, posed=asked.posed)
        if (premise is None or not premise.restated_by(e.sentence))
        and any(s.n == e.n and s.hit.chunk.id in answering for s in whole)
    )
    return whole, evidence, extracts


def note_for_model(question: str, check: PremiseCheck, n: int | None) -> str:
    """The question as the model sees it: with a contradicted premise, the source that
    contradicts it is named, so the model explains what the book says instead."""
    if check.contradicted and check.evidence and n is not None:
        return (
            f"{question}\n(Careful: this question assumes something that is not true. "
            f"Source {n} says: “{check.quote}” Answer with what the sources say.)"
        )
    if check.unstated:
        return f"{question}\n(Careful: the sources may not say what this question assumes.)"
    return question


def lead_sentence(check: PremiseCheck, n: int | None, hindi: bool = False) -> AnswerSentence | None:
    """The answer's first sentence: the correction in the book's words, or that the book
    does not say it (``n``: the evidence's source number)."""
    text = lead_for(check, hindi)
    if text is None:
        return None
    marker = f" [{n}]" if n is not None and check.quotes_book else ""
    end = "।" if hindi and not text.endswith("।") else "" if hindi else "."
    return AnswerSentence(f"{text}{marker}{end}", "", True)


def shown_lead(lead: AnswerSentence, n: int | None) -> str:
    """The lead as streamed before the model's answer: its citation is always [1] in the
    final answer, whatever the passage's number in the prompt."""
    text = MARKER.sub("", lead.text).rstrip(". ")
    return f"{text} [1]." if n is not None else f"{text}."


def with_lead(verdict: Checked, lead: AnswerSentence, n: int | None) -> Checked:
    """``verdict`` with ``lead`` as its first sentence (supported by source ``n``); a
    sentence that only repeats the book's sentence the lead quotes is left out."""
    support = SentenceSupport(
        text=lead.text,
        supported=n is not None,
        sources=(n,) if n is not None else (),
        lexical=1.0,
        semantic=1.0,
    )
    kept = [
        (s, sup)
        for s, sup in zip(verdict.sentences, verdict.support, strict=True)
        if not _repeats(s.text, lead.text)
    ]
    rest = [
        AnswerSentence(s.text, s.prefix, True) if i == 0 else s for i, (s, _) in enumerate(kept)
    ]
    return replace(
        verdict,
        sentences=(lead, *rest),
        support=(support, *(sup for _, sup in kept)),
    )


_FILLED_IN = re.compile(r"\s*\[[^\]\d]*\]")


def _letters(text: str) -> str:
    return re.sub(r"\W+", " ", MARKER.sub(" ", text)).casefold().strip()


def _repeats(sentence: str, lead: str) -> bool:
    """``sentence`` says no more than the book's sentence quoted in ``lead`` (a running
    head or a few words aside; the quote's "these [alluvial] soils" is "these soils")."""
    quoted = re.search(r"“(.+)”", lead)
    if quoted is None:
        return False
    said, quote = _letters(sentence), _letters(_FILLED_IN.sub("", quoted.group(1)))
    if not said or not quote:
        return False
    return (quote in said and len(said) <= len(quote) + 30) or said in quote


def lead_only(lead: AnswerSentence, n: int | None) -> Checked:
    """An answer of the correction alone (the model's own answer could not be used)."""
    base = Checked(
        path=ValidationPath.EXTRACTIVE,
        sentences=(),
        support=(),
        findings=(),
        quality=1.0,
        checks=(),
    )
    return with_lead(base, lead, n)


def lead_first(answer: str, lead: AnswerSentence, intro: str = INTRO) -> str:
    """Keep the lead as the very first line of a cited answer (``intro``, the extractive
    introduction "From your textbook:", goes after it, or away when nothing follows)."""
    lines = answer.split("\n")
    if lines and lines[0] == intro and len(lines) > 1:
        if len(lines) == 2:
            return lines[1]
        return "\n".join([lines[1], lines[0], *lines[2:]])
    return answer


def evidence_sentences(check: PremiseCheck | None) -> list[str]:
    """The sentences of the book's correction, for the lean prompt to keep."""
    if check is None or not check.quotes_book or not check.evidence:
        return []
    return list(split_sentences(check.evidence))


@dataclass(frozen=True, kw_only=True)
class Correction:
    """How a checked premise enters one answer: the sentence the answer opens with and the
    evidence's number among the passages the model read (``shown``, compressed) and among the
    whole passages (``whole``: the preview's numbering, used by the book's-sentences answer)."""

    check: PremiseCheck
    lead: AnswerSentence | None
    shown: int | None = None
    whole: int | None = None

    @classmethod
    def of(
        cls,
        check: PremiseCheck,
        whole: Sequence[Source],
        evidence: int | None,
        shown: Sequence[Source],
        hindi: bool,
    ) -> Correction:
        """``whole``: the passages as chosen, ``evidence`` the number of the one that
        contradicts the premise among them (``place_evidence``); ``shown``: the passages as
        compressed for the prompt (renumbered)."""
        n = None
        wanted = next((s.hit.chunk.id for s in whole if s.n == evidence), None)
        if wanted is not None:
            n = next((s.n for s in shown if s.hit.chunk.id == wanted), None)
        return cls(check=check, lead=lead_sentence(check, n, hindi), shown=n, whole=evidence)

    @property
    def stands(self) -> bool:
        """The answer opens with the book's sentence (a correction of the question's premise,
        or a "Yes" to its "right?"), which stands on its own if the model's answer cannot."""
        return self.lead is not None and self.check.quotes_book

    @property
    def avoid(self) -> Avoid:
        """What the answer must not say again: a premise the books do not support, or a
        "right?" they do not state in full (and, when they give its deed to another name, that
        deed said of its doer: "bhaskara ii show"; its values the book gives otherwise, "10100"
        against "the sum is 5050"; and, against the book's correction, the claim in other
        words)."""
        # (nor are the student's givens no passage states in full: "The distance formula
        # between two parallel lines only works for the equation y = mx + c form [1]." for
        # "the distance formula … only works for y = mx + c form. for lines like Ax + By + C1
        # = 0 there is no formula, so we always have to convert first, right?", heldout61
        # fp61-12, where the book gives the formula for the general form too)
        givens = tuple(p for p in _STOPS.split(self.check.loose_givens or "") if p.strip())
        if self.check.granted:
            # (a claim the books do not state is not to be said as theirs either)
            return Avoid(claims=(self.check.claim, *givens), echoed=(self.check.claim, *givens))
        if self.check.verdict is Verdict.SUPPORTED and (
            self.check.form not in (PremiseForm.TAG, PremiseForm.ASKED) or self.check.confirmed
        ):
            return Avoid(claims=givens, echoed=(self.check.claim, *givens))
        # (a "right?" / "isn't it true that …?" the books do not state in full is not to be
        # answered "Yes, …" in its words: heldout14 fp14-11's "Yes, diffraction means light
        # goes in a perfectly straight line …" against "light has a tendency to bend around it")
        deed = deed_of(self.check.claim, self.check.wrong_names)
        # (and what the question asks "why" of on that claim: "The reason was that people were
        # buying fewer books then because of the Great Depression …" after the correction of
        # "book sales had been falling for the last twenty years. why were people buying fewer
        # books then?", heldout38 fp38-19)
        then = self.check.then
        return Avoid(
            claims=(
                self.check.claim,
                *([] if deed is None else [deed]),
                *([] if then is None else [then]),
                *givens,
            ),
            values=self.check.wrong_values,
            # (the claim's side of an equation the book writes otherwise: fp73-10)
            formulas=tuple(found[1] for c in self.check.conflicts if (found := _FORMULA.match(c))),
            correction=(self.check.evidence or "") if self.check.contradicted else "",
            unqualified=() if self.check.unqualified is None else (self.check.unqualified,),
        )

    def closing(
        self, answer: str, cited: Sequence[SentenceSupport], intro: str = INTRO
    ) -> tuple[str, PremiseNote | None]:
        """The cited ``answer`` with the lead as its first line, and the note the result
        keeps (``cited``: the answer's sentences as cited; the lead's number is the first)."""
        if self.lead is None:
            return answer, None
        first = cited[0].sources[:1] if cited else ()
        note = note_for(self.check, first[0] if first else None)
        return lead_first(answer, self.lead, intro), note

    @property
    def streamed(self) -> str:
        """The lead as streamed before the model's answer ("" without one)."""
        return shown_lead(self.lead, self.shown) + "\n" if self.lead is not None else ""

    def asked(self, question: str) -> str:
        """The question as the model sees it (with a note on a false premise)."""
        return note_for_model(question, self.check, self.shown)

    def opening(self, verdict: Checked | None, whole: bool) -> Checked | None:
        """``verdict`` with the lead first (the lead alone for None when it stands);
        ``whole``: the verdict is numbered by the whole passages, not the compressed ones."""
        if self.lead is None:
            return verdict
        n = self.whole if whole else self.shown
        if verdict is None:
            return lead_only(self.lead, n) if self.stands else None
        return with_lead(verdict, self.lead, n)


# where a student's givens end one statement and start another (a student types "… form. for
# lines like …" in lower case)
_STOPS = re.compile(r"(?<=[.?!;])\s+")
# a conflict of formulas as ``Conflict`` writes it: "formula: '100x² + 20x + 1 = 0' vs '…'"
_FORMULA = re.compile(r"formula: '(.+?)' vs '")
