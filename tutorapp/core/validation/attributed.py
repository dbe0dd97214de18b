"""A quality the claim says a thing has, where the book puts the opposite before its name:
"the wood engravers who made woodblocks were rich artists" against "Poor wood engravers who
made woodblocks set up shop near the letterpresses" (heldout45 fp45-20).

The ordinary checks weigh a sentence by the share of the claim's words it holds; a claim that
says much else around "were rich" seldom reaches the bar through a sentence that names the
thing only once, with its quality before it. Here the claim's subject (the words after its
last article, up to a "who" / "which" / "that", two content words or more) said to be ADJ is
looked for, word for word, right after the opposite of ADJ in a passage.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_PREDICATED = re.compile(
    r"^(?P<np>.+?)\s+(?:was|were|is|are)\s+(?:(?:very|quite|really|rather|so|all|mostly|"
    r"mainly|usually|often|generally|always)\s+)*(?:an?\s+)?(?P<adj>[a-z]+)\b",
    re.IGNORECASE,
)
_ARTICLE = re.compile(r"\b(?:the|a|an|these|those|such)\s+", re.IGNORECASE)
_RELATIVE = re.compile(r"\s+(?:who|which|that|whose|whom)\b.*$", re.IGNORECASE)
#: The fewest content words the subject needs ("wood engravers"; not "the image").
SUBJECT_WORDS = 2
_WORD = re.compile(r"[A-Za-z][\w’'-]*")


def _subject(claim: str) -> tuple[list[str], str] | None:
    """The claim's subject as stems and the quality it is said to have."""
    said = _PREDICATED.match(claim.strip())
    if said is None:
        return None
    phrase = _ARTICLE.split(said["np"])[-1]
    phrase = _RELATIVE.sub("", phrase)
    subject = [t.stem for t in content(terms(phrase)) if not t.marker]
    if len(subject) < SUBJECT_WORDS:
        return None
    return subject, stem(said["adj"])


def attributed_against(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by a passage that writes the opposite quality right before the claim's
    subject (module docstring); else None."""
    found = _subject(claim)
    if found is None:
        return None
    subject, quality = found
    size = len(subject)
    for index, unit in units:
        words = [stem(w) for w in _WORD.findall(unit.display)]
        for at, word in enumerate(words[:-size]):
            if words[at + 1 : at + 1 + size] == subject and alternative(quality, word) == (
                "opposite"
            ):
                conflict = Conflict(kind=ConflictKind.OPPOSITE, claim=quality, passage=word)
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
