"""Premises of the blind set heldout67 that were read as said, and the wrong answers to its
twins that passed as grounded: a root's sign, a lens's focal length measured from the centre of
curvature, an ohm written out, a worked example named by number, and one quantity given
another's relation."""

from __future__ import annotations

import pytest

from tests.doubles import book_chunks
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.retrieval.examples import example_opening, named_example
from tutorapp.core.types import PassageKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

# jemh104 p. 42, jesc109 p. 151 and p. 158, jesc111 p. 189 (as their text layers have them)
EXAMPLE_3 = (
    "Example 3 : Find the roots of the equation 2x2 – 5x + 3 = 0, by factorisation. Solution : "
    "Let us first split the middle term – 5x as –2x –3x. So, the roots are 1 and 3 2 . In other "
    "words, 1 and 3 2 are the roots of the equation 2x2 – 5x + 3 = 0."
)
FOCAL = (
    "A lens, either a convex lens or a concave lens, has two spherical surfaces. Each of these "
    "surfaces forms a part of a sphere. The centres of these spheres are called centres of "
    "curvature of the lens. The distance of the principal focus from the optical centre of a "
    "lens is called its focal length."
)
POWER = (
    "The degree of convergence or divergence of light rays achieved by a lens is expressed in "
    "terms of its power. The power of a lens is defined as the reciprocal of its focal length. "
    "It is represented by the letter P."
)
IRON = (
    "Example 11.10 An electric iron consumes energy at a rate of 840 W when heating is at the "
    "maximum rate and 360 W when the heating is at the minimum. The voltage is 220 V."
)


def test_roots_given_with_the_wrong_sign_are_corrected() -> None:
    question = (
        "If the roots of 2x² – 5x + 3 = 0 in Example 3 come out as –1 and –3/2, then how do I "
        "check them by putting them back in the equation?"
    )
    check = PremiseChecker().check(question, [EXAMPLE_3])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts == ("number: '-1 and -3/2' vs '1 and 3/2'",)
    right = question.replace("–1 and –3/2", "1 and 3/2")
    checked = PremiseChecker().check(right, [EXAMPLE_3])
    assert checked is None or not checked.contradicted


def test_a_lens_s_focal_length_is_not_measured_from_its_centre_of_curvature() -> None:
    question = (
        "since the focal length of a lens is the distance from its principal focus to the "
        "centre of curvature, is it the same as the radius of curvature for a convex lens?"
    )
    check = PremiseChecker().check(question, [FOCAL])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.quote.endswith("from the optical centre of a lens is called its focal length.")
    right = question.replace("to the centre of curvature", "to the optical centre")
    checked = PremiseChecker().check(right, [FOCAL])
    assert checked is None or not checked.contradicted


def test_a_worked_example_named_by_number_is_found_by_it() -> None:
    # heldout67 ft67-09: search found the fuse paragraph's "an electric iron which consumes 1
    # kW", and "… at the maximum heating rate is 1 kW" passed as grounded
    fuse = (
        "For an electric iron which consumes 1 kW electric power when operated at 220 V, a "
        "current of (1000/220) A, that is, 4.54 A will flow in the circuit."
    )
    mention = "Compare this with the iron of Example 11.10 and with Example 11.1."
    pages = [(fuse, PassageKind.BODY), (mention, PassageKind.BODY), (IRON, PassageKind.EXAMPLE)]
    chunks = book_chunks("jesc111", 189, pages)
    question = "In Example 11.10, what power does the electric iron consume at the maximum?"
    assert named_example(question) == "11.10"
    found = example_opening(question, chunks)
    assert found is not None and found.ordinal == 2  # (the example, not a mention of it)
    assert example_opening("In Example 11.1, how much charge flows?", chunks) == chunks[1]
    assert example_opening("Example 11.9 please", chunks) is None
    assert named_example("compare example 8 and example 9") is None


@pytest.mark.parametrize(
    "said",
    [
        # (heldout67 ft67-08's answer)
        "The focal length of a lens is defined as the reciprocal of its focal length.",
        "The focal length of a lens is the reciprocal of its power.",
    ],
)
def test_a_quantity_given_anothers_relation_is_contradicted(said: str) -> None:
    judged = ContradictionChecker([POWER]).judge(said)
    assert judged.contradicted
    assert judged.evidence is not None
    assert judged.evidence.unit.display.startswith("The power of a lens is defined")


