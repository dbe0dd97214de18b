"""Another name in the book's slot: "chhui-mui is from the cactus family" against the book's "… a
chhui-mui (the ‘sensitive’ or ‘touch-me-not’ plant of the Mimosa family)".

The claim holds nearly every word of the book's sentence; the one it does not hold stands where
the book writes a name of its own, next to the same words: right before the same noun ("a
french mathematician" / "a Polish mathematician", "a marathi paper" / "a Gujarati newspaper";
not before a verb: "Chinese monks introduced …" / "… from China introduced …") or after the
same two words ("a church door in rome" / "a church door in Wittenberg"), or as a place after
the same "in", "at" or "from" ("came out in america in the 1920s" / "In the 1920s in England,
popular works were sold in cheap series"). A student writes names in lower case, so the claim's
word counts as a name when it is written as one, when the passages write it only as one ("rome"
for "Rome"), when it is a people's or a language's name by its ending ("marathi", "french"), or
when no passage uses it at all ("cactus") — and never when it is a word that only rates ("a
famous mathematician"). The book's word must be written as a name and be no word of the
claim's, and no sentence may say the claim whole.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.numbers import formula_like, is_content
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import Term, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

#: The share of the claim's other words the book's sentence must hold.
HELD = 0.6
#: The fewest of the claim's other words it must hold.
HELD_WORDS = 2
# a people's or a language's name: Indian, Polish, Chinese, European, French, Marathi
_DEMONYM = re.compile(r"[a-z]{3,}(?:ian|ish|ese|ean|ch|ati|thi|ali|abi|du)$")
# words that rate or place a thing rather than name it (as stems)
_RATING = frozenset(
    stem(word)
    for word in "great famous important well-known known good big small large major main leading "
    "early first old new only real true popular noted renowned eminent modern ancient "
    "local".split()
)
#: The shortest word that another may end with and still be the same thing ("paper" in
#: "newspaper"), and the shortest word before it ("news").
_TAIL = 4
_HEAD = 3


def _same(a: str, b: str) -> bool:
    """The same word, or one a compound of the other ("newspaper" / "paper")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return (
        len(short) >= _TAIL
        and len(long_) - len(short) >= _HEAD
        and long_.endswith(short)
        and long_[: -len(short)].isalpha()
    )


def _named(word: Term, texts: Sequence[str], vocabulary: set[str]) -> bool:
    """Whether the claim's ``word`` may be a name (module docstring)."""
    if word.stem in _RATING or word.number or formula_like(word.stem):
        return False
    if word.proper or word.stem not in vocabulary or _DEMONYM.fullmatch(word.stem):
        return True
    said = [m for t in texts for m in re.findall(rf"\b{re.escape(word.stem)}\w*", t, re.I)]
    return bool(said) and all(m[:1].isupper() for m in said)


# words after a name that make it a doer, not a modifier ("Chinese monks introduced …")
_VERB = re.compile(r"(?:ed|ing)$|^(?:is|are|was|were|has|have|had|did|does|can|will|made)$")


def _modifies(text: str, word: str, noun: str) -> bool:
    """``text`` writes ``word`` right before ``noun``, a noun and not a verb: "a Polish
    mathematician", "the Mimosa family", "modern Assamese literature", "a Gujarati
    newspaper" (for "paper"); not "… from China introduced …"."""
    match = re.search(rf"\b{re.escape(word)}\w*\s+(\w*{re.escape(noun)}\w*)", text, re.IGNORECASE)
    return match is not None and not _VERB.search(match.group(1).lower())


