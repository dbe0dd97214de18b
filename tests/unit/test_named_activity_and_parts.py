"""A question's parts and the activity it names: a part too short to search alone is covered
where one sentence of the whole question's passages holds its words, and an activity named by
its number opens where the book sets it out (heldout68 ft68-01, ft68-07)."""

from __future__ import annotations

from tests.doubles import book_chunks
from tests.unit.test_gate_intent import hit as gate_hit
from tutorapp.core.planning import said_in
from tutorapp.core.retrieval.examples import example_opening, named_activity, names_one
from tutorapp.core.types import PassageKind

# jess101 p. 6
MINERALS = (
    "The mineral processing like grinding of limestone for cement industry and calcite and "
    "soapstone for ceramic industry generate huge quantity of dust in the atmosphere."
)


def test_an_elliptic_part_is_covered_where_one_sentence_names_it() -> None:
    hits = [gate_hit(MINERALS, 0.8)]
    assert said_in("which for the ceramic industry", hits)
    assert not said_in("and what is the capital of Peru?", hits)
    assert not said_in("which for ceramics", hits)  # (one word is too little to go by)


def test_an_activity_named_by_number_opens_where_the_book_sets_it_out() -> None:
    texts = [
        (
            "Activity 9.2 Repeat the activity by placing the candle – (a) just beyond C, (b) at "
            "C, (c) between F and C.",
            PassageKind.ACTIVITY,
        ),
        ("As in Activity 9.12, the image moves as the candle comes nearer.", PassageKind.BODY),
        (
            "Activity 9.12 Take a convex lens. Place a burning candle, far beyond 2F1 to the "
            "left. Obtain a clear sharp image on a screen on the opposite side of the lens.",
            PassageKind.ACTIVITY,
        ),
    ]
    chunks = book_chunks("jesc109", 150, texts)
    question = "In Activity 9.12, where is the burning candle placed first?"
    assert named_activity(question) == "9.12" and names_one(question)
    found = example_opening(question, chunks)
    assert found is not None and found.ordinal == 2  # (the activity, not a mention of it)
    assert example_opening("In Activity 9.1, what do we see?", chunks) is None
    assert not names_one("compare activity 9.2 and activity 9.12")


def test_a_hindi_activity_or_practical_named_by_number_opens_where_the_book_sets_it_out() -> None:
    # lehh102 pp. 40, 42 (heldout69 ft69-20 found no passage of the practical)
    texts = [
        ("नैदानिक आहार विशेषज्ञों को प्रायोगिक दोनों का ज्ञान हो।", PassageKind.BODY),
        (
            "प्रायोगिक कार्य — 1 विषयवस्तु — वृद्धजनों के लिए सामान्य आहार को मृदु आहार में परिवर्तित करना",
            PassageKind.ACTIVITY,
        ),
    ]
    chunks = book_chunks("lehh102", 41, texts)
    question = "प्रायोगिक कार्य 1 में आहार को मृदु आहार में बदलने के लिए कौन-सी परिस्थितियाँ दी गई हैं?"
    assert named_activity(question) == "1" and names_one(question)
    found = example_opening(question, chunks)
    assert found is not None and found.ordinal == 1
    assert named_activity("क्रियाकलाप 9.1 में विद्यार्थियों को कहाँ जाना है?") == "9.1"
    # (an English activity keeps its chapter's number: "activity 1" names none)
    assert named_activity("what do we learn in activity 1?") is None
