"""Hindi test PDFs: pages that render perfectly over a garbled text layer, or a clean one.

PyMuPDF's HTML writer (``insert_htmlbox``) shapes Devanagari with HarfBuzz, so the page
*looks* right, but the text layer it writes maps glyphs, not characters: conjuncts and
reordered vowel signs come out as Latin-Extended letters and split words — a cheap stand-in
for NCERT's Kokila PDFs, exercising the OCR path. ``insert_textbox`` writes a clean text layer
(the drawing is unshaped, but nothing looks at it then). The fonts are the bundled Noto Sans
Devanagari (OFL). The Hindi prose here is original, written for these tests.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import pymupdf

from tutorapp.paths import resources_dir

StrPath = str | os.PathLike[str]

PAGE_W, PAGE_H = 595.0, 842.0
FONT_DIR = resources_dir() / "fonts"
FONT_FILE = "NotoSansDevanagari-Regular.ttf"

#: Three pages about the water cycle (जल चक्र), each with a fact a test can look for.
WATER_CYCLE = (
    "जल चक्र पृथ्वी पर पानी की निरंतर यात्रा है। सूर्य की गर्मी से समुद्र, नदियों और तालाबों का "
    "पानी भाप बनकर ऊपर उठता है। इस प्रक्रिया को वाष्पीकरण कहते हैं। पौधों की पत्तियों से भी "
    "पानी भाप बनकर हवा में जाता है, जिसे वाष्पोत्सर्जन कहते हैं। ऊँचाई पर ठंडी हवा में भाप "
    "छोटी-छोटी बूँदों में बदल जाती है और बादल बनते हैं।",
    "जब बादलों की बूँदें आपस में मिलकर भारी हो जाती हैं, तब वे वर्षा के रूप में धरती पर गिरती "
    "हैं। बहुत ठंडे स्थानों पर यही पानी बर्फ़ या ओले बनकर गिरता है। वर्ष 1859 में एक गाँव के "
    "शिक्षक ने पहली बार अपने विद्यार्थियों के साथ वर्षा का पानी मापने का पात्र बनाया। वर्षा का "
    "कुछ पानी ज़मीन में रिसकर भूजल बन जाता है और कुएँ इसी से भरते हैं।",
    "नदियाँ वर्षा और पिघली बर्फ़ का पानी समुद्र तक ले जाती हैं, और वहाँ से चक्र फिर शुरू होता है। "
    "हमें पानी बचाना चाहिए, क्योंकि साफ़ पीने का पानी सीमित है। छत पर गिरने वाले वर्षा जल को "
    "इकट्ठा करके टंकियों में रखना वर्षा जल संचयन कहलाता है। इससे गर्मियों में भी पानी मिलता है।",
)

_CSS = (
    f"@font-face {{font-family: deva; src: url({FONT_FILE});}} "
    "body {font-family: deva; font-size: 15px; line-height: 1.6;}"
)


def _number(page: pymupdf.Page, printed: int) -> None:
    x = PAGE_W - 80 if printed % 2 else 60
    page.insert_text((x, PAGE_H * 0.93), str(printed), fontname="helv", fontsize=10)
    footer = (PAGE_W / 2 - 40, PAGE_H - 20)
    page.insert_text(footer, "Reprint 2026-27", fontname="helv", fontsize=8)


def make_hindi_book(
    path: StrPath,
    pages: Sequence[str] = WATER_CYCLE,
    *,
    first_printed: int = 12,
    garbled: Sequence[bool] | bool = True,
) -> Path:
    """One A4 page per text, numbered ``first_printed`` + index at the bottom; each page's
    text layer garbled (shaped HTML) or clean (plain text box), per ``garbled``."""
    flags = [garbled] * len(pages) if isinstance(garbled, bool) else list(garbled)
    doc = pymupdf.open()
    archive = pymupdf.Archive(str(FONT_DIR))
    for index, (text, shaped) in enumerate(zip(pages, flags, strict=True)):
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        box = pymupdf.Rect(60, 80, PAGE_W - 60, PAGE_H - 120)
        if shaped:
            page.insert_htmlbox(box, f"<p>{text}</p>", css=_CSS, archive=archive)
        else:
            page.insert_font(fontname="deva", fontfile=str(FONT_DIR / FONT_FILE))
            if page.insert_textbox(box, text, fontname="deva", fontsize=14) < 0:
                raise ValueError(f"page {index} does not fit")
        _number(page, first_printed + index)
    doc.set_metadata({"creationDate": "D:20260101000000Z", "modDate": "D:20260101000000Z"})
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return out
