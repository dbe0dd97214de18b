"""A quotation given to someone else than the book gives it to: "the quote at the start of the
trigonometry chapter, 'there is perhaps nothing which so occupies the middle position of
mathematics as trigonometry', is by aryabhata" against the chapter's opening "There is
perhaps nothing which so occupies the middle position of mathematics as trigonometry. –
J.F. Herbart (1890)".

The claim quotes words (between quotation marks) and names who said or wrote them ("is by
X", "X said …", "said by X"); a passage holds the quoted words (most of them, in one run)
followed by a dash and a name. When the claim's name shares no word with the book's, the
book denies it; when it shares one, it is the book's. An answer's own quotation the
passages do not hold is the model's words given as the book's (``misquoted``).
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
    for sentence in _SENTENCE.finditer(text):
        if _held(words, [t.stem for t in content(terms(sentence.group()))]):
            return sentence.start(), sentence.end()
    return None


_SENTENCE = re.compile(r"[^.!?]+[.!?]?")


def _held(words: list[str], said: list[str]) -> bool:
    """``HELD`` of ``words`` occur in ``said`` in their order."""
    held, at = 0, 0
    for word in words:
        if word in said[at:]:
            at = said.index(word, at) + 1
            held += 1
    return held >= HELD * len(words)


def _words(text: str) -> set[str]:
    return {t.stem for t in content(terms(text.replace(".", " ")))} - {"himself", "herself"}


# an answer's quotation: words between double quotation marks (not 'sin' or ‘La Géométry’)
_SAID_QUOTE = re.compile(r"[\"“](?P<quote>[^\"”]{20,})[\"”]")
# …unless it gives what the student said: "Your textbook does not say that “…”"
_NOT_SAID = re.compile(r"\b(?:not|never)\s+(?:say|says|said|state|states|mention|mentions)\b", re.I)
#: The fewest content words a quotation must have to be judged.
QUOTED_WORDS = 4


def misquoted(sentence: str, texts: Sequence[str], question: str) -> str | None:
    """The quotation in an answer sentence that no passage holds (``HELD`` of its words in
    order, in one sentence), and the question does not give: 'Gandhiji … in these words:
    "There is enough land, but not enough people to use it"' where the book has "There is
    enough for everybody's need and not for anybody's greed." Else None."""
    asked = {t.stem for t in content(terms(question))}
    for found in _SAID_QUOTE.finditer(sentence):
        if _NOT_SAID.search(sentence[: found.start()]):
            continue
        if "…" in found["quote"] or "..." in found["quote"]:
            continue  # pieces of the book joined ("Ice 1.31 … Water 1.33"), not one run
        words = [t.stem for t in content(terms(found["quote"]))]
        if len(words) < QUOTED_WORDS or sum(w in asked for w in words) >= HELD * len(words):
            continue
        if not any(_held_in_order(words, text) for text in texts):
            return found["quote"]
    return None


#: The most sentences of a passage one quotation may run over.
QUOTED_SENTENCES = 3


def _held_in_order(words: list[str], text: str) -> bool:
    """``HELD`` of ``words``, in order, within a run of up to ``QUOTED_SENTENCES`` of the
    passage's sentences."""
    said = [[t.stem for t in content(terms(m.group()))] for m in _SENTENCE.finditer(text)]
    return any(
        _held(words, [w for sentence in said[start : start + QUOTED_SENTENCES] for w in sentence])
        for start in range(len(said))
    )
