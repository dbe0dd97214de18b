"""The answer model's second opinion on a question's premise, where the word checks find no
contradiction.

The deterministic checks (``premise.PremiseChecker``) read negations, opposites, numbers and
names; a student's paraphrase ("printing stayed inside germany" for the book's "Printers from
Germany travelled to other countries … helping start new presses") gets past them. The answer
model reads paraphrase better than it questions a premise while answering: shown the claim
and the three passage sentences that share most of its words, it is asked one yes/no question
("According to the textbook, is the statement true?") and its next-token logits are read, not
sampled: ``doubt`` is the logit of "No" over that of "Yes". Above ``AnswerSettings.
premise_doubt`` the premise is taken as contradicted by the nearest sentence, which the answer
then quotes as its correction. Of sentences that hold as many of the claim's words, the one a
section heading does not open is quoted ("The writings of thinkers such as Thomas Paine,
Voltaire and Jean Jacques Rousseau were also widely printed and read." before "4 The Reading
Mania Through the seventeenth and eighteenth centuries literacy rates went up …").

Asked only when it can change the answer: a claim the checks did not contradict, that no passage
sentence states in full, in English, with a passage sentence that shares a fifth of its words or
more. Not in Hindi: on the 22 Hindi false premises of premises_heldout39–47 and their true twins,
shown the three passage sentences multilingual-e5 rates nearest, its doubt ranked a false premise
above a true one in 66 % of pairs (AUC 0.66), and its two highest doubts were true twins.
``bench/premise_margin.py`` measures the margins, what they add on the held-out sets and the time
of the call.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from tutorapp.core.answering import Plan
from tutorapp.core.errors import PromptTooLongError
from tutorapp.core.generation.engine import ChatMessage
from tutorapp.core.premise import PremiseCheck
from tutorapp.core.retrieval.gate import is_devanagari
from tutorapp.core.retrieval.ranking import checked_hits
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict
from tutorapp.core.validation.weighing import compare

log = logging.getLogger(__name__)

JUDGE_SYSTEM = "You compare a student's statement with a textbook. Answer with one word."
#: How many passage sentences the model is shown.
SHOWN = 3
#: The share of the claim's words the nearest sentence must hold for the model to be asked:
#: a paraphrase shares few ("printing stayed inside germany" against "printing presses were
#: set up in most countries of Europe"), a sentence on another matter none.
NEAR = 0.2
#: The fewest words of a sentence the model's doubt may quote as the book's correction.
QUOTABLE_WORDS = 7
#: A section heading glued before a sentence: a section number ("4 The Reading Mania …",
#: "9.3.1 Refraction through …") or a run of capitalised words ("LAND USE PATTERN IN INDIA The
#: use of land …").
HEADED = re.compile(r"^(?:\d+(?:\.\d+)*\s+\S|[A-Z][A-Z–-]+(?:\s+[A-Z][A-Z–-]+)+\s)")


@runtime_checkable
class Doubter(Protocol):
    """A model that can weigh a yes/no question without writing an answer (on the thread
    that owns it; it leaves its context as it found it)."""

    def doubt(self, messages: Sequence[ChatMessage]) -> float:
        """The logit of "No" over that of "Yes" as the reply's first token."""
        ...


@dataclass(frozen=True, kw_only=True)
class Nearest:
    """A passage sentence shown to the model: which passage, its text, the share of the
    claim's words it holds."""

    source: int
    text: str
    held: float


def nearest(claim: str, passages: Sequence[str], count: int = SHOWN) -> list[Nearest]:
    """The passage sentences that share most of the claim's words, best first, each once."""
    terms = ContradictionChecker(passages).claim_terms(claim)
    ranked = sorted(
        (
            Nearest(source=index, text=unit.display, held=compare(terms, unit).matched)
            for index, text in enumerate(passages)
            for unit in units(text)
        ),
        key=lambda n: -n.held,
    )
    shown: list[Nearest] = []
    for near in ranked:
        if all(near.text != s.text for s in shown):
            shown.append(near)
        if len(shown) == count:
            break
    return shown


def quoted(shown: Sequence[Nearest]) -> Nearest:
    """The shown sentence a correction quotes: the one that holds most of the claim's words,
    and of those the first a heading does not open and that says something (a caption, "The
    cover page of Indian Charivari.", says nothing of what the claim got wrong; heldout59
    fp59-16)."""
    return max(
        shown,
        key=lambda n: (
            n.held,
            not HEADED.match(n.text),
            bool(_SAYS.search(n.text)) and not ANNOUNCES.match(n.text),
        ),
    )


