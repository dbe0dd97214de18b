"""Ruled tables are read by rows (``ingest.tables``), from PDFs drawn here with PyMuPDF.

The tables' content is made up for the tests; their shapes are those of the NCERT tables that
the text layer runs together (image formation, resistivity, refractive index).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tutorapp.core.ingest.clean import clean_document
from tutorapp.core.ingest.extract import PdfReader
from tutorapp.core.ingest.raw import LayerWord, RawDocument, RawLine, RawPage, RawSpan, RawTable
from tutorapp.core.ingest.tables import caption_source, read_table, table_lines

Cell = str | list[str]  # one line, or the lines of a cell from top to bottom

_LEFT, _TOP, _LINE = 60.0, 200.0, 12.0
_BEFORE = "The table below sets out what we found."


def _table_pdf(  # noqa: PLR0913 - one switch per shape of table
    path: Path,
    header: list[Cell],
    rows: list[list[Cell]],
    *,
    ruled_rows: bool = True,
    by_column: bool = True,
    width: float = 110.0,
    caption: str = "",
) -> Path:
    """One page: a sentence, then a table whose rows are ruled (or, with ``ruled_rows``
    False, one ruled box under the header holding every row). ``by_column``: the text is
    written a column at a time, as the NCERT files have it, so the text layer runs the rows
    together."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((_LEFT, 150), _BEFORE, fontname="tiro", fontsize=10)
    if caption:
        page.insert_text((_LEFT, _TOP - 8), caption, fontname="tiro", fontsize=9)
    columns = len(header)
    right = _LEFT + width * columns
    heights = [_LINE * max(1, len(cell) if isinstance(cell, list) else 1) for cell in header]
    y = _TOP
    tops = [y]
    y += max(heights) + 6
    tops.append(y)
    row_tops = []
    for row in rows:
        row_tops.append(y)
        y += _LINE * max(len(c) if isinstance(c, list) else 1 for c in row) + 6
        if ruled_rows:
            tops.append(y)
    if not ruled_rows:
        tops.append(y)
    for top in tops:
        page.draw_line((_LEFT, top), (right, top), width=0.6)
    for c in range(columns + 1):
        page.draw_line((_LEFT + c * width, _TOP), (_LEFT + c * width, y), width=0.6)
    order = [(r, c) for c in range(columns) for r in range(-1, len(rows))]
    if not by_column:
        order.sort()
    for r, c in order:
        cell = header[c] if r < 0 else rows[r][c]
        top = _TOP if r < 0 else row_tops[r]
        for i, text in enumerate(cell if isinstance(cell, list) else [cell]):
            if text:
                at = (_LEFT + c * width + 4, top + 3 + _LINE * (i + 1) - 2)
                page.insert_text(at, text, fontname="tiro", fontsize=9)
    page.insert_text((_LEFT, y + 30), "The text goes on after the table.", fontname="tiro")
    doc.save(path)
    doc.close()
    return path


def _text(path: Path) -> str:
    reader = PdfReader(path)
    try:
        pages = tuple(reader.pages())
    finally:
        reader.close()
    document = RawDocument(
        page_count=len(pages), pages=pages, metadata_title="", has_page_labels=False
    )
    return clean_document(document)[0]


def test_a_ruled_table_reads_one_sentence_per_row(tmp_path: Path) -> None:
    header: list[Cell] = [["Where the", "stone is"], "Where it lands", ["How far it", "goes"]]
    rows: list[list[Cell]] = [
        ["On the hill", "In the river", "Far"],
        [["Beside the", "old well"], "In the field", "Not far"],
    ]
    text = _text(_table_pdf(tmp_path / "t.pdf", header, rows))
    assert (
        "Where the stone is: On the hill; Where it lands: In the river; "
        "How far it goes: Far." in text
    )
    assert (
        "Where the stone is: Beside the old well; Where it lands: In the field; "
        "How far it goes: Not far." in text
    )
    assert text.startswith(_BEFORE)
    assert text.rstrip().endswith("The text goes on after the table.")


