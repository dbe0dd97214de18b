"""Crossed pairs: a claim that sets two statements side by side with their parts swapped.

"Olfactory receptors detect taste while gustatory receptors detect smell" holds every word of
the book's "gustatory receptors will detect taste while olfactory receptors will detect
smell", and each of its halves shares most words with some clause of the book's, so word
overlap supports it. What it says otherwise is which word goes with which: the book puts
*gustatory* with *taste* in one half; the claim puts them in different halves.

``crossed`` compares the halves of a claim and of a sentence (split at "while", "whereas",
"and", "but" or ";", or after an opening "While …,", the same number on each side). The
words each of the book's halves alone holds are a pairing ("oestrogen", "females" of "…
testosterone in males and oestrogen in females"). A claim that parts the words of two such
halves between its own halves has crossed the pairs; a claim that only moves the rest of the
sentence around them ("Testosterone in males and oestrogen in females cause the changes of
puberty") parts one half at most. The claim must hold nearly all its words in the sentence:
otherwise it speaks of other things.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.included import lists_crossed
from tutorapp.core.validation.terms import alternative, content, terms

_HALVES = re.compile(r",?\s+(?:while|whereas|and|but)\s+|,\s+with\s+|;\s+", re.IGNORECASE)
_OPENED = re.compile(r"\s*(?:while|whereas)\s+([^,]{8,}),\s*", re.IGNORECASE)
_LISTED = re.compile(r",\s*[^\s,]+(?:\s+[^\s,]+)?\s*$")  # "…, B" before "and C"

#: The share of the claim's content words the sentence must hold.
HELD = 0.8
#: …when both of the sentence's pairs are crossed, which says much on its own (a student's
#: "at around 10-12 yrs" need not be in the sentence about testosterone and oestrogen).
CROSSED_HELD = 0.5
#: The fewest content words a claim must have to set two pairs side by side.
PAIRED = 2


@lru_cache(maxsize=2048)
def halves(sentence: str) -> tuple[frozenset[str], ...]:
    """The content stems of each side of a sentence's "while" / "and" / ";"
    (not the "and" that ends a list)."""
    parts, start = [], 0
    if opened := _OPENED.match(sentence):  # "While production rose 14 times, employment …"
        parts.append(opened.group(1))
        start = opened.end()
    for match in _HALVES.finditer(sentence, start):
        if _LISTED.search(sentence[start : match.start()]) and "and" in match.group().lower():
            continue  # "nature, position and relative size": a list, not two statements
        if sentence.count("(", 0, match.start()) > sentence.count(")", 0, match.start()):
            continue  # "(20 Ω lamp and 4 Ω conductor in series …)": an aside, not a half
        parts.append(sentence[start : match.start()])
        start = match.end()
    parts.append(sentence[start:])
    return tuple(frozenset(t.stem for t in content(terms(p))) for p in parts if p.strip())


def placings(claim: str, sentence: str) -> list[dict[str, int]] | None:
    """For each half of ``sentence``, its own words (in no other half) that the claim uses,
    each with the claim's half that holds it, when only one does; None when the two do not
    split alike or the claim holds too few of the sentence's words (``CROSSED_HELD``)."""
    mine, theirs = halves(claim), halves(sentence)
    if len(mine) < 2 or len(mine) != len(theirs):
        return None
    said: set[str] = set().union(*mine)
    if not said or len(said & set().union(*theirs)) < CROSSED_HELD * len(said):
        return None
    out = []
    for i, half in enumerate(theirs):
        own = (half - set().union(*(h for j, h in enumerate(theirs) if j != i))) & said
        where = {w: [k for k, h in enumerate(mine) if w in h] for w in sorted(own)}
        out.append({w: found[0] for w, found in where.items() if len(found) == 1})
    return out


def crossed(claim: str, sentence: str) -> Conflict | None:
    """The conflict when ``claim`` parts words that ``sentence`` pairs in one of its halves
    (module docstring), else None."""
    if (lists := lists_crossed(claim, sentence)) is not None:
        return lists  # "waste land means … settlements, roads" (``included``)
    placed_halves = placings(claim, sentence)
    if placed_halves is None:
        return None
    parted: list[tuple[str, str]] = []  # for each half the claim parts, two words it parts
    for placed in placed_halves:
        if len(set(placed.values())) > 1:
            ordered = sorted(placed, key=lambda w: placed[w])
            parted.append((ordered[0], ordered[-1]))
    # both pairs crossed: a claim that only moves what the sentence says around its pairs
    # ("Testosterone in males and oestrogen in females cause the changes of puberty") parts
    # the half that holds the rest, never the pairs themselves
    if len(parted) < 2:
        return None
    first, second = min(parted, key=lambda p: len(p[0] + p[1]))
    return Conflict(
        kind=ConflictKind.ORDER, claim=f"{first} … {second}", passage=f"{first} with {second}"
    )


