"""Answer sentence splitting and the pure checks (hedges, artifacts, numbers, ...)."""

from __future__ import annotations

import pytest

from tutorapp.core.validation import checks
from tutorapp.core.validation.continuation import glue, is_cut_off
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.split import (
    AnswerSentence,
    join_answer,
    marker_numbers,
    renumber_list,
    split_answer,
    without_markers,
)


def texts(answer: str) -> list[str]:
    return [s.text for s in split_answer(answer)]


def test_maths_and_abbreviations_do_not_split_sentences() -> None:
    answer = "The value of pi is about 3.14 [1]. See Fig. 5.1, i.e. the graph of a.b for this."
    assert texts(answer) == [
        "The value of pi is about 3.14 [1].",
        "See Fig. 5.1, i.e. the graph of a.b for this.",
    ]


def test_a_marker_after_the_full_stop_stays_with_its_sentence() -> None:
    sentences = split_answer("Water evaporates. [1] Clouds form [2].\n[3]")
    assert [s.text for s in sentences] == ["Water evaporates. [1]", "Clouds form [2]. [3]"]
    assert sentences[0].markers == (1,) and sentences[1].markers == (2, 3)
    assert sentences[0].plain == "Water evaporates."


def test_markers_joined_with_words_leave_no_word_behind() -> None:
    sentences = split_answer("The brain is protected by the skull and meninges [2] and [3].")
    assert sentences[0].text == "The brain is protected by the skull and meninges [2][3]."
    assert split_answer("Salt and [1] pepper.")[0].text == "Salt and [1] pepper."


def test_list_items_are_sentences_that_keep_their_marker() -> None:
    answer = "The steps are:\n1. Find the first term. Then the difference.\n2. Use the formula."
    sentences = split_answer(answer)
    assert [(s.prefix, s.text, s.new_line) for s in sentences] == [
        ("", "The steps are:", True),
        ("1. ", "Find the first term.", True),
        ("", "Then the difference.", False),
        ("2. ", "Use the formula.", True),
    ]
    assert join_answer(sentences) == answer


def test_renumbering_closes_gaps_in_a_list() -> None:
    items = [AnswerSentence("A.", "1. ", True), AnswerSentence("C.", "3. ", True)]
    assert join_answer(renumber_list(items)) == "1. A.\n2. C."


@pytest.mark.parametrize(
    ("answer", "fired"),
    [
        ("As we know, current flows from positive to negative.", "as we know"),
        ("In general, metals conduct electricity.", "in general"),
        ("Typically a resistor is made of nichrome.", "typically"),
    ],
)
def test_hedges_signal_outside_knowledge(answer: str, fired: str) -> None:
    found = checks.hedges(split_answer(answer), "Current is the flow of charge.")
    assert [(f.check, f.detail.lower()) for f in found] == [("hedge", fired)]


def test_a_hedge_the_textbook_itself_uses_is_not_flagged() -> None:
    source = "In general, the resistance of a conductor depends on its length."
    assert checks.hedges(split_answer("In general, resistance depends on length."), source) == []


def test_chain_of_thought_artifacts_are_found() -> None:
    answer = (
        "Based on the analysis of the sources, an AP has a common difference. "
        "Step 1: find the term. The question asks about the sum. "
        "Resistance is R (in the context of Ohm)."
    )
    found = checks.artifacts(split_answer(answer))
    assert [f.sentence for f in found] == [0, 1, 2, 3]


def test_padding_needs_two_filler_openers() -> None:
    one = split_answer("An AP has terms. Furthermore, it has a common difference.")
    two = split_answer("An AP has terms. Furthermore, it is a list. Additionally, d is fixed.")
    assert checks.padding(one) == []
    assert [f.sentence for f in checks.padding(two)] == [2]


def test_a_sentence_that_only_restates_the_question() -> None:
    question = "What is the common difference of an arithmetic progression?"
    answer = "The common difference of an arithmetic progression. It is the fixed number added."
    assert [f.sentence for f in checks.repeated_question(split_answer(answer), question)] == [0]


