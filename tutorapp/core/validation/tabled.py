"""A comparison a table of the book settles: "ice has a higher refractive index than water"
against Table 9.3's "… Ice 1.31 Water 1.33 …", "copper has lower resistivity than silver"
against Table 11.2's "Silver 1.60 × 10–8 Copper 1.62 × 10–8".

A table reaches the passages as a sentence per row ("Material medium: Ice; Refractive index:
1.31.", see ``ingest.tables``) or, from a library indexed before tables were read by rows, as
its cells in reading order: a row's name (a word written as a name) and after it its value,
a number with perhaps a power of ten ("× 10–8", as the text layer writes 10⁻⁸). The claim
compares two things on a quantity ("A has a higher X than B"); when one passage gives each of
them one value and names the quantity, the values say which is higher. A claim they deny is
contradicted, quoting the two cells; a claim they bear out is supported by them (a sentence
on another kind of thing does not overrule them); one the table cannot settle (a range "1010
– 1014", a name given two values, a quantity the passage does not name), is left to the
other checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict, contradicted
from tutorapp.core.validation.weighing import Comparison

# "A has a higher X than B", "A is lower in X than B" is not read
_CLAIM = re.compile(
    r"^(?P<a>.+?)\s+(?:has|have|had|is|are|was|were)\s+(?:an?\s+)?(?:much\s+|slightly\s+)?"
    r"(?P<degree>higher|greater|larger|bigger|more|lower|smaller|less)\s+"
    r"(?P<what>[a-z][\w\s-]*?)\s+than\s+(?:that\s+of\s+|those\s+of\s+)?(?P<b>.+)$",
    re.IGNORECASE,
)
# another clause: "…, and glass conducts well", "… than water but …"
_MORE_SAID = re.compile(r",|;|\b(?:and|but|while|whereas|so|because)\b", re.IGNORECASE)
_UP = frozenset({"higher", "greater", "larger", "bigger", "more"})
# a row's name and its value, run together ("Silver 1.60 × 10–8", "Ice 1.31") or as the
# ingest reads a row ("Material medium: Ice; Refractive index: 1.31", "… Constantan (alloy of
# Cu and Ni); Resistivity (Ω m): 49 × 10–6"), not a range ("Glass
# 1010 – 1014") nor a number that goes on ("Class 10")
_CELL = re.compile(
    r"\b(?P<name>[A-Z][a-z]{2,}(?:\s+[a-z]{3,}){0,2})(?:(?:\s*\([^()]{1,40}\))?;\s*[A-Z][^:;.]{0,40}:)?"
    r"\s+(?P<value>\d+(?:\.\d+)?)"
    r"(?:\s*×\s*10\s*(?P<sign>[–−-])?\s*(?P<power>\d{1,2})\b)?"
    r"(?!\s*[–−-]\s*\d|\.\d|\d|\s*%)"
)


#: Words that number a place in the book ("Table 9.3", "Fig. 11.2"), never a row's name.
_PLACES = frozenset(
    "table tables fig figure chapter class section activity example exercise".split()
)


def _cells(text: str) -> dict[str, set[float]]:
    """Each row name of ``text`` (in lower case) and the values written right after it."""
    found: dict[str, set[float]] = {}
    for cell in _CELL.finditer(text):
        if cell["name"].split()[0].lower() in _PLACES:
            continue
        value = float(cell["value"])
        if cell["power"] is not None:
            value *= 10.0 ** (-int(cell["power"]) if cell["sign"] else int(cell["power"]))
        found.setdefault(" ".join(cell["name"].lower().split()), set()).add(value)
    return found


def _cell_text(text: str, name: str) -> str:
    """The cell as the book writes it ("Copper 1.62 × 10–8")."""
    for cell in _CELL.finditer(text):
        if " ".join(cell["name"].lower().split()) == name:
            return cell.group(0)
    return name


def _named(part: str, cells: dict[str, set[float]]) -> list[str]:
    """The row names ``part`` holds, in its order ("rock salt", a name of two words, too)."""
    low = " ".join(part.lower().split())
    found = [
        (m.start(), name) for name in cells for m in re.finditer(rf"\b{re.escape(name)}\b", low)
    ]
    return [name for _, name in sorted(found)]


# "benzene is optically denser than rock salt": it has the higher refractive index, as the
# book says the medium with the larger refractive index is
_OPTICALLY = re.compile(r"\b(?:is|are)\s+optically\s+(denser|rarer)\s+than\b", re.IGNORECASE)


def _optically(match: re.Match[str]) -> str:
    degree = "higher" if match.group(1).lower() == "denser" else "lower"
    return f"has a {degree} refractive index than"


# "mercury is a better conductor than iron": it has the lower resistivity
_CONDUCTOR = re.compile(
    r"\b(?:is|are)\s+(?:a\s+)?(?:much\s+)?(better|poorer|worse)\s+conductors?"
    r"(?:\s+of\s+electricity)?\s+than\b",
    re.IGNORECASE,
)


def _conducts(match: re.Match[str]) -> str:
    degree = "lower" if match.group(1).lower() == "better" else "higher"
    return f"has a {degree} resistivity than"


def _as_table_reads(claim: str) -> str:
    """The claim as a comparison of the quantity a table gives."""
    return _CONDUCTOR.sub(_conducts, _OPTICALLY.sub(_optically, claim))


def tabled(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted (or supported) by a table whose values deny (or bear out) the claim's
    comparison (module docstring); else None."""
    said = _CLAIM.match(_as_table_reads(claim.strip().rstrip(".?!")))
    if said is None:
        return None
    quantity = {t.stem for t in content(terms(said["what"]))}
    if not quantity:
        return None
    for index, text in enumerate(texts):
        cells = _cells(text)
        first, second = _named(said["a"], cells), _named(said["b"], cells)
        if not first or not second:
            continue
        a, b = first[-1], second[0]
        if a == b or len(cells[a]) != 1 or len(cells[b]) != 1:
            continue
        if not quantity <= {t.stem for t in terms(text)}:
            continue  # the passage does not name the quantity compared
        (value_a,), (value_b,) = cells[a], cells[b]
        higher = said["degree"].lower() in _UP
        shown = f"{_cell_text(text, a)} … {_cell_text(text, b)}"
        unit = Unit(shown, terms(shown))
        if (value_a > value_b) == higher and value_a != value_b:
            # the table bears it out (whatever a sentence says of another kind of thing:
            # "the resistivity of an alloy is generally higher than that of its … metals")
            if _MORE_SAID.search(said["b"]) or _MORE_SAID.search(said["a"]):
                return None  # the claim says more, for the other checks to read
            evidence = Comparison(unit=unit, matched=1.0, conflicts=())
            return Judgement(verdict=Verdict.SUPPORTED, evidence=evidence, source=index)
        conflict = Conflict(
            kind=ConflictKind.ORDER, claim=f"{a} {said['degree'].lower()} {b}", passage=shown
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
