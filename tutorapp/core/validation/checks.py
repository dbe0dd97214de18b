"""Pure checks on an answer's sentences: the signs of a small model straying from its sources.

Each check returns ``Finding``s naming the check and the sentence (by index) it fired on:
hedge phrases that signal outside knowledge, chain-of-thought artifacts, padding, a repeated
question, duplicate sentences, an answer far longer than its sources, numbers that appear
in no source and do not follow from them by one arithmetic step, sentences a source
contradicts (``contradiction.py``) — the page backing a sentence too, where it gives the
sentence's number as another — and sentences that repeat a premise the books do not support.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.quoted import misquoted as quoted_wrongly
from tutorapp.core.validation.restating import (
    Avoid,
    echoes,
    formula_again,
    gives_again,
    restates,
    restates_after,
    sides_with,
)
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.verdicts import ContradictionThresholds, Verdict


@dataclass(frozen=True)
class Finding:
    check: str  # "hedge", "artifact", "padding", "repeated_question", "duplicate", ...
    sentence: int | None  # index into the answer's sentences; None for the whole answer
    detail: str


HEDGES = (
    "as we know",
    "as we all know",
    "as you know",
    "it is well known",
    "well-known fact",
    "in general",
    "generally speaking",
    "typically",
    "in real life",
    "in the real world",
    "in everyday life",
    "i think",
    "i believe",
    "in my opinion",
    "from my knowledge",
    "to my knowledge",
    "as far as i know",
    "not mentioned in the sources",
    "the sources do not mention",
    "the sources don't mention",
    "not in the sources",
    "although the sources",
    "outside the sources",
    "beyond the textbook",
    "it is believed",
    "scientists believe",
    "historically",
)
_HEDGE = re.compile(r"\b(" + "|".join(re.escape(h) for h in HEDGES) + r")\b", re.IGNORECASE)

_ARTIFACT = re.compile(
    r"based on (?:the |my )?(?:analysis|reasoning|above|provided|given|sources|passages|"
    r"context|text)"
    r"|\(in the context of|\bin the context of the (?:sources|passages|question)"
    r"|\blet'?s (?:think|break|analy[sz]e|look)|\blet me\b|\bstep \d+\s*:"
    r"|\bfinal answer\b|\bthe answer is\s*:|\bsource \d+ (?:says|states|mentions)"
    r"|\bthe (?:question|user) (?:asks|is asking|wants)|</?think|\bas an ai\b",
    re.IGNORECASE,
)
_PADDING = re.compile(
    r"^(?:furthermore|additionally|moreover|in addition|in conclusion|in summary|overall|"
    r"to summari[sz]e|to conclude|lastly)\b",
    re.IGNORECASE,
)
# 3, -3, 3.5, 1,000, 3/4 — but not source markers "[3]" or list numbers "3."
_NUMBER = re.compile(r"(?<![\w\[.])[-−–]?\d+(?:,\d{3})*(?:\.\d+)?(?:/\d+)?(?![\w\]])")


def _overlap(a: set[str], b: set[str]) -> float:
    return len(a & b) / max(1, min(len(a), len(b)))


def hedges(sentences: Sequence[AnswerSentence], source_text: str) -> list[Finding]:
    """Phrases that signal outside knowledge (unless the sources use them too)."""
    sources = source_text.lower()
    found = []
    for i, s in enumerate(sentences):
        for match in _HEDGE.finditer(s.plain):
            if match.group(1).lower() not in sources:
                found.append(Finding("hedge", i, match.group(1)))
                break
    return found


def artifacts(sentences: Sequence[AnswerSentence]) -> list[Finding]:
    """Chain-of-thought leftovers: "Based on the analysis", "(in the context of", "Step 1:"."""
    found = []
    for i, s in enumerate(sentences):
        match = _ARTIFACT.search(s.plain)
        if match:
            found.append(Finding("artifact", i, match.group(0)))
    return found


def padding(sentences: Sequence[AnswerSentence]) -> list[Finding]:
    """Two or more filler openers ("Furthermore…", "Additionally…") pad a short answer."""
    openers = [(i, m.group(0)) for i, s in enumerate(sentences) if (m := _PADDING.match(s.plain))]
    if len(openers) < 2:
        return []
    return [Finding("padding", i, word) for i, word in openers[1:]]


_LABEL = re.compile(r"^\W*(?:question|q)\s*[:.-]\s*", re.IGNORECASE)
# words that link a sentence to what went before or agree, and say nothing of their own
_LINKS = frozenset(
    tokenize("this means that therefore thus hence so indeed yes true correct right in other words")
)


def repeated_question(sentences: Sequence[AnswerSentence], question: str) -> list[Finding]:
    """A sentence that only restates the question (adds not one word of its own), or asks it
    again ("Question: What makes cos²A + sin²A = 1 an identity, if …?")."""
    asked = set(tokenize(question))
    found = []
    for i, s in enumerate(sentences):
        words = set(tokenize(_LABEL.sub("", s.plain)))
        # ("This means that if two … lines are parallel, their inclinations add up to 180°
        # right.": "means" is no word of its own)
        restated = not words - asked - _LINKS
        # (or labels itself the question: "Question: trig ex 8: since … doesn't add up [1].",
        # its "doesn't" the student's "doesnt"; heldout59 fp59-03)
        asks_again = s.plain.rstrip().endswith("?") or bool(_LABEL.match(s.plain))
        if len(asked) >= 3 and words and (restated or asks_again) and _overlap(words, asked) > 0.8:
            found.append(Finding("repeated_question", i, s.plain[:60]))
    return found


#: A later sentence of this many words or more, nearly all of them an earlier sentence's,
#: repeats a piece of it ("It transformed the lives of people …" after "It was not just a
#: development …; it transformed the lives of people …": premises_heldout33 fp33-04).
_PIECE_WORDS = 6
_PIECE_HELD = 0.9


def duplicates(sentences: Sequence[AnswerSentence], threshold: float = 0.8) -> list[Finding]:
    """Later sentences that repeat an earlier one (word overlap at or above ``threshold``),
    or a piece of one (``_PIECE_HELD`` of their words in it)."""
    seen: list[set[str]] = []
    found = []
    for i, s in enumerate(sentences):
        words = set(tokenize(s.plain))
        if len(words) >= 3 and any(
            len(other) >= 3
            and (
                len(words & other) / len(words | other) >= threshold
                or (len(words) >= _PIECE_WORDS and len(words & other) >= _PIECE_HELD * len(words))
            )
            for other in seen
        ):
            found.append(Finding("duplicate", i, s.plain[:60]))
        seen.append(words)
    return found


def too_long(sentences: Sequence[AnswerSentence], source_words: int) -> list[Finding]:
    """An answer longer than all its sources together (and longer than a short paragraph)."""
    words = sum(len(s.plain.split()) for s in sentences)
    if words > 80 and words > source_words:
        return [Finding("too_long", None, f"{words} words from {source_words} source words")]
    return []


def numbers_in(text: str) -> list[Fraction]:
    values = []
    for raw in _NUMBER.findall(text):
        token = raw.replace(",", "").replace("−", "-").replace("–", "-")
        try:
            values.append(Fraction(token))
        except (ValueError, ZeroDivisionError):
            continue
    return values


def _derivable(known: Iterable[Fraction]) -> set[Fraction]:
    """The known numbers and every result of one +, −, ×, ÷ (or square) between them."""
    base = sorted(set(known), key=abs)[:60]
    reach = set(base)
    for a in base:
        reach.add(-a)
        reach.add(a * a)
        for b in base:
            reach.update((a + b, a - b, a * b))
            if b:
                reach.add(a / b)
    return reach


def unsupported_numbers(
    sentences: Sequence[AnswerSentence],
    source_text: str,
    question: str,
    verified: Iterable[Fraction] = (),
) -> list[Finding]:
    """Numbers that are in no source or the question and do not follow from them in one step.

    Numbers the answer derived earlier count as known, so a worked chain of steps passes; so
    do the numbers of steps the arithmetic check ``verified``.
    """
    known = set(numbers_in(source_text)) | set(numbers_in(question)) | set(verified)
    reach = _derivable(known)
    found = []
    for i, s in enumerate(sentences):
        for value in numbers_in(s.plain):
            if value in reach or -value in reach:
                continue
            found.append(Finding("unsupported_number", i, str(value)))
            break
        derived = [v for v in numbers_in(s.plain) if v in reach or -v in reach]
        if derived and not known.issuperset(derived):
            known.update(derived)
            reach = _derivable(known)
    return found


def unsupported_names(
    sentences: Sequence[AnswerSentence], source_text: str, question: str
) -> list[Finding]:
    """Names (a capital inside a sentence) that no source and not the question holds: the
    model's own knowledge, or its invention ("… by Gauss in his book *Disquisitiones
    Arithmeticae*"), however close the rest of the sentence is to a passage."""
    known = {t.stem for t in terms(source_text)} | {t.stem for t in terms(question)}
    found = []
    for i, s in enumerate(sentences):
        names = [t.stem for t in terms(s.plain) if t.proper and not t.number]
        if unknown := [n for n in names if n not in known and n.isascii() and len(n) > 2]:
            found.append(Finding("unsupported_name", i, unknown[0]))
    return found


