"""False premises of kinds first met in an unseen set (heldout20), each with its true twin,
written from the book's own sentences: a current said to flow the other way ("from … to …"
over longer names), another reason than the book's "Since …, X is called Y", a worked
example's symbol given another value where the claim names the example by its terms ("3rd
term … 7th term"), a quotation's author, a worked example's terms as another list; and true
twins the checks denied: "whether … or not", "low humus content" against "lack humus", a
student's "govt", "Since the 1990s" read as a reason, a doer named after "French"."""

from __future__ import annotations

import pytest

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

CIRCUIT = (
    "Figure 11.1 shows the schematic diagram of a typical electric circuit comprising a cell, "
    "an electric bulb, an ammeter and a plug key. Note that the electric current flows in the "
    "circuit from the positive terminal of the cell to the negative terminal of the cell "
    "through the bulb and ammeter."
)
DISCRIMINANT = (
    "Since b2 – 4ac determines whether the quadratic equation ax2 + bx + c = 0 has real roots "
    "or not, b2 – 4ac is called the discriminant of this quadratic equation."
)
FACTORS = (
    "If we can factorise ax2 + bx + c, a ≠ 0, into a product of two linear factors, then the "
    "roots of the quadratic equation ax2 + bx + c = 0 can be found by equating each factor "
    "to zero."
)
NO_ROOTS = (
    "Therefore, the discriminant b2 – 4ac = (– 4)2 – (4 × 2 × 3) = 16 – 24 = – 8 < 0 So, the "
    "given equation has no real roots."
)
EXAMPLES = (
    "Example 3 : Find the 10th term of the AP : 2, 7, 12, . . . Solution : Here, a = 2, "
    "d = 7 – 2 = 5 and n = 10. We have an = a + (n – 1) d So, a10 = 2 + (10 – 1) × 5 = 2 + 45 "
    "= 47 Therefore, the 10th term of the given AP is 47.",
    "Example 5 : Determine the AP whose 3rd term is 5 and the 7th term is 9. Solution : We "
    "have a3 = a + (3 – 1) d = a + 2d = 5 (1) and a7 = a + (7 – 1) d = a + 6d = 9 (2) "
    "Solving the pair of linear equations (1) and (2), we get a = 3, d = 1 Hence, the "
    "required AP is 3, 4, 5, 6, 7, . . .",
)
ARID = (
    "Arid Soils Arid soils range from red to brown in colour. They are generally sandy in "
    "texture and saline in nature. Due to the dry climate, high temperature, evaporation is "
    "faster and the soil lacks humus and moisture.",
    "Fig. 1.9: Arid Soil of Himalayas, these soils experience denudation and are acidic with "
    "low humus content.",
)
GVA = (
    "Recently Indian Government began to bring out the contribution of three sectors towards "
    "Gross Value Added (GVA) in place of the contribution of three sectors towards Gross "
    "Domestic Product to be at par with global practices."
)


def judge(claim: str, *passages: str) -> Verdict:
    return ContradictionChecker(list(passages)).judge(claim).verdict


@pytest.mark.parametrize(
    ("false", "true", "passages"),
    [
        (
            "In the circuit with a cell, a bulb and an ammeter, the current flows from the "
            "negative terminal of the cell to the positive terminal through the bulb",
            "In the circuit with a cell, a bulb and an ammeter, the current flows from the "
            "positive terminal of the cell to the negative terminal through the bulb",
            (CIRCUIT,),
        ),
        (
            "b2 – 4ac is called the discriminant because it gives the product of the roots",
            "b2 – 4ac is called the discriminant because it determines whether the equation "
            "has real roots or not",
            (DISCRIMINANT, FACTORS, NO_ROOTS),
        ),
        (
            "the AP whose 3rd term is 5 and 7th term is 9 has d = 2",
            "the AP whose 3rd term is 5 and 7th term is 9 has d = 1",
            EXAMPLES,
        ),
        ("arid soils are full of humus and moisture", "arid soils lack humus and moisture", ARID),
    ],
)
def test_a_false_premise_is_denied_and_its_true_twin_is_not(
    false: str, true: str, passages: tuple[str, ...]
) -> None:
    assert judge(false, *passages) is Verdict.CONTRADICTED
    assert judge(true, *passages) is not Verdict.CONTRADICTED


def test_a_students_govt_is_the_books_government() -> None:
    claim = (
        "Our govt started reporting the three sectors' contribution as GVA instead of GDP to "
        "be at par with global practices"
    )
    assert judge(claim, GVA) is not Verdict.CONTRADICTED


def test_whether_or_not_denies_nothing() -> None:
    assert judge(
        "b2 – 4ac determines whether the equation has real roots or not", DISCRIMINANT
    ) is (Verdict.SUPPORTED)
    assert judge("b2 – 4ac never determines whether the roots are real", DISCRIMINANT) is (
        Verdict.CONTRADICTED
    )


