"""A book's sentence with its subject replaced: what the book says of one thing, said of another.

"Ploughing up and down the slope can decelerate the flow of water down the slopes" holds
nearly every word of the book's "Ploughing along the contour lines can decelerate the flow
of water down the slopes", so word overlap supports it. But the book says it of ploughing
*along the contour lines*; of ploughing up and down the slope it says the opposite, a page
earlier ("… form channels for the quick flow of water leading to soil erosion"). A 1.5B model
asked a false premise writes exactly this: the book's sentence with the question's words put
in the place of its subject.

``substituted`` aligns the content words of the claim and of a sentence in order. It fires
when the two differ in one place only, at the start (the subject, after at most one shared
word; with none shared, a subject of as many words on each side, both opening with "the"),
by a run of words on each side that the other side lacks, with at least three shared words
after it (what is said of the subject). One word each side is a paraphrase as often as
another subject ("terrace farming" / "terrace cultivation"): a run of two or more words on
one side is required. The claim's replaced words must be known to the passages (``known``):
the book speaks of that subject somewhere, and says this of another — or, for a whole
subject replaced, none of them may be: the book never names a "water mill", and says of the
olive press what the claim says of it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from difflib import SequenceMatcher

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted
from tutorapp.core.validation.weighing import stems

#: Shared words before the replaced run: the head of the subject ("ploughing").
HEAD = 1
#: Shared words after the replaced run: what is said of the subject.
SAID = 3
#: The longer side of the replacement must have at least this many words, and at most
#: ``RUN_MAX`` (a subject, not a clause).
RUN = 2
RUN_MAX = 4
#: A sentence that opens with its subject ("The olive press provided …").
_NOUN_FIRST = re.compile(r"^\W*(?:the|a|an)\s+\w", re.IGNORECASE)
#: Words the sentence may add elsewhere ("can").
ADDED = 1


def substituted(claim: str, sentence: str, others: Iterable[frozenset[str]]) -> Conflict | None:
    """The conflict when ``claim`` is ``sentence`` with its subject replaced (module
    docstring), else None; ``others``: the content stems of each of the passages' sentences,
    one of which must speak of the claim's subject."""
    if "?" in claim or "?" in sentence:
        return None
    said_terms, written_terms = content(terms(claim)), content(terms(sentence))
    if any(t.number for t in (*said_terms, *written_terms)):
        return None  # numbers (and numbered items) have their own checks
    mine = [t.stem for t in said_terms]
    theirs = [t.stem for t in written_terms]
    ops = SequenceMatcher(a=mine, b=theirs, autojunk=False).get_opcodes()
    changed = [op for op in ops if op[0] != "equal"]
    replaced = [op for op in changed if op[0] == "replace"]
    if len(replaced) != 1 or any(op[0] == "delete" for op in changed):
        return None  # another difference: not one subject put in another's place
    _, i1, i2, j1, j2 = replaced[0]
    said, written = mine[i1:i2], theirs[j1:j2]
    if i1 != j1 or i1 not in (0, HEAD) or not RUN <= max(len(said), len(written)) <= RUN_MAX:
        return None
    if i1 == 0 and not (
        len(said) == len(written) and _NOUN_FIRST.match(claim) and _NOUN_FIRST.match(sentence)
    ):
        return None  # no shared head: a whole subject ("the water mill") for another
    after = i2 and sum(b - a for tag, a, b, _, _ in ops if tag == "equal" and a >= i2)
    # (what the book goes on to say after the claim's last word is no difference: "…, and
    # moulds were used for casting the metal types")
    added = sum(b - a for tag, i, _, a, b in ops if tag == "insert" and i < len(mine))
    if after < SAID or added > ADDED:
        return None  # the same sentence but for its subject, not another that ends alike
    novel = set(said) - set(theirs)
    if not novel or set(written) <= set(mine) or (i1 and set(written) & set(mine)):
        return None  # the book's subject is in the claim too (a whole one may share a word)
    spoken = list(others)
    if i1 == 0:
        # no shared head: only a subject the passages never name at all ("the water mill
        # provided the model for the printing press" against "the olive press provided …",
        # on pages that name no mill)
        if set(said) & frozenset().union(*spoken):
            return None
    elif not any({mine[0], *said} <= words for words in spoken):
        return None  # the passages never speak of the claim's subject
    return Conflict(kind=ConflictKind.SUBJECT, claim=" ".join(said), passage=" ".join(written))


