"""Sentence boundaries for textbook text (English and Hindi), as character spans.

Does not split inside numbers (``3.14``), after common abbreviations (``Fig. 5.1``,
``i.e.``, ``e.g.``, ``etc.``), after single initials (``A. P. J.``), or inside ``a.b``
notation; splits on ``. ? !`` followed by a space and a likely sentence start, on the
Hindi danda ``।``, and at paragraph breaks (blank lines).
"""

from __future__ import annotations

import re

_ABBREVIATIONS = frozenset(
    {
        "fig",
        "figs",
        "eq",
        "eqs",
        "ex",
        "no",
        "nos",
        "vol",
        "ch",
        "chap",
        "sec",
        "pp",
        "p",
        "i.e",
        "e.g",
        "viz",
        "vs",
        "cf",
        "al",
        "approx",
        "dr",
        "mr",
        "mrs",
        "ms",
        "prof",
        "st",
        "jr",
        "sr",
        "govt",
        "dept",
        "ltd",
        "co",
        "rs",
        "art",
    }
)

#: Words that open a sentence and are no name: after "A." they end the sentence before.
_OPENERS = frozenset(
    """also so thus hence therefore the this these those that now note we in it if let here
    then for but as when since similarly again observe there such what which why how can
    is are a an each every find example solution remark our you they he she its their
    suppose consider using from on at by with after before both all some one two""".split()
)

# Units ("5 cm.") and "etc." often end sentences in textbooks, so they are not listed.
# A candidate end: terminal punctuation (with closing quotes/brackets) then whitespace.
_END = re.compile(r"[.?!]+[\"'”’)\]]*(?=\s)|।|\n\s*\n")
_WORD_BEFORE = re.compile(r"([A-Za-z.]+)\.$")
_HINDI_INITIAL = re.compile(
    r"(?<![\u0900-\u097f])([\u0900-\u0963\u0966-\u097f]{1,3})\.$"
    # (or the last part of a dotted abbreviation: "एम.एससी.", "पी.एच.डी.")
    r"|(?<=[\u0900-\u0963\u0966-\u097f]\.)([\u0900-\u0963\u0966-\u097f]{1,5})\.$"
)
#: Words that close a Hindi sentence, should a text end one with "." rather than "।"
_HINDI_ENDINGS = frozenset("है हैं था थी थे थीं हो गया गई गए".split())


def _next_starts_sentence(text: str, pos: int) -> bool:
    match = re.compile(r"\s*(\S)").match(text, pos)
    if match is None:
        return True
    char = match.group(1)
    return char.isupper() or char.isdigit() or char in "\"'“‘([•–—-" or not char.isascii()


def _is_abbreviation(text: str, end: int) -> bool:
    """True when the period ending at ``end`` closes an abbreviation or an initial."""
    initial = _HINDI_INITIAL.search(text, max(0, end - 12), end)
    if initial and (initial.group(1) or initial.group(2)) not in _HINDI_ENDINGS:
        # a Hindi initial ("बाह्य रोगी विभाग (ओ. पी. डी.)", "डॉ."): Hindi ends a sentence with
        # "।", and a syllable before a full stop abbreviates
        return True
    match = _WORD_BEFORE.search(text, max(0, end - 12), end)
    if match is None:
        return False
    written = match.group(1).strip(".")
    word = written.lower()
    if word in _ABBREVIATIONS or re.fullmatch(r"[a-z](?:\.[a-z])+", word):
        return True  # "Fig.", or a dotted initialism such as "C.E." or "B.C."
    if len(written) != 1 or not written.isalpha():
        return False
    # an initial such as "A." in "A. P. J."; a small letter before a number abbreviates
    # ("Fibonacci (c. 1200 CE)"); else it is a variable ending a sentence ("The slope of a
    # line is denoted by m. Thus, …"), as is a capital before a word that opens sentences,
    # never a name ("… the ratios sin A, cos A and tan A. Also, observe that …")
    if written.isupper():
        following = re.match(r"\s+([A-Z][a-z]+)\b", text[end:])
        return following is None or following.group(1).lower() not in _OPENERS
    return bool(re.match(r"\s+\d", text[end:]))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Spans ``(start, end)`` of the sentences in ``text``, whitespace trimmed, in order."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _END.finditer(text):
        end = match.end()
        token = match.group(0)
        if token.startswith(".") and set(token.rstrip("\"'”’)]")) == {"."}:
            if token[:2] != ".." and _is_abbreviation(text, match.start() + 1):
                continue
            if not _next_starts_sentence(text, end):
                continue  # ("8, 3, –2, ... comes out positive": a list goes on)
        elif token[0] in "?!" and not _next_starts_sentence(text, end):
            continue
        spans.extend(_trimmed(text, start, end))
        start = end
    spans.extend(_trimmed(text, start, len(text)))
    return spans


def _trimmed(text: str, start: int, end: int) -> list[tuple[int, int]]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return [(start, end)] if end > start else []


#: "But it turns out …", "However, they are actually …": a sentence turning round the one
#: before it ("… appears to be a cubic equation."), which must not be read, kept or quoted
#: without it.
TURNS_OUT = re.compile(
    r"^(?:but|however),?\s+(?:it|they|this)\s+(?:turns?\s+out|(?:is|are)\s+(?:actually|really))\b",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings."""
    return [text[a:b] for a, b in sentence_spans(text)]
