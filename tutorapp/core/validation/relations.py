"""What a sentence says a symbol or a named quantity equals, read from its written maths.

The word-level terms (``terms.terms``) drop lone letters and keep only ``+ − = ×``, so "a can be
0" against "a ≠ 0", or "the nth term is a + nd" against "the nth term … is given by an = a +
(n – 1) d", look alike there. Here the sentence's own characters are read:

* ``facts``: a lone letter related to a number ("a ≠ 0", "a can be 0", "x > 2") — ``=`` for
  "=", "is", "can be", "equals"; ``≠`` for "≠", "is not", "cannot be"; ``<``, ``>``, ``≤``, ``≥``;
* ``formulas``: what the words before "is / = / equal to / is given by" are said to be, when it
  is written maths (a run of letters, digits, brackets and operators holding an operator or a
  bracket), keyed by the content words before it in its clause (at most four): another
  sentence speaks of the same quantity when all of them come before its formula.

``relation_conflicts`` finds, for a claim and a passage sentence, a symbol related the
incompatible way to the same number, or the same named quantity given as another formula
that the sentence never writes the claim's way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison, stems

_DASHES = str.maketrans({"–": "-", "−": "-", "—": "-", "×": "*"})
_REL_WORDS = (
    (r"≠|!=|is\s+not|isn'?t|can\s*not\s+be|cannot\s+be|can'?t\s+be|must\s+not\s+be", "≠"),
    (r"≤|is\s+less\s+than\s+or\s+equal\s+to", "≤"),
    (r"≥|is\s+greater\s+than\s+or\s+equal\s+to", "≥"),
    (r"<|is\s+less\s+than", "<"),
    (r">|is\s+greater\s+than", ">"),
    (r"=|equals|is\s+equal\s+to|can\s+be|is", "="),
)
# a lone letter, a relation, a number that is not the start of an expression ("2x", "3 + y")
_FACT = re.compile(
    r"(?<![\w\-–−+=(/*×])([a-zA-Z])\s*("
    + "|".join(f"(?:{w})" for w, _ in _REL_WORDS)
    + r")\s*(-?\s?\d+(?:\.\d+)?)(?!\d|\.\d|[a-zA-Z(]|\s*[+*×/^−–-]\s*\w)",
)
_INCOMPATIBLE = {
    ("=", "≠"),
    ("<", ">"),
    ("<", "≥"),
    ("<", "="),
    (">", "≤"),
    (">", "="),
}
_INTRO = re.compile(r"\b(?:is\s+given\s+by|is\s+equal\s+to|equal\s+to|equals|is)\s+|=\s*", re.I)
_ATOM = r"(?:[a-zA-Z]{1,2}\d*|\d+[a-zA-Z]{0,2}\d*)"
_TOKEN = re.compile(
    rf"^[(\[]*{_ATOM}(?:/{_ATOM})?[)\]]*[.,;]?$|^[+\-*/=]$|^[(\[]*{_ATOM}[)\]]*[.,;]?$"
)


# "a is zero" ("one" is left alone: "a is one of the roots")
_NUMBERS = {w: str(n) for n, w in enumerate("zero one two three four five".split()) if n != 1}
_NUMBER_WORD = re.compile(r"\b(?:" + "|".join(_NUMBERS) + r")\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Fact:
    symbol: str
    relation: str
    number: str


@dataclass(frozen=True, slots=True)
class Formula:
    key: frozenset[str]  # the content words before it in its clause (at most four)
    before: frozenset[str]  # every content word before it
    written: str  # spaces, dashes and the closing mark folded: "a+(n-1)d"

    @property
    def shape(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """Its letters and numbers (sorted) and its operators (in order): "n/2 [2a + (n – 1)
        d]" and "2 n [2a + (n – 1) d]" (a fraction as the text layer gives it) are one
        formula; "(n + 1)" for "(n – 1)" is another."""
        atoms = tuple(sorted(re.findall(r"[a-zA-Z]|\d+", self.written)))
        return atoms, tuple(re.findall(r"[+\-*=]", self.written))


def _relation(word: str) -> str:
    for pattern, relation in _REL_WORDS:
        if re.fullmatch(pattern, word.strip(), re.IGNORECASE):
            return relation
    return "="


def facts(sentence: str) -> set[Fact]:
    """Lone letters related to numbers ("a ≠ 0" → a ≠ 0; "a can be 0" → a = 0)."""
    found = set()
    sentence = _NUMBER_WORD.sub(lambda m: _NUMBERS[m.group(0).lower()], sentence)
    for match in _FACT.finditer(sentence):
        symbol, word, number = match.groups()
        if sentence[: match.start()].rstrip()[-1:] in tuple("+-–−=*×/("):
            continue  # "… + c = 0": the end of an equation, not a fact about c
        found.add(Fact(symbol, _relation(word), number.replace(" ", "")))
    return found


def formulas(sentence: str) -> list[Formula]:
    """What named quantities are said to be, where that is written maths."""
    text = sentence.translate(_DASHES)
    found: list[Formula] = []
    for intro in _INTRO.finditer(text):
        before = text[: intro.start()]
        words = [t.stem for t in content(terms(before))]
        clause = [t.stem for t in content(terms(re.split(r"[,;:]", before)[-1]))]
        if len(clause) < 2:
            continue
        tokens: list[str] = []
        for token in text[intro.end() :].split():
            if not _TOKEN.match(token):
                break
            tokens.append(token.rstrip(".,;"))
        written = "".join(tokens).split("=")[-1]
        if len(written) >= 3 and re.search(r"[+\-*/()\[\]]", written):
            found.append(
                Formula(key=frozenset(clause[-4:]), before=frozenset(words), written=written)
            )
    return found


def relation_conflicts(
    claim: str, sentence: str, written: frozenset[object] = frozenset()
) -> list[tuple[str, str]]:
    """(the claim's, the sentence's) for each relation the sentence states otherwise
    (``written``: the facts and formula shapes the passages state somewhere; a relation
    written the claim's way anywhere is not contradicted)."""
    out: list[tuple[str, str]] = []
    theirs = facts(sentence)
    for mine in facts(claim):
        if mine in theirs or mine in written:
            continue
        for other in theirs:
            same = other.symbol == mine.symbol and other.number == mine.number
            pair = (mine.relation, other.relation)
            if same and (pair in _INCOMPATIBLE or pair[::-1] in _INCOMPATIBLE):
                out.append((f"{mine.symbol} {mine.relation} {mine.number}", str(other.relation)))
    given = formulas(sentence)
    shapes = {f.shape for f in given}
    for mine_f in formulas(claim):
        if mine_f.shape in shapes or mine_f.shape in written:
            continue
        for other_f in given:
            # (not a choice of values: "slope of the other line is 3 or 1 3 −" gives two)
            if mine_f.key <= other_f.before and not re.search(r"\dor\d", other_f.written):
                out.append((mine_f.written, other_f.written))
                break
    return out


def stated(sentences: list[str]) -> frozenset[object]:
    """The facts and formula shapes the sentences write (for ``relation_conflicts``)."""
    out: set[object] = set()
    for sentence in sentences:
        out |= facts(sentence)
        out |= {f.shape for f in formulas(sentence)}
    return frozenset(out)


def written_against(
    claim: str,
    words: set[str],
    units: Sequence[tuple[int, Unit]],
    relations: frozenset[object],
    floor: float,
) -> Judgement | None:
    """Contradicted by the unit (holding ``floor`` of the claim's ``words`` or more, the
    most of them) whose written maths relates the claim's symbol or quantity otherwise
    (``relation_conflicts``; ``relations``: what the passages write, from ``stated``)."""
    best: tuple[float, Comparison, int] | None = None
    for index, unit in units:
        share = len(words & stems(unit)) / len(words)
        if share < floor or (best and share <= best[0]):
            continue
        found = relation_conflicts(claim, unit.display, relations)
        if found:
            conflicts = tuple(
                Conflict(kind=ConflictKind.FORMULA, claim=mine, passage=theirs)
                for mine, theirs in found
            )
            best = (share, Comparison(unit=unit, matched=share, conflicts=conflicts), index)
    if best is None:
        return None
    return Judgement(verdict=Verdict.CONTRADICTED, evidence=best[1], source=best[2])
