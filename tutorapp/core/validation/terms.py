"""Text as a sequence of comparable terms, for checking one claim against one passage sentence.

A term is a folded content word (``formed`` → ``form``, ``fore-brain`` → ``forebrain``,
``Virahānka`` → ``virahanka``) or a marker: ``NOT`` (not, no, never, neither, without…),
``ALL`` (always, only, every…), ``SOME`` (sometimes, usually, "not always"…), ``OR`` and
``THAN``; maths relations become words (``<`` → less than, ``≠`` → not equal) and ``+ − = ×``
stay as operator terms. Question words, auxiliaries, pronouns and prepositions are dropped.
Each term remembers whether it was written as a proper noun (a capital inside a sentence)
and whether it is a number.

A text's wordings are first said one way (``wordings.py``: "can't", "does not grow as rapidly
as", "the 1500s" …). ``units.py`` cuts passages into the pieces a claim is compared with, in
these terms.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from tutorapp.core.validation.folding import fold
from tutorapp.core.validation.lexicon import (
    COMPARISON,
    COMPOUNDS,
    CONTRASTS,
    DISJUNCTIONS,
    NEGATORS,
    NOT_NEGATING,
    ORDINALS,
    PARTIAL,
    QUALIFIED,
    STOPWORDS,
    UNIVERSAL,
)
from tutorapp.core.validation.opposites import OPPOSITES
from tutorapp.core.validation.stems import hindi_word, stem
from tutorapp.core.validation.wordings import one_way

NOT, ALL, SOME, OR, THAN = "NOT", "ALL", "SOME", "OR", "THAN"
_WHETHER_REACH = 20  # the tokens before "or not" in which its "whether" stands
MARKERS = frozenset({NOT, ALL, SOME, OR, THAN})
OPERATORS = frozenset({"+", "−", "=", "×"})

# a decimal ("1.33", kept whole: not the numbers 1 and 33); words (letters, digits,
# Devanagari with its signs but not its full stops "।" "॥"), hyphen/apostrophe joined; an
# operator, or a minus sign written against its number ("is –1")
_TOKEN = re.compile(
    r"\d+\.\d+(?!\.?\w)"
    # a figure's label with a prime, kept whole ("OO′", "O′ H", "A′B′"): which ray is which
    # (or with an apostrophe for the prime after one capital: "A'B'")
    r"|\b(?:[A-Z]{1,3}′(?:\s?[A-Z]′?){0,2}|[A-Z][’'](?:\s?[A-Z][’']?){0,2})(?![\w′’'])"
    r"|(?:[^\W_]|[\u0900-\u0963\u0966-\u097f])+(?:[-'](?:[^\W_]|[\u0900-\u0963\u0966-\u097f])+)*"
    r"|[+=×]"
    r"|(?<=\s)[−–-](?=\s)|(?<![\w.−–-])[−–-](?=\d)"
)

# a number written against its unit of resistance ("R2= 1Ω", "The resistance of the new wire
# is 1Ω."): the number 1 and the unit, as in "4 Ω" (heldout61 fp61-07)
_GLUED = re.compile(r"(?<=\d)(?=[Ωω\u2126]\b)")

_LABEL = re.compile(r"[A-Z]{1,3}′(?:\s?[A-Z]′?){0,2}|[A-Z][’'](?:\s?[A-Z][’']?){0,2}")


@dataclass(frozen=True, slots=True)
class Term:
    stem: str
    proper: bool = False  # written with a capital inside a sentence
    number: bool = False
    # a number that ends its sentence (``numbers.neighbours`` does not read it as a count of
    # the next sentence's first word); no part of a term's identity
    ends: bool = field(default=False, compare=False)
    # a denial of the word after it alone, "बिना चरबी का माँस" (meat without fat), not of
    # the clause a Hindi "नहीं" closes (``negation.polarity``)
    of_next: bool = field(default=False, compare=False)

    @property
    def marker(self) -> bool:
        return self.stem in MARKERS


# a number that ends its sentence ("… differ by 90°. Thus, lines …") counts nothing after it
_SENTENCE_END = re.compile(r"\s*[°%]?\s*[.!?](?:\s+[A-Z(]|\s*$)")


# a denial that closes a sentence another follows ("… influenced by none’. So it was …")
_CLOSES = re.compile(r"[’'\"”)]*\s*[.!?]\s+[‘'\"“(]?[A-Z]")


def _raw_tokens(text: str) -> tuple[list[str], set[int], set[int]]:
    """The written tokens of ``text``, the indices of the numbers that end a sentence, and
    those of the denials that close a sentence another follows."""
    folded = fold(one_way(text))
    joined: list[str] = []
    ends: set[int] = set()
    closing: set[int] = set()
    for match in _TOKEN.finditer(folded):
        token = match.group(0)
        parts = token.split("-")
        if len(set(parts)) == len(parts) > 1 and "से" not in parts and hindi_word(token):
            # a Hindi compound is read as its words: the book's "फ़ैशन-चित्र" is the
            # student's "फ़ैशन चित्र" (not a phrase, "कम-से-कम", nor a doubling, "अलग-अलग")
            joined.extend(parts[:-1])
            token = parts[-1]
        if joined and (joined[-1].lower(), token.lower()) in COMPOUNDS:
            joined[-1] = f"{joined[-1]}{token.lower()}"
            continue
        if joined and (joined[-1].lower(), token.lower()) in QUALIFIED:
            token = f"{joined[-1].lower()}{token.lower()}"
        if token[:1].isdigit() and _SENTENCE_END.match(folded, match.end()):
            ends.add(len(joined))
        if token.lower() in NEGATORS and _CLOSES.match(folded, match.end()):
            closing.add(len(joined))
        joined.append(token)
    return joined, ends, closing


_OHMS = re.compile(r"\bohms?\b", re.IGNORECASE)


_SPACED_MINUS = re.compile(r"([(,]\s*[–−-])\s+(?=\d)")
# "the nth term (or the general term)": another name for the same thing, no alternative
_ALIAS = re.compile(r"\(\s*or\s+", re.IGNORECASE)
#: The fewest letters of a capitalised "-ly" word read as an adverb, never a name ("Italy").
_ADVERB_LETTERS = 7


_WHOLLY = re.compile(r"पूरी\s+तरह(?:\s+से)?(?=\s|$)|पूर्ण\s+रूप\s+से(?=\s|$)")
_UNMEANT = re.compile(
    r"\bwithout\s+(?:our|their|your|his|her|its|one's|us|them)\s+"
    r"(?:meaning|thinking|wanting|intending|deciding|choosing)\s+(?:to|about\s+it)\b",
    re.IGNORECASE,
)
_MEANT = re.compile(
    r"\b(?:because|since|as|when)\s+(?:we|they|you|he|she|i)\s+"
    r"(?:decide|decides|decided|choose|chooses|chose|want|wants|wanted|mean|means|meant|"
    r"intend|intends|intended)\s+to\b(?!\s+\w)|\bon\s+purpose\b|\bdeliberately\b",
    re.IGNORECASE,
)
_LIKE = re.compile(r"(?<=\s)की\s+तरह(?=\s|$)")


def terms(text: str) -> tuple[Term, ...]:
    """The comparable terms of ``text`` in order (see the module docstring)."""
    # (the angle sign is the word: "∠ ACB = 30°" says what "angle ACB is 30°" says)
    text = text.replace("∠", " angle ")
    # (a minus the text layer spaces off its number in a coordinate: "(– 2, – 1)" is "(–2, –1)")
    text = _SPACED_MINUS.sub(r"\1", text)
    # (the ohm's symbol is its name: "4.4 ohm" against "44 Ω"; heldout67 fp67-10)
    text = _OHMS.sub("Ω", text)
    # (Hindi idioms: "पूरी तरह (से)" is the book's "पूर्णतया", not "type" and "than"; "की तरह"
    # is "like"; heldout72 fp72-19)
    text = _WHOLLY.sub("पूर्णतया", text)
    text = _LIKE.sub(" ", text)
    # (what happens "without our meaning to" happens involuntarily; what "we decide to" do,
    # voluntarily: heldout72 fp72-09's "our mouth waters … because we decide to")
    text = _UNMEANT.sub(" involuntarily ", text)
    text = _MEANT.sub(" voluntarily ", text)
    raw, ends, closing = _raw_tokens(_GLUED.sub(" ", _ALIAS.sub("(", text)))
    out: list[Term] = []
    skip = 0
    proper_before = False
    for index, written in enumerate(raw):
        # a capital after a lower-case word (or after a name) starts a name, not a sentence
        # (or after a capitalised first word that is no stopword: "Martin Luther wrote …")
        after_word = index > 0 and (
            raw[index - 1][:1].islower()
            or proper_before
            or (index == 1 and raw[0][:1].isupper() and raw[0].lower() not in STOPWORDS)
        )
        proper_before = False
        if skip:
            skip -= 1
            continue
        if _LABEL.fullmatch(written):  # a figure's label ("O′ H"), whatever its spacing
            label = "".join(written.lower().split())
            out.append(Term(label.replace("’", "′").replace("'", "′")))
            continue
        token = ELEMENTS.get(written, written)  # "(alloy of Cu and Ni)": copper and nickel
        low = token.lower().replace("’", "'")
        if low.endswith("'s"):
            low = low[:-2]
        following = raw[index + 1].lower() if index + 1 < len(raw) else ""
        if (low, following) in NOT_NEGATING or (
            (low, following) == ("or", "not")
            and "whether" in (w.lower() for w in raw[max(0, index - _WHETHER_REACH) : index])
        ):  # "whether it has real roots or not" denies nothing
            skip = 1
            continue
        if low in ("compared", "comparison") and following in ("to", "with"):
            out.append(Term(THAN))  # "thicker at the middle as compared to the edges"
            skip = 1
            continue
        after = raw[index + 2] if index + 2 < len(raw) else ""
        if low in _GIVES_VALUE and following == "as" and _is_number(after.lower()):
            # "cos 90° is defined as 1", "AC comes out as 7": the value, as "cos 90° = 0" gives it
            out.append(Term("="))
            skip = 1
            continue
        if low in ("every", "each") and following in _TIMES:
            continue  # "₹500 increment every year": a rate, not a claim about all years
        if low in ("add", "adds", "added", "adding") and following == "up":
            out.append(Term(stem("sum")))  # "add up to 90°" is "the sum … is 180°"'s sum
            skip = 1
            continue
        if low == "most" and following == "of":
            # "reflects most of the light" holds of part of it: against "all of the light"
            out.append(Term(SOME))
            skip = 1
            continue
        if low == "not" and following in UNIVERSAL | {"necessarily"}:
            out.append(Term(SOME))
            skip = 1
            continue
        if low == "known" and out and out[-1].stem == NOT:
            # "electrons were not known at the time …" denies knowing them: against "they
            # already knew about electrons" ("known as" is no content word otherwise)
            out.append(Term(stem("know")))
            continue
        if low == "nor" and written[:1].islower() and any(t.stem == NOT for t in out[-8:]):
            # "neither … nor" is one negation (a "Nor" that opens a sentence denies on its
            # own: "… no leave or paid holidays. Nor was he given any formal letter …")
            continue
        if low in NEGATORS and index in closing:
            continue  # "… influenced by none. So it was …": it denies nothing after it
        if low in NEGATORS or low == "nor":
            out.append(Term(NOT, of_next=low == "बिना"))
        elif low in UNIVERSAL:
            out.append(Term(ALL))
        elif low in PARTIAL:
            out.append(Term(SOME))
        elif low in DISJUNCTIONS:
            out.append(Term(OR))
        elif low in COMPARISON:
            out.append(Term(THAN))
        elif token in OPERATORS or token in "–-":
            out.append(Term("−" if token in "–-" else token))
        elif (low in STOPWORDS and low not in NUMBER_WORDS) or (
            len(low) == 1 and low.isascii() and low.isalpha()
        ):
            continue
        else:
            proper = (
                token[:1].isupper()
                and after_word
                and not token.isupper()
                and low not in _HEADINGS
                # ("= First salary + (15 – 1) × Annual increment": an ordinal is no name)
                and low not in ("first", "second", "last")
                # (an adverb opening the next sentence: "… olive presses. Subsequently, he …")
                and not (low.endswith("ly") and len(low) >= _ADVERB_LETTERS)
            )
            proper_before = proper
            if low in NUMBER_WORDS or _COMPOUND_NUMBER.fullmatch(low):
                value = sum(int(NUMBER_WORDS.get(part, "1")) for part in low.split("-"))
                tens = raw[index - 1].lower() if index else ""
                if value < 10 and tens in _TENS and out and out[-1].stem == NUMBER_WORDS[tens]:
                    # "Ninety Five Theses": one number, 95
                    out[-1] = Term(str(int(NUMBER_WORDS[tens]) + value), number=True)
                else:
                    out.append(Term(str(value), number=True))
            elif low in ORDINALS:
                # "after the seventh bounce" as "after the 7th bounce" (``numbers._number``)
                out.append(Term(ORDINALS[low]))
            elif _DECADE.fullmatch(low):  # "the 1870s": a year, not a plural
                out.append(Term(low[:-1], number=True))
            else:
                number = _is_number(low)
                out.append(Term(stem(low), proper=proper, number=number, ends=index in ends))
    return tuple(out)


# the chemical symbols of two letters the books write for metals, exactly as written ("Cu",
# not a student's "na?")
ELEMENTS = {
    "Cu": "copper",
    "Ni": "nickel",
    "Mn": "manganese",
    "Fe": "iron",
    "Cr": "chromium",
    "Ag": "silver",
    "Al": "aluminium",
    "Hg": "mercury",
    "Zn": "zinc",
    "Pb": "lead",
    "Sn": "tin",
    "Au": "gold",
    "Mg": "magnesium",
}
_TIMES = frozenset(
    "year years month months week weeks day days hour hours minute minutes second seconds".split()
)
_GIVES_VALUE = frozenset({"defined", "comes", "came", "come"})  # … "as" a number
# number words as numbers ("three years", "thirty years")
NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen".split()
    )
    if word != "one"  # "one of the…" is rarely a count
} | {
    word: str(10 * value)
    for value, word in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)
} | {
    # Hindi: "फ़ैशन चक्र के पाँच स्तर होते हैं" counts five stages ("एक" is as often "a" as "one")
    word: value
    for value, words in (
        ("2", "दो"), ("3", "तीन"), ("4", "चार"), ("5", "पाँच पांच"), ("6", "छह छः"),
        ("7", "सात"), ("8", "आठ"), ("9", "नौ"), ("10", "दस"), ("20", "बीस"), ("30", "तीस"),
        ("40", "चालीस"), ("50", "पचास"),
    )
    for word in words.split()
}  # fmt: skip


_TENS = frozenset("twenty thirty forty fifty sixty seventy eighty ninety".split())
# "ninety-five", "twenty-one"
_COMPOUND_NUMBER = re.compile(
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|"
    r"seven|eight|nine)"
)


# Words of the textbooks' boxes and headings ("Think and Reflect", "Activity 6.1"), never names.
_HEADINGS = frozenset(
    """think reflect activity activities example examples exercise exercises figure fig table
    note remark solution solutions questions question know discuss recall try observe
    chapter section summary points""".split()
)


def _is_letter(token: str) -> bool:
    """A lone Latin letter ("a", "d", "x"): a variable, not a word."""
    return len(token) == 1 and token.isascii() and token.isalpha()


_DECADE = re.compile(r"1\d{2}0s")


def _is_number(token: str) -> bool:
    return bool(re.fullmatch(r"\d+(?:[.,]\d+)*", token))


def content(seq: tuple[Term, ...]) -> list[Term]:
    """The terms that carry meaning (no markers, no operators)."""
    return [t for t in seq if not t.marker and t.stem not in OPERATORS and t.stem != "−"]


def word_stems(text: str) -> frozenset[str]:
    """The stems of the words of ``text`` that carry meaning, numbers left out."""
    return frozenset(t.stem for t in content(terms(text)) if not t.number)


def _pairs() -> dict[str, frozenset[str]]:
    table: dict[str, set[str]] = {}
    for a, b in OPPOSITES:
        for x, y in ((a, b), (b, a)):
            table.setdefault(stem(x), set()).add(stem(y))
    return {k: frozenset(v) for k, v in table.items()}


_OPPOSITE = _pairs()
_GROUPS: dict[str, frozenset[str]] = {}
for _group in CONTRASTS:
    _stems = frozenset(stem(w) for w in _group)
    for _word in _stems:
        _GROUPS[_word] = _GROUPS.get(_word, frozenset()) | (_stems - {_word})


def has_alternatives(word: str) -> bool:
    """``word`` (a stem) has an opposite or names one of a kind of things (concave, series,
    primary sector…): a sentence without it is about something else."""
    return bool(_OPPOSITE.get(word) or _GROUPS.get(word))


def of_a_kind(word: str) -> bool:
    """``word`` (a stem) names one of a kind of things (plane, concave, series…)."""
    return bool(_GROUPS.get(word))


def alternative(a: str, b: str) -> str | None:
    """ "opposite" when saying ``a`` denies ``b`` (both stems), "contrast" when they name
    different things of one kind, else None."""
    if b in _OPPOSITE.get(a, ()):
        return "opposite"
    if b in _GROUPS.get(a, ()):
        return "contrast"
    return None


# "…, not only in maths books": says nothing the rest does not
_NOT_ONLY = re.compile(r",?\s+(?:and\s+)?not\s+(?:only|just)\s+[^,;]+$", re.IGNORECASE)
# "A finite AP has a last term, while an infinite AP does not": the denial of the first
# clause said of another subject; read alone, its "not" would deny the whole claim
_ELLIPTICAL = re.compile(
    r",?\s+(?:while|whereas|but)\s+[^,;]{2,60}?\s+(?:does|do|did|is|are|was|were|has|have|"
    r"can|could|will|would)\s*(?:not|n't)\s*[.!]?\s*$",
    re.IGNORECASE,
)


def said_once(claim: str) -> str:
    """``claim`` without a closing part that adds nothing to judge: ", not only in maths
    books", or ", while an infinite AP does not" (the first clause denied of another
    subject); a student's "thiner … then at the edges" is read as "thinner … than"."""
    return _NOT_ONLY.sub("", _ELLIPTICAL.sub("", spelled(claim)))


