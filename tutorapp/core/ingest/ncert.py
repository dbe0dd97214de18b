"""Book metadata: NCERT file codes (``jemh105``), language, chapter number and titles.

NCERT names chapter files ``<class><edition><subject><part><chapter>``: ``j`` = class 10
(``a``…``l`` = classes 1…12), ``e``/``h``/``u`` = English/Hindi/Urdu edition, two letters for
the subject (``mh`` Mathematics), one digit for the book part and two for the chapter;
``ps``/``an``/``a1`` instead of the chapter are prelims, answers and appendices. The edition
letter is only a hint (``lehh202`` is the Hindi edition): the language comes from the text.

The chapter number printed on the opening page ("Chapter 9", "अध्याय 9", "Chapter V") wins
over the code. The chapter title is the largest text on the chapter's opening page; when
that is artwork, the chapter's running head stands in.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.ingest.clean import CleanedDocument, RunningHead, analyse_document
from tutorapp.core.ingest.layout import TextLine, normalise_space
from tutorapp.core.ingest.raw import RawDocument, RawLine
from tutorapp.core.textsafe import clean_title
from tutorapp.core.types import BookMeta

_CODE = re.compile(
    r"(?P<cls>[a-l])(?P<edition>[ehu])(?P<subject>[a-z]{2})(?P<part>\d)(?P<rest>\d{2}|ps|an|a\d)?"
)
_EDITIONS = {"e": "en", "h": "hi", "u": "ur"}
_ENGLISH_READERS = ("ff", "fp", "be", "mo", "hb", "sp", "fl", "vt")
SUBJECTS: dict[str, str] = {
    "mh": "Mathematics",
    "sc": "Science",
    "ss": "Social Science",
    "ph": "Physics",
    "ch": "Chemistry",
    "bo": "Biology",
    "ec": "Economics",
    "hs": "History",
    "gy": "Geography",
    "ps": "Political Science",
    "so": "Sociology",
    "py": "Psychology",
    "ac": "Accountancy",
    "bs": "Business Studies",
    "hh": "Human Ecology and Family Sciences",
    "he": "Human Ecology and Family Sciences",
    "cs": "Computer Science",
    "ip": "Informatics Practices",
} | dict.fromkeys(_ENGLISH_READERS, "English")

_HEFS = {"en": "Human Ecology and Family Sciences", "hi": "मानव पारिस्थितिकी एवं परिवार विज्ञान"}
_PART = {"en": "Part", "hi": "भाग"}
#: Book titles by (class, subject code, part), where the code says which book it is.
BOOK_TITLES: dict[tuple[int, str, int], str] = {
    (10, "ss", 1): "Contemporary India – II",
    (10, "ss", 2): "Understanding Economic Development",
    (10, "ss", 3): "India and the Contemporary World – II",
    (10, "ss", 4): "Democratic Politics – II",
}
_EDITION_SUBJECTS: dict[str, str] = {"ff": "First Flight", "fp": "Footprints without Feet"}

_SMALL_WORDS = frozenset(
    "a an and as at but by for from in into nor of on or over per the to up via with".split()
)
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50}
_MARKER = re.compile(r"(?:chapter|अध्याय)(?P<number>\d{1,2}|[ivxl]{1,6})?(?:[:.\-–].*)?")
_OPENER = re.compile(
    r"^(?:section|unit|इकाई|खंड)\b|notes? for the teacher|^foreword|^preface|^contents",
    re.IGNORECASE,
)
_DEVANAGARI = re.compile(r"[\u0900-\u097f\ua8e0-\ua8ff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
_FILE_LIKE = re.compile(
    r"[\\/]|\.(?:pmd|p65|indd?|qxd|docx?|rtf|odt|pdf|tex|dvi|e?ps|txt)$|^microsoft word|"
    r"^untitled|^chap(?:ter)?\W*\d|^document\d*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class NcertCode:
    """What an NCERT file code says. ``chapter`` is None for prelims, answers, appendices."""

    code: str
    school_class: int
    edition: str  # "en", "hi" or "ur": a hint only
    subject_code: str
    subject: str | None
    part: int
    chapter: int | None


def parse_code(stem: str) -> NcertCode | None:
    """Parse an NCERT file code such as ``jemh105``; None when ``stem`` is not one."""
    code = stem.strip().lower()
    match = _CODE.fullmatch(code)
    if match is None:
        return None
    rest = match["rest"] or ""
    chapter = int(rest) if rest.isdigit() and int(rest) > 0 else None
    return NcertCode(
        code=code,
        school_class=ord(match["cls"]) - ord("a") + 1,
        edition=_EDITIONS[match["edition"]],
        subject_code=match["subject"],
        subject=SUBJECTS.get(match["subject"]),
        part=int(match["part"]),
        chapter=chapter,
    )


def detect_language(pages_text: list[str]) -> str:
    """``"hi"`` when most letters are Devanagari, else ``"en"``."""
    devanagari = sum(len(_DEVANAGARI.findall(text)) for text in pages_text)
    latin = sum(len(_LATIN.findall(text)) for text in pages_text)
    return "hi" if devanagari > latin else "en"


def title_case(text: str) -> str:
    """Title-case ALL-CAPS Latin text (``STRAIGHT LINES`` → ``Straight Lines``); else as is."""
    if not any(char.isupper() for char in text) or any(char.islower() for char in text):
        return text
    words = text.split(" ")
    out = []
    for index, word in enumerate(words):
        lower = word.lower()
        after_colon = index > 0 and words[index - 1].endswith(":")
        if re.fullmatch(r"[IVXL]+", word) and index > 0:
            out.append(word)  # a roman numeral: "India – II"
        elif lower in _SMALL_WORDS and index > 0 and not after_colon:
            out.append(lower)
        else:
            out.append("-".join(part[:1].upper() + part[1:] for part in lower.split("-")))
    return " ".join(out)


def _roman(value: str) -> int:
    numbers = [_ROMAN[char] for char in value]
    return sum(
        -n if i + 1 < len(numbers) and n < numbers[i + 1] else n for i, n in enumerate(numbers)
    )


def _compact(text: str) -> str:
    """Text for marker matching: no spaces or joiners, doubled Devanagari signs collapsed."""
    text = re.sub(r"[\s\u200c\u200d]", "", text).lower()
    return re.sub(r"([\u0900-\u097f])\1+", r"\1", text)


def _is_marker(text: str) -> bool:
    return _MARKER.fullmatch(_compact(text)) is not None


def _centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _number_near(marker: RawLine, lines: tuple[RawLine, ...]) -> int | None:
    """The lone chapter number drawn next to a bare "Chapter" marker."""
    mx, my = _centre(marker.bbox)
    best: tuple[float, int] | None = None
    for line in lines:
        text = line.text.strip()
        if not re.fullmatch(r"\d{1,2}", text):
            continue
        x, y = _centre(line.bbox)
        distance = ((x - mx) ** 2 + (y - my) ** 2) ** 0.5
        reach = 2.5 * max(line.bbox[3] - line.bbox[1], marker.bbox[3] - marker.bbox[1])
        if distance <= reach and (best is None or distance < best[0]):
            best = (distance, int(text))
    return None if best is None else best[1]


def chapter_marker(doc: RawDocument, first_pages: int = 4) -> tuple[int, int | None] | None:
    """(page index, chapter number) of the first "Chapter N"/"अध्याय N" on the first pages."""
    for index, page in enumerate(doc.pages[:first_pages]):
        for line in page.lines:
            match = _MARKER.fullmatch(_compact(line.text))
            if match is None:
                continue
            number = match["number"]
            if number is None:
                return index, _number_near(line, page.lines)
            return index, int(number) if number.isdigit() else _roman(number)
    return None


def _body_size(cleaned: CleanedDocument) -> float:
    weights: Counter[float] = Counter()
    for page in cleaned.lines:
        for line in page:
            weights[round(line.size * 2) / 2] += len(line.text)
    return weights.most_common(1)[0][0] if weights else 0.0


def _title_like(text: str) -> bool:
    return (
        sum(char.isalpha() for char in text) >= 3
        and not _is_marker(text)
        and not re.match(r"fig(?:ure)?\b", text, re.IGNORECASE)
    )


def _adjacent(upper: TextLine, lower: TextLine) -> bool:
    gap = lower.bbox[1] - upper.bbox[3]
    return -0.5 * lower.size <= gap <= 0.9 * max(upper.size, lower.size)


def _heading(lines: tuple[TextLine, ...], body: float) -> str | None:
    """The largest text on a page with the lines set with it, or None if nothing stands out."""
    found = [line for line in lines if line.size >= 1.3 * body and _title_like(line.text)]
    if not found:
        return None
    top = max(found, key=lambda line: (line.size, -line.bbox[1]))
    found = sorted((line for line in found if line.size >= 0.5 * top.size), key=_y0)
    start = end = found.index(top)
    while start > 0 and _adjacent(found[start - 1], found[start]):
        start -= 1
    while end + 1 < len(found) and _adjacent(found[end], found[end + 1]):
        end += 1
    text = ""
    for line in found[start : end + 1]:
        piece = line.text.strip()
        text = text[:-1] + piece if text.endswith("-") else f"{text} {piece}"
    return normalise_space(text).rstrip(" :–-") or None


def _y0(line: TextLine) -> float:
    return line.bbox[1]


def _is_opener(lines: tuple[TextLine, ...], body: float) -> bool:
    return any(line.size >= 1.3 * body and _OPENER.search(line.text) for line in lines)


def _title_pages(doc: RawDocument, cleaned: CleanedDocument, body: float) -> list[int]:
    """Pages where the chapter title may be: the "Chapter N" page, then the first real page."""
    pages: list[int] = []
    marker = chapter_marker(doc)
    if marker is not None:
        pages.append(marker[0])
    for index, lines in enumerate(cleaned.lines[:4]):
        if len(cleaned.pages_text[index]) >= 40 and not _is_opener(lines, body):
            if index not in pages:
                pages.append(index)
            break
    return [index for index in pages if not _is_opener(cleaned.lines[index], body)]


def _letters(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def _head_title(cleaned: CleanedDocument, exclude: set[str]) -> str | None:
    """The chapter's own running head (the one on odd pages that is not the book's name)."""
    printed = cleaned.numbering.printed

    def odd_share(head: RunningHead) -> float:
        numbers = [printed[i] for i in head.pages if i < len(printed) and printed[i] is not None]
        return sum(n % 2 for n in numbers if n is not None) / len(numbers) if numbers else 0.0

    heads = [
        head
        for head in cleaned.running_heads
        if "|" not in head.text and _letters(head.text) not in exclude and _title_like(head.text)
    ]
    if not heads:
        return None
    return max(heads, key=lambda head: (odd_share(head), len(head.pages))).text


def chapter_title(
    doc: RawDocument, cleaned: CleanedDocument, exclude: set[str] | None = None
) -> str | None:
    """The chapter's title as printed on its opening page (ALL CAPS title-cased)."""
    body = _body_size(cleaned)
    for index in _title_pages(doc, cleaned, body):
        heading = _heading(cleaned.lines[index], body)
        if heading:
            return title_case(heading)
    head = _head_title(cleaned, exclude or set())
    return title_case(head) if head else None