# a sentence that speaks of the other one's subject ("It is also …") is not a parallel one
_POINTING = re.compile(r"\b(?:it|its|they|their|them|this|these|those|he|she|his|her)\b", re.I)
#: Words both sentences and the claim share: what the two say alike ("land degradation").
PARALLEL = 2


# what one side of a parallel pair names, and its other words
Side = tuple[frozenset[str], frozenset[str]]


def parallel(first: str, second: str) -> tuple[Side, Side] | None:
    """Two adjacent sentences as ``misplaced`` reads them (names, other words of each), or
    None when they are not parallel: they must open on the same word and neither may point
    back at the other ("it", "they"). Read once per pair of a passage, not per claim."""
    parts = (first, second)
    if any(_POINTING.search(p) for p in parts):
        return None
    written = [terms(part) for part in parts]
    openings = [content(seq)[:1] for seq in written]
    if not all(openings) or openings[0][0].stem != openings[1][0].stem:
        return None  # not parallel: "In states like …" / "In the states of …"
    one, two = (
        (
            frozenset(t.stem for t in seq if t.proper),
            frozenset(t.stem for t in content(seq) if not t.proper and not t.number),
        )
        for seq in written
    )
    return one, two


def misplaced(claim: str, first: str, second: str) -> Conflict | None:
    """The conflict when two parallel sentences (adjacent in a passage) say one thing of
    some names and another of other names, and the claim says the first one's thing of the
    second one's names: "In states like Gujarat … overgrazing is one of the main reasons for
    land degradation. In the states of Punjab, Haryana … over irrigation is responsible for
    land degradation" against "overgrazing causes land degradation in Punjab and Haryana".
    The two open on the same word, each names something, neither points back at the other
    ("it", "they"); the claim names only what the second names (and the first does not),
    holds at least ``PARALLEL`` words both use, a word only the first uses, and none only
    the second uses."""
    sides = parallel(first, second)
    return misplaced_in(claim, sides) if sides is not None else None


def misplaced_in(claim: str, sides: tuple[Side, Side]) -> Conflict | None:
    """``misplaced`` on a pair ``parallel`` has read."""
    said = terms(claim)
    names = {t.stem for t in said if t.proper}
    words = {t.stem for t in content(said) if not t.proper and not t.number}
    for (names1, words1), (names2, words2) in (sides, sides[::-1]):
        if not names1 or not names or not names <= names2 - names1:
            continue
        shared = words1 & words2 & words
        borrowed = (words1 - words2) & words
        if len(shared) >= PARALLEL and borrowed and not (words2 - words1) & words:
            return Conflict(
                kind=ConflictKind.SUBJECT,
                claim=" ".join(sorted(borrowed)),
                passage=" ".join(sorted(names2 - names1)),
            )
    return None


# (passage index, the two sentences, their sides) for each adjacent parallel pair
Adjacent = list[tuple[int, str, tuple[Side, Side]]]


def adjacent_pairs(texts: Sequence[str]) -> Adjacent:
    """The passages' adjacent sentences that set two things side by side (``parallel``)."""
    return [
        (index, f"{first} {second}", sides)
        for index, text in enumerate(texts)
        for first, second in itertools.pairwise(split_sentences(text))
        if (sides := parallel(first, second)) is not None
    ]


def misplaced_pair(claim: str, adjacent: Adjacent, words: set[str]) -> Judgement | None:
    """Contradicted by two adjacent parallel sentences when the claim says what the one
    says of its names of the other's ("In states like Gujarat … overgrazing …. In the
    states of Punjab, Haryana … over irrigation …": ``misplaced_in``); ``words``: the
    claim's content stems. Only a claim with a name is judged."""
    if not any(t.proper for t in terms(claim)):
        return None
    for index, pair, sides in adjacent:
        conflict = misplaced_in(claim, sides)
        if conflict is not None:
            unit = Unit(pair, terms(pair))
            share = len(words & stems(unit)) / max(1, len(words))
            return contradicted(unit=unit, conflict=conflict, source=index, matched=share)
    return None
