"""From heldout53: a question asked in the negative ("isn't resistance the property of a
conductor that helps charges flow through it more easily?") takes its statement for granted
as much as "isn't it true that …" does, and was not checked at all; and "helps" is what the
book's "resist the flow" denies."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.verdicts import Verdict

RESISTANCE = [
    "In Eq. (11.4), R is a constant for the given metallic wire at a given temperature and is "
    "called its resistance. It is the property of a conductor to resist the flow of charges "
    "through it. Its SI unit is ohm, represented by the Greek letter Ω."
]


@pytest.mark.parametrize(
    ("asked", "claim"),
    [
        (
            "isn't resistance the property of a conductor that helps charges flow? and what is "
            "its si unit called?",
            "resistance is the property of a conductor that helps charges flow",
        ),
        ("aren't alluvial soils very fertile?", "alluvial soils are very fertile"),
        (
            "wasn't gutenberg the first to print the bible",
            "gutenberg was the first to print the bible",
        ),
        ("isnt the sun bigger than the earth?", "the sun is bigger than the earth"),
        # (no copula to put back: the words are compared as they stand)
        (
            "doesn't a convex mirror always form a virtual image?",
            "a convex mirror always form a virtual image",
        ),
    ],
)
def test_a_negative_question_takes_its_statement_for_granted(asked: str, claim: str) -> None:
    found = presupposition(asked)
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim == claim


@pytest.mark.parametrize(
    "asked", ["isn't it hot today?", "isn't there a table of hormones?", "don't you know?"]
)
def test_a_negative_question_about_nothing_asks_back(asked: str) -> None:
    assert presupposition(asked) is None


def test_resistance_does_not_help_charges_flow() -> None:
    asked = (
        "isn't resistance the property of a conductor that helps charges flow through it more "
        "easily?"
    )
    check = PremiseChecker().check(asked, RESISTANCE)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.quote is not None and "resist the flow of charges" in check.quote
    twin = "isn't resistance the property of a conductor to resist the flow of charges through it?"
    checked = PremiseChecker().check(twin, RESISTANCE)
    assert checked is not None and checked.verdict is Verdict.SUPPORTED


EROSION = [
    "Soil Erosion and Soil Conservation The denudation of the soil cover and subsequent "
    "washing down is described as soil erosion. The processes of soil formation and erosion, "
    "go on simultaneously and generally there is a balance between the two."
]


def test_what_the_book_describes_as_one_thing_is_no_definition_of_another() -> None:
    asked = (
        "in resources and development, 'the denudation of the soil cover and subsequent washing "
        "down' is the definition of {}, right? i want to get the term right for my notes"
    )
    check = PremiseChecker().check(asked.format("land degradation"), EROSION)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    checked = PremiseChecker().check(asked.format("soil erosion"), EROSION)
    assert checked is not None and checked.verdict is Verdict.SUPPORTED


ASTRONOMERS = [
    "Early astronomers used it to find out the distances of the stars and planets from the "
    "Earth. Trigonometry is one of the most ancient subjects studied by scholars all over the "
    "world."
]


def test_how_heavy_is_not_how_far() -> None:
    asked = "why did early astronomers use trigonometry to work out {}? it's for my notes"
    check = PremiseChecker().check(
        asked.format("how heavy the stars and planets were"), ASTRONOMERS
    )
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts and "distanc" in check.conflicts[0]
    twin = asked.format("the distances of the stars and planets from the earth")
    checked = PremiseChecker().check(twin, ASTRONOMERS)
    assert checked is not None and checked.verdict is Verdict.SUPPORTED


ELDERLY = [
    "वास्तव में भारत विश्व की “मधुमेह राजधानी” बन सकता है। इसके अतिरिक्त जनसांख्यिकीय परिवर्तन "
    "हो रहे हैं जिसमें वृद्धजनों की संख्या में वृद्धि हुई है। इस प्रकार, जनसंख्या का वह भाग बढ़ रहा "
    "है, जिसे पोषण देखभाल, सहायता और आहार सलाह की आवश्यकता है।"
]


def test_a_hindi_claim_is_read_without_its_chapter_and_after_its_so() -> None:
    asked = (
        "नैदानिक पोषण वाले अध्याय के हिसाब से भारत में बुज़ुर्गों की संख्या {} रही है, इसलिए पोषण "
        "देखभाल और आहार सलाह चाहने वाले लोग भी {} जा रहे हैं, है ना?"
    )
    found = presupposition(asked.format("घट", "कम होते"))
    assert found is not None
    assert found.claim == "पोषण देखभाल और आहार सलाह चाहने वाले लोग भी कम होते जा रहे हैं"
    assert found.ground == "भारत में बुज़ुर्गों की संख्या घट रही है"
    check = PremiseChecker().check(asked.format("घट", "कम होते"), ELDERLY)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.evidence is not None and "बढ़ रहा है" in check.evidence
    twin = PremiseChecker().check(asked.format("बढ़", "बढ़ते"), ELDERLY)
    assert twin is not None and twin.verdict is Verdict.SUPPORTED


def test_the_chapter_a_hindi_claim_names_is_no_part_of_it() -> None:
    found = presupposition(
        "फ़ैशन वाले अध्याय में लिखा है कि प्राचीन काल में कपड़ों की शैलियाँ हर कुछ साल में बदल जाती थीं, है ना?"
    )
    assert found is not None
    assert found.claim == "प्राचीन काल में कपड़ों की शैलियाँ हर कुछ साल में बदल जाती थीं"


def test_the_two_sides_of_a_caption_s_deed_turned_round() -> None:
    # heldout52 fp52-13: "Fig. 17 – Raja Ritudhwaj rescuing Princess Madalsa …"
    caption = [
        "Fig. 17 – Raja Ritudhwaj rescuing Princess Madalsa from the captivity of demons, print "
        "by Ravi Varma."
    ]
    asked = "fig 17 in the print chapter shows {} from the demons, right? who made the print?"
    check = PremiseChecker().check(
        asked.format("princess madalsa rescuing raja ritudhwaj"), caption
    )
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    twin = PremiseChecker().check(asked.format("raja ritudhwaj rescuing princess madalsa"), caption)
    assert twin is not None and twin.verdict is not Verdict.CONTRADICTED
    # a deed that goes both ways is no turn
    meeting = ["Fig. 3 – Gandhiji meeting Lord Irwin at the Viceroy's house in 1931."]
    both = PremiseChecker().check(
        "fig 3 shows lord irwin meeting gandhiji at the viceroy's house, right?", meeting
    )
    assert both is None or both.verdict is not Verdict.CONTRADICTED


FALLOW = [
    "Fallow lands (a) Current fallow-(left without cultivation for one or less than one "
    "agricultural year), (b) Other than current fallow-(left uncultivated for the past 1 to 5 "
    "agricultural years).",
    "How are we able to feed our huge cattle population on this pasture land and what are the "
    "consequences of it? Most of the other than the current fallow lands are either of poor "
    "quality or the cost of cultivation Reporting Area: 100 Per cent fringes of these forests "
    "depends upon it.",
]


def test_a_word_s_other_form_lets_a_sentence_outweigh_its_opposite() -> None:
    # heldout54 ft54-09: "costly to cultivate" was corrected by the list's "left
    # uncultivated", though the book's "the cost of cultivation" sentence says the claim
    asked = (
        "most of the other than current fallow lands are {} quality land or costly to "
        "cultivate, right? then how often do they actually get cultivated?"
    )
    twin = PremiseChecker().check(asked.format("poor"), FALLOW)
    assert twin is not None and twin.verdict is not Verdict.CONTRADICTED
    check = PremiseChecker().check(asked.format("good"), FALLOW)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.evidence is not None and "poor quality" in check.evidence
