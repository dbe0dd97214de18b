"""Premise forms and checks from heldout70: a Hindi "…, सही?" tag (fp70-04), a figure named in
brackets that is no part of the claim, a year of birth against a caption's "(1868–1938)"
(fp70-20), and what a student says follows in a case, asked back without a tag ("if …, then
five more people … get work …?", fp70-14)."""

from __future__ import annotations

import pytest

from tutorapp.core.premise import PremiseCheck, PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.question_frames import unplaced
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.lived import lived_otherwise
from tutorapp.core.validation.verdicts import Verdict


@pytest.mark.parametrize(
    "question",
    [
        "फ़ैशन व्यापार का मतलब तो बस नए कपड़े डिज़ाइन करना है, बिक्री की योजना से इसका कोई लेना-देना "
        "नहीं, सही?",
        "आहार विशेषज्ञ केवल अस्पताल में काम करते हैं, ठीक है? तो वे और कहाँ काम कर सकते हैं?",
    ],
)
def test_a_hindi_sahi_or_theek_tag_asks_the_claim_back(question: str) -> None:
    found = presupposition(question)
    assert found is not None and found.form is PremiseForm.TAG
    assert not found.claim.endswith(("सही", "ठीक है"))
    # (asking whether something is right is no claim)
    assert presupposition("क्या यह सही है?") is None


# jess305 p. 126 (the caption as the text layer has it)
CAPTION = (
    "Fig. 21 – A European couple sitting on chairs, nineteenth-century woodcut. "
    "Fig. 22 – Lakshminath Bezbaruah (1868–1938)"
)


def test_a_year_of_birth_is_read_against_the_years_a_caption_gives() -> None:
    assert unplaced("lakshminath bezbaruah (fig 22) was born in 1938") == (
        "lakshminath bezbaruah was born in 1938"
    )
    judged = lived_otherwise("lakshminath bezbaruah was born in 1938", [CAPTION])
    assert judged is not None and judged.evidence is not None
    assert judged.evidence.unit.display == "Fig. 22 – Lakshminath Bezbaruah (1868–1938)"
    assert [str(c) for c in judged.evidence.conflicts] == ["number: '1938' vs '1868'"]
    # (the caption's own years, or another person's: no conflict)
    assert lived_otherwise("lakshminath bezbaruah was born in 1868", [CAPTION]) is None
    assert lived_otherwise("Bezbaruah died in 1938", [CAPTION]) is None
    assert lived_otherwise("Ravi Varma was born in 1938", [CAPTION]) is None
    question = (
        "since lakshminath bezbaruah (fig 22) was born in 1938, did he write o mor apunar desh "
        "after independence?"
    )
    check = PremiseChecker().check(question, [CAPTION])
    assert check is not None and check.contradicted
    assert ContradictionChecker([CAPTION]).judge("Bezbaruah was born in 1938").contradicted


# jess202 p. 27
LAXMI = (
    "Laxmi's family could now grow a second crop, wheat, during the rabi season. So, two more "
    "members of the family can be employed in her own field."
)


def test_what_follows_in_a_case_asked_back_without_a_tag_is_the_claim() -> None:
    question = (
        "if laxmi gets a well and grows a second crop of wheat, then five more people from her "
        "family get work on her own field?"
    )
    found = presupposition(question)
    assert found is not None and found.form is PremiseForm.TAG
    assert "five more people" in found.claim
    check = PremiseChecker().check(question, [LAXMI])
    assert check is not None and check.contradicted
    # (a statement, or "then" before a question, is no such form)
    assert presupposition("If the object is at 2F, then the image is formed at 2F.") is None
    then_asks = presupposition("if R is twice f, then what is f?")
    assert then_asks is None or then_asks.form is not PremiseForm.TAG


# jesc109 p. 151, Activity 9.11 (as the text layer has it), and the text after it
ACTIVITY_9_11 = (
    "Activity 9.11 CAUTION: Do not look at the Sun directly or through a lens while doing this "
    "Activity or otherwise. You may damage your eyes if you do so. Hold a convex lens in your "
    "hand. Direct it towards the Sun. Focus the light from the Sun on a sheet of paper. Obtain a "
    "sharp bright image of the Sun. Hold the paper and the lens in the same position for a "
    "while. Keep observing the paper. What happened? Why?"
)
FOCUS = "Focus the light from the Sun on a sheet of paper with the lens held towards the Sun."


def test_a_claim_about_a_named_activity_is_read_against_its_steps() -> None:
    question = (
        "for activity 9.11 we hold a concave lens towards the sun and focus the light on a "
        "paper — how does a concave lens make the paper burn?"
    )
    check = PremiseChecker().check(question, [FOCUS, ACTIVITY_9_11])
    assert check is not None and check.contradicted and check.source == 1
    assert check.evidence is not None and check.evidence.startswith("Hold a convex lens")
    # (the activity's own lens stands)
    right = PremiseChecker().check(question.replace("concave", "convex"), [FOCUS, ACTIVITY_9_11])
    assert right is None or not right.contradicted


def test_the_books_obviously_not_denies_the_question_it_answers() -> None:
    # jesc106 p. 103 (heldout70 fp70-10), its section's heading glued before the question
    book = (
        "6.1.2 Human Brain Is reflex action the only function of the spinal cord? Obviously not, "
        "since we know that we are thinking beings. Reflex arcs are formed in this spinal cord "
        "itself."
    )
    judged = ContradictionChecker([book]).judge(
        "reflex action is the only function of the spinal cord"
    )
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("Is reflex action the only function")
    assert (
        not ContradictionChecker([book])
        .judge("reflex arcs are formed in the spinal cord")
        .contradicted
    )


def test_the_books_own_question_is_never_quoted_after_yes() -> None:
    said = PremiseCheck(
        claim="reflex action is the only function of the spinal cord",
        form=PremiseForm.ASKED,
        verdict=Verdict.SUPPORTED,
        evidence="Reflex action is the only function of the spinal cord.",
        held=1.0,
    )
    assert said.confirmed
    asked = PremiseCheck(
        claim=said.claim,
        form=PremiseForm.ASKED,
        verdict=Verdict.SUPPORTED,
        evidence=(
            "6.1.2 Human Brain Is reflex action the only function of the spinal cord? Obviously "
            "not, since we know that we are thinking beings."
        ),
        held=1.0,
    )
    assert not asked.confirmed
