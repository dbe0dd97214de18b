"""From heldout59: amounts swapped between two things ("the booking fee is ₹40 and then ₹200
per km" against "a fixed booking fee of ₹200 plus ₹40 per kilometre"); a claim drawn from the
book's own numbers put otherwise, which are the premise to correct, and a claim drawn from
givens no passage states, which gets no "Yes"; the point of a mirror a distance is measured
from; the question said again under a "Question:" label; what "since X, Y right?" concludes;
a denied "stay"; Hindi initials ("ओ. पी. डी.") and a student's everyday Hindi words; "exam" and
"officials"."""

from __future__ import annotations

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.checks import repeated_question
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.measures import amounts, swapped_amounts
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.verdicts import Verdict

# iemh108 p. 183
TAXI = (
    "Example 5: A person books a taxi to travel in the city. The taxi company charges a fixed "
    "booking fee of ₹200 plus ₹40 per kilometre travelled. Since the fixed amount is ₹200, "
    "after 1 km the fare will be ₹200 + ₹40 = ₹240, after 2 km it will be ₹200 + ₹80 = ₹280 "
    "and after 3 km it will be ₹200 + ₹120 = ₹320."
)
FEE = "The taxi company charges a fixed booking fee of ₹200 plus ₹40 per kilometre travelled."
# jesc109 p. 143
MIRROR = (
    "In a spherical mirror, the distance of the object from its pole is called the object "
    "distance (u). The distance of the image from the pole of the mirror is called the image "
    "distance (v). You already know that the distance of the principal focus from the pole is "
    "called the focal length (f)."
)


def test_amounts_given_the_other_way_round_are_swapped() -> None:
    assert amounts(FEE) == {"fee": "200", "plus": "40"}
    swapped = swapped_amounts("the booking fee is ₹40 and then ₹200 per km", FEE)
    assert swapped is not None and swapped.claim == "fee 40" and swapped.passage == "200"
    assert swapped_amounts("the booking fee is ₹200 and then ₹40 per km", FEE) is None
    # another amount altogether is no swap (the student's own problem)
    assert swapped_amounts("the booking fee is ₹50 and then ₹10 per km", FEE) is None
    checker = ContradictionChecker([FEE])
    assert checker.judge("the booking fee is ₹40 and ₹200 per kilometre").contradicted
    assert not checker.judge("the booking fee is ₹200 and ₹40 per kilometre").contradicted


def test_the_books_numbers_put_otherwise_are_corrected_and_a_guess_gets_no_yes() -> None:
    asked = "sequences ch taxi example: the booking fee is {}, so after 1 km its ₹240 right?"
    found = presupposition(asked.format("₹40 and then ₹200 per km"))
    assert found is not None and found.claim == "after 1 km its ₹240"
    assert found.given is not None and found.ground is None
    check = PremiseChecker().check(asked.format("₹40 and then ₹200 per km"), [TAXI])
    assert check is not None and check.contradicted
    assert check.quote is not None and "booking fee of ₹200 plus ₹40" in check.quote
    # givens the book never gives: not corrected, but no "Yes — your textbook says" either
    own = PremiseChecker().check(asked.format("₹150 and then ₹90 per km"), [TAXI])
    assert own is not None and not own.contradicted and not own.confirmed


def test_a_distance_measured_from_another_point_of_the_mirror() -> None:
    checker = ContradictionChecker([MIRROR])
    wrong = checker.judge("the object distance u is measured from the centre of curvature C")
    assert wrong.contradicted
    assert checker.judge("the object distance u is measured from the pole P").verdict is (
        Verdict.SUPPORTED
    )


