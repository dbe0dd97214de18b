"""What a question takes for granted, and whether the books agree, before the answer is given.

"Why is the common difference of an AP always positive?" presupposes that the common
difference is always positive; "X, right?", "since X, …", "how does X cause Y?" likewise.
``presupposition`` finds that claim (English and Hindi); ``PremiseChecker`` judges it against
the passages retrieved for the question with the deterministic contradiction checks
(``validation/contradiction.py``: negation, opposites, another member of the same kind,
another name or number, "always" against alternatives). It does not call the model:
the bundled 1.5B model explains a false premise instead of questioning it (FINDINGS.md,
issue 17), and ``bench/premise_bench.py`` measured a second model call as both slower and
less accurate than these checks. Its verdict read as a margin (the "FALSE" token's logit
over the best of "TRUE" / "NOT") and added where the checks find no contradiction does not
pay either: on 268 false premises and their twins, the margin that keeps new false alarms
to 4 of 268 twins adds 15 corrections; on 20 unseen ones (heldout15) it adds 1, and the
margin that adds 6 also flags 3 of the 20 twins — for ~1.2–1.9 s more before the answer.

When the passages contradict the claim, the answer leads with the book's own sentence
(``Premise.lead``); when they neither support nor contradict a loaded claim (one that says
"always", "only", "never" or compares), the answer says the book does not say that.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.results import PremiseNote, ValidationPath
from tutorapp.core.retrieval.gate import is_devanagari
from tutorapp.core.types import Hit, Source
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.extractive import INTRO
from tutorapp.core.validation.numbers import other_numbers
from tutorapp.core.validation.policy import Verdict as Checked
from tutorapp.core.validation.restating import Avoid, gives_again, restates
from tutorapp.core.validation.roles import deed_of
from tutorapp.core.validation.split import MARKER, AnswerSentence
from tutorapp.core.validation.support import SentenceSupport
from tutorapp.core.validation.terms import ALL, NOT, Term, content
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison

log = logging.getLogger(__name__)


#: A passage sentence holding this share of a claim nears saying it: no "does not say".
UNSTATED_HELD = 0.5
#: The fewest words (not numbers) a claim needs for a sentence holding them all to state it.
CONFIRMED_WORDS = 2


@dataclass(frozen=True, kw_only=True)
class PremiseCheck:
    """The claim, what the passages say about it, and the sentence that says so."""

    claim: str
    form: PremiseForm
    verdict: Verdict
    evidence: str | None = None  # the book's sentence(s) that contradict (or support) it
    source: int | None = None  # index into the passages given to ``check``
    conflicts: tuple[str, ...] = ()
    held: float = 0.0  # the share of the claim's words the evidence holds
    # the claim's names the evidence gives another name for ("bhaskara", "ii")
    wrong_names: frozenset[str] = frozenset()
    # the claim's numbers the evidence gives another value for ("10100" against "5050")
    wrong_values: frozenset[str] = frozenset()
    # the evidence as quoted, when its "this sector" needs the noun it stands for:
    # "… this [primary] sector is also called agriculture and related sector"
    quoted: str | None = None
    # fewer than ``CONFIRMED_WORDS`` words besides numbers ("2 is a root of it"): a sentence
    # holding them all ("any quadratic equation can have atmost two roots") need not say it
    thin: bool = False
    # the passage's words against the claim ("italian"): a long sentence is quoted around them
    against: tuple[str, ...] = ()

    @property
    def contradicted(self) -> bool:
        return self.verdict is Verdict.CONTRADICTED

    @property
    def quote(self) -> str | None:
        """The evidence as quoted to the student (running heads trimmed, long text cut)."""
        said = self.quoted or self.evidence
        return _quote(said, self.against) if said else None

    @property
    def stated_in_full(self) -> bool:
        """A passage says the claim: every word of it in one sentence, nothing against it."""
        return self.verdict is Verdict.SUPPORTED and self.held >= 1.0 and not self.thin

    @property
    def confirmed(self) -> bool:
        """ "X, right?" with X stated in full by a passage: the answer opens "Yes — your
        textbook says: “…”" (a claim only partly held gets no "Yes")."""
        return self.form is PremiseForm.TAG and self.stated_in_full

    @property
    def quotes_book(self) -> bool:
        """The answer opens with the book's sentence: a correction or a confirmation."""
        return self.contradicted or self.confirmed

    @property
    def unstated(self) -> bool:
        """The passages neither state nor deny the claim, and none comes near saying it (a
        sentence holding half its words or more — "Each term in the square number sequence
        is the sum of the odd numbers up to that term" for "every square number is the sum
        of consecutive odd numbers" — is too close to tell the student the book does not
        say it)."""
        return self.verdict is Verdict.NOT_STATED and self.held < UNSTATED_HELD

    def restated_by(self, sentence: str) -> bool:
        """``sentence`` says what the question wrongly takes for granted (most of the
        claim's words, nothing against it): the textbook sentences shown as the answer leave
        it out ("Thus, a real, inverted image … is formed …", a convex lens's example, for
        "why does a concave lens always form a real and inverted image?")."""
        if self.verdict is Verdict.SUPPORTED:
            return False
        # (or gives the claim's wrong value again: "Gauss … worked out that the sum … is 10100")
        again = gives_again(sentence, self.claim, self.wrong_values)
        return again or restates(sentence, self.claim)


