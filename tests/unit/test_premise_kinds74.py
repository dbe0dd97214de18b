"""Claims from heldout74 the checks now read as the book says them, each beside its true
counterpart, which must stand: what a student says an exercise question named sets ("ex 8.1
q6: …, we have to show A + B = 90°, yes?"), a value with the other sign ("4 and 8" for "4
and – 8") or in another unit ("0.5 cm" for "0.5 mm"), lamps joined the other way ("in
series" for Q15's "in parallel"), and another thing to be shown ("A + B = 90°" for "∠ A =
∠ B"); and the exercise named as "Q15 at the end of electricity" or "electricity exercise
q6"."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.retrieval.exercises import AskedItem, named_exercise, names_item
from tutorapp.core.validation.connected import joined_the_other_way
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.denoted import denoted_otherwise
from tutorapp.core.validation.given import given_otherwise, other_sign, other_unit
from tutorapp.core.validation.posed import in_asked_item
from tutorapp.core.validation.stepped import JOINED, in_parts
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement, Verdict

NOTHING = Judgement(verdict=Verdict.NOT_STATED, evidence=None)

# jemh105 p. 62, jesc109 p. 160, jesc111 pp. 193-194, jemh108 p. 121
NINE = "If the 3rd and the 9th terms of an AP are 4 and – 8 respectively, which term is zero?"
LENS = "A doctor has prescribed a corrective lens of power +1.5 D."
WIRE = "A copper wire has diameter 0.5 mm and resistivity of 1.6 × 10–8 Ω m."
LAMPS = (
    "Two lamps, one rated 100 W at 220 V, and the other 60 W at 220 V, are connected in "
    "parallel to electric mains supply. What current is drawn from the line?"
)
SIX = "If ∠ A and ∠ B are acute angles such that cos A = cos B, then show that ∠ A = ∠ B."


def _item(claim: str, text: str) -> Judgement:
    return in_asked_item(AskedItem(source=3, text=text), claim, NOTHING, ContradictionThresholds())


def test_what_a_student_says_an_exercise_question_sets_is_the_premise() -> None:
    found = presupposition(
        "ex 8.1 q6: if A and B are acute angles with cos A = cos B, we have to show A + B = "
        "90°, yes? i cant get it"
    )
    assert found is not None and found.claim.endswith("we have to show A + B = 90°")
    said = presupposition(
        "AP exercise 5.2 q9 says the 3rd and 9th terms are 4 and 8 and asks which term is "
        "zero. but if it's increasing how can any term be 0?"
    )
    assert said is not None and said.claim.endswith("asks which term is zero")
    # (a question asked of it is no premise; nor is an exercise named without its question)
    asked = "In Exercise 5.3, Question 5 of Arithmetic Progressions, what are the first term?"
    assert presupposition(asked) is None
    assert presupposition("ex 4.2 q3: how do i solve it?") is None


def test_an_exercise_named_by_its_chapter() -> None:
    assert named_exercise("Q15 at the end of electricity: two lamps") == "end"
    assert names_item("electricity exercise q6: copper wire of diameter 0.5 cm")
    assert not names_item("at the end of the day, q15 is hard")


def test_a_value_with_the_other_sign() -> None:
    assert other_sign("the 3rd and 9th terms are 4 and 8", NINE) is not None
    assert other_sign("the 3rd and 9th terms are 4 and -8", NINE) is None
    wrong = other_sign("a corrective lens of power -1.5 D", LENS)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("-1.5", "1.5")
    assert other_sign("a corrective lens of power 1.5 D", LENS) is None
    # (a "–" after an operand subtracts; an exponent is no value)
    assert other_sign("tn = 3n – 7", "tn = 3n – 7 and the 7th") is None
    assert other_sign("resistivity 1.6 × 10^-8 Ω m", WIRE) is None
    found = [(0, u) for u in units(LENS)]
    assert given_otherwise("the doctor prescribed a corrective lens of power -1.5 D", found)
    # (not in working: "x² + 7x – 60 = 0" against "… × (– 60)")
    working = [(0, u) for u in units("The discriminant is 72 – 4 × 1 × (– 60) = 289 > 0.")]
    assert given_otherwise("the discriminant of x² + 7x – 60 = 0 is 289", working) is None


def test_a_value_in_another_unit() -> None:
    wrong = other_unit("copper wire of diameter 0.5 cm and resistivity", WIRE)
    assert wrong is not None and (wrong.claim, wrong.passage) == ("0.5 cm", "0.5 mm")
    assert other_unit("copper wire of diameter 0.5 mm", WIRE) is None
    assert other_unit("a wire 0.5 m long of diameter 0.5 mm", WIRE) is None


def test_values_and_ways_in_the_exercise_question_named() -> None:
    assert _item("AP exercise 5.2 q9 says the 3rd and 9th terms are 4 and 8", NINE).contradicted
    assert not _item(
        "AP exercise 5.2 q9 says the 3rd and 9th terms are 4 and – 8", NINE
    ).contradicted
    series = (
        "Q15 at the end of electricity: two lamps, 100 W and 60 W (both rated at 220 V), are "
        "joined in series to the 220 V mains and we need the current drawn"
    )
    judged = _item(series, LAMPS)
    assert judged.contradicted and judged.source == 3
    assert not _item(series.replace("series", "parallel"), LAMPS).contradicted
    way = joined_the_other_way(series, LAMPS)
    assert way is not None and way.passage == "parallel"
    # (lamps "joined" are "connected"; the word checks read the short claim too)
    assert ContradictionChecker([LAMPS]).judge("two lamps are joined in series to mains supply")


def test_another_thing_to_be_shown() -> None:
    claim = "ex 8.1 q6: if A and B are acute angles with cos A = cos B, we have to show A + B = 90°"
    judged = _item(claim, SIX)
    assert judged.contradicted and judged.evidence is not None
    assert [c.passage for c in judged.evidence.conflicts] == ["a=b"]
    assert not _item(claim.replace("A + B = 90°", "A = B"), SIX).contradicted


# jesc109 p. 137
APERTURE = (
    "The diameter of the reflecting surface of spherical mirror is called its aperture. In "
    "Fig.9.2, distance MN represents the aperture."
)


def test_a_label_said_to_stand_for_another_thing() -> None:
    found = [(0, u) for u in units(APERTURE)]
    claim = (
        "In fig 9.2 of the mirrors section, the distance MN marked on the mirror is its focal "
        "length"
    )
    wrong = denoted_otherwise(claim, found)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [
        ("focal length", "aperture")
    ]
    assert denoted_otherwise(claim.replace("focal length", "aperture"), found) is None
    assert ContradictionChecker([APERTURE]).judge(claim).contradicted
    # (another label, or nothing else shared: no word on the claim)
    assert denoted_otherwise("PQ is its focal length", found) is None


# lehh102 p. 38
SOFT = (
    "दिए जाने वाले खाद्य पदार्थों से अपाचन, पेट के फूलने, उबकाई, ऐंठन अथवा किसी जठरांत्र समस्या का "
    "खतरा कम-से-कम हो जाता है।"
)


def test_hindi_a_risk_said_to_grow_where_the_book_has_it_least() -> None:
    risk = "नरम आहार वाले खाने से तो पेट फूलने, उबकाई और ऐंठन का ख़तरा और बढ़ जाता है"
    assert ContradictionChecker([SOFT]).judge(risk).contradicted
    assert not ContradictionChecker([SOFT]).judge(risk.replace("और बढ़", "कम-से-कम हो")).contradicted


def test_a_denial_tagged_with_a_plain_auxiliary() -> None:
    found = presupposition(
        "resources are basically just about making money for industries, they arent actually "
        "vital for human survival or quality of life, are they?"
    )
    assert found is not None and found.claim.endswith("vital for human survival or quality of life")
    book = "Resources are vital for human survival as well as for maintaining the quality of life."
    assert ContradictionChecker([book]).judge(found.claim).contradicted
    assert presupposition("what happens when we heat it, does it?") is None


# lehh202 p. 162
LOOMS = (
    "इस काल में कातने वाला यंत्र और मशीन करघों का आविष्कार हुआ। इसके कारण अमरीका के वस्त्र निर्माण "
    "उद्योग का विकास हुआ।"
)


def test_hindi_what_followed_after_to_is_read_on_its_own() -> None:
    checker = ContradictionChecker([LOOMS])
    claim = "औद्योगिक क्रांति में कातने वाले यंत्र और मशीन करघे आए तो उनसे जापान का वस्त्र उद्योग बढ़ा"
    assert not checker.judge(claim).contradicted  # (the whole is nearer the looms' sentence)
    found = in_parts(claim, checker.judge, JOINED)
    assert found is not None and found.evidence is not None
    assert "अमरीका" in found.evidence.unit.display
    assert in_parts(claim.replace("जापान", "अमेरिका"), checker.judge, JOINED) is None
    # (a case is not said on its own: "अगर … तो …")
    assert in_parts(f"अगर {claim}", checker.judge, JOINED) is None
