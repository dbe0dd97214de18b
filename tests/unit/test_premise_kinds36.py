"""False premises and true twins of kinds first met while reading the unseen sets heldout35
and heldout36. True twins the checks wrongly corrected: a number that ends its sentence read
as counting the next sentence's first word ("… differ by 90°. Thus, lines …" as "90 lines"
against "two lines"); a number before an operator read as counting the word after it ("sin
30° = AB" as "30 AB" against "Example 6 (AB …"); "a 4 Ω resistor" read as naming "current"
where the book has "a 4 Ω resistance". False premises they missed: "hardly any in cities"
against "located mostly in cities"; "power divided by time" against "the product of power and
time"; "either A or B" and "just two kinds, A or B" against the book's list of three."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.either import closed_pair
from tutorapp.core.validation.numbers import neighbours
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

PERPENDICULAR = (
    "Then tan α = – cot β = tan (β + 90°) or tan (β – 90°) Therefore, α and β differ by 90°. "
    "Thus, lines l1 and l2 are perpendicular to each other."
)
DAYS = "The Earth goes round the Sun once in 365 days. A leap year has 366 days."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_number_that_ends_its_sentence_counts_nothing_after_it() -> None:
    table = neighbours(terms("α and β differ by 90°. Thus, lines l1 and l2 meet."), counts=True)
    assert "line" not in table
    assert (-1, "90") in neighbours(terms("there are 90 lines in all"), counts=True)["line"]
    claim = "when two lines are perpendicular their inclinations differ by 90°"
    assert _verdict([PERPENDICULAR], claim) is not Verdict.CONTRADICTED


def test_a_number_inside_its_sentence_still_counts() -> None:
    assert _verdict([DAYS], "the Earth goes round the Sun once in 300 days") is (
        Verdict.CONTRADICTED
    )
    ended = [t for t in terms("once in 365 days. A leap year has 366 days.") if t.number]
    assert [t.ends for t in ended] == [False, False]
    assert [t.ends for t in terms("It came to 20%. Then") if t.number] == [True]


HEAT = "J of heat is produced each second in a 4 Ω resistance."
EXAMPLE = (
    "To find the length of the side AC, we consider sin 30° = AB AC (Why?) i.e., 1 2 = 5 AC "
    "i.e., AC = 10 cm Note that alternatively we could have used Pythagoras theorem to determine "
    "the third side in the example above"
)
LIBRARIES = (
    "Public libraries were set up from the early twentieth century, expanding the access to "
    "books. These libraries were located mostly in cities and towns, and at times in "
    "prosperous villages."
)
ENERGY = (
    "Since electrical energy is the product of power and time, the unit of electric energy is, "
    "therefore, watt hour (W h)."
)
RESPONSES = (
    "The responses of the nervous system can be classified as reflex action, voluntary action "
    "or involuntary action."
)


def test_a_number_before_an_operator_counts_nothing_after_it() -> None:
    assert "ab" not in neighbours(terms("we consider sin 30° = AB AC"), counts=True)
    claim = (
        "in Example 6 (AB = 5 cm, ∠ACB = 30°), the side AC can be found using sin 30°, or "
        "alternatively with the Pythagoras theorem"
    )
    assert _verdict([EXAMPLE], claim) is not Verdict.CONTRADICTED


def test_a_word_of_the_same_root_names_the_rival() -> None:
    claim = "if 100 J of heat is produced each second in a 4 Ω resistor, the current must be 5 A"
    assert _verdict([HEAT], claim) is not Verdict.CONTRADICTED
    # another quantity in the book's slot is still against it
    assert _verdict([HEAT], "heat is produced each second in a 4 Ω current") is (
        Verdict.CONTRADICTED
    )


def test_hardly_any_denies() -> None:
    claim = (
        "public libraries in colonial india were mostly in poor villages and hardly any in cities"
    )
    assert _verdict([LIBRARIES], claim) is Verdict.CONTRADICTED
    twin = (
        "public libraries in colonial india were mostly in cities and towns, and sometimes in "
        "prosperous villages"
    )
    assert _verdict([LIBRARIES], twin) is not Verdict.CONTRADICTED


def test_divided_is_against_the_product() -> None:
    claim = "electrical energy being power divided by time give us the unit watt hour"
    assert _verdict([ENERGY], claim) is Verdict.CONTRADICTED
    twin = "electrical energy being power multiplied by time give us the unit watt hour"
    assert _verdict([ENERGY], twin) is not Verdict.CONTRADICTED


def test_a_closed_pair_leaves_out_the_books_third_member() -> None:
    for claim in (
        "every response of our nervous system is one of just two kinds, a reflex action or a "
        "voluntary action",
        "a response of the nervous system is either voluntary or involuntary",
    ):
        assert _verdict([RESPONSES], claim) is Verdict.CONTRADICTED
    twin = (
        "the responses of our nervous system can be reflex actions, voluntary actions or "
        "involuntary actions"
    )
    assert _verdict([RESPONSES], twin) is not Verdict.CONTRADICTED
    # a pair the book's list does not go beyond is no conflict
    units = ContradictionChecker(["Lines are either intersecting or parallel."])._units
    assert closed_pair("lines in a plane are either intersecting or parallel", units) is None


SIDE = (
    "As ∠A gets larger and larger, ∠C gets smaller and smaller. Therefore, as in the case "
    "above, the length of the side AB goes on decreasing. Also when ∠A is very close to 90°, "
    "∠C is very close to 0°, and the side AB is nearly zero, so cos A is very close to 0. "
    "Let us see what happens to the trigonometric ratios of angle A in the right triangle ABC."
)
WORKING_DAY = (
    "After the working day was gradually shortened from the mid-nineteenth century, workers "
    "had some time for self-improvement and self-expression."
)


def test_as_x_then_y_takes_y_for_granted_too() -> None:
    question = (
        "As angle A grows towards 90° in right triangle ABC, the side AB keeps getting longer, "
        "so how does cos A end up being 0 at 90°?"
    )
    found = presupposition(question)
    assert found is not None
    assert found.claim == (
        "as angle A grows towards 90° in right triangle ABC, the side AB keeps getting longer"
    )
    assert _verdict([SIDE], found.claim) is Verdict.CONTRADICTED
    twin = "as angle A grows towards 90° in right triangle ABC, the side AB keeps getting shorter"
    assert _verdict([SIDE], twin) is not Verdict.CONTRADICTED
    # a plain "As X, what …?" still takes only X
    found = presupposition("As the wire gets longer, what happens to its resistance?")
    assert found is not None and found.claim == "the wire gets longer"


def test_keeps_getting_longer_is_increasing_and_still_longer() -> None:
    stems = [t.stem for t in terms("the side AB keeps getting longer")]
    assert "increas" in stems and "longer" in stems
    claim = (
        "the working day of workers in england kept getting longer from the mid-nineteenth century"
    )
    assert _verdict([WORKING_DAY], claim) is Verdict.CONTRADICTED
