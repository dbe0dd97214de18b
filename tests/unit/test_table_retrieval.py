"""Retrieval reads a table's rows as the table prints them: its labels once
(``lexical.indexed_text``), and a table about another thing than the question's weighs less
(``ranking.about_another``)."""

from __future__ import annotations

from tutorapp.core.retrieval.lexical import indexed_text
from tutorapp.core.retrieval.ranking import about_another

_MIRROR = "(Table 9.1, by a concave mirror)"
ROWS = " ".join(
    f"Position of the object: {where}; Position of the image: {image}; Size of the image: "
    f"{size}; Nature of the image: Real and inverted {_MIRROR}."
    for where, image, size in (
        ("Beyond C", "Between F and C", "Diminished"),
        ("At C", "At C", "Same size"),
        ("Between C and F", "Beyond C", "Enlarged"),
    )
)
LENS = (
    "What conclusion can you draw from this Activity? A concave lens will always give a "
    "virtual, erect and diminished image, irrespective of the position of the object."
)


def test_a_table_s_labels_and_source_are_read_once() -> None:
    text = indexed_text("The table sums it up. " + ROWS)
    assert text.count("Position of the image") == 1
    assert text.count(_MIRROR) == 1
    assert "At C; At C; Same size; Real and inverted." in text
    prose = "Note: this is one sentence; it has a colon: and a semicolon."
    assert indexed_text(prose) == prose


def test_a_table_about_another_thing() -> None:
    assert about_another(ROWS, "why does a concave lens always form a real image?")
    assert about_another(ROWS, "what image does a convex mirror give?")
    assert not about_another(ROWS, "where is the image when the object is at C of a concave mirror")
    assert not about_another(ROWS, "what image forms when the object is at C?")
    assert not about_another(LENS, "why does a concave mirror form a real image?")
