"""Checking the arithmetic an answer shows: every ``expression = expression`` step is evaluated.

A small model slips (FINDINGS.md: "2 + 27 = 33"). For each ``=`` in the answer the expression
just before it and the one just after it are read — numbers, + − × ÷ / ^, brackets, units
after numbers (``0.5 A × 600 s = 300 C``) — and, when both are plain arithmetic, evaluated
exactly with ``fractions.Fraction`` over a parsed ``ast`` tree (never ``eval``). Steps with
letters (``aₙ = a + (n − 1)d``) are formulas, not arithmetic, and are left alone; so is a bare
``10 min = 600 s`` (a conversion, no operator). A wrong result that is a plain number is
corrected (and the same wrong number later in the answer with it); a wrong step that cannot be
corrected that way is reported, and the sentence holding it fails checking.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

_SIGNS = str.maketrans("−–—÷", "---/")
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_UNITS = (
    r"(?:km|cm|mm|m|kg|g|mg|s|ms|min|h|hr|hours?|minutes?|seconds?|A|mA|V|mV|kV|W|kW|kWh|J|kJ|"
    r"C|Ω|ohms?|N|Pa|Hz|D|L|mL|°C|°|%|sq\s?m|m2|cm2|rupees|Rs\.?|₹|`|feet|foot|ft|inch(?:es)?|"
    r"metres?|meters?|litres?|liters?|grams?)"
)
UNIT_AFTER_NUMBER = re.compile(rf"(?<=[\d)])\s*{_UNITS}(?![\w])")
_CURRENCY = re.compile(r"(?:₹|Rs\.?|`)\s*(?=[\d(])")
_TIMES = re.compile(r"(?<=[\d)])\s*(?:×|x|X|\*|·)\s*(?=[\d(])")
_IMPLICIT = re.compile(r"(?<=[\d)])\s*(?=\()")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
# "1.6 × 10–8": a superscript the PDF's text layer flattened (no spaces around the dash).
_FLAT_EXPONENT = re.compile(
    r"(?<=[×*x]\s)10[–−-](\d{1,2})(?![\d.])|(?<=[×*])10[–−-](\d{1,2})(?![\d.])"
)
# "(24)2": a square the text layer flattened (the books write (– 4)2 for (−4)²)
_FLAT_SQUARE = re.compile(r"\)([23])(?![\d.])")
# "1 + 2 + 3 + … + 100": an AP's sum written out with an ellipsis (its terms before the dots
# set the common difference)
_N = r"(\d+(?:\.\d+)?)"
_SERIES = re.compile(rf"{_N}\s*\+\s*{_N}\s*\+\s*(?:{_N}\s*\+\s*)?(?:(?:\.\s*){{3}}|…\s*)\+\s*{_N}")
_EXPR_CHARS = re.compile(r"[0-9.\s+\-*/()\[\]^]+")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Slip:
    """A step whose two sides differ."""

    left: str  # the expression as written
    right: str
    value: Fraction  # what the left side is
    position: int  # where the right side starts in the (possibly corrected) answer
    fixed: bool  # the right side was a plain number and was replaced


@dataclass(frozen=True)
class Checked:
    """An answer after its arithmetic was checked (and corrected where it could be)."""

    answer: str
    slips: tuple[Slip, ...]
    verified: frozenset[Fraction]  # numbers that appear in steps that hold
    steps: int  # steps checked

    @property
    def corrected(self) -> tuple[Slip, ...]:
        return tuple(s for s in self.slips if s.fixed)

    @property
    def unfixable(self) -> tuple[Slip, ...]:
        return tuple(s for s in self.slips if not s.fixed)

    def notes(self) -> list[str]:
        """What was corrected, for the student: "2 + 45 = 47 (not 48)"."""
        return [f"{s.left} = {format_value(s.value)} (not {s.right})" for s in self.corrected]


def normalise(text: str) -> str:
    """Unicode maths → ASCII arithmetic: − – → -, × → *, ÷ → /, superscripts → ^, ₹ dropped."""
    text = text.translate(_SIGNS)
    text = re.sub(r"([²³⁴⁵⁶⁷⁸⁹¹⁰⁻]+)", lambda m: "^" + m.group(1).translate(_SUPERSCRIPTS), text)
    return _CURRENCY.sub("", text)


def _to_python(expr: str) -> str | None:
    """``expr`` (one side of a step) as a Python arithmetic expression, or None."""
    text = _FLAT_EXPONENT.sub(lambda m: f"10^-{m.group(1) or m.group(2)}", expr)
    text = normalise(text)
    text = UNIT_AFTER_NUMBER.sub("", text)
    text = _THOUSANDS.sub("", text)
    text = _TIMES.sub("*", text)
    text = _FLAT_SQUARE.sub(r")^\1", text)
    text = _IMPLICIT.sub("*", text)
    text = _SERIES.sub(_summed, text)
    text = text.replace("[", "(").replace("]", ")").replace("^", "**").strip()
    if not text or not _EXPR_CHARS.fullmatch(text) or not _NUMBER.search(text):
        return None
    return text


def _summed(match: re.Match[str]) -> str:
    """The sum of the AP ``match`` writes out, or the text as it was when its terms are no
    AP or its last term is not one of them."""
    first, second, third, last = (Fraction(g) if g else None for g in match.groups())
    assert first is not None and second is not None and last is not None
    step = second - first
    if step == 0 or (third is not None and third - second != step):
        return match.group(0)
    count = (last - first) / step + 1
    if count.denominator != 1 or count < 3:
        return match.group(0)
    total = count * (first + last) / 2
    return f"({total.numerator}/{total.denominator})"


def _value(node: ast.AST) -> Fraction:
    if isinstance(node, ast.Expression):
        return _value(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        inner = _value(node.operand)
        return -inner if isinstance(node.op, ast.USub) else inner
    if isinstance(node, ast.BinOp):
        left, right = _value(node.left), _value(node.right)
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Sub):
            return left - right
        if isinstance(node.op, ast.Mult):
            return left * right
        if isinstance(node.op, ast.Div):
            return left / right
        if isinstance(node.op, ast.Pow) and right.denominator == 1 and abs(right) <= 12:
            return left ** int(right)
    raise ValueError("not plain arithmetic")


def evaluate(expr: str) -> Fraction | None:
    """The exact value of a written arithmetic expression, or None if it is not one."""
    python = _to_python(expr)
    if python is None:
        return None
    try:
        return _value(ast.parse(python, mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError, RecursionError):
        return None


def _has_operator(expr: str) -> bool:
    python = _to_python(expr)
    return python is not None and bool(re.search(r"\d\s*[-+*/]|\*\*|\)\s*[-+*/]", python))


def format_value(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.4g}" if abs(value) < 1e6 else f"{float(value):.6g}"


def _agrees(value: Fraction, written: str) -> bool:
    """Does the written result match ``value`` (allowing the rounding the text shows)?"""
    shown = evaluate(written)
    if shown is None:
        return True  # not a number we can read: not our business
    if shown == value:
        return True
    decimals = re.search(r"\.(\d+)", normalise(written))
    if value.denominator == 1 and shown.denominator == 1 and decimals is None:
        return False
    places = len(decimals.group(1)) if decimals else 0
    tolerance = max(Fraction(1, 2 * 10**places), abs(value) / 100)
    return abs(value - shown) <= tolerance


# -- finding the two sides of each "=" ----------------------------------------------------------

_VARIABLE = re.compile(r"[A-Za-z](?:\d+|[nmk])?|[A-Za-z][A-Za-z]?\d+")
_CITATION = re.compile(r"\s*\[\d{1,2}\]")
_OPERATORS = ("+", "-", "−", "–", "×", "*", "/", "^")
_SIDE = r"[0-9.,\s+\-−–×÷*/()\[\]^²³⁻·₹`…]"
_UNIT_SIDE = rf"(?:\d(?:\.\d+)?\s*{_UNITS}(?![\w]))"
_LEFT = re.compile(rf"(?:{_UNIT_SIDE}|{_SIDE}|(?<=\d\s)x(?=\s\d))+$")
_RIGHT = re.compile(rf"^(?:{_UNIT_SIDE}|{_SIDE}|x(?=\s*\d))+")


def _left_side(text: str) -> tuple[str, int] | None:
    """The arithmetic at the end of ``text`` (before an "="), and where it starts."""
    match = _LEFT.search(text)
    if match is None:
        return None
    start = match.start()
    side = match.group(0)
    cited = list(_CITATION.finditer(side))
    if cited:  # "… [1]. So 3 + 95 =": the step starts after the citation marker
        start += cited[-1].end()
        side = side[cited[-1].end() :]
    while side and not side[0].isdigit() and side[0] not in "(-−–[₹`":
        side, start = side[1:], start + 1  # drop a leading ", " or ") "
    before = text[:start].rstrip()
    token = before.split()[-1] if before.split() else ""
    if side.lstrip()[:1] in "-−–" and (_VARIABLE.fullmatch(token) or token[-1:] in ")0123456789"):
        return None  # "n – 1 =": the minus belongs to an expression with a letter
    if text[start - 1 : start].isalpha() or before[-1:] in _OPERATORS:
        return None  # "a10 =", "2x + 1 =": the expression goes on with a letter
    side = side.strip()
    return (side, start) if side and evaluate(side) is not None else None


def _right_side(text: str) -> str | None:
    """The arithmetic at the start of ``text`` (after an "=")."""
    match = _RIGHT.match(text)
    if match is None:
        return None
    side = _CITATION.split(match.group(0))[0].rstrip(" ,.")  # "= 99 [1]." ends before [1]
    rest = text[len(side) :].lstrip()
    if _CITATION.match(rest):
        rest = ""
    if rest[:1].isalpha():
        return None  # "3n", "2d": a letter touches the number
    side = side.strip()
    return side if side and evaluate(side) is not None else None


def _steps(answer: str) -> Iterator[tuple[str, str, int]]:
    """(left, right, position of right) for every "=" with arithmetic on both sides."""
    for match in re.finditer(r"=", answer):
        eq = match.start()
        if answer[eq - 1 : eq] in "<>!≠" and eq > 0 and answer[eq - 1] in "<>!":
            continue
        left = _left_side(answer[max(0, eq - 120) : eq])
        after = answer[eq + 1 :]
        right = _right_side(after)
        if left is None or right is None:
            continue
        lead = len(after) - len(after.lstrip())
        yield left[0], right, eq + 1 + lead


def _grounded(left: str, protected: frozenset[str], verified: set[Fraction]) -> bool:
    """Each number a step works from is one the question or the sources give, a result
    verified before it, or one step from two of those ("19" of "3 + 19 × 5" when the term is
    the 20th): a sum of numbers the model made up ("R″ = R3 + R4 + R5 = 20 Ω + 30 Ω + 40 Ω = 90
    Ω", where Example 11.9 has 30, 20 and 60 Ω in parallel) verifies none of them (heldout64
    ft64-12). Without ``protected`` (no question or sources to stand on) every step does."""
    if not protected:
        return True
    known = {Fraction(n) for n in protected} | verified
    base = sorted(known, key=abs)[:_GROUNDS]
    for written in _NUMBER.findall(normalise(left)):
        number = Fraction(written)
        if number in known or any(
            number in (a + b, a - b, b - a, a * b) or (b and number == a / b)
            for a in base
            for b in base
        ):
            continue
        return False
    return True


#: The most known numbers (smallest first) a step's numbers are derived from in one step.
_GROUNDS = 60


def check_arithmetic(answer: str, protected: frozenset[str] = frozenset()) -> Checked:
    """Check every step; correct a wrong plain-number result (and its later repeats, except
    numbers in ``protected`` — the question's and the sources' own numbers)."""
    text = answer
    fixed_slips: list[Slip] = []
    for _ in range(8):  # each correction changes the text: scan again, a few times at most
        wrong = _first_fixable(text)
        if wrong is None:
            break
        slip, number = wrong
        shown = format_value(slip.value)
        end = slip.position + len(slip.right)
        text = text[: slip.position] + slip.right.replace(number, shown, 1) + text[end:]
        if number.strip() not in protected:
            cut = slip.position + len(slip.right.replace(number, shown, 1))
            repeat = rf"(?<![\d.]){re.escape(number.strip())}(?!\d|\.\d)"
            tail = re.sub(repeat, shown, text[cut:])
            text = text[:cut] + tail
        fixed_slips.append(slip)
    unfixable: list[Slip] = []
    verified: set[Fraction] = set()
    steps = 0
    for left, right, position in _steps(text):
        if not (_has_operator(left) or _has_operator(right)):
            continue  # "10 min = 600 s": a conversion or a restatement
        steps += 1
        value = evaluate(left)
        if value is None:
            continue
        if _agrees(value, right):  # the step holds: its numbers are consistent…
            if _grounded(left, protected, verified):  # …and stand on the book's, or not
                verified.update(v for v in (value, evaluate(right)) if v is not None)
                verified.update(Fraction(n) for n in _NUMBER.findall(normalise(f"{left} {right}")))
        else:
            unfixable.append(Slip(left, right, value, position, fixed=False))
    return Checked(
        answer=text,
        slips=(*fixed_slips, *unfixable),
        verified=frozenset(verified),
        steps=steps,
    )


_PLAIN_RESULT = re.compile(rf"[-−–]?\s*\d+(?:\.\d+)?(?:\s*{_UNITS})?")


# "aₙ = 600 + (n − 3) × 25": a formula in n alone (no other letter), the answer's own
_FORMULA = re.compile(
    r"\b(?P<letter>[aAtTsS])\s*(?:ₙ|_?n\b|\(n\))\s*=\s*(?P<expr>[0-9n+\-−–×*/().\s]{3,60}?)"
    r"(?=\s*(?:\[\d|[,;:]|\.(?!\d)|$|\s(?:where|for|and|so|which|when)\b))"
)
_SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
# "the 10th year is 2475", "a₁₀ = 2475": the formula's value at one n, as the answer gives it
_AT = re.compile(
    r"\b(?P<n>\d{1,4})(?:st|nd|rd|th)\s+(?:term|year|month|week|day|row|instalment|installment|"
    r"hour|minute|round|step|line|place|floor|number)s?\b[^.\[=]{0,50}?\b(?:is|was|will\s+be|"
    r"would\s+be|=)\s+(?:₹\s*|Rs\.?\s*)?(?P<value>[-−–]?\d[\d,]*(?:\.\d+)?)(?![\d.]*\s*[×x*+/])"
    r"|\b(?P<letter>[aAtT])(?P<sub>\d{1,4}|[₀-₉]{1,4})\s*=\s*(?P<subvalue>[-−–]?\d[\d,]*(?:\.\d+)?)"
    r"(?!\s*[-−–+×*/(])"
)


def _evaluations(text: str) -> Iterator[tuple[str, str, int]]:
    """(the formula written out at n, the value the answer gives, where that value starts)
    for each place after a formula in n where the answer says what it comes to at one n:
    "aₙ = 600 + (n − 3) × 25 … So … the 10th year is 2475" gives ("600 + (10 − 3) × 25",
    "2475", …)."""
    formulas = [
        (m.end(), m["letter"].lower(), m["expr"].strip())
        for m in _FORMULA.finditer(text)
        if "n" in m["expr"] and re.search(r"\d", m["expr"])
    ]
    for at in _AT.finditer(text):
        # (a term's formula for a term: "the 10th term" is never read off Sₙ)
        letter = (at["letter"] or "a").lower().replace("t", "a")
        written = [
            expr
            for end, mine, expr in formulas
            if end <= at.start() and mine.replace("t", "a") == letter
        ]
        if not written:
            continue
        n = at["n"] or at["sub"].translate(_SUBSCRIPT_DIGITS)
        value, group = (at["value"], "value") if at["value"] else (at["subvalue"], "subvalue")
        expr = re.sub(r"(?<=[\d)])\s*n", f" × {n}", written[-1]).replace("n", n)
        expr = re.sub(r"\)\s*(?=\d)", ") × ", expr)
        if evaluate(expr) is not None:
            yield expr, value, at.start(group)


def _first_fixable(text: str) -> tuple[Slip, str] | None:
    """The first wrong step whose right side is a plain number, and that number."""
    for left, right, position in (*_steps(text), *_evaluations(text)):
        if not _has_operator(left) or _has_operator(right):
            continue
        value = evaluate(left)
        if value is None or _agrees(value, right) or not _PLAIN_RESULT.fullmatch(right):
            continue
        number = re.search(r"[-−–]?\s*\d+(?:\.\d+)?", right)
        if number is not None:
            return Slip(left, right, value, position, fixed=True), number.group(0)
    return None


def numbers_of(text: str) -> frozenset[str]:
    """The numbers written in ``text`` (as strings), e.g. a question's or the sources'."""
    return frozenset(m.group(0) for m in _NUMBER.finditer(normalise(text)))
