"""A table's number belongs to its row: "The resistivity range for diamond is 1015 – 1017"
is ebonite's range put next to diamond.

The ingest stores a ruled table as one sentence per row that names its columns
(``ingest.tables``): "Insulators; Material: Diamond; Resistivity (Ω m): 1012 - 1013." A small
model reading several such rows mixes them up, and the support check passes the result, since
every word and number is in the passage. So an answer sentence that names a row (by a cell
of words only that row has, "Diamond") and writes a number of the same table that is not in
that row ("1015", "1017") is ``other_row``: it fails like an unsupported number.
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
