"""A comparison the book makes in two sentences, one about each side (``compared``), or
gives to one side only (``one_sided``: "Soils in the drier areas are more alkaline" against a
claim that the wetter areas' soil is more alkaline than the drier areas').

"The movement of sunflowers in response to day or night is faster than the movement of the
sensitive plant when it is touched" shares no "faster" or "slower" with the book, which says
"The movement of the sensitive plant in response to touch is very quick. The movement of
sunflowers in response to day or night, on the other hand, is quite slow." Each side of the
claim's comparison is found in its own sentence (by the words only that side has), and the
degree that sentence gives it ("quick", "slow") is read on the comparison's scale: the claim
puts the slow side above the quick one, so the book contradicts it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import NOT, alternative, content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict, contradicted
from tutorapp.core.validation.weighing import Comparison

# a comparative, the words that put a thing high on its scale, and those that put it low
_SCALES: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("faster", "quicker"), "fast quick rapid rapidly quickly swift", "slow slowly"),
    (("bigger", "larger", "greater"), "big large great huge", "small tiny little"),
    (("higher",), "high", "low"),
    (("longer",), "long", "short"),
    (("heavier",), "heavy", "light"),
    (("hotter", "warmer"), "hot warm", "cold cool"),
    (("thicker",), "thick", "thin"),
    (("stronger",), "strong", "weak"),
    (("denser",), "dense", "rare"),
    (("wider", "broader"), "wide broad", "narrow"),
    (("deeper",), "deep", "shallow"),
    (("richer",), "rich", "poor"),
    (("brighter",), "bright", "dim faint"),
    (("costlier", "dearer"), "expensive costly dear costlier dearer", "cheap cheaper"),
)
_LESSER = {
    "slower": "faster", "smaller": "bigger", "lower": "higher", "shorter": "longer",
    "lighter": "heavier", "colder": "hotter", "cooler": "hotter", "thinner": "thicker",
    "weaker": "stronger", "rarer": "denser", "narrower": "wider", "shallower": "deeper",
    "poorer": "richer", "dimmer": "brighter", "fainter": "brighter", "cheaper": "costlier",
}  # fmt: skip
# "more expensive than" compares as "costlier than" does
_MORE = (
    (re.compile(r"\bmore\s+(?:expensive|costly)\b", re.IGNORECASE), "costlier"),
    (re.compile(r"\bless\s+(?:expensive|costly)\b", re.IGNORECASE), "cheaper"),
)
_SCALE = {
    word: (frozenset(stem(w) for w in high.split()), frozenset(stem(w) for w in low.split()))
    for words, high, low in _SCALES
    for word in words
}
_COMPARED = re.compile(
    r"^(?P<a>.{6,}?)\s+(?:(?:is|are|was|were)\s+)?(?:much\s+|far\s+)?(?P<word>[a-z]{3,}er)"
    r"(?:\s+[a-z]{3,}){0,2}\s+than\s+(?P<b>.{6,})$",  # ("through larger angles than …")
    re.IGNORECASE,
)
# the share of a side's own words its sentence must hold
HELD = 0.5


def compared(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted when the passages say, each side in a sentence of its own, that the
    side the claim puts higher on its scale is low on it and the other high; supported when
    they say it the claim's way round; else None."""
    for pattern, word in _MORE:
        claim = pattern.sub(word, claim)
    match = _COMPARED.match(claim.strip().rstrip(".?!"))
    if match is None:
        return None
    word = match["word"].lower()
    higher, lower = match["a"], match["b"]
    if word in _LESSER:
        word = _LESSER[word]
        higher, lower = lower, higher
    scale = _SCALE.get(word)
    if scale is None:
        return None
    up = {t.stem for t in content(terms(higher))}
    down = {t.stem for t in content(terms(lower))}
    up, down = up - down, down - up
    if not up or not down:
        return None
    sentences = [
        (index, at, part)
        for index, text in enumerate(texts)
        for at, sentence in enumerate(split_sentences(text))
        if not sentence.rstrip().endswith("?")  # the book asking states nothing
        for part in _clauses(sentence)
    ]
    first = _side(sentences, up, down, scale)
    second = _side(sentences, down, up, scale)
    if (first is None) != (second is None) and _opposed(up, down):
        # one sentence for one side, when the sides differ by opposite words ("a convex
        # lens of short focal length bends the light rays through large angles" against a
        # long focal length bending them through larger angles than a short one): what it
        # puts high, the other side is below
        one = first or second
        assert one is not None
        sign = one[1] if first is not None else -one[1]
        return _judged(one[0], sign, one[2], match["word"], up | down)
    if first is None or second is None or first[1] == second[1]:
        return None
    (index, at, sentence), sign, degree = first
    (other_index, other_at, other), _, _ = second
    if other_index == index and abs(other_at - at) == 1:
        sentence = f"{other} {sentence}" if other_at < at else f"{sentence} {other}"
    elif other_index == index and other_at == at:  # two clauses of one sentence
        sentence = split_sentences(texts[index])[at]
    return _judged((index, at, sentence), sign, degree, match["word"], up | down)