def misquoted(
    sentences: Sequence[AnswerSentence], passages: Sequence[str], question: str
) -> list[Finding]:
    """Sentences that give, between quotation marks, words no passage holds
    (``quoted.misquoted``): the model's words passed off as the book's."""
    return [
        Finding("misquoted", i, quote)
        for i, s in enumerate(sentences)
        if (quote := quoted_wrongly(s.plain, passages, question)) is not None
    ]


def contradicted(
    sentences: Sequence[AnswerSentence],
    passages: Sequence[str],
    avoid: Avoid | None = None,
    thresholds: ContradictionThresholds | None = None,
) -> list[Finding]:
    """Sentences a passage contradicts ("contradicted"), and sentences that repeat a claim
    to avoid — a premise the books contradict or do not state — or agree with the asker
    ("The student is correct that …", "Yes, …"), or give one of its values to avoid again
    with two of its words, or take its side against the book's correction
    ("false_premise")."""
    checker = ContradictionChecker(passages, thresholds)
    avoid = avoid or Avoid()
    claims, values = avoid.claims, avoid.values
    found = []
    for i, s in enumerate(sentences):
        if (
            any(restates(s.plain, claim, thresholds) for claim in claims)
            # ("This helps to … fill up the gullies …" after "… shelter belts …"; any sentence
            # before may end up right before it once others are dropped)
            or any(
                restates_after(before.plain, s.plain, claim, thresholds)
                for claim in claims
                for before in sentences[:i]
            )
            or (avoid.anything and _AGREES.search(s.plain))
            or (claims and values and gives_again(s.plain, claims[0], values))
            or any(formula_again(s.plain, formula) for formula in avoid.formulas)
            or (claims and sides_with(s.plain, claims[0], avoid.correction, passages))
            or any(echoes(s.plain, claim, passages) for claim in (*claims, *avoid.echoed))
            or any(reason.said_by(s.plain) for reason in avoid.unqualified)
        ):
            found.append(Finding("false_premise", i, s.plain[:60]))
            continue
        judgement = checker.judge(s.plain)
        if judgement.contradicted and judgement.evidence is not None:
            if _contrasts(s.plain, judgement.evidence.unit.display) and all(
                c.kind is ConflictKind.NEGATION for c in judgement.evidence.conflicts
            ):
                continue  # it states both sides itself: "X has a last term, while Y does not"
            detail = "; ".join(str(c) for c in judgement.evidence.conflicts)
            found.append(Finding("contradicted", i, detail))
    return found