def test_the_book_s_own_relation_stands() -> None:
    for said in (
        "The power of a lens is the reciprocal of its focal length.",
        "Power of a lens is defined as the reciprocal of the focal length of the lens.",
    ):
        assert not ContradictionChecker([POWER]).judge(said).contradicted


HEATER = (
    "16. Which uses more energy, a 250 W TV set in 1 hr, or a 1200 W toaster in 10 minutes? 17. "
    "An electric heater of resistance 44 Ω draws 5 A from the service mains for 2 hours. "
    "Calculate the rate at which heat is developed in the heater."
)


def test_the_ohms_symbol_is_its_name() -> None:
    # heldout67 fp67-10: "4.4 ohm … 50 A" against the exercise's "44 Ω draws 5 A" (an ampere's
    # "A" stays a lone letter: read as a unit, "0.5 A" counts nothing it should)
    question = (
        "exercise 17: a heater of resistance 4.4 ohm draws 50 A from the mains for 2 hours. how "
        "do i get the rate at which heat is developed?"
    )
    check = PremiseChecker().check(question, [HEATER])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts == ("number: '4.4' vs '44'",)
    right = question.replace("4.4 ohm draws 50 A", "44 ohms draws 5 A")
    checked = PremiseChecker().check(right, [HEATER])
    assert checked is not None and checked.verdict is Verdict.SUPPORTED


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        (
            "did the colonial government's attempts to throttle nationalist criticism in the "
            "press calm things down and stop the protests?",
            "the colonial government's attempts to throttle nationalist criticism in the press "
            "calm things down and stop the protests",
        ),
        (
            "Does the chapter say the suggestions for creating more employment can be carried "
            "out quickly? What does it say about the time they would take?",
            "the suggestions for creating more employment can be carried out quickly",
        ),
    ],
)
def test_a_yes_or_no_question_asks_whether_its_statement_holds(question: str, claim: str) -> None:
    found = presupposition(question)
    assert found is not None and found.claim == claim


@pytest.mark.parametrize(
    "question",
    [
        "Is the sun a star?",
        "Is it possible to find the roots?",
        "Are there three sectors?",
        # (whether it may be: one AP's "d = 6" does not deny it; heldout67 ft67-04)
        "Can an AP have common difference d = 0? What AP do we get?",
        "Can you explain the focal length of a lens?",
        "Do you know what a GP is?",
    ],
)
def test_a_short_or_asking_yes_or_no_question_states_nothing(question: str) -> None:
    assert presupposition(question) is None


def test_a_yes_or_no_question_the_book_half_says_gets_no_yes() -> None:
    press = (
        "Attempts to throttle nationalist criticism provoked militant protest. This in turn led "
        "to a renewed cycle of persecution and protests."
    )
    question = (
        "did the colonial government's attempts to throttle nationalist criticism in the press "
        "calm things down and stop the protests?"
    )
    check = PremiseChecker().check(question, [press])
    assert check is not None and not check.confirmed and not check.contradicted
    stated = "did attempts to throttle nationalist criticism provoke militant protest?"
    said = PremiseChecker().check(stated, [press])
    assert said is not None and said.confirmed  # ("Yes — your textbook says: …")


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        (
            "How does the light ray in the glass slab activity (Fig 9.10) bend only once, at O "
            "where it enters the glass?",
            "the light ray in the glass slab activity (Fig 9.10) bend only once, at O where it "
            "enters the glass",
        ),
        (
            "how does a concave mirror always form a real image?",
            "a concave mirror always form a real image",
        ),
    ],
)
def test_a_how_asked_of_an_only_or_always_takes_it_for_granted(question: str, claim: str) -> None:
    found = presupposition(question)
    assert found is not None and found.claim == claim


def test_a_how_asked_of_a_method_takes_nothing_for_granted() -> None:
    assert presupposition("how do we know the ray bends only at the two surfaces?") is None


def test_a_yes_or_no_question_the_book_answers_no_to_is_corrected() -> None:
    # heldout65 ft65-04: the book's answer is "no", and its sentence says so
    box = (
        "Box 4 Sometimes, the government found it hard to find candidates to edit loyalist papers."
    )
    question = "Did the colonial government find it easy to get editors for loyalist papers?"
    check = PremiseChecker().check(question, [box])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts == ("opposite: 'easy' vs 'hard'",)
