"""OCR words → the lines of a ``RawPage``, checked against the page's own text layer.

An OCR'd page goes through the same cleaning as any other (running heads, page numbers,
paragraphs, chunking with character offsets), so its lines must look like extracted ones:
one ``RawLine`` per Tesseract line, one block per Tesseract paragraph, font sizes taken from
the text-layer spans the line covers (so running heads compare across pages).

The garbling of legacy Hindi fonts touches only Devanagari; digits and Latin text in the
layer are right, and Tesseract is where those go wrong (``1789`` → ``|789``, ``165`` →
``l65``, ``है।`` → ``Sl``). So, word by word, where boxes overlap:

* a layer word of ASCII only (numbers, Latin words) replaces a different OCR reading;
* an OCR word without Devanagari over a Devanagari layer word takes the layer's, if that is
  well-formed once doubled vowel signs are undone (``Fl`` over ``काा`` → ``का``);
* a layer word with digits the OCR word lacks lends them (``वीं`` → ``18वीं``);
* a layer word of ASCII that no OCR word covers (a dropped page number) is added, unless
  it is drawn huge (a chapter number), and so is a well-formed Devanagari layer word lost
  inside a "word" Tesseract merged with a drawing (a title word next to a big shape).

OCR words inside vertical text-layer lines (side tabs) are dropped, as extraction drops those
lines, and so are low-confidence words with nothing in the layer under them (image noise).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.devanagari import garbled_words, normalise, repair
from tutorapp.core.ingest.ocr import Box, OcrWord
from tutorapp.core.ingest.raw import LayerWord, RawLine, RawPage, RawSpan

OCR_FONT = "ocr"
#: OCR words below this confidence are kept only where the text layer has something too.
MIN_LONE_CONF = 30.0
#: OCR words taller than this many times the page's usual word are layout noise.
_TALLEST = 5.0
#: Layer words set this many times larger than the page's usual text are not added back.
_BIGGEST = 2.5
#: Font size from the height of a line's ink when no layer span lies under it.
_HEIGHT_TO_SIZE = 1.6

_DEVANAGARI = re.compile("[\u0900-\u097f]")
_DIGIT = re.compile(r"[0-9]")
_LEADING_NUMBER = re.compile(r"^[0-9][0-9.,/%:-]*")
_TRAILING_NUMBER = re.compile(r"[0-9][0-9.,/%:-]*$")


def _overlaps(a: Box, b: Box) -> bool:
    """Same text: a quarter of the narrower box overlaps sideways (the layer's boxes of short
    Hindi words sit a few points off the ink), and the vertical bands overlap."""
    width = min(a[2] - a[0], b[2] - b[0])
    side = min(a[2], b[2]) - max(a[0], b[0])
    band = min(a[3], b[3]) - max(a[1], b[1])
    height = min(a[3] - a[1], b[3] - b[1])
    return side >= 0.25 * max(width, 0.1) and band >= 0.3 * max(height, 0.1)


def _read(layer: LayerWord, word: _Word) -> bool:
    """Whether OCR has ``layer`` after all: a word on its baseline touches it, or the same
    text stands a little way off (the layer's boxes of short words drift)."""
    a, b = layer.bbox, word.bbox
    if min(a[3], b[3]) - max(a[1], b[1]) <= 0:
        return False
    gap = max(a[0], b[0]) - min(a[2], b[2])
    return gap < 3.0 or (gap < 30.0 and word.text == layer.text)


def _inside(box: Box, masks: Sequence[Box]) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return any(m[0] - 2 <= x <= m[2] + 2 and m[1] - 2 <= y <= m[3] + 2 for m in masks)


def _has_devanagari(text: str) -> bool:
    return bool(_DEVANAGARI.search(text))


def reconcile(ocr: str, layer: str) -> str:
    """The word to keep where OCR read ``ocr`` and the text layer has ``layer``."""
    layer = repair(layer)
    if not layer or ocr == layer:
        return ocr
    if layer.isascii():
        return layer if any(c.isalnum() for c in layer) else ocr
    if not _has_devanagari(ocr):
        if not any(c.isalnum() for c in ocr) or len(layer.split()) > 1:
            return ocr  # a dash or bracket read over several words is no misreading
        return ocr if garbled_words(layer) else layer
    if _DIGIT.search(layer) and not _DIGIT.search(ocr):
        if not garbled_words(layer):
            return layer
        lead, tail = _LEADING_NUMBER.match(layer), _TRAILING_NUMBER.search(layer)
        if lead:
            return lead.group(0) + ocr
        if tail:
            return ocr + tail.group(0)
    return ocr


@dataclass
class _Word:
    text: str
    bbox: Box
    line: tuple[int, int, int]


def _checked_words(
    words: Sequence[OcrWord], layer: Sequence[LayerWord], big: Callable[[Box], bool]
) -> list[_Word]:
    covered: set[int] = set()
    kept: list[_Word] = []
    noise: list[Box] = []
    usual = statistics.median(w.bbox[3] - w.bbox[1] for w in words) if words else 0.0
    for word in words:
        if word.bbox[3] - word.bbox[1] > _TALLEST * usual:
            noise.append(word.bbox)  # a "word" spanning a column or a picture
            continue
        under = [i for i, lw in enumerate(layer) if _overlaps(word.bbox, lw.bbox)]
        if not under and word.conf < MIN_LONE_CONF:
            continue
        covered.update(under)
        text = reconcile(word.text, " ".join(layer[i].text for i in under))
        kept.append(_Word(normalise(text), word.bbox, word.line))
    for index, lw in enumerate(layer):
        if index in covered or big(lw.bbox) or any(_read(lw, w) for w in kept):
            continue
        if lw.text.isascii() and any(c.isalnum() for c in lw.text):
            kept.append(_Word(lw.text, lw.bbox, _line_for(lw.bbox, kept)))
        elif _inside(lw.bbox, noise):
            text = repair(lw.text)
            line = _line_for(lw.bbox, kept)
            if line[0] >= 0 and _has_devanagari(text) and not garbled_words(text):
                kept.append(_Word(text, lw.bbox, line))  # a word lost in a merged "word"
    return kept


def _line_for(box: Box, words: Sequence[_Word]) -> tuple[int, int, int]:
    """The OCR line a missed layer word belongs to, or a line of its own: it must sit in the
    line's vertical band and next to one of its words (not in the margin beside it)."""
    centre = (box[1] + box[3]) / 2
    for word in words:
        height = word.bbox[3] - word.bbox[1]
        near = word.bbox[0] - 2 * height <= box[0] <= word.bbox[2] + 2 * height
        if near and word.bbox[1] <= centre <= word.bbox[3] and word.line[0] >= 0:
            return word.line
    return (-1 - round(box[1]), 0, 0)


def _span_size(box: Box, spans: Sequence[RawSpan]) -> float | None:
    sizes = [s.size for s in spans if _overlaps(box, s.bbox)]
    return statistics.median(sizes) if sizes else None


def ocr_lines(page: RawPage, words: Sequence[OcrWord], layer: Sequence[LayerWord]) -> list[RawLine]:
    """The lines of ``page`` as read by OCR, checked against its text layer."""
    masks = [line.bbox for line in page.lines if not line.horizontal]
    layer = [lw for lw in layer if not _inside(lw.bbox, masks)]
    words = [w for w in words if not _inside(w.bbox, masks)]
    spans = [span for line in page.lines if line.horizontal for span in line.spans]
    body = statistics.median(s.size for s in spans) if spans else 0.0

    def big(box: Box) -> bool:  # drawn much larger than the text: a chapter number
        size = _span_size(box, spans)
        return size is not None and size > _BIGGEST * body

    grouped: dict[tuple[int, int, int], list[_Word]] = {}
    for word in _checked_words(words, layer, big):
        grouped.setdefault(word.line, []).append(word)
    blocks: dict[tuple[int, int], int] = {}
    lines = []
    for key, members in sorted(grouped.items(), key=lambda item: _reading_key(item[1])):
        members.sort(key=lambda w: w.bbox[0])
        box = (
            min(w.bbox[0] for w in members),
            min(w.bbox[1] for w in members),
            max(w.bbox[2] for w in members),
            max(w.bbox[3] for w in members),
        )
        size = _span_size(box, spans) or round(_HEIGHT_TO_SIZE * (box[3] - box[1]), 2)
        text = " ".join(w.text for w in members)
        block = blocks.setdefault(key[:2], len(blocks))
        lines.append(RawLine((RawSpan(text, size, OCR_FONT, box),), box, block, True))
    return lines


def _reading_key(members: Sequence[_Word]) -> tuple[int, int, float]:
    """Tesseract's own order (block, paragraph, line); added lines sort by height on the page."""
    line = members[0].line
    if line[0] < 0:
        return (10_000, 0, members[0].bbox[1])
    return (line[0], line[1], float(line[2]))


def ocr_page(page: RawPage, words: Sequence[OcrWord], layer: Sequence[LayerWord]) -> RawPage:
    """``page`` with its horizontal lines replaced by the OCR reading (vertical ones stay:
    cleaning drops them as it does on any page, and they mark where the OCR was masked)."""
    vertical = tuple(line for line in page.lines if not line.horizontal)
    return RawPage(
        index=page.index,
        width=page.width,
        height=page.height,
        lines=(*ocr_lines(page, words, layer), *vertical),
        label=page.label,
    )
