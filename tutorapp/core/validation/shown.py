"""What a named graph, table or figure shows, as the book says it: "graph 1 in the sectors
chapter shows how many people work in each sector" against the book's "Graph 1 shows the
production of goods and services in the three sectors" (heldout70 fp70-15). Word overlap
reads the claim as said by another sentence of the page ("… how much goods and services are
produced and how many people work in each sector").

A claim that says what a named graph, table or figure shows (or presents, compares, plots,
depicts, is about) is contradicted by the book's own sentence on what that one shows, or by its
caption ("Graph 1: GVA by Primary, Secondary and Tertiary Sectors"), when the book's words
hold at most half of what the claim says it shows and miss two of its words or more.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_NAME = r"\b(?P<kind>graph|table|fig(?:ure)?)\.?\s*(?P<number>\d+(?:\.\d+)?)(?![\d.]*\d)"
# (what it is of as a whole, not a row of it: "table 6.1 lists testosterone as a hormone of
# the testes" and "… shows that …" say what is in it, which its caption does not list)
_VERB = r"(?:shows?|presents?|compares?|plots?|depicts?|is\s+about)(?!\s+that\b)"
# the claim: "graph 1 (in the sectors chapter) shows how many people work …"
_SAID = re.compile(
    _NAME + r"(?P<between>(?:\s+[\w’'–-]+){0,5}?)\s+" + _VERB + r"\s+(?P<shown>.+)$",
    re.IGNORECASE,
)
# the book's sentence: "Graph 1 shows the production of goods and services …"
_BOOK = re.compile(_NAME + r"\s+" + _VERB + r"\s+(?P<shown>[^.?!]+)", re.IGNORECASE)
# the book's caption: "Graph 1: GVA by Primary, …", "Table 2.1 – …"
_CAPTION = re.compile(_NAME + r"\s*[:–—]\s*(?P<shown>[^.?!:]{6,120})", re.IGNORECASE)
# (what the claim's "between" may say: where the thing stands, never a panel "(a)")
_PLACE = re.compile(r"^(?:\s+(?:in|of|from|on)\b.*)?$", re.IGNORECASE)
#: The most of the claim's shown words the book's may hold for the claim to be against it.
HELD_AT_MOST = 0.5
#: The fewest of the claim's shown words the book's must miss.
MISSED = 2
#: The book's words after the number that count as its caption.
CAPTION_WORDS = 12


def _kind(name: str) -> str:
    return "fig" if name.lower().startswith("fig") else name.lower()


def _words(text: str) -> set[str]:
    return {
        t.stem
        for t in content(terms(text))
        if not t.number and len(t.stem) > 2 and not any(c.isdigit() for c in t.stem)
    }


def shown_otherwise(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted by what the book says the claim's named graph, table or figure shows
    (module docstring); None otherwise."""
    said = _SAID.search(claim)
    if said is None or not _PLACE.match(said.group("between")):
        return None
    name = (_kind(said.group("kind")), said.group("number"))
    shown = _words(said.group("shown"))
    if len(shown) < MISSED + 1:
        return None
    book: list[tuple[int, str, set[str]]] = []
    for pattern in (_BOOK, _CAPTION):  # (the book's sentence is quoted before its caption)
        for index, unit in units:
            for match in pattern.finditer(unit.display):
                if (_kind(match.group("kind")), match.group("number")) != name:
                    continue
                given = " ".join(match.group("shown").split()[:CAPTION_WORDS])
                book.append((index, match.group(0), _words(given)))
    if not book:
        return None
    everything = set().union(*(words for *_, words in book))
    held = shown & everything
    if len(held) > HELD_AT_MOST * len(shown) or len(shown - everything) < MISSED:
        return None
    index, sentence, theirs = book[0]
    quoted = " ".join(sentence.split()).rstrip(" ,;") + "."
    conflict = Conflict(
        kind=ConflictKind.CONTRAST,
        claim=" ".join(sorted(shown - everything)),
        passage=" ".join(sorted(theirs - shown)) or " ".join(sorted(theirs)),
    )
    return contradicted(
        unit=Unit(display=quoted, terms=terms(quoted)),
        conflict=conflict,
        source=index,
        matched=len(held) / len(shown),
    )
