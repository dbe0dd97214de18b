"""From heldout55: a student's "if tan A = 4/3 then we can take BC = 4k and AB = 3k" was
"corrected" by another worked example's given ("if tan A = 1, then …"), because a condition
written without a comma was judged as part of the claim."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.cases import given_only
from tutorapp.core.validation.conditions import condition
from tutorapp.core.validation.conflict_kinds import Conflict, ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.placing import another_item
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Judgement, Verdict
from tutorapp.core.validation.weighing import Comparison
from tutorapp.core.validation.wordings import one_way

RATIOS = (
    # (as the PDF's text layer gives the fraction)
    "Solution : In Δ ABC, tan A = BC AB = 1 (see Fig 8.11) i.e., BC = AB Let AB = BC = k, "
    "where k is a positive number.",
    "Therefore, if BC = 4k, then AB = 3k, where k is a positive number.",
)


def test_if_then_without_a_comma_is_a_condition() -> None:
    assert condition("if tan A = 4/3 then we can take BC = 4k") == (
        "tan A = 4/3",
        "we can take BC = 4k",
    )
    assert condition("if the object is far away, the image is small") is not None
    assert condition("the image is small") is None
    # (a "then" before the first comma ends the condition there)
    assert condition("if tan A = 1/√3 then sec A = 4/3, because sec² A = 1 + tan² A") == (
        "tan A = 1/√3",
        "sec A = 4/3, because sec² A = 1 + tan² A",
    )


def test_another_examples_given_is_no_correction() -> None:
    checker = ContradictionChecker(list(RATIOS))
    judged = checker.judge(
        "if tan A = 4/3 then we can take BC = 4k and AB = 3k for some positive k"
    )
    assert not judged.contradicted


def test_a_statement_with_the_wrong_number_is_still_denied() -> None:
    checker = ContradictionChecker(list(RATIOS))
    judged = checker.judge(
        "if tan A = 4/3 then we can take BC = 4k and AB = 5k for some positive k"
    )
    assert judged.verdict is not Verdict.SUPPORTED


def _numbers(*conflicts: Conflict) -> Judgement:
    unit = ContradictionChecker([RATIOS[0]])._units[0][1]
    evidence = Comparison(unit=unit, matched=0.6, conflicts=conflicts)
    return Judgement(verdict=Verdict.CONTRADICTED, evidence=evidence, source=0)


def test_given_only_needs_every_conflict_to_be_a_given_number() -> None:
    given = Conflict(kind=ConflictKind.NUMBER, claim="3", passage="1")
    said = Conflict(kind=ConflictKind.NUMBER, claim="5", passage="3")
    negation = Conflict(kind=ConflictKind.NEGATION, claim="", passage="not")
    assert given_only(_numbers(given), "tan A = 4/3", "we take BC = 4k")
    assert not given_only(_numbers(given, said), "tan A = 4/3", "AB is 5 units")
    assert not given_only(_numbers(negation), "tan A = 4/3", "we take BC = 4k")
    # (a number the statement says again is the claim's own)
    assert not given_only(_numbers(given), "tan A = 4/3", "AB = 3")


def test_a_claim_whose_reason_follows_a_comma_keeps_its_own_numbers() -> None:
    checker = ContradictionChecker(
        ["Since, sec2 A = 1 + tan2 A = 1 4, 1 3 3 + = sec A = 2", "Also, tan A = 1/√3 here."]
    )
    claim = "if tan A = 1/√3 then sec A = 4/3, because sec² A = 1 + tan² A"
    judged = checker.judge(claim)
    assert judged.contradicted
    assert not given_only(judged, *(condition(claim) or ("", "")))


# From heldout56 (blind): forms the premise finder did not read.


def test_a_statement_asked_back_after_so_is_a_claim() -> None:
    found = presupposition(
        "so in the reading mania of the 1700s it was only voltaire whose writings got widely "
        "printed and read? how did that change popular literature"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim.endswith("only voltaire whose writings got widely printed and read")
    # (a question after "so", a fragment, or a relative clause alone is no claim)
    assert presupposition("so what is an arithmetic progression?") is None
    assert presupposition("so the one who invented print? who was it") is None
    assert presupposition("so basically photosynthesis? explain") is None


def test_a_hindi_tag_in_mid_sentence_ends_the_claim() -> None:
    found = presupposition(
        "फ़ैशन उद्योग में व्यापार सिर्फ़ दो स्तरों पर होता है ना, खुदरा और निर्यात? इन स्तरों पर क्या काम होता है"
    )
    assert found is not None and found.form is PremiseForm.TAG
    assert found.claim == "फ़ैशन उद्योग में व्यापार सिर्फ़ दो स्तरों पर होता"


def test_a_negative_question_gets_its_is_in_its_first_clause() -> None:
    found = presupposition(
        "isnt joules law of heating just H = I²R, so the heat doesnt depend on how long the "
        "current flows? what else does the law say"
    )
    assert found is not None
    assert found.claim == "the heat doesnt depend on how long the current flows"


def test_a_rate_is_no_count_of_years() -> None:
    assert one_way("increased it by ₹50 every year") == "increased it by ₹50 yearly"
    assert one_way("2 days a week") == "2 days a week"
    box = ContradictionChecker(
        [
            "(v) Shakila puts ₹ 100 into her daughter’s money box when she was one year old and "
            "increased the amount by ₹ 50 every year.",
            "How much money will be collected in the money box by the time her daughter is 21 "
            "years old? Here, the amount of money (in ₹) put in the money box on her first, "
            "second, third, fourth... birthday were respectively 100, 150, 200, 250,... till her "
            "21st birthday.",
        ]
    )
    claim = (
        "shakila put ₹100 in her daughters money box when she was one and then increased it by "
        "₹{} every year, so it goes 100, 150, 200.."
    )
    assert not box.judge(claim.format(50)).contradicted
    assert box.judge(claim.format(100)).contradicted


def test_another_item_of_a_sequence_is_not_the_claims() -> None:
    mine = terms("the salary in the 15th year is 8000 + 14 × 500 = 15000")
    theirs = terms("her monthly salary for the 25th year would be 8000 + (25 – 1) × 500 = 20000")
    value = Conflict(kind=ConflictKind.NUMBER, claim="15000", passage="20000")
    ordinal = Conflict(kind=ConflictKind.NUMBER, claim="15th", passage="25th")
    assert another_item(mine, theirs, [value])
    assert another_item(mine, terms("her salary for the second year would be 8500"), [value])
    # (only the ordinal: the claim's own value — "the 16th century" for "the 15th century")
    assert not another_item(mine, theirs, [ordinal])
    # (a unit that names the claim's item too speaks of it)
    both = terms("the salary in the 15th year and the 25th year is 15000 and 20000")
    assert not another_item(mine, both, [value])


def test_an_ordinal_word_is_no_name() -> None:
    assert not any(t.proper for t in terms("= ₹ 20000 = First salary + (25 – 1) × increment"))
