"""A comparison where the book says the two are equal: "the image in a plane mirror is always a
little smaller than the object" against "Image formed by a plane mirror is always virtual and
erect. The size of the image is equal to that of the object."

The claim says A is smaller (larger, longer …) than B. A passage sentence that says A's head
word, then "equal to" / "the same as" / "as … as", then all of B's words, and that holds all
of A's words with the sentence before it, says they are equal: it contradicts the claim.
Word overlap does not see it ("smaller" is no word of the book's sentence), nor the
comparison checks (the book names no degree).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_CLAIM = re.compile(
    r"^(?P<a>.+?)\s+(?:is|are|was|were|looks?|appears?|becomes?|gets?)\s+"
    r"(?:(?:always|usually|generally|often|a\s+little|a\s+bit|slightly|much|far|somewhat)\s+)*"
    r"(?P<degree>smaller|larger|bigger|greater|less|more|shorter|longer|taller|heavier|"
    r"lighter|higher|lower|wider|narrower)\s+(?:in\s+size\s+)?than\s+(?P<b>.+)$",
    re.IGNORECASE,
)
#: The fewest words the claim's first side must have: what it is said of, and of which kind.
_NAMED = 2
_EQUAL = re.compile(
    r"\b(?:is|are|was|were|remains?)\s+(?:always\s+|exactly\s+)?(?:equal\s+to|the\s+same\s+as|"
    r"of\s+the\s+same\s+\w+\s+as|as\s+\w+\s+as)\s",
    re.IGNORECASE,
)


def _stems(text: str) -> set[str]:
    return {t.stem for t in content(terms(text)) if not t.number}


def _equal_in(sentence: str, head: str, other: set[str]) -> bool:
    """``sentence`` says the thing ``head`` names equals the one ``other`` names ("is not
    equal to" is no match: the verb comes right before "equal")."""
    for match in _EQUAL.finditer(sentence):
        before, after = sentence[: match.start()], sentence[match.end() :]
        if head in _stems(before) and other <= _stems(after):
            return True
    return False


def said_equal(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted by the sentence (with the one before it) that says the claim's two sides
    are equal (module docstring); else None."""
    said = _CLAIM.match(claim.strip().rstrip(".?!"))
    if said is None:
        return None
    first = [t.stem for t in content(terms(said["a"])) if not t.number]
    second = _stems(said["b"])
    own = [word for word in first if word not in second]
    if len(first) < _NAMED or not own or not second - set(first):
        # ("the image is smaller than the object" names no mirror: the plane mirror's
        # sentence does not deny it of a convex one; and sides told apart by their words)
        return None
    # "image" of "the image in a plane mirror", "incidence" of "the angle of incidence"
    head = own[0]
    for index, text in enumerate(texts):
        sentences = split_sentences(text)
        for n, sentence in enumerate(sentences):
            if not _equal_in(sentence, head, second):
                continue
            shown = " ".join(sentences[max(0, n - 1) : n + 1])
            if set(first) <= _stems(shown):
                conflict = Conflict(
                    kind=ConflictKind.ORDER,
                    claim=f"{said['degree'].lower()} than",
                    passage="equal",
                )
                unit = Unit(shown, terms(shown))
                return contradicted(unit=unit, conflict=conflict, source=index)
    return None