def _judged(
    found: tuple[int, int, str], sign: int, degree: str, word: str, sides: set[str]
) -> Judgement:
    """Supported when the book puts the claim's higher side high (``sign`` 1), else
    contradicted, by ``found`` (passage index, sentence place, sentence)."""
    index, _, sentence = found
    unit = Unit(sentence, terms(sentence))
    said = {t.stem for t in content(unit.terms)}
    share = len(sides & said) / len(sides)
    if sign == 1:  # the book puts the claim's higher side high and the other low
        evidence = Comparison(unit=unit, matched=share, conflicts=())
        return Judgement(verdict=Verdict.SUPPORTED, evidence=evidence, source=index)
    conflict = Conflict(kind=ConflictKind.OPPOSITE, claim=word, passage=degree)
    return contradicted(unit=unit, conflict=conflict, source=index, matched=share)


def _opposed(up: set[str], down: set[str]) -> bool:
    """The words only one side has include a pair of opposites ("long" / "short")."""
    return any(alternative(a, b) == "opposite" for a in up for b in down)


def _side(
    sentences: Sequence[tuple[int, int, str]],
    own: set[str],
    other: set[str],
    scale: tuple[frozenset[str], frozenset[str]],
) -> tuple[tuple[int, int, str], int, str] | None:
    """The sentence that speaks of one side (most of its own words, fewer of the other
    side's) and puts it high (1) or low (-1) on the scale, with the sign and the word that
    says so; None if none."""
    best: tuple[float, tuple[int, int, str], int, str] | None = None
    high, low = scale
    for found in sentences:
        seq = terms(found[2])
        words = {t.stem for t in seq}
        mine, theirs = len(own & words) / len(own), len(other & words) / len(other)
        if mine < HELD or theirs >= mine or any(t.stem == NOT for t in seq):
            continue
        ups, downs = words & high, words & low
        if bool(ups) == bool(downs):
            continue  # neither, or both: no degree to read
        if best is None or mine > best[0]:
            best = (mine, found, 1 if ups else -1, min(ups or downs))
    return None if best is None else best[1:]


#: A clause of this many words or more is read on its own as well ("Luxury editions were
#: still handwritten on very expensive vellum, meant for … libraries which scoffed at printed
#: books as cheap vulgarities" puts each side in a clause of its own).
CLAUSE_WORDS = 4


def _clauses(sentence: str) -> list[str]:
    """The sentence, and its comma- or semicolon-separated clauses when it has several."""
    parts = [p.strip() for p in re.split(r"[,;]\s+", sentence)]
    parts = [p for p in parts if len(p.split()) >= CLAUSE_WORDS]
    return [sentence, *parts] if len(parts) > 1 else [sentence]


# "alluvial soil is more alkaline in the wetter areas than in the drier ones": the degree
# ("more alkaline"), the side put above (before "than") and the side put below (after it)
_MORE_THAN = re.compile(
    r"^(?P<a>.{3,}?)\b(?P<more>more|less)\s+(?P<what>[a-z]{4,})\b(?P<rest>.*?)\bthan\b(?P<b>.{3,})$",
    re.IGNORECASE,
)
# words that name no side of their own ("than before", "than the other ones")
_NO_SIDE = frozenset(stem(w) for w in "before earlier other others one ones usual now".split())


def one_sided(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted by a sentence that gives the claim's degree ("more alkaline") to the
    side the claim puts below, and not to the other: "Soils in the drier areas are more
    alkaline" against "… more alkaline in the wetter areas than in the drier ones"; else
    None. (A sentence that compares the two itself, or denies, is left to the other checks.)"""
    match = _MORE_THAN.match(claim.strip().rstrip(".?!"))
    if match is None:
        return None
    # (the side put above is what stands between the degree and "than", where something
    # does — "… more alkaline in the wetter areas than …" —, else what stands before it)
    above = {t.stem for t in content(terms(match["rest"]))} or {
        t.stem for t in content(terms(match["a"]))
    }
    below = {t.stem for t in content(terms(match["b"]))}
    up, down = above - below - _NO_SIDE, below - above - _NO_SIDE
    if not up or not down:
        return None
    degree = re.compile(rf"\b{match['more']}\s+{re.escape(match['what'])}\b", re.IGNORECASE)
    for index, text in enumerate(texts):
        for sentence in split_sentences(text):
            if not degree.search(sentence) or re.search(r"\bthan\b", sentence, re.IGNORECASE):
                continue
            seq = terms(sentence)
            words = {t.stem for t in seq}
            if any(t.stem == NOT for t in seq) or up <= words or not down <= words:
                continue
            unit = Unit(sentence, seq)
            conflict = Conflict(
                kind=ConflictKind.ORDER, claim=" ".join(sorted(up)), passage=" ".join(sorted(down))
            )
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None
