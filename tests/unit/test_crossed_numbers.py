"""Numbers crossed between two things a list or a flattened table row gives side by side
(``crossed_numbers.swapped_numbers``), and the Hindi "X, तो …?" form that asks on a statement."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.crossed_numbers import labelled, swapped_numbers
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.verdicts import Verdict

# lehh102 p. 45, the table as the library stores it (one flattened row after another)
GUIDE = (
    "आहार की गुणवत्ता और क्या आहार पोषण की दृष्टि से संतुलित है, का आकलन करने हेतु निर्देशिका "
    "खाद्य समूह भोजन को कितनी | परोसने की संस्तुत | संस्तुत मात्रा और बार परोसा गया संख्या उपभोग "
    "में अंतर अनाज और मोटे अनाज लगभग 10 दालें और फलियाँ 2 हरी पत्तेदार सब्ज़ियाँ 1/2 से 1 कटोरी "
    "पकी हुई अन्य सब्ज़ियाँ 2 कटोरी B पकी हुई मूल और कंद 1/2 से 1 कटोरी फल 2 - 3 बार A"
)
ROW = "cereals and millets about 10, pulses and legumes 2, green leafy vegetables 1 bowl"


def test_each_number_is_read_with_the_words_before_it() -> None:
    found = labelled(ROW)
    assert found["10"] == {stem("cereals"), stem("millets")}  # ("about" qualifies the number)
    assert found["2"] == {stem("pulses"), stem("legumes")}


def test_two_numbers_given_each_to_the_other_thing_are_crossed() -> None:
    crossed = swapped_numbers("the guide asks for pulses about 10 times and cereals only 2", ROW)
    assert crossed is not None and crossed.claim == f"{stem('pulses')} 10"
    assert crossed.passage == "2"
    hindi = "निर्देशिका में दालें और फलियाँ लगभग 10 बार परोसने को कहा है और अनाज सिर्फ 2 बार"
    assert swapped_numbers(hindi, GUIDE) is not None
    assert ContradictionChecker([GUIDE]).judge(hindi).contradicted


def test_numbers_given_as_the_book_gives_them_or_before_their_nouns_are_not_crossed() -> None:
    assert swapped_numbers("the guide asks for cereals about 10 times and pulses 2", ROW) is None
    # (the numbers before their nouns: nothing before the first is the book's other label)
    assert swapped_numbers("10 servings of cereals and 2 of pulses", ROW) is None
    assert swapped_numbers("10 servings of pulses and 2 of cereals", ROW) is None  # (a miss)
    true = "निर्देशिका में अनाज और मोटे अनाज लगभग 10 बार और दालें-फलियाँ 2 बार परोसने को कहा"
    assert swapped_numbers(true, GUIDE) is None
    assert not ContradictionChecker([GUIDE]).judge(true).contradicted
    # one number only, or the same number twice: nothing to cross
    assert swapped_numbers("pulses about 10 times", ROW) is None
    assert swapped_numbers("pulses 2 and cereals 2", ROW) is None


def test_a_hindi_statement_then_to_and_a_question_is_the_claim() -> None:
    question = (
        "फ़ैशन व्यापार में ज़्यादातर माल मौसमी नहीं होता, साल भर एक जैसा बिकता है, तो 'सही समय "
        "पर' वाली बात का क्या मतलब है?"
    )
    found = presupposition(question)
    assert found is not None and found.form is PremiseForm.SINCE
    assert found.claim == "फ़ैशन व्यापार में ज़्यादातर माल मौसमी नहीं होता, साल भर एक जैसा बिकता है"
    asked = (
        "आहार गुणवत्ता वाली निर्देशिका में दालें और फलियाँ लगभग 10 बार परोसने को कहा है और अनाज "
        "सिर्फ 2 बार, तो रोज़ इतनी दाल कैसे खाएँ?"
    )
    check = PremiseChecker().check(asked, [GUIDE])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    # no statement before "तो" (no verb of its own), or no question after it: no claim
    assert presupposition("दालें और फलियाँ, तो इनमें क्या होता है?") is None
    assert presupposition("यह मौसमी होता है, तो ठीक है।") is None