# (not a time: "By the 1930s, Bangalore cotton millworkers …", "by 1674", "by then")
_BY = re.compile(
    r"\bby\b(?!\s+(?:the\s+)?(?:\d|end\b|time\b|then\b|now\b))|\bfrom\b|\band\b|\bor\b|"
    r"\bbetween\b|\bboth\b",
    re.IGNORECASE,
)
# a maths symbol: "m", "x0", "y1"
_SYMBOL = re.compile(r"[a-z]{1,2}\d+|[a-z]")
#: The fewest distinct content words a claim needs before two of them swapped mean much.
TRANSPOSED_MIN = 4


def transposed(claim: str, sentence: str) -> Conflict | None:
    """Two of the claim's words in each other's places in ``sentence``, every other word in
    the book's order: "Thyroxin is necessary for the thyroid gland to make iodine" against
    "Iodine is necessary for the thyroid gland to make thyroxin hormone". Not judged where
    the roles may turn round with the wording: a passive ("by", "from") or a symmetric pair
    ("and", "or", "between", "both"), or two neighbouring words ("a finite AP" / "an AP that
    is finite")."""
    if _BY.search(claim) or _BY.search(sentence):
        return None
    # (a formula's symbols go in the formula's order: "y – y0 = m(x – x0)" is not turned
    # round by "P0 (x0, y0) … whose slope is m")
    mine = [t.stem for t in content(terms(claim)) if not t.number and not _SYMBOL.fullmatch(t.stem)]
    if len(set(mine)) != len(mine) or len(mine) < TRANSPOSED_MIN:
        return None
    wanted = set(mine)
    theirs = list(dict.fromkeys(t.stem for t in content(terms(sentence)) if t.stem in wanted))
    if len(theirs) != len(mine):
        return None  # a word of the claim the sentence does not hold
    differ = [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b]
    if len(differ) != 2:
        return None
    i, j = differ
    if j - i < 2 or mine[i] != theirs[j] or mine[j] != theirs[i]:
        return None
    return Conflict(
        kind=ConflictKind.ORDER,
        claim=f"{mine[i]} … {mine[j]}",
        passage=f"{theirs[i]} … {theirs[j]}",
    )


#: The share of a claim's words a sentence must hold for two of a kind swapped to count.
SWAPPED_HELD = 0.7


def swapped_kind(claim: str, sentence: str) -> Conflict | None:
    """Two things of one kind in each other's places, whatever the order of the rest: "the
    pituitary gland releases growth hormone releasing factor to stimulate the hypothalamus
    when the level of growth hormone is low" against "when the level of growth hormone is
    low, the hypothalamus releases growth hormone releasing factor which stimulates the
    pituitary gland". Each is named once in each, the sentence holds most of the claim's
    words, and neither words nor roles may turn round with the wording (``_BY``)."""
    if _BY.search(claim) or _BY.search(sentence):
        return None
    said = [t.stem for t in content(terms(claim)) if not t.number]
    mine = list(dict.fromkeys(said))
    if len(mine) < TRANSPOSED_MIN:
        return None
    book = [t.stem for t in content(terms(sentence))]
    theirs = list(dict.fromkeys(w for w in book if w in set(mine)))
    if len(theirs) < SWAPPED_HELD * len(mine):
        return None
    for i, first in enumerate(mine):
        for second in mine[i + 1 :]:
            if alternative(first, second) != "contrast" or first not in theirs:
                continue
            once = all(said.count(w) == 1 and book.count(w) == 1 for w in (first, second))
            if once and second in theirs and theirs.index(second) < theirs.index(first):
                return Conflict(
                    kind=ConflictKind.ORDER,
                    claim=f"{first} … {second}",
                    passage=f"{second} … {first}",
                )
    return None


