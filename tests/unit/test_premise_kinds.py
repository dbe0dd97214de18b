"""False premises of kinds first met in an unseen set (heldout17), each with its true twin:
tag forms ("na?", "rite?" after a "when" statement), a root claimed for "it", a definition
given another name, a nationality, a doer the book names elsewhere, a necessity the book
denies, what would happen "otherwise", and a long sentence quoted around its correction."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import ALL, terms

MIRROR = (
    "The distance between the pole and the principal focus of a spherical mirror is called "
    "the focal length. It is represented by the letter f. The diameter of the reflecting "
    "surface of spherical mirror is called its aperture."
)
VOLT = (
    "Potential difference (V) between two points = Work done (W)/Charge (Q) V = W/Q (11.2) "
    "The SI unit of electric potential difference is volt (V), named after Alessandro Volta "
    "(1745 –1827), an Italian physicist."
)
CONSERVATION = (
    "At the international level, the Club of Rome advocated resource conservation for the "
    "first time in a more systematic way in 1968. Subsequently, in 1974, Gandhian "
    "philosophy was presented by Schumacher. The seminal contribution with respect to "
    "resource conservation at the global level was made by the Brundtland Commission "
    "Report, 1987."
)
AP_D = (
    "To obtain d in a given AP, we need not find all of a2 – a1, a3 – a2, a4 – a3, . . . . "
    "It is enough to find only one of them."
)
SLOPE = (
    "Obviously, x1 ≠ x2, otherwise the line will become perpendicular to x-axis and its "
    "slope will not be defined."
)
ROOT = (
    "Consider the quadratic equation 2x2 – 3x + 1 = 0. If we replace x by 1 in the LHS of "
    "this equation, we get (2 × 12) – (3 × 1) + 1 = 0 = RHS of the equation. We say that 1 "
    "is a root of the quadratic equation 2x2 – 3x + 1 = 0."
)
RATIOS = (
    "Now, by using the Pythagoras Theorem, we have AC2 = AB2 + BC2 = (4k)2 + (3k)2 = 25k2 "
    "So, AC = 5k Now, we can write all the trigonometric ratios using their definitions. "
    "sin A = BC 4 4 5 5 k k = = cos A = AB 3 3 AC 5 5 k k = ="
)


def judge(claim: str, passage: str) -> Verdict:
    return ContradictionChecker([passage]).judge(claim).verdict


@pytest.mark.parametrize(
    ("question", "claim", "form"),
    [
        (  # "na?" in the middle of a question
            "In cities, street vendors, head load workers and rag pickers come under the "
            "organised sector na? What kind of support do they need from the government?",
            "In cities, street vendors, head load workers and rag pickers come under the "
            "organised sector",
            PremiseForm.TAG,
        ),
        (  # a statement made in a case, tagged: no question asked with "when"
            "When two lines intersect, any two adjacent angles θ and φ between them add up to "
            "90°, right? So if θ is known, how do we find φ?",
            "When two lines intersect, any two adjacent angles θ and φ between them add up to 90°",
            PremiseForm.TAG,
        ),
        (
            "when we touch a chhui-mui the plant doesnt use any electrical-chemical means to "
            "pass the info from cell to cell, rite? then how do the leaves fold",
            "when we touch a chhui-mui the plant doesnt use any electrical-chemical means to "
            "pass the info from cell to cell",
            PremiseForm.TAG,
        ),
        (  # the next question is no part of the claim
            "How do the rich mineral deposits in alluvial soils make those regions densely "
            "populated? Which crops grow well there?",
            "the rich mineral deposits in alluvial soils make those regions densely populated",
            PremiseForm.HOW,
        ),
        (
            "My notes say that literacy rates in some parts of Europe were only about 10 to 20 "
            "per cent. Is that correct?",
            "literacy rates in some parts of Europe were only about 10 to 20 per cent",
            PremiseForm.SINCE,
        ),
        (  # "it" is the equation the question names
            "In the book's example they put x = 2 in 2x² – 3x + 1 = 0 and get 0, so 2 is a "
            "root of it, right? How do we check if a number is a root?",
            "2 is a root of 2x² – 3x + 1 = 0",
            PremiseForm.TAG,
        ),
    ],
)
def test_claims_of_the_new_forms(question: str, claim: str, form: PremiseForm) -> None:
    found = presupposition(question)
    assert found is not None and found.claim == claim and found.form is form


def test_a_question_asked_with_when_and_tagged_is_still_a_question() -> None:
    assert presupposition("When does the current stop flowing, right? Why?") is None


def test_a_root_claimed_for_the_equation_is_put_back_into_it() -> None:
    assert judge("2 is a root of 2x² – 3x + 1 = 0", ROOT) is Verdict.CONTRADICTED
    assert judge("1 is a root of 2x² – 3x + 1 = 0", ROOT) is not Verdict.CONTRADICTED


def test_a_claim_of_two_words_gets_no_yes_from_a_sentence_that_holds_them() -> None:
    check = PremiseChecker().check(
        "2 is a root, right?", ["So, any quadratic equation can have atmost two roots."]
    )
    assert check is not None and check.thin and not check.confirmed


def test_a_definition_given_the_name_of_another_thing_is_contradicted() -> None:
    wrong = (
        "For a spherical mirror, the aperture is the distance between the pole and the "
        "principal focus"
    )
    assert judge(wrong, MIRROR) is Verdict.CONTRADICTED
    right = "For a spherical mirror, the aperture is the diameter of the reflecting surface"
    assert judge(right, MIRROR) is Verdict.SUPPORTED


def test_another_nationality_is_another_of_the_same_kind() -> None:
    assert judge("the volt is named after Alessandro Volta, a French physicist", VOLT) is (
        Verdict.CONTRADICTED
    )
    assert judge("the volt is named after Alessandro Volta, an Italian physicist", VOLT) is (
        Verdict.SUPPORTED
    )


def test_a_long_sentence_is_quoted_around_the_word_that_corrects() -> None:
    # (a formula block the text layer runs into the sentence: no sentence end for 70 words)
    run_on = " ".join(["Work done (W) = V × Q (11.3) so that"] * 8)
    check = PremiseChecker().check(
        "My teacher said the volt is named after Alessandro Volta, a French physicist. Is that "
        "correct?",
        [f"{run_on} {VOLT}"],
    )
    assert check is not None and check.contradicted and check.quote is not None
    assert "an Italian physicist" in check.quote and check.quote.startswith("…")


def test_a_doer_the_book_names_elsewhere_is_no_doer_of_what_another_did() -> None:
    wrong = (
        "At the international level, the Brundtland Commission was the first to advocate "
        "resource conservation in a systematic way, in 1968"
    )
    assert judge(wrong, CONSERVATION) is Verdict.CONTRADICTED
    right = wrong.replace("the Brundtland Commission", "the Club of Rome")
    assert judge(right, CONSERVATION) is Verdict.SUPPORTED
    # (a claim the unit holds only partly: the name the passage uses elsewhere stays theirs)
    assert judge("the Brundtland Commission made the seminal contribution", CONSERVATION) is (
        Verdict.SUPPORTED
    )


def test_a_necessity_the_book_denies_is_contradicted() -> None:
    wrong = (
        "To find d in a given AP we always have to work out every one of a2 – a1, a3 – a2, "
        "a4 – a3 and so on"
    )
    judged = ContradictionChecker([AP_D]).judge(wrong)
    assert judged.verdict is Verdict.CONTRADICTED and judged.evidence is not None
    assert judged.evidence.unit.display.endswith("It is enough to find only one of them.")
    right = (
        "To find d in a given AP it is enough to work out only one of a2 – a1, a3 – a2, "
        "a4 – a3 and so on"
    )
    assert judge(right, AP_D) is not Verdict.CONTRADICTED


def test_what_would_happen_otherwise_is_judged_on_its_own() -> None:
    claim = "we need x1 ≠ x2 because otherwise the line would be {} to the x-axis"
    assert judge(claim.format("parallel"), SLOPE) is Verdict.CONTRADICTED
    assert judge(claim.format("perpendicular"), SLOPE) is not Verdict.CONTRADICTED


def test_a_worked_unit_giving_every_ratio_puts_none_in_place_of_the_claim_s() -> None:
    claim = (
        "In the book's example with tan A = 4/3, they take BC = 4k and AB = 3k, and then AC "
        "comes out as 5k"
    )
    assert judge(claim, RATIOS) is not Verdict.CONTRADICTED


def test_adding_up_is_a_sum() -> None:
    assert [t.stem for t in terms("the angles add up to 90°")][-2] == stem("sum")


def test_not_any_denies_what_follows_and_info_is_information() -> None:
    book = (
        "The plants also use electrical-chemical means to convey this information from cell "
        "to cell, but unlike in animals, there is no specialised tissue in plants for the "
        "conduction of information."
    )
    said = "the plant {} electrical-chemical means to pass the info from cell to cell"
    assert judge(said.format("doesnt use any"), book) is Verdict.CONTRADICTED
    assert judge(said.format("uses"), book) is Verdict.SUPPORTED


def test_a_value_defined_as_a_number_is_that_value() -> None:
    book = "So, we define : sin 90° = 1 and cos 90° = 0."
    assert judge("in the book cos 90° is defined as 1", book) is Verdict.CONTRADICTED
    assert judge("in the book cos 90° is defined as 0", book) is Verdict.SUPPORTED
    assert "=" not in [t.stem for t in terms("The area is defined as the space it covers")]


ALLUVIAL = (
    "Due to its high fertility, regions of alluvial soils are intensively cultivated and "
    "densely populated."
)


def test_an_effect_given_another_cause_than_the_book_s_is_contradicted() -> None:
    wrong = (
        "the rich mineral deposits in alluvial soils make those regions so intensively "
        "cultivated and densely populated"
    )
    assert judge(wrong, ALLUVIAL) is Verdict.CONTRADICTED
    right = wrong.replace("rich mineral deposits in", "high fertility of")
    assert judge(right, ALLUVIAL) is Verdict.SUPPORTED
    # (a book that also says the claim's cause goes with the effect: one cause of two)
    both = (
        f"{ALLUVIAL} Rich mineral deposits in these soils keep the regions cultivated and "
        "populated."
    )
    assert judge(wrong, both) is not Verdict.CONTRADICTED


def test_every_year_is_a_rate_not_a_claim_about_all() -> None:
    assert ALL not in [t.stem for t in terms("with ₹500 increment every year")]
    assert ALL in [t.stem for t in terms("every part of the sector")]


def test_a_name_used_elsewhere_is_not_replaced_by_one_standing_elsewhere() -> None:
    book = (
        "Shanghai became the hub of the new print culture, catering to the Western-style "
        "schools. Western printing techniques and mechanical presses were imported in the "
        "late nineteenth century as Western powers established their outposts in China."
    )
    claim = "Shanghai became the hub of China's new print culture"
    assert judge(claim, book) is not Verdict.CONTRADICTED