def test_the_question_asked_again_is_a_repeated_question() -> None:
    question = (
        "What makes cos²A + sin²A = 1 an identity, if an identity is just an equation that is "
        "true for at least one value of the variable?"
    )
    answer = f"Question: {question} [1]"
    assert [f.sentence for f in checks.repeated_question(split_answer(answer), question)] == [0]


def test_duplicates_are_later_repeats() -> None:
    answer = (
        "Rain falls when droplets grow heavy. Droplets grow heavy and rain falls. "
        "Rain falls when droplets grow heavy."
    )
    assert [f.sentence for f in checks.duplicates(split_answer(answer))] == [1, 2]


def test_length_far_beyond_the_sources() -> None:
    long = split_answer(" ".join(["Water is a liquid that flows."] * 20))
    assert checks.too_long(long, source_words=60)[0].check == "too_long"
    assert checks.too_long(long, source_words=400) == []


def test_numbers_must_come_from_the_sources_or_follow_from_them() -> None:
    source = "The AP is 24, 21, 18. The sum of the first n terms is 78."
    ok = split_answer("Here a = 24 and d = 21 - 24 = -3. So n = 4 or 13 [1].")
    derived = checks.unsupported_numbers(ok, source + " n can be 4 or 13.", "")
    assert derived == []
    wrong = split_answer("The common difference is -3. The answer is 33.")
    found = checks.unsupported_numbers(wrong, source, "")
    assert [(f.sentence, f.detail) for f in found] == [(1, "33")]


def test_names_must_come_from_the_sources_or_the_question() -> None:
    source = (
        "The first known written mention of this result can be found in Aryabhata's "
        "Aryabhatiya. We derive a simple rule for the sum of the first n natural numbers."
    )
    question = "In which book did Gauss first write down the rule for the sum?"
    answer = split_answer(
        "The rule was written down in the Aryabhatiya [1]. It was first written down by Gauss "
        "in his book Disquisitiones Arithmeticae [1]. The Rule is simple [1]."
    )
    found = checks.unsupported_names(answer, source, question)
    assert [(f.sentence, f.check, f.detail) for f in found] == [
        (1, "unsupported_name", "disquisition")
    ]


def test_one_step_arithmetic_and_chains_are_accepted() -> None:
    source = "A train covers 120 km in 2 hours."
    answer = split_answer("Its speed is 60 km per hour. In 3 hours it covers 180 km.")
    assert checks.unsupported_numbers(answer, source, "How far in 3 hours?") == []


def test_numbers_in_markers_and_list_items_are_not_facts() -> None:
    answer = split_answer("1. Evaporation turns water into vapour [7].")
    assert checks.unsupported_numbers(answer, "water vapour", "") == []


@pytest.mark.parametrize(
    ("answer", "cut"),
    [
        ("Evaporation is the change of water into vapour.", False),
        ("Evaporation is the change of water into vapour [1].", False),
        ("Evaporation is the change of water into", True),
        ("The factors are temperature, humidity and", True),
        ("The factors are:\n1. Temperature.\n2.", True),
        ("Heat is needed,", True),
        ("The value (for a cell", True),
        ("यह पानी है।", False),
    ],
)
def test_cut_off_answers_are_recognised(answer: str, cut: bool) -> None:
    assert is_cut_off(answer) is cut


def test_glue_keeps_words_apart_only_when_the_model_spaced_them() -> None:
    assert glue("water into", "vapour.", raw_starts_with_space=True) == "water into vapour."
    assert glue("evapor", "ation.", raw_starts_with_space=False) == "evaporation."


def test_an_answer_that_echoes_the_question_with_the_answer_is_not_a_repeat() -> None:
    question = "Which part of the brain helps us keep our balance?"
    answer = split_answer("The cerebellum is the part of the brain that helps us keep our balance.")
    assert checks.repeated_question(answer, question) == []


def test_dotted_initialisms_do_not_end_a_sentence() -> None:
    answer = "Sridharacharya (C.E. 1025) derived the quadratic formula. It is used widely."
    assert texts(answer) == [
        "Sridharacharya (C.E. 1025) derived the quadratic formula.",
        "It is used widely.",
    ]


