"""Numbers crossed between two things a list or a flattened table gives side by side: "the
guide asks for pulses about 10 times and cereals only 2" against the book's table row "cereals
and millets about 10 | pulses and legumes 2" (heldout59 fp59-17, a Hindi table).

Each number is read with the words written just before it, back to the number before (a
table's row label; "… pulses about" before "10"). The claim crosses two numbers when each of
them stands after words the sentence writes before the *other* one, and after none of the words
the sentence writes before it. Both numbers must be in both texts, and must differ. A claim
that writes its numbers before their nouns ("10 servings of cereals") has no words before its
first number that the book gives another, so it is never read as crossed (a miss, not a false
alarm).
"""

from __future__ import annotations

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import content, terms

#: How many words before a number are read as what it is given to.
LABEL_WORDS = 4
# words that qualify a number, not what it is given to ("about 10", "लगभग 10")
_QUALIFIERS = frozenset(
    stem(w)
    for w in (
        "about", "nearly", "approximately", "around", "almost", "roughly", "over", "under",
        "लगभग", "करीब", "क़रीब", "तकरीबन", "सिर्फ", "सिर्फ़", "केवल", "मात्र",
    )
)  # fmt: skip


def labelled(text: str) -> dict[str, frozenset[str]]:
    """Each number (its first place in ``text``) with the content words written just before
    it, back to the number before."""
    found: dict[str, frozenset[str]] = {}
    words: list[str] = []
    for term in content(terms(text)):
        if term.number:
            found.setdefault(term.stem, frozenset(words[-LABEL_WORDS:]))
            words = []
        elif term.stem not in _QUALIFIERS:
            words.append(term.stem)
    return found


def swapped_numbers(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives two numbers of the sentence each to what the sentence
    gives the other."""
    mine, theirs = labelled(claim), labelled(sentence)
    shared = [n for n in mine if n in theirs]
    for i, first in enumerate(shared):
        for second in shared[i + 1 :]:
            if first == second:
                continue
            a, b = mine[first], mine[second]
            own_a, own_b = theirs[first], theirs[second]
            if (a & own_b) - own_a and (b & own_a) - own_b and not a & own_a and not b & own_b:
                label = " ".join(sorted(a & own_b))
                return Conflict(kind=ConflictKind.NUMBER, claim=f"{label} {first}", passage=second)
    return None
