"""From heldout57: a true premise "corrected" by the sentence of an activity's step before the
one it states; "equidistant" read as other words than "at equal distances"; "only after"
against "before and after"; a Hindi tag "है न," in mid-sentence; Hindi place names."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict
from tutorapp.core.validation.wordings import one_way

# Activity 6.2 (jesc106, p. 103): the flask before and after it is turned
FLASK = (
    "Activity 6.2 Fill a conical flask with water. Cover the neck of the flask with a wire "
    "mesh. Keep two or three freshly germinated bean seeds on the wire mesh. Take a cardboard "
    "box which is open from one side. Keep the flask in the box in such a manner that the open "
    "side of the box faces light coming from a window (Fig. 6.5). After two or three days, you "
    "will notice that the shoots bend towards light and roots away from light. Now turn the "
    "flask so that the shoots are away from light and the roots towards light. Leave it "
    "undisturbed in this condition for a few days. Have the old parts of the shoot and root "
    "changed direction?"
)
LENSES = (
    "We shall confine our discussion in this Chapter to such lenses whose aperture is much "
    "less than its radius of curvature and the two centres of curvatures are equidistant from "
    "the optical centre O. Such lenses are called thin lenses with small apertures."
)
SURGERY = (
    "Patients who have to undergo surgery need nutritional intervention / supplementation "
    "before and after surgery."
)
PARIS = (
    "18वीं शताब्दी के अंत तक सम्राट लुईस चौदहवें के कोर्ट के सदस्य अपनी रुचि को प्राथमिकता "
    "देते हुए दिशा-दाता बन गए और पेरिस को यूरोप की राजधानी बना दिया।"
)


def test_a_pairing_the_book_states_is_not_crossed_by_another_step() -> None:
    checker = ContradictionChecker([FLASK])
    turned = checker.judge(
        "activity 6.2 - after the shoots bend, we turn the flask so the shoots point away from "
        "the window light and roots point towards it"
    )
    assert not turned.contradicted
    # a pairing no sentence states is still crossed
    alone = ContradictionChecker(
        [
            "After two or three days, you will notice that the shoots bend towards light and "
            "roots away from light."
        ]
    )
    judged = alone.judge("the shoots bend away from light and roots towards light")
    assert judged.contradicted


def test_equidistant_is_at_equal_distances() -> None:
    assert "at equal distances" in one_way("the two centres are equidistant from O")
    checker = ContradictionChecker([LENSES])
    different = checker.judge(
        "the chapter only takes lenses whose two centres of curvature are at different "
        "distances from the optical centre O"
    )
    assert different.contradicted and different.evidence is not None
    assert any(c.kind is ConflictKind.OPPOSITE for c in different.evidence.conflicts)
    equal = checker.judge(
        "the chapter only takes lenses whose two centres of curvature are at equal distances "
        "from the optical centre O"
    )
    assert equal.verdict is Verdict.SUPPORTED  # (not "equal" against "much less")


def test_only_one_side_of_before_and_after_is_denied() -> None:
    checker = ContradictionChecker([SURGERY])
    only = checker.judge(
        "patients who undergo surgery need nutritional supplementation only after surgery"
    )
    assert only.contradicted and only.evidence is not None
    assert only.evidence.conflicts[0].kind is ConflictKind.QUANTIFIER
    for said in ("before and after surgery", "after surgery"):
        judged = checker.judge(
            f"patients who undergo surgery need nutritional supplementation {said}"
        )
        assert not judged.contradicted


def test_a_hindi_tag_na_in_mid_sentence_ends_the_claim() -> None:
    found = presupposition(
        "सर्जरी वाले मरीज़ को पोषण हस्तक्षेप या पूरक आहार सिर्फ़ ऑपरेशन के बाद ही चाहिए होता है "
        "न, पहले नहीं? और आहार चिकित्सा के उद्देश्य क्या-क्या हैं?"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim.endswith("सिर्फ़ ऑपरेशन के बाद ही चाहिए होता")


def test_another_place_in_hindi_is_a_correction() -> None:
    checker = ContradictionChecker([PARIS])
    london = checker.judge("लुईस चौदहवें के कोर्ट के लोगों ने लंदन को यूरोप की फ़ैशन राजधानी बना दिया था")
    assert london.contradicted and london.evidence is not None
    assert london.evidence.conflicts[0].kind is ConflictKind.CONTRAST
    paris = checker.judge("लुईस चौदहवें के कोर्ट के लोगों ने पेरिस को यूरोप की फ़ैशन राजधानी बना दिया था")
    assert not paris.contradicted
