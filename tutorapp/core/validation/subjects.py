"""What the book says of the claim's own subject, word for word: "The distance of a point from
a line is measured along a line parallel to the x-axis" against "The distance of a point from
a line is the length of the perpendicular drawn from the point to the line".

Word overlap weighs such a claim lightly (three of its seven words), yet the two sentences
open on the same subject and say opposite things of it ("parallel" where the book says
"perpendicular"). ``said_otherwise`` finds a sentence whose subject, before its "is" / "are",
holds exactly the claim's subject words (two or more), and whose predicate sets one of the
claim's predicate words against an opposite, another member of its kind, or a denial.
Used by ``ContradictionChecker``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.conflicts import set_conflicts
from tutorapp.core.validation.terms import Term, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison, stems

# "<subject> is/are [also] <what is said of it>"; a subject of a few words, none a pronoun
_COPULA = re.compile(
    r"^\W*(?P<subject>[A-Za-z][^,;:.?!]{6,80}?)\s+(?:is|are|was|were)\s+(?:also\s+|always\s+)?"
    r"(?P<said>[^?]{3,}?)[.!]?$",
    re.IGNORECASE,
)
# a subject that points elsewhere ("It", "This", "Such a line") or sets a case ("If …")
_NOT_A_SUBJECT = re.compile(
    r"^\W*(?:it|this|that|these|those|they|such|here|there|if|when|since|as|so|thus|hence|"
    r"then|but|however|example|solution)\b",
    re.IGNORECASE,
)
_AGAINST = frozenset({ConflictKind.OPPOSITE, ConflictKind.CONTRAST, ConflictKind.NEGATION})
#: The fewest content words a subject must have to be the same subject.
SUBJECT_WORDS = 2


# "the AP 8, 3, –2, ...": a list of numbers names the thing, it is no part of the subject's words
_NUMBER_LIST = re.compile(
    r"(?:[–−-]?\s*\d+(?:\.\d+)?\s*,\s*)+(?:[–−-]?\s*\d+(?:\.\d+)?|\.\s*\.\s*\.|…)"
    r"(?:\s*,\s*(?:\.\s*\.\s*\.|…))?"
)
# "comes out positive", "works out to be 8": is
_COMES_OUT = re.compile(
    r"\b(?:comes?|came|works?|worked|turns?|turned)\s+out\s+(?:to\s+be\s+|to\s+|as\s+)?",
    re.IGNORECASE,
)
_SIGNED = re.compile(r"^\s*([–−-])?\s*(\d+(?:\.\d+)?)\b")
_SIGN_WORDS = {"positive": 1, "negative": -1, "zero": 0}


def _split(sentence: str) -> tuple[frozenset[str], str] | None:
    sentence = _COMES_OUT.sub("is ", _NUMBER_LIST.sub(" ", sentence))
    match = _COPULA.match(sentence.strip())
    if match is None or _NOT_A_SUBJECT.match(match["subject"]):
        return None
    subject = _stems(match["subject"])
    return (subject, match["said"]) if len(subject) >= SUBJECT_WORDS else None


def _stems(text: str) -> frozenset[str]:
    return frozenset(t.stem for t in content(terms(text)) if not t.number)


_LINK = re.compile(r"\s(?:is|are|was|were)\s+(?:also\s+|always\s+)?", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:?!]|\.(?!\d)")


def _said_of(sentence: str, subject: frozenset[str]) -> str | None:
    """What ``sentence`` says after an "is" whose subject is ``subject`` word for word (a
    heading run into the sentence is no part of it: "9.4 Distance of a Point From a Line The
    distance of a point from a line is …")."""
    for link in _LINK.finditer(sentence):
        before = _CLAUSE_BREAK.split(sentence[: link.start()])[-1].split()
        if _NOT_A_SUBJECT.match(" ".join(before[-1:])):
            continue
        for k in range(1, min(len(before), 16) + 1):
            words = _stems(" ".join(before[-k:]))
            if words == subject and not _NOT_A_SUBJECT.match(before[-k]):
                return _CLAUSE_BREAK.split(sentence[link.end() :])[0]
            if not words <= subject:
                break
    return None


_SIGNED_NUMBER = re.compile(r"[–−-]?\s*\d+(?:\.\d+)?")


def _listed(text: str) -> set[str]:
    """The numbers of the lists ``text`` names things by ("the AP –3, –2, –1, 0, …")."""
    return {
        re.sub(r"\s+", "", n).replace("–", "-").replace("−", "-")
        for match in _NUMBER_LIST.finditer(text)
        for n in _SIGNED_NUMBER.findall(match.group(0))
    }


def said_otherwise(
    claim: str, sentences: Sequence[str], within: Sequence[str] | None = None
) -> tuple[int, Conflict] | None:
    """(which of ``sentences``, the conflict) for the first that says, of the claim's own
    subject, the opposite of what the claim says of it; None when none does. A subject the
    claim names by a list of numbers is that list's: "the terms of the AP –3, –2, –1, 0, …
    are negative" is not denied by "the 10th term of the given AP is 47" of another AP's
    example (``within``: the passage each sentence is from, where the example sets its list
    out, when the sentence itself says only "the given AP")."""
    mine = _split(claim)
    if mine is None:
        return None
    subject, said = mine
    said_terms = terms(said)
    if len(content(said_terms)) < 1:
        return None
    listed = _listed(claim)
    for index, sentence in enumerate(sentences):
        where = sentence if within is None else within[index]
        if listed and not listed <= _listed(where):
            continue
        theirs = _said_of(sentence, subject)
        if not theirs:
            continue
        found = [
            c for c in set_conflicts(said_terms, terms(theirs), frozenset()) if c.kind in _AGAINST
        ]
        found = found or _sign_against(said, theirs)
        if found:
            return index, found[0]
    return None


def _sign_against(said: str, theirs: str) -> list[Conflict]:
    """The claim calls the quantity positive, negative or zero and the book gives it a number
    of another sign ("… comes out positive" against "… of the AP is – 979")."""
    word = next((w for w in re.findall(r"[a-z]+", said.lower()) if w in _SIGN_WORDS), None)
    number = _SIGNED.match(theirs)
    if word is None or number is None or not said.lower().lstrip().startswith(word):
        return []
    value = float(number.group(2))
    sign = 0 if value == 0 else (-1 if number.group(1) else 1)
    if sign == _SIGN_WORDS[word]:
        return []
    return [Conflict(kind=ConflictKind.OPPOSITE, claim=word, passage=number.group(0).strip())]


def subject_against(
    claim: str,
    claim_terms: tuple[Term, ...],
    units: Sequence[tuple[int, Unit]],
    texts: Sequence[str],
) -> Judgement | None:
    """Contradicted by a sentence of ``units`` (each with its passage's index into ``texts``)
    that says the opposite of the claim's own subject (``said_otherwise``): "The distance of a
    point from a line is measured along a line parallel to the x-axis" by "The distance of a
    point from a line is the length of the perpendicular …"; None otherwise."""
    found = said_otherwise(
        claim, [unit.display for _, unit in units], [texts[index] for index, _ in units]
    )
    if found is None:
        return None
    index, unit = units[found[0]]
    words = {t.stem for t in content(claim_terms)} or {""}
    share = len(words & stems(unit)) / len(words)
    evidence = Comparison(unit=unit, matched=share, conflicts=(found[1],))
    return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=index)
