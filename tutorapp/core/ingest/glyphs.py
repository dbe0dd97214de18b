"""Font-aware character repair for extracted spans: Symbol-font codes, ₹, dingbat bullets.

Maths set in Adobe's Symbol font often reaches the text layer as Private Use Area code points
(U+F020–U+F0FF: the font's byte code plus 0xF000) or as the raw byte read as Latin-1 ("£" for
≤). We map those through the Adobe Symbol encoding, but only for spans whose font *is* a
Symbol font, where the meaning is certain. Pieces of large brackets and braces (drawn from
several glyphs) carry no meaning in running text and are dropped. NCERT's rupee fonts put ₹ on
the backtick key. Dingbat fonts (Wingdings…) and one-glyph bullet fonts are decoration.
"""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict

from tutorapp.core.ingest.raw import RawDocument, RawLine, RawPage, RawSpan

RUPEE = "₹"

# Adobe Symbol encoding, byte code → Unicode. "" marks pieces of large delimiters and other
# glyphs that only make sense as parts of a drawing.
_SYMBOL_ROWS = {
    0x20: " !∀#∃%&∋()∗+,−./0123456789:;<=>?",
    0x40: "≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_",
    0x60: "\0αβχδεφγηιϕκλμνοπθρστυϖωξψζ{|}∼",
    0xA0: "€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓°±″≥×∝∂•÷≠≡≈…\0\0↵",
    0xC0: "ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓",
    0xE0: "◊〈®©™∑" + "\0" * 11 + "〉∫" + "\0" * 12,
}
SYMBOL_ENCODING: dict[int, str] = {
    base + offset: ("" if char == "\0" else char)
    for base, row in _SYMBOL_ROWS.items()
    for offset, char in enumerate(row)
}

# The raw byte read as Latin-1, for the bytes where a Latin-1 character could never be meant
# in a Symbol font (× ÷ ± ° µ · are left alone: they may be real).
_SYMBOL_LATIN1 = {char: SYMBOL_ENCODING[ord(char)] for char in "¢£¤¥¬®²³´¸¹º»¼ÆÇÈÌÍÎÏÐÖÛÞ"}

# Adobe's corporate-use code points for delimiter pieces (U+F8E5–U+F8FE); ®©™ are kept.
_ADOBE_PIECES = dict.fromkeys(range(0xF8E5, 0xF8FF), "") | {
    0xF8E8: "®",
    0xF8E9: "©",
    0xF8EA: "™",
}

# Other maths-extension fonts, only the code points seen and understood.
_EXTRA_FONTS: dict[str, dict[int, str]] = {
    "euclidextra": {0xF031: "", 0xF032: "", 0xF033: "", 0xF034: ""},  # horizontal brace pieces
    "mtextra": {0xF04D: "⋮", 0xF04C: "⋯"},
}

_DINGBAT_FONT = re.compile(r"wingding|webding|dingbat", re.IGNORECASE)


def base_font(font: str) -> str:
    """The font name without a subset prefix (``ABCDEF+Symbol`` → ``Symbol``)."""
    return font.rsplit("+", 1)[-1]


def is_symbol_font(font: str) -> bool:
    return base_font(font).lower().startswith("symbol")


def is_rupee_font(font: str) -> bool:
    return "rupee" in font.lower()


def is_dingbat_font(font: str) -> bool:
    return bool(_DINGBAT_FONT.search(font))


def _map_symbol(text: str) -> str:
    out: list[str] = []
    for char in text:
        code = ord(char)
        if 0xF020 <= code <= 0xF0FF:
            out.append(SYMBOL_ENCODING.get(code - 0xF000, char))
        elif code in _ADOBE_PIECES:
            out.append(_ADOBE_PIECES[code])
        elif char.isascii() and char.isalpha():
            out.append(SYMBOL_ENCODING[code])  # an unmapped Greek letter
        else:
            out.append(_SYMBOL_LATIN1.get(char, char))
    return "".join(out)


@functools.cache
def _font_table(font: str) -> dict[int, str] | None:
    """The code-point table for a maths-extension font, None for other fonts."""
    key = re.sub(r"[^a-z]", "", base_font(font).lower())
    for name, table in _EXTRA_FONTS.items():
        if key.startswith(name):
            return table | _ADOBE_PIECES
    return None


