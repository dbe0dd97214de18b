"""The extractive fallback: the textbook's own best sentences for the question, verbatim, cited.

Used when the model's answer cannot be trusted. Candidate sentences of the sources are scored
by embedding similarity to the question and by how many of the question's words they hold;
the best one to three (close to the best score) are given in book order, each with its source
number. Nothing good enough → no extract (the caller refuses).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tutorapp.core.ingest.sentences import TURNS_OUT, split_sentences
from tutorapp.core.retrieval.embedder import Embedder
from tutorapp.core.retrieval.lexical import tokenize
from tutorapp.core.retrieval.ranking import supporting
from tutorapp.core.types import Source
from tutorapp.core.validation.stems import stem

INTRO = "From your textbook:"


@dataclass(frozen=True)
class Extract:
    sentence: str
    n: int  # the source it was taken from
    score: float
    posed: bool = False  # the exercise question the question names (``exercises.asked_item``)


# Hindi function words: not evidence that a sentence is about the question.
#: A sentence ending like this introduces the next one ("… these laws –", "as follows:").
_INTRODUCES = re.compile(r"[:–—]\s*$")
_HINDI_FUNCTION_WORDS = frozenset(
    "का की के है हैं में से को और क्या कितना कितनी कैसे होता होती होते किस किसने कौन एक पर ने "
    "यह वह तो भी इस उस हो था थी थे लिए साथ जो कि या नहीं जाता जाती जाते कहाँ "
    # pronouns, and "पड़ना" as a helping verb ("ज़रूरत पड़ती है"; tokens drop the nukta)
    "इसे उसे इन्हें उन्हें इसका इसकी इसके उसका उसकी उसके इनका इनकी इनके उनका उनकी उनके "
    "पडता पडती पडते".split()
)
# Words that say how to answer, not what about ("state Ohm's law", "in simple words").
_ASKING_WORDS = frozenset(
    "state describe list name mention write discuss briefly simple simply exactly".split()
    # ("पाठ … के विषय में क्या कहता है?": what the lesson says, not a word of its answer;
    # heldout73 ft73-09)
    + "कहता कहती कहते बताता बताती बताते पाठ अध्याय".split()
)
# "के बारे में", "के विषय में", "के अनुसार": about, according to
_HINDI_ABOUT = re.compile(r"के\s+(?:बारे|विषय)\s+में|के\s+अनुसार")
# Prompts to the reader, not statements: "Activity 5.1", "Think about…", "Let us…", an
# exercise ("Define 1 dioptre…", "Distinguish between…"), a chapter's plan ("In this Chapter,
# we shall study…", "You are already familiar with…").
_PROMPT = re.compile(
    r"^(?:activity\b|think\b|let us\b|let's\b|try\b|why don|can you\b|do you\b"
    r"|(?:define|explain|distinguish|describe|find|state|name|list|write|draw|give|compare"
    r"|discuss|suggest|mention|classify|identify|calculate|prove|show)"
    r"\s+(?:the|a|an|any|two|three|four|five|why|how|what|whether|between|that|one|some|your"
    r"|its|their|\d)\b"
    r"|in this chapter\b|we shall\b|we will\b|you will\b|you are already\b"
    r"|you have (?:already )?(?:studied|learnt|learned|seen|read)\b|what you have learnt\b)",
    re.IGNORECASE,
)


def stems(text: str) -> set[str]:
    """Content words cut to five letters: "printing" meets "print", "revolutionary"
    "revolution" (English; Devanagari words are left whole)."""
    return {w[:5] if w.isascii() else w for w in content_words(text)}


def covers(question: str, extracts: Sequence[Extract]) -> bool:
    """The sentences hold every content word of the question (loosely: by ``stems``)."""
    asked = stems(question)
    held = set().union(*(stems(e.sentence) for e in extracts)) if extracts else set()
    return bool(asked) and asked <= held


def is_prompt(sentence: str) -> bool:
    """A question, an exercise or a prompt to the reader, not a statement of fact."""
    return sentence.rstrip().endswith("?") or bool(_PROMPT.match(sentence))


def _readable(sentence: str) -> bool:
    """A statement worth quoting: a sensible length, mostly letters, not garbled, not a
    question or a prompt to the reader."""
    words = sentence.split()
    if not 5 <= len(words) <= 60 or is_prompt(sentence):
        return False
    if "\ufffd" in sentence or any(_foreign(ch) for ch in sentence):
        return False  # a damaged text layer (e.g. Ethiopic glyphs inside Hindi words)
    # Devanagari vowel signs and viramas are marks (category M), not letters, but words
    letters = sum(ch.isalpha() or unicodedata.category(ch)[0] == "M" for ch in sentence)
    return letters / max(1, len(sentence.replace(" ", ""))) >= 0.6


def readable_sentence(sentence: str) -> bool:
    """Whether a book sentence is worth quoting as an answer (see ``_readable``)."""
    return _readable(sentence)


def _foreign(ch: str) -> bool:
    """A letter from neither Latin nor Devanagari, nor a Greek letter or a letter-like sign of
    science ("θ", "π", the ohm sign "Ω": "… resistors of values like 1 Ω, 2 Ω, 3 Ω etc., and a
    battery of 6 V …"): in NCERT text, a sign of bad extraction."""
    if not ch.isalpha() or ch.isascii():
        return False
    code = ord(ch)
    return not any(low <= code <= high for low, high in _SCRIPTS)


# Latin-1 and Latin Extended, Greek, letter-like symbols, Devanagari, Devanagari Extended
_SCRIPTS = (
    (0x00C0, 0x024F),
    (0x0370, 0x03FF),
    (0x2100, 0x214F),
    (0x0900, 0x097F),
    (0xA8E0, 0xA8FF),
)


def content_words(text: str) -> set[str]:
    """The words of ``text`` that say what it is about (no function or asking words)."""
    return {w for w in tokenize(text) if w not in _HINDI_FUNCTION_WORDS and w not in _ASKING_WORDS}


#: Everyday words a question uses for what the book says in other words ("will it change?"
#: → "do not vary"; "keep the angle" → "the angle remains"). Only for counting which of the
#: question's words a sentence holds; the embedder judges the rest.
_SAME_SENSE = (
    frozenset("change vary differ alter".split()),
    frozenset("keep remain stay retain".split()),
    frozenset("bigger larger greater increase".split()),
    frozenset("smaller lesser decrease reduce".split()),
    frozenset("make form produce".split()),
    frozenset("use utilise utilize employ".split()),
    frozenset("happen occur".split()),
    frozenset("begin start".split()),
)
_SENSES = {word: min(group) for group in _SAME_SENSE for word in group}


def _sense(word: str) -> str:
    """One spelling for words of one sense: English by ``_SAME_SENSE``; Hindi by its stem,
    which reads the everyday word as the book's ("लोगों" and "व्यक्तियों" are one,
    ``stems.HINDI_SAME``) and folds inflections ("पड़ती", "पड़ता")."""
    return _SENSES.get(word, word) if word.isascii() else stem(word)


def asked_words(question: str) -> set[str]:
    """The content words of ``question`` a sentence that answers it may hold: not a label's
    number ("Activity 11.4" asks for the activity's words, and its steps never write "11" or
    "4"; heldout71 ft71-16)."""
    return content_words(_HINDI_ABOUT.sub(" ", _LABEL.sub(r"\1", question)))


def coverage(asked: set[str], words: set[str]) -> float:
    """The share of the question's content words (``asked``) that ``words`` hold, a word
    counting as held when a word of the same sense is."""
    if not asked:
        return 0.0
    senses = {_sense(w) for w in words}
    return sum(1 for w in asked if _sense(w) in senses) / len(asked)


#: "This is called Ohm's law." — a sentence naming what the sentence before it states.
THIS_IS_CALLED = re.compile(
    r"^(?:This|It|These|That|Such\s+\w+)\s+(?:is|are)\s+(?:called|known\s+as|termed)\s+",
    re.IGNORECASE,
)


#: A sentence must hold this share of the question's content words (the embedder alone is
#: not trusted: it is English-only) ...
MIN_COVERAGE = 0.34
#: ... and reach this score (0.6 × cosine + 0.4 × coverage) ...
MIN_SCORE = 0.45
#: ... and be within this fraction of the best sentence's score.
WITHIN = 0.8


# a figure, table, example or activity the book numbers: "Fig. 21", "Table 6.1", "Example 9.2"
_LABEL = re.compile(r"\b(fig(?:ure)?|table|example|activity)\.?\s*(\d+(?:\.\d+)*)\b", re.I)


def labels(text: str) -> set[tuple[str, str]]:
    """The numbered figures, tables, examples and activities ``text`` names, as (kind,
    number): "Fig. 21" is ("fig", "21")."""
    return {(m.group(1).lower()[:3], m.group(2)) for m in _LABEL.finditer(text)}


def _other_label(said: set[tuple[str, str]], asked: set[tuple[str, str]]) -> bool:
    """A sentence naming a figure (table, example …) of a kind the question names, and not
    the one it names: about another figure."""
    kinds = {kind for kind, _ in asked}
    return any(kind in kinds for kind, _ in said) and not said & asked


def _quotable(sentences: Sequence[str]) -> tuple[list[str], set[str]]:
    """The sentences with their spacing made single, a sentence that the next one turns round
    ("… appears to be a cubic equation …" + "But it turns out to be a quadratic equation.")
    joined with it: quoted alone, it would say the opposite of the book. Also the sentences so
    joined (casefolded), which no passage may offer alone."""
    out: list[str] = []
    turned: set[str] = set()
    for raw in sentences:
        sentence = " ".join(raw.split())
        if out and TURNS_OUT.match(sentence):
            turned.add(out[-1].casefold())
            out[-1] = f"{out[-1]} {sentence}"
        else:
            out.append(sentence)
    return out, turned


def best_sentences(
    question: str, sources: Sequence[Source], embedder: Embedder, limit: int = 3
) -> list[Extract]:
    """Up to ``limit`` source sentences that answer the question best, in book order —
    never from an exercise, a crossword clue or a bare heading (unless practice is asked)."""
    asked = asked_words(question)
    if not asked:
        return []
    numbered = labels(question)
    eligible = supporting(sources, question)
    # only sentences holding enough of the question's words are embedded (the costly part)
    candidates: list[tuple[int, int, str, float]] = []  # (source n, position, text, coverage)
    read = {s.n: _quotable(split_sentences(s.text)) for s in sources if s.n in eligible}
    # a sentence another passage gives with what turns it round is not given alone
    seen: set[str] = set().union(*(turned for _, turned in read.values()))
    for n, (sentences, _) in read.items():
        intro = ""  # "Let us recall these laws –" lends its words to the sentence it introduces
        previous = ""
        for position, plain in enumerate(sentences):
            # "This is called Ohm's law." says nothing alone: quote it with what it names.
            named = THIS_IS_CALLED.match(plain) and previous
            sentence, previous = (f"{previous} {plain}" if named else plain), plain
            lead, intro = intro, sentence if _INTRODUCES.search(sentence) else ""
            if not _readable(sentence) or sentence.casefold() in seen:
                continue
            if _other_label(labels(sentence), numbered):
                continue  # ("Fig. 1 – Book making …" for a question about Fig. 21: ft66-13)
            seen.add(sentence.casefold())
            share = coverage(asked, content_words(f"{lead} {sentence}"))
            if share >= MIN_COVERAGE:
                candidates.append((n, position, sentence, share))
    if not candidates:
        return []
    vectors = embedder.embed([question, *(c[2] for c in candidates)])
    cosines = np.clip(vectors[1:] @ vectors[0], 0, 1)
    scored = [
        (0.6 * float(cosine) + 0.4 * coverage, n, position, sentence)
        for (n, position, sentence, coverage), cosine in zip(candidates, cosines, strict=True)
    ]
    scored.sort(key=lambda item: -item[0])
    top = scored[0][0]
    if top < MIN_SCORE:
        return []
    chosen = [item for item in scored[:limit] if item[0] >= WITHIN * top]
    chosen.sort(key=lambda item: (item[1], item[2]))
    return [Extract(sentence, n, score) for score, n, _, sentence in chosen]
