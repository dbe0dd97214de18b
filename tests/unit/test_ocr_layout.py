"""OCR output → page lines: Tesseract's TSV, the text-layer cross-check, page selection."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rawbuild import line_of, span, text_line
from tutorapp.core.ingest.devanagari import GarbleReport
from tutorapp.core.ingest.ocr import OcrSettings, OcrUnavailable, OcrWord, find_tesseract, parse_tsv
from tutorapp.core.ingest.ocr_layout import ocr_lines, ocr_page, reconcile
from tutorapp.core.ingest.ocr_pages import needs_ocr, page_garble, pages_to_ocr
from tutorapp.core.ingest.raw import LayerWord, RawLine, RawPage, RawSpan

TSV = (
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
    "1\t1\t0\t0\t0\t0\t0\t0\t2490\t3291\t-1\t\n"
    "4\t1\t2\t1\t1\t0\t600\t497\t1653\t63\t-1\t\n"
    "5\t1\t2\t1\t1\t1\t600\t497\t93\t46\t96.87\tफ़ैशन\n"
    "5\t1\t2\t1\t1\t2\t704\t497\t97\t46\t96.94\tउद्योग\n"
    "5\t1\t2\t1\t1\t3\t812\t499\t51\t44\t12.5\t \n"
    '5\t1\t3\t1\t1\t1\t600\t700\t100\t40\t80.0\t"quoted\n'
)


def test_parse_tsv_reads_words_in_points() -> None:
    words = parse_tsv(TSV, 72 / 300)
    assert [w.text for w in words] == ["फ़ैशन", "उद्योग", '"quoted']
    first = words[0]
    assert first.line == (2, 1, 1)
    assert first.bbox == pytest.approx((144.0, 119.28, 166.32, 130.32))
    assert first.conf == pytest.approx(96.87)


def word(
    text: str,
    x: float,
    y: float = 100.0,
    w: float = 30.0,
    conf: float = 95.0,
    line: tuple[int, int, int] = (1, 1, 1),
) -> OcrWord:
    return OcrWord(text=text, bbox=(x, y, x + w, y + 10.0), conf=conf, line=line)


def layer(text: str, x: float, y: float = 98.0, w: float = 30.0) -> LayerWord:
    return LayerWord(text, (x, y, x + w, y + 14.0))


@pytest.mark.parametrize(
    ("ocr", "under", "kept"),
    [
        ("|789", "1789", "1789"),  # digits come from the layer
        ("l65", "165", "165"),
        ("Il", "II", "II"),  # Latin text of the layer is right
        ("Sl", "है।", "है।"),  # Latin junk over well-formed Hindi
        ("Fl", "काा", "का"),  # … once doubled vowel signs are undone
        ("FAT", "्ቚकार", "FAT"),  # the layer is no better: keep what OCR read
        ("वीं", "18वीं", "18वीं"),  # a number OCR dropped
        ("सदी", "18सदीी", "18सदी"),  # … garbled around it: only the number is lent
        ("फ़ैशन", "फै़शन", "फ़ैशन"),  # OCR's Hindi stands
        ("—", "परिवर्तन / बीमारी", "—"),  # punctuation over several words
    ],
)
def test_reconcile(ocr: str, under: str, kept: str) -> None:
    assert reconcile(ocr, under) == kept


def test_ocr_lines_group_by_tesseract_line_and_check_against_the_layer() -> None:
    page = RawPage(0, 468.0, 684.0, (text_line("garbled", x=72.0, y=98.0, size=15.0),))
    words = [
        word("वर्ष", 72.0),
        word("920", 110.0),
        word("में", 150.0),
        word("अगली", 72.0, y=130.0, line=(1, 1, 2)),
        word("पंक्ति", 110.0, y=130.0, line=(1, 1, 2)),
    ]
    layer_words = [layer("1920", 110.0), layer("165", 400.0, y=650.0)]
    lines = ocr_lines(page, words, layer_words)
    assert [line.text for line in lines] == ["वर्ष 1920 में", "अगली पंक्ति", "165"]
    assert lines[0].block == lines[1].block != lines[2].block  # a missed page number
    assert lines[0].spans[0].size == 15.0  # the size of the layer span under it


def test_ocr_lines_drop_side_tabs_noise_and_huge_words() -> None:
    tab_span = RawSpan("इकताई IV", 15.0, "Kokila", (440.0, 90.0, 460.0, 400.0))
    tab = RawLine((tab_span,), tab_span.bbox, 0, False)  # a side tab, written downwards
    page = RawPage(0, 468.0, 684.0, (tab, text_line("x", size=11.0)))
    words = [
        word("पाठ", 72.0),
        word("का", 110.0),
        word("इकाई", 445.0, y=120.0, line=(2, 1, 1)),  # inside the vertical tab
        word("@#", 300.0, y=400.0, conf=5.0, line=(3, 1, 1)),  # noise, nothing in the layer
        word("E", 10.0, y=0.0, w=60.0, line=(4, 1, 1)),
    ]
    big = OcrWord(text="E", bbox=(10.0, 0.0, 70.0, 500.0), conf=80.0, line=(4, 1, 1))
    lines = ocr_lines(page, [*words[:4], big], [layer("IV", 445.0, y=150.0)])
    assert [line.text for line in lines] == ["पाठ का"]


def test_ocr_page_keeps_vertical_lines_and_page_facts() -> None:
    tab = line_of(span("side", x=440.0), horizontal=False)
    page = RawPage(3, 468.0, 684.0, (text_line("काा"), tab), label="7")
    replaced = ocr_page(page, [word("का", 72.0, y=300.0)], [])
    assert (replaced.index, replaced.label, replaced.width) == (3, "7", 468.0)
    assert [line.text for line in replaced.lines] == ["का", "side"]


def test_pages_to_ocr_picks_garbled_hindi_pages_only() -> None:
    clean = RawPage(0, 468.0, 684.0, (text_line("यह पाठ साफ़ है और इसमें कोई गड़बड़ी नहीं।"),))
    english = RawPage(1, 468.0, 684.0, (text_line("Plain English text " * 5),))
    garbled = RawPage(2, 468.0, 684.0, (text_line("इस ्ቅम में ्ቚकार ज्ान खा्ቕ करताता"),))
    assert pages_to_ocr([clean, english, garbled], OcrSettings()) == [2]
    assert page_garble(garbled).garbled == 5
    # a page with few garbled words among many stays
    assert not needs_ocr(GarbleReport(words=400, garbled=5), OcrSettings())
    assert not needs_ocr(GarbleReport(words=4, garbled=2), OcrSettings())
    assert needs_ocr(GarbleReport(words=4, garbled=3), OcrSettings())


def test_find_tesseract_explains_what_is_missing(tmp_path: Path) -> None:
    with pytest.raises(OcrUnavailable, match="switched off"):
        find_tesseract(OcrSettings(enabled=False))
    with pytest.raises(OcrUnavailable, match="tesseract-ocr-hin"):
        find_tesseract(OcrSettings(tesseract=str(tmp_path / "no-such-tesseract")))
    fake = tmp_path / "tesseract"
    fake.write_text("#!/bin/sh\necho 'List of available languages (2):'\necho eng\necho osd\n")
    fake.chmod(0o755)
    with pytest.raises(OcrUnavailable, match="has no Hindi language data"):
        find_tesseract(OcrSettings(tesseract=str(fake)))
