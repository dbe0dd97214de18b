"""Passage kinds: what a paragraph of a textbook page is for — body text, a definition or box,
a worked example, an exercise or question, an activity, a puzzle, a caption or a heading.

Known at ingest from the page layout (paragraph breaks, short title-like lines) and text
cues the NCERT books use: ``EXERCISE 5.1``, ``Exercise Set 8.1``, ``QUESTIONS``, ``Example 3 :``,
``Activity 6.2``, ``Think and Reflect``, ``Fig. 1.1``, ``Box 1``, ``New words``, word-search
grids and their clues, numbered question lists. A section (exercises, an activity, a worked
example, a puzzle) runs over the paragraphs — and pages — that look like its items, and ends
at a heading or at the first paragraph of ordinary prose.

Retrieval and answer checking use the kind: exercises, puzzles and headings do not state
facts (a crossword clue is not an answer), so they rank below body text for factual questions
and never count as support for a factual sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.types import PassageKind


@dataclass(frozen=True)
class Block:
    """A paragraph of a page's text: ``text[start:end]`` is of ``kind``."""

    start: int
    end: int
    kind: PassageKind


# -- cues ----------------------------------------------------------------------------------------

_EXERCISE_START = re.compile(
    r"^(?:EXERCISES?\b|Exercise\s+Set\b|Exercises?\s+\d|Miscellaneous\s+Exercise|QUESTIONS\b|"
    r"Questions\s*$|Write\s+in\s+brief|Discuss\s*$|Think\s+and\s+Reflect|Check\s+your\s+progress|"
    r"Multiple\s+choice\s+questions|Answer\s+the\s+following|Review\s+questions|"
    r"पुनरवलोकन\s+प्रश्न|अभ्यास\b|प्रश्न\s*$)",
    re.IGNORECASE,
)
_EXERCISE_INLINE = re.compile(r"^Exercise\s*:", re.IGNORECASE)
_ACTIVITY_START = re.compile(
    r"^(?:Activity\s*\d|ACTIVITY\b|PROJECT\s*/\s*ACTIVITY|Projects?\s*(?:\d|$|work\b)|"
    r"Let\s+us\s+do\b|Try\s+this\b|क्रियाकलाप|प्रायोगिक)",
    re.IGNORECASE,
)
# A chapter summary is text to learn from, whatever came before it.
_SUMMARY_START = re.compile(
    r"^(?:What\s+you\s+have\s+learnt|Summary|Points\s+to\s+remember|सारांश)\b", re.IGNORECASE
)
_EXAMPLE_START = re.compile(r"^(?:Example|Illustration|उदाहरण)\s*\d+\s*[:.]?", re.IGNORECASE)
_PUZZLE_CUE = re.compile(
    r"\b(?:crossword|word\s*search|solve\s+the\s+puzzle|hidden\s+(?:answers|words)|"
    r"horizontally\s+and\s+vertically)\b",
    re.IGNORECASE,
)
_GRID_LINE = re.compile(r"^[A-Z]{8,}$")
_CAPTION = re.compile(r"^(?:Fig(?:ure)?s?\.?|TABLE|Table|चित्र|तालिका)\s*\d", re.IGNORECASE)
_BOX_START = re.compile(r"^(?:Box\s*\d+|New\s+words|Do\s+you\s+know\b|More\s+to\s+know)")
_DEFINES = re.compile(
    r"\b(?:is|are)\s+(?:called|known\s+as|termed(?:\s+as)?|defined\s+as|referred\s+to\s+as|"
    r"said\s+to\s+(?:be|form)|denoted\s+by)\b|\bcan\s+be\s+termed\b|(?<!\ba\s)(?<!\bby\s)\bmeans\b(?!\s+(?:of|for|to)\b)|\bis\s+the\s+"
    r"(?:process|property|ratio|amount|rate)\s+(?:of|by)\b|^[A-Z][\w’' -]{2,40}\s+[–—-]\s+[A-Z]",
)
# A numbered or lettered item: "1.", "12)", "(i)", "(iv)", "(a)", "a)".
_ITEM = re.compile(r"^(?:\d{1,2}\s*[.)](?!\d)|\(?[ivxlc]{1,6}\)|\(?[a-hA-Dक-ह]\))\s*")
_NUMBERED = re.compile(r"^\d{1,2}\s*[.)](?!\d)\s*")
_SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){0,3}\s+[^\W\d_]{3,}")
# a number then a small word ending a sentence: the rest of a line a fraction cut ("sec A =
# 12 / 5 for some value of angle A."), not section "5 …"
_RUN_ON = re.compile(r"^\d{1,2}\s+[a-z][^.!?]*[.!?]$")
_NUMBERED_SECTION = re.compile(r"^\d{1,2}(?:\.\d{1,2}){1,3}\s+[A-Z]")
# Question boxes inside the text hold questions only; the text resumes after them.
_QUESTION_BOX = re.compile(r"^(?:Think\s+and\s+Reflect|QUESTIONS|Discuss)\s*\??$", re.IGNORECASE)
_IMPERATIVE = re.compile(
    r"^(?:find|show|prove|determine|calculate|compute|write|explain|name|list|give|draw|describe|"
    r"compare|discuss|solve|state|check|verify|justify|use|make|identify|distinguish|define|"
    r"suggest|imagine|plan|prepare|collect|observe|look|take|put|keep|fill|cover|repeat|note|"
    r"arrange|connect|place|hold|switch|set\s+up|record|plot|measure|mark|read|consult|try|"
    r"choose|match|complete|fill|select|design|study|visit|ask|talk|think|answer|evaluate|"
    r"express|convert|simplify|represent|construct|recall|differentiate|how|what|why|which|"
    r"who|when|where|can|do|does|is|are|will|would|should)\b",
    re.IGNORECASE,
)
# Prose after a section: "Let us…", "Now, …", "In general…" start ordinary text again.
_PROSE_START = re.compile(r"^(?:Let\s+us|In\s+general|So\s+far|Recall|Remark)\b")
_NOT_TITLE = re.compile(r"[=×+÷<>≠]|\d|^(?:Solution|So|We|Let|Here|Then|Thus|Hence|Therefore)\b")
_ASIDE = re.compile(r"\((?:why|how)\s*\?\)", re.IGNORECASE)
# A short paragraph that speaks to the student: an in-text question or task.
_ADDRESS = re.compile(
    r"^(?:Can\s+you|Could\s+you|Do\s+you|Have\s+you|Did\s+you|Find\s+out|Try\s+to|Try\s+and|"
    r"Prepare|Collect|Imagine|Look\s+at|Identify|List\s+(?:the|some|all)|Name\s+(?:the|some)|"
    r"Make\s+a|Why\s+don|Ask\s+your)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.?!:;,]\s*$")
