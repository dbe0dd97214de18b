"""False premises (and their true twins) of kinds first met in the unseen set heldout30: two
names swapped between their descriptions ("galley … compositor"); "a fourteenth-century poet";
a claim and the reason it gives ("… because …"), each judged; a statement texted without its
comma before "so what"; a case that runs on without its comma ("when b² – 4ac = 0 a quadratic
equation has …, so how …"); a Hinglish ", toh … kyun"; keeping heat against losing it and a
tangent against a normal; a claim that denies what the book's denial reaches ("cannot control
these actions easily"); and a formula corrected only by one of the same thing."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.verdicts import Verdict

GALLEY = (
    "New words Compositor – The person who composes the text for printing Galley – Metal frame "
    "in which types were laid and the text composed"
)
HAFIZ = (
    "Fig. 15 – Pages from the Diwan of Hafiz, 1824. Hafiz was a fourteenth-century poet whose "
    "collected works are known as Diwan. Notice the beautiful calligraphy and the elaborate "
    "illustration and design."
)
BULB = (
    "The electric heating is also used to produce light, as in an electric bulb. Here, the "
    "filament must retain as much of the heat generated as is possible, so that it gets very hot "
    "and emits light."
)
AXIS = (
    "Imagine a straight line passing through the pole and the centre of curvature of a "
    "spherical mirror. This line is called the principal axis. Remember that principal axis is "
    "normal to the mirror at its pole."
)
HEART = (
    "Our hearts beat without our thinking about it. In fact, we cannot control these actions "
    "easily by thinking about them even if we wanted to."
)
ADRENALINE = (
    "Adrenaline is secreted directly into the blood and carried to different parts of the body."
)
DESCARTES = (
    "A systematic study of geometry by the use of algebra was first carried out by celebrated "
    "French philosopher and mathematician René Descartes, in his book ‘La Géométry, published in "
    "1637."
)
CURRENTS = (
    "Note the difference of current drawn by an electric bulb and electric heater from the same "
    "220 V source!"
)
GP = (
    "• The nth term of a GP is given by tn = arn–1, where ‘a’ is the first term and ‘r’ is the "
    "common ratio. Consider the sequence 2, 6, 12, 20, … The nth term is given by tn = n(n + 1)"
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_names_swapped_between_their_descriptions_are_corrected() -> None:
    wrong = "in the workshop galley is the man who composes the text and compositor a metal frame"
    right = "in the workshop compositor is the man who composes the text and galley a metal frame"
    judged = ContradictionChecker([GALLEY]).judge(wrong)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None and "Metal frame" in judged.evidence.unit.display
    assert _verdict([GALLEY], right) is not Verdict.CONTRADICTED


def test_hinglish_words_are_no_content_of_a_claim() -> None:
    wrong = (
        "workshop mein galley woh aadmi hai jo text compose karta hai aur compositor ek metal frame"
    )
    assert _verdict([GALLEY], wrong) is Verdict.CONTRADICTED


def test_a_verb_before_its_object_or_a_doer_after_by_is_no_swap() -> None:
    claim = "the adrenal glands secrete adrenaline directly into the blood, not along the nerves"
    assert _verdict([ADRENALINE], claim) is not Verdict.CONTRADICTED
    claim = (
        "René Descartes carried out the first systematic study of geometry using algebra in his "
        "book La Géométry, published in 1637"
    )
    assert _verdict([DESCARTES], claim) is not Verdict.CONTRADICTED
    claim = (
        "an electric bulb with a 1200 Ω filament draws less current from a 220 V source than a "
        "heater coil of 100 Ω"
    )
    assert _verdict([CURRENTS], claim) is not Verdict.CONTRADICTED


def test_a_century_written_with_a_hyphen_is_counted() -> None:
    assert _verdict([HAFIZ], "hafiz lived in the nineteenth century") is Verdict.CONTRADICTED
    assert _verdict([HAFIZ], "hafiz lived in the fourteenth century") is Verdict.SUPPORTED


def test_what_a_claim_says_is_judged_apart_from_its_reason() -> None:
    wrong = (
        "hafiz lived in the nineteenth century because his diwan pages shown in the print "
        "culture chapter are from 1824"
    )
    right = wrong.replace("nineteenth", "fourteenth").replace("because", "even though")
    assert _verdict([HAFIZ], wrong) is Verdict.CONTRADICTED
    assert _verdict([HAFIZ], right) is not Verdict.CONTRADICTED


def test_a_statement_texted_without_its_comma_before_so_what() -> None:
    found = presupposition(
        "hafiz lived in the nineteenth century coz his diwan pages are from 1824 so what does "
        "the word diwan mean here"
    )
    assert found is not None
    assert found.claim.startswith("hafiz lived in the nineteenth century because")
    assert presupposition("i dont know so what is a galley") is None
    found = presupposition("the book is not clear so what does galley mean")
    assert found is None or not found.claim.startswith("the book")


def test_a_case_without_its_comma_before_so_how() -> None:
    found = presupposition(
        "when b² – 4ac = 0 a quadratic equation has two distinct real roots, so how is that "
        "case different from the case b² – 4ac > 0?"
    )
    assert found is not None
    assert found.claim == "when b² – 4ac = 0 a quadratic equation has two distinct real roots"


def test_hinglish_toh_kyun_takes_what_comes_before_for_granted() -> None:
    found = presupposition(
        "ladakh ka cold desert water aur vital minerals mein bahut rich hai, toh wahan balanced "
        "resource planning ki zaroorat kyun hai"
    )
    assert found is not None
    assert found.claim == "ladakh ka cold desert water aur vital minerals mein bahut rich hai"


def test_losing_heat_to_stay_cool_against_retaining_it_to_get_hot() -> None:
    wrong = (
        "a bulb filament is designed to lose its heat as quickly as possible so that it stays cool"
    )
    assert _verdict([BULB], wrong) is Verdict.CONTRADICTED


def test_a_tangent_against_a_normal_outweighs_a_sentence_silent_on_it() -> None:
    wrong = "the principal axis of a spherical mirror touches the mirror at its pole like a tangent"
    right = "the principal axis of a spherical mirror is normal to the mirror at its pole"
    judged = ContradictionChecker([AXIS]).judge(wrong)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None and "normal" in judged.evidence.unit.display
    assert _verdict([AXIS], right) is Verdict.SUPPORTED


def test_a_denial_reaches_the_words_after_it() -> None:
    claim = "we cannot easily slow down our heartbeat just by thinking about it"
    assert _verdict([HEART], claim) is not Verdict.CONTRADICTED


def test_a_formula_is_corrected_only_by_one_of_the_same_thing() -> None:
    claim = "the nth term of a GP is a × r^(n – 1)"
    assert _verdict([GP], claim) is not Verdict.CONTRADICTED
