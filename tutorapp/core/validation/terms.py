"""Text as a sequence of comparable terms, for checking one claim against one passage sentence.

A term is a folded content word (``formed`` → ``form``, ``fore-brain`` → ``forebrain``,
``Virahānka`` → ``virahanka``) or a marker: ``NOT`` (not, no, never, neither, without…),
``ALL`` (always, only, every…), ``SOME`` (sometimes, usually, "not always"…), ``OR`` and
``THAN``; maths relations become words (``<`` → less than, ``≠`` → not equal) and ``+ − = ×``
stay as operator terms. Question words, auxiliaries, pronouns and prepositions are dropped.
Each term remembers whether it was written as a proper noun (a capital inside a sentence)
and whether it is a number.

``units`` cuts a passage into what a claim is compared with: each sentence (not a reported
belief, not a run of figure labels), each clause (so "convex … positive and that of a
concave lens is negative" is read one half at a time) and each pair of adjacent sentences
whose second leans on the first ("It is always connected in series").
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.validation.lexicon import (
    COMPARISON,
    COMPOUNDS,
    CONTRASTS,
    DISJUNCTIONS,
    NEGATORS,
    NOT_NEGATING,
    OPPOSITES,
    PARTIAL,
    REPORTED,
    STOPWORDS,
    UNIVERSAL,
)

NOT, ALL, SOME, OR, THAN = "NOT", "ALL", "SOME", "OR", "THAN"
MARKERS = frozenset({NOT, ALL, SOME, OR, THAN})
OPERATORS = frozenset({"+", "−", "=", "×"})

_SYMBOLS = (
    ("≠", " notequal "),
    ("≤", " less or equal "),
    ("≥", " greater or equal "),
    ("<", " less than "),
    (">", " greater than "),
    ("’", "'"),
    ("‘", "'"),
)
_CONTRACTIONS = (
    (re.compile(r"\bcan'?t\b|\bcannot\b", re.IGNORECASE), "can not"),
    (re.compile(r"\bwon'?t\b", re.IGNORECASE), "will not"),
    (re.compile(r"\b(\w+)n't\b", re.IGNORECASE), r"\1 not"),
)
# words (letters, digits, Devanagari with its signs), hyphen/apostrophe joined; or an operator
_TOKEN = re.compile(
    r"(?:[^\W_]|[\u0900-\u097f])+(?:[-'](?:[^\W_]|[\u0900-\u097f])+)*|[+=×]|(?<=\s)[−–-](?=\s)"
)


@dataclass(frozen=True, slots=True)
class Term:
    stem: str
    proper: bool = False  # written with a capital inside a sentence
    number: bool = False

    @property
    def marker(self) -> bool:
        return self.stem in MARKERS


_DASH_JOIN = re.compile(r"(?<=\w)[–—−](?=\w)")


def fold(text: str) -> str:
    """Latin accents removed (Devanagari signs kept), symbols spelled out, "2017–18" joined."""
    text = _DASH_JOIN.sub("-", unicodedata.normalize("NFKC", text))
    for symbol, words in _SYMBOLS:
        text = text.replace(symbol, words)
    decomposed = unicodedata.normalize("NFD", text)
    kept: list[str] = []
    for char in decomposed:
        if unicodedata.combining(char) and kept and kept[-1].isascii():
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))


_SINGULAR_S = frozenset({"lens", "gas", "bus", "atlas", "canvas", "bias", "plus", "minus", "thus"})


# Past tenses a suffix fold cannot reach.
_IRREGULAR = {
    "came": "come", "went": "go", "gave": "give", "made": "make", "found": "find",
    "took": "take", "wrote": "write", "written": "write", "began": "begin", "begun": "begin",
    "grew": "grow", "grown": "grow", "knew": "know", "known": "know", "thought": "think",
    "brought": "bring", "bought": "buy", "sold": "sell", "held": "hold", "led": "lead",
    "met": "meet", "ran": "run", "saw": "see", "seen": "see", "told": "tell",
    "became": "become", "spoke": "speak", "taught": "teach", "fell": "fall", "fallen": "fall",
    "rose": "rise", "risen": "rise", "drew": "draw", "drawn": "draw", "gone": "go",
}  # fmt: skip


@lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light, deterministic suffix fold for English; other scripts unchanged."""
    word = word.lower().replace("-", "").replace("'", "")
    word = _IRREGULAR.get(word, word)
    if not word.isascii() or word.isdigit() or len(word) <= 3:
        return word
    if word in _SINGULAR_S:
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith(("sses", "ses")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    suffixed = True
    if word.endswith("ing") and len(word) > 5:
        word = word[:-3]
    elif word.endswith("ied") and len(word) > 5:
        word = word[:-3] + "y"  # "studied" is "study", as "studies" is
    elif word.endswith("ed") and not word.endswith("eed") and len(word) > 4:
        word = word[:-2]
    else:
        suffixed = False
    if suffixed and len(word) > 3 and word[-1] == word[-2] and word[-1] in "bgmnprt":
        word = word[:-1]  # "stopping", "stopped" fold as "stop" does
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]
    return word