@lru_cache(maxsize=1)
def _lexicon_words() -> frozenset[str]:
    return frozenset(word for pair in OPPOSITES for word in pair)


_DOUBLED = re.compile(r"([b-df-hj-np-tv-z])(?=[aeiouy])")


def _respelled(word: str) -> str:
    """A lexicon word ``word`` misses one doubled consonant of ("thiner", "biger")."""
    lower = word.lower()
    known = _lexicon_words()
    if len(lower) < 4 or lower in known or not lower.isalpha():
        return word
    for match in _DOUBLED.finditer(lower):
        at = match.start()
        doubled = lower[: at + 1] + lower[at] + lower[at + 1 :]
        if doubled in known:
            return doubled
    return word


# "thicker then", "more then", "thiner at the middle then at the edges": "than" after a
# comparative, a few words on at most
_THEN = re.compile(
    r"\b(more|less|fewer|rather|[a-z]{3,}er)((?:\s+(?!than\b|then\b)[\w-]+){0,4})\s+then\b",
    re.IGNORECASE,
)
_NOT_COMPARING = frozenset({"after", "later", "earlier", "over", "under", "ever", "never"})


def spelled(text: str) -> str:
    """``text`` with a student's misspelt comparison put right: a doubled consonant left
    single ("thiner" → "thinner") and "then" written for "than" after a comparative."""
    text = re.sub(r"[A-Za-z]{4,}", lambda m: _respelled(m.group(0)), text)
    known = _lexicon_words()

    def than(match: re.Match[str]) -> str:
        word = match.group(1).lower()
        near = len(match.group(2).split()) <= 1
        quantity = word in {"more", "less", "fewer", "rather"}
        if word in _NOT_COMPARING or not (near if quantity else word in known):
            return match.group(0)
        return f"{match.group(1)}{match.group(2)} than"

    return _THEN.sub(than, text)


def denied_after(seq: Sequence[Term]) -> str | None:
    """The word the one "not" of ``seq`` follows ("electrons were not known": electron), or
    None (no "not", or several): one denial, whatever word after it each side keeps ("known"
    is no content word)."""
    items = [t for t in seq if t.stem == NOT or not (t.marker or t.number or t.stem in OPERATORS)]
    at = [i for i, t in enumerate(items) if t.stem == NOT]
    return items[at[0] - 1].stem if len(at) == 1 and at[0] > 0 else None