#: A sentence that announces what the book does next ("Let us now do an Activity to study the
#: nature … of the image formed by a concave lens."): it says nothing a claim could get wrong
#: (heldout63 fp63-12's lead quoted it).
ANNOUNCES = re.compile(r"^\W*(?:let\s+us|let's|we\s+shall|we\s+will)\b", re.IGNORECASE)


# a finite verb: the sentence says something of its subject (a caption names a picture)
_SAYS = re.compile(
    r"\b(?:is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|do|does|"
    r"did)\b|\b[a-z]{3,}ed\b",
    re.IGNORECASE,
)


def judge_messages(claim: str, sentences: Sequence[str]) -> tuple[ChatMessage, ...]:
    """The yes/no question the model is asked about ``claim``."""
    text = " ".join(sentences)
    return (
        ChatMessage("system", JUDGE_SYSTEM),
        ChatMessage(
            "user",
            f"Textbook: {text}\nStatement: {claim}\nAccording to the textbook, is the "
            "statement true? Answer Yes or No.",
        ),
    )


def doubter_for(plan: Plan, model: object) -> Doubter | None:
    """``model``, when it can weigh yes/no questions and its opinion can change the answer to
    ``plan``'s question."""
    if not isinstance(model, Doubter) or not worth_asking(plan.premise):
        return None
    return model


def weighed(plan: Plan, model: Doubter, cut: float) -> Plan:
    """``plan`` with its premise as the model's second opinion leaves it."""
    texts = [h.chunk.text for h in checked_hits(plan.hits, plan.asks, plan.question)]
    return replace(plan, premise=second_opinion(plan.premise, texts, model, cut).check)


def worth_asking(check: PremiseCheck | None) -> bool:
    """The model's opinion can change the answer: an English claim the checks did not
    contradict and no passage sentence states in full."""
    return (
        check is not None
        and not check.contradicted
        and not check.stated_in_full
        and not is_devanagari(check.claim)
    )


@dataclass(frozen=True, kw_only=True)
class SecondOpinion:
    """The check as it stands after the model was asked (or not), and what it cost."""

    check: PremiseCheck | None
    asked: bool = False
    ms: float = 0.0
    nearest: Nearest | None = None  # the sentence a correction quotes, when one was shown


def second_opinion(
    check: PremiseCheck | None, passages: Sequence[str], model: Doubter, cut: float
) -> SecondOpinion:
    """``check``, turned into a contradiction by the nearest passage sentence when the
    model's doubt is above ``cut``; unchanged otherwise."""
    if check is None or not worth_asking(check):
        return SecondOpinion(check=check)
    shown = nearest(check.claim, passages)
    if not shown or shown[0].held < NEAR:
        return SecondOpinion(check=check)
    best = quoted(shown)
    if len(best.text.split()) < QUOTABLE_WORDS or ANNOUNCES.match(best.text):
        # (an activity's step, "Take a convex lens.", or what the book does next, "Let us now
        # do an Activity to study …", holds the claim's words and corrects nothing: "for
        # activity 9.12 (convex lens) we only draw 3 chalk lines", heldout61 fp61-04; "Put
        # some sugar in your mouth.", fp57-02; heldout63 fp63-12)
        return SecondOpinion(check=check)
    started = time.perf_counter()
    try:
        doubt = model.doubt(judge_messages(check.claim, [s.text for s in shown]))
    except PromptTooLongError:  # (a claim too long to weigh is left to the checks' verdict)
        log.info("the premise was too long for the model's yes/no question")
        return SecondOpinion(check=check)
    ms = (time.perf_counter() - started) * 1000
    log.info("premise doubt %.2f (cut %.2f) in %.0f ms", doubt, cut, ms)
    if doubt <= cut:
        return SecondOpinion(check=replace(check, doubt=doubt), asked=True, ms=ms, nearest=best)
    judged = replace(
        check,
        verdict=Verdict.CONTRADICTED,
        evidence=best.text,
        source=best.source,
        held=best.held,
        conflicts=(),
        quoted=None,
        against=(),
        granted=False,
        doubt=doubt,
    )
    return SecondOpinion(check=judged, asked=True, ms=ms, nearest=best)