_ASIDE = re.compile(r"(\w+)\s*\((\w+)\)")  # "oxidise (burn)": the word in brackets restates it


def _raw_tokens(text: str) -> list[str]:
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    text = _ASIDE.sub(r"\1 or \2", text)
    tokens = [m.group(0) for m in _TOKEN.finditer(fold(text))]
    joined: list[str] = []
    for token in tokens:
        if joined and (joined[-1].lower(), token.lower()) in COMPOUNDS:
            joined[-1] = f"{joined[-1]}{token.lower()}"
        else:
            joined.append(token)
    return joined


def terms(text: str) -> tuple[Term, ...]:
    """The comparable terms of ``text`` in order (see the module docstring)."""
    raw = _raw_tokens(text)
    out: list[Term] = []
    skip = 0
    proper_before = False
    for index, token in enumerate(raw):
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
        low = token.lower().replace("’", "'")
        if low.endswith("'s"):
            low = low[:-2]
        following = raw[index + 1].lower() if index + 1 < len(raw) else ""
        if (low, following) in NOT_NEGATING:
            skip = 1
            continue
        if low == "not" and following in UNIVERSAL | {"necessarily"}:
            out.append(Term(SOME))
            skip = 1
            continue
        if low == "nor" and any(t.stem == NOT for t in out[-8:]):
            continue  # "neither … nor" is one negation
        if low in NEGATORS or low == "nor":
            out.append(Term(NOT))
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
        elif (low in STOPWORDS and low not in _NUMBER_WORDS) or (
            len(low) == 1 and low.isascii() and low.isalpha()
        ):
            continue
        else:
            proper = (
                token[:1].isupper() and after_word and not token.isupper() and low not in _HEADINGS
            )
            proper_before = proper
            if low in _NUMBER_WORDS:
                out.append(Term(_NUMBER_WORDS[low], number=True))
            else:
                out.append(Term(stem(low), proper=proper, number=_is_number(low)))
    return tuple(out)


_NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split()
    )
    if word != "one"  # "one of the…" is rarely a count
}


# Words of the textbooks' boxes and headings ("Think and Reflect", "Activity 6.1"), never names.
_HEADINGS = frozenset(
    """think reflect activity activities example examples exercise exercises figure fig table
    note remark solution solutions questions question know discuss recall try observe
    chapter section summary points""".split()
)


def _is_letter(token: str) -> bool:
    """A lone Latin letter ("a", "d", "x"): a variable, not a word."""
    return len(token) == 1 and token.isascii() and token.isalpha()


def _is_number(token: str) -> bool:
    return bool(re.fullmatch(r"\d+(?:[.,]\d+)*", token))


def content(seq: tuple[Term, ...]) -> list[Term]:
    """The terms that carry meaning (no markers, no operators)."""
    return [t for t in seq if not t.marker and t.stem not in OPERATORS and t.stem != "−"]


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


def alternative(a: str, b: str) -> str | None:
    """ "opposite" when saying ``a`` denies ``b`` (both stems), "contrast" when they name
    different things of one kind, else None."""
    if b in _OPPOSITE.get(a, ()):
        return "opposite"
    if b in _GROUPS.get(a, ()):
        return "contrast"
    return None


