"""A claim one row of an image table settles: "when I keep the candle beyond 2F1 of a convex
lens, the image forms beyond 2F2 and comes out bigger" against Table 9.4's row "Position of
the object: Beyond 2F1; Position of the image: Between F2 and 2F2; Relative size of the
image: Diminished; Nature of the image: Real and inverted (Table 9.4, by a convex lens)."

The ingest reads a table by rows and names the table a row is from when its caption says
what the table is about (``ingest.tables``). The four image tables (a concave and a convex
mirror, a convex and a concave lens) have alike rows, and their cells share words ("Between
F and C" is the image of "Beyond C"), so word overlap supports a claim with another row's
cells. Here the claim is read as the table is: the table it names ("a convex lens"), the row
of the object's position it names (after "object", "candle", "kept", "placed" …), then each
column it speaks of: the image's position (another row's position, or a place after "image"
the row does not give, and none of this row's), its size ("bigger", "smaller", "same size")
and its nature (real or virtual, inverted or erect). Points are read by their letters, as
the tables name them ("the optical centre" is O, "its focus F1" is F1, "a very distant
object" is at infinity).
One that differs contradicts the claim, quoting the row; a claim all of whose columns agree
is supported by it. A claim with a negation, or that names no table or no row, is left to
the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.ingest.tables import ROW_SOURCE, SENTENCE_END
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict, contradicted
from tutorapp.core.validation.weighing import Comparison

_OBJECT_LABEL = "position of the object"
_IMAGE_LABEL = "position of the image"
_NEGATION = re.compile(r"\b(?:not|never|no|cannot)\b|n't\b")
# before the object's position: "keep the candle beyond 2F1", "object placed at C"
_OBJECT_CUE = re.compile(
    r"\b(?:object|candle|keep|kept|place|placed|put|putting|move|moved|stand|standing)\b"
)
_IMAGE_WORD = re.compile(r"\bimages?\b")
_BETWEEN = re.compile(r"\bbetween\s+(\w+)\s+and\s+(\w+)\b")
_FEATURES = {
    "size": (
        (
            "same",
            re.compile(r"\bsame\s+size\b|\bequal\s+(?:in\s+)?size\b|\bas\s+(?:big|large)\s+as\b"),
        ),
        ("enlarged", re.compile(r"\b(?:enlarged|bigger|larger|magnified|taller)\b")),
        ("diminished", re.compile(r"\b(?:diminished|smaller|reduced|point-sized)\b")),
    ),
    "kind": (
        ("real", re.compile(r"\breal\b")),
        ("virtual", re.compile(r"\bvirtual\b")),
    ),
    "way_up": (
        ("inverted", re.compile(r"\b(?:inverted|upside\s+down)\b")),
        ("erect", re.compile(r"\b(?:erect|upright)\b")),
    ),
}


@dataclass(frozen=True)
class _Row:
    text: str  # the row as the passage gives it
    cells: dict[str, str]  # label → value, in lower case
    what: str  # what the table is about ("convex lens")


# the points of a mirror or lens by their letters, as the tables name them: "the optical
# centre O" and "O", "the pole P" and "P", "focus F1" and "F1", "a very distant object" and
# an object "at infinity"
_POINTS = (
    (re.compile(r"\b(?:the\s+)?optical\s+centre(?:\s+o\b)?"), "o"),
    (re.compile(r"\b(?:the\s+)?pole(?:\s+p\b)?"), "p"),
    (re.compile(r"\b(?:the\s+)?centre\s+of\s+curvature(?:\s+c\b)?"), "c"),
    (re.compile(r"\b(?:the\s+|principal\s+)?focus\s+(?=\w)"), ""),
    (
        re.compile(r"\b(?:an?\s+)?(?:very\s+)?(?:distant|far\s+away|far\s+off)\s+object"),
        "object at infinity",
    ),
    (re.compile(r"\s+of\s+the\s+(?:lens|mirror)\b"), ""),
)
_ARTICLE = re.compile(r"\b(?:the|its|an?)\s+")
# where an image is said to be: "beyond F1", "at 2F2", "between F1 and O", "behind the mirror"
_PLACE = re.compile(r"\b(?:at|beyond|behind|between\s+\w+\s+and)\s+\w+")


def _plain(text: str) -> str:
    text = " ".join(text.lower().split())
    for pattern, letter in _POINTS:
        text = pattern.sub(letter, text)
    text = " ".join(_ARTICLE.sub("", text).split())
    return _BETWEEN.sub(lambda m: "between " + " and ".join(sorted(m.groups())), text)


def _rows(text: str) -> list[_Row]:
    rows = []
    for sentence in SENTENCE_END.split(text):
        source = ROW_SOURCE.search(sentence)
        if source is None or _OBJECT_LABEL not in sentence.lower():
            continue
        cells = {}
        for cell in sentence[: source.start()].split("; "):
            label, _, value = cell.partition(": ")
            if value:
                cells[" ".join(label.lower().split())] = _plain(value)
        what = " ".join(source["what"].lower().split())
        if _OBJECT_LABEL in cells:
            rows.append(_Row(sentence.strip(), cells, what))
    return rows


def _features(text: str) -> dict[str, str]:
    found = {}
    for column, choices in _FEATURES.items():
        said = [name for name, pattern in choices if pattern.search(text)]
        if len(said) == 1:
            found[column] = said[0]
    return found


def _phrase(text: str, phrase: str) -> re.Match[str] | None:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text)


def _object_row(claim: str, rows: list[_Row]) -> tuple[_Row, int, int] | None:
    """The row whose object position the claim names as the object's, and where that is."""
    found = []
    for row in rows:
        match = _phrase(claim, row.cells[_OBJECT_LABEL])
        if match is not None:
            found.append((match.start(), match.end(), row))
    cued = []
    for start, end, row in found:
        before = claim[max(0, start - 50) : start]
        cue = list(_OBJECT_CUE.finditer(before))
        if cue and not _IMAGE_WORD.search(before[cue[-1].end() :]):
            cued.append((start, end, row))
    if cued:
        start, end, row = min(cued, key=lambda item: item[0])
        return row, start, end
    if len({row.cells[_OBJECT_LABEL] for _, _, row in found}) == 1:
        start, end, row = found[0]
        if not _IMAGE_WORD.search(claim[max(0, start - 30) : start]):
            return row, start, end
    return None