def _framed(
    mine: Sequence[Term], i: int, theirs: Sequence[Term], k: int, claim: str, display: str
) -> bool:
    """The claim's word ``i`` and the unit's ``k`` modify the same noun, or stand after the
    same two words."""
    after = (
        i + 1 < len(mine)
        and k + 1 < len(theirs)
        and not mine[i + 1].number
        and _same(mine[i + 1].stem, theirs[k + 1].stem)
        and _modifies(claim, mine[i].stem, mine[i + 1].stem)
        and _modifies(display, theirs[k].stem, theirs[k + 1].stem)
    )
    # (after two words: "a church door in rome" / "… on a church door in Wittenberg"; one
    # is too few: "workers are organised into trade unions" / a table's "Organised Place")
    # (and the book's name ends there: "studied by the Italian mathematician Fibonacci" puts
    # no "Italian" where "studied by Virahanka" has its name)
    before = (
        i > 1
        and k > 1
        and not mine[i - 1].number
        and [t.stem for t in mine[i - 2 : i]] == [t.stem for t in theirs[k - 2 : k]]
        and not {t.stem for t in theirs[k + 1 : k + 3]} & {t.stem for t in mine}
    )
    # (a place after the same preposition: "came out in america in the 1920s" / "In the
    # 1920s in England, popular works were sold in cheap series")
    preposition = _preposition(claim, mine[i].stem)
    placed = preposition in _PLACES and preposition == _preposition(display, theirs[k].stem)
    return after or before or placed


# where a place is named: "in America", "at Wittenberg", "from China"
_PLACES = frozenset({"in", "at", "from"})


def _preposition(text: str, word: str) -> str | None:
    """The word right before the first ``word`` (a stem: its word may go on) in ``text``,
    in lower case; None when there is none."""
    found = re.search(rf"(\w+)\s+{re.escape(word)}\w*", text, re.IGNORECASE)
    return None if found is None else found.group(1).lower()


# "A printed copy of this was posted …": what it is a copy or a part of is the sentence before
_OF_THIS = re.compile(
    r"^(?:\W*\w+\W+){1,4}?(?:of|in|on|by|from|with)\s+(?:this|these|those|it|them)\b", re.I
)


def copies(texts: Sequence[str]) -> list[tuple[int, Unit]]:
    """Each sentence that points back a few words in ("A printed copy of this …") read with
    the sentence before it, where the name it gives is placed ("… Ninety Five Theses … A
    printed copy of this was posted on a church door in Wittenberg"). Only here: such a pair
    mixes two sentences' words, which would say "Luther … criticising … printed" elsewhere."""
    found = []
    for index, text in enumerate(texts):
        sentences = split_sentences(text)
        for before, sentence in itertools.pairwise(sentences):
            if _OF_THIS.match(sentence):
                joined = f"{before} {sentence}"
                found.append((index, Unit(joined, terms(joined))))
    return found


def another_in_slot(
    claim: str,
    claim_terms: Sequence[Term],
    units: Sequence[tuple[int, Unit]],
    texts: Sequence[str],
) -> Judgement | None:
    """Contradicted by a sentence that names another where the claim names its word (module
    docstring); else None. ``units``: the passages' units and their ``copies``."""
    mine = [t for t in claim_terms if is_content(t)]
    said = {t.stem for t in mine}
    if len(said) < HELD_WORDS + 1:
        return None
    unit_words = [{t.stem for t in unit.terms} for _, unit in units]
    if any(said <= words for words in unit_words):
        return None  # a sentence says it whole
    vocabulary = set().union(*unit_words) if unit_words else set()
    for i, word in enumerate(mine):
        if not _named(word, texts, vocabulary):
            continue
        others = [t.stem for t in mine if t.stem != word.stem]
        for (index, unit), words in zip(units, unit_words, strict=True):
            if word.stem in words:
                continue
            held = sum(any(_same(w, u) for u in words) for w in others)
            if held < HELD_WORDS or held < HELD * len(others):
                continue
            theirs = [t for t in unit.terms if is_content(t)]
            for k, other in enumerate(theirs):
                if not other.proper or other.number or other.stem in said:
                    continue
                if _framed(mine, i, theirs, k, claim, unit.display):
                    conflict = Conflict(
                        kind=ConflictKind.ENTITY, claim=word.stem, passage=other.stem
                    )
                    return contradicted(unit=unit, conflict=conflict, source=index)
    return None