# Where a sentence splits into clauses. A list item or "and that of …" shares the first
# clause's subject (it inherits its words); "while / whereas / but / although …" and
# ", and …" start a clause with a subject of its own.
_CLAUSE = re.compile(
    r"\s*(;|:|\s+and\s+(?=that\s+of\b)|\(\s*(?:i{1,3}|iv|v|vi{0,3})\s*\)|"
    r",?\s+(?:while|whereas|but|although|though|unless|except)\s+|,\s+and\s+)\s*",
    re.IGNORECASE,
)
# ", and sold for a penny": a clause that opens with its verb keeps the sentence's subject
_SHARES_SUBJECT = re.compile(
    r"^,?\s*and\s+(?!(?:the|a|an|this|that|these|those|it|its|they|their|he|she|we|you|"
    r"there|i)\b)[a-z]",
)
_OWN_SUBJECT = re.compile(
    r"^,?\s*(?:while|whereas|but|although|though|unless|except|,\s*and)\b", re.I
)


@dataclass(frozen=True)
class Unit:
    """One piece of a passage to compare a claim with: ``terms`` to match, ``display`` (the
    whole sentence, or pair of sentences) to quote."""

    display: str
    terms: tuple[Term, ...]
    compound: bool = False  # a sentence of several clauses (its clauses are units too)


def _evidence(sentence: str) -> bool:
    """A sentence that states something: not a reported belief ("It was believed that…"),
    not a run of figure labels or headings (mostly capitalised words)."""
    low = sentence.lower()
    if any(phrase in low for phrase in REPORTED):
        return False
    words = [w for w in re.findall(r"[^\W\d_]+", sentence) if len(w) > 2]
    run = longest = 0
    for word in words:
        run = run + 1 if word[0].isupper() else 0
        longest = max(longest, run)
    capitals = sum(w[0].isupper() for w in words)
    ratio = capitals / len(words) if words else 0.0
    return not words or (longest < 6 and (longest < 4 or ratio <= 0.5) and ratio <= 0.6)


_CAPITAL = re.compile(r"(?<=\s)[A-Z][a-z]")


def _without_heading(sentence: str) -> str | None:
    """The sentence if it states something; else, when a heading is glued before it ("Rio de
    Janeiro Earth Summit, 1992 In June 1992, more than 100 heads of states met …"), what
    follows the heading (from a capitalised word, at least six words that state something);
    else None."""
    if _evidence(sentence):
        return sentence
    cuts = [
        rest
        for start in _CAPITAL.finditer(sentence)
        if len((rest := sentence[start.start() :]).split()) >= 6 and _evidence(rest)
    ]
    # a cut after a number or a mark ("…, 1992 In June …") rather than inside the heading
    after_end = [c for c in cuts if re.search(r"[\d.,:;)]\s*$", sentence[: -len(c)])]
    chosen = after_end or cuts
    return chosen[0] if chosen else None


def _clauses(sentence: str) -> list[tuple[str, tuple[Term, ...]]]:
    """The clauses of a sentence. A list item, or "and that of …", also carries the first
    clause's content words, except those that are an alternative to its own (so in "the
    power of a convex lens is positive and that of a concave lens is negative" the second
    clause reads "power … concave lens … negative")."""
    split = _CLAUSE.split(sentence)
    pieces = [(split[0].strip(), "")] + [
        (split[i + 1].strip(), split[i].strip()) for i in range(1, len(split) - 1, 2)
    ]
    pieces = [(text, sep) for text, sep in pieces if text]
    if len(pieces) < 2:
        return [(piece, terms(piece)) for piece in parallel(sentence)]
    head = terms(pieces[0][0])
    out = [(pieces[0][0], head)] if len(pieces[0][0].split()) >= 3 else []
    for piece, separator in pieces[1:]:
        own = terms(piece)
        if len(content(own)) < 2:
            continue
        if _OWN_SUBJECT.match(separator) and not _SHARES_SUBJECT.match(f"{separator} {piece}"):
            out.append((piece, own))
            continue
        mine = {t.stem for t in content(own)}
        inherited = tuple(
            t
            for t in content(head)
            if t.stem not in mine and not any(alternative(t.stem, m) for m in mine)
        )
        out.append((piece, inherited + own))
    return out


