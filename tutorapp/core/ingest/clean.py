"""Cleaning: a ``RawDocument`` → the readable text of each page, without page furniture.

Per page (``layout``): vertical text dropped, shadows de-duplicated, drop caps and
letter-spaced headings repaired, Symbol-font characters mapped. Then, for the whole book:

* ``Reprint 2026-27`` footers go wherever they are;
* lone numbers in the top/bottom 15 % go when they are the page's printed number (see
  ``pagenum``), or, on pages whose number is unknown, when nothing is nearer the page edge;
* running heads go: margin lines whose text, without a leading/trailing page number and
  with case and spacing normalised, repeats on at least three pages (two in documents of
  up to four pages) and on at least 40 % of the pages between its first and last
  appearance (a chapter's heads sit on every page or every other page; a heading that
  happens to open a few pages does not). A much larger line with the same text (the
  chapter title on its opening page) stays;
* lines of a text block become one paragraph (words split by a line-end hyphen are
  rejoined), paragraphs are separated by a blank line.

Devanagari gets only the repairs that are always right (joiners dropped, doubled vowel signs
undone, see ``devanagari``); pages too garbled for that were read again by OCR before
cleaning (``ocr_pages``), and their lines come in like any other page's.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass

from tutorapp.core.ingest.glyphs import find_bullet_fonts
from tutorapp.core.ingest.layout import TextLine, normalise_space, page_lines
from tutorapp.core.ingest.pagenum import MARGIN, PageNumbering, detect_page_numbers
from tutorapp.core.ingest.raw import RawDocument, RawPage

_Key = tuple[str, str]  # (zone, normalised text) of a running head
_BIGGER = 1.25  # a line this much larger than a running head's usual size is not one
_REPRINT = re.compile(r"reprint\s*\d{4}\s*[-–]\s*\d{2,4}", re.IGNORECASE)
_PAGE_NUMBER = re.compile(r"\d{1,3}")
_EDGE_NUMBER = re.compile(r"^(?:\d{1,3}\s+)+|(?:\s+\d{1,3})+$")
_SENTENCE_END = re.compile(r"[.?!:;।|\"'”’)\]]\s*$")
_HYPHEN_END = re.compile(r"(?<=[^\W\d_])-$")
#: Prefixes that keep their hyphen when a compound is split at a line end (non-renewable).
_KEEP_HYPHEN = frozenset({"non", "self", "well", "ill", "half", "semi", "quasi", "ex", "cross"})


@dataclass(frozen=True)
class RunningHead:
    """A running head or footer found on several pages (page numbers stripped)."""

    text: str  # as printed, e.g. "RESOURCES AND DEVELOPMENT"
    zone: str  # "top" or "bottom"
    pages: tuple[int, ...]  # PDF page indexes where it appears


@dataclass(frozen=True)
class CleanedDocument:
    """Everything cleaning found: page texts, the lines they were built from, running heads."""

    pages_text: tuple[str, ...]
    lines: tuple[tuple[TextLine, ...], ...]  # kept lines per page, in reading order
    running_heads: tuple[RunningHead, ...]
    numbering: PageNumbering


def _zone(page: RawPage, line: TextLine) -> str | None:
    centre = (line.bbox[1] + line.bbox[3]) / 2 / page.height if page.height > 0 else 0.5
    if centre < MARGIN:
        return "top"
    if centre > 1 - MARGIN:
        return "bottom"
    return None


def head_key(text: str) -> str:
    """Text compared across pages: no edge page numbers, lower case, letters and digits."""
    stripped = _EDGE_NUMBER.sub("", text.strip())
    return normalise_space(re.sub(r"[^\w\s]|_", " ", stripped).lower())


def _is_repeating(pages: list[int], page_count: int) -> bool:
    distinct = sorted(set(pages))
    needed = 2 if page_count <= 4 else 3
    if len(distinct) < needed:
        return False
    return len(distinct) / (distinct[-1] - distinct[0] + 1) >= 0.4


@dataclass(frozen=True)
class _Head:
    head: RunningHead
    size: float  # the usual font size of its occurrences: a big title with its text stays


def _find_running_heads(doc: RawDocument, lines: list[list[TextLine]]) -> dict[_Key, _Head]:
    seen: defaultdict[_Key, list[TextLine]] = defaultdict(list)
    pages: defaultdict[_Key, list[int]] = defaultdict(list)
    for page, page_lines_ in zip(doc.pages, lines, strict=True):
        for line in page_lines_:
            zone = _zone(page, line)
            if zone is None or _REPRINT.fullmatch(line.text):
                continue
            key = head_key(line.text)
            if sum(char.isalpha() for char in key) >= 3:
                seen[zone, key].append(line)
                pages[zone, key].append(page.index)
    heads = {}
    for (zone, key), occurrences in seen.items():
        size = statistics.median_low(line.size for line in occurrences)
        usual = [
            index
            for index, line in zip(pages[zone, key], occurrences, strict=True)
            if line.size <= _BIGGER * size
        ]
        if _is_repeating(usual, len(doc.pages)):
            texts = Counter(_EDGE_NUMBER.sub("", line.text).strip() for line in occurrences)
            head = RunningHead(texts.most_common(1)[0][0], zone, tuple(sorted(set(usual))))
            heads[zone, key] = _Head(head, size)
    return heads


def _outermost(page: RawPage, line: TextLine, others: list[TextLine], zone: str) -> bool:
    """True when no other line of the page is nearer the page edge than ``line``."""
    rivals = [o for o in others if o is not line and not _REPRINT.fullmatch(o.text)]
    if zone == "top":
        return all(o.bbox[1] >= line.bbox[1] - 1 for o in rivals)
    return all(o.bbox[3] <= line.bbox[3] + 1 for o in rivals)


def _is_furniture(
    page: RawPage,
    line: TextLine,
    lines: list[TextLine],
    heads: dict[_Key, _Head],
    printed: int | None,
) -> bool:
    if _REPRINT.fullmatch(line.text):
        return True
    zone = _zone(page, line)
    if zone is None:
        return False
    head = heads.get((zone, head_key(line.text)))
    if head is not None and line.size <= _BIGGER * head.size:
        return True
    if _PAGE_NUMBER.fullmatch(line.text):
        if printed is not None:
            return int(line.text) == printed
        return _outermost(page, line, lines, zone)
    return False


_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


@dataclass(frozen=True)
class Vocabulary:
    """The words of one document: evidence for rejoining words split at a line-end hyphen.

    ``arith-|metic`` is rejoined; ``x-|axis``, ``wide-|ranging``, ``non-|renewable`` keep
    their hyphen. A split is rejoined when the joined word occurs elsewhere in the document;
    it is kept when the hyphenated form does, when the first part is one letter, a prefix
    that keeps its hyphen or a word of the document on its own; otherwise it is rejoined.
    """

    words: frozenset[str] = frozenset()
    compounds: frozenset[str] = frozenset()

    @classmethod
    def of(cls, lines: list[list[TextLine]]) -> Vocabulary:
        words: set[str] = set()
        compounds: set[str] = set()
        for page in lines:
            after_hyphen = False
            for line in page:
                tokens = _WORD.findall(line.text.lower())
                if after_hyphen and tokens:
                    tokens = tokens[1:]  # the tail of a split word is no evidence
                after_hyphen = bool(_HYPHEN_END.search(line.text))
                if after_hyphen and tokens:
                    tokens = tokens[:-1]
                for token in tokens:
                    (compounds if "-" in token else words).add(token)
                    words.update(token.split("-"))
        return cls(frozenset(words), frozenset(compounds))

    def keeps_hyphen(self, head: str, tail: str) -> bool:
        head, tail = head.lower(), tail.lower()
        if head.split("-")[-1] + tail in self.words:
            return False
        if f"{head}-{tail}" in self.compounds or "-" in head:
            return True  # day-to-|day
        last = head.split("-")[-1]
        return len(last) == 1 or last in _KEEP_HYPHEN or last in self.words


def join_lines(first: str, second: str, vocabulary: Vocabulary | None = None) -> str:
    """Join two lines of one paragraph, rejoining a word split by a line-end hyphen."""
    if _HYPHEN_END.search(first) and second[:1].islower():
        head = _WORD.findall(first[:-1])
        tail = _WORD.findall(second)
        if head and tail and (vocabulary or Vocabulary()).keeps_hyphen(head[-1], tail[0]):
            return first + second
        return first[:-1] + second
    return f"{first} {second}"


def _continues(previous: str, text: str) -> bool:
    """True when block ``text`` carries on the sentence ``previous`` left unfinished."""
    return text[:1].islower() and not _SENTENCE_END.search(previous)


def _paragraphs(lines: tuple[TextLine, ...], vocabulary: Vocabulary) -> list[str]:
    blocks: dict[int, list[str]] = {}
    for line in lines:
        blocks.setdefault(line.block, []).append(line.text)
    paragraphs: list[str] = []
    for texts in blocks.values():
        text = texts[0]
        for following in texts[1:]:
            text = join_lines(text, following, vocabulary)
        if paragraphs and _continues(paragraphs[-1], text):
            paragraphs[-1] = join_lines(paragraphs[-1], text, vocabulary)
        else:
            paragraphs.append(text)
    return paragraphs


def analyse_document(doc: RawDocument) -> CleanedDocument:
    """Clean every page of ``doc`` and report what was found along the way."""
    bullet_fonts = find_bullet_fonts(doc)
    lines = [page_lines(page, bullet_fonts) for page in doc.pages]
    numbering = detect_page_numbers(doc)
    heads = _find_running_heads(doc, lines)
    kept: list[tuple[TextLine, ...]] = []
    for page, page_lines_, printed in zip(doc.pages, lines, numbering.printed, strict=True):
        kept.append(
            tuple(
                line
                for line in page_lines_
                if not _is_furniture(page, line, page_lines_, heads, printed)
            )
        )
    vocabulary = Vocabulary.of(lines)
    texts = tuple("\n\n".join(_paragraphs(page, vocabulary)) for page in kept)
    ordered = tuple(sorted((h.head for h in heads.values()), key=lambda h: (h.pages, h.text)))
    return CleanedDocument(texts, tuple(kept), ordered, numbering)


def clean_document(doc: RawDocument) -> list[str]:
    """The cleaned text of each page of ``doc``, in page order (one string per page)."""
    return list(analyse_document(doc).pages_text)


def running_heads(doc: RawDocument) -> list[RunningHead]:
    """Running heads and footers of ``doc`` (page numbers stripped), by first appearance."""
    return list(analyse_document(doc).running_heads)
