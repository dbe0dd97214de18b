"""False premises of the unseen set heldout43 that the checks let through: a word a prefix
denies ("uncontrollable and inconvenient" against "controllable and convenient"), "any other"
read as a phrase the denial qualifies ("doesnt support any other living organisms"), a
preference turned round ("focal lengths instead of powers"), a deed the book puts in the
passive said the other way ("the husband dominating his wife" against "the husband is
dominated by his wife"), a branch of mathematics given another name, and Hindi tag questions
("…, है ना? …") read for their premise. Each with its true twin. And, from heldout44, the
book's "in the absence of" read as the denial it is."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.directed import reversed_passive
from tutorapp.core.validation.prefixes import negated_by_prefix
from tutorapp.core.validation.setaside import swapped_aside
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import NOT, terms
from tutorapp.core.validation.verdicts import Verdict

ELECTRICITY = (
    "Electricity has an important place in modern society. It is a controllable and "
    "convenient form of energy for a variety of uses in homes, schools, hospitals, industries "
    "and so on."
)
SOIL = (
    "Soil is the most important natural resource. It is the medium of plant growth and "
    "supports different types of living organisms on the earth."
)
POWERS = (
    "The use of powers, instead of focal lengths, for lenses is quite convenient for opticians."
)
GHOR_KALI = (
    "The artist’s vision of the destruction of proper family relations. Here the husband is "
    "totally dominated by his wife who is perched on his shoulder."
)
TRIGONOMETRY = (
    "In all the situations given above, the distances or heights can be found by using some "
    "mathematical techniques, which come under a branch of mathematics called ‘trigonometry’."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


@pytest.mark.parametrize(
    ("prefixed", "plain"),
    [
        ("uncontrollable", "controllable"),
        ("inconvenient", "convenient"),
        ("unknown", "known"),
        ("incorrect", "correct"),
        ("irregular", "regular"),
        ("disagree", "agree"),
        ("nonliving", "living"),
    ],
)
def test_a_prefix_denies_the_word(prefixed: str, plain: str) -> None:
    assert negated_by_prefix(stem(prefixed), stem(plain))
    assert negated_by_prefix(stem(plain), stem(prefixed))


@pytest.mark.parametrize(
    ("word", "other"),
    [
        ("unless", "less"),
        ("inform", "form"),
        ("install", "stall"),
        ("impress", "press"),
        ("discover", "cover"),
        ("disease", "ease"),
        ("inflammable", "flammable"),
        ("under", "der"),
        ("convenient", "convenient"),
    ],
)
def test_a_prefix_that_denies_nothing(word: str, other: str) -> None:
    assert not negated_by_prefix(stem(word), stem(other))


def test_uncontrollable_and_inconvenient_is_corrected() -> None:
    claim = "electricity is such an uncontrollable and inconvenient form of energy"
    assert _verdict([ELECTRICITY], claim) is Verdict.CONTRADICTED
    twin = "electricity is such a controllable and convenient form of energy"
    assert _verdict([ELECTRICITY], twin) is Verdict.SUPPORTED


def test_any_other_does_not_qualify_a_denial() -> None:
    claim = (
        "soil is called the most important natural resource when all it does is help plants "
        "grow and it doesnt support any other living organisms"
    )
    assert _verdict([SOIL], claim) is Verdict.CONTRADICTED
    twin = (
        "soil is called the most important natural resource when it is the medium of plant "
        "growth and also supports different types of living organisms"
    )
    assert _verdict([SOIL], twin) is Verdict.SUPPORTED


def test_a_preference_turned_round_is_corrected() -> None:
    claim = (
        "opticians find it more convenient to use focal lengths instead of powers when they "
        "prescribe lenses"
    )
    found = swapped_aside(claim, POWERS)
    assert found is not None and found.claim == "focal length instead of power"
    assert _verdict([POWERS], claim) is Verdict.CONTRADICTED
    twin = claim.replace("focal lengths instead of powers", "powers instead of focal lengths")
    assert swapped_aside(twin, POWERS) is None
    assert _verdict([POWERS], twin) is Verdict.SUPPORTED
    # (a word on both sides is no clear swap)
    assert swapped_aside("use powers instead of focal powers", POWERS) is None


def test_a_passive_deed_said_the_other_way_is_corrected() -> None:
    claim = (
        "the ghor kali woodcut in the print chapter shows the husband totally dominating his wife"
    )
    sentence = GHOR_KALI.split(". ")[1]
    found = reversed_passive(claim, sentence)
    assert found is not None and found.passage == "husband is totally dominated by his wife"
    assert _verdict([GHOR_KALI], claim) is Verdict.CONTRADICTED
    # the book's own passive, and the deed the right way round, are not
    assert reversed_passive("the husband is totally dominated by his wife", sentence) is None
    assert reversed_passive("the wife totally dominates her husband", sentence) is None
    assert _verdict([GHOR_KALI], "the wife totally dominates her husband") is Verdict.SUPPORTED


def test_a_branch_of_mathematics_given_another_name_is_corrected() -> None:
    claim = (
        "the heights and distances in the examples, like the hot air balloon one, are found "
        "with techniques from the branch of maths called coordinate geometry"
    )
    assert _verdict([TRIGONOMETRY], claim) is Verdict.CONTRADICTED
    twin = claim.replace("coordinate geometry", "trigonometry")
    assert _verdict([TRIGONOMETRY], twin) is not Verdict.CONTRADICTED


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        (
            "लेवी स्ट्रॉस ने 1849 में सैनिकों की वर्दी के लिए पैंटें बनाई थीं, है ना? ये पैंटें किस कपड़े से बनी थीं?",
            "लेवी स्ट्रॉस ने 1849 में सैनिकों की वर्दी के लिए पैंटें बनाई थीं",
        ),
        (
            "फ़ैड्स लंबे समय तक चलते हैं, हैं ना? इनके कुछ उदाहरण क्या हैं?",
            "फ़ैड्स लंबे समय तक चलते हैं",
        ),
        ("फ़ैड्स लंबे समय तक चलते हैं, है ना?", "फ़ैड्स लंबे समय तक चलते हैं"),
    ],
)
def test_a_hindi_tag_question_states_its_premise(question: str, claim: str) -> None:
    found = presupposition(question)
    assert found is not None and found.claim == claim


def test_in_the_absence_of_is_a_denial() -> None:
    said = [t.stem for t in terms("reflex arcs evolved in the absence of true thought processes")]
    assert NOT in said and said.index(NOT) < said.index("think")
    assert [t.stem for t in terms("in the absence of oxygen")] == [
        t.stem for t in terms("without oxygen")
    ]


def test_the_quote_leaves_out_a_chapter_opener_and_a_heading() -> None:
    check = PremiseChecker().check(
        "since electricity is such an uncontrollable and inconvenient form of energy, what is "
        "it used for?",
        ["Electricity 11 CHAPTER " + ELECTRICITY],
    )
    assert check is not None and check.contradicted
    assert check.quote is not None and check.quote.startswith("Electricity has an important")
    check = PremiseChecker().check(
        "explain why soil is the most important natural resource when it doesnt support any "
        "other living organisms",
        ["A RESOURCE " + SOIL],
    )
    assert check is not None and check.contradicted
    assert check.quote is not None and check.quote.startswith("Soil is the most important")


def test_a_nor_that_opens_a_sentence_is_a_denial() -> None:
    kamal = (
        "Kamal is working in a grocery shop. He has therefore no leave or paid holidays. Nor "
        "was he given any formal letter saying that he has been employed in the shop."
    )
    said = [t.stem for t in terms(kamal)]
    denials = [n for n, word in enumerate(said) if word == NOT]
    assert len(denials) == 2 and said[denials[1] + 1 : denials[1] + 3] == ["any", "formal"]
    assert [t.stem for t in terms("it is neither hot nor cold")].count(NOT) == 1
    twin = "kamal got no formal letter when he joined the grocery shop"
    assert _verdict([kamal], twin) is not Verdict.CONTRADICTED  # heldout43 ft43-04
    false = "kamal got a formal letter when he joined the grocery shop"
    assert _verdict([kamal], false) is Verdict.CONTRADICTED
