"""The answer model's second opinion on a premise the word checks let through
(``premise_judge``), with a stand-in for the model's yes/no logits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from tutorapp.core.errors import PromptTooLongError
from tutorapp.core.generation.engine import ChatMessage
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_judge import (
    JUDGE_SYSTEM,
    Doubter,
    Nearest,
    judge_messages,
    nearest,
    quoted,
    second_opinion,
    worth_asking,
)
from tutorapp.core.results import PremiseNote
from tutorapp.core.validation.verdicts import Verdict

ARITHMETIC = (
    "An arithmetic progression is a list of numbers in which each term is obtained by adding "
    "a fixed number to the preceding term. This fixed number is called the common difference."
)
PLANTS = (
    "Plants have neither a nervous system nor muscles. The leaves of the sensitive plant fold "
    "up when touched because their cells change shape by changing the amount of water in them."
)
PASSAGES = [ARITHMETIC, PLANTS]
# a paraphrased wrong cause the word checks do not contradict (they find "supported")
GROWING = (
    "Why do the leaves of the sensitive plant fold up when touched because they grow new "
    "cells quickly?"
)


class Model:
    """Says "No" by ``margin`` to every question, and keeps what it was asked."""

    def __init__(self, margin: float) -> None:
        self.margin = margin
        self.asked: list[Sequence[ChatMessage]] = []

    def doubt(self, messages: Sequence[ChatMessage]) -> float:
        self.asked.append(messages)
        return self.margin


def test_the_stand_in_is_a_doubter() -> None:
    assert isinstance(Model(0.0), Doubter)
    assert not isinstance(object(), Doubter)


def test_the_nearest_sentences_come_best_first_each_once() -> None:
    shown = nearest(
        "the leaves of the sensitive plant fold up when touched", [ARITHMETIC, PLANTS, PLANTS]
    )
    assert shown[0].text.startswith("The leaves of the sensitive plant fold up")
    assert shown[0].source == 1 and shown[0].held == pytest.approx(1.0)
    assert len({s.text for s in shown}) == len(shown) == 3  # the copy is shown once


def test_of_sentences_that_hold_as_much_the_one_no_heading_opens_is_quoted() -> None:
    # heldout56 fp56-10: the heading glued before the first had the lead quote it
    mania = Nearest(
        source=0,
        text="4 The Reading Mania Through the seventeenth and eighteenth centuries literacy "
        "rates went up in most parts of Europe.",
        held=0.5,
    )
    writings = Nearest(
        source=2,
        text="The writings of thinkers such as Thomas Paine, Voltaire and Jean Jacques "
        "Rousseau were also widely printed and read.",
        held=0.5,
    )
    land = Nearest(source=1, text="LAND USE PATTERN IN INDIA The use of land is …", held=0.5)
    assert quoted([mania, writings]) is writings
    assert quoted([land, writings]) is writings
    # a heading does not outweigh holding more of the claim's words
    assert quoted([replace(mania, held=0.6), writings]).source == 0
    # and of two sentences alike, the first is quoted
    assert quoted([writings, replace(writings, source=5)]).source == 2


def test_the_question_names_the_claim_and_the_sentences() -> None:
    system, user = judge_messages("plants have muscles", ["Plants have no muscles.", "B."])
    assert system.role == "system" and system.content == JUDGE_SYSTEM
    assert user.content.startswith("Textbook: Plants have no muscles. B.\n")
    assert "Statement: plants have muscles\n" in user.content
    assert user.content.endswith("is the statement true? Answer Yes or No.")


def test_a_doubted_premise_is_corrected_by_the_nearest_sentence() -> None:
    check = PremiseChecker().check(GROWING, PASSAGES)
    assert check is not None and check.verdict is Verdict.SUPPORTED and worth_asking(check)
    model = Model(1.2)
    opinion = second_opinion(check, PASSAGES, model, cut=0.5)
    judged = opinion.check
    assert opinion.asked and judged is not None
    assert judged.verdict is Verdict.CONTRADICTED and judged.by_model
    assert judged.source == 1 and judged.doubt == pytest.approx(1.2)
    assert judged.quote is not None and "change shape by changing the amount of water" in (
        judged.quote
    )
    assert not judged.granted and judged.conflicts == ()
    # the model was shown the claim and the book's sentence about it
    assert "Statement: the leaves of the sensitive plant fold up" in model.asked[0][1].content
    assert "changing the amount of water" in model.asked[0][1].content


def test_a_premise_the_model_believes_stands_and_keeps_its_doubt() -> None:
    check = PremiseChecker().check(GROWING, PASSAGES)
    assert check is not None
    opinion = second_opinion(check, PASSAGES, Model(-1.5), cut=0.5)
    assert opinion.asked and opinion.check == replace(check, doubt=-1.5)
    assert opinion.check is not None and not opinion.check.by_model
    # at the cut itself the premise stands too
    assert second_opinion(check, PASSAGES, Model(0.5), cut=0.5).check == replace(check, doubt=0.5)


def test_the_model_is_not_asked_where_it_cannot_change_the_answer() -> None:
    model = Model(5.0)
    # the checks contradict it already
    wrong = "Why is each term of an arithmetic progression got by multiplying by a fixed number?"
    contradicted = PremiseChecker().check(wrong, PASSAGES)
    assert contradicted is not None and contradicted.contradicted
    assert second_opinion(contradicted, PASSAGES, model, 0.5).check is contradicted
    # a passage sentence states it in full
    stated = PremiseChecker().check(
        "Why do the leaves of the sensitive plant fold up when touched?", PASSAGES
    )
    assert stated is None or not worth_asking(stated)
    # no claim; a Hindi claim (the text layers are too garbled to quote)
    assert second_opinion(None, PASSAGES, model, 0.5).check is None
    hindi = PremiseChecker().check("पौधों में मांसपेशियाँ होती हैं, है ना?", PASSAGES)
    assert hindi is None or not worth_asking(hindi)
    # no passage sentence holds a fifth of the claim's words: nothing to quote
    far = PremiseChecker().check(
        "Why do comets always travel faster than light in the vacuum?", PASSAGES
    )
    if far is not None:
        assert not second_opinion(far, PASSAGES, model, 0.5).asked
    assert model.asked == []


def test_the_result_says_who_judged_the_premise() -> None:
    note = PremiseNote(
        claim="plants have muscles",
        verdict=Verdict.CONTRADICTED,
        correction="Plants have neither a nervous system nor muscles.",
        citation=1,
        by_model=True,
    )
    raw = note.to_json()
    assert raw["judged_by"] == "model"
    assert PremiseNote.from_json(raw) == note
    checks = replace(note, by_model=False)
    assert (
        checks.to_json()["judged_by"] == "checks"
        and PremiseNote.from_json(checks.to_json()) == checks
    )
    # a result saved before the model was asked reads as the checks'
    older = {k: v for k, v in raw.items() if k != "judged_by"}
    assert PremiseNote.from_json(older) == checks


class TooLong(Model):
    def doubt(self, messages: Sequence[ChatMessage]) -> float:
        raise PromptTooLongError("too long")


def test_a_question_too_long_to_weigh_leaves_the_checks_verdict() -> None:
    check = PremiseChecker().check(GROWING, PASSAGES)
    opinion = second_opinion(check, PASSAGES, TooLong(5.0), cut=0.5)
    assert opinion.check is check and not opinion.asked


def test_of_sentences_that_hold_as_much_a_caption_is_not_quoted() -> None:
    # heldout59 fp59-16: "The cover page of Indian Charivari." led the correction of "the
    # indian charivari was a serious govt news paper started in the 1930s"
    caption = Nearest(source=0, text="The cover page of Indian Charivari.", held=0.25)
    journals = Nearest(
        source=0,
        text="The Indian Charivari was one of the many journals of caricature and satire "
        "published in the late nineteenth century.",
        held=0.25,
    )
    assert quoted([caption, journals]) is journals
    # holding more of the claim's words still comes first
    assert quoted([replace(caption, held=0.5), journals]) is not journals


def test_an_activity_s_short_step_is_no_correction_to_quote() -> None:
    activity = (
        "Activity 9.12 Take a convex lens. Find its approximate focal length in a way described "
        "in Activity 9.11. Draw five parallel straight lines, using chalk, on a long Table such "
        "that the distance between the successive lines is equal to the focal length of the "
        "lens. Place the lens on a lens stand."
    )
    check = PremiseChecker().check(
        "for activity 9.12 (convex lens) we only draw 3 chalk lines, right? then where do we "
        "put the candle?",
        [activity],
    )
    assert check is not None and worth_asking(check)
    assert quoted(nearest(check.claim, [activity])).text == "Activity 9.12 Take a convex lens."
    model = Model(5.0)
    opinion = second_opinion(check, [activity], model, cut=0.5)
    assert not opinion.asked and opinion.check == check and not model.asked


def test_a_sentence_announcing_what_the_book_does_next_is_no_correction_to_quote() -> None:
    # (heldout63 fp63-12's lead quoted "Let us now do an Activity to study …")
    lens = (
        "Let us now do an Activity to study the nature, position and relative size of the image "
        "formed by a concave lens. Activity 9.13 Take a concave lens. Place it on a lens stand. "
        "Place a burning candle on one side of the lens."
    )
    claim = "activity 9.13 says we must always catch the candle's image from the concave lens"
    shown = nearest(claim, [lens])
    assert shown[0].text.startswith("Let us now")
    check = PremiseChecker().check(f"{claim} on a screen, right? what am i doing wrong?", [lens])
    assert check is not None and worth_asking(check)
    model = Model(5.0)
    opinion = second_opinion(check, [lens], model, cut=0.5)
    assert not opinion.asked and opinion.check == check and not model.asked
