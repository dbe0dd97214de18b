"""The confidence gate, question splitting and small-talk intents."""

from __future__ import annotations

import pytest

from tutorapp.core.intent import Intent, classify, reply_for
from tutorapp.core.retrieval.gate import (
    PRESETS,
    Confidence,
    content_words,
    coverage,
    decide,
    split_question,
)
from tutorapp.core.types import Book, BookMeta, Chunk, Hit

BOOK = Book(
    id="jemh105",
    meta=BookMeta(
        title="Mathematics",
        chapter_title="Arithmetic Progressions",
        school_class=10,
        subject="Mathematics",
        language="en",
        part=1,
        chapter=5,
    ),
    source_path="/b/jemh105.pdf",
    sha256="s",
    pages=24,
    first_printed_page=49,
    last_printed_page=72,
    chunks=90,
    indexed_at=0.0,
    generation=1,
)


def hit(text: str, cosine: float, page: int = 53) -> Hit:
    return Hit(
        chunk=Chunk(
            id="jemh105@1#00001",
            book_id="jemh105",
            ordinal=1,
            page_index=page - 49,
            printed_page=page,
            char_start=0,
            char_end=len(text),
            text=text,
        ),
        book=BOOK,
        score=1.0,
        dense_score=cosine,
        lexical_score=3.0,
    )


AP = "The fixed number d is called the common difference of the arithmetic progression."
MODERATE = PRESETS["moderate"]


def test_content_words_drop_question_words() -> None:
    assert content_words("Explain what the common difference is, in simple words") == [
        "common",
        "difference",
    ]


def test_strong_match_is_high_confidence() -> None:
    decision = decide("what is the common difference", [hit(AP, 0.78)], MODERATE)
    assert decision.level is Confidence.HIGH and decision.answerable
    assert decision.coverage == 1.0


def test_low_similarity_is_insufficient() -> None:
    decision = decide("who won the world cup", [hit(AP, 0.25)], MODERATE)
    assert decision.level is Confidence.INSUFFICIENT and "0.25" in decision.reason


def test_overlap_band_needs_the_question_words_in_the_passages() -> None:
    passage = "Ohm's law says the current through a conductor is proportional to the voltage."
    assert decide("state ohm's law", [hit(passage, 0.44)], MODERATE).answerable
    refused = decide("explain photosynthesis", [hit(passage, 0.44)], MODERATE)
    assert not refused.answerable and "words" in refused.reason


def test_presets_order_strictness() -> None:
    question, hits = "common difference", [hit(AP, 0.43)]
    assert decide(question, hits, PRESETS["lenient"]).answerable
    assert not decide(question, hits, PRESETS["strict"]).answerable


def test_devanagari_questions_are_not_held_to_word_coverage() -> None:
    hits = [hit("फ़ैशन डिज़ाइन एक कला है।", 0.45)]
    assert decide("फ़ैशन क्या है?", hits, MODERATE).answerable


def test_no_hits_is_insufficient() -> None:
    assert decide("anything", [], MODERATE).level is Confidence.INSUFFICIENT


def test_coverage_uses_the_top_passages() -> None:
    assert coverage("common difference zebra", [hit(AP, 0.7)]) == pytest.approx(2 / 3)


def test_split_question() -> None:
    assert split_question(
        "What is the SI unit of electric charge? Also, who won the 2011 cricket world cup?"
    ) == ["What is the SI unit of electric charge?", "Also, who won the 2011 cricket world cup?"]
    assert split_question("Why? Explain the laws of reflection.") == [
        "Why? Explain the laws of reflection."
    ]
    assert split_question("what is a synapse and what happens there?") == [
        "what is a synapse and what happens there?"
    ]
    # A part that leans on the one before it is not a question of its own.
    assert split_question("Describe the human digestive system and what each organ does.") == [
        "Describe the human digestive system and what each organ does."
    ]
    # "check that": "that" stands for what the sentence before says
    said = "My teacher says 471 is the 94th term of the sequence sn = 5n – 2."
    asked = "Can you show me how to check that, and also find which term 308 is?"
    assert split_question(f"{said} {asked}") == [f"{said} {asked}"]
    # what the student states is what the next question builds on, not a part of its own
    stated = "If a horizontal line is at a distance a from the x-axis, its equation is y = a."
    asked = "So what is the equation of a vertical line at a distance b from the y-axis?"
    assert split_question(f"{stated} {asked}") == [f"{stated} {asked}"]
    stated = (
        "When the Arabic version of the Aryabhatiyam was translated into Latin, jiva became "
        "'sinus', which means 'curve'."
    )
    asked = "What does the word sine come from?"
    assert split_question(f"{stated} {asked}") == [f"{stated} {asked}"]
    assert split_question("What is a prime number. Also, who won the 2011 cricket world cup?") == [
        "What is a prime number.",
        "Also, who won the 2011 cricket world cup?",
    ]
    assert split_question("What is Ohm's law and who won the 2011 world cup?") == [
        "What is Ohm's law",
        "who won the 2011 world cup?",
    ]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("hi", Intent.GREETING),
        ("Hello there!", Intent.GREETING),
        ("नमस्ते", Intent.GREETING),
        ("thanks!", Intent.THANKS),
        ("ok thank you so much", Intent.THANKS),
        ("what books do you have?", Intent.BOOKS),
        ("Which chapters can you teach?", Intent.BOOKS),
        ("तुम्हारे पास कौन सी किताबें हैं?", Intent.BOOKS),
        ("who are you?", Intent.IDENTITY),
        ("what is an AP?", Intent.QUESTION),
        ("hi, what is an AP?", Intent.QUESTION),
        ("history of books in India", Intent.QUESTION),
    ],
)
def test_classify(text: str, intent: Intent) -> None:
    assert classify(text) is intent


def test_book_list_reply_lists_only_loaded_books() -> None:
    reply = reply_for(Intent.BOOKS, [BOOK]).reply
    assert "Arithmetic Progressions" in reply and "1 textbook chapter" in reply
    assert "No textbooks" in reply_for(Intent.BOOKS, []).reply
    assert "Arithmetic Progressions" in reply_for(Intent.GREETING, [BOOK]).reply
