"""Premise checks read a table as the ingest now gives it, one sentence per row
(``ingest.tables``): the table settles a comparison, and a claim is judged against its own
row, not against the next row's cells."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.tabled import tabled
from tutorapp.core.validation.verdicts import Verdict

REFRACTIVE = (
    "The refractive index of several media is given in Table 9.3. "
    "Material medium: Air; Refractive index: 1.0003. Material medium: Ice; Refractive index: "
    "1.31. Material medium: Water; Refractive index: 1.33. Material medium: Dense flint glass; "
    "Refractive index: 1.65. Material medium: Canada Balsam; Refractive index: 1.53."
)
RESISTIVITY = (
    "Conductors; Material: Silver; Resistivity (Ω m): 1.60 × 10–8. Conductors; Material: "
    "Copper; Resistivity (Ω m): 1.62 × 10–8. Alloys; Material: Constantan (alloy of Cu and "
    "Ni); Resistivity (Ω m): 49 × 10–6. Insulators; Material: Glass; Resistivity (Ω m): 1010 – "
    "1014. Insulators; Material: Paper (dry); Resistivity (Ω m): 1012."
)


def _verdict(text: str, claim: str) -> Verdict:
    return ContradictionChecker([text], None).judge(claim).verdict


def test_a_table_read_by_rows_settles_a_comparison() -> None:
    assert _verdict(REFRACTIVE, "ice has a higher refractive index than water") is (
        Verdict.CONTRADICTED
    )
    assert _verdict(REFRACTIVE, "ice has a lower refractive index than water") is (
        Verdict.SUPPORTED
    )
    dense = "dense flint glass is optically rarer than water"
    assert _verdict(REFRACTIVE, dense) is Verdict.CONTRADICTED
    assert _verdict(RESISTIVITY, "copper is a better conductor than silver") is (
        Verdict.CONTRADICTED
    )
    assert _verdict(RESISTIVITY, "constantan has lower resistivity than copper") is (
        Verdict.CONTRADICTED
    )


def test_a_range_is_not_settled_by_the_table() -> None:
    assert tabled("glass has a lower resistivity than copper", [RESISTIVITY]) is None
    # a name with a note in brackets keeps its value (10¹² written flat, still far above)
    assert _verdict(RESISTIVITY, "paper has a lower resistivity than copper") is (
        Verdict.CONTRADICTED
    )


def test_a_table_s_number_is_no_row() -> None:
    """ "Table 9.3" is where the rows are, not a row valued 9.3."""
    text = "Table 9.3 Absolute refractive index of some material media. " + REFRACTIVE
    claim = "dense flint glass has a higher refractive index than ice in table 9.3"
    assert _verdict(text, claim) is Verdict.SUPPORTED
    assert tabled("water has a higher refractive index than table 9.3", [text]) is None
