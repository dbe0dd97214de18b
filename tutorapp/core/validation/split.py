"""An answer's sentences, keeping its layout so a trimmed answer can be put back together.

Maths-aware (the textbook splitter does not split ``3.14``, ``a.b``, ``Fig. 5.1`` or
``i.e.``). List items (``1.``, ``-``, ``•``) start a sentence and keep their marker as a
prefix; a ``[n]`` citation written after the full stop stays with its sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.sentences import split_sentences

_ITEM = re.compile(r"^\s*((?:\d{1,2}[.)]|[-*•])\s+)")
_LEADING_MARKERS = re.compile(r"^((?:\[(?:source\s*)?\d{1,2}\][\s,]*)+)", re.IGNORECASE)
MARKER = re.compile(r"\s*\[(?:source\s*)?(\d{1,2})\]", re.IGNORECASE)


@dataclass(frozen=True)
class AnswerSentence:
    """One sentence as written (citation markers included) and where it sat in the layout."""

    text: str
    prefix: str = ""  # a list marker such as "2. " when the sentence starts a list item
    new_line: bool = False  # the sentence starts a line of the answer

    @property
    def plain(self) -> str:
        """The sentence without ``[n]`` markers."""
        return " ".join(MARKER.sub(" ", self.text).split())

    @property
    def markers(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(int(n) for n in MARKER.findall(self.text)))


def split_answer(answer: str) -> list[AnswerSentence]:
    """The sentences of an answer in order; blank lines and bare markers are not sentences."""
    sentences: list[AnswerSentence] = []
    for line in answer.splitlines():
        if not line.strip():
            continue
        item = _ITEM.match(line)
        prefix = item.group(1).strip() + " " if item else ""
        body = line[item.end() :] if item else line
        for index, piece in enumerate(split_sentences(body)):
            text = piece
            lead = _LEADING_MARKERS.match(text)
            if lead and sentences and (index > 0 or not text[lead.end() :].strip()):
                last = sentences[-1]
                sentences[-1] = AnswerSentence(
                    f"{last.text} {lead.group(1).strip()}", last.prefix, last.new_line
                )
                text = text[lead.end() :].strip()
                if not text:
                    continue
            first = index == 0
            sentences.append(AnswerSentence(text, prefix if first else "", first))
    return sentences


def join_answer(sentences: Sequence[AnswerSentence]) -> str:
    """Put sentences back together: list items and new lines where they were."""
    lines: list[str] = []
    for sentence in sentences:
        if sentence.new_line or not lines:
            lines.append(sentence.prefix + sentence.text)
        else:
            lines[-1] += " " + sentence.text
    return "\n".join(lines)


def renumber_list(sentences: Sequence[AnswerSentence]) -> list[AnswerSentence]:
    """Number list items 1, 2, 3… in order (after items were dropped or a list continued)."""
    number = 0
    out = []
    for sentence in sentences:
        prefix = sentence.prefix
        if re.fullmatch(r"\d{1,2}[.)] ", prefix):
            number += 1
            prefix = f"{number}{prefix[-2:]}"
        out.append(AnswerSentence(sentence.text, prefix, sentence.new_line))
    return out
