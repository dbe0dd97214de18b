"""A claim that states as fact the case a book sentence only supposes ("If the body design in
the squirrel relied only on electrical impulses …, … would be limited") is contradicted
(``validation.supposed``; heldout53 fp53-02 was answered with that case as a fact)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.supposed import supposed
from tutorapp.core.validation.verdicts import Verdict

SQUIRREL = (
    "These preparations should ideally make it easier to do either activity in the near "
    "future. How would this be achieved? If the body design in the squirrel relied only on "
    "electrical impulses via nerve cells, the range of tissues instructed to prepare for the "
    "coming activity would be limited. On the other hand, if a chemical signal were to be sent "
    "as well, it would reach all cells of the body and provide the wide-ranging changes needed."
)


def test_the_supposed_case_said_as_a_fact_is_contradicted() -> None:
    claim = "The body design in the squirrel relies only on electrical impulses via nerve cells."
    conflict = supposed(claim, SQUIRREL)
    assert conflict is not None and conflict.passage.startswith("if the body design")
    judgement = ContradictionChecker([SQUIRREL]).judge(claim)
    assert judgement.verdict is Verdict.CONTRADICTED


def test_what_the_supposition_leaves_true_is_not() -> None:
    for claim in (
        # without the case's "only": the squirrel does use nerve impulses
        "The squirrel relies on electrical impulses via nerve cells.",
        # more than the case says; the outcome; a supposition of its own
        "The squirrel body design uses electrical impulses and a chemical signal.",
        "The range of tissues instructed by electrical impulses via nerve cells is limited.",
        "If the body design relied only on electrical impulses via nerve cells, the range of "
        "tissues would be limited.",
        "A chemical signal reaches all cells of the body.",
    ):
        assert supposed(claim, SQUIRREL) is None, claim


def test_a_plain_if_is_no_supposition() -> None:
    # an "if … then" law, not a counterfactual: its case may well hold
    law = "If the resistance is doubled, the current gets halved."
    assert supposed("The resistance is doubled in the circuit.", law) is None
