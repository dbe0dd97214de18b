"""Readable maths in answers: the PDFs' text layers flatten subscripts and signs.

"an = a + (n – 1) d" is how jemh105's text layer gives aₙ = a + (n − 1)d; a model copying the
sources copies that. ``readable`` rewrites the formulas of an answer (only around "=" signs, so
words such as "an" stay) with subscripts for term and sum symbols (aₙ, a₁₀, Sₙ, tₙ) and true
minus signs. Superscripts the text layer lost ("10–8" for 10⁻⁸, "x2" for x²) cannot be told
from other text safely and are left as they are.
"""

from __future__ import annotations

import re

_SUB = str.maketrans("0123456789nmk", "₀₁₂₃₄₅₆₇₈₉ₙₘₖ")
# A term or sum symbol with its flattened index (an, a10, Sn, S14, tn …) next to an "=".
_SYMBOL = r"(?<![\w₀-₉])([aStTuU])(n|m|k|\d{1,2})(?![\w(₀-₉])"
_BEFORE_EQUALS = re.compile(_SYMBOL + r"(?=\s*=)")
_AFTER_EQUALS = re.compile(r"(?<==)(\s*)" + _SYMBOL)
# A minus between two operands, each a number or a symbol: "(n – 1)", "a2 – a1", "9 – 6".
_DASH = re.compile(r"(?P<l>[\w₀-₉.()]+)\s+[–-]\s+(?P<r>[\w₀-₉.()]+)")
_OPERAND = re.compile(r"\(*(?:\d+(?:\.\d+)?|[A-Za-z][a-z]?[\d₀-₉]*)\)*")


def _minus(match: re.Match[str]) -> str:
    left, right = match.group("l"), match.group("r")
    if _OPERAND.fullmatch(left) and _OPERAND.fullmatch(right):
        return f"{left} − {right}"
    return match.group(0)


_GAP = re.compile(r"(\([a-z₀-₉]\s+[−+]\s+\d+\))\s+([a-z])\b")  # "(n − 1) d" → "(n − 1)d"


def readable(text: str) -> str:
    """``text`` with its formulas written as a student reads them in the book (lines with no
    "=" are left as they are)."""
    return "\n".join(_formula_line(line) if "=" in line else line for line in text.split("\n"))


def _formula_line(line: str) -> str:
    line = _BEFORE_EQUALS.sub(lambda m: m.group(1) + m.group(2).translate(_SUB), line)
    line = _AFTER_EQUALS.sub(lambda m: m.group(1) + m.group(2) + m.group(3).translate(_SUB), line)
    line = _DASH.sub(_minus, _DASH.sub(_minus, line))  # twice: "9 – 6 – 1"
    return _GAP.sub(r"\1\2", line)