def _unqualified(claim: Sequence[Term], evidence: Comparison | None) -> bool:
    """The claim says "only", "always", "all" or "not" and the evidence does not: holding
    every other word ("This point … is called the principal focus of the lens" for "a lens
    has only one principal focus") is no "Yes"."""
    said = {t.stem for t in claim if t.marker} & {ALL, NOT}
    return evidence is not None and bool(said - {t.stem for t in evidence.unit.terms})


def _only_another_predicate(judgement: Judgement) -> bool:
    """Contradicted only because the passage says something else of the same subject."""
    evidence = judgement.evidence
    return (
        judgement.contradicted
        and evidence is not None
        and bool(evidence.conflicts)
        and all(c.kind is ConflictKind.PREDICATE for c in evidence.conflicts)
    )


class PremiseChecker:
    def __init__(self, thresholds: ContradictionThresholds | None = None) -> None:
        self.thresholds = thresholds or ContradictionThresholds()

    def check(
        self, question: str, passages: Sequence[str], lead_ins: Sequence[str] = ()
    ) -> PremiseCheck | None:
        """None when the question presupposes nothing worth checking (or is a plain
        question); otherwise the verdict on its claim (``lead_ins``: the text before each
        passage in its book, where one continues another)."""
        found = presupposition(question)
        if found is None:
            return None
        checker = ContradictionChecker(passages, self.thresholds, lead_ins)
        judgement = checker.judge(found.claim)
        verdict = judgement.verdict
        if found.form is PremiseForm.HOW and _only_another_predicate(judgement):
            # "how does ploughing along the contour lines help to reduce soil erosion?": the
            # book's "… can decelerate the flow of water down the slopes" is the how, not a
            # denial of the help
            verdict = Verdict.SUPPORTED
        if verdict is Verdict.NOT_STATED and is_devanagari(found.claim):
            return None  # garbled Hindi text layers: "not stated" would often be untrue
        # (a claim's number the book gives nowhere near it is remarkable: "around 150 of
        # them still survive" where "no more than 50 have survived")
        said = checker.claim_terms(found.claim)
        counted = judgement.evidence is not None and other_numbers(
            said, judgement.evidence.unit.terms
        )
        if verdict is Verdict.NOT_STATED and (
            found.form is PremiseForm.HOW or not (found.loaded or counted)
        ):
            # an open "how does …" or an unremarkable claim: let the answer speak for itself
            verdict = Verdict.SUPPORTED if judgement.evidence else Verdict.NOT_STATED
            if verdict is Verdict.NOT_STATED and not found.loaded:
                return None
        evidence = judgement.evidence
        check = PremiseCheck(
            claim=found.claim,
            form=found.form,
            verdict=verdict,
            evidence=evidence.unit.display if evidence else None,
            source=judgement.source,
            conflicts=tuple(str(c) for c in evidence.conflicts) if evidence else (),
            against=tuple(
                word for c in (evidence.conflicts if evidence else ()) for word in c.passage.split()
            ),
            # (one value only: of a run "4 4 3 -2 -3 16 54" no part is known to be the wrong one)
            wrong_values=frozenset(
                c.claim.split()[0]
                for c in (evidence.conflicts if evidence else ())
                if c.kind is ConflictKind.NUMBER
                and re.fullmatch(r"\d+(?:\.\d+)?(?:\s+[A-Za-z]+)?", c.claim)
            ),
            wrong_names=frozenset(
                word
                for c in (evidence.conflicts if evidence else ())
                if c.kind is ConflictKind.ENTITY
                for word in c.claim.split()
            ),
            quoted=evidence.unit.quoted if evidence else None,
            # (for a claim it does not state, its words in any order or place: "Gutenberg
            # printed about 180 copies, of which no more than 50 have survived" comes near
            # "… 180 bibles and no more than 50 of them still survive")
            held=(
                evidence.held_anywhere(said) if verdict is Verdict.NOT_STATED else evidence.matched
            )
            if evidence
            else 0.0,
            thin=sum(not t.number for t in content(said)) < CONFIRMED_WORDS
            or _unqualified(said, evidence),
        )
        log.info(
            "premise %r: %s%s",
            check.claim,
            check.verdict.value,
            f" ({', '.join(check.conflicts)})" if check.conflicts else "",
        )
        return check


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