def _grade_book(cleaned: CleanedDocument) -> str | None:
    """The book named in a running head like ``Ganita Manjari | Grade 9 | Part I``."""
    for head in cleaned.running_heads:
        parts = [part.strip() for part in head.text.split("|")]
        if len(parts) >= 2 and any(re.match(r"(grade|class)\b", p, re.I) for p in parts[1:]):
            return parts[0] or None
    return None


def _ncert_title(code: NcertCode, language: str, cleaned: CleanedDocument) -> str:
    known = BOOK_TITLES.get((code.school_class, code.subject_code, code.part))
    if known:
        return known
    if code.subject_code in ("hh", "he"):
        edition = language if language in _HEFS else "en"
        return f"{_HEFS[edition]} – {_PART[edition]} {code.part}"
    if code.subject_code in _EDITION_SUBJECTS and code.school_class == 10:
        return _EDITION_SUBJECTS[code.subject_code]
    return _grade_book(cleaned) or code.subject or code.code


def _bounded(title: str | None) -> str | None:
    return clean_title(title) or None if title is not None else None


def meaningful_title(title: str) -> str | None:
    """A PDF metadata title worth showing (not a file name, path or "Chap-5 (8th Nov.)")."""
    title = normalise_space(clean_title(title))
    if sum(char.isalpha() for char in title) < 3 or _FILE_LIKE.search(title):
        return None
    return title