@functools.cache
def _font_kind(font: str) -> str:
    if is_symbol_font(font):
        return "symbol"
    if is_rupee_font(font):
        return "rupee"
    if is_dingbat_font(font):
        return "dingbat"
    return "extra" if _font_table(font) is not None else "text"


def map_span_text(span: RawSpan) -> str:
    """The span's text with font-specific codes turned into real Unicode (where certain)."""
    kind = _font_kind(span.font)
    if kind == "symbol":
        return _map_symbol(span.text)
    if kind == "rupee":
        return span.text.replace("`", RUPEE)
    table = _font_table(span.font) if kind == "extra" else None
    if table is not None:
        return "".join(table.get(ord(char), char) for char in span.text)
    return span.text


def _is_lone_backtick_rupee(spans: tuple[RawSpan, ...], index: int) -> bool:
    """A lone backtick in its own font, before an amount or closing ``(in `)``."""
    span = spans[index]
    if span.text.strip() != "`":
        return False
    before = "".join(s.text for s in spans[:index])
    after = "".join(s.text for s in spans[index + 1 :]).lstrip()
    neighbours = {s.font for s in spans[max(0, index - 1) : index + 2]} - {span.font}
    if not neighbours and (before or after):
        return False  # same font as its neighbours: an ordinary backtick
    return bool(re.match(r"\d", after)) or (
        bool(re.search(r"\bin\s*$", before)) and after.startswith(")")
    )


def span_texts(line: RawLine, bullet_fonts: frozenset[str] = frozenset()) -> list[str]:
    """Mapped text of each span of ``line`` ("" for dropped decoration); same length."""
    texts: list[str] = []
    for index, span in enumerate(line.spans):
        if _font_kind(span.font) == "dingbat" or span.font in bullet_fonts:
            texts.append(" " if span.text[:1].isspace() or span.text[-1:].isspace() else "")
        elif _is_lone_backtick_rupee(line.spans, index):
            texts.append(span.text.replace("`", RUPEE))
        else:
            texts.append(map_span_text(span))
    return texts


def strip_unmapped(text: str) -> str:
    """Drop the replacement character; other unmapped PUA code points are left as extracted."""
    return text.replace("\ufffd", "")


def _starts_item(text: str) -> bool:
    text = text.lstrip()
    return bool(text) and (text[0].isupper() or text[0].isdigit())


def _bullet_position(page: RawPage, line: RawLine, index: int) -> bool:
    """True when span ``index`` opens its line and an item in another font follows it."""
    span = line.spans[index]
    if "".join(s.text for s in line.spans[:index]).strip():
        return False
    rest = [s for s in line.spans[index + 1 :] if s.text.strip()]
    if rest:
        return rest[0].font != span.font and _starts_item(rest[0].text)
    reach = line.bbox[2] + 4 * span.size
    for other in page.lines:  # the item text may be a separate line to the right
        if other is line or not other.spans or not line.bbox[2] <= other.bbox[0] <= reach:
            continue
        centre = (other.bbox[1] + other.bbox[3]) / 2
        if line.bbox[1] <= centre <= line.bbox[3] and other.spans[0].font != span.font:
            return _starts_item(other.text)
    return False


def find_bullet_fonts(doc: RawDocument) -> frozenset[str]:
    """Fonts used only for one Latin letter that starts list items (``n Fill a funnel…``).

    Such fonts map a bullet glyph to a letter. A font qualifies when it is used at least three
    times, always for the same single letter, and at least 80 % of those open their line and
    are followed, on the line or just to its right, by text in another font that starts with
    a capital letter or a digit.
    """
    glyphs: defaultdict[str, set[str]] = defaultdict(set)
    bullet_like: Counter[str] = Counter()
    uses: Counter[str] = Counter()
    for page in doc.pages:
        for line in page.lines:
            for index, span in enumerate(line.spans):
                text = span.text.strip()
                if not text or len(glyphs[span.font]) > 1:
                    continue
                glyphs[span.font].add(text)
                uses[span.font] += 1
                if len(text) == 1 and _bullet_position(page, line, index):
                    bullet_like[span.font] += 1
    fonts = set()
    for font, texts in glyphs.items():
        if len(texts) != 1 or uses[font] < 3:
            continue
        (glyph,) = texts
        latin_letter = len(glyph) == 1 and glyph.isalpha() and ord(glyph) < 0x250
        if latin_letter and bullet_like[font] >= 0.8 * uses[font]:
            fonts.add(font)
    return frozenset(fonts)
