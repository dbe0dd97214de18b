"""An answer sentence may not give a table's row another row's numbers or another row's cell
of words (``validation.rows``)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.rows import other_row_cells, other_row_numbers
from tutorapp.core.validation.split import split_answer

INSULATORS = (
    "Insulators; Material: Hard rubber; Resistivity (Ω m): 1013 – 1016. Insulators; Material: "
    "Ebonite; Resistivity (Ω m): 1015 – 1017. Insulators; Material: Diamond; Resistivity "
    "(Ω m): 1012 - 1013. Insulators; Material: Paper (dry); Resistivity (Ω m): 1012."
)
LENS = (
    "Position of the object: At 2F1; Position of the image: At 2F2; Relative size of the "
    "image: Same size; Nature of the image: Real and inverted (Table 9.4, by a convex lens). "
    "Material medium: Ice; Refractive index: 1.31. Material medium: Water; Refractive index: "
    "1.33."
)


def _checks(answer: str, passage: str) -> list[str]:
    return [f.detail for f in other_row_numbers(split_answer(answer), [passage])]


def test_another_row_s_numbers_for_a_named_row_fail() -> None:
    # ft51-04 on heldout51: ebonite's range given to diamond
    assert _checks("The resistivity range for diamond is 1015 – 1017 Ω m [1].", INSULATORS) == [
        "1015, 1017"
    ]
    assert _checks("The refractive index of ice is 1.33 [1].", LENS) == ["1.33"]


def test_a_row_s_own_numbers_and_rows_named_together_pass() -> None:
    assert _checks("The resistivity of diamond is 1012 - 1013 Ω m [1].", INSULATORS) == []
    assert _checks("Water (1.33) bends light more than ice (1.31) [1].", LENS) == []
    # a name many rows share names no row; a number in no row is another check's business
    assert _checks("Insulators have resistivity from 1012 to 1017 [1].", INSULATORS) == []
    assert _checks("Ice has a refractive index of 1.5 [1].", LENS) == []
    # the table's number in its caption is no row's
    assert _checks("The image is at 2F2 in Table 9.4 [1].", LENS) == []


# Table 6.1 as the text layer has it (jesc106 p. 111): an activity's table, insulin's gland
# left for the student to fill in
HORMONES = (
    "A feedback mechanism regulates the action of the hormones. Hormone: Growth hormone; "
    "Endocrine Gland: Pituitary gland; Functions: Stimulates growth in all organs. Endocrine "
    "Gland: Thyroid gland; Functions: Regulates metabolism for body growth. Hormone: Insulin; "
    "Functions: Regulates blood sugar level. Hormone: Testosterone; Endocrine Gland: Testes."
)


def _crossed(answer: str) -> list[str]:
    return [f.check for f in other_row_cells(split_answer(answer), [HORMONES])]


@pytest.mark.parametrize(
    "answer",
    [
        # heldout65 ft65-01, accepted as grounded
        "According to Table 6.1 in the control and coordination chapter, insulin is produced "
        "by the pituitary gland [1].",
        "Testosterone is made by the thyroid gland [1].",
        "Insulin stimulates growth in all organs [1].",
    ],
)
def test_a_row_given_another_row_s_cell_fails(answer: str) -> None:
    assert _crossed(answer) == ["other_row"]


@pytest.mark.parametrize(
    "answer",
    [
        "Insulin regulates blood sugar level [1].",
        "The thyroid gland regulates metabolism for body growth [1].",
        # (two rows, each with its own cells)
        "Growth hormone from the pituitary gland stimulates growth in all organs, and insulin "
        "regulates blood sugar level [1].",
        # (rows named in one column, set apart, or side by side)
        "Insulin and growth hormone are hormones [1].",
        "The pituitary gland and the thyroid gland are endocrine glands [1].",
        "Insulin is made by the pancreas, not the pituitary gland [1].",
        "Insulin and the thyroid gland both take part in chemical coordination [1].",
        # (a cell many rows share names no row)
        "Each endocrine gland secretes a hormone [1].",
    ],
)
def test_rows_with_their_own_cells_pass(answer: str) -> None:
    assert _crossed(answer) == []


def test_one_row_sentence_is_no_table() -> None:
    lone = "Note: insulin regulates sugar; Remember: the pituitary gland is small."
    answer = split_answer("Insulin is made by the pituitary gland [1].")
    assert other_row_cells(answer, [lone]) == []
