"""The formula the completeness step adds is one the book states, never a question it sets
(heldout50 fp50-11 got "In an experiment, if L = 124.942 when C = 20 …, express L in terms
of C." as "the formula from your textbook": an exercise list the ingest read as text)."""

from __future__ import annotations

from tests.unit.test_validation_policy import source
from tutorapp.core.validation.completeness import enumeration, formula_sentence

EXERCISES = (
    "15. The length L (in centimetre) of a copper rod is a linear function of its Celsius "
    "temperature C. In an experiment, if L = 124.942 when C = 20 and L = 125.134 when "
    "C = 110, express L in terms of C. 16. The owner of a milk store finds that he can sell "
    "980 litres of milk each week at Rs 14/litre."
)
TEXT = "The equation of a line with slope m and y-intercept c is given by y = mx + c."


def test_a_question_the_book_sets_is_no_formula() -> None:
    question = (
        "in the straight lines exercise the milk store owner sells 1220 litres a week at rs "
        "14/litre but only 980 litres at rs 16/litre, right? how many litres could he sell at "
        "rs 17?"
    )
    assert formula_sentence(question, [source(EXERCISES, 1, 164)]) is None


def test_a_formula_the_book_states_is_added() -> None:
    question = "what is the equation of a line with slope m and y-intercept c?"
    found = formula_sentence(question, [source(EXERCISES, 1, 164), source(TEXT, 2, 160)])
    assert found is not None and found[1] == 2


def test_a_list_sharing_only_a_number_with_the_question_is_not_what_it_asks_for() -> None:
    # jess202 p. 36: the list of occupations runs into the next question's "5."
    text = (
        "(i) Tourist guide, dhobi, tailor, potter (ii) Teacher, doctor, vegetable vendor, lawyer "
        "(iii) Postman, cobbler, soldier, police constable (iv) MTNL, Indian Railways, Air India 5."
    )
    question = "In Exercise 5 of the Sectors chapter, which city did the research scholar study?"
    assert enumeration(question, [source(text, 1, 36)]) is None
    listed = enumeration(
        "Which occupations does the list give a tailor with?", [source(text, 1, 36)]
    )
    assert listed is not None and len(listed[1]) == 4