_LETTERS = re.compile(r"[^\W\d_]")


def _words(text: str) -> int:
    return len(text.split())


def _questions(text: str) -> int:
    return text.count("?")


def _mostly_symbols(text: str) -> bool:
    """Maths, tables or numbers rather than words."""
    letters = len(_LETTERS.findall(text))
    return letters < 0.5 * len(text.replace(" ", ""))


def is_heading(text: str) -> bool:
    """A short title-like line: a numbered section, capitals or title case without a full
    stop (``5.3 nth Term of an AP``, ``LAND RESOURCES``, ``Soil Erosion and Soil Conservation``)."""
    if _words(text) > 12 or _ITEM.match(text):
        return False
    if _SECTION.match(text) and not re.search(r"[.!]\s", text) and not _RUN_ON.match(text):
        return True  # "6.1.1 What happens in Reflex Actions?"
    if _SENTENCE_END.search(text) and not (text.endswith("?") and _words(text) <= 8):
        return False
    if re.search(r"[.?!]\s", text):
        return False  # a sentence ends inside
    if _mostly_symbols(text) or not re.search(r"[^\W\d_]{3,}", text):
        return False
    if _NOT_TITLE.search(text) or "," in text:
        return False
    first = text.lstrip()[:1]
    if "\u0900" <= first <= "\u097f":
        return _words(text) <= 6
    words = [w for w in re.findall(r"[^\W\d_][\w’'-]*", text) if len(w) >= 4]
    capitals = sum(w[0].isupper() for w in words)
    return first.isupper() and bool(words) and capitals >= 0.5 * len(words)