def rowed(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted (or supported) by the row of an image table the claim speaks of (module
    docstring); else None."""
    said = _plain(claim)
    if _NEGATION.search(said):
        return None
    for index, text in enumerate(texts):
        tables: dict[str, list[_Row]] = {}
        for row in _rows(text):
            tables.setdefault(row.what, []).append(row)
        named = [what for what in tables if re.search(rf"\b{re.escape(what)}(?:e?s)?\b", said)]
        if len(named) != 1:
            continue
        rows = tables[named[0]]
        picked = _object_row(said, rows)
        if picked is None:
            continue
        row, start, end = picked
        judgement = _judge(f"{said[:start]} … {said[end:]}", row, rows, index)
        if judgement is not None:
            return judgement
    return None


def _judge(rest: str, row: _Row, rows: list[_Row], index: int) -> Judgement | None:
    """The rest of the claim (all but the object's position) against ``row``'s other
    cells."""
    unit = Unit(row.text, terms(row.text))
    agreed = 0
    image = row.cells.get(_IMAGE_LABEL, "")
    places = {image, image.split(",")[0]} - {""}
    if places and any(_phrase(rest, place) for place in places):
        agreed += 1
    elif places:
        others = (
            {r.cells.get(_IMAGE_LABEL, "").split(",")[0] for r in rows if r is not row}
            - places
            - {""}
        )
        wrong = [place for place in others if _phrase(rest, place)]
        # or a place of the image the table does not give ("beyond F1" for "between F1 and O")
        said = _IMAGE_WORD.search(rest)
        after = rest[said.end() :] if said is not None else ""
        wrong += [m.group(0) for m in _PLACE.finditer(after) if m.group(0) not in image]
        if wrong:
            conflict = Conflict(kind=ConflictKind.CONTRAST, claim=wrong[0], passage=image)
            return contradicted(unit=unit, conflict=conflict, source=index)
    book = _features(" ".join(v for k, v in row.cells.items() if k != _OBJECT_LABEL))
    for column, value in _features(rest).items():
        if column not in book:
            continue
        if value != book[column]:
            conflict = Conflict(kind=ConflictKind.CONTRAST, claim=value, passage=book[column])
            return contradicted(unit=unit, conflict=conflict, source=index)
        agreed += 1
    if not agreed:
        return None
    evidence = Comparison(unit=unit, matched=1.0, conflicts=())
    return Judgement(verdict=Verdict.SUPPORTED, evidence=evidence, source=index)


# -- a row's group ----------------------------------------------------------------------------

_NOTE = re.compile(r"\s*\([^()]*\)")  # "Constantan (alloy of Cu and Ni)" is Constantan
# a claim about how the table sorts its rows ("table 11.2 puts it with …", "lists … among …"):
# its groups are the table's, not kinds that may overlap (an alloy conducts too)
_SORTING = re.compile(
    r"\btable\b|\blist(?:s|ed)?\b|\bamong\b|\bgroup(?:s|ed)?\b|\bputs?\b|\bclassif(?:y|ies|ied)\b"
)
# the examples a claim gives of a group: "with the good conductors like copper and silver"
_EXAMPLES = re.compile(r"\s+(?:like|such\s+as|including|e\.g\.)\s+.*$")


def _grouped_rows(text: str) -> list[tuple[str, str, str]]:
    """(group, name, row) of each row of a grouped table ("Insulators; Material: Diamond;
    Resistivity (Ω m): 1012 - 1013." → insulators, diamond)."""
    found = []
    for sentence in SENTENCE_END.split(text):
        cells = sentence.strip().rstrip(".").split("; ")
        if len(cells) < 3 or ":" in cells[0] or not all(": " in cell for cell in cells[1:]):
            continue
        group = " ".join(cells[0].lower().split())
        name = _NOTE.sub("", cells[1].split(": ", 1)[1]).strip().lower()
        if group and name and not re.search(r"\d", name + group):
            found.append((group, name, sentence.strip()))
    return found


def _says(text: str, group: str) -> bool:
    """``text`` names ``group`` or one of it ("conductors", "a conductor")."""
    return re.search(rf"\b{re.escape(group.rstrip('s'))}s?\b", text) is not None


def grouped(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted when the claim puts a table's row in another of the table's groups
    ("table 11.2 puts diamond with the good conductors" against "Insulators; Material:
    Diamond; …"); else None (a claim that puts it in its own group may say more, for the
    other checks: "the wire … turns out to be the alloy nichrome"). Only a claim about how
    the table sorts its rows is read (``_SORTING``), and a table's rows may be spread over
    several passages."""
    said = " ".join(claim.lower().split())
    if _NEGATION.search(said) or not _SORTING.search(said):
        return None
    rows: dict[str, tuple[str, str, int]] = {}  # name → (group, row, passage)
    for index, text in enumerate(texts):
        for group, name, row in _grouped_rows(text):
            rows.setdefault(name, (group, row, index))
    groups = {group for group, _, _ in rows.values()}
    # (the rows a claim names as the group's examples are not the row it sorts)
    named = [name for name in rows if _phrase(_EXAMPLES.sub("", said), name)]
    if len(groups) < 2 or len(named) != 1:
        return None
    own, row, index = rows[named[0]]
    others = [g for g in groups - {own} if _says(said, g)]
    unit = Unit(row, terms(row))
    if others and not _says(said, own):
        conflict = Conflict(kind=ConflictKind.CONTRAST, claim=others[0], passage=own)
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
