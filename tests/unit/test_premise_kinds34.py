"""False premises (and their true twins) of kinds first met while reading misses of the
unseen sets heldout32 and heldout34: a rate given per another span of time ("one coulomb …
in one minute" against "per second"); a comparison where the book says the two sides are
equal ("the image in a plane mirror is … smaller than the object" against "The size of the
image is equal to that of the object"), where a question the book asks is no evidence; a
deed given to the places the book lists for another; a state government for the central one;
a point with its coordinates swapped; a formula without the book's divisor; and "X — so in
the example of …, what …" taking X for granted."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.equals import said_equal
from tutorapp.core.validation.halved import missing_divisor
from tutorapp.core.validation.measures import rate_conflict, rates
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit
from tutorapp.core.validation.verdicts import Verdict

AMPERE = (
    "The electric current is expressed by a unit called ampere (A), named after the French "
    "scientist, Andre-Marie Ampere (1775–1836). One ampere is constituted by the flow of one "
    "coulomb of charge per second, that is, 1 A = 1 C/1 s."
)
MIRROR = (
    "You are familiar with the formation of image by a plane mirror. What are the properties "
    "of the image? Image formed by a plane mirror is always virtual and erect. The size of "
    "the image is equal to that of the object. The image formed is as far behind the mirror "
    "as the object is in front of it. Which of these mirrors will give the full image of a "
    "large object?"
)
ANGLES = (
    "The laws of reflection are: (i) The angle of incidence is equal to the angle of "
    "reflection, and (ii) the incident ray, the normal and the reflected ray lie in the same "
    "plane."
)


def _unit(text: str) -> Unit:
    return Unit(text, terms(text))


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_rates_read_the_span_a_rate_is_given_per() -> None:
    assert rates("one coulomb of charge per second") == {"second"}
    assert rates("flowing in one minute") == {"minute"}
    assert rates("the heart beats 72 times a minute, once every second") == {
        "minute",
        "second",
    }
    assert rates("a second time, a second law") == set()
    assert rates("a year or two later") == set()


def test_rate_per_another_span_is_a_conflict() -> None:
    conflict = rate_conflict("one coulomb of charge flowing in one minute", AMPERE)
    assert conflict is not None
    assert (conflict.claim, conflict.passage) == ("per minute", "per second")
    assert rate_conflict("one coulomb of charge flowing in one second", AMPERE) is None
    # the sentence naming the claim's span too says nothing against it
    assert rate_conflict("a rate per minute", "60 per second, that is 3600 per minute") is None


def test_ampere_per_minute_is_contradicted_and_per_second_is_not() -> None:
    false = "1 ampere means one coulomb of charge flowing in one minute"
    true = "1 ampere means one coulomb of charge flowing in one second"
    assert _verdict([AMPERE], false) is Verdict.CONTRADICTED
    assert _verdict([AMPERE], true) is not Verdict.CONTRADICTED


def test_smaller_than_where_the_book_says_equal_is_contradicted() -> None:
    judged = ContradictionChecker([MIRROR]).judge(
        "the image in a plane mirror is always a little smaller than the object"
    )
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "equal to that of the object" in judged.evidence.unit.display
    assert "plane mirror" in judged.evidence.unit.display  # the sentence before, for context
    true = "the image in a plane mirror is always the same size as the object"
    assert _verdict([MIRROR], true) is not Verdict.CONTRADICTED


def test_said_equal_needs_all_of_the_first_side_and_the_book_saying_equal() -> None:
    claim = "the angle of incidence is greater than the angle of reflection"
    assert said_equal(claim, [ANGLES]) is not None
    # another mirror than the book's sentences name: nothing said of it
    assert said_equal("the image in a concave mirror is smaller than the object", [MIRROR]) is None
    # "not equal" is no equality
    assert (
        said_equal(claim, ["The angle of incidence is not equal to the angle of reflection."])
        is None
    )
    # no comparison in the claim
    assert said_equal("the image in a plane mirror is virtual", [MIRROR]) is None


def test_a_question_the_book_asks_does_not_bear_a_comparison_out() -> None:
    # "Which of these mirrors will give the full image of a large object?" states nothing
    judged = ContradictionChecker([MIRROR]).judge(
        "the image in a plane mirror is larger than the object"
    )
    assert judged.verdict is Verdict.CONTRADICTED


DEGRADATION = (
    "In states like Jharkhand, Chhattisgarh, Madhya Pradesh and Odisha deforestation due to "
    "mining have caused severe land degradation. In states like Gujarat, Rajasthan, Madhya "
    "Pradesh and Maharashtra overgrazing is one of the main reasons for land degradation."
)
GDP = (
    "In India, the mammoth task of measuring GDP is undertaken by a central government "
    "ministry. This Ministry, with the help of various government departments of all the "
    "Indian states and union territories, collects information."
)
INTERCEPT = "(3) We know that line y = mx + c meets the line x = 0 (y-axis) at the point (0, c)."
NATURALS = (
    "If we use the notation Sn to represent the sum of the first n natural numbers, then "
    "Sn = n(n + 1) 2 . In general, 2 × (1 + 2 + 3 + 4 + … + n) = n × (n + 1)."
)


def test_a_deed_given_to_the_places_the_book_lists_for_another_is_contradicted() -> None:
    false = (
        "overgrazing is the main reason for land degradation in jharkhand, chhattisgarh and odisha"
    )
    judged = ContradictionChecker([DEGRADATION]).judge(false)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert judged.evidence.unit.display.startswith("In states like Gujarat")
    true = (
        "overgrazing is one of the main reasons for land degradation in gujarat, rajasthan, "
        "madhya pradesh and maharashtra"
    )
    assert _verdict([DEGRADATION], true) is not Verdict.CONTRADICTED
    mining = "deforestation due to mining has caused land degradation in jharkhand and odisha"
    assert _verdict([DEGRADATION], mining) is not Verdict.CONTRADICTED


def test_a_state_government_is_not_the_central_government() -> None:
    false = "each state government in india measures the GDP by itself"
    assert _verdict([GDP], false) is Verdict.CONTRADICTED
    true = "a central government ministry measures the GDP in india"
    assert _verdict([GDP], true) is Verdict.SUPPORTED


def test_a_point_with_its_coordinates_swapped_is_contradicted() -> None:
    false = "the line y = mx + c cuts the y-axis at the point (c, 0)"
    judged = ContradictionChecker([INTERCEPT]).judge(false)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert [str(c) for c in judged.evidence.conflicts] == ["number: '(c, 0)' vs '(0, c)'"]
    true = "the line y = mx + c cuts the y-axis at the point (0, c)"
    assert _verdict([INTERCEPT], true) is not Verdict.CONTRADICTED


def test_a_formula_without_the_books_divisor_is_contradicted() -> None:
    false = "the sum of the first n natural numbers is n(n + 1)"
    assert _verdict([NATURALS], false) is Verdict.CONTRADICTED
    assert _verdict([NATURALS], "twice the sum of the first n natural numbers is n(n + 1)") in {
        Verdict.SUPPORTED,
        Verdict.NOT_STATED,
    }
    # a formula the book writes alone after "=" is not read as divided
    alone = "Then S = n(n + 1) 2 for the triangle and T = n(n + 1) for the rectangle of them."
    assert missing_divisor("the count T of the rectangle is n(n + 1)", [(0, _unit(alone))]) is None


def test_so_in_a_setting_what_takes_the_statement_before_for_granted() -> None:
    found = presupposition(
        "the line y = mx + c cuts the y-axis at the point (c, 0) — so in the example of the "
        "triangle made by y = m1x + c1, y = m2x + c2 and x = 0, what are two of its vertices?"
    )
    assert found is not None
    assert found.claim == "the line y = mx + c cuts the y-axis at the point (c, 0)"


CASTE = (
    "In the twentieth century, B.R. Ambedkar in Maharashtra and E.V. Ramaswamy Naicker in "
    "Madras, better known as Periyar, wrote powerfully on caste and their writings were read "
    "by people all over India."
)


def test_a_name_paired_with_one_from_the_other_half_is_contradicted() -> None:
    false = "b.r. ambedkar was the writer from madras who was better known as periyar"
    judged = ContradictionChecker([CASTE]).judge(false)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "ambedkar in maharashtra" in str(judged.evidence.conflicts[0])
    true = "e.v. ramaswamy naicker was the writer from madras who was better known as periyar"
    assert _verdict([CASTE], true) is not Verdict.CONTRADICTED
    assert _verdict([CASTE], "Periyar was read by people all over India") is not (
        Verdict.CONTRADICTED
    )
    # names set together by the claim itself are not paired with each other
    both = "Ambedkar and Periyar wrote powerfully on caste"
    assert _verdict([CASTE], both) is not Verdict.CONTRADICTED


KANKAR = (
    "The lower horizons of the soil are occupied by Kankar because of the increasing calcium "
    "content downwards."
)


def test_towards_the_surface_is_upwards() -> None:
    false = "the calcium content of arid soils increases towards the surface"
    assert _verdict([KANKAR], false) is Verdict.CONTRADICTED
    assert _verdict([KANKAR], "the calcium content of arid soils increases downwards") is (
        Verdict.SUPPORTED
    )


def test_smaller_than_of_an_unnamed_image_is_not_denied_by_the_plane_mirrors_sentence() -> None:
    # said of a convex mirror's image in an answer, with the plane mirror's page retrieved
    assert said_equal("The image is smaller than the object.", [MIRROR]) is None


SCHUMACHER = (
    "Subsequently, in 1974, Gandhian philosophy was once again presented by Schumacher in his "
    "book Small is Beautiful. The seminal contribution with respect to resource conservation "
    "at the global level was made by the Brundtland Commission Report, 1987. This report "
    "introduced the concept of ‘Sustainable Development’ and advocated it as a means for "
    "resource conservation, which was subsequently published in a book entitled Our Common "
    "Future."
)


def test_names_of_another_kind_are_no_list_given_the_deed_instead() -> None:
    # premises_heldout15 ft15-03: a true claim, not the Brundtland report's deed
    true = (
        "Schumacher's book 'Small is Beautiful', published in 1974, spread Gandhian ideas on "
        "resource conservation"
    )
    assert _verdict([SCHUMACHER], true) is not Verdict.CONTRADICTED


IRRIGATION = (
    "In states like Jharkhand, Chhattisgarh, Madhya Pradesh and Odisha deforestation due to "
    "mining have caused severe land degradation. In states like Punjab, Haryana, western "
    "Uttar Pradesh, over irrigation is responsible for land degradation due to water logging."
)


def test_a_list_that_says_the_claims_deed_itself_is_not_set_aside() -> None:
    # premises_heldout5 ft5-04: "Pradesh" of Uttar Pradesh is no reason to read it otherwise
    true = "over irrigation cause land degradation in Punjab and Haryana"
    assert _verdict([IRRIGATION], true) is not Verdict.CONTRADICTED