# running heads and section numbers glued to the start of a sentence ("ARITHMETIC Plants…",
# "5.2 Further Innovations By the late…")
_HEAD = re.compile(
    r"^(?:(?:[A-Z][A-Z'–-]+|\d+(?:\.\d+)*|(?:Solution|Example|Activity|Note|Remark|"
    r"Answer)\s*(?:\d+(?:\.\d+)*)?\s*:?)\s+)+(?=[A-Z](?:[a-z]|\s))"
)


# a sentence the page cut ("… the Kaveri rivers. nodules than the Khadar. It has more …"):
# what stands before the fragment is no part of the book's point
_CUT = re.compile(r"^.*(?<=[a-z]{2})[.!?]\s+(?![a-z]\.|etc\b|viz\b)[a-z][^.!?]*[.!?]\s+(?=[A-Z])")


#: Words of a long sentence quoted after the first word against the claim.
_AFTER_AGAINST = 12


def _quote(evidence: str, against: Sequence[str] = (), limit: int = 60) -> str:
    """The evidence as quoted: running heads trimmed; a run-on "sentence" (a formula block
    the text layer joins to the sentences around it) cut to ``limit`` words — around the
    first word that goes against the claim when that lies beyond them ("… The SI unit of
    electric potential difference is volt (V), named after Alessandro Volta …, an Italian
    physicist.")."""
    text = _HEAD.sub("", " ".join(evidence.split()).strip())
    rest = _CUT.sub("", text)
    if rest != text and len(rest.split()) >= 5:
        text = rest
    words = text.split()
    if len(words) <= limit:
        return text.rstrip()
    stems = tuple(a.casefold() for a in against if a)
    at = next(
        (
            n
            for n, w in enumerate(words)
            if stems and w.casefold().strip("(“‘'\"").startswith(stems)
        ),
        None,
    )
    if at is None or at < limit - _AFTER_AGAINST:
        return " ".join(words[:limit]).rstrip(",;:") + " …"
    end = min(len(words), at + _AFTER_AGAINST)
    start = end - limit
    # (from the start of the sentence the word is in, when that fits)
    for n in range(at - 1, start - 1, -1):
        # (or an equation's number: "V = W/Q (11.2) The SI unit …")
        ended = words[n].endswith((".", "?", "!")) and not words[n][:-1].replace(".", "").isdigit()
        if ended or re.fullmatch(r"\(\d+\.\d+\)", words[n]):
            start = n + 1
            break
    cut = " ".join(words[start:end]).rstrip(",;:")
    return f"… {cut}{' …' if end < len(words) else ''}"


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
    return AnswerSentence(f"{text}{marker}.", "", True)


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


def lead_first(answer: str, lead: AnswerSentence) -> str:
    """Keep the lead as the very first line of a cited answer ("From your textbook:" — the
    extractive introduction — goes after it, or away when nothing follows)."""
    lines = answer.split("\n")
    if lines and lines[0] == INTRO and len(lines) > 1:
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
        if self.check.verdict is Verdict.SUPPORTED and (
            self.check.form is not PremiseForm.TAG or self.check.confirmed
        ):
            return Avoid()
        # (a "right?" / "isn't it true that …?" the books do not state in full is not to be
        # answered "Yes, …" in its words: heldout14 fp14-11's "Yes, diffraction means light
        # goes in a perfectly straight line …" against "light has a tendency to bend around it")
        deed = deed_of(self.check.claim, self.check.wrong_names)
        return Avoid(
            claims=(self.check.claim, *([] if deed is None else [deed])),
            values=self.check.wrong_values,
            correction=(self.check.evidence or "") if self.check.contradicted else "",
        )

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
