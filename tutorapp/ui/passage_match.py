"""Finding a cited passage in a PDF page's own text, and widening it to whole sentences.

The passage comes from extracted and cleaned text; the page text comes from the PDF viewer's
engine (pdfium) with a line break after every printed line, words hyphenated across lines,
running heads and page numbers. Both are cut into normalised words (a word hyphenated over a
line break is joined; case, punctuation and private-use maths glyphs are ignored), the
passage's words are aligned to the page's (``difflib``), and the densest run of matches is
taken. That run is then widened to the whole sentences it touches — sentence ends as in the
ingest splitter, plus paragraph ends (a line much shorter than the page's usual line),
headings and list bullets — so the reader sees "The angle of incidence is equal to the angle
of reflection, and …", not "The angle of".

Pure Python (no Qt): the viewer turns the character range into rectangles.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass
from difflib import SequenceMatcher

from tutorapp.core.ingest.sentences import sentence_spans

_WORD = re.compile(r"[\w\u0900-\u097F]+")
_JOINING_GAP = re.compile(r"[-\u2010\u2011\u00ad\x02][ \t]*\r?\n?[ \t]*")
_LINE = re.compile(r"[^\r\n]+")
_BULLET = re.compile(r"[•●▪◦]")
MIN_SCORE = 0.5  # share of the passage's words found in the matched run
SHORT_LINE = 0.6  # a line shorter than this share of the page's usual line ends a paragraph


@dataclass(frozen=True)
class Word:
    text: str  # normalised: case-folded, hyphenation joined
    start: int  # character offsets in the text it came from
    end: int


@dataclass(frozen=True)
class Match:
    """Where a passage sits on a page: ``start``/``end`` are character offsets into the page
    text covering whole sentences; ``score`` is the share of the passage's words found."""

    start: int
    end: int
    score: float


def words(text: str) -> list[Word]:
    """The words of ``text``, normalised, with a word hyphenated over a line end joined."""
    found = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(text)]
    out: list[Word] = []
    index = 0
    while index < len(found):
        word, start, end = found[index]
        if index + 1 < len(found):
            following, _, next_end = found[index + 1]
            gap = text[end : found[index + 1][1]]
            hyphenated = _JOINING_GAP.fullmatch(gap) is not None
            if hyphenated and ("\n" in gap or "\r" in gap or gap[0] in "\u00ad\x02"):
                out.append(Word((word + following).casefold(), start, next_end))
                index += 2
                continue
        out.append(Word(word.casefold(), start, end))
        index += 1
    return out


def find_passage(page_text: str, passage: str) -> Match | None:
    """The whole sentences of ``page_text`` that hold ``passage`` (None when the page does not
    hold enough of it)."""
    page, quote = words(page_text), words(passage)
    if not page or not quote:
        return None
    run = _densest_run(page, quote)
    if run is None:
        return None
    first, last, found = run
    score = found / len(quote)
    if score < MIN_SCORE or found < min(3, len(quote)):
        return None
    start, end = _whole_sentences(page_text, page[first].start, page[last].end)
    return Match(start=start, end=end, score=round(score, 3))


def _densest_run(page: list[Word], quote: list[Word]) -> tuple[int, int, int] | None:
    """First and last page word of the window holding the most aligned passage words, and
    how many it holds. The window is at most half again as long as the passage."""
    matcher = SequenceMatcher(None, [w.text for w in page], [w.text for w in quote], False)
    hits = sorted(
        a + k for a, _, size in matcher.get_matching_blocks() for k in range(size) if size
    )
    if not hits:
        return None
    span = int(len(quote) * 1.5) + 4
    best: tuple[int, int, int] | None = None
    low = 0
    for high, position in enumerate(hits):
        while position - hits[low] >= span:
            low += 1
        count = high - low + 1
        if best is None or count > best[2]:
            best = (hits[low], position, count)
    return best


def _whole_sentences(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen ``[start, end)`` to the sentences (cut at paragraph ends, headings and bullets)
    it overlaps; a sentence only grazed at the edge (under a quarter of it) is left out."""
    units = _units(text)
    chosen = [
        (a, b)
        for a, b in units
        if min(b, end) - max(a, start) > 0
        and (min(b, end) - max(a, start) >= 0.25 * (b - a) or (a <= start and end <= b))
    ]
    if not chosen:
        return start, end
    return min(a for a, _ in chosen), max(b for _, b in chosen)


def _units(text: str) -> list[tuple[int, int]]:
    """Sentence spans of ``text``, also cut after short lines (paragraph ends, headings,
    running heads) and before list bullets."""
    cuts = set(_paragraph_ends(text))
    cuts.update(m.start() for m in _BULLET.finditer(text))
    units: list[tuple[int, int]] = []
    for a, b in sentence_spans(text):
        inner = sorted(c for c in cuts if a < c < b)
        for left, right in zip([a, *inner], [*inner, b], strict=True):
            piece = text[left:right]
            lead = len(piece) - len(piece.lstrip())
            trail = len(piece.rstrip())
            if trail > lead:
                units.append((left + lead, left + trail))
    return units


def _paragraph_ends(text: str) -> list[int]:
    """Offsets where a paragraph, a heading or a label ends: around lines in capitals, and
    after a short line (under 60 % of the page's usual line, or 20 characters) that the next
    line does not continue (it starts with a capital, a bracket, a bullet or another script).
    A short line followed by a digit or a small letter stays joined (a maths fraction's
    numerator, "n(n + 1)" over "2 which is…")."""
    lines = [(m.start(), m.end(), m.group(0).strip()) for m in _LINE.finditer(text)]
    ends = [start for start, _, body in lines if _heading(body)]
    ends += [end for _, end, body in lines if _heading(body)]
    lengths = [len(body) for _, _, body in lines if len(body) >= 20]
    short = SHORT_LINE * statistics.median(lengths) if len(lengths) >= 3 else 20
    for index, (_, end, body) in enumerate(lines):
        if not body or len(body) >= short:
            continue
        following = lines[index + 1][2] if index + 1 < len(lines) else ""
        first = following[:1]
        if body[-1] in ".?!।" or (
            first
            and (first.isupper() or first in "(•" or (first.isalpha() and not first.isascii()))
        ):
            ends.append(end)
    return ends


def _heading(line: str) -> bool:
    letters = [ch for ch in line if ch.isalpha() and ch.isascii()]
    return len(letters) >= 3 and all(ch.isupper() for ch in letters)
