"""False premises of kinds first met in an unseen set (heldout19), each with its true twin,
written from the book's own sentences: a worked example's result given another value,
another reason than the book's, and question forms that take a claim for granted ("…, so
from which point …", "what kind of books were printed in …", "my history notes say …", a
likeness said beside the claim)."""

from __future__ import annotations

import pytest

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.measures import Measure, measures, placed_measures
from tutorapp.core.validation.outcomes import outcome
from tutorapp.core.validation.progressions import progression
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Verdict

BULB = (
    "Example 11.1 A current of 0.5 A is drawn by a filament of an electric bulb for 10 "
    "minutes. Find the amount of electric charge that flows through the circuit. Solution We "
    "are given, I = 0.5 A; t = 10 min = 600 s. From Eq. (11.1), we have Q = It = 0.5 A × "
    "600 s = 300 C"
)
GRAPH = (
    "Graph 1 shows the production of goods and services in the three sectors. This is shown "
    "for two years, 1977–78 and 2017–18. We have used the data for these two years because "
    "the data are comparable and authentic."
)
BLACK_SOIL = (
    "It is believed that climatic condition along with the parent rock material are the "
    "important factors for the formation of black soil. This type of soil is typical of the "
    "Deccan trap (Basalt) region spread over northwest Deccan plateau and is made up of lava "
    "flows. The black soils are made up of extremely fine i.e. clayey material. Alluvial "
    "soils have been deposited by three important Himalayan river systems."
)
PRIMARY = (
    "Since most of the natural products we get are from agriculture, dairy, fishing, "
    "forestry, this sector is also called agriculture and related sector. Why primary? This "
    "is because it forms the base for all other products that we subsequently make. Many "
    "people in India work in the primary sector."
)
FRACTIONS = (
    "The ones we have discussed so far have terms that are increasing. But there could be "
    "sequences such as 1, 1 2, 1 3, 1 4, … where t1 = 1 and the following terms are unit "
    "fractions occurring in decreasing order."
)
LAND = (
    "Land use data, however, is available only for 93 per cent of the total geographical "
    "area because the land use reporting for most of the north-east states except Assam has "
    "not been done fully."
)


def judge(claim: str, passage: str) -> Verdict:
    return ContradictionChecker([passage]).judge(claim).verdict


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (  # a worked example's result given another value
            "in example 11.1 the bulb filament draws 0.5 A for 10 minutes so the charge that "
            "flows through the circuit is just 5 C",
            "in example 11.1 the bulb filament draws 0.5 A for 10 minutes so the charge that "
            "flows through the circuit is 300 C",
            BULB,
        ),
        (  # another reason than the book's, for what it names a sentence before
            "Our economics book uses the years 1977–78 and 2017–18 in Graph 1 because those "
            "were the two years in which India's GDP fell",
            "Our economics book uses the years 1977–78 and 2017–18 in Graph 1 because the "
            "data for these two years are comparable and authentic",
            GRAPH,
        ),
        (  # another make-up than the book's, of what "This type of soil" is
            "Black soil of the Deccan is made up of alluvium brought down by the Himalayan rivers",
            "Black soil of the Deccan is made up of lava flows of the Deccan trap region",
            BLACK_SOIL,
        ),
        (  # a list said to keep increasing whose numbers fall (the book's fractions flattened)
            "the terms of the sequence 1, 1/2, 1/3, 1/4, … keep increasing",
            "the terms of the sequence 1, 1/2, 1/3, 1/4, … keep decreasing",
            FRACTIONS,
        ),
    ],
)
def test_false_claim_is_contradicted_and_its_twin_is_not(
    false: str, true: str, passage: str
) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


def test_a_result_the_passages_also_give_is_not_denied_by_another() -> None:
    # the book works out 300 C here and 5 C in another example: 5 C is the book's too
    other = "In another case, Q = It = 0.5 A × 10 s = 5 C"
    claim = "the bulb draws 0.5 A for 10 minutes so the charge is 5 C"
    assert judge(claim, f"{BULB}. {other}") is not Verdict.CONTRADICTED


def test_a_given_value_is_no_result() -> None:
    # "a current of 0.5 A" is given, not worked out: no result for a claim of 2 A to miss
    text = "A current of 0.5 A is drawn by a filament for 10 minutes."
    claim = "a filament draws 2 A for 10 minutes, so the charge is 1200 C"
    assert outcome(claim, [(0, Unit(text, terms(text)))]) is None
    worked = "Q = It = 0.5 A × 600 s = 300 C"
    found = outcome(claim, [(0, Unit(worked, terms(worked)))])
    assert found is None  # (nor is this its example: no quantity of the claim's is in it)