# "… a shift from the tertiary sector back to the secondary sector": what moves, and the
# first word of where it moves from and to
_FROM_TO = re.compile(
    r"^(?P<before>.*?)\bfrom\s+(?:the\s+)?(?P<source>[^\W\d_]+)(?:\s+[^\W\d_]+){0,4}?"
    r"\s+(?:back\s+)?to\s+(?:the\s+)?(?P<target>[^\W\d_]+)",
    re.IGNORECASE,
)


def reversed_direction(claim: str, sentence: str) -> Conflict | None:
    """The sentence moves the claim's thing the other way: "in developed countries there
    has been a shift from the tertiary sector back to the secondary sector" against "… there
    has been a further shift from secondary to tertiary sector in developed countries".
    Judged only when the sentence holds every word the claim puts before "from" (what moves:
    "electrons flow from negative to positive" says nothing of "current flows from …")."""
    mine, theirs = _FROM_TO.match(claim), _FROM_TO.search(sentence)
    if mine is None or theirs is None:
        return None
    source, target = content_stems(mine["source"]), content_stems(mine["target"])
    their_source, their_target = content_stems(theirs["source"]), content_stems(theirs["target"])
    if not source or not target or source == target:
        return None
    if (source, target) != (their_target, their_source):
        return None
    moving = content_stems(mine["before"])
    said = {t.stem for t in content(terms(sentence))}
    if not moving or not set(moving) <= said:
        return None
    return Conflict(
        kind=ConflictKind.ORDER,
        claim=f"{' '.join(source)} … {' '.join(target)}",
        passage=f"{' '.join(their_source)} … {' '.join(their_target)}",
    )


# "the radius of curvature is (found to be) equal to twice the focal length": A, the ratio, B
_RATIO = re.compile(
    r"^(.+?)\s+(?:is|are|was|were)\s+(?:found\s+to\s+be\s+)?(?:equal\s+to\s+)?(?:about\s+)?"
    r"(twice|double|half|thrice|three\s+times|two\s+times)\s+(?:of\s+)?(.+?)[.!]?$",
    re.IGNORECASE,
)
_RATIO_WORD = {"twice": 2, "double": 2, "two times": 2, "half": -2, "thrice": 3, "three times": 3}


def ratio_relation(claim: str, sentence: str) -> Conflict | bool | None:
    """How ``sentence``'s "A is twice B" bears on the claim's: the conflict when what one puts
    before "twice" the other puts after it ("the focal length … is twice its radius of
    curvature" against "the radius of curvature is found to be equal to twice the focal
    length"), True when they agree ("the focal length is half the radius of curvature"),
    None when either says no such thing of the same two quantities."""
    mine, theirs = _RATIO.match(claim.strip()), _RATIO.match(sentence.strip())
    if mine is None or theirs is None:
        return None
    first, second = content_stems(mine.group(1)), content_stems(mine.group(3))
    their_first, their_second = content_stems(theirs.group(1)), content_stems(theirs.group(3))
    if not first or not second or not their_first or not their_second:
        return None
    said = _RATIO_WORD[" ".join(mine.group(2).lower().split())]
    written = _RATIO_WORD[" ".join(theirs.group(2).lower().split())]
    turned = their_second <= first or first <= their_second  # either may add a qualifier
    if turned and second <= their_first and not second <= their_second:
        same = said == -written  # turned round: "half" for "twice"
    elif their_first & first and second <= their_second:
        same = said == written
    else:
        return None
    if same:
        return True
    return Conflict(
        kind=ConflictKind.ORDER,
        claim=f"{mine.group(1).strip()} {mine.group(2)} {mine.group(3).strip()}",
        passage=f"{theirs.group(1).strip()} {theirs.group(2)} {theirs.group(3).strip()}",
    )


# "(so) if the radius of curvature is 20 cm, (then) the focal length is 2 × 20 = 40 cm": B,
# its value, A, and what A is worked out as
_APPLIED = re.compile(
    r"^\W*(?:so,?\s+)?if\s+(.+?)\s+(?:is|=|equals)\s+(\d+(?:\.\d+)?)\s*[a-z]{0,3}\s*,?\s*"
    r"(?:then\s+)?(.+?)\s+(?:is|will\s+be|would\s+be|=|equals)\s+(.+?)(?:\s*=.*)?[.!]?$",
    re.IGNORECASE,
)
_TIMES = r"\s*[×x*·]\s*"