def _asks(text: str) -> bool:
    """A question or task for the student (one paragraph)."""
    text = _ASIDE.sub("", text)
    body = _ITEM.sub("", text, count=1)
    if _EXERCISE_INLINE.match(text):
        return True
    questions = _questions(text)
    if questions > len(re.findall(r"[.!](?:\s|$)", text)) and _words(text) <= 40:
        return True  # a short paragraph of questions
    tasks = [s for s in re.split(r"(?<=[.?!])\s+", body) if _IMPERATIVE.match(s)]
    if _NUMBERED.match(text) and (questions or tasks):
        return True
    sentences = len(re.findall(r"[.?!](?:\s|$)", text)) or 1
    return bool(_ADDRESS.match(text)) and sentences <= 2 and not _DEFINES.search(text)


def _item_like(text: str) -> bool:
    """Looks like one more item of a list of exercises (or of an activity's steps)."""
    return (
        bool(_ITEM.match(text))
        or _questions(text) > 0
        or bool(_IMPERATIVE.match(text))
        or _words(text) < 12
        or _mostly_symbols(text)
        or text.strip() == "?"
    )


def _starter(text: str, grid: bool = False) -> PassageKind | None:
    """The kind of section a paragraph opens, if it opens one (``grid``: the paragraph is a
    row of a word-search grid)."""
    if _EXERCISE_START.match(text):
        return PassageKind.EXERCISE
    if _ACTIVITY_START.match(text):
        return PassageKind.ACTIVITY
    if _EXAMPLE_START.match(text):
        return PassageKind.EXAMPLE
    if _PUZZLE_CUE.search(text) or grid:
        return PassageKind.PUZZLE
    return None


def _continues(mode: PassageKind, text: str, box: bool = False) -> bool:
    """Does paragraph ``text`` still belong to the open section ``mode`` (``box``: a question
    box inside the text, which holds questions only)?"""
    if box:
        statements = len(re.findall(r"[.!](?:\s|$)", text))
        return bool(_ITEM.match(text)) or _questions(text) > statements or _mostly_symbols(text)
    if mode is PassageKind.EXERCISE:  # until a heading or a paragraph of plain prose
        return _item_like(text) or bool(re.match(r"^\d", text))
    if mode is PassageKind.ACTIVITY:  # steps: short, numbered or imperative
        return _words(text) <= 45 or bool(_ITEM.match(text) or _IMPERATIVE.match(text))
    if mode is PassageKind.PUZZLE:
        return bool(_ITEM.match(text)) or _words(text) < 20
    if mode is PassageKind.EXAMPLE:
        return not _PROSE_START.match(text)
    return False


def _paragraph_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in re.finditer(r"[^\n]+(?:\n(?!\s*\n)[^\n]*)*", text):
        start, end = match.start(), match.end()
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            spans.append((start, end))
    return spans


