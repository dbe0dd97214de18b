"""From heldout60: an exercise's place ("ex 5.1 q1(iv)") is no part of what a claim says;
givens the book's exercise sets otherwise are the premise to correct, whole or by one half
("… 528 m² and length is one less than twice the breadth", "… seven prizes where each prize
is ₹20 more …"); the exercise named alone is no statement; simple against compound interest,
an empty bucket against a filled one; a Hindi teacher's "मैम ने बोला कि …", a liquid diet
against a soft one, and a student's बुज़ुर्ग for the book's वृद्धजन."""

from __future__ import annotations

from tutorapp.core.ingest.sentences import split_sentences
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.question_frames import unplaced
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.verdicts import Verdict

# jemh104 p. 41
PLOT = (
    "2. Represent the following situations in the form of quadratic equations : (i) The area "
    "of a rectangular plot is 528 m2. The length of the plot (in metres) is one more than twice "
    "its breadth. We need to find the length and breadth of the plot."
)
# jemh104 p. 47, another exercise with the same words
GROVE = (
    "Is it possible to design a rectangular mango grove whose length is twice its breadth, "
    "and the area is 800 m2? If so, find its length and breadth."
)
# jemh105 p. 69
PRIZES = (
    "16. A sum of ₹700 is to be used to give seven cash prizes to students of a school for "
    "their overall academic performance. If each prize is ₹20 less than its preceding prize, "
    "find the value of each of the prizes."
)
# jemh105 p. 55
DEPOSIT = (
    "(iv) The amount of money in the account every year, when ₹ 10000 is deposited at "
    "compound interest at 8 % per annum. 2. Write first four terms of the AP, when the first "
    "term a and the common difference d are given as follows"
)
# lehh102 p. 42
SOFT_DIET = (
    "प्रायोगिक कार्य — 1 विषयवस्तु — वृद्धजनों के लिए सामान्य आहार को मृदु आहार में परिवर्तित "
    "करना कार्य-- 1. एक वृद्धजन से बातचीत करके उनके द्वारा एक दिन में लिए जाने वाले भोजन की मात्रा "
    "को रिकॉर्ड करना।"
)


def test_an_exercise_s_place_is_no_part_of_the_claim() -> None:
    assert unplaced("ex 5.1 q1(iv) has ₹10000 deposited at simple interest") == (
        "has ₹10000 deposited at simple interest"
    )
    assert unplaced("ex set 8.3 q5: ball dropped from 80 m") == "ball dropped from 80 m"
    assert unplaced("in exercise 5.4, q3: the rungs go from 25 cm") == "the rungs go from 25 cm"
    assert unplaced("the value is 5.1") == "the value is 5.1"  # (a number alone stays)
    # the exercise named alone before the question is no statement to check
    assert presupposition("ex 5.4 q3 ladder question - how long are the bottom rungs?") is None


def test_simple_against_compound_interest_and_empty_against_filled() -> None:
    claim = "ex 5.1 q1(iv) has ₹10000 deposited at simple interest 8% per annum"
    check = PremiseChecker().check(f"since {claim}, what is the common difference?", [DEPOSIT])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert "compound interest" in (check.evidence or "")
    coin = "Activity 9.7 Place a coin at the bottom of a bucket filled with water."
    assert ContradictionChecker([coin]).judge("the coin is kept in an empty bucket").contradicted
    full = ContradictionChecker([coin]).judge("the coin is kept in a bucket full of water")
    assert not full.contradicted


def test_givens_the_exercise_sets_otherwise_are_corrected_by_half() -> None:
    question = (
        "ex 4.1 q2(i) - area of plot is 528 m² and length is one less than twice the breadth, "
        "so i got 2x² – x – 528 = 0 right?"
    )
    check = PremiseChecker().check(question, [GROVE, PLOT])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.claim == "length is one less than twice the breadth"
    assert (
        check.evidence == "The length of the plot (in metres) is one more than twice its breadth."
    )
    prizes = (
        "In ex 5.3 q16 the ₹700 is split into seven prizes where each prize is ₹20 MORE than the "
        "one before it, so the first prize is the smallest na? how to find them"
    )
    check = PremiseChecker().check(prizes, [PRIZES])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.claim == "each prize is ₹20 MORE than the one before it"
    # the book's own givens: no correction
    right = (
        "ex 4.1 q2(i) - area of plot is 528 m² and length is one more than twice the breadth, "
        "so i got 2x² + x – 528 = 0 right?"
    )
    kept = PremiseChecker().check(right, [GROVE, PLOT])
    assert kept is None or kept.verdict is not Verdict.CONTRADICTED


def test_a_hindi_teacher_s_words_and_a_soft_diet() -> None:
    found = presupposition(
        "मैम ने बोला कि खाद्य विज्ञान और पोषण में एम.एससी. करने से नौकरी में कोई वरीयता नहीं मिलती, "
        "तो फिर लोग एम.एससी. करते ही क्यों हैं?"
    )
    assert found is not None
    assert found.claim == "खाद्य विज्ञान और पोषण में एम.एससी. करने से नौकरी में कोई वरीयता नहीं मिलती"
    assert stem("बुज़ुर्गों") == stem("वृद्धजनों")
    question = "प्रायोगिक कार्य 1 में हमें बुज़ुर्गों के सामान्य आहार को तरल आहार में बदलना होता है न?"
    check = PremiseChecker().check(question, [SOFT_DIET])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    true = "प्रायोगिक कार्य 1 में वृद्धजनों के सामान्य आहार को मृदु आहार में बदलना होता है न?"
    kept = PremiseChecker().check(true, [SOFT_DIET])
    assert kept is None or kept.verdict is not Verdict.CONTRADICTED


def test_a_dotted_hindi_abbreviation_ends_no_sentence() -> None:
    text = (
        "खाद्य विज्ञान और पोषण अथवा आहारिकी में एम.एससी. किसी भी व्यक्ति को इस क्षेत्र में "
        "विशेषज्ञता प्रदान करती है और ऐसे व्यक्ति को कई स्थानों पर नौकरी में वरीयता दी जाती है। "
        "अगला वाक्य है।"
    )
    assert len(split_sentences(text)) == 2
    assert split_sentences("उसने पी.एच.डी. की। वह आया था. फिर गया।") == [
        "उसने पी.एच.डी. की।",
        "वह आया था.",
        "फिर गया।",
    ]