def applied_ratio(sentence: str) -> str | None:
    """A worked example's ratio said as one ("if B is 20 cm, then A is 2 × 20 = 40 cm", or
    "… A is 40 cm" → "A is twice B"; "A is 20/2" → "A is half B"), so that
    ``ratio_relation`` can judge the relation it applies; None when it works out no such
    thing."""
    match = _APPLIED.match(sentence.strip())
    if match is None:
        return None
    second, value, first, worked = match.groups()
    number = re.escape(value)
    worked = worked.strip()
    ratio = None
    for factor, word in (("2", "twice"), ("3", "thrice")):
        if re.fullmatch(rf"{factor}{_TIMES}{number}|{number}{_TIMES}{factor}", worked):
            ratio = word
    if re.fullmatch(rf"{number}\s*[/÷]\s*2|0?\.5{_TIMES}{number}|{number}{_TIMES}0?\.5", worked):
        ratio = "half"
    bare = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[a-z]{0,3}", worked)  # "… the focal length is 40 cm"
    if ratio is None and bare is not None and float(value):
        ratio = {2.0: "twice", 3.0: "thrice", 0.5: "half"}.get(float(bare.group(1)) / float(value))
    if ratio is None:
        return None
    return f"{first.strip()} is {ratio} {second.strip()}"


# "because X, Y" / "Y because X" / "due to X, Y": (cause, effect); "X, so Y" / "X leads to Y"
_CAUSE_FIRST = re.compile(
    r"^\W*(?:because(?:\s+of)?|due\s+to|owing\s+to|as\s+a\s+result\s+of|since)\s+(.+?),\s*(.+)$",
    re.IGNORECASE,
)
_CAUSE_AFTER = re.compile(
    r"^(.+?)\s+(?:because(?:\s+of)?|due\s+to|owing\s+to|as\s+a\s+result\s+of)\s+(.+)$",
    re.IGNORECASE,
)
_CAUSED_BY = re.compile(
    r"^(.+?)\s+(?:caused|brought\s+about|produced|triggered)\s+by\s+(.+)$", re.IGNORECASE
)
_EFFECT_AFTER = re.compile(
    r"^(.+?)(?:,\s*(?:so|therefore|hence|thus)\s+|\s+(?:leads?|led)\s+to\s+"
    r"|\s+(?:causes?|caused|results?\s+in|resulted\s+in)\s+)(.+)$",
    re.IGNORECASE,
)


def cause_and_effect(sentence: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The content stems of what a sentence gives as the cause and as the effect, when it
    says so with "because", "due to", "so", "leads to" …; else None."""
    text = sentence.strip()
    for pattern, cause_first in ((_CAUSE_FIRST, True), (_CAUSE_AFTER, False)):
        match = pattern.match(text)
        if match:
            first, second = match.group(1), match.group(2)
            cause, effect = (first, second) if cause_first else (second, first)
            return content_stems(cause), content_stems(effect)
    match = _CAUSED_BY.match(text)
    if match:  # "the changes are caused by testosterone": the cause comes second
        return content_stems(match.group(2)), content_stems(match.group(1))
    match = _EFFECT_AFTER.match(text)
    if match:
        return content_stems(match.group(1)), content_stems(match.group(2))
    return None


def content_stems(text: str) -> frozenset[str]:
    """The stems of ``text``'s content words."""
    return frozenset(t.stem for t in content(terms(text)))


def reversed_cause(claim: str, sentence: str) -> Conflict | None:
    """The claim gives as the cause what ``sentence`` gives as the effect, and the other way
    round: "Because they are intensively cultivated and densely populated, regions of
    alluvial soil have high fertility" against "Due to its high fertility, regions of
    alluvial soils are intensively cultivated and densely populated"."""
    mine, theirs = cause_and_effect(claim), cause_and_effect(sentence)
    if mine is None or theirs is None:
        return None
    (cause, effect), (their_cause, their_effect) = mine, theirs
    # what each side holds of the other's, apart from what both give as either
    cause, effect = cause - effect, effect - cause
    their_cause, their_effect = their_cause - their_effect, their_effect - their_cause
    turned = cause & their_effect
    returned = effect & their_cause
    kept = (cause & their_cause) | (effect & their_effect)
    if len(cause) < 2 or len(turned) < HELD * len(cause) or not returned:
        return None
    if len(kept) >= len(turned) + len(returned):
        return None
    return Conflict(
        kind=ConflictKind.ORDER,
        claim=" ".join(sorted(turned)),
        passage=" ".join(sorted(returned)),
    )
