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
#: A citation marker as models write them: ``[2]``, ``[source 2]``, ``[2, 3]``, ``[1-3]``.
_NUMBERS = r"\d{1,2}(?:\s*[,;–-]\s*\d{1,2})*"
_LEADING_MARKERS = re.compile(rf"^((?:\[(?:sources?\s*)?{_NUMBERS}\][\s,]*)+)", re.IGNORECASE)
MARKER = re.compile(rf"\s*\[(?:sources?\s*)?({_NUMBERS})\]", re.IGNORECASE)
#: What removing markers leaves before a sentence's end: "surfaces , , ." of "surfaces [1],
#: [2], [3]."
_LEFT_BEFORE_END = re.compile(r"[\s,;]+(?=[.!?][\"'”’)]*\s*$)")


def marker_numbers(text: str) -> list[int]:
    """The source numbers of the markers in ``text``, in order (``[1-3]`` is 1, 2, 3)."""
    numbers: list[int] = []
    for group in MARKER.findall(text):
        for part in re.split(r"\s*[,;]\s*", group):
            # (a chain the model wrote, "[1-2-3]", runs from its first to its last)
            ends = re.split(r"\s*[–-]\s*", part)
            low, high = int(ends[0]), int(ends[-1])
            numbers.extend(range(low, high + 1) if 0 <= high - low <= 9 else (low, high))
    return numbers


#: A marker the model wrote as what a sentence goes by: "According to [1], it was …"
#: (premises_heldout33 fp33-04), "As stated in [2], …": taking the marker out must take the
#: lead-in too, or "According to, it was …" is left
_MARKER_LEAD_IN = re.compile(
    r"\b(?:according\s+to|as\s+(?:stated|said|given|mentioned|explained|shown|seen|described)"
    rf"\s+in|as\s+per|see)\s*\[(?:sources?\s*)?{_NUMBERS}\](?:\s*\[(?:sources?\s*)?{_NUMBERS}\])*"
    r"\s*[,;:]?\s*",
    re.IGNORECASE,
)


def without_markers(text: str) -> str:
    """``text`` with its citation markers taken out and the commas (and a lead-in such as
    "According to [1], …") they leave tidied away."""
    lead_in = _MARKER_LEAD_IN.match(text.lstrip())
    text = _MARKER_LEAD_IN.sub(" ", text)
    if lead_in and text.strip():
        text = text.strip()
        text = text[:1].upper() + text[1:]
    plain = " ".join(MARKER.sub(" ", text).split())
    plain = re.sub(r"\s+([.,;:!?।])", r"\1", plain)
    return _LEFT_BEFORE_END.sub("", plain)


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
        return tuple(dict.fromkeys(marker_numbers(self.text)))


# "meninges [2] and [3]": markers the model joined with words, which would be left behind
# ("meninges and [1]") once the markers are renumbered
_JOINED_MARKERS = re.compile(
    rf"(\[(?:sources?\s*)?{_NUMBERS}\])\s*,?\s*(?:and|&)\s*(?=\[(?:sources?\s*)?{_NUMBERS}\])",
    re.IGNORECASE,
)


def split_answer(answer: str) -> list[AnswerSentence]:
    """The sentences of an answer in order; blank lines and bare markers are not sentences."""
    sentences: list[AnswerSentence] = []
    answer = _JOINED_MARKERS.sub(r"\1", answer)
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
