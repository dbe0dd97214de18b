"""heldout73's leftovers the checks now read: an exercise's condition bounded by another
value (fp73-15: "… is more than 10,000" against "… is greater than 1,000"), stated before
"i got …, is that ok?"; an exercise named by its words in quotes ("the 'find the odd one out'
question") or as "q *9"; and another sentence's support, which grants nothing of the
exercise question named."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.retrieval.exercises import AskedItem, names_exercise
from tutorapp.core.validation.bounded import bound_otherwise
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.posed import in_asked_item, named_item
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Verdict

# iemh108 p. 195
NINE = (
    "Find the smallest value of n such that the sum of the first n natural numbers is greater "
    "than 1,000."
)
ASKED = (
    "end-of-chapter q *9 in the sequences chapter asks for the smallest n so that 1 + 2 + … + n "
    "is more than 10,000"
)


def test_a_condition_bounded_by_another_value() -> None:
    found = [(0, u) for u in units(NINE, posed=True)]
    # (the student's words for the sum are not the book's: read in the question named)
    wrong = bound_otherwise(ASKED, found, held=0.0)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [
        ("more than 10,000", "greater than 1,000")
    ]
    assert bound_otherwise(ASKED.replace("10,000", "1000"), found, held=0.0) is None
    # (a bound the other way is another condition)
    assert bound_otherwise(ASKED.replace("more", "less"), found, held=0.0) is None
    # elsewhere the sentence must hold most of the claim's words
    assert bound_otherwise(ASKED, found) is None
    said = "the sum of the first n natural numbers is greater than 10,000 for the smallest value"
    assert bound_otherwise(said, found) is not None
    posed = ContradictionChecker([NINE], posed=frozenset({0}))
    assert posed.judge(said).contradicted
    assert not posed.judge(said.replace("10,000", "1,000")).contradicted


def test_what_an_exercise_asks_stated_before_a_result_offered() -> None:
    found = presupposition(f"{ASKED}. i got n = 141, is that ok?")
    assert found is not None and found.claim == ASKED
    # (not a statement of one's own: it names no exercise)
    own = "the sum of 1 to n is more than 10,000. i got n = 141, is that ok?"
    assert presupposition(own) is None


def test_an_exercise_named_by_its_words_in_quotes_or_a_starred_number() -> None:
    assert names_exercise("for the 'find the odd one out' question in the sectors chapter")
    assert names_exercise("part (iv) of the ‘Find the odd one out’ exercise")
    assert names_exercise("end-of-chapter q *9 in the sequences chapter")
    assert not names_exercise("why is the 'tortoise' slow in the story")


def test_another_sentences_support_grants_nothing_of_the_question_named() -> None:
    item = AskedItem(source=0, text=NINE)
    claim = ASKED.replace("10,000", "1,000")
    summary = "Chapter Summary • A sequence is an ordered list of numbers."
    elsewhere = ContradictionChecker([summary]).judge("a sequence is an ordered list of numbers")
    assert elsewhere.verdict is Verdict.SUPPORTED
    judged = in_asked_item(item, claim, elsewhere, ContradictionThresholds())
    assert judged.verdict is Verdict.NOT_STATED and judged.evidence is None
    wrong = in_asked_item(item, ASKED, elsewhere, ContradictionThresholds())
    assert wrong.contradicted and wrong.evidence is not None


def test_the_question_named_is_looked_for_in_the_exercises_first() -> None:
    """heldout54 ft54-12: "ex 4.3 q3" met the "3." of a list in another book's text."""
    listed = "3. Other uncultivated land (a) Permanent pastures and grazing land."
    exercise = (
        "EXERCISE 4.3 1. Find the roots. 2. Find two numbers. 3. Is it possible to design a "
        "rectangular mango grove whose length is twice its breadth, and the area is 800 m2?"
    )
    item = named_item("ex 4.3 q3 asks about a mango grove", [listed, exercise], frozenset({1}))
    assert item is not None and item.source == 1 and "mango grove" in item.text
    # (with no exercise among them, the passages are read in their order, as before)
    first = named_item("ex 4.3 q3 asks about a mango grove", [listed, exercise], frozenset())
    assert first is not None and first.source == 0
