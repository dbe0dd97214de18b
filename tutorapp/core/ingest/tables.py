"""Ruled tables read by rows: each row of a table becomes one sentence that names its columns.

The text layer runs a table's cells together across rows and columns ("Position of the
Position of Relative size … Beyond 2F1 Between F2 and 2F2 Diminished Real and inverted At
2F1 …"). Nobody, and no small model, can tell from that which image goes with which object
position, and the answer checks compare a claim with cells of other rows. So a table PyMuPDF
found (``RawPage.tables``) replaces the lines inside it by one line per row::

    Position of the object: Beyond 2F1; Position of the image: Between F2 and 2F2;
    Relative size of the image: Diminished; Nature of the image: Real and inverted
    (Table 9.4, by a convex lens).

The rows of the image tables of mirrors and lenses are alike ("At infinity … Real and
inverted"), so a row names what its table is about when the caption above it says "… by X".

Only tables that read as tables are replaced; anything else keeps its lines as extracted:

* a header row of short labels (at least two with a word in them) must open it, after any
  title rows (a row with one cell of text stays a line of its own);
* every word must be in a cell, no cell may be a paragraph, no word Devanagari (those pages
  have their own repairs and OCR) or a maths font's private character, and no line of the
  page may cross its border (a text box PyMuPDF took for a table);
* at least two rows must have two cells of text (a table left blank for the student to fill
  in stays as it was printed); a row with one cell of text is kept as that cell
  ("Place of work: Working in small workshops …"), so no word of a table is lost.

A table ruled only around its header ("Material | Resistivity" over columns of names and
numbers) has all its entries in one tall row: a column of numbers, one per line, splits it
into rows at each number, a cell's further lines (``Fused`` / ``quartz``) stay with the row
they start in, and a first column that names groups ("Conductors", "Alloys") is repeated down
the rows of its group. Two tables printed side by side under one repeated header
("Material medium | Refractive index | Material medium | Refractive index") are read as two.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.raw import LayerWord, RawLine, RawPage, RawSpan, RawTable

Box = tuple[float, float, float, float]

#: A header label longer than this is a paragraph, not a column's name.
_LABEL_WORDS = 8
#: A cell longer than this is text a box drew a frame around, not a table's entry.
_CELL_WORDS = 60
_WORD = re.compile(r"[^\W\d_]{3,}")
_NUMBER = re.compile(r"[-–−]?\d[\d\s.,×x*%()–−-]*")
_TITLE = re.compile(r"^table\s*\d", re.IGNORECASE)
# "Table 9.4 Nature, … of the image formed by a convex lens for various positions …"
_CAPTION = re.compile(r"^(?P<label>table\s*\d+(?:\.\d+)?)\b\s*:?\s*(?P<rest>.*)$", re.IGNORECASE)
_BY = re.compile(
    r"\bby\s+(?P<what>(?:an?\s+|the\s+)?[^\W\d_][\w\s-]*?)"
    r"(?=\s+(?:for|at|in|when|from|with|on|of|to)\b|,|$)"
)
#: How far above a table its caption may stand (points).
_CAPTION_GAP = 40.0
#: A serial-number column ("S.No.", "Sl. No.") says nothing a row needs.
_SERIAL = re.compile(r"^(?:s|sl|sr)\.?\s*no\.?$", re.IGNORECASE)
_FOREIGN = re.compile("[\u0900-\u097f\ue000-\uf8ff]")
#: What a row says it is from, as ``_sentence`` writes it: "(Table 9.4, by a convex lens)".
#: The checks and the search read rows by it (``validation.rows``, ``validation.rowed``,
#: ``retrieval.lexical``, ``retrieval.ranking``).
ROW_SOURCE = re.compile(r"\s*\((?P<table>Table [\d.]+), by (?:an?\s+|the\s+)?(?P<what>[^()]+)\)")
#: Where one sentence (a row) of a passage ends and the next begins.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
#: Row lines get block numbers from here on, past any block PyMuPDF numbers on a page.
_FIRST_BLOCK = 100_000


@dataclass(frozen=True)
class _Line:
    """A line of one cell: its words in order and its top and bottom."""

    text: str
    top: float
    bottom: float
    box: Box


@dataclass(frozen=True)
class TableRow:
    """A row read out: its sentence and where it is on the page."""

    text: str
    bbox: Box


def _centre_in(box: Box, cell: Box) -> bool:
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return cell[0] - 0.5 <= x <= cell[2] + 0.5 and cell[1] - 0.5 <= y <= cell[3] + 0.5


def _union(boxes: Sequence[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _cell_lines(words: list[LayerWord]) -> list[_Line]:
    """The words of a cell grouped into lines (a subscript stays on its line)."""
    lines: list[list[LayerWord]] = []
    for word in sorted(words, key=lambda w: ((w.bbox[1] + w.bbox[3]) / 2, w.bbox[0])):
        if lines:
            last = lines[-1]
            top, bottom = min(w.bbox[1] for w in last), max(w.bbox[3] for w in last)
            overlap = min(bottom, word.bbox[3]) - max(top, word.bbox[1])
            if overlap >= 0.5 * min(bottom - top, word.bbox[3] - word.bbox[1]):
                last.append(word)
                continue
        lines.append([word])
    result = []
    for members in lines:
        members.sort(key=lambda w: w.bbox[0])
        box = _union([w.bbox for w in members])
        result.append(_Line(" ".join(w.text for w in members), box[1], box[3], box))
    return result


def _text(lines: Sequence[_Line]) -> str:
    return " ".join(line.text for line in lines)


def _numbers(lines: Sequence[_Line]) -> bool:
    return len(lines) >= 2 and all(_NUMBER.fullmatch(line.text.strip()) for line in lines)


def _grid(table: RawTable) -> list[list[list[_Line]]] | None:
    """The lines of every cell, rows × columns (a merged-away cell is empty); None when a
    word is in no cell (it would be lost)."""
    columns = max((len(row) for row in table.cells), default=0)
    owners: list[list[list[LayerWord]]] = [[[] for _ in range(columns)] for _ in table.cells]
    for word in table.words:
        for r, row in enumerate(table.cells):
            inside = [c for c, box in enumerate(row) if box and _centre_in(word.bbox, box)]
            if inside:
                owners[r][inside[0]].append(word)
                break
        else:
            if word.text.strip():
                return None
    return [[_cell_lines(cell) for cell in row] for row in owners]


def _groups(header: list[str]) -> list[range]:
    """Column ranges of the tables printed side by side under one repeated header."""
    width = len(header)
    for parts in (2, 3):
        if width % parts == 0 and width // parts >= 2:
            size = width // parts
            pieces = [header[i * size : (i + 1) * size] for i in range(parts)]
            if all(piece == pieces[0] for piece in pieces) and any(pieces[0]):
                return [range(i * size, (i + 1) * size) for i in range(parts)]
    return [range(width)]


def _split(row: list[list[_Line]], columns: range) -> list[list[list[_Line]]]:
    """One printed row, or the rows a tall cell of numbers (one per line) holds."""
    candidates = [c for c in columns if _numbers(row[c])]
    if not candidates:
        return [[row[c] for c in columns]]
    anchors = [line.top for line in row[max(candidates, key=lambda c: len(row[c]))]]
    rows: list[list[list[_Line]]] = [[[] for _ in columns] for _ in anchors]
    for position, c in enumerate(columns):
        for line in row[c]:
            index = max((i for i, top in enumerate(anchors) if top <= line.top + 2.0), default=0)
            rows[index][position].append(line)
    for position in range(len(columns)):  # a group's name heads the rows of its group
        if rows[0][position] and len(row[columns[position]]) < len(anchors):
            for i in range(1, len(rows)):
                if not rows[i][position]:
                    rows[i][position] = rows[i - 1][position]
    return rows


def _sentence(
    labels: list[str], cells: list[list[_Line]], source: str = ""
) -> tuple[str, int] | None:
    """The row as a sentence and how many cells of it are filled in (None: none is)."""
    parts = []
    for label, lines in zip(labels, cells, strict=True):
        value = _text(lines).strip()
        if value and not _SERIAL.match(label):
            parts.append(f"{label}: {value}" if label else value)
    if not parts:
        return None
    text = "; ".join(parts)
    if source:
        text = f"{text.rstrip('.')} ({source})"
    return (text if text.endswith((".", "?", "!")) else text + "."), len(parts)


def caption_source(caption: str) -> str:
    """What a row says it is from, when its table's caption names what the table is about
    ("Table 9.4 … the image formed by a convex lens for …" → "Table 9.4, by a convex lens";
    the rows of the four image tables are alike but for that); "" otherwise."""
    match = _CAPTION.match(caption.strip())
    if match is None:
        return ""
    by = list(_BY.finditer(match["rest"]))
    if not by:
        return ""
    what = " ".join(by[-1]["what"].split())
    return f"{' '.join(match['label'].split())}, by {what}" if what else ""


def _caption(lines: Sequence[RawLine], box: Box) -> str:
    """The caption printed right above the table at ``box`` ("" when there is none)."""
    above = [
        line
        for line in lines
        if box[1] - _CAPTION_GAP <= line.bbox[1]
        and line.bbox[3] <= box[1] + 2.0
        and min(line.bbox[2], box[2]) - max(line.bbox[0], box[0]) > 0
    ]
    for line in sorted(above, key=lambda line: -line.bbox[1]):
        if _CAPTION.match(line.text.strip()):
            rest = [
                other.text
                for other in above
                if other.block == line.block and other.bbox[1] > line.bbox[1]
            ]
            return " ".join([line.text.strip(), *(text.strip() for text in rest)])
    return ""


def read_table(table: RawTable, caption: str = "") -> list[TableRow] | None:
    """The table's rows as sentences (title rows first, as they are), None when it does not
    read as a table. A row names the table's subject when its ``caption`` gives one."""
    if any(_FOREIGN.search(word.text) for word in table.words):
        return None
    found = _grid(table)
    if found is None:
        return None
    grid = [row for row in found if any(row)]
    titles: list[TableRow] = []
    while grid and sum(1 for cell in grid[0] if cell) <= 1:
        lines = [line for cell in grid.pop(0) for line in cell]
        titles.append(TableRow(_text(lines), _union([line.box for line in lines])))
    if len(grid) < 2:
        return None
    labels = [_text(cell) for cell in grid[0]]
    named = [label for label in labels if _WORD.search(label)]
    if len(named) < 2 or any(len(label.split()) > _LABEL_WORDS for label in labels):
        return None
    if any(_TITLE.match(label) for label in labels):
        return None
    if any(len(_text(cell).split()) > _CELL_WORDS for row in grid for cell in row):
        return None
    source = caption_source(caption)
    rows: list[TableRow] = []
    filled = 0  # rows with two cells or more filled in
    for columns in _groups(labels):
        for printed in grid[1:]:
            for cells in _split(printed, columns):
                read = _sentence([labels[c] for c in columns], cells, source)
                if read is not None:
                    box = _union([line.box for cell in cells for line in cell])
                    rows.append(TableRow(read[0], box))
                    filled += read[1] >= 2
    if filled < 2:
        return None
    return titles + rows


