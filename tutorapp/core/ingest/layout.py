"""Per-page line repair: raw PyMuPDF lines → ``TextLine``s with clean, readable text.

Fixes what typesetting tricks do to the text layer, looking only at one page:

* rotated and vertical lines (side tabs, axis labels) are dropped;
* a drop cap (a big initial drawn as its own line) is joined to the rest of its word;
* headings set as separate, widely spaced capitals (``E X E R C I S E S``) become words;
* small caps split into spans (``C`` + ``ONTEMPORARY``) stay one word;
* "shadow" effects that draw a line several times at almost the same place (running heads
  drawn 5×, fragments such as ``NDERST`` inside ``NDERSTANDING``) are kept once;
* font-specific characters are mapped (see ``glyphs``), Devanagari gets the repairs that are
  always right (``devanagari.repair``) and whitespace is normalised.
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections import Counter
from dataclasses import dataclass

from tutorapp.core.ingest.devanagari import repair
from tutorapp.core.ingest.glyphs import span_texts, strip_unmapped
from tutorapp.core.ingest.raw import RawLine, RawPage, RawSpan
from tutorapp.core.ingest.tables import table_lines

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class TextLine:
    """A repaired line: ``size`` is the font size of most of its characters."""

    text: str
    size: float
    bbox: Box
    block: int


_LETTER_SPACED = re.compile(r"(?<![^\W\d_])(?:[A-Z] ){3,}[A-Z](?![^\W\d_])")
_BANNER = re.compile(r"^(?P<word>[A-Z]{3,})(?:\s+(?P=word)){2,}$")
_SPACE = re.compile(r"\s+")
_DEVANAGARI = re.compile("[\u0900-\u097f]")


def _union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _area(box: Box) -> float:
    return max(0.0, box[2] - box[0]) * max(0.0, box[3] - box[1])


def _overlap(a: Box, b: Box) -> float:
    """Area of the intersection of ``a`` and ``b`` as a share of the smaller box."""
    inter = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    smaller = min(_area(a), _area(b))
    return _area(inter) / smaller if smaller > 0 else 0.0


def _single_letter(line: RawLine) -> str | None:
    text = line.text.strip()
    return text if len(text) == 1 and text.isalpha() else None


# -- drop caps ---------------------------------------------------------------------------------


def _drop_cap_target(cap: RawLine, lines: list[RawLine]) -> int | None:
    """Index of the line that continues the word whose initial ``cap`` is."""
    best: tuple[float, int] | None = None
    for index, other in enumerate(lines):
        if other is cap or not other.text.strip()[:1].isalpha():
            continue
        if other.size * 1.8 > cap.size:
            continue
        dx = other.bbox[0] - cap.bbox[2]
        dy = other.bbox[1] - cap.bbox[1]
        if -0.3 * cap.size <= dx <= 0.6 * other.size and -other.size <= dy <= 0.6 * cap.size:
            score = abs(dx) + abs(dy)
            if best is None or score < best[0]:
                best = (score, index)
    return None if best is None else best[1]


def _merge_drop_caps(lines: list[RawLine]) -> list[RawLine]:
    if not lines:
        return lines
    usual = statistics.median(line.size for line in lines)
    caps = [line for line in lines if line.size >= 1.8 * usual and _single_letter(line)]
    for cap in caps:
        if not cap.text.strip().isupper() or cap not in lines:
            continue
        target = _drop_cap_target(cap, lines)
        if target is None:
            continue
        body = lines[target]
        letter = RawSpan(cap.text.strip(), cap.size, cap.spans[0].font, cap.bbox)
        merged = RawLine((letter, *body.spans), _union(cap.bbox, body.bbox), body.block, True)
        lines[target] = merged
        lines.remove(cap)
    return lines


# -- headings drawn as separate letters --------------------------------------------------------


def _centre(line: RawLine) -> float:
    return (line.bbox[1] + line.bbox[3]) / 2


def _rows(letters: list[RawLine]) -> list[list[RawLine]]:
    """Single letters grouped by baseline and size, each row sorted left to right."""
    rows: list[list[RawLine]] = []
    for line in sorted(letters, key=_centre):
        for row in rows:
            first = row[0]
            if abs(first.size - line.size) <= 0.5 and abs(_centre(first) - _centre(line)) <= (
                0.3 * first.size
            ):
                row.append(line)
                break
        else:
            rows.append([line])
    return [sorted(row, key=lambda line: line.bbox[0]) for row in rows]


def _runs(row: list[RawLine]) -> list[list[RawLine]]:
    """Split a row where the letters are too far apart to belong to one heading."""
    runs = [[row[0]]]
    for previous, line in itertools.pairwise(row):
        gap = line.bbox[0] - previous.bbox[2]
        if -0.1 * line.size <= gap <= 2.0 * line.size:
            runs[-1].append(line)
        else:
            runs.append([line])
    return runs


def _spaced_word(run: list[RawLine]) -> RawLine:
    gaps = [b.bbox[0] - a.bbox[2] for a, b in itertools.pairwise(run)]
    usual = statistics.median(gaps)
    text = run[0].text.strip()
    for gap, line in zip(gaps, run[1:], strict=True):
        text += (" " if gap > max(1.8 * usual, usual + 0.4 * line.size) else "") + line.text.strip()
    box = run[0].bbox
    for line in run[1:]:
        box = _union(box, line.bbox)
    span = RawSpan(text, run[0].size, run[0].spans[0].font, box)
    return RawLine((span,), box, run[0].block, True)


def _merge_spaced_letters(lines: list[RawLine]) -> list[RawLine]:
    letters = [line for line in lines if (_single_letter(line) or "").isupper()]
    if len(letters) < 3:
        return lines
    for row in _rows(letters):
        for run in _runs(row):
            if len(run) < 3 or len({line.text.strip() for line in run}) < 2:
                continue  # "R R R R" is a row of labels in a figure, not a word
            position = min(lines.index(line) for line in run)
            for line in run:
                lines.remove(line)
            lines.insert(position, _spaced_word(run))
    return lines


# -- text of a line ----------------------------------------------------------------------------


def _joins_without_space(spans: tuple[RawSpan, ...], texts: list[str], index: int) -> bool:
    """True for ``C`` + `` ONTEMPORARY`` (small caps) and a styled initial opening a line.

    The styled initial is a capital in its own font with the space drawn after it
    (``G `` + ``eometry``); a variable such as ``P`` + `` lies`` keeps its space.
    """
    span, following = spans[index], spans[index + 1]
    text, rest = texts[index], texts[index + 1]
    letter = text.strip()
    if len(letter) != 1 or not letter.isupper() or not letter.isalpha() or not rest.strip():
        return False
    start = rest.lstrip()[0]
    if following.size < 0.9 * span.size and start.isupper():
        return True
    opens_line = not "".join(texts[:index]).strip()
    return (
        opens_line
        and start.islower()
        and following.font != span.font
        and letter not in "AIO"
        and text[-1:].isspace()
        and not rest[:1].isspace()
    )


def _assemble(line: RawLine, texts: list[str]) -> str:
    parts: list[str] = []
    spans = line.spans
    joined = False
    for index, (span, text) in enumerate(zip(spans, texts, strict=True)):
        if index + 1 < len(spans) and _joins_without_space(spans, texts, index):
            parts.append(text.rstrip())
            texts[index + 1] = texts[index + 1].lstrip()
            joined = True
            continue
        if parts and not joined and text and not text[0].isspace() and parts[-1]:
            previous = spans[index - 1]
            gap = span.bbox[0] - previous.bbox[2]
            if not parts[-1][-1].isspace() and gap > 0.25 * min(span.size, previous.size):
                parts.append(" ")  # a visible gap between spans is a word break
        parts.append(text)
        joined = False
    return "".join(parts)


def _fix_letter_spacing(text: str) -> str:
    """``A R I T H M E T I C  P R O G R E S S I O N S`` → ``ARITHMETIC PROGRESSIONS``."""
    return _LETTER_SPACED.sub(lambda match: match.group(0).replace(" ", ""), text)


def normalise_space(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def line_text(line: RawLine, bullet_fonts: frozenset[str] = frozenset()) -> str:
    """The readable text of one raw line (glyphs mapped, spacing repaired, single spaces;
    Devanagari without joiners, doubled vowel signs undone: ``devanagari.repair``)."""
    text = strip_unmapped(_assemble(line, span_texts(line, bullet_fonts)))
    if _DEVANAGARI.search(text):
        text = repair(text)
    text = normalise_space(_fix_letter_spacing(text.replace("\t", " ")))
    banner = _BANNER.match(text)
    return banner.group("word") if banner else text


def _dominant_size(line: RawLine) -> float:
    weights: Counter[float] = Counter()
    for span in line.spans:
        weights[span.size] += len(span.text.strip())
    if not weights:
        return line.size
    return max(weights.items(), key=lambda item: (item[1], -item[0]))[0]


# -- shadows -----------------------------------------------------------------------------------


def _key(text: str) -> str:
    return _SPACE.sub("", text)


def _drop_copies(lines: list[RawLine]) -> list[RawLine]:
    """Keep one of several identical lines drawn at (nearly) the same place."""
    order = sorted(range(len(lines)), key=lambda i: lines[i].bbox[1])
    keys = [_key(line.text) for line in lines]
    dropped: set[int] = set()
    for position, i in enumerate(order):
        if i in dropped:
            continue
        for j in order[position + 1 :]:
            if lines[j].bbox[1] >= lines[i].bbox[3]:
                break
            if keys[i] == keys[j] and _overlap(lines[i].bbox, lines[j].bbox) >= 0.5:
                dropped.add(j)
    return [line for index, line in enumerate(lines) if index not in dropped]


def _same_band(a: Box, b: Box) -> bool:
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap >= 0.5 * min(a[3] - a[1], b[3] - b[1])


def _text_overlap(head: str, tail: str) -> int:
    """Length of the longest end of ``head`` that ``tail`` starts with."""
    for size in range(min(len(head), len(tail)), 0, -1):
        if head.endswith(tail[:size]):
            return size
    return 0


def _trim(span: RawSpan, shared: int, start: float) -> RawSpan:
    """``span`` without its first ``shared`` non-space characters, starting at ``start``."""
    text, skipped = span.text, 0
    while text and skipped < shared:
        skipped += not text[0].isspace()
        text = text[1:]
    return RawSpan(text, span.size, span.font, (start, *span.bbox[1:]))


def _extend(merged: RawLine, line: RawLine) -> RawLine | None:
    """``merged`` grown by ``line`` when ``line`` is a shifted copy of (part of) it, else None."""
    end = merged.bbox[2]
    if line.bbox[0] >= end - 1 or not _same_band(merged.bbox, line.bbox):
        return None
    head = _key(merged.text)
    added: list[RawSpan] = []
    for span in line.spans:
        tail = _key(span.text)
        if span.bbox[2] <= end + 1:
            if not set(tail) <= set(head):
                return None  # something else drawn inside the line: not a shadow
        elif added or span.bbox[0] >= end - 0.5 * span.size:
            added.append(span)
        else:
            shared = _text_overlap(head, tail)
            if shared == 0:
                return None
            added.append(_trim(span, shared, end))
    if not added:
        return merged
    spans = merged.spans + tuple(added)
    return RawLine(spans, _union(merged.bbox, line.bbox), merged.block, True)


def _merge_pieces(lines: list[RawLine]) -> list[RawLine]:
    """Rebuild a line whose shadow copies were extracted as overlapping pieces.

    ``UNDERST`` + ``NDERSTANDING`` + ``ANDING E`` + ``ECONOMIC`` → ``UNDERSTANDING ECONOMIC``.
    Only pieces of one block, on one baseline, that overlap on the page are merged, and only
    when what overlaps is the same text.
    """
    result = list(lines)
    by_block: dict[int, list[int]] = {}
    for index, line in enumerate(lines):
        by_block.setdefault(line.block, []).append(index)
    removed: set[int] = set()
    for members in by_block.values():
        members.sort(key=lambda index: lines[index].bbox[0])
        for position, first in enumerate(members):
            if first in removed:
                continue
            merged = lines[first]
            for other in members[position + 1 :]:
                if other in removed:
                    continue
                grown = _extend(merged, lines[other])
                if grown is not None:
                    removed.add(other)
                    merged = grown
            result[first] = merged
    return [line for index, line in enumerate(result) if index not in removed]


def page_lines(page: RawPage, bullet_fonts: frozenset[str] = frozenset()) -> list[TextLine]:
    """The page's horizontal lines, repaired, in the extraction's reading order (a table
    read by rows: ``tables``)."""
    raw = [line for line in table_lines(page) if line.horizontal and line.text.strip()]
    raw = _merge_pieces(_merge_spaced_letters(_merge_drop_caps(_drop_copies(raw))))
    lines = []
    for line in raw:
        text = line_text(line, bullet_fonts)
        if text:
            lines.append(TextLine(text, _dominant_size(line), line.bbox, line.block))
    return lines