def misnumbered(
    sentences: Sequence[AnswerSentence],
    backing: Sequence[Sequence[str]],
    passages: Sequence[str],
    thresholds: ContradictionThresholds | None = None,
    skip: Iterable[int | None] = (),
) -> list[Finding]:
    """Sentences whose number the very passages backing them (``backing[i]``: the texts the
    support check found for sentence ``i``) give as another, where no passage states the
    sentence as written: "… jobs for more than 35 lakh people" on the page that says "nearly
    20 lakh jobs … in the education sector", the 35 lakh being the tourism estimate beside
    it. Read against every passage at once, that sentence is only *not stated* — the
    tourism sentence holds as many of its words as the education one — and the words it
    shares with its page would pass it, under a citation to a number the page does not give.
    Sentences in ``skip`` are already found wrong."""
    skipped = set(skip)
    found = []
    everything: ContradictionChecker | None = None
    for i, s in enumerate(sentences):
        if i in skipped or i >= len(backing) or not backing[i]:
            continue
        given = set(numbers_in(s.plain))
        if not given or given <= set(numbers_in(" ".join(backing[i]))):
            # (no number, or only numbers its page gives: a page giving 35 lakh for tourism
            # and 20 lakh for education beside it says as much for the one as the other)
            continue
        judgement = ContradictionChecker(backing[i], thresholds).judge(s.plain)
        evidence = judgement.evidence
        if not (
            judgement.contradicted
            and evidence is not None
            and any(c.kind is ConflictKind.NUMBER for c in evidence.conflicts)
        ):
            continue
        everything = everything or ContradictionChecker(passages, thresholds)
        if everything.judge(s.plain).verdict is Verdict.SUPPORTED:
            continue  # another passage says it as written
        detail = "; ".join(str(c) for c in evidence.conflicts)
        found.append(Finding("contradicted", i, detail))
    return found


# agreeing with the one who asked, as a 1.5B model does after the correction of a premise
_AGREES = re.compile(
    r"^\W*(?:yes\b|(?:yes,\s*)?(?:you|the\s+student)(?:'re|\s+(?:are|is))\s+(?:right|correct)"
    r"|that(?:'s|\s+is)\s+(?:right|correct)|(?:exactly|indeed|correct)\b)",
    re.IGNORECASE,
)
_CONTRAST = re.compile(
    r"\b(?:while|whereas|but|unlike|and\s+the\s+other|the\s+other\s+(?:does|is|has))\b", re.I
)
_NEGATED = re.compile(r"\b(?:not|no|never|cannot)\b|n't\b", re.I)


def _contrasts(sentence: str, evidence: str) -> bool:
    """The sentence sets a negated side against a plain one that says the same thing (a
    negation in it is its own: "a finite AP has a last term, while an infinite AP does
    not"), not against something else ("It was passed to control the press, but it did not
    provide extensive rights to censor …", where the book says it provided them)."""
    if not (_CONTRAST.search(sentence) and _NEGATED.search(sentence)):
        return False
    halves = [h for h in _CONTRAST.split(sentence) if h.strip()]
    if len(halves) != 2:
        return True
    said = {t.stem for t in content(terms(evidence))}
    words = [{t.stem for t in content(terms(h))} & said for h in halves]
    denied = [w for h, w in zip(halves, words, strict=True) if _NEGATED.search(h)]
    plain = [w for h, w in zip(halves, words, strict=True) if not _NEGATED.search(h)]
    if len(denied) != 1 or len(plain) != 1 or not denied[0]:
        return True
    return len(denied[0] & plain[0]) >= 0.5 * len(denied[0])