def readable_stem(stem: str) -> str:
    """``my_notes-ch3`` → ``My notes ch3``."""
    text = normalise_space(re.sub(r"[_\-.]+", " ", stem))
    return text[:1].upper() + text[1:] if text else stem


def book_meta(
    path: Path,
    doc: RawDocument,
    pages_text: list[str],
    *,
    cleaned: CleanedDocument | None = None,
) -> BookMeta:
    """Metadata for one PDF. ``cleaned`` may be passed to avoid cleaning ``doc`` twice."""
    cleaned = cleaned if cleaned is not None else analyse_document(doc)
    code = parse_code(path.stem)
    has_text = any(text.strip() for text in pages_text)
    language = detect_language(pages_text) if has_text or code is None else code.edition
    language = language if language in ("en", "hi") else "en"
    if code is None:
        heading = _bounded(chapter_title(doc, cleaned))
        title = meaningful_title(doc.metadata_title) or heading or readable_stem(path.stem)
        return BookMeta(
            title=clean_title(title) or "Untitled",
            chapter_title=heading,
            school_class=None,
            subject=None,
            language=language,
        )
    title = _ncert_title(code, language, cleaned)
    names = {_letters(title), _letters(code.subject or "")} - {""}
    marker = chapter_marker(doc) if code.chapter is not None else None  # not for prelims
    chapter = marker[1] if marker is not None and marker[1] is not None else code.chapter
    return BookMeta(
        title=clean_title(title),
        chapter_title=_bounded(chapter_title(doc, cleaned, names)),
        school_class=code.school_class,
        subject=code.subject,
        language=language,
        part=code.part,
        chapter=chapter,
        code=code.code,
    )