def _inside(line: RawLine, box: Box) -> bool:
    return _centre_in(line.bbox, box)


def _crosses(line: RawLine, box: Box) -> bool:
    """Part of ``line`` is inside ``box`` and part outside (text a frame cuts through)."""
    x0, y0, x1, y1 = line.bbox
    inter_w = min(x1, box[2]) - max(x0, box[0])
    inter_h = min(y1, box[3]) - max(y0, box[1])
    if inter_w <= 1.0 or inter_h <= 0.5 * (y1 - y0):
        return False
    return x0 < box[0] - 2.0 or x1 > box[2] + 2.0


def table_lines(page: RawPage) -> tuple[RawLine, ...]:
    """``page.lines`` with each table that reads as one replaced by a line per row."""
    lines = list(page.lines)
    block = max([_FIRST_BLOCK, *(line.block + 1 for line in lines)])
    for table in page.tables:
        inside = [i for i, line in enumerate(lines) if _inside(line, table.bbox)]
        if not inside or any(_crosses(line, table.bbox) for line in lines):
            continue
        rows = read_table(table, _caption(lines, table.bbox))
        if rows is None:
            continue
        spans = [span for i in inside for span in lines[i].spans if span.text.strip()]
        font = Counter(span.font for span in spans).most_common(1)[0][0] if spans else ""
        size = statistics.median(span.size for span in spans) if spans else 0.0
        replaced = []
        for row in rows:
            span = RawSpan(text=row.text, size=size, font=font, bbox=row.bbox)
            replaced.append(RawLine(spans=(span,), bbox=row.bbox, block=block, horizontal=True))
            block += 1
        first, drop = inside[0], set(inside)
        lines = [
            *(line for i, line in enumerate(lines[:first]) if i not in drop),
            *replaced,
            *(line for i, line in enumerate(lines[first:], start=first) if i not in drop),
        ]
    return tuple(lines)
