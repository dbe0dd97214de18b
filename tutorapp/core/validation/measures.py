"""A quantity with another unit of the same kind: "light travels at 3 × 10^8 kilometres per
second" against the book's "3 × 108 m s–1", "the hall is 12 cm wide" against "12 m"; and
shares swapped between two things ("half of the GVA … one sixth of the workers" against
"more than half of the workers … one sixth of the GVA": ``share_conflict``), and numbers
swapped between two names ("Odisha is 43 and Madhya Pradesh is 36" against "Odisha (36) or
Madhya Pradesh (43)": ``swapped_values``), money amounts swapped between two things ("the
booking fee is ₹40 and then ₹200 per km" against "a fixed booking fee of ₹200 plus ₹40 per
kilometre": ``swapped_amounts``), a point with its coordinates swapped ("cuts the
y-axis at the point (c, 0)" against "at the point (0, c)": ``swapped_point``), and a rate per
another span of time ("one coulomb … flowing in one minute" against "one coulomb of charge
per second": ``rate_conflict``).

Word overlap holds every word of such a claim (the unit's letters are one or two: "m", "s"),
and the number is the book's, so no other check sees it. ``measures`` reads each number with
the unit written after it; ``measure_conflict`` fires when the claim gives a number of the
sentence's another unit of the same kind (length, speed, energy …) and the sentence never
gives that number in the claim's unit.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lexicon import STOPWORDS
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import NUMBER_WORDS

# (spellings, kind, unit); longer spellings first where one begins another ("metres" before
# "m", "minutes" before "min" and "m")
_UNITS: tuple[tuple[str, str, str], ...] = (
    # a count in the Indian and the western scale ("35 lakh people", not "35 crore")
    (r"lakhs?|lacs?", "count", "lakh"),
    (r"crores?", "count", "crore"),
    (r"thousands?", "count", "thousand"),
    (r"millions?", "count", "million"),
    (r"billions?", "count", "billion"),
    (r"days?", "time", "day"),
    (r"weeks?", "time", "week"),
    (r"months?", "time", "month"),
    (r"years?", "time", "year"),
    (
        r"km\s*(?:/\s*h|h[–−-]1|per\s+hour)|kilomet(?:re|er)s?\s+(?:per|an|a)\s+hour",
        "speed",
        "km/h",
    ),
    (
        r"km\s*(?:/\s*s|s[–−-]1|per\s+second)|kilomet(?:re|er)s?\s+(?:per|a)\s+second",
        "speed",
        "km/s",
    ),
    (r"m\s*(?:/\s*s|s[–−-]1|per\s+second)|met(?:re|er)s?\s+(?:per|a)\s+second", "speed", "m/s"),
    (r"kW\s*h|kWh|kilowatt[\s-]hours?", "energy", "kWh"),
    (r"kJ|kilojoules?", "energy", "kJ"),
    (r"joules?|J", "energy", "J"),
    (r"kW|kilowatts?", "power", "kW"),
    (r"watts?|W", "power", "W"),
    (r"mm|millimet(?:re|er)s?", "length", "mm"),
    (r"cm|centimet(?:re|er)s?", "length", "cm"),
    (r"km|kilomet(?:re|er)s?", "length", "km"),
    (r"met(?:re|er)s?|m", "length", "m"),
    (r"kg|kilograms?", "mass", "kg"),
    (r"mg|milligrams?", "mass", "mg"),
    (r"grams?|g", "mass", "g"),
    (r"mA|milliamperes?", "current", "mA"),
    (r"amperes?|A", "current", "A"),
    (r"coulombs?|C", "charge", "C"),
    (r"volts?|V", "voltage", "V"),
    (r"ohms?|Ω", "resistance", "Ω"),
    (r"ms|milliseconds?", "time", "ms"),
    (r"seconds?|s", "time", "s"),
    (r"minutes?|min", "time", "min"),
    (r"hours?|h", "time", "h"),
)
# each spelling only as a whole word: "m" is not the start of "minutes", "5 m2" is an area
_UNIT = re.compile(
    "|".join(
        rf"(?P<u{i}>(?:{spelling})(?![^\W_]|[\^²³]))" for i, (spelling, _, _) in enumerate(_UNITS)
    )
)
# a number, a power of ten written after it ("3 × 10^8", the books' flattened "3 × 108")
_NUMBER = re.compile(r"(?<![\w.^])(\d+(?:\.\d+)?(?:\s*×\s*10\s*\^?\s*\(?[–−-]?\d{1,2}\)?)?)\s*")
_POWER = re.compile(r"×\s*10\s*\^?\s*\(?([–−-]?\d{1,2})\)?")


@dataclass(frozen=True)
class Measure:
    number: str  # "3×10^8", "12"
    kind: str  # "length", "speed", …
    unit: str  # "m/s"


def _number(text: str) -> str:
    power = _POWER.search(text)
    base = text[: power.start()].strip() if power else text.strip()
    exponent = power.group(1).replace("–", "-").replace("−", "-") if power else ""
    return f"{base}×10^{exponent}" if power else base


def measures(text: str) -> list[Measure]:
    """Each number with the unit written after it ("3 × 108 m s–1" → 3×10^8, speed, m/s)."""
    return [measure for _, measure in placed_measures(text)]


def placed_measures(text: str) -> list[tuple[int, Measure]]:
    """``measures``, each with where its number starts in ``text``."""
    found = []
    for number in _NUMBER.finditer(text):
        unit = _UNIT.match(text, number.end())
        if unit is None or unit.lastgroup is None:
            continue
        _, kind, name = _UNITS[int(unit.lastgroup[1:])]
        measure = Measure(number=_number(number.group(1)), kind=kind, unit=name)
        found.append((number.start(), measure))
    return found


def measure_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives one of the sentence's numbers in another unit of
    the same kind, and the sentence never gives that number in the claim's unit."""
    theirs = measures(sentence)
    for mine in measures(claim):
        same = [t for t in theirs if t.number == mine.number and t.kind == mine.kind]
        if same and all(t.unit != mine.unit for t in same):
            return Conflict(
                kind=ConflictKind.NUMBER,
                claim=f"{mine.number} {mine.unit}",
                passage=f"{same[0].number} {same[0].unit}",
            )
    return None