def test_a_row_names_what_its_caption_says_the_table_is_about(tmp_path: Path) -> None:
    header: list[Cell] = ["Where the stone is", "Where it lands"]
    rows: list[list[Cell]] = [["On the hill", "In the river"], ["By the well", "In the field"]]
    caption = "Table 4.2 Where a stone lands when it is thrown by a small boy from a place"
    text = _text(_table_pdf(tmp_path / "t.pdf", header, rows, caption=caption))
    assert caption in text  # the caption stays where it is printed
    assert (
        "Where the stone is: On the hill; Where it lands: In the river "
        "(Table 4.2, by a small boy)." in text
    )


def test_caption_sources() -> None:
    convex = (
        "Table 9.4 Nature, position and relative size of the image formed by a convex lens "
        "for various positions of the object"
    )
    assert caption_source(convex) == "Table 9.4, by a convex lens"
    assert caption_source("Table 9.1 Image formation by a concave mirror") == (
        "Table 9.1, by a concave mirror"
    )
    assert caption_source("Table 9.3 Absolute refractive index of some material media") == ""
    assert caption_source("The table below is by a mirror") == ""


def test_without_the_table_reader_the_rows_run_together(tmp_path: Path) -> None:
    """What the reader is for: the same file's text layer, columns first."""
    header: list[Cell] = ["Stone", "Lands", "Distance"]
    rows: list[list[Cell]] = [["Hill", "River", "Far"], ["Well", "Field", "Near"]]
    path = _table_pdf(tmp_path / "t.pdf", header, rows)
    reader = PdfReader(path)
    try:
        page = next(reader.pages())
    finally:
        reader.close()
    flat = " ".join(line.text for line in page.lines)
    assert "Hill Well" in flat  # a column at a time
    read = " ".join(line.text for line in table_lines(page))
    assert "Stone: Hill; Lands: River; Distance: Far." in read
    assert "Stone: Well; Lands: Field; Distance: Near." in read


def test_a_tall_row_of_numbers_splits_into_rows_and_groups_carry_down(tmp_path: Path) -> None:
    header: list[Cell] = ["", "Substance", "Hardness (units)"]
    rows: list[list[Cell]] = [
        [
            ["Soft", "", "", "", "Hard"],
            ["Chalk", "Talc", "(a powdered", "rock)", "Granite"],
            ["1.5", "1.0", "", "", "6.5"],
        ]
    ]
    text = _text(_table_pdf(tmp_path / "t.pdf", header, rows, ruled_rows=False))
    assert "Soft; Substance: Chalk; Hardness (units): 1.5." in text
    assert "Soft; Substance: Talc (a powdered rock); Hardness (units): 1.0." in text
    assert "Hard; Substance: Granite; Hardness (units): 6.5." in text


def test_two_tables_side_by_side_under_one_repeated_header(tmp_path: Path) -> None:
    header: list[Cell] = ["Liquid", "Bends light", "Liquid", "Bends light"]
    rows: list[list[Cell]] = [
        [["Milk", "Honey"], ["1.35", "1.49"], ["Syrup", "Juice"], ["1.45", "1.34"]]
    ]
    text = _text(_table_pdf(tmp_path / "t.pdf", header, rows, ruled_rows=False, width=90))
    for name, value in (("Milk", "1.35"), ("Honey", "1.49"), ("Syrup", "1.45"), ("Juice", "1.34")):
        assert f"Liquid: {name}; Bends light: {value}." in text


def test_a_table_left_blank_to_fill_in_keeps_its_printed_text(tmp_path: Path) -> None:
    header: list[Cell] = ["Place", "Good plan", "Bad plan"]
    rows: list[list[Cell]] = [["School", "", ""], ["Market", "", ""]]
    text = _text(_table_pdf(tmp_path / "t.pdf", header, rows, by_column=False))
    assert "Place" in text and "School" in text and "Market" in text
    assert "Place:" not in text


def test_a_framed_paragraph_is_not_a_table(tmp_path: Path) -> None:
    long = "This box holds a note for the reader that runs on and on"
    header: list[Cell] = ["Note", "More"]
    rows: list[list[Cell]] = [[[long] * 6, "x"], ["y", "z"]]
    path = _table_pdf(tmp_path / "t.pdf", header, rows, width=250)
    text = _text(path)
    assert "Note:" not in text
    assert text.count("This box holds a note") == 6


# -- read_table on hand-made tables -------------------------------------------------------------


