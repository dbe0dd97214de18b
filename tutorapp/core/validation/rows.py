"""A table's number belongs to its row: "The resistivity range for diamond is 1015 – 1017"
is ebonite's range put next to diamond.

The ingest stores a ruled table as one sentence per row that names its columns
(``ingest.tables``): "Insulators; Material: Diamond; Resistivity (Ω m): 1012 - 1013." A small
model reading several such rows mixes them up, and the support check passes the result, since
every word and number is in the passage. So an answer sentence that names a row (by a cell
of words only that row has, "Diamond") and writes a number of the same table that is not in
that row ("1015", "1017") is ``other_row``: it fails like an unsupported number.

So is one that gives a row a cell of words from another row's column: "insulin is produced by
the pituitary gland" from Table 6.1's rows "Hormone: Growth hormone; Endocrine Gland: Pituitary
gland; …" and "Hormone: Insulin; Functions: Regulates blood sugar level." (heldout65 ft65-01;
the book leaves insulin's gland for the student to fill in). The sentence names the insulin
row by its hormone and takes one cell of the growth hormone row — its gland, in a column where
insulin's own cell is not what the sentence says — and nothing else of that row.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.tables import ROW_SOURCE, SENTENCE_END
from tutorapp.core.validation.arithmetic import numbers_of
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.split import AnswerSentence

_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class _Row:
    names: frozenset[str]  # its cells of words, in lower case ("diamond", "insulators")
    numbers: frozenset[str]


def _rows(text: str) -> list[_Row]:
    """The row sentences of a passage, with their cells of words and their numbers."""
    rows = []
    for sentence in SENTENCE_END.split(text):
        if "; " not in sentence or ": " not in sentence:
            continue
        cells = ROW_SOURCE.sub("", sentence.strip().rstrip(".")).split("; ")
        values = [cell.split(": ", 1)[-1].strip() for cell in cells]
        names = frozenset(" ".join(v.lower().split()) for v in values if v and not _DIGIT.search(v))
        numbers = numbers_of(" ; ".join(values))
        if names and numbers:
            rows.append(_Row(names, numbers))
    return rows


# a row sentence's cell: "Endocrine Gland: Pituitary gland" (a short column name, a value)
_CELL = re.compile(r"^\s*(?P<column>[A-Z][\w .()/-]{0,40}?)\s*:\s+(?P<value>\S.*)$")


def _cells(text: str) -> list[dict[str, str]]:
    """The row sentences of a passage as {column: value} (values in lower case, without
    numbers): sentences whose every part between "; " names a column."""
    rows = []
    for sentence in SENTENCE_END.split(text):
        parts = ROW_SOURCE.sub("", sentence.strip().rstrip(".")).split("; ")
        found = [_CELL.match(part) for part in parts]
        if len(parts) < 2 or not all(found):
            continue
        rows.append(
            {
                m.group("column").strip().lower(): " ".join(m.group("value").lower().split())
                for m in found
                if m is not None and not _DIGIT.search(m.group("value"))
            }
        )
    return rows


# rows set apart or side by side, not one given the other's cell: "insulin is made by the
# pancreas, not the pituitary gland", "insulin and the thyroid gland are both …"
_APART = re.compile(
    r"\b(?:not|no|never|unlike|whereas|while|but|both|neither|nor|instead|rather|differ\w*)\b"
    r"|n[’']t\b"
)


def other_row_cells(sentences: Sequence[AnswerSentence], passages: Sequence[str]) -> list[Finding]:
    """An ``other_row`` finding for each sentence that gives a row (named by a cell only it
    has) one cell of another row, in a column where the row's own cell is not named, and
    nothing else of that other row (module docstring)."""
    tables = [rows for text in passages if len(rows := _cells(text)) >= 2]
    findings = []
    for index, sentence in enumerate(sentences):
        low = " ".join(sentence.plain.lower().split())
        if _APART.search(low):
            continue
        for rows in tables:
            counts: dict[str, int] = {}
            for row in rows:
                for value in set(row.values()):
                    counts[value] = counts.get(value, 0) + 1
            named = [
                {c for c, v in row.items() if counts[v] == 1 and len(v) >= 3 and _named(low, v)}
                for row in rows
            ]
            if sum(bool(n) for n in named) != 2:  # (two rows, one given the other's cell)
                continue
            crossed = [
                rows[b][column]
                for a, own in enumerate(named)
                for b, other in enumerate(named)
                if own and b != a and len(other) == 1 and len(rows[b]) >= 2
                for column in other
                if column not in own and not _named(low, rows[a].get(column, "\0"))
            ]
            if crossed:
                findings.append(Finding("other_row", index, crossed[0]))
                break
    return findings


def _named(sentence: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", sentence) is not None


def other_row_numbers(
    sentences: Sequence[AnswerSentence], passages: Sequence[str]
) -> list[Finding]:
    """An ``other_row`` finding for each sentence that gives a row (named by a cell only it
    has) a number of another row of the same table (module docstring)."""
    tables = [rows for text in passages if len(rows := _rows(text)) >= 2]
    findings = []
    for index, sentence in enumerate(sentences):
        low = " ".join(sentence.plain.lower().split())
        written = numbers_of(sentence.plain)
        if not written:
            continue
        for rows in tables:
            counts: dict[str, int] = {}
            for row in rows:
                for name in row.names:
                    counts[name] = counts.get(name, 0) + 1
            named = [
                row
                for row in rows
                if any(counts[n] == 1 and len(n) >= 3 and _named(low, n) for n in row.names)
            ]
            if not named:
                continue
            own: frozenset[str] = frozenset().union(*(row.numbers for row in named))
            others: frozenset[str] = frozenset().union(
                *(row.numbers for row in rows if row not in named)
            )
            stray = (written & others) - own
            if stray:
                findings.append(Finding("other_row", index, ", ".join(sorted(stray))))
                break
    return findings
