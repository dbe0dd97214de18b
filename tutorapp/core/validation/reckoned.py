"""A claim whose own arithmetic is wrong, against the passage that gives the right value.

"Gauss was 10 when he worked out that 1 + 2 + 3 + … + 100 = 10100" shares few words with
"He immediately replied that the sum is 5050", and no word of it is another word's
opposite: what is wrong is the sum. ``arithmetic.py`` works the claim's step out (5050); a
sentence of a passage about the claim's matter (half its words or more) that gives that value
is the book's correction (one that shares a single word with it, for a value of three
figures or more). Roots a claim gives a quadratic equation are put into it: "2x² – 5x + 3 = 0
gives the roots –1 and –3/2" fails (both give 10), and the sentence that writes the equation
with its true roots ("1 and 3/2 are the roots of the equation 2x2 – 5x + 3 = 0") corrects it.
The first check also reads "After the second bounce, the height is 18 × 0.75 = 18 feet"
against "Second bounce: 18 × 0.75 = 13.5 feet". A line "through (–2, 3)" is checked the same
way as roots: its equations must hold at the point.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import isqrt

from tutorapp.core.validation.arithmetic import (
    check_arithmetic,
    evaluate,
    format_value,
    numbers_of,
)
from tutorapp.core.validation.assigned import assigned, term_valued
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.lists import other_run
from tutorapp.core.validation.outcomes import described, outcome
from tutorapp.core.validation.progressions import listed, progression
from tutorapp.core.validation.terms import content, terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Judgement, Verdict, contradicted
from tutorapp.core.validation.weighing import Comparison, stems

_LEANING = re.compile(r"^\W*(?:he|she|it|they|this|these|its|their|his|her)\b", re.IGNORECASE)
# the share of the claim's words the passage must hold: it speaks of the claim's matter
ABOUT = 0.5
DISTINCT = 3  # figures of a value the passage need only share one word with the claim for


def reckoned(
    claim: str, units: Sequence[tuple[int, Unit]], words: Mapping[int, set[str]]
) -> Judgement | None:
    """Contradicted when a step of the claim's arithmetic is wrong and a sentence of a
    passage about the claim gives the step's true value; else None."""
    slips = check_arithmetic(claim).corrected
    if not slips:
        return None
    said = {t.stem for t in content(terms(claim)) if not t.number}
    if not said:
        return None
    own = numbers_of(claim)
    for slip in slips:
        right = format_value(slip.value)
        if right in own:
            continue  # the claim gives the value itself elsewhere: no telling which is meant
        # (a value of three figures or more is seldom there by chance: one word in common)
        needed = 1 if len(right.strip("-").replace(".", "")) >= DISTINCT else ABOUT * len(said)
        best: tuple[tuple[float, bool, int], int, Unit] | None = None
        for index, unit in units:
            if len(said & words.get(index, set())) < needed:
                continue
            if right not in {t.stem for t in unit.terms if t.number}:
                continue
            share = len(said & stems(unit)) / len(said)
            # (closest first; then one that says who "he" is, then the shortest)
            rank = (share, not _LEANING.match(unit.display), -len(unit.display))
            if best is None or rank > best[0]:
                best = (rank, index, unit)
        if best is not None:
            (share, _, _), index, unit = best
            conflict = Conflict(kind=ConflictKind.NUMBER, claim=slip.right, passage=right)
            return contradicted(unit=unit, conflict=conflict, source=index, matched=share)
    return None


_SIGN = r"[+\-–−]"
#: a quadratic equation as written, "ax² ± bx ± c = 0" (groups: a, sign, b, sign, c)
QUADRATIC = re.compile(
    rf"(\d*)\s*x\s*(?:²|2|\^\s*2)\s*({_SIGN})\s*(\d*)\s*x\s*({_SIGN})\s*(\d+)\s*=\s*0"
)
_POLYNOMIAL = re.compile(
    rf"\d*\s*x\s*(?:²|2|\^\s*2)\s*{_SIGN}\s*\d*\s*x\s*{_SIGN}\s*\d+(?:\s*=\s*0)?"
)
_VALUE = rf"({_SIGN}?\s*\d+(?:\s*/\s*\d+)?)"
_ROOTS = re.compile(
    rf"\broots?\s+(?:are\s+|as\s+)?(?:x\s*=\s*)?{_VALUE}\s*(?:and|or|,)\s*(?:x\s*=\s*)?{_VALUE}"
    # "the roots of 2x² – 5x + 3 = 0 in Example 3 come out as –1 and –3/2" (heldout67 fp67-03)
    rf"|\broots\s+of\s+[^.?!]{{0,60}}?=\s*0\b[^.?!=]{{0,40}}?\b(?:are|as|be)\s+"
    rf"(?:x\s*=\s*)?{_VALUE}\s*(?:and|or|,)\s*(?:x\s*=\s*)?{_VALUE}",
    re.IGNORECASE,
)
# one root: "2 is a root of 2x² – 3x + 1 = 0", "x = 2 is a solution of …"
_ROOT = re.compile(
    rf"(?:\bx\s*=\s*)?{_VALUE}\s+is\s+(?:a|one|the)\s+(?:root|solution)\s+of\b", re.IGNORECASE
)


