"""From heldout50: "in activity 11.2 we connect four dry cells of 1.5 v each in series with
the ammeter, right?" was corrected with Activity 11.1's sentence, its "11.1" read as another
value of the claim's "activity 11.2". A label's number (activity, figure, table, example)
names another place, not another value; the sentence of the activity named is the one that
says whether the cells are in series."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.validation.verdicts import Verdict

ACTIVITIES = [
    "Activity 11.1 Set up a circuit as shown in Fig. 11.2, consisting of a nichrome wire XY of "
    "length, say 0.5 m, an ammeter, a voltmeter and four cells of 1.5 V each.",
    "Activity 11.2 Take a nichrome wire, a torch bulb, a 10 W bulb and an ammeter (0 – 5 A "
    "range), a plug key and some connecting wires. Set up the circuit by connecting four dry "
    "cells of 1.5 V each in series with the ammeter leaving a gap XY in the circuit, as shown "
    "in Fig. 11.4. In this Activity, you will find that approximately the same value for V/I "
    "is obtained in each case.",
]
ASKED = (
    "in activity 11.2 we connect four dry cells of 1.5 v each in {} with the ammeter, right? "
    "what things do we put in the gap XY?"
)


def test_another_activitys_number_is_no_contradiction() -> None:
    check = PremiseChecker().check(ASKED.format("series"), ACTIVITIES)
    assert check is not None and check.verdict is Verdict.SUPPORTED


def test_the_named_activity_corrects_a_wrong_connection() -> None:
    check = PremiseChecker().check(ASKED.format("parallel"), ACTIVITIES)
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.evidence is not None and "in series with the ammeter" in check.evidence
