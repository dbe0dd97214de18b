"""A claim about a named activity is read against the activity's own steps, even when they
begin in the next passage after its heading, and its values against theirs (heldout71
fp71-16): "10 Ω, 20 Ω and 30 Ω resistors with a 12 V battery" against "resistors of values
like 1 Ω, 2 Ω, 3 Ω etc., and a battery of 6 V", not Example 11.8's "5 Ω, 10 Ω, 30 Ω … 12 V"."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.stepped import stepped_otherwise
from tutorapp.core.validation.verdicts import Verdict
from tutorapp.core.validation.worked import in_activity

# jesc111 p. 182: the heading ends one passage, the steps open the next
BEFORE_STEPS = (
    "It is observed that in a series arrangement of resistors the current is the same in every "
    "part of the circuit or the same current through each resistor. Activity 11.4"
)
STEPS = (
    "Join three resistors of different values in series. Connect them with a battery, an "
    "ammeter and a plug key, as shown in Fig. 11.6. You may use the resistors of values like 1 "
    "\u2126, 2 \u2126, 3 \u2126 etc., and a battery of 6 V for performing this Activity. Plug "
    "the key. Note the ammeter reading."
)
# jesc111 p. 186, a worked example with two of the claim's numbers
EXAMPLE_11_8 = (
    "Example 11.8 In the circuit diagram given in Fig. 11.10, suppose the resistors R1, R2 and "
    "R3 have the values 5 \u2126, 10 \u2126, 30 \u2126, respectively, which have been connected "
    "to a battery of 12 V. Calculate (a) the current through each resistor."
)
# jesc111 p. 183: Activity 11.5 opens by naming Activity 11.4
NEXT = (
    "Activity 11.5 In Activity 11.4, insert a voltmeter across the ends X and Y of the series "
    "combination of three resistors, as shown in Fig. 11.6. Plug the key in the circuit and "
    "note the voltmeter reading."
)
QUESTION = (
    "for activity 11.4 the book says to take 10 Ω, 20 Ω and 30 Ω resistors with a 12 V "
    "battery, right? my lab only has small ones, what do i do"
)


def test_an_activitys_values_against_its_steps_not_a_worked_example() -> None:
    check = PremiseChecker().check(QUESTION, [EXAMPLE_11_8, STEPS], lead_ins=["", BEFORE_STEPS])
    assert check is not None and check.contradicted and check.source == 1
    assert check.evidence is not None and "1 Ω, 2 Ω, 3 Ω" in check.evidence.replace("\u2126", "Ω")
    right = PremiseChecker().check(
        QUESTION.replace("10 Ω, 20 Ω and 30 Ω", "1 Ω, 2 Ω and 3 Ω").replace("12 V", "6 V"),
        [EXAMPLE_11_8, STEPS],
        lead_ins=["", BEFORE_STEPS],
    )
    assert right is None or not right.contradicted


def test_step_values_need_the_activitys_steps_and_a_thing_they_name() -> None:
    steps = (
        ContradictionChecker([EXAMPLE_11_8, STEPS], lead_ins=["", BEFORE_STEPS])
        .within(in_activity("11.4"))
        .units
    )
    wrong = stepped_otherwise("take 10 Ω, 20 Ω and 30 Ω resistors with a 12 V battery", steps)
    assert wrong is not None and wrong.verdict is Verdict.CONTRADICTED
    assert wrong.source == 1
    # (one of the claim's values among the steps': no conflict of that quantity)
    assert stepped_otherwise("take resistors like 2 Ω with a 12 V battery", steps) is not None
    assert stepped_otherwise("take resistors like 2 Ω with a 6 V battery", steps) is None
    # (a quantity of nothing the steps name)
    assert stepped_otherwise("the bulb glows at 12 V", steps) is None
    # (without its heading before the steps, no unit is the activity's)
    alone = ContradictionChecker([EXAMPLE_11_8, STEPS]).within(in_activity("11.4")).units
    assert stepped_otherwise("take 10 Ω, 20 Ω and 30 Ω resistors", alone) is None


def test_an_activity_named_in_a_step_is_no_heading() -> None:
    later = ContradictionChecker([NEXT]).within(in_activity("11.5"))
    assert later.judge("insert a voltmeter across the ends X and Y").verdict is not (
        Verdict.NOT_STATED
    )
    earlier = ContradictionChecker([NEXT]).within(in_activity("11.4"))
    assert earlier.judge("insert a voltmeter across the ends X and Y").evidence is None
    assert stepped_otherwise("use a 12 V battery", []) is None
