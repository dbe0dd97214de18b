"""Claims from heldout71 the checks read as said: the text layer's ohm sign (U+2126), which no
unit check read as the "Ω" a student types (fp71-10's "… 25 A, then the potential
difference across the 4 Ω resistor comes out 100 V"); a Hindi setting, "… बनाते समय", before
what is said in it (fp71-08); and a sentence of two contrasted statements that holds a
claim's words only across them (fp71-04)."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.assigned import assigned, points
from tutorapp.core.validation.clauses import claim_clauses
from tutorapp.core.validation.conditions import condition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.periods import periods
from tutorapp.core.validation.verdicts import Verdict

# jesc111 p. 189, Example 11.11, with the text layer's ohm sign
HEAT = (
    "Example 11.11 100 J of heat is produced each second in a 4 \u2126 resistance. Find the "
    "potential difference across the resistor. Solution H = 100 J, R = 4 \u2126, t = 1 s, V = ? "
    "From Eq. (11.21) we have the current through the resistor as I = √(H/Rt) = √[100 J/(4 "
    "\u2126 × 1 s)] = 5 A Thus the potential difference across the resistor, V [from Eq. "
    "(11.5)] is V = IR = 5 A × 4 \u2126 = 20 V."
)


def test_the_text_layers_ohm_sign_is_the_ohm_a_student_types() -> None:
    checker = ContradictionChecker([HEAT])
    wrong = checker.judge("the potential difference across the 4 Ω resistor comes out 100 V")
    assert wrong.contradicted and wrong.evidence is not None
    assert any("20" in c.passage for c in wrong.evidence.conflicts)
    assert checker.judge("the current through the 4 Ω resistor is 25 A").contradicted
    right = checker.judge("the current through the 4 Ω resistor is 5 A")
    assert right.verdict is Verdict.SUPPORTED
    # (the current's expression, "√[100 J/(4 Ω × 1 s)] = 5 A", gives the resistor 5, not
    # "100 4"; and "[from Eq. (11.5)] is V = IR = 5 A × 4 Ω = 20 V" gives it 20)
    volts = checker.judge("the potential difference across the 4 Ω resistor is 20 V")
    assert volts.verdict is Verdict.SUPPORTED


# lehh202 p. 170–171, Practical 1
CROQUIS = (
    "प्रयोग 1 फ़ैशन आकृति (क्रोकी) उद्देश्य — यह प्रयोग विद्यार्थियों को एक आकृति सृजित करने के लिए "
    "शरीर के विभिन्न भागों के अनुपात को समझने में सहायता करेगा।",
    "रेखाचित्र बनाना 1. एक केंद्रीय रेखा बनाएँ जिसका माप 10 सिर हो, जहाँ एक सिर का माप 1 हो। 2. इसे "
    "10 भागों में बाँट लीजिए जैसा चित्र में दिखाया गया है।",
)


def test_a_hindi_setting_before_what_is_said_in_it() -> None:
    assert condition("फ़ैशन आकृति का रेखाचित्र बनाते समय केंद्रीय रेखा 8 सिर की बनाई जाती है") == (
        "फ़ैशन आकृति का रेखाचित्र बनाते समय",
        "केंद्रीय रेखा 8 सिर की बनाई जाती है",
    )
    assert condition("जब हम दौड़ते हैं, तो दिल तेज़ धड़कता है") == ("हम दौड़ते हैं", "दिल तेज़ धड़कता है")
    checker = ContradictionChecker(list(CROQUIS))
    wrong = checker.judge("फ़ैशन आकृति (क्रोकी) का रेखाचित्र बनाते समय केंद्रीय रेखा 8 सिर की बनाई जाती है")
    assert wrong.contradicted and wrong.evidence is not None
    assert "10 सिर" in wrong.evidence.unit.display
    right = checker.judge("फ़ैशन आकृति का रेखाचित्र बनाते समय केंद्रीय रेखा 10 सिर की बनाई जाती है")
    assert not right.contradicted


# jess305 p. 108
JIKJI = (
    "While the first volume of the book is unavailable, the second one is available in the "
    "National Library of France."
)


def test_two_contrasted_statements_do_not_hold_a_claim_across_them() -> None:
    checker = ContradictionChecker([JIKJI])
    crossed = checker.judge(
        "the first volume of the Jikji is kept in the National Library of France"
    )
    assert crossed.verdict is not Verdict.SUPPORTED
    # (a claim that sets the two side by side as the book does is held by it)
    both = checker.judge(
        "the first volume is unavailable while the second is in the National Library of France"
    )
    assert both.verdict is Verdict.SUPPORTED


# kemh109 p. 169, Example 12's working
EXAMPLE_12 = (
    "Example 12 Find the distance of the point P(4, 1) from the line 4x – y = 0 measured along "
    "the line making an angle of 135° with the positive x-axis. Solution Given line is 4x – y "
    "= 0 (1). The equation of the line through P(4, 1) is y – 1 = – (x – 4) or x + y – 5 = 0 "
    "(2) Solving (1) and (2), we get x = 1 and y = 4 so that point of intersection of the two "
    "lines is Q (1, 4)."
)


def test_a_point_the_named_example_gives_other_coordinates() -> None:
    assert points("… is Q (1, 4) and P(– 2, 3.5)") == {"Q": {"(1,4)"}, "P": {"(-2,7/2)"}}
    kept = ContradictionChecker([EXAMPLE_12]).units  # (every unit of the example)
    wrong = assigned("solving the two lines in example 12 gives Q(4, 1)", kept, of_example=True)
    assert wrong is not None and wrong.contradicted and wrong.evidence is not None
    assert "Q (1, 4)" in wrong.evidence.unit.display
    right = assigned("… in example 12 gives Q(1, 4) and P(4, 1)", kept, of_example=True)
    assert right is None


# jemh105 p. 49
REENA = (
    "Reena applied for a job and got selected. She has been offered a job with a starting "
    "monthly salary of ₹ 8000, with an annual increment of ₹ 500 in her salary."
)


def test_an_amount_said_to_come_in_another_period() -> None:
    assert periods(REENA) == {"8000": {"month"}, "500": {"year"}}
    question = (
        "reena's salary in the AP chapter intro goes up by ₹500 every month — so after one "
        "year is it 8000 + 12×500?"
    )
    found = presupposition(question)
    assert found is not None and found.claim.endswith("goes up by ₹500 every month")
    checker = ContradictionChecker([REENA])
    wrong = checker.judge(found.claim)
    assert wrong.contradicted and wrong.evidence is not None
    assert wrong.evidence.unit.display.startswith("She has been offered")
    assert not checker.judge("reena's salary goes up by ₹500 every year").contradicted


# jess202 p. 31
ORGANISED = (
    "Workers in the organised sector enjoy security of employment. They get paid leave, "
    "payment during holidays, provident fund, gratuity etc. When they retire, these workers "
    "get pensions as well."
)


def test_but_no_says_its_no_of_the_first_halfs_subject() -> None:
    judged = ContradictionChecker([ORGANISED]).judge(
        "workers in the organised sector get provident fund and gratuity but no pension when "
        "they retire"
    )
    assert judged.contradicted and judged.evidence is not None
    # (the sentence that states what the claim denies is the correction to quote)
    assert judged.evidence.unit.display.endswith(
        "When they retire, these workers get pensions as well."
    )
    assert "enjoy security" not in judged.evidence.unit.display
    assert (
        not ContradictionChecker([ORGANISED])
        .judge(
            "workers in the organised sector get provident fund and gratuity and a pension when "
            "they retire"
        )
        .contradicted
    )


def test_how_long_is_no_period() -> None:
    assert periods("the rocks are 500 years old and took 10 months to form") == {}
    assert periods("₹ 50 each month, ₹ 200 monthly and 1,200 per annum") == {
        "50": {"month"},
        "200": {"month"},
        "1200": {"year"},
    }


def test_a_phrase_after_but_not_is_no_clause_of_its_own() -> None:
    # (heldout56 fp56-08: "… but not for everybody's need" read as "gandhiji said there is
    # not …" was contradicted by a sentence on land use)
    halves = claim_clauses(
        "gandhiji said there is enough for everybody's greed but not for everybody's need"
    )
    assert not any({"NOT", "gandhiji"} <= {t.stem for t in half} for half in halves)
    elided = claim_clauses("workers get provident fund but no pension when they retire")[1]
    assert {"NOT", "worker", "pension"} <= {t.stem for t in elided}
