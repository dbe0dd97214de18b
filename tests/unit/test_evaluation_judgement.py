"""``eval`` tells the truth: items that need a judgement pass only when a check confirms it;
the others are listed as needing a reading, never counted as passes."""

from __future__ import annotations

from tests.unit.test_evaluation_history import citation
from tutorapp.core.evaluation import EvalItem, GoldPage, repeats_premise, score, summarise
from tutorapp.core.results import AnswerResult, Status, UncoveredPart, UncoveredReason

CORRECTION = EvalItem(
    id="dev-043",
    kind="adversarial",
    question="Why is the common difference of an AP always positive?",
    expected="answer_with_correction",
    gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
    key_facts=("positive, negative or zero",),
)
PART = EvalItem(
    id="dev-045",
    kind="adversarial",
    question="What is an AP? Also, who won the 2011 cricket world cup?",
    expected="answer_in_scope_part_only",
    gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
    key_facts=("fixed number",),
)


def answered(
    text: str, *, page: int = 51, uncovered: tuple[UncoveredPart, ...] = ()
) -> AnswerResult:
    return AnswerResult(
        question="q",
        status=Status.ANSWERED,
        answer=text,
        citations=(citation(page),),
        uncovered=uncovered,
    )


def test_a_correction_passes_only_when_stated_cited_and_the_premise_is_not_repeated() -> None:
    good = score(
        CORRECTION,
        answered("Actually, your textbook says it can be positive, negative or zero [1]."),
    )
    assert good.passed and not good.needs_reading and good.mark == "ok "
    # the correction only in the cited passage, not in the answer: someone must read it
    vague = score(CORRECTION, answered("The common difference is the fixed number d [1]."))
    assert not vague.passed and vague.needs_reading and vague.mark == "READ"
    # asserting the false premise is a failure, whatever else the answer says
    wrong = score(
        CORRECTION,
        answered(
            "The common difference of an AP is always positive because terms grow. "
            "It can be positive, negative or zero [1]."
        ),
    )
    assert (
        not wrong.passed and not wrong.needs_reading and wrong.note == "repeats the false premise"
    )
    off_page = score(CORRECTION, answered("It can be positive, negative or zero [1].", page=60))
    assert not off_page.passed and off_page.needs_reading
    refused = score(
        CORRECTION, AnswerResult(question="q", status=Status.REFUSED_UNSUPPORTED, answer="no")
    )
    assert not refused.passed and not refused.needs_reading


def test_a_partial_answer_passes_only_when_it_names_the_part_not_covered() -> None:
    part = UncoveredPart(
        part="who won the 2011 cricket world cup?", reason=UncoveredReason.NOT_IN_BOOKS
    )
    named = answered(
        "Each term adds a fixed number [1].\n\nYour books do not cover this part of the "
        "question: “who won the 2011 cricket world cup?”.",
        uncovered=(part,),
    )
    assert score(PART, named).passed
    silent = score(PART, answered("Each term adds a fixed number [1]."))
    assert not silent.passed and silent.needs_reading


def test_the_summary_lists_what_needs_reading_and_does_not_count_it() -> None:
    results = [answered("The common difference is the fixed number d [1].")]
    lines = summarise([score(CORRECTION, results[0])], results).lines
    assert lines[0].startswith("adversarial     0/1") and "need reading: dev-043" in lines[0]


def test_repeats_premise() -> None:
    question = "Why does a concave lens always form a real and inverted image?"
    assert repeats_premise(question, "A concave lens always forms a real and inverted image.")
    assert not repeats_premise(
        question, "A concave lens always gives a virtual, erect and diminished image [1]."
    )
    assert not repeats_premise("what is an AP?", "An AP is a list of numbers.")
    # the book's own words, quoted as the correction, are not the tutor repeating the premise
    quoted = (
        "Actually, your textbook says: “Do you think that resources are free gifts of nature "
        "as is assumed by many? They are not.” [1]."
    )
    since = "Since resources are free gifts of nature, why do we need to plan their use?"
    assert not repeats_premise(since, quoted)
    assert repeats_premise(since, quoted + "\nResources are free gifts of nature [1].")


def test_an_items_own_phrases_for_the_premise_catch_what_the_checks_do_not() -> None:
    item = EvalItem(
        id="fp-03",
        kind="adversarial",
        question="Why is the nth term of an AP equal to a + nd?",
        expected="answer_with_correction",
        gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
        key_facts=("a + (n – 1) d",),
        asserts=("a + nd",),
    )
    wrong = score(item, answered("The nth term is a + (n – 1) d, so it is a + nd [1]."))
    assert not wrong.passed and wrong.note == "repeats the false premise"
    # the phrase inside the book's own words, quoted, is not the answer asserting it
    quoted = score(
        item,
        answered(
            "Actually, your textbook says: “not a + nd but a + (n – 1) d” [1]. "
            "It is a + (n – 1) d [1]."
        ),
    )
    assert quoted.passed


def test_an_items_phrase_is_found_whatever_the_spelling() -> None:
    item = EvalItem(
        id="fp-36",
        kind="adversarial",
        question="Why did Martin Luther criticise printing?",
        expected="answer_with_correction",
        gold=(GoldPage(file="jess305.pdf", printed_page=112),),
        key_facts=("ultimate gift of god",),
        asserts=("luther criticised",),
    )
    said = score(item, answered("Martin Luther criticized printing because he feared it [1]."))
    assert not said.passed and said.note == "repeats the false premise"


def test_a_word_filled_into_a_quote_is_read_as_written() -> None:
    """ "this [primary] sector" states "primary sector"; a citation marker stays."""
    item = EvalItem(
        id="fp-32",
        kind="adversarial",
        question="Why is agriculture a part of the secondary sector?",
        expected="answer_with_correction",
        gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
        key_facts=("primary sector",),
    )
    lead = (
        "Actually, your textbook says: “Since most of the natural products we get are from "
        "agriculture, this [primary] sector is also called agriculture and related sector.” [1]."
    )
    assert score(item, answered(lead)).passed
    assert not score(item, answered("This [1] sector is called agriculture.")).passed


def test_a_formula_is_read_however_it_is_spaced_or_its_minus_written() -> None:
    item = EvalItem(
        id="fp-03",
        kind="adversarial",
        question="Why is the nth term of an AP equal to a + nd?",
        expected="answer_with_correction",
        gold=(GoldPage(file="jemh105.pdf", printed_page=51),),
        key_facts=("a + (n – 1) d",),
    )
    lead = "Actually, your textbook says: “… is given by aₙ = a + (n − 1)d.” [1]."
    assert score(item, answered(lead)).passed
    assert not score(item, answered("Actually, your textbook says: “aₙ = a + nd.” [1].")).passed