#: a quadratic's a, b and c
Coefficients = tuple[Fraction, Fraction, Fraction]


def coefficients(equation: re.Match[str]) -> Coefficients:
    """The a, b and c of a ``QUADRATIC`` match ("x2 – 55x + 750 = 0": 1, –55, 750)."""
    lead, sign_b, b_text, sign_c, c_text = equation.groups()
    a = Fraction(lead or 1)
    b = Fraction(b_text or 1) * (1 if sign_b == "+" else -1)
    c = Fraction(c_text) * (1 if sign_c == "+" else -1)
    return a, b, c


def _number(text: str) -> Fraction:
    cleaned = re.sub(r"\s", "", text).translate(str.maketrans("–−", "--"))
    return Fraction(cleaned)


def _flat(text: str) -> str:
    """An equation as the text layer may write it: no spaces, ² as 2, one kind of minus."""
    return re.sub(r"\s", "", text).replace("²", "2").translate(str.maketrans("–−", "--"))


def rooted(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when roots the claim gives its quadratic equation do not satisfy it and
    a sentence writes the equation with its true roots; else None."""
    equation, given = QUADRATIC.search(claim), _ROOTS.search(claim) or _ROOT.search(claim)
    if equation is None or given is None:
        return None
    a, b, c = coefficients(equation)
    roots = [_number(g) for g in given.groups() if g is not None]
    if all(a * r * r + b * r + c == 0 for r in roots):
        return None
    disc = b * b - 4 * a * c
    if disc < 0 or disc.denominator != 1 or isqrt(int(disc)) ** 2 != disc:
        return None  # no rational roots to look for
    true = {(-b + s * isqrt(int(disc))) / (2 * a) for s in (1, -1)}
    written = _flat(equation.group(0)).split("=")[0]
    for index, unit in units:
        # (the roots' figures outside the equation: "1 and 3 2 are the roots of …")
        numbers = {t.stem for t in terms(_POLYNOMIAL.sub(" ", unit.display)) if t.number}
        shown = [{str(abs(r.numerator)), str(r.denominator)} - {"1"} <= numbers for r in true]
        # (one root claimed: a sentence that gives one of the true roots, "1 is a root of …")
        held = all(shown) if len(roots) > 1 else any(shown)
        held = held and ("1" in numbers or all(abs(r.numerator) != 1 for r in true))
        if written in _flat(unit.display) and held and "root" in {t.stem for t in unit.terms}:
            claimed = " and ".join(str(r) for r in roots)
            right = " and ".join(str(r) for r in sorted(true))
            conflict = Conflict(kind=ConflictKind.NUMBER, claim=claimed, passage=right)
            return contradicted(unit=unit, conflict=conflict, source=index)
    return None


_COORDINATE = r"([–−-]?\s*\d+(?:\.\d+)?)"
_THROUGH = re.compile(
    rf"\bthrough\s+(?:the\s+point\s+)?(?:[A-Z]\s*)?\(\s*{_COORDINATE}\s*,\s*{_COORDINATE}\s*\)"
)
# an equation in x and y: "y – 3 = –4(x – 2)", "4x + y – 11 = 0"
# (with its leading sign: "–3x + y + 4 = 0" is not "3x + y + 4 = 0")
_LINE = re.compile(r"(?:[–−-]\s?)?[\dxy(][\dxy\s().+\-–−×*/]*?=\s*[\dxy(–−-][\dxy\s().+\-–−×*/]*")


def _holds(equation: str, x: Fraction, y: Fraction) -> bool | None:
    """Whether the point (x, y) satisfies ``equation``; None when it is no plain equation
    in x and y."""
    if "x" not in equation or "y" not in equation:
        return None
    sides = equation.split("=")
    if len(sides) != 2:
        return None
    at = [re.sub(r"\s+", " ", side).replace("x", f"({x})").replace("y", f"({y})") for side in sides]
    left, right = evaluate(at[0]), evaluate(at[1])
    if left is None or right is None:
        return None
    return left == right


def lined(claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]) -> Judgement | None:
    """A line "through (–2, 3)" whose equation the claim writes: contradicted when the point
    does not satisfy it and a sentence of a passage that names the point writes an equation
    the point does satisfy; supported when the claim's equations hold and such a sentence
    writes one of them; else None."""
    point = _THROUGH.search(claim)
    if point is None:
        return None
    x, y = (_number(g) for g in point.groups())
    mine = [m.group(0).strip(" .,") for m in _LINE.finditer(claim[point.end() :])]
    checked = [(e, _holds(e, x, y)) for e in mine]
    checked = [(e, held) for e, held in checked if held is not None]
    if not checked:
        return None
    wrong = [e for e, held in checked if not held]
    where = _flat(point.group(0)[point.group(0).index("(") :])
    pages = [where in _flat(text) for text in texts]
    for index, unit in units:
        if not pages[index]:
            continue  # (the point may be set in the example's opening sentence)
        theirs = [m.group(0).strip(" .,") for m in _LINE.finditer(unit.display)]
        good = [e for e in theirs if _holds(e, x, y)]
        if wrong and good:
            conflict = Conflict(kind=ConflictKind.FORMULA, claim=wrong[0], passage=good[-1])
            return contradicted(unit=unit, conflict=conflict, source=index)
        if not wrong and {_flat(e) for e in good} & {_flat(e) for e, _ in checked}:
            evidence = Comparison(unit=unit, matched=1.0, conflicts=())
            return Judgement(verdict=Verdict.SUPPORTED, evidence=evidence, source=index)
    return None


def worked(claim: str, units: Sequence[tuple[int, Unit]], texts: Sequence[str]) -> Judgement | None:
    """A worked example's roots, line, equation or symbol value that the claim gets wrong
    (or, for a line, right): ``rooted``, ``lined``, ``simplified``, ``assigned``,
    ``term_valued``, ``progression``, ``listed``, ``other_run``, ``outcome``, then ``described``."""
    return (
        rooted(claim, units)
        or lined(claim, units, texts)
        or simplified(claim, units)
        or assigned(claim, units)
        or term_valued(claim, units, texts)
        or progression(claim, units)
        or listed(claim, units, texts)
        or other_run(claim, units)
        or outcome(claim, units)
        or described(claim, units, texts)
    )


def _form(match: re.Match[str]) -> tuple[str, ...]:
    lead, sign_b, b, sign_c, c = match.groups()
    minus = str.maketrans("–−", "--")
    return (lead or "1", sign_b.translate(minus), b or "1", sign_c.translate(minus), c)


#: Numbers of this many figures or more that a claim and a sentence share are the same
#: example's ("the product is 124").
_MARK_FIGURES = 2


def simplified(claim: str, units: Sequence[tuple[int, Unit]]) -> Judgement | None:
    """Contradicted when the claim's quadratic equation has another constant term than the
    one a sentence of the same example (sharing a number of two figures or more outside
    the equation) writes with the same x² and x terms, and no sentence writes the claim's:
    "… = 124, and that simplifies to x² – 45x + 76 = 0" against "x2 – 45x + 324 = 0"."""
    found = QUADRATIC.search(claim)
    if found is None:
        return None
    mine = _form(found)
    outside = claim[: found.start()] + " " + claim[found.end() :]
    marks = {n for n in re.findall(r"\d+", outside) if len(n) >= _MARK_FIGURES}
    written = [(i, u, [_form(m) for m in QUADRATIC.finditer(u.display)]) for i, u in units]
    if any(mine in forms for _, _, forms in written):
        return None
    for index, unit, forms in written:
        other = next((f for f in forms if f[:3] == mine[:3] and f[3:] != mine[3:]), None)
        if other is None or not marks & set(re.findall(r"\d+", unit.display)):
            continue
        conflict = Conflict(
            kind=ConflictKind.NUMBER,
            claim=f"{mine[3]} {mine[4]}".replace("-", "–"),
            passage=f"{other[3]} {other[4]}".replace("-", "–"),
        )
        return contradicted(unit=unit, conflict=conflict, source=index)
    return None
