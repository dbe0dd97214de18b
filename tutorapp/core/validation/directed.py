"""A deed that goes one way, said the other way round: who influenced whom.

"The paintings of Manet, Monet and Van Gogh influenced Kitagawa Utamaro's ukiyo prints"
against "Kitagawa Utamaro … ukiyo … These prints travelled to contemporary US and Europe and
influenced artists like Manet, Monet and Van Gogh": the words only the claim's doer side has
stand after the book's verb, and those only its other side has stand before it. A passive
("influenced by") turns the roles round, so it is not judged. "X rescuing Y" is read by the
words next to the deed alone (``swapped_around``: a caption's "Raja Ritudhwaj rescuing
Princess Madalsa" against "princess madalsa rescuing raja ritudhwaj").
"""

from __future__ import annotations

import re

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms

# verbs of a deed one thing does to another (as stems)
_DEEDS = frozenset(
    stem(w)
    for w in """influence inspire stimulate attract cause control precede replace defeat
    invade conquer inhibit activate trigger produce secrete feed supply""".split()
)
_PASSIVE = re.compile(r"\b\w+(?:ed|en)\s+(?:\w+\s+)?by\b", re.IGNORECASE)
# the share of each side's own words the book must hold on the other side of its verb
HELD = 0.5
SIDE_MIN = 2  # words of its own each side of the claim needs


def reversed_deed(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``sentence`` has the claim's deed done the other way round."""
    if _PASSIVE.search(claim) or _PASSIVE.search(sentence):
        return None
    mine = _sides(claim)
    theirs = _sides(sentence)
    if mine is None or theirs is None or mine[0] != theirs[0]:
        return None
    verb, before, after = mine
    _, book_before, book_after = theirs
    doer, done = before - after, after - before
    if len(doer) < SIDE_MIN or len(done) < SIDE_MIN:
        return None
    turned = (
        len(doer & book_after) >= HELD * len(doer)
        and len(done & book_before) >= HELD * len(done)
        and len(doer & book_before) < len(doer & book_after)
        and len(done & book_after) < len(done & book_before)
    )
    if not turned:
        return None
    by, to = " ".join(sorted(done & book_before)), " ".join(sorted(doer & book_after))
    claimed = f"{' '.join(sorted(doer))} {verb} {' '.join(sorted(done))}"
    return Conflict(kind=ConflictKind.ORDER, claim=claimed, passage=f"{by} {verb} {to}")


# "X rescuing Y" (a caption's, a description's deed): up to three words either side of it
_DOING = re.compile(r"(?<![\w-])([A-Za-z][a-z]+ing)(?![\w-])")
_AROUND = 3
# deeds that go both ways: "A meeting B" is "B meeting A"
_BOTH_WAYS = frozenset(
    stem(w) for w in "meet marry fight touch join connect equal resemble face play talk".split()
)


def _around(text: str, at: int, end: int) -> tuple[set[str], set[str]]:
    """The content stems of up to ``_AROUND`` words before ``at`` and after ``end``."""
    before = [t.stem for t in content(terms(text[:at])) if not t.number][-_AROUND:]
    after = [t.stem for t in content(terms(text[end:])) if not t.number][:_AROUND]
    return set(before), set(after)


def swapped_around(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim has the two sides of the book's "X <doing> Y" the other
    way round: "princess madalsa rescuing raja ritudhwaj" against "Raja Ritudhwaj rescuing
    Princess Madalsa from the captivity of demons" (heldout52 fp52-13); only the words next
    to the deed are read (a caption's words around it are no side of it)."""
    for match in _DOING.finditer(claim):
        verb = stem(match.group(1))
        if verb in _BOTH_WAYS:
            continue
        left, right = _around(claim, match.start(), match.end())
        for theirs in _DOING.finditer(sentence):
            if stem(theirs.group(1)) != verb:
                continue
            book_left, book_right = _around(sentence, theirs.start(), theirs.end())
            crossed = len(left & book_right) >= SIDE_MIN and len(right & book_left) >= SIDE_MIN
            if crossed and not (left & book_left or right & book_right):
                said = f"{' '.join(sorted(left & book_right))} {verb} "
                given = f"{' '.join(sorted(right & book_left))} {verb} "
                return Conflict(
                    kind=ConflictKind.ORDER,
                    claim=said + " ".join(sorted(right & book_left)),
                    passage=given + " ".join(sorted(left & book_right)),
                )
    return None


def _sides(text: str) -> tuple[str, set[str], set[str]] | None:
    """(the deed's verb, the words before it, the words after it), or None."""
    words = [t.stem for t in content(terms(text)) if not t.number]
    at = next((i for i, w in enumerate(words) if w in _DEEDS), None)
    if at is None:
        return None
    return words[at], set(words[:at]), set(words[at + 1 :])


# "the husband [totally] dominating [his] wife": a doer, the deed, the one it is done to
_ADVERB = r"(?:\w+ly\s+)?"
_DETERMINER = r"(?:(?:the|his|her|its|their|a|an|this|that|these|those)\s+)?"
_ACTIVE = re.compile(
    rf"\b(?P<doer>[a-z]\w+)\s+{_ADVERB}(?P<verb>[a-z]\w+(?:s|es|ed|ing))\s+{_DETERMINER}"
    rf"(?P<done>[a-z]\w+)\b",
    re.IGNORECASE,
)
# "the husband is totally dominated by his wife": the same deed done the other way
_BY = re.compile(
    rf"\b(?P<done>[a-z]\w+)\s+(?:is|was|are|were|be|been|being)\s+{_ADVERB}"
    rf"(?P<verb>[a-z]\w+(?:ed|en))\s+by\s+{_DETERMINER}(?P<doer>[a-z]\w+)\b",
    re.IGNORECASE,
)
_BEING = frozenset({"is", "was", "are", "were", "be", "been", "being"})


def reversed_passive(claim: str, sentence: str) -> Conflict | None:
    """The claim has its doer do the deed to the one the book says does it to the doer: "the
    husband totally dominating his wife" against "the husband is totally dominated by his
    wife" (heldout43 fp43-01); else None."""
    if _BY.search(claim):
        return None  # the claim's own passive: read as the book's
    said = [
        (stem(m["done"]), stem(m["verb"]), stem(m["doer"]), m.group(0))
        for m in _BY.finditer(sentence)
    ]
    if not said:
        return None
    starts = (m.start() for m in re.finditer(r"\b(?=[a-z])", claim, re.IGNORECASE))
    # (matches that overlap: "… chapter shows the husband totally dominating his wife")
    for found in filter(None, (_ACTIVE.match(claim, at) for at in starts)):
        if found["doer"].lower() in _BEING:
            continue
        doer, verb, done = stem(found["doer"]), stem(found["verb"]), stem(found["done"])
        for book_done, book_verb, book_doer, written in said:
            if verb == book_verb and doer == book_done and done == book_doer and doer != done:
                return Conflict(
                    kind=ConflictKind.ORDER,
                    claim=f"{found['doer']} {found['verb']} {found['done']}",
                    passage=written,
                )
    return None