#: The fewest of the sentence's numbers the claim must give in its own unit before another
#: quantity's unit for them is a conflict ("1 W, 2 W, 5 W" against "1 A, 2 A, 3 A, 5 A").
_SAME_NUMBERS = 2


def quantity_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives several of the sentence's numbers in a unit of
    another quantity ("fuses … rated … 1 W, 2 W, 5 W and 10 W" against "… rated as 1 A, 2 A,
    3 A, 5 A, 10 A"), and the sentence gives none of them in the claim's unit. One number
    alone may be another thing's: it takes two."""
    theirs = measures(sentence)
    for kind in {m.kind for m in measures(claim)}:
        mine = [m for m in measures(claim) if m.kind == kind]
        numbers = {m.number for m in mine}
        given = [t for t in theirs if t.number in numbers]
        if any(t.kind == kind for t in given):
            continue
        other = {t.unit for t in given}
        if len({t.number for t in given}) >= _SAME_NUMBERS and len(other) == 1:
            theirs_given = sorted({t.number for t in given}, key=number_size)
            return Conflict(
                kind=ConflictKind.NUMBER,
                claim=f"{', '.join(sorted(numbers, key=number_size))} {mine[0].unit}",
                passage=f"{', '.join(theirs_given)} {other.pop()}",
            )
    return None


def number_size(number: str) -> float:
    """A measure's number as a float, to sort by (0 for a power of ten: "3×10^8")."""
    try:
        return float(number)
    except ValueError:  # "3×10^8"
        return 0.0


# "more than half of the workers", "one sixth of the GVA", "80 per cent of the total area":
# a share and what it is a share of (its first word after "of the" / "India's")
_SHARE = re.compile(
    r"\b(half|a\s+third|one[\s-]third|two[\s-]thirds|a\s+quarter|three[\s-]quarters|"
    r"one[\s-](?:fourth|fifth|sixth|seventh|eighth|tenth)|\d+(?:\.\d+)?\s*(?:per\s*cent|%))"
    r"\s+of\s+(?:the\s+|all\s+the\s+|its\s+|their\s+|[A-Z]\w+['’]s\s+)?([A-Za-z]{3,})",
    re.IGNORECASE,
)


def shares(text: str) -> dict[str, str]:
    """What each thing is said to be a share of ("workers" → "half")."""
    found: dict[str, str] = {}
    for match in _SHARE.finditer(text):
        share = re.sub(r"[\s-]+", " ", match.group(1).lower()).replace("%", " per cent")
        found.setdefault(match.group(2).lower().rstrip("s"), share)
    return found


def share_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives a thing another share than the sentence does and
    the sentence gives the claim's share to something else ("half of India's GVA … one
    sixth of the workers" against "more than half of the workers … one sixth of the GVA")."""
    theirs = shares(sentence)
    for thing, share in shares(claim).items():
        other = theirs.get(thing)
        if other is not None and other != share and share in theirs.values():
            return Conflict(kind=ConflictKind.NUMBER, claim=f"{share} of {thing}", passage=other)
    return None


# "Odisha (36)", "Madhya Pradesh is 43", "that of Kerala is 7": a name and the number given it
_NAMED_NUMBER = re.compile(
    r"\b((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)\s*(?:\(\s*|(?:is|was|are|were|of|at)\s+)"
    r"(\d+(?:\.\d+)?)(?![\d.])\s*"
)
_SHARE_SIGN = re.compile(r"%|per\s*cent\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def named_numbers(text: str) -> Mapping[str, str]:
    """The number each name is given ("Odisha" → "36"); read-only, as it is cached (every
    passage sentence is read against each claim)."""
    found: dict[str, str] = {}
    for match in _NAMED_NUMBER.finditer(text):
        if _UNIT.match(text, match.end()) or _SHARE_SIGN.match(text, match.end()):
            continue  # "Kerala is 7 per cent", "… is 5 m": a measure, left to its own check
        name = match.group(1).split()[-1].lower()
        found.setdefault(name, match.group(2))
    return MappingProxyType(found)


def swapped_values(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives a name another number than the sentence does, one
    the sentence gives another of the claim's names ("Odisha is 43 … Madhya Pradesh is 36"
    against "Odisha (36) or Madhya Pradesh (43)")."""
    mine, theirs = named_numbers(claim), named_numbers(sentence)
    for name, number in mine.items():
        other = theirs.get(name)
        given = {n for k, n in theirs.items() if k != name and k in mine}
        if other is not None and other != number and number in given:
            return Conflict(kind=ConflictKind.NUMBER, claim=f"{name} {number}", passage=other)
    return None


# "a fixed booking fee of ₹200", "the fee is ₹40": a word and the amount given right after it
_AMOUNT = re.compile(
    r"\b([A-Za-z]{3,})\s+(?:(?:of|is|was|are|were|at)\s+)?(?:₹|Rs\.?\s*)\s*"
    r"(\d+(?:\.\d+)?)(?![\d.])",
    re.IGNORECASE,
)
_AMOUNT_NUMBERS = re.compile(r"(?:₹|Rs\.?\s*)\s*(\d+(?:\.\d+)?)(?![\d.])", re.IGNORECASE)


@lru_cache(maxsize=4096)
def amounts(text: str) -> Mapping[str, str]:
    """The money amount each word is given ("fee" → "200"; a stopword is no holder:
    "… and then ₹200"); read-only, as it is cached (every passage sentence is read against
    each claim)."""
    found: dict[str, str] = {}
    for match in _AMOUNT.finditer(text):
        word = match.group(1).lower()
        if word not in STOPWORDS:
            found.setdefault(stem(word), match.group(2))
    return MappingProxyType(found)


def swapped_amounts(claim: str, sentence: str) -> Conflict | None:
    """The claim gives a thing the amount the sentence gives another, and that other amount
    is the claim's too: "the booking fee is ₹40 and then ₹200 per km" against "a fixed
    booking fee of ₹200 plus ₹40 per kilometre" (heldout59 fp59-05)."""
    mine, theirs = amounts(claim), amounts(sentence)
    for word, amount in mine.items():
        other = theirs.get(word)
        if (
            other is not None
            and other != amount
            and amount in {n for k, n in theirs.items() if k != word}
            and other in _AMOUNT_NUMBERS.findall(claim)
        ):
            return Conflict(kind=ConflictKind.NUMBER, claim=f"{word} {amount}", passage=other)
    return None


# "it takes just a few years" against "it takes millions of years": a small amount of a thing
# against a large one
_SCALED = re.compile(
    r"\b(?:(?P<small>(?:just\s+|only\s+)?(?:a\s+few|few|several|a\s+couple\s+of|a\s+handful\s+of))"
    r"|(?P<large>(?:hundreds|thousands|lakhs|crores|millions|billions)\s+of))\s+"
    r"(?P<noun>[A-Za-z]{3,})\b",
    re.IGNORECASE,
)


def scales(text: str) -> dict[str, str]:
    """Whether each thing is said to come in a few or in thousands ("year" → "large")."""
    found: dict[str, str] = {}
    for match in _SCALED.finditer(text):
        noun = stem(match.group("noun"))
        if noun not in STOPWORDS:
            found.setdefault(noun, "small" if match.group("small") else "large")
    return found


def scale_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim says a few of what the sentence says millions of (or the
    other way round)."""
    theirs = scales(sentence)
    for noun, scale in scales(claim).items():
        other = theirs.get(noun)
        if other is not None and other != scale:
            return Conflict(kind=ConflictKind.NUMBER, claim=f"{scale} {noun}", passage=other)
    return None


_NUMBER_WORDS = {"one": "1"} | NUMBER_WORDS
# "only one colour at a time" against "up to six colours at a time": how many of a thing
_COUNTED = re.compile(
    r"(?<![\w.,])(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")\s+([A-Za-z]{3,})\b", re.IGNORECASE
)


def counts(text: str) -> dict[str, set[tuple[str, frozenset[str]]]]:
    """The numbers each thing is counted in, each with the words and numbers (four) before
    it ("colour" → {("6", {"could", "print"})}): what the count is said of."""
    found: dict[str, set[tuple[str, frozenset[str]]]] = {}
    for match in _COUNTED.finditer(text):
        noun = stem(match.group(2))
        if noun in STOPWORDS or _UNIT.fullmatch(match.group(2)):
            continue
        number = match.group(1).lower()
        before = re.findall(r"[A-Za-z]{3,}|\d+(?:\.\d+)?", text[: match.start()])[-4:]
        said = frozenset(stem(w) for w in before) - STOPWORDS
        found.setdefault(noun, set()).add((_NUMBER_WORDS.get(number, number), said))
    return found


def _numbers(words: frozenset[str]) -> set[str]:
    return {w for w in words if w[:1].isdigit()}


def count_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim counts a thing in a number the sentence never gives it,
    and the sentence counts it in another after a word the claim's count follows too ("print
    only one colour" against "print up to six colours"; not "a sequence of five terms"
    against "the first 4 terms")."""
    theirs = counts(sentence)
    for noun, mine in counts(claim).items():
        other = theirs.get(noun, set())
        numbers = {n for n, _ in mine}
        if not other or numbers & {n for n, _ in other}:
            continue
        for number, said in mine:
            # (said of the same thing: not of "the point (3, 0)" for "the point (6, –4)")
            against = [
                n
                for n, words in other
                if said & words and not (_numbers(said) and _numbers(words) - _numbers(said))
            ]
            if against:
                return Conflict(
                    kind=ConflictKind.NUMBER,
                    claim=f"{number} {noun}",
                    passage=f"{against[0]} {noun}",
                )
    return None


# "per second", "in one minute", "each year", "once a day": the span of time a rate is given per
# ("a second" alone is too often an ordinal: "a second time")
_RATE = re.compile(
    r"\b(?:per|each|every|in\s+(?:one|a|an|1)|one|1|once\s+(?:a|an|every))\s+"
    r"(second|minute|hour|day|week|month|year)s?\b"
    r"|\b(?:a|an)\s+(minute|hour|day|week|month|year)\b(?!\s+(?:or|and|of|later|before|after|ago))",
    re.IGNORECASE,
)


def rates(text: str) -> set[str]:
    """The spans of time ``text`` gives a rate per ("second", "minute" …)."""
    return {(m.group(1) or m.group(2)).lower() for m in _RATE.finditer(text)}


def rate_conflict(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives a rate per a span of time the sentence gives it per
    another, and the sentence never names the claim's span ("one coulomb of charge flowing in
    one minute" against "the flow of one coulomb of charge per second")."""
    mine, theirs = rates(claim), rates(sentence)
    if not mine or not theirs or mine & theirs:
        return None
    if any(re.search(rf"\b{span}s?\b", sentence, re.IGNORECASE) for span in mine):
        return None
    return Conflict(
        kind=ConflictKind.NUMBER, claim=f"per {min(mine)}", passage=f"per {min(theirs)}"
    )


# "(0, c)", "(–3, 4)", "(x1, y1)": a point's two coordinates
_POINT = re.compile(r"\(\s*([–−-]?\s*\w{1,4})\s*,\s*([–−-]?\s*\w{1,4})\s*\)")


def _coordinate(text: str) -> str:
    """A coordinate as written, without spaces and with a plain minus ("– 4" → "-4")."""
    return re.sub(r"\s+", "", text).replace("–", "-").replace("−", "-")


def points_in(text: str) -> set[tuple[str, str]]:
    """Each point ``text`` writes, as its two coordinates ("(3, – 5)" → ("3", "-5"))."""
    return {(_coordinate(a), _coordinate(b)) for a, b in _POINT.findall(text)}


def swapped_point(claim: str, sentence: str) -> Conflict | None:
    """The conflict when the claim gives a point the sentence gives with its coordinates
    the other way round, and never the claim's way ("(c, 0)" against "(0, c)")."""
    theirs = points_in(sentence)
    for a, b in sorted(points_in(claim)):
        if a != b and (b, a) in theirs and (a, b) not in theirs:
            return Conflict(kind=ConflictKind.NUMBER, claim=f"({a}, {b})", passage=f"({b}, {a})")
    return None
