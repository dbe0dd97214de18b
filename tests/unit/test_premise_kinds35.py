"""False premises and true twins of kinds first met while reading the unseen set heldout35:
true twins the checks wrongly corrected ("only learnt to write" against a hedged "very often
did not read texts"; "V = W/Q" against a life's years "(1745 –1827)" read as a minus; the
concave mirror's rule against the convex lens's like rule; "AP² + BP²" against "AP2 + PB2"),
and false premises they missed (a second description after a comma: "soil is …, only
inorganic stuff with no organic matter"; men for the book's women; "cut" spending for the
book's "increased spending")."""

from __future__ import annotations

from tutorapp.core.validation.clauses import apposed
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.identities import equations
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

SCHOOLS = (
    "Even though pre-colonial Bengal had developed an extensive network of village primary "
    "schools, students very often did not read texts. They only learnt to write."
)
VOLT = (
    "We define the electric potential difference between two points in an electric circuit "
    "carrying some current as the work done to move a unit charge from one point to the "
    "other –\nPotential difference (V) between two points = Work done (W)/Charge (Q)\nV = W/Q "
    "(11.2)\nThe SI unit of electric potential difference is volt (V), named after Alessandro "
    "Volta (1745 –1827), an Italian physicist."
)
LENS = (
    "(ii) A ray of light passing through a principal focus, after refraction from a convex "
    "lens, will emerge parallel to the principal axis."
)
PARK = (
    "Now, AB = 13m, and since AB is a diameter, ∠APB = 90° (Why?) Therefore, AP2 + PB2 = AB2 "
    "(By Pythagoras theorem)"
)
SOIL = "Soil also consists of organic (humus) and inorganic materials (Fig. 1.5)."
NOVELS = (
    "When novels began to be written in the nineteenth century, women were seen as important "
    "readers. Some of the best-known novelists were women: Jane Austen, the Bronte sisters, "
    "George Eliot."
)
DIFFERENCE = "The common difference d of an AP can be positive, negative or zero."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_only_said_of_what_the_hedged_sentence_does_not_hold_is_no_conflict() -> None:
    claim = "students very often did not read texts and only learnt to write"
    assert _verdict([SCHOOLS], claim) is not Verdict.CONTRADICTED
    # "always" said of what the book's alternatives are about is still against them
    assert _verdict([DIFFERENCE], "the common difference of an AP is always positive") is (
        Verdict.CONTRADICTED
    )


def test_a_dash_between_words_and_a_span_of_years_are_no_minus() -> None:
    assert "−" not in {t.stem for t in terms("from one point to the other – Potential difference")}
    assert "−" not in {t.stem for t in terms("Alessandro Volta (1745 –1827), an Italian")}
    assert "−" in {t.stem for t in terms("x2 + 14x – 120 = 0")}
    claim = "potential difference is the work done to move a charge divided by the charge, V = W/Q"
    assert _verdict([VOLT], claim) is not Verdict.CONTRADICTED


def test_the_same_rule_said_of_another_thing_is_no_conflict() -> None:
    claim = (
        "a ray passing through the principal focus of a concave mirror will emerge parallel to "
        "the principal axis after reflection"
    )
    assert _verdict([LENS], claim) is not Verdict.CONTRADICTED
    # one thing for another is still a conflict: "a concave lens" for the convex one
    wrong = "a ray passing through a principal focus, after refraction from a concave lens, will "
    assert _verdict([LENS], wrong + "emerge parallel to the principal axis") is (
        Verdict.CONTRADICTED
    )


def test_a_segment_is_named_either_way_round() -> None:
    assert equations("AP2 + PB2 = AB2") == equations("AP2 + BP2 = AB2")
    claim = "AB is a diameter so angle APB = 90° and AP² + BP² = AB²"
    assert _verdict([PARK], claim) is not Verdict.CONTRADICTED


def test_a_second_description_after_a_comma_is_judged_on_its_own() -> None:
    claim = "soil is just broken-down rock, only inorganic stuff with no organic matter in it"
    assert apposed(claim) == [
        "soil is just broken-down rock",
        "soil is only inorganic stuff with no organic matter in it",
    ]
    assert apposed("the image is virtual, erect and smaller") == []  # a list, not a second one
    assert apposed("the current is 2 A, the voltage drops across it") == []  # a verb of its own
    assert _verdict([SOIL], claim) is Verdict.CONTRADICTED
    assert _verdict([SOIL], "soil is made of broken-down rock plus organic matter") is not (
        Verdict.CONTRADICTED
    )


def test_men_for_the_books_women() -> None:
    claim = "the best-known novelists were all men"
    assert _verdict([NOVELS], claim) is Verdict.CONTRADICTED
    assert _verdict([NOVELS], "some of the best-known novelists were women") is (Verdict.SUPPORTED)


def test_cut_spending_against_increased_spending() -> None:
    duty = (
        "It is also the duty of the government to take care of the poorest and most ignored "
        "regions of the country through increased spending in such areas."
    )
    cut = "the govt should cut its spending in the poorest and most ignored regions of india"
    assert _verdict([duty], cut) is Verdict.CONTRADICTED
    assert _verdict([duty], cut.replace("cut", "increase")) is Verdict.SUPPORTED
