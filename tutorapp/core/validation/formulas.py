"""Formulas an answer states, checked against the formulas of its sources.

Word overlap cannot tell "Sₙ = n/2 [2a + (n − 1)d]" from "Sₙ = [2n(1 + n)] / 2": both share
every word with the page, and the arithmetic that follows a wrong formula can be perfectly
right (``arithmetic`` checks only that). So each ``X = …`` the answer writes with letters on
the right is compared with the sources' formulas for the same ``X``: it must use the same
variables as one of them (PDF text layers flatten fractions — "Sn = [ ] 2 ( 1) 2 + − n a n d" —
so the order and layout of symbols cannot be compared, their set can; "1/f = 1/v − 1/u" and
"1/v − 1/u = 1/f" are the same formula). A formula whose variables match no formula of the
sources is not from the books (the sum of a GP asked of a chapter that gives only its nth
term). When a formula fails, so do the answer's calculations of the same ``X`` (a
substitution into a wrong formula). Units after numbers are not variables.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tutorapp.core.validation.arithmetic import UNIT_AFTER_NUMBER
from tutorapp.core.validation.checks import Finding
from tutorapp.core.validation.split import AnswerSentence

_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉ₙₐₘₖᵢⱼ", "0123456789namkij")
#: ``X =`` where X is a variable with an optional index: V, R, Sn, an, a10, S24, Rp.
_LEFT = re.compile(r"(?<![\w.])([A-Za-z][A-Za-z]?\d{0,3})\s*=(?!=)")
#: Two-letter words that end a formula's right side (prose, not a product of variables).
_PROSE = frozenset(
    "so or is in of we to at as if be by it on an no do he up us am and the for".split()
)
_FUNCTIONS = frozenset("sin cos tan cot sec cosec log ln sqrt lim exp".split())
_OPERATOR = re.compile(r"[-+*/×÷()\[\]^−–]")
CHECK = "unsupported_formula"
_ASKS_FORMULA = re.compile(r"\b(?:formulae?|formulas|equation\s+for|expression\s+for)\b", re.I)


def _normal(text: str) -> str:
    return UNIT_AFTER_NUMBER.sub("", text.translate(_SUBSCRIPTS))


def _stops(token: str) -> bool:
    """A prose word, which ends a formula (a function name or a product like IR does not)."""
    runs = re.findall(r"[A-Za-z]+", token)
    if any(len(run) >= 3 and run.lower() not in _FUNCTIONS for run in runs):
        return True
    return len(runs) == 1 and runs[0].lower() in _PROSE


def _right_side(text: str) -> str:
    """The formula right of ``=``: up to the next ``=``, a clause end, or a prose word."""
    out = []
    for token in re.split(r"(\s+)", text):
        if "=" in token or re.fullmatch(r"[.;,:?!]+", token.strip() or "x") or _stops(token):
            break
        out.append(token)
        if re.search(r"[.;,:?!]$", token):
            break
    return "".join(out).strip(" .;,:")


def _left_side(text: str) -> str:
    """The formula left of ``=`` (``text`` ends just before it): back to a prose word."""
    out: list[str] = []
    for token in reversed(re.split(r"(\s+)", text)):
        if "=" in token or _stops(token) or re.search(r"[.;:?!]$", token.strip()):
            break
        out.insert(0, token)
    return "".join(out).strip(" ,")


def _letters(side: str) -> frozenset[str]:
    """The variables a formula side uses (function names aside)."""
    words = re.findall(r"[A-Za-z]+", side)
    return frozenset(c for w in words if w.lower() not in _FUNCTIONS for c in w)


def formulas(text: str) -> list[tuple[str, str]]:
    """``(left, right)`` of each ``X = …`` in ``text`` (X: the quantity, e.g. Sn, V, a10)."""
    return [(left, right) for left, _, right in _equations(text)]


def _equations(text: str) -> list[tuple[str, frozenset[str], str]]:
    """``(quantity, every variable of the equation, right side)`` of each ``X = …``."""
    normal = _normal(text)
    out = []
    for match in _LEFT.finditer(normal):
        right = _right_side(normal[match.end() :])
        if right:
            left = _left_side(normal[: match.end() - 1].rstrip())
            out.append((match.group(1), _letters(left) | _letters(right), right))
    return out


def asks_for_formula(question: str) -> bool:
    """The question asks for a formula ("What is the formula for …")."""
    return bool(_ASKS_FORMULA.search(question))


def formula_findings(
    sentences: Sequence[AnswerSentence], source_texts: Sequence[str], question: str = ""
) -> list[Finding]:
    """An ``unsupported_formula`` finding on each sentence stating a formula the sources do
    not give, and on each calculation of that quantity.

    A formula for a quantity the sources have a formula for must use the variables of one of
    them (a quantity with a number for an index, a₁₀ or S₂₄, is that formula with n given).
    A formula for a quantity they have none for is judged so only when the question asks for
    a formula — elsewhere the PDF's text layer often garbles the book's own (a fraction's
    layout lost), and the support check judges the sentence."""
    known: dict[str, set[frozenset[str]]] = {}
    for text in source_texts:
        for left, variables, right in _equations(text):
            if _letters(right):
                known.setdefault(left, set()).add(variables)
    every = set().union(*known.values()) if known else set()
    asks_formula = asks_for_formula(question)
    findings: list[Finding] = []
    wrong: set[str] = set()
    stated = [_equations(s.plain) for s in sentences]
    for index, found in enumerate(stated):
        for left, variables, right in found:
            if not _letters(right):
                continue
            allowed = known.get(left)
            indexed = known.get(left.rstrip("0123456789") + "n")
            if allowed is None and left[-1].isdigit() and indexed is not None:
                allowed = {v - {"n"} for v in indexed} | indexed  # a₁₀ = a + 9d: n given
            if allowed is None:
                if not asks_formula or variables in every:
                    continue
            elif variables in allowed:
                continue
            wrong.add(left)
            findings.append(Finding(CHECK, index, f"{left} = {right}"))
            break
    flagged = {f.sentence for f in findings}
    for index, found in enumerate(stated):
        if index in flagged:
            continue
        for left, _, right in found:
            if left in wrong and not _letters(right) and _OPERATOR.search(right):
                findings.append(Finding(CHECK, index, f"{left} = {right}"))
                break
    return findings