class _Labeller:
    """Walks the paragraphs of a book in order, keeping the open section across pages."""

    def __init__(self) -> None:
        self.mode = PassageKind.BODY
        self.box_left = 0  # paragraphs still inside a box ("Box 1", "New words")
        self.question_box = False  # the open exercise section is a box of questions

    def label(self, text: str, grid: bool = False) -> PassageKind:
        stripped = text.strip()
        if _SUMMARY_START.match(stripped):
            self.mode = PassageKind.BODY
            return PassageKind.HEADING
        starter = _starter(stripped, grid)
        if starter is not None:
            if starter is PassageKind.EXERCISE and _EXERCISE_INLINE.match(stripped):
                return PassageKind.EXERCISE  # one inline exercise, no section
            self.mode = starter
            self.question_box = bool(_QUESTION_BOX.match(stripped))
            return starter
        if _CAPTION.match(stripped) and _words(stripped) <= 60:
            return PassageKind.CAPTION
        if _BOX_START.match(stripped):
            glossary = stripped.lower().startswith("new words")
            self.mode, self.box_left = PassageKind.BODY, 1 if glossary else 2
            return PassageKind.DEFINITION
        if is_heading(stripped):
            self.mode = PassageKind.BODY
            return PassageKind.HEADING
        if _NUMBERED_SECTION.match(stripped):
            self.mode = PassageKind.BODY  # "9.2.3 Angle between two lines When we think…"
        mode = self.mode
        if mode is not PassageKind.BODY:
            if mode is PassageKind.EXAMPLE and _NUMBERED.match(stripped) and _asks(stripped):
                self.mode = PassageKind.EXERCISE  # the questions after an example
                return PassageKind.EXERCISE
            if _continues(mode, stripped, self.question_box and mode is PassageKind.EXERCISE):
                return mode
            self.mode = PassageKind.BODY
        if self.box_left:
            self.box_left -= 1
            return PassageKind.DEFINITION
        if _asks(stripped):
            return PassageKind.EXERCISE
        if _DEFINES.search(stripped):
            return PassageKind.DEFINITION
        return PassageKind.BODY


#: The fewest words of prose after an inline exercise that make a paragraph of their own.
_RESUMED_WORDS = 15
_SENTENCE = re.compile(r"[^.?!]+(?:[.?!]+[)\]]?|$)\s*")


def inline_end(text: str) -> int | None:
    """Where the text resumes in a paragraph that opens with an inline exercise ("Exercise:
    Using the explicit rule …, find the 53rd term … The explicit rule is useful in other ways
    too. …"): after the exercise's last question, task or hint, when prose follows it; None
    when the paragraph is all exercise."""
    if not _EXERCISE_INLINE.match(text):
        return None
    end, hint = 0, False
    for i, match in enumerate(_SENTENCE.finditer(text)):
        sentence = match.group().strip()
        hint = hint or sentence.startswith("(")
        if i == 0 or hint or sentence.endswith("?") or _IMPERATIVE.match(sentence):
            end = match.end()
        if hint and sentence.endswith(")"):
            hint = False
    return end if _words(text[end:]) >= _RESUMED_WORDS else None


def label_pages(texts: Sequence[str]) -> list[list[Block]]:
    """The paragraphs of each page (``"\\n\\n"``-separated) with their kinds, in order; a
    paragraph that resumes the text after an inline exercise is two blocks."""
    labeller = _Labeller()
    pages: list[list[Block]] = []
    for text in texts:
        spans = _paragraph_spans(text)
        rows = [bool(_GRID_LINE.match(text[a:b])) for a, b in spans]
        grid = [  # a word-search grid: three or more rows of capitals in a row
            rows[i] and sum(rows[max(0, i - 2) : i + 3]) >= 3 for i in range(len(rows))
        ]
        blocks: list[Block] = []
        for i, (start, end) in enumerate(spans):
            kind = labeller.label(text[start:end], grid[i])
            cut = inline_end(text[start:end]) if kind is PassageKind.EXERCISE else None
            if cut is None:
                blocks.append(Block(start, end, kind))
                continue
            blocks.append(Block(start, start + cut, kind))
            blocks.append(Block(start + cut, end, labeller.label(text[start + cut : end])))
        pages.append(blocks)
    return pages


def kind_at(blocks: Sequence[Block], offset: int) -> PassageKind:
    """The kind of the paragraph holding character ``offset`` (body text when none does)."""
    for block in blocks:
        if block.start <= offset < block.end:
            return block.kind
    return PassageKind.BODY
