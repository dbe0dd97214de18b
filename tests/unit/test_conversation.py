"""Follow-up questions: recognised by their cue, resolved against the previous turn, and a
question with its own topic never rewritten."""

from __future__ import annotations

import pytest

from tutorapp.core.citation import Citation
from tutorapp.core.conversation import (
    Conversation,
    FollowUp,
    Turn,
    earlier_context,
    list_items,
    resolve,
    topic_of,
)
from tutorapp.core.results import AnswerResult, Status

OHM = Turn(
    question="state ohm's law",
    answer="Ohm's law says the potential difference V across a wire is directly proportional "
    "to the current I through it, provided its temperature remains the same [1].",
    chunk_ids=("jesc111@1#00027",),
    answered=True,
)
RESOURCES = Turn(
    question="in how many ways can resources be classified",
    answer="Resources can be classified on the basis of origin, exhaustibility, ownership and "
    "status of development [1].",
    chunk_ids=("jess101@1#00001",),
    answered=True,
)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("explain it more simply", FollowUp.SIMPLER),
        ("I don't understand", FollowUp.SIMPLER),
        ("explain ohm's law in simple words", FollowUp.SIMPLER),
        ("give an example", FollowUp.EXAMPLE),
        ("can you give me an example?", FollowUp.EXAMPLE),
        ("why?", FollowUp.WHY),
        ("how come?", FollowUp.WHY),
        ("tell me more", FollowUp.MORE),
        ("who discovered it?", FollowUp.REFERENCE),
        ("what is its SI unit?", FollowUp.REFERENCE),
        ("is it always true?", FollowUp.REFERENCE),
    ],
)
def test_follow_ups_are_recognised(question: str, kind: FollowUp) -> None:
    resolved = resolve(question, OHM)
    assert resolved is not None and resolved.kind is kind
    assert resolved.previous is OHM
    assert "ohm" in resolved.query.lower() and "ohm" in resolved.question.lower()


@pytest.mark.parametrize(
    "question",
    [
        "What is disguised unemployment?",
        "why do stars twinkle at night?",
        "explain photosynthesis simply",
        "what about Jallianwala Bagh?",
        "And who won the world cup?",
        "What is it called when a plant bends towards light?",
        "Give an example of a plant hormone that promotes growth.",
        "who wrote this book?",
        "What is the formula for the volume of a cone?",
        "hi",
    ],
)
def test_a_question_with_its_own_topic_is_never_rewritten(question: str) -> None:
    assert resolve(question, OHM) is None


def test_nothing_is_a_follow_up_without_a_previous_question() -> None:
    assert resolve("explain it more simply", None) is None


def test_the_second_one_is_the_second_item_of_the_previous_answer() -> None:
    resolved = resolve("explain the second one", RESOURCES)
    assert resolved is not None and resolved.kind is FollowUp.ITEM
    assert resolved.question.startswith("explain exhaustibility?")
    last = resolve("what about the last one?", RESOURCES)
    assert last is not None and "status of development" in last.question
    laws = (
        "The laws are (i) The angle of incidence is equal to the angle of reflection, and (ii) "
        "The incident ray, the normal and the reflected ray all lie in the same plane [1]. "
        "These laws apply to all reflecting surfaces [2]."
    )
    assert list_items(laws) == [  # each item ends with its sentence, without "and"
        "The angle of incidence is equal to the angle of reflection",
        "The incident ray, the normal and the reflected ray all lie in the same plane",
    ]
    assert list_items("1. Primary sector\n2. Secondary sector\n3. Tertiary sector") == [
        "Primary sector",
        "Secondary sector",
        "Tertiary sector",
    ]


def test_a_pronoun_is_replaced_by_the_topic_of_the_previous_question() -> None:
    assert topic_of("what exactly is an arithmetic progression? explain in simple words") == (
        "arithmetic progression"
    )
    resolved = resolve("who discovered it?", OHM)
    assert resolved is not None and resolved.question == "who discovered ohm's law?"
    assert topic_of("why do cars use convex mirrors?") is None


def test_simpler_and_example_are_answered_from_the_previous_passages() -> None:
    simpler = resolve("explain it more simply", OHM)
    assert simpler is not None and simpler.from_previous_passages
    assert earlier_context(simpler) == "Earlier question: state ohm's law"
    why = resolve("why?", OHM)
    assert why is not None and "Earlier answer: Ohm's law says" in earlier_context(why)
    assert "[1]" not in earlier_context(why)
    reference = resolve("what is its SI unit?", OHM)
    assert reference is not None and not reference.from_previous_passages


def test_a_conversation_keeps_the_last_question_but_not_small_talk() -> None:
    citation = Citation.from_json({"n": 1, "chunk_id": "c1", "chunk_ids": ["c1", "c2"]})
    answered = AnswerResult(
        question="state ohm's law",
        status=Status.ANSWERED,
        answer="V is proportional to I [1].",
        citations=(citation,),
        conversation="abc",
    )
    conversation = Conversation(id="abc").after(answered)
    assert conversation.last is not None and conversation.last.chunk_ids == ("c1", "c2")
    thanks = AnswerResult(question="thanks", status=Status.SMALLTALK, answer="You're welcome!")
    assert conversation.after(thanks) == conversation
    resumed = Conversation.resume(answered)
    assert resumed.id == "abc" and resumed.last == conversation.last
    follow = AnswerResult(
        question="why?",
        status=Status.ANSWERED,
        answer="Because.",
        rewritten_question="why? (about: V is proportional to I.)",
    )
    turn = Conversation.new().after(follow).last
    assert turn is not None and turn.question.startswith("why? (about:")
