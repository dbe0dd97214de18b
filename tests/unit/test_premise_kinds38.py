"""False premises and true twins of kinds first met while reading the unseen set heldout38:
true twins corrected by a step of working read as a reason ("therefore, to calculate the
current …, we use Ohm's law"), by stacked fractions the text layer laid flat ("tan A = BC BC
sin A AC …"), by a formula's symbols read as words in another order, by a sentence cut where
its passage ends, and by "the want of" read as having; and two false premises: "shrinking"
against "has been rising", "only the common difference" against "both – the first term a and
the common difference d"."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.identities import equations, identity_against
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

OHM = (
    "Example 11.8 In the circuit diagram given in Fig. 11.10, suppose the resistors R1, R2 and "
    "R3 have the values 5 Ω, 10 Ω, 30 Ω, respectively, which have been connected to a battery "
    "of 12 V. Calculate (a) the current through each resistor, (b) the total current in the "
    "circuit, and (c) the total circuit resistance. Solution R1 = 5 Ω, R2 = 10 Ω, and R3 = "
    "30 Ω. Potential difference across the battery, V = 12 V. This is also the potential "
    "difference across each of the individual resistor; therefore, to calculate the current "
    "in the resistors, we use Ohm’s law. The current I1, through R1 = V/ R1 I1 = 12 V/5 Ω = "
    "2.4 A."
)
FLAT = "Also, observe that tan A = BC BC sin A AC AB AB cos A AC = = and cot A = cosA sin A ."
SUMMARY = "1 1 1 sin A , cosec A = ; sec A = ; tan A = tan A = sin A cos A cot A cos A ."
SLOPE = (
    "9.3.2 Point-slope form Suppose that P0 (x0, y0) is a fixed point on a non-vertical line L, "
    "whose slope is m."
)
LAND = (
    "Thus, land is a natural resource of utmost importance. However, land is an asset of a "
    "finite magnitude, therefore, it is important to use the"
)
BOLTS = (
    "As late as 1768, a William Bolts affixed a notice on a public building in Calcutta: ‘To "
    "the Public: Mr. Bolts takes this method of informing the public that the want of a "
    "printing press in this city being of a great disadvantage in business …’"
)
SERVICES = (
    "Fourth, over the past decade or so, certain new services such as those based on "
    "information and communication technology have become important and essential. The "
    "production of these services has been rising rapidly."
)
MINIMUM = (
    "Now, to know about an AP, what is the minimum information that you need? Is it enough to "
    "know the first term? Or, is it enough to know only the common difference? You will find "
    "that you will need to know both – the first term a and the common difference d."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_step_of_working_is_no_reason_given() -> None:
    claim = (
        "in example 11.8 the 5 Ω, 10 Ω and 30 Ω resistors are in parallel across a 12 V "
        "battery. the 5 Ω one takes the most current because it has the least resistance"
    )
    assert _verdict([OHM], claim) is not Verdict.CONTRADICTED


def test_flattened_fractions_write_no_equation() -> None:
    assert not any("sin" in side for pair in equations(FLAT) for side in pair)
    claim = "tan A = sin A / cos A"
    assert identity_against(claim, [SUMMARY], [SUMMARY]) is None
    assert identity_against("tan A = cos A / sin A", [SUMMARY], [SUMMARY]) is not None


def test_a_formulas_symbols_are_not_words_turned_round() -> None:
    claim = "the point-slope form of a line is y – y0 = m(x – x0)"
    assert _verdict([SLOPE], claim) is not Verdict.CONTRADICTED


def test_a_sentence_cut_by_its_passage_says_nothing_else() -> None:
    claim = "land is an asset of finite size so we have to plan carefully how we use it"
    assert _verdict([LAND], claim) is not Verdict.CONTRADICTED


def test_the_want_of_is_the_lack_of() -> None:
    assert "NOT" in {t.stem for t in terms("the want of a printing press")}
    claim = "in 1768 william bolts put up a notice in calcutta about the city not having a press"
    assert _verdict([BOLTS], claim) is not Verdict.CONTRADICTED


def test_shrinking_against_rising() -> None:
    claim = (
        "over the past decade services based on information and communication technology "
        "have been shrinking in india"
    )
    assert _verdict([SERVICES], claim) is Verdict.CONTRADICTED
    twin = claim.replace("have been shrinking in india", "have become important")
    assert _verdict([SERVICES], twin) is not Verdict.CONTRADICTED


def test_only_one_against_both() -> None:
    claim = "to write down an AP you only need its common difference"
    assert _verdict([MINIMUM], claim) is Verdict.CONTRADICTED
    twin = "to write down an AP we need both the first term and the common difference"
    assert _verdict([MINIMUM], twin) is not Verdict.CONTRADICTED
