"""Worked steps in an answer: calculations the program checked stand on their own.

A step such as "So, a₂₀ = 3 + 19 × 5 = 98" is not in any book, so word overlap cannot
support it; its numbers come from the question, the sources or arithmetic the checker
verified, and its words from the sources and the question. Such a sentence is supported —
cited to the source it shares most words with (the formula's page). A step the checker found
wrong and could not correct fails its sentence (``arithmetic``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.types import Source
from tutorapp.core.validation.arithmetic import Checked
from tutorapp.core.validation.checks import Finding, numbers_in
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.support import SentenceSupport

#: Share of a step's words (numbers aside) that the sources and the question must hold.
WORDS_COVERED = 0.8


def arithmetic_findings(sentences: Sequence[AnswerSentence], checked: Checked) -> list[Finding]:
    """An ``arithmetic`` finding on each sentence holding a wrong step left uncorrected."""
    found = []
    for slip in checked.unfixable:
        for index, sentence in enumerate(sentences):
            if slip.left in sentence.plain and slip.right in sentence.plain:
                found.append(Finding("arithmetic", index, f"{slip.left} = {slip.right}"))
                break
    return found


def worked_steps(
    sentences: Sequence[AnswerSentence],
    support: Sequence[SentenceSupport],
    checked: Checked,
    question: str,
    sources: Sequence[Source],
    eligible: frozenset[int],
) -> list[SentenceSupport]:
    """``support`` with the checked calculation sentences marked supported."""
    allowed = [s for s in sources if s.n in eligible]
    if not allowed or not checked.verified:
        return list(support)
    source_text = " ".join(s.text for s in allowed)
    known_words = set(tokenize(source_text)) | set(tokenize(question))
    known_numbers = set(numbers_in(source_text)) | set(numbers_in(question)) | checked.verified
    bad = {
        i for slip in checked.unfixable for i, s in enumerate(sentences) if slip.right in s.plain
    }
    out = []
    for index, (sentence, sup) in enumerate(zip(sentences, support, strict=True)):
        if sup.supported or index in bad:
            out.append(sup)
            continue
        numbers = numbers_in(sentence.plain)
        derived = [v for v in numbers if v in checked.verified or -v in checked.verified]
        words = [w for w in tokenize(sentence.plain) if not any(c.isdigit() for c in w)]
        covered = sum(w in known_words for w in words) / len(words) if words else 1.0
        is_step = "=" in sentence.plain or bool(derived)
        all_known = all(v in known_numbers or -v in known_numbers for v in numbers)
        if is_step and numbers and all_known and covered >= WORDS_COVERED:
            best = max(allowed, key=lambda s: len(set(words) & set(tokenize(s.text))))
            out.append(replace(sup, supported=True, sources=(best.n,)))
        else:
            out.append(sup)
    return out
