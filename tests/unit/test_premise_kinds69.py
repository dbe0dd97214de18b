"""Premises of the blind set heldout69 that were not found or read as said: a "yes?" tag, a
conclusion asked back without a tag ("X, so Y?"), a topic named before a colon, two short
statements joined by "and", a figure's panel given another panel's words, and givens said of
a named exercise against its question."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.question_frames import unframed
from tutorapp.core.validation.clauses import parallel
from tutorapp.core.validation.conditional import always_in_a_case
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.counted import counted_otherwise
from tutorapp.core.validation.only_listed import only_listed
from tutorapp.core.validation.panels import panel_crossed
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import Unit, units

# iemh108 p. 191, jesc109 p. 142, kemh109 p. 159 (as their text layers have them)
FIG_8_10 = (
    "Similarly, when we plot the pairs of numbers (x, y) where x represents stage number and y "
    "the number of black triangles in the Sierpiński triangle we get the graph in Fig. 8.10 A. "
    "Fig. 8.10 B shows the graph where stage numbers are represented on the x-axis and the "
    "area of the black region of the stages on the y-axis."
)
SIGNS = (
    "In this convention, the pole (P) of the mirror is taken as the origin (Fig. 9.9). The "
    "principal axis of the mirror is taken as the x-axis (X’X) of the coordinate system."
)
EXERCISE_9_1 = (
    "EXERCISE 9.1 6. Find the slope of a line, which passes through the origin, and the "
    "mid-point of the line segment joining the points P (0, – 4) and B (8, 0). 7. Find the "
    "slope of the line, which makes an angle of 30° with the positive direction of y-axis "
    "measured anticlockwise."
)


def _units(*texts: str) -> list[tuple[int, Unit]]:
    return [(i, u) for i, text in enumerate(texts) for u in units(text)]


def test_a_yes_tag_and_a_topic_before_a_colon() -> None:
    found = presupposition(
        "new cartesian sign convention: the pole is the origin and the principal axis of the "
        "mirror is taken as the y-axis, yes?"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim == (
        "the pole is the origin and the principal axis of the mirror is taken as the y-axis"
    )
    assert unframed("print culture chapter: printing started in europe") == (
        "printing started in europe"
    )
    assert unframed("the ratio is 2:3 for the two parts") == "the ratio is 2:3 for the two parts"
    assert presupposition("tell me about lenses, yes?") is None


def test_a_conclusion_asked_back_without_a_tag() -> None:
    found = presupposition(
        "Q16 at the end of the light chapter gives a lens of power +2.0 D, so its focal length "
        "is +0.5 m and it's a convex lens?"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim == "its focal length is +0.5 m and it's a convex lens"
    assert found.given == "Q16 at the end of the light chapter gives a lens of power +2.0 D"
    # (nor is a conclusion the question goes on from: heldout59 ft59-05)
    went_on = presupposition(
        "sequences ch taxi example: fixed booking fee ₹200 plus ₹40 per km, so after 1 km it's "
        "₹240 — what will 10 km cost?"
    )
    assert went_on is not None and went_on.claim == "after 1 km it's ₹240"
    # (a question asked after "so" is no conclusion)
    asked = presupposition("the sum of first n odd numbers is n squared, so how do i prove it?")
    assert asked is None or asked.form is not PremiseForm.TAG


def test_two_short_statements_joined_by_and_are_judged_apart() -> None:
    claim = "the pole is the origin and the principal axis of the mirror is taken as the y-axis"
    assert parallel(claim) == [
        "the pole is the origin",
        "principal axis of the mirror is taken as the y-axis",
    ]
    judged = ContradictionChecker([SIGNS]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert [str(c) for c in judged.evidence.conflicts] == ["contrast: 'yaxis' vs 'xaxis'"]
    assert not ContradictionChecker([SIGNS]).judge(claim.replace("y-axis", "x-axis")).contradicted


def test_a_panel_given_another_panel_s_words_is_contradicted_by_its_own_sentence() -> None:
    claim = "Fig 8.10 B plots the number of black triangles in the Sierpinski triangle"
    judged = panel_crossed(claim, _units(FIG_8_10))
    assert judged is not None and judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("Fig. 8.10 B shows the graph")
    # (said of the right panel, or of a panel the book says it of: no conflict)
    assert panel_crossed(claim.replace("8.10 B", "8.10 A"), _units(FIG_8_10)) is None
    area = "Fig 8.10 B shows the area of the black region of the stages against stage numbers"
    assert panel_crossed(area, _units(FIG_8_10)) is None


def test_givens_said_of_a_named_exercise_are_read_against_its_question() -> None:
    question = (
        "ex 9.1 q7: the line makes 30° with the positive x-axis measured anticlockwise, so the "
        "slope is just tan 30° = 1/√3, right?"
    )
    check = PremiseChecker().check(question, [EXERCISE_9_1], posed=frozenset({0}))
    assert check is not None and check.contradicted
    assert check.evidence is not None and "positive direction of y-axis" in check.evidence


def test_a_thing_counted_with_another_number_is_contradicted() -> None:
    book = (
        "Many historians have argued that print culture created the conditions within which "
        "French Revolution occurred. Three types of arguments have been usually put forward."
    )
    claim = "historians put forward five types of arguments linking print culture to the revolution"
    judged = counted_otherwise(claim, _units(book))
    assert judged is not None and judged.evidence is not None
    assert judged.evidence.unit.display == "Three types of arguments have been usually put forward."
    assert [str(c) for c in judged.evidence.conflicts] == ["number: '5' vs '3'"]
    assert counted_otherwise(claim.replace("five", "three"), _units(book)) is None
    # (another thing counted: no conflict)
    assert counted_otherwise("there were five types of printing presses", _units(book)) is None


# jemh108 p. 131, Exercise 8.3 Q4 (as its text layer has it: superscripts flattened)
IDENTITY = (
    "(viii) (sin A + cosec A)2 + (cos A + sec A)2 = 7 + tan2 A + cot2 A (ix) (cosec A – sin "
    "A)(sec A – cos A) = 1 tan A + cot A [Hint: Simplify LHS and RHS separately]"
)


def test_an_equation_in_words_or_with_carets_is_read_as_the_book_writes_it() -> None:
    carets = "(sin A + cosec A)^2 + (cos A + sec A)^2 = 5 + tan^2 A + cot^2 A"
    judged = ContradictionChecker([IDENTITY]).judge(carets)
    assert judged.contradicted and judged.evidence is not None
    assert any("7" in str(c) for c in judged.evidence.conflicts)
    right = "(sin A + cosec A)² + (cos A + sec A)² = 7 + tan² A + cot² A"
    assert not ContradictionChecker([IDENTITY]).judge(right).contradicted
    # (ft69-13's answer, as the model wrote it)
    words = (
        "In Exercise 8.3, Q4 (viii), the expression (sin A + cosec A)² + (cos A + sec A)² equals 1."
    )
    assert ContradictionChecker([IDENTITY]).judge(words).contradicted
    # (prose "is equal to" stays prose)
    assert terms("the angle of incidence is equal to the angle of reflection")[2].stem == "equal"


def test_always_against_a_case_the_book_sets_with_can() -> None:
    # lehh202 p. 167 (heldout69 fp69-18)
    book = "कार्मिक और शाखा स्टोर प्रभाग — यदि स्टोर प्रचालन बहुत बड़े हैं तो यह प्रभाग अलग से कार्य कर सकता है।"
    claim = "कार्मिक और शाखा स्टोर प्रभाग हर स्टोर में हमेशा अलग से काम करता है"
    judged = always_in_a_case(claim, _units(book))
    assert judged is not None and judged.evidence is not None
    assert [str(c) for c in judged.evidence.conflicts] == ["quantifier: 'always' vs 'if … can'"]
    assert ContradictionChecker([book]).judge(claim).contradicted
    # (without "always", or against a sentence that sets no case: no conflict)
    assert always_in_a_case(claim.replace("हमेशा ", ""), _units(book)) is None
    plain = "कार्मिक और शाखा स्टोर प्रभाग अलग से कार्य करता है।"
    assert always_in_a_case(claim, _units(plain)) is None
    lens = "If the object is placed between F and O, a convex lens can form a virtual image."
    assert always_in_a_case("a convex lens always forms a real image of the object", _units(lens))


def test_a_number_among_several_or_a_count_after_only_is_read_by_neither_check() -> None:
    # (heldout56 ft56-13, heldout50 ft50-10, heldout55 ft55-03 were flagged on de447cb)
    stages = "Repeat the process on all three black triangles in Stage 1."
    claim = "so stage 4 of the sierpinski triangle has 81 black triangles and stage 5 has 243"
    assert counted_otherwise(claim, _units(stages)) is None
    carpet = "Fig. 8.12: Stages 0, 1, 2 and 3 of the Sierpiński square carpet"
    split = "to make stage 1 of the sierpinski square carpet you split the square into nine"
    assert counted_otherwise(split, _units(carpet)) is None
    # (a share is no count: the contradiction calibration's true sentence on forest cover)
    forest = "In India, about 22 per cent of the geographical area is under forest."
    policy = "The National Forest Policy outlined a desired 33 per cent of geographical area"
    assert counted_otherwise(policy, _units(forest)) is None
    mirror = (
        "You will see in the above Activity that the nature, position and size of the image "
        "formed by a concave mirror depends on the position of the object."
    )
    two = "for a convex mirror the book looks at only two positions of the object"
    assert only_listed(two, _units(mirror)) is None
