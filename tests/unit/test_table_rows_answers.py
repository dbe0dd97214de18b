"""An answer sentence may not give a table's row another row's numbers (``validation.rows``)."""

from __future__ import annotations

from tutorapp.core.validation.rows import other_row_numbers
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