def _word(text: str, x: float, y: float, size: float = 9.0) -> LayerWord:
    return LayerWord(text, (x, y, x + 6.0 * len(text), y + size))


def test_serial_numbers_and_foreign_scripts() -> None:
    cells = (
        ((0.0, 0.0, 50.0, 20.0), (50.0, 0.0, 150.0, 20.0), (150.0, 0.0, 250.0, 20.0)),
        ((0.0, 20.0, 50.0, 40.0), (50.0, 20.0, 150.0, 40.0), (150.0, 20.0, 250.0, 40.0)),
        ((0.0, 40.0, 50.0, 60.0), (50.0, 40.0, 150.0, 60.0), (150.0, 40.0, 250.0, 60.0)),
    )
    words = (
        _word("S.No.", 2, 5),
        _word("Gland", 52, 5),
        _word("Makes", 152, 5),
        _word("1.", 2, 25),
        _word("Thyroid", 52, 25),
        _word("Thyroxin", 152, 25),
        _word("2.", 2, 45),
        _word("Pancreas", 52, 45),
        _word("Insulin", 152, 45),
    )
    table = RawTable(bbox=(0.0, 0.0, 250.0, 60.0), cells=cells, words=words)
    rows = read_table(table)
    assert rows is not None
    assert [row.text for row in rows] == [
        "Gland: Thyroid; Makes: Thyroxin.",
        "Gland: Pancreas; Makes: Insulin.",
    ]
    hindi = RawTable(bbox=table.bbox, cells=cells, words=(*words[:-1], _word("इंसुलिन", 152, 45)))
    assert read_table(hindi) is None


def test_a_line_crossing_the_border_keeps_the_page_as_it_was() -> None:
    cells = (
        ((0.0, 0.0, 100.0, 20.0), (100.0, 0.0, 200.0, 20.0)),
        ((0.0, 20.0, 100.0, 40.0), (100.0, 20.0, 200.0, 40.0)),
        ((0.0, 40.0, 100.0, 60.0), (100.0, 40.0, 200.0, 60.0)),
    )
    words = (
        _word("Name", 2, 5),
        _word("Value", 102, 5),
        _word("Alpha", 2, 25),
        _word("One", 102, 25),
        _word("Beta", 2, 45),
        _word("Two", 102, 45),
    )
    table = RawTable(bbox=(0.0, 0.0, 200.0, 60.0), cells=cells, words=words)
    inside = tuple(
        RawLine(
            spans=(RawSpan(w.text, 9.0, "tiro", w.bbox),), bbox=w.bbox, block=1, horizontal=True
        )
        for w in words
    )
    page = RawPage(index=0, width=595, height=842, lines=inside, tables=(table,))
    assert [line.text for line in table_lines(page)] == [
        "Name: Alpha; Value: One.",
        "Name: Beta; Value: Two.",
    ]
    across = RawLine(
        spans=(RawSpan("A sentence runs across", 9.0, "tiro", (-80.0, 25.0, 150.0, 34.0)),),
        bbox=(-80.0, 25.0, 150.0, 34.0),
        block=2,
        horizontal=True,
    )
    framed = RawPage(index=0, width=595, height=842, lines=(*inside, across), tables=(table,))
    assert table_lines(framed) == framed.lines


def _two_column_table(*extra: LayerWord) -> RawTable:
    cells = tuple(
        ((0.0, y, 100.0, y + 20.0), (100.0, y, 200.0, y + 20.0)) for y in (0.0, 20.0, 40.0, 60.0)
    )
    words = (
        _word("Place", 2, 5),
        _word("Share", 102, 5),
        _word("Office", 2, 25),
        _word("15", 102, 25),
        _word("Street", 2, 45),
        _word("20", 102, 45),
        _word("Workshop", 2, 65),
        *extra,
    )
    return RawTable(bbox=(0.0, 0.0, 200.0, 80.0), cells=cells, words=words)


def test_a_row_with_one_cell_filled_keeps_its_words() -> None:
    rows = read_table(_two_column_table())
    assert rows is not None
    assert [row.text for row in rows][-1] == "Place: Workshop."


def test_a_word_in_no_cell_keeps_the_table_as_printed() -> None:
    assert read_table(_two_column_table(_word("note", 60, 90))) is None
