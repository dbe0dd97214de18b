"""A quotation given to someone else than the book gives it to: "the quote at the start of the
trigonometry chapter, 'there is perhaps nothing which so occupies the middle position of
mathematics as trigonometry', is by aryabhata" against the chapter's opening "There is
perhaps nothing which so occupies the middle position of mathematics as trigonometry. –
J.F. Herbart (1890)".

The claim quotes words (between quotation marks) and names who said or wrote them ("is by
X", "X said …", "said by X"); a passage holds the quoted words (most of them, in one run)
followed by a dash and a name. When the claim's name shares no word with the book's, the
book denies it; when it shares one, it is the book's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, contradicted

_OPEN, _CLOSE = "'‘\"“", "'’\"”"
_QUOTE = re.compile(rf"[{_OPEN}](?P<quote>[^{_CLOSE}]{{15,}})[{_CLOSE}]")
# who the claim says it is by: "…', is by aryabhata", "said by Herbart", "Aryabhata said '…"
_BY = re.compile(
    r"\b(?:is|was)\s+(?:(?:said|written|given|quoted)\s+)?by\s+(?P<who>[\w .’'-]{2,40}?)\s*"
    r"(?:[,.;!?]|$)",
    re.IGNORECASE,
)
_SAID = re.compile(r"^\W*(?P<who>[\w .’'-]{2,40}?)\s+(?:said|wrote|says|writes)\b", re.IGNORECASE)
# the book's attribution after the quoted words: "… trigonometry. – J.F. Herbart (1890)"
_AUTHOR = re.compile(r"^\W{0,3}[–—-]\s*(?P<who>[A-Z][\w.’'-]*(?:\s+[A-Z][\w.’'-]*){0,3})")
#: The share of the quotation's words the passage must hold in one run.
HELD = 0.8


def attributed(claim: str, texts: Sequence[str]) -> Judgement | None:
    """Contradicted when the book gives the claim's quotation to someone else (module
    docstring); else None."""
    quoted = _QUOTE.search(claim)
    if quoted is None:
        return None
    rest = claim[: quoted.start()] + claim[quoted.end() :]
    named = _BY.search(rest) or _SAID.match(rest)
    if named is None:
        return None
    who = _words(named["who"])
    words = [t.stem for t in content(terms(quoted["quote"]))]
    if not who or len(words) < 3:
        return None
    for index, text in enumerate(texts):
        found = _quote_run(words, text)
        author = _AUTHOR.match(text[found[1] :]) if found is not None else None
        if found is None or author is None:
            continue
        theirs = _words(author["who"])
        if not theirs or who & theirs:
            return None
        # (less a chapter opener's number: "8 There is perhaps nothing …")
        said = re.sub(
            r"^\d+\s+(?=[A-Z])", "", f"{text[found[0] : found[1]].strip()} {author.group().strip()}"
        )
        unit = Unit(display=said, terms=terms(said))
        conflict = Conflict(
            kind=ConflictKind.ENTITY, claim=" ".join(sorted(who)), passage=author["who"]
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None


def _quote_run(words: list[str], text: str) -> tuple[int, int] | None:
    """Where the passage's sentence holding the quotation's words (``HELD`` of them, in
    order) starts and ends; else None."""
    for sentence in re.finditer(r"[^.!?]+[.!?]?", text):
        said = [t.stem for t in content(terms(sentence.group()))]
        held, at = 0, 0
        for word in words:
            if word in said[at:]:
                at = said.index(word, at) + 1
                held += 1
        if held >= HELD * len(words):
            return sentence.start(), sentence.end()
    return None


def _words(text: str) -> set[str]:
    return {t.stem for t in content(terms(text.replace(".", " ")))} - {"himself", "herself"}