def test_the_question_labelled_as_such_is_a_repeated_question() -> None:
    question = (
        "trig ex 8: since sin(A − B) = 1/2 gives A − B = 60°, how do they still end up with "
        "A = 45° and B = 15°?? doesnt add up"
    )
    answer = (
        "Question: trig ex 8: since sin(A − B) = 1/2 gives A − B = 60°, how do they still end "
        "up with A = 45° and B = 15°?? doesn't add up [1]."
    )
    found = repeated_question(split_answer(answer), question)
    assert len(found) == 1
    own = "Question 8 asks for A and B, which come to A = 45° and B = 15° [1]."
    assert repeated_question(split_answer(own), question) == []


# jesc109 p. 148
PLANE = (
    "(i) The incident ray, the refracted ray and the normal to the interface of two transparent "
    "media at the point of incidence, all lie in the same plane."
)


def test_what_since_x_concludes_and_asks_to_be_agreed_is_the_claim() -> None:
    asked = (
        "since the refracted ray bends at the boundary, it {} in the same plane as the incident "
        "ray and the normal right? so what exactly are the laws of refraction"
    )
    found = presupposition(asked.format("doesnt stay"))
    assert found is not None and found.ground == "the refracted ray bends at the boundary"
    # (its "it" keeps the ground it is said of)
    assert found.claim == (
        "the refracted ray bends at the boundary, it doesnt stay in the same plane as the "
        "incident ray and the normal"
    )
    check = PremiseChecker().check(asked.format("doesnt stay"), [PLANE])
    assert check is not None and check.contradicted
    twin = PremiseChecker().check(asked.format("still stays"), [PLANE])
    assert twin is not None and not twin.contradicted
    # "since X, what …?" asks on X, as before
    plain = presupposition("since the refracted ray bends at the boundary, what are the laws?")
    assert plain is not None and plain.claim == "the refracted ray bends at the boundary"


def test_a_denied_verb_that_only_places_its_subject_denies_the_place() -> None:
    checker = ContradictionChecker([PLANE])
    denied = "the refracted ray does not stay in the same plane as the incident ray"
    assert checker.judge(denied).contradicted
    assert not checker.judge(denied.replace("does not stay", "stays")).contradicted
    assert not checker.judge("the refracted ray does not lie outside the same plane").contradicted


# lehh102 p. 35
DIETITIAN = (
    "साथ ही पोषण देखभाल योजना विकसित करना और अस्पताल में भर्ती अथवा बाह्य रोगी विभाग (ओ. पी. डी.) "
    "में रोगियों को उचित हिदायतें देकर उन्हें लागू करना भी उसका दायित्व है। यह दूसरा वाक्य है।"
)


def test_a_hindi_initial_ends_no_sentence() -> None:
    first, second = split_sentences(DIETITIAN)
    assert first.endswith("उसका दायित्व है।") and "(ओ. पी. डी.)" in first
    assert second == "यह दूसरा वाक्य है।"
    # (a sentence a text closes with "." rather than "।" still ends)
    assert split_sentences("यह घर है. वह बड़ा है.") == ["यह घर है.", "वह बड़ा है."]


def test_a_students_everyday_hindi_word_is_the_books() -> None:
    # ("मरीज़ों" for "रोगियों", "ज़िम्मेदारी" for "दायित्व", "ज़्यादातर माल" for "अधिकांश … सामग्री":
    # without them ft59-18 and ft59-19 found no sentence that answers them)
    for everyday, book in (
        ("मरीज़ों", "रोगियों"),
        ("ज़िम्मेदारी", "दायित्व"),
        ("ज़्यादातर", "अधिकांश"),
        ("माल", "सामग्री"),
    ):
        assert stem(everyday) == stem(book)


def test_an_exam_is_an_examination_and_officials_are_personnel() -> None:
    china = (
        "China possessed a huge bureaucratic system which recruited its personnel through "
        "civil service examinations."
    )
    checker = ContradictionChecker([china])
    assert checker.judge("china's officials got their posts by birth, not by any exam").contradicted
    said = checker.judge("china recruited its officials through civil service exams")
    assert said.verdict is Verdict.SUPPORTED
    assert stem("official") != stem("officials")  # ("official records": an adjective)