VOLUNTARY = (
    "Writing, talking, moving a chair, clapping at the end of a programme are examples of "
    "voluntary actions which are based on deciding what to do next."
)
GAZETTE = (
    "By the close of the eighteenth century, a number of newspapers and journals appeared in "
    "print. There were Indians, too, who began to publish Indian newspapers. The first to "
    "appear was the weekly Bengal Gazette, brought out by Gangadhar Bhattacharya, who was "
    "close to Rammohun Roy."
)


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (
            "clapping at the end of a programme is a reflex action",
            "clapping at the end of a programme is a voluntary action",
            VOLUNTARY,
        ),
        (
            "Rammohun Roy himself brought out the weekly Bengal Gazette, the first newspaper "
            "published by an Indian",
            "Gangadhar Bhattacharya brought out the weekly Bengal Gazette, the first newspaper "
            "published by an Indian",
            GAZETTE,
        ),
    ],
)
def test_another_kind_of_action_and_another_doer(false: str, true: str, passage: str) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


def test_what_sir_told_us_is_the_claim() -> None:
    found = presupposition(
        "sir told us nichrome is an alloy of copper and zinc. is that right? where is "
        "nichrome wire used in the chapter"
    )
    assert found is not None and found.claim == "nichrome is an alloy of copper and zinc"


HERBART = (
    "8 There is perhaps nothing which so occupies the middle position of mathematics as "
    "trigonometry. – J.F. Herbart (1890)"
)
QUOTE = (
    "'there is perhaps nothing which so occupies the middle position of mathematics as "
    "trigonometry'"
)


@pytest.mark.parametrize(
    ("claim", "denied"),
    [
        (f"the quote at the start of the chapter, {QUOTE}, is by aryabhata", True),
        (f"Aryabhata said {QUOTE}", True),
        (f"the quote at the start of the chapter, {QUOTE}, is by j.f. herbart", False),
        (f"Herbart said {QUOTE}", False),
    ],
)
def test_a_quotation_given_to_someone_else(claim: str, denied: bool) -> None:
    judged = ContradictionChecker(["Angles are measured in degrees.", HERBART]).judge(claim)
    assert judged.contradicted is denied
    if denied:
        assert judged.evidence is not None and judged.source == 1
        assert judged.evidence.unit.display.endswith("trigonometry. – J.F. Herbart")


def test_a_list_said_not_to_form_an_ap_is_not_denied_by_its_numbers() -> None:
    checker = ContradictionChecker(["(iv) 1, 1, 1, 2, 2, 2, 3, 3, 3, . . ."])
    assert checker.judge("1, 1, 1, 2, 2, 2, 3, 3, 3, … forms an AP").contradicted
    assert not checker.judge("1, 1, 1, 2, 2, 2, 3, 3, 3, … does not form an AP").contradicted
    assert not checker.judge("the list 1, 1, 1, 2, 2, 2, 3, 3, 3 is not a GP").contradicted


RECURSIVE = (
    "Example 3: Find the first four terms of the sequence given by the recursive rule u1 = 1, "
    "un = 2un–1 + 3 for n ≥ 2. Is 133 a term of this sequence? We successively insert the "
    "values of n as 2, 3, 4, etc., and compute the values of each term. u2 = 2u1 + 3 = 2 × 1 "
    "+ 3 = 5 u3 = 2u2 + 3 = 2 × 5 + 3 = 13 u4 = 2u3 + 3 = 2 × 13 + 3 = 29 Thus, the first "
    "four terms of the sequence are 1, 5, 13, 29."
)


def test_a_worked_examples_terms_given_as_another_list() -> None:
    checker = ContradictionChecker([RECURSIVE])
    rule = "for the recursive rule u1 = 1, un = 2un–1 + 3 i got the first four terms as"
    judged = checker.judge(f"{rule} 1, 5, 11, 23")
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.endswith("are 1, 5, 13, 29.")
    assert not checker.judge(f"{rule} 1, 5, 13, 29").contradicted
    # another rule's terms: the example says nothing of them
    assert not checker.judge(
        "for the rule t1 = 3, tn = 2tn–1 the first four terms are 3, 6, 12, 24"
    ).contradicted


def test_a_doer_named_in_the_books_by_phrase_is_the_books() -> None:
    """heldout12's true twin: the claim's René Descartes stands in the book's "by celebrated
    French philosopher and mathematician René Descartes", after "French"."""
    book = (
        "A systematic study of geometry by the use of algebra was first carried out by "
        "celebrated French philosopher and mathematician René Descartes, in his book ‘La "
        "Géométry, published in 1637."
    )
    claim = (
        "René Descartes carried out the first systematic study of geometry using algebra in "
        "his book La Géométry, published in 1637"
    )
    assert not ContradictionChecker([book]).judge(claim).contradicted


def test_since_a_time_gives_no_reason() -> None:
    """heldout16's true twin against "Since the 1990s, … workers … take up jobs in the
    unorganised sector with low earnings"."""
    book = [
        "Since the 1990s, it is also common to see a large number of workers losing their "
        "jobs in the organised sector. These workers are forced to take up jobs in the "
        "unorganised sector with low earnings.",
        "The unorganised sector is characterised by small and scattered units which are "
        "largely outside the control of the government.",
    ]
    claim = (
        "The unorganised sector is made up of small units spread all over, mostly beyond the "
        "government's control"
    )
    assert not ContradictionChecker(book).judge(claim).contradicted