CONTRAST = re.compile(r",?\s+(?:while|whereas|but|although|though)\s+", re.IGNORECASE)


_AND = re.compile(r"\s+and\s+(?:the\s+|a\s+|an\s+)?", re.IGNORECASE)


def parallel(sentence: str) -> list[str]:
    """The two halves of "the slope of x-axis is zero and slope of y-axis is not defined":
    an "and" after which the sentence's first content word comes again, each half a
    statement of its own (at least three content words); else none."""
    first = content(terms(sentence))[:1]
    if not first:
        return []
    for match in _AND.finditer(sentence):
        left, right = sentence[: match.start()], sentence[match.end() :]
        mine, theirs = content(terms(left)), content(terms(right))
        if len(mine) >= 3 and len(theirs) >= 3 and theirs[0].stem == first[0].stem:
            return [left.strip(), right.strip()]
    return []


def claim_clauses(sentence: str) -> list[tuple[Term, ...]]:
    """The terms of each side of a claim that sets two statements side by side ("shoots
    bend away from light while roots bend towards it", "the slope of the y-axis is zero and
    the slope of the x-axis is not defined"), or none."""
    parts = [p for p in CONTRAST.split(sentence) if p.strip()]
    if len(parts) < 2:
        parts = parallel(sentence)
    return [terms(p) for p in parts] if len(parts) > 1 else []


_CONDITION = re.compile(r"^\W*(?:when|whenever|if|once|as soon as)\s+([^,]{3,}),\s*(.+)$", re.I)


def condition(sentence: str) -> tuple[tuple[Term, ...], tuple[Term, ...]] | None:
    """(the condition, the statement) of "When adrenaline is released, the heart beats
    faster", or None."""
    match = _CONDITION.match(sentence.strip())
    if match is None:
        return None
    return terms(match.group(1)), terms(match.group(2))


# A sentence that leans on the one before ("It is always connected in series", "As a
# result, the heart beats faster") is also read together with it.
_ANAPHOR = re.compile(
    r"^(?:\W*\w+\W+){0,3}?(?:it|its|they|their|them|this|these|those|such|he|she|his|her|"
    r"result|hence|thus|therefore|so)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=512)
def units(text: str) -> tuple[Unit, ...]:
    """Sentences, clauses, and pairs of adjacent sentences where the second leans on the
    first (see the module docstring)."""
    sentences = [
        kept
        for s in split_sentences(text)
        if len(s.split()) >= 2 and (kept := _without_heading(s)) is not None
    ]
    out: list[Unit] = []
    for sentence in sentences:
        clauses = _clauses(sentence)
        out.append(Unit(sentence, terms(sentence), compound=bool(clauses)))
        out += [Unit(sentence, seq) for _, seq in clauses]
    out += [
        Unit(f"{a} {b}", terms(f"{a} {b}"))
        for a, b in itertools.pairwise(sentences)
        if _ANAPHOR.search(b)
    ]
    for i, sentence in enumerate(sentences):
        resolved = _resolved(sentence, sentences[max(0, i - 3) : i])
        if resolved is not None:
            out.append(Unit(sentence, terms(resolved)))
    return tuple(dict.fromkeys(out))


_THIS = re.compile(r"\b(?:this|these|that|those)\s+([a-z]{3,})\b", re.IGNORECASE)


def _resolved(sentence: str, before: list[str]) -> str | None:
    """The sentence with "this hormone" read as the nearest earlier sentence's "growth
    hormone" ("If there is a deficiency of this hormone in childhood, it leads to
    dwarfism"), or None."""
    match = _THIS.search(sentence)
    if match is None:
        return None
    noun = match.group(1)
    for earlier in reversed(before):
        for found in re.finditer(rf"\b([A-Za-z]+)\s+{re.escape(noun)}\b", earlier, re.I):
            modifier = found.group(1)
            if modifier.lower() not in STOPWORDS and not _THIS.match(f"{modifier} {noun}"):
                return f"{sentence[: match.start()]}{modifier} {noun}{sentence[match.end() :]}"
    return None
