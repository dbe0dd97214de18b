"""Printed page numbers: which number is printed on each PDF page.

Textbook chapters are cut from whole books, so PDF page 0 is printed page 49 or 160.
Two sources, in order of trust:

1. **PDF page labels** with numbers (``RawPage.label``), unless the page text contradicts
   them (some tools label every file 1, 2, 3…; when the numbers seen on the pages agree with
   each other but not with the labels, the pages win).
2. **Detection**: printed = index + offset, with offset the most common (number − index)
   among lone 1–3-digit spans in the top or bottom 15 % of the pages, plus a number at the
   start or end of a running-head span (``STRAIGHT LINES       153``). Chapter openers and
   picture pages often show no number; one offset still numbers them.

An offset needs backing: at least two pages and a quarter of the pages with text agree
(one number that agrees is taken as evidence only for documents of one or two pages, and
only if it stands alone in the margin: such a file has nothing else to agree with, and a
lone number in the margin is what a page number looks like). Otherwise ``source`` is
``"none"`` and no page gets a number: a wrong page number in a citation is worse than none.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from tutorapp.core.ingest.raw import RawDocument, RawPage

#: Share of the page height at the top and at the bottom where page numbers are looked for.
MARGIN = 0.15

_NUMBER = re.compile(r"\d{1,3}")


@dataclass(frozen=True)
class PageNumbering:
    """``printed[i]`` is the number printed on PDF page ``i`` (``None`` when unknown)."""

    printed: tuple[int | None, ...]  # per PDF page index
    source: str  # "labels" (PDF page labels), "detected" (from the page text) or "none"
    offset: int | None  # printed = index + offset when source == "detected"
    support: int  # how many pages showed a number agreeing with the offset


@dataclass(frozen=True)
class _Candidate:
    value: int
    lone: bool  # the span holds nothing but the number


def in_margin(page: RawPage, bbox: tuple[float, float, float, float]) -> bool:
    """True when the box's centre lies in the top or bottom ``MARGIN`` of the page."""
    if page.height <= 0:
        return False
    centre = (bbox[1] + bbox[3]) / 2 / page.height
    return centre < MARGIN or centre > 1 - MARGIN


def _page_candidates(page: RawPage) -> list[_Candidate]:
    found: list[_Candidate] = []
    for line in page.lines:
        if not line.horizontal:
            continue
        for span in line.spans:
            if not in_margin(page, span.bbox):
                continue
            text = span.text.strip()
            if _NUMBER.fullmatch(text):
                found.append(_Candidate(int(text), lone=True))
                continue
            tokens = text.split()
            if len(tokens) < 2 or not any(char.isalpha() for char in text):
                continue
            for token in {tokens[0], tokens[-1]}:
                if _NUMBER.fullmatch(token):
                    found.append(_Candidate(int(token), lone=False))
    return [candidate for candidate in found if candidate.value > 0]


def _numbered(count: int, offset: int) -> tuple[int | None, ...]:
    return tuple(index + offset if index + offset >= 1 else None for index in range(count))


def _none(count: int) -> PageNumbering:
    return PageNumbering((None,) * count, "none", None, 0)


def _min_support(doc: RawDocument) -> int:
    text_pages = sum(1 for page in doc.pages if any(line.text.strip() for line in page.lines))
    if len(doc.pages) <= 2:
        return 1
    return max(2, math.ceil(0.25 * text_pages))


def detect_from_text(doc: RawDocument) -> PageNumbering:
    """Numbering from the numbers seen in the page margins only (ignores page labels)."""
    count = len(doc.pages)
    votes: Counter[int] = Counter()
    lone_votes: Counter[int] = Counter()
    for index, page in enumerate(doc.pages):
        candidates = _page_candidates(page)
        votes.update({c.value - index for c in candidates})
        lone_votes.update({c.value - index for c in candidates if c.lone})
    if not votes:
        return _none(count)
    offset, support = max(
        votes.items(), key=lambda item: (item[1], lone_votes[item[0]], -abs(item[0]))
    )
    if support < _min_support(doc) or (count <= 2 and lone_votes[offset] == 0):
        return _none(count)
    return PageNumbering(_numbered(count, offset), "detected", offset, support)


def _label_number(label: str) -> int | None:
    # (int() of the label as stripped: str.strip takes control characters such as "\x1f"
    # that int() refuses)
    text = label.strip()
    value = int(text) if re.fullmatch(r"[0-9]{1,6}", text) else 0
    return value if value >= 1 else None


def _from_labels(doc: RawDocument) -> PageNumbering | None:
    values = [_label_number(page.label) for page in doc.pages]
    differences = Counter(value - index for index, value in enumerate(values) if value is not None)
    if not differences:
        return None
    offset = next(iter(differences)) if len(differences) == 1 else None
    return PageNumbering(tuple(values), "labels", offset, sum(differences.values()))


def _labels_contradicted(labels: PageNumbering, detected: PageNumbering) -> bool:
    """True when the numbers on the pages agree with each other but not with the labels."""
    if detected.source != "detected":
        return False
    compared = [
        (label, seen)
        for label, seen in zip(labels.printed, detected.printed, strict=True)
        if label is not None and seen is not None
    ]
    disagree = sum(1 for label, seen in compared if label != seen)
    return disagree > len(compared) / 2


def detect_page_numbers(doc: RawDocument) -> PageNumbering:
    """Printed page numbers for every page of ``doc`` (see the module docstring)."""
    detected = detect_from_text(doc)
    has_labels = doc.has_page_labels or any(page.label for page in doc.pages)
    labels = _from_labels(doc) if has_labels else None
    if labels is not None and not _labels_contradicted(labels, detected):
        return labels
    return detected
