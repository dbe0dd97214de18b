"""What a question takes for granted, and whether the books agree, before the answer is given.

"Why is the common difference of an AP always positive?" presupposes that the common
difference is always positive; "X, right?", "since X, …", "how does X cause Y?" likewise.
``presupposition`` finds that claim (English and Hindi); ``PremiseChecker`` judges it against
the passages retrieved for the question with the deterministic contradiction checks
(``validation/contradiction.py``: negation, opposites, another member of the same kind,
another name or number, "always" against alternatives). It does not call the model: the
bundled 1.5B model explains a false premise instead of questioning it while it answers
(FINDINGS.md, issue 17). Where these checks find no contradiction, ``premise_judge`` asks the
model one yes/no question about the claim beside its nearest passage sentences, before the
answer (the pipeline, on the model's thread).

When the passages contradict the claim, the answer leads with the book's own sentence
when they neither support nor contradict a loaded claim (one that says "always", "only",
"never" or compares), the answer says the book does not say that (``premise_answer.py`` puts
the check into the answer).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tutorapp.core import question_forms as forms
from tutorapp.core.premise_givens import wrong_givens
from tutorapp.core.premise_quote import quoted_around
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.question_frames import unplaced
from tutorapp.core.retrieval.examples import named_activity, named_example
from tutorapp.core.retrieval.exercises import Retyped, named_exercise
from tutorapp.core.retrieval.gate import is_devanagari
from tutorapp.core.validation.assigned import assigned
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.factored import roots_otherwise
from tutorapp.core.validation.placing import other_numbers
from tutorapp.core.validation.posed import (
    exercise_says,
    in_asked_item,
    in_exercises,
    named_item,
    of_item,
)
from tutorapp.core.validation.restating import Unqualified, gives_again, restates, unqualified
from tutorapp.core.validation.stepped import JOINED, in_parts, stepped_otherwise
from tutorapp.core.validation.terms import ALL, NOT, Term, content
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison
from tutorapp.core.validation.worked import in_activity, in_example, under

log = logging.getLogger(__name__)


#: A passage sentence holding this share of a claim nears saying it: no "does not say".
UNSTATED_HELD = 0.5
#: The fewest words (not numbers) a claim needs for a sentence holding them all to state it.
CONFIRMED_WORDS = 2


#: The share of a claim a sentence must hold to deny it plainly (``plainly_denied``).
DENIED_HELD = 0.5
_DENIALS = frozenset({"negation", "opposite", "number"})


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
    # what the question asks "why" of after the claim ("people were buying fewer books
    # then"): it stands on the claim, and is not to be said when the claim is not
    then: str | None = None
    # "supported" only as a claim the books neither state nor deny, let through for the
    # answer to speak for itself (an open "how does …", an unremarkable "why …"): the answer
    # must not say it as the book's ("Farming did badly and gave less food [1]." for "how did
    # farming doing badly … push people into becoming craftspersons", where the book's
    # agriculture "began to prosper"; heldout45 fp45-10)
    granted: bool = False
    # the answer model's doubt when it was asked (``premise_judge``): the logit of "No" over
    # "Yes" to "is the statement true?"; a contradiction it made has no ``conflicts``
    doubt: float | None = None
    # the claim is drawn from givens of the student's that no passage supports: it gets no
    # "Yes" (heldout59 fp59-05, "the booking fee is ₹40 and then ₹200 per km, so after 1 km
    # it's ₹240, right?", where the book's fee is ₹200 plus ₹40 per km)
    unstated_givens: bool = False
    # the givens (or the ground) the claim is drawn from, when no passage states them in
    # full: the claim gets no "Yes", and the answer must not say them again as the book's
    # (heldout61 fp61-12, "the distance formula between two parallel lines only works for y =
    # mx + c form …, right?", where the book gives it for Ax + By + C1 = 0 too)
    loose_givens: str | None = None
    # the student's reason for a contradicted claim, when the book says it of another thing:
    # the answer must not say it without the book's word for that thing (heldout68 fp68-04)
    unqualified: Unqualified | None = None

    @property
    def contradicted(self) -> bool:
        return self.verdict is Verdict.CONTRADICTED

    @property
    def by_model(self) -> bool:
        """Contradicted on the answer model's doubt, not by the word checks."""
        return self.contradicted and self.doubt is not None

    @property
    def quote(self) -> str | None:
        """The evidence as quoted to the student (running heads trimmed, long text cut)."""
        said = self.quoted or self.evidence
        return quoted_around(said, self.against) if said else None

    @property
    def plainly_denied(self) -> bool:
        """Contradicted by the word checks with a denial: a "not", an opposite or another
        number, in a sentence holding half the claim or more, of a claim of more than a few
        words — not another name or kind put in its place ("the Ganga a holy river" against
        "… Himalayan river systems– the Indus, the Ganga …")."""
        return (
            self.contradicted
            and not self.by_model
            and not self.thin
            and self.held >= DENIED_HELD
            and any(c.split(":")[0] in _DENIALS for c in self.conflicts)
        )

    @property
    def stated_in_full(self) -> bool:
        """A passage says the claim: every word of it in one sentence, nothing against it."""
        return self.verdict is Verdict.SUPPORTED and self.held >= 1.0 and not self.thin

    @property
    def confirmed(self) -> bool:
        """ "X, right?" with X stated in full by a passage: the answer opens "Yes — your
        textbook says: “…”" (a claim only partly held gets no "Yes"; nor does one whose
        subject is a pronoun: "it slows down and bends towards the normal" is said of light
        going into a denser medium, not of whatever the student's "it" was)."""
        return (
            self.form in (PremiseForm.TAG, PremiseForm.ASKED)
            and self.stated_in_full
            and not self.unstated_givens
            # (nor one the student draws from givens or a ground the books do not state in
            # full: "ex 5.1 q1(iii): the cost of digging a well doubles every metre, so the
            # list is not an AP, right?" got "Yes — your textbook says: “So, the given list of
            # numbers does not form an AP.”", said of another list; heldout62 fp62-17)
            and self.loose_givens is None
            and not forms.PRONOUN_FIRST.match(self.claim)
            # (nor one the book asks itself: its question, and the reply after it, are no
            # "Yes" — "Is reflex action the only function of the spinal cord? Obviously not,
            # …" was quoted after "Yes —" where a heading glued before it hid the denial;
            # heldout70 ft70-10)
            and "?" not in (self.evidence or "")
        )

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
        return (
            self.verdict is Verdict.NOT_STATED
            and self.held < UNSTATED_HELD
            and self.form is not PremiseForm.ASKED  # (a question, not an assumption)
        )

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
        self,
        question: str,
        passages: Sequence[str],
        lead_ins: Sequence[str] = (),
        posed: frozenset[int] = frozenset(),
    ) -> PremiseCheck | None:
        """None when the question presupposes nothing worth checking (or is a plain
        question); otherwise the verdict on its claim (``lead_ins``: the text before each
        passage in its book, where one continues another; ``posed``: the passages that are
        the book's exercises, whose questions say what each exercise gives)."""
        found = presupposition(question)
        if found is None:
            return None
        checker = ContradictionChecker(passages, self.thresholds, lead_ins)
        if (exercise := named_exercise(question)) is not None:
            # (a claim about "ex 4.2 q4" is read only where the book sets out Exercise 4.2, or
            # under no heading the passage shows: not against "(ii) The product of two
            # consecutive positive integers is 306." of Exercise 4.1; heldout63 ft63-07)
            checker = checker.within(under(exercise))
        judgement = checker.judge(unplaced(found.claim))
        if not judgement.contradicted:
            # (two facts joined, one wrong: "… in 1857, the same year france set up …"; fp73-14)
            judgement = in_parts(unplaced(found.claim), checker.judge, JOINED) or judgement
        item = named_item(question, passages, posed) if exercise is not None else None
        if item is not None:
            # (the very question named, "end-of-chapter Q13 …", speaks for its exercise)
            judgement = in_asked_item(item, unplaced(found.claim), judgement, self.thresholds)
        elif judgement.contradicted and exercise is not None:
            judgement = (
                exercise_says(
                    unplaced(found.claim), passages, lead_ins, posed, exercise, self.thresholds
                )
                or judgement
            )
        if judgement.verdict is not Verdict.SUPPORTED:
            # (an exercise that contradicts it speaks first, unless the text states it: an
            # exercise's numbers are at odds with most claims — heldout59 fp59-01's "ex 11 …
            # the book first solves eq (1) … and eq (2) together" is Example 11's working,
            # not the miscellaneous exercise's "Find the value of p so that …")
            judgement = (
                in_exercises(
                    unplaced(found.claim), passages, lead_ins, posed, exercise, self.thresholds
                )
                or judgement
            )
        loose_ground = None
        reason = None
        before = found.ground or found.given
        posed_before = (
            in_exercises(unplaced(before), passages, lead_ins, posed, exercise, self.thresholds)
            if before is not None and unplaced(before) != before.strip()
            else None
        )
        if posed_before is not None and before is not None:
            # what the student says a named exercise gives, which the exercise contradicts, is
            # the premise to correct before what follows from it: "Q16 at the end of the light
            # chapter gives a lens of power +2.0 D, so its focal length is +0.5 m …" against
            # Exercise 16's "… a lens of power – 2.0 D" (heldout69 fp69-12)
            found = replace(found, claim=before, ground=None, given=None)
            judgement = posed_before
        elif judgement.contradicted and found.ground is not None:
            reason = unqualified(found.ground, checker.judge(unplaced(found.ground)))
        elif found.ground is not None:
            # "aluminium has a higher resistivity than tungsten, so aluminium is the poorer
            # conductor, right?": a ground the book denies is the premise to correct
            grounded = checker.judge(unplaced(found.ground))
            if item is not None and grounded.source not in posed:
                # (read in the question named, not in another example; an exercise passage may
                # hold the rest of the question: heldout72 fp72-02)
                grounded = in_asked_item(item, unplaced(found.ground), grounded, self.thresholds)
            if grounded.contradicted:
                found = replace(found, claim=found.ground, ground=None)
                judgement = grounded
            elif not _in_full(grounded):
                # (a ground no passage states in full is the student's, not the book's)
                loose_ground = found.ground
        givens = checker.judge(unplaced(found.given)) if found.given is not None else None
        if givens is not None and found.given is not None and not givens.contradicted:
            # (givens said of a named exercise are read against its questions too: "ex 9.1
            # q7: the line makes 30° with the positive x-axis …" against its "… with the
            # positive direction of y-axis …", an instruction no other check reads; fp69-15)
            posed_givens = in_exercises(
                unplaced(found.given), passages, lead_ins, posed, exercise, self.thresholds
            )
            givens = posed_givens if posed_givens and posed_givens.contradicted else givens
        wrong = (
            None
            if judgement.contradicted or found.given is None or givens is None
            else wrong_givens(checker, found.given, givens, passages)
        )
        if item is not None and givens is not None and found.given is not None:
            # (the question named speaks for its givens: not Example 1's "(3, – 2)" for "ex 9.2
            # q8 with P(2,1), Q(–2,3) …"; heldout64 fp64-08)
            givens = in_asked_item(item, unplaced(found.given), givens, self.thresholds)
            if wrong is not None and not of_item(wrong[1], item) and wrong[1].source not in posed:
                wrong = None
            if wrong is None and givens.contradicted and not judgement.contradicted:
                wrong = (found.given, givens)
        if wrong is not None:
            # givens that are the book's own numbers, put otherwise ("the booking fee is ₹40
            # and then ₹200 per km" of the book's taxi example): the student's problem is the
            # book's, and its givens are the premise to correct
            found = replace(found, claim=wrong[0], given=None)
            judgement, givens = wrong[1], None
        if not judgement.contradicted and found.given is not None:
            # (roots said to follow from factors the student copied from the book: "6x² − x − 2
            # = (3x − 2)(2x + 1), so the roots are 3/2 and −2"; heldout72 fp72-10)
            factored = roots_otherwise(f"{found.given}, so {found.claim}", checker.units)
            judgement = factored or judgement
        if (activity := named_activity(question)) is not None:
            # a claim about a named activity is read against its steps: "for activity 9.11 we
            # hold a concave lens towards the sun …" against its "Hold a convex lens in your
            # hand.", not the next step's "Focus the light from the Sun on a sheet of paper."
            # which holds more of its words (heldout70 fp70-13); its values against the
            # steps' own, before a worked example's on the page ("10 Ω, 20 Ω and 30 Ω … 12 V"
            # against the activity's "1 Ω, 2 Ω, 3 Ω etc., and a battery of 6 V", not Example
            # 11.8's "5 Ω, 10 Ω, 30 Ω"; heldout71 fp71-16)
            steps = checker.within(in_activity(activity))
            stepped = steps.judge(_unnamed(found.claim))
            if not stepped.contradicted:
                # (every unit read is of the activity; each step of a "… till …" read alone)
                stepped = (
                    stepped_otherwise(_unnamed(found.claim), steps.units)
                    or in_parts(_unnamed(found.claim), steps.judge)
                    or stepped
                )
            judgement = stepped if stepped.contradicted else judgement
        if not judgement.contradicted and (example := named_example(question)) is not None:
            # a claim about a named worked example is read against that example's working:
            # "A = 60° and B = 30°" of Example 8 against its "A = 45° and B = 15°", not table
            # 8.1's "0°, 30°, 45°, 60° and 90°" (heldout68 fp68-10); after its givens ("… BC
            # = 20 units, so AC = 21 units, right?" has BC wrong: heldout66 fp66-03)
            kept = checker.within(in_example(example)).units  # (all of the example's)
            valued = assigned(found.claim, kept, of_example=True) if kept else None
            judgement = valued if valued is not None and valued.contradicted else judgement
        verdict = judgement.verdict
        granted = False
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
            found.form in (PremiseForm.HOW, PremiseForm.ASKED) or not (found.loaded or counted)
        ):
            # an open "how does …" or an unremarkable claim: let the answer speak for itself
            verdict = Verdict.SUPPORTED if judgement.evidence else Verdict.NOT_STATED
            if verdict is Verdict.NOT_STATED and not found.loaded:
                return None
            granted = verdict is Verdict.SUPPORTED
        evidence = judgement.evidence
        check = PremiseCheck(
            unstated_givens=givens is not None and givens.verdict is not Verdict.SUPPORTED,
            loose_givens=(
                found.given if givens is not None and not _in_full(givens) else loose_ground
            ),
            granted=granted,
            unqualified=reason,
            claim=found.claim,
            form=found.form,
            then=found.then,
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


def retyped_check(question: str, slip: Retyped) -> PremiseCheck:
    """The premise of a question that types out one of the book's exercises with one number
    changed (``exercises.retyped``): the question takes that number as the exercise's, and
    the exercise's sentence with the book's is the correction ("Find two numbers whose sum
    is 27 and product is 182." for "… product is 162 …"; heldout65 fp65-12)."""
    claim = question.strip().rstrip("?.! ")
    log.info("premise %r: contradicted (the exercise gives %s)", claim, slip.right)
    return PremiseCheck(
        claim=claim,
        form=PremiseForm.TAG,
        verdict=Verdict.CONTRADICTED,
        evidence=slip.sentence,
        source=slip.source,
        conflicts=(f"number: {slip.wrong!r} vs {slip.right!r}",),
        against=(slip.right,),
        wrong_values=frozenset({slip.wrong}),
        held=1.0,
    )


def _in_full(judged: Judgement) -> bool:
    """A passage says it: every word of it in one sentence, nothing against it."""
    return (
        judged.verdict is Verdict.SUPPORTED
        and judged.evidence is not None
        and judged.evidence.matched >= 1.0
    )


# "for activity 9.11 we hold …", "in activity 9.3, we start by …": the activity named before
# the claim, whose words no step of it holds
_ACTIVITY_NAMED = re.compile(
    r"^(?:(?:in|for|during)\s+)?(?:the\s+)?activity\s+\d+\.\d+\s*[,:–-]?\s*", re.IGNORECASE
)


def _unnamed(claim: str) -> str:
    return _ACTIVITY_NAMED.sub("", unplaced(claim)) or claim
