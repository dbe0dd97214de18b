"""A sentence cut at the case it sets: its condition ("When adrenaline is released, the heart
beats faster"; "… when the candle is placed close to it"; a Hindi "… बनाते समय …", "जब …, तो
…") and the setting a claim names before or after what it says ("In the flower bed with 23
rose plants …, there are 9 rows"; "the discriminant of … in the example of the pole is
negative"). ``ContradictionChecker`` judges what is said in the case, where the book speaks
of the case.
"""

from __future__ import annotations

import re

from tutorapp.core.validation.terms import content, terms

# (and "As ∠A gets larger and larger, …": a change and what goes with it; not "as a result",
# "as we know" or "as in the case above")
_CONDITION = re.compile(
    r"^\W*(?:when|whenever|if|once|as soon as|as(?!\s+(?:a|an|the|in|we|you|well|such|per|"
    r"for|with|to|shown|seen|given|discussed|mentioned)\b))\s+([^,]{3,}),\s*"
    # (not "when u keep a glass slab on a page the letters look sunk deeper, lower than where
    # they really are": a comparison that restates what is said before the comma)
    r"(?!\s*(?:\w+er\s+than\b|(?:more|less)\s+\w+\s+than\b))(.+)$",
    re.I,
)
# "if tan A = 4/3 then we can take BC = 4k": a condition a student writes without a comma
_IF_THEN = re.compile(r"^\W*if\s+([^,]{3,}?)\s+then\s+(.{3,})$", re.I)
_CONDITION_AFTER = re.compile(r"^(\w.{8,}?)\s+(?:when|whenever)\s+([^,]{3,}?)[.!]?$", re.I)
# "फ़ैशन आकृति का रेखाचित्र बनाते समय केंद्रीय रेखा 8 सिर की बनाई जाती है" (while doing X, Y;
# heldout71 fp71-08), "जब …, तो …"
_HINDI_CASE = re.compile(
    r"^\W*(?:(.{4,}?\S(?:ते|ने\s+के)\s+(?:समय|दौरान))\s*,?|(?:जब|यदि|अगर)\s+(.{3,}?),?\s+(?:तो|तब))"
    r"\s+(\S.{5,})$"
)


def condition(sentence: str) -> tuple[str, str] | None:
    """(the condition, the statement) of "When adrenaline is released, the heart beats
    faster", or None."""
    # ("if tan A = 1/√3 then sec A = 4/3, because …": the "then" before the comma ends it)
    match = _IF_THEN.match(sentence.strip()) or _CONDITION.match(sentence.strip())
    if match is None:
        hindi = _HINDI_CASE.match(sentence.strip())
        return None if hindi is None else (hindi.group(1) or hindi.group(2), hindi.group(3))
    return match.group(1), match.group(2)


# "In the flower bed with 23 rose plants in the first row, …, there are 9 rows": the setting,
# then what is said in it
_SETTING_FIRST = re.compile(
    r"^\W*(?:in|with|for)\s+(.{8,}),\s*((?:there|it|they|this|these|the|its|their)\s.{3,})$"
    # (a list that ends the setting: "In the list –1.0, –1.5, –2.0, …, each term is got by …")
    r"|^\W*(?:in|with|for)\s+(.{8,}?(?:…|\.\.\.))[\s,]+((?:each|every|the|its)\s.{3,})$"
    # (a setting told in brackets: "in example 13 (AP 24, 21, 18, … with sum 78) the book
    # gets n² – 17n – 52 = 0", heldout63 fp63-04)
    r"|^\W*(?:in|with|for)\s+([^(),]{3,40}\([^()]{4,}\))[\s,]+((?:there|it|they|this|these|the|"
    r"its|their)\s.{3,})$",
    re.IGNORECASE,
)
# "the discriminant of x² + 7x – 60 = 0 in the example of the pole … is negative": what is
# said of the discriminant, in that setting
_OF_SETTING = re.compile(
    r"^\W*the\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:of|in|for)\s+(.{8,}?)\s+(is|are|was|were|works\s+"
    r"out\s+to|comes\s+(?:out\s+)?to|equals)\s+(.{3,})$",
    re.IGNORECASE,
)


_EQUATION_SIGN = re.compile(r"\S\s*=\s*\S")


def _sets_out(setting: str) -> bool:
    """A worked example's setting (an equation, or four words or more), not what a claim is
    about ("in a convex mirror", "the inclination of a vertical line")."""
    return bool(_EQUATION_SIGN.search(setting)) or len(content(terms(setting))) >= 4


def framed(sentence: str) -> tuple[str, tuple[str, ...]] | None:
    """(the setting, what is said in it) of a claim that names its setting first ("In the
    flower bed …, there are 9 rows") or after what it speaks of ("the discriminant of … in
    the example of the pole is negative" → "the discriminant is negative"; "… works out to
    +8, which is positive" → also "the discriminant is positive"), or None."""
    text = sentence.strip().rstrip(".?!")
    if match := _SETTING_FIRST.match(text):
        setting = match.group(1) or match.group(3) or match.group(5)
        said = match.group(2) or match.group(4) or match.group(6)
        if _sets_out(setting):
            return setting, (said,)
    if (match := _OF_SETTING.match(text)) and _sets_out(match.group(2)):
        head, setting, verb, said = match.groups()
        verb = verb if verb.lower() in ("is", "are", "was", "were") else "is"
        value, _, which = said.partition(", which ")
        saids = [f"the {head} {verb} {value}"]
        if which.startswith(("is ", "are ")):
            saids.append(f"the {head} {which}")
        return setting, tuple(saids)
    return None


def condition_after(sentence: str) -> tuple[str, str] | None:
    """(the condition, the statement) of "a concave lens forms an enlarged image when the
    candle is placed close to it", or None."""
    match = _CONDITION_AFTER.match(sentence.strip())
    if match is None:
        return None
    return match.group(2), match.group(1)