def test_markers_as_models_write_them_are_read_and_leave_no_commas_behind() -> None:
    """The model writes "[1], [2], [3]" and "[2, 3]": every number counts, and taking the
    markers out leaves "surfaces." — never "surfaces,,." or a literal "[2, 3]"."""
    text = "These laws apply to spherical surfaces [1], [2], [3]."
    assert marker_numbers(text) == [1, 2, 3]
    assert without_markers(text) == "These laws apply to spherical surfaces."
    assert marker_numbers("equal angles [2, 3] [1] and [1-3] [source 4]") == [2, 3, 1, 1, 2, 3, 4]
    assert (
        without_markers("equal angles with the axis [2, 3] [1].") == "equal angles with the axis."
    )
    assert split_answer("A is B [1]. [2, 3] C is D.")[0].markers == (1, 2, 3)


def test_agreeing_with_the_asker_after_a_false_premise_is_dropped() -> None:
    """After the correction of "Since reflex arcs are formed in the brain, …", the model's
    "The student is correct that …" goes; without a premise to avoid, "Yes, …" stays."""
    answer = (
        "The student is correct that reflex actions are quick because the information "
        "reaches the brain quickly [1]. Reflex arcs are formed in the spinal cord [1]."
    )
    book = ["Reflex arcs are formed in this spinal cord itself."]
    claim = Avoid(claims=("reflex arcs are formed in the brain",))
    found = checks.contradicted(split_answer(answer), book, claim)
    assert [(f.check, f.sentence) for f in found] == [("false_premise", 0)]
    yes = split_answer("Yes, reflex arcs are formed in the spinal cord [1].")
    assert checks.contradicted(yes, book) == []
    assert [f.check for f in checks.contradicted(yes, book, claim)] == ["false_premise"]


def test_a_sentence_giving_the_premise_s_wrong_value_again_is_a_false_premise() -> None:
    claim = "gauss was 10 when he worked out that 1 + 2 + 3 + ... + 100 = 10100"
    answer = (
        "He wrote the numbers twice [1]. Gauss was 10 years old when he worked out that the sum "
        "of the positive integers from 1 to 100 is 10100 [1]."
    )
    found = checks.contradicted(
        split_answer(answer),
        ["He replied that the sum is 5050."],
        Avoid(claims=(claim,), values=frozenset({"10100"})),
    )
    assert [(f.check, f.sentence) for f in found] == [("false_premise", 1)]
    # (without the value to avoid, a sentence whose words the passages hold stands)
    book = ["Gauss was 10 when he worked out the sum. He replied that the sum is 5050."]
    assert not checks.contradicted(split_answer(answer), book, Avoid(claims=(claim,)))


def test_a_marker_written_as_what_the_sentence_goes_by_takes_its_lead_in_along() -> None:
    # "According to [1], it was …" must not become "According to, it was …"
    assert without_markers("According to [1], it was not just a development [1].") == (
        "It was not just a development."
    )
    assert without_markers("As stated in [2] [3], light bends.") == "Light bends."
    assert without_markers("Light bends, as stated in [2], towards the normal.") == (
        "Light bends, towards the normal."
    )
    # a lead-in with words of its own stays
    assert without_markers("According to Ohm's law, V = IR [1].") == (
        "According to Ohm's law, V = IR."
    )


def test_a_later_sentence_that_repeats_a_piece_of_an_earlier_one_is_a_duplicate() -> None:
    sentences = split_answer(
        "It was not just a development, a new way of producing books; it transformed the "
        "lives of people, changing their relationship to information [1]. Many believed "
        "that books could change the world [2]. It transformed the lives of people, "
        "changing their relationship to information [1]."
    )
    assert [f.sentence for f in checks.duplicates(sentences)] == [2]
    # a short sentence that shares a few words with a long one is no repeat
    short = split_answer("Light bends when it enters glass [1]. Glass bends light [1].")
    assert checks.duplicates(short) == []


def test_a_chain_of_markers_runs_from_its_first_to_its_last() -> None:
    # the model wrote "[2-3-4]" in a premise answer (heldout55); reading it raised ValueError
    # and the question ended in "Something went wrong"
    assert marker_numbers("the sectors are linked [2-3-4].") == [2, 3, 4]
    assert marker_numbers("x [1 – 2 – 3]") == [1, 2, 3]