def test_charge_voltage_and_resistance_are_read_with_their_units() -> None:
    assert measures("Q = 300 C, V = 12 V and R = 4 Ω") == [
        Measure(number="300", kind="charge", unit="C"),
        Measure(number="12", kind="voltage", unit="V"),
        Measure(number="4", kind="resistance", unit="Ω"),
    ]
    assert [at for at, _ in placed_measures("t = 600 s = 10 min")] == [4, 12]
    assert measures("the point C and the side BC") == []


def test_the_book_s_reason_in_words_of_the_student_s_own_is_left_alone() -> None:
    claim = (
        "agriculture is called the 'primary' sector because it is the foundation for "
        "everything else we go on to produce"
    )
    assert judge(claim, PRIMARY) is not Verdict.CONTRADICTED
    claim = (
        "agriculture is called the 'primary' sector because it employs the largest number "
        "of people in India"
    )
    assert judge(claim, PRIMARY) is Verdict.CONTRADICTED


def test_a_make_up_another_sentence_gives_is_not_denied() -> None:
    claim = "black soils are made up of extremely fine clayey material"
    assert judge(claim, BLACK_SOIL) is not Verdict.CONTRADICTED


def test_a_list_said_not_to_rise_or_another_list_is_left_alone() -> None:
    claim = "the terms of the sequence 1, 1/2, 1/3, 1/4, … do not keep increasing"
    assert judge(claim, FRACTIONS) is not Verdict.CONTRADICTED
    claim = "the terms of the sequence 1, 1/3, 1/5, 1/7, … keep increasing"
    assert progression(claim, [(0, Unit(FRACTIONS, terms(FRACTIONS)))]) is None


def test_a_reason_in_the_passages_own_words_is_left_alone() -> None:
    # every word of the student's reason is in the passages: perhaps the book's said otherwise
    claim = (
        "Land use data is available only for 93 per cent of the total geographical area "
        "because the reporting for the north-east states has not been done fully"
    )
    assert judge(claim, LAND) is not Verdict.CONTRADICTED
    claim = (
        "Land use data is available only for 93 per cent of the total geographical area "
        "because the deserts of Rajasthan have never been surveyed"
    )
    assert judge(claim, LAND) is Verdict.CONTRADICTED


@pytest.mark.parametrize(
    ("question", "claim", "form"),
    [
        (
            "In the New Cartesian Sign Convention the centre of curvature C of the mirror is "
            "taken as the origin, so from which point are distances measured?",
            "In the New Cartesian Sign Convention the centre of curvature C of the mirror is "
            "taken as the origin",
            PremiseForm.SINCE,
        ),
        (
            "What kind of books were printed in the Battala area of Madras in the nineteenth "
            "century, and how did these books reach women at home?",
            "books were printed in the Battala area of Madras in the nineteenth century",
            PremiseForm.SINCE,
        ),
        (
            "My history notes say the first printed edition of the Ramcharitmanas came out "
            "from Lucknow in 1810. After that, how did print help religious texts?",
            "the first printed edition of the Ramcharitmanas came out from Lucknow in 1810",
            PremiseForm.SINCE,
        ),
        (  # the likeness beside the claim is not judged with it
            "How does gravity make the electrons flow through a copper wire, just like water "
            "flows out of a tube connected to a tank?",
            "gravity make the electrons flow through a copper wire",
            PremiseForm.HOW,
        ),
        (
            "buffaloes chewing cud is not a movement caused by growth unlike a seedling "
            "pushing soil aside, right?",
            "buffaloes chewing cud is not a movement caused by growth",
            PremiseForm.TAG,
        ),
        (  # "just as fast as" is a comparison, not a likeness
            "Why does light travel just as fast in glass as in air?",
            "light travel just as fast in glass as in air",
            PremiseForm.WHY,
        ),
    ],
)
def test_question_forms_that_take_a_claim_for_granted(
    question: str, claim: str, form: PremiseForm
) -> None:
    found = presupposition(question)
    assert found is not None and found.claim == claim and found.form is form


def test_what_kind_asks_of_a_passive_only() -> None:
    assert presupposition("What kind of books did people read in the nineteenth century?") is (None)
