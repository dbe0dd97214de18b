"""False premises (and their true twins) of kinds first met in the unseen set heldout27: a
reason the book gives as a result ("global warming" led to by exploitation, not the cause of
haves and have-nots), a place after the same "in" ("came out in america" / "in England"), a
comparison a table settles ("Ice 1.31 … Water 1.33"), two statements a student joins with a
comma ("print directly shaped people's minds in france, people just believed …"), "the
seventeenth century" as "the 17th century", and the books' "(alloy of Cu and Ni)"; and answer
sentences that say the premise again, one statement of it ("there's no recursive rule …") or
with a pronoun for the subject the sentence before names ("This helps to … fill up …")."""

from __future__ import annotations

from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.clauses import claim_clauses, spliced
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.restating import Avoid, restates, restates_after
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.tabled import tabled
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

RESOURCES = (
    "It was believed that resources are free gifts of nature. As a result, human beings used "
    "them indiscriminately and this has led to the following major problems. • Depletion of "
    "resources for satisfying the greed of few individuals. • Accumulation of resources in few "
    "hands, which, in turn, divided the society into two segments i.e. haves and have nots or "
    "rich and poor. • Indiscriminate exploitation of resources has led to global ecological "
    "crises such as, global warming, ozone layer depletion, environmental pollution and land "
    "degradation."
)
SHILLING = (
    "In the 1920s in England, popular works were sold in cheap series, called the Shilling "
    "Series. The dust cover or the book jacket is also a twentieth-century innovation."
)
REFRACTIVE = (
    "Material Refractive Material Refractive medium index medium index Air 1.0003 Canada 1.53 "
    "Balsam Ice 1.31 Water 1.33 Rock salt 1.54 Alcohol 1.36 Kerosene 1.44 Carbon 1.63 "
    "disulphide Fused 1.46 quartz Dense 1.65 flint glass Diamond 2.42 The refractive index of "
    "several media is given in Table 9.3."
)
RESISTIVITY = (
    "Material Resistivity (Ω m) Conductors Silver 1.60 × 10–8 Copper 1.62 × 10–8 Aluminium "
    "2.63 × 10–8 Manganese 1.84 × 10–6 Alloys Constantan 49 × 10–6 (alloy of Cu and Ni) "
    "Manganin 44 × 10–6 (alloy of Cu, Mn and Ni) Nichrome 100 × 10–6 (alloy of Ni, Cr, Mn and "
    "Fe) Insulators Glass 1010 – 1014 Hard rubber 1013 – 1016 Table 11.2 reveals that the "
    "resistivity of an alloy is generally higher than that of its constituent metals."
)
PRINT = (
    "They were not influenced directly by everything they read or saw. They accepted some "
    "ideas and rejected others. They interpreted things their own way. Print did not directly "
    "shape their minds, but it did open up the possibility of thinking differently."
)


def _verdict(texts: str | tuple[str, ...], claim: str) -> Verdict:
    passages = [texts] if isinstance(texts, str) else list(texts)
    return ContradictionChecker(passages, None).judge(claim).verdict


def test_another_reason_given_in_a_which_in_turn_sentence_is_contradicted() -> None:
    claim = (
        "society got divided into haves and have nots mainly because of global warming and "
        "ozone layer depletion"
    )
    judged = ContradictionChecker([RESOURCES], None).judge(claim)
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert "Accumulation of resources" in judged.evidence.unit.display
    # the book's own reason is no conflict
    twin = "society got divided into haves and have nots because resources got accumulated"
    assert _verdict(RESOURCES, twin) is not Verdict.CONTRADICTED


def test_another_place_after_the_same_in_is_contradicted() -> None:
    claim = "the shilling series of cheap popular books came out in america in the 1920s"
    assert _verdict(SHILLING, claim) is Verdict.CONTRADICTED
    assert _verdict(SHILLING, claim.replace("america", "england")) is not Verdict.CONTRADICTED


def test_a_table_settles_a_comparison() -> None:
    assert _verdict(REFRACTIVE, "ice has a higher refractive index than water") is (
        Verdict.CONTRADICTED
    )
    assert _verdict(REFRACTIVE, "ice has a lower refractive index than water") is (
        Verdict.SUPPORTED
    )
    copper = "copper has lower resistivity than silver in table 11.2"
    assert _verdict(RESISTIVITY, copper) is Verdict.CONTRADICTED
    # the table bears it out, whatever the sentence on alloys says of "higher"
    silver = "silver has lower resistivity than copper in table 11.2"
    assert _verdict(RESISTIVITY, silver) is Verdict.SUPPORTED
    # powers of ten are read: 49 × 10–6 is more than 1.62 × 10–8
    assert _verdict(RESISTIVITY, "constantan has lower resistivity than copper") is (
        Verdict.CONTRADICTED
    )


def test_what_a_table_cannot_settle_is_left_to_the_other_checks() -> None:
    # a range, a quantity the passage does not name, a thing it does not list
    assert tabled("glass has a lower resistivity than hard rubber", [RESISTIVITY]) is None
    assert tabled("ice has a higher density than water", [REFRACTIVE]) is None
    assert tabled("ice has a higher refractive index than glycerine", [REFRACTIVE]) is None
    # a claim that says more is not called supported by the table alone
    more = "silver has lower resistivity than copper, and glass conducts well"
    assert tabled(more, [RESISTIVITY]) is None


def test_two_statements_joined_by_a_comma_are_judged_apart() -> None:
    claim = (
        "print directly shaped people's minds in france, people just believed whatever "
        "voltaire and rousseau wrote and that's what caused the french revolution"
    )
    assert len(claim_clauses(claim)) == 2
    assert _verdict(PRINT, claim) is Verdict.CONTRADICTED
    twin = "print did not directly shape people's minds, but it opened up thinking differently"
    assert _verdict(PRINT, twin) is not Verdict.CONTRADICTED


def test_a_clause_leading_into_another_is_no_splice() -> None:
    assert spliced("if companies import all the cotton, indian cotton prices will fall") == []
    assert spliced("in the 1920s in england, popular works were sold in cheap series") == []
    assert spliced("black soil is rich in lime, it holds moisture for a long time") == [
        "black soil is rich in lime",
        "it holds moisture for a long time",
    ]


def test_ordinal_centuries_in_words_are_numbers() -> None:
    assert [t.stem for t in terms("the seventeenth century")] == ["17th", "century"]
    assert [t.stem for t in terms("the twenty-first century")] == ["21st", "century"]


def test_the_books_metal_symbols_are_the_metals() -> None:
    stems = [t.stem for t in terms("(alloy of Cu and Ni)")]
    assert "copper" in stems and "nickel" in stems
    assert _verdict(RESISTIVITY, "constantan is an alloy of copper and nickel") is not (
        Verdict.CONTRADICTED
    )
    # a student's "na?" is no sodium
    assert "sodium" not in [t.stem for t in terms("it is an alloy na?")]


SHELTER = (
    "Planting lines of trees to create shelter also works in a similar way. Rows of such trees "
    "are called shelter belts. These shelter belts have contributed significantly to the "
    "stabilisation of sand dunes and in stabilising the desert in western India."
)


def test_an_answer_sentence_saying_a_statement_of_the_premise_is_dropped() -> None:
    # heldout27 fp27-20: the answer said "There is no recursive rule for an AP …"
    claim = (
        "an AP can only be written with the explicit rule tn = a + (n – 1)d, there's no "
        "recursive rule for an AP"
    )
    wrong = "There is no recursive rule for an AP in this case because the explicit rule is enough."
    assert restates(wrong, claim)
    assert not restates("The explicit rule is tn = a + (n – 1)d.", claim)


def test_a_pronoun_sentence_is_read_with_the_one_before() -> None:
    # heldout27 fp27-03: "This helps to … fill up the gullies and ravines of the Chambal basin"
    claim = "shelter belts mainly helped to fill up the gullies and ravines of the chambal basin"
    before = "Rows of trees create shelter belts, which help to stabilize the sand dunes [1]."
    after = (
        "This helps to prevent soil erosion and fill up the gullies and ravines of the "
        "Chambal basin [1]."
    )
    assert restates_after(before, after, claim)
    assert not restates_after(before, "This helps to prevent soil erosion [1].", claim)
    found = contradicted(
        [AnswerSentence(text=before), AnswerSentence(text=after)],
        [SHELTER],
        avoid=Avoid(claims=(claim,)),
    )
    assert [(f.check, f.sentence) for f in found] == [("false_premise", 1)]


LOAN = (
    "(c) The balance money (in ₹) after paying 5 % of the total loan of ₹ 1000 every month is "
    "950, 900, 850, 800, . . ., 50. (d) The cash prizes (in ₹) given by a school to the toppers "
    "of Classes I to XII are, respectively, 200, 250, 300, 350, . . ., 750."
)


def test_a_list_with_one_difference_said_not_to_be_an_ap_is_contradicted() -> None:
    claim = "the balance after paying 5% of a ₹1000 loan (950, 900, 850, …) isn't an AP"
    assert _verdict(LOAN, claim) is Verdict.CONTRADICTED
    assert _verdict(LOAN, claim.replace("isn't", "is")) is not Verdict.CONTRADICTED
    # a list whose differences differ may well not be one
    assert _verdict(LOAN, "the list 950, 900, 800 is not an AP") is not Verdict.CONTRADICTED


ADRENALINE = (
    "As a result, the heart beats faster, resulting in supply of more oxygen to our muscles. "
    "The blood to the digestive system and skin is reduced due to contraction of muscles around "
    "small arteries in these organs. This diverts the blood to our skeletal muscles. The "
    "breathing rate also increases because of the contractions of the diaphragm and the rib "
    "muscles."
)


def test_a_sentence_of_more_than_two_statements_is_no_splice() -> None:
    # a dev-set note: cut at its first comma, "blood is diverted …, and the breathing rate
    # increases" read "increases" against the book's "reduced"
    note = (
        "Adrenaline from the adrenal glands enters the blood: the heart beats faster (more "
        "oxygen to muscles), blood is diverted from the digestive system and skin to skeletal "
        "muscles, and the breathing rate increases."
    )
    assert spliced(note) == []
    assert _verdict(ADRENALINE, note) is not Verdict.CONTRADICTED


def test_a_pronoun_sentence_is_read_with_any_sentence_before() -> None:
    # heldout27 fp27-03 with the model: the sentence between was dropped, which left "This
    # helps to … fill up the gullies …" right after "Rows of trees create shelter belts …"
    claim = "shelter belts mainly helped to fill up the gullies and ravines of the chambal basin"
    sentences = [
        AnswerSentence(text="Rows of trees create shelter belts along the fields [1]."),
        AnswerSentence(text="Strips of grass are left to grow between the crops [1]."),
        AnswerSentence(
            text="This helps to fill up the gullies and ravines of the Chambal basin [1]."
        ),
    ]
    found = contradicted(sentences, [SHELTER], avoid=Avoid(claims=(claim,)))
    assert ("false_premise", 2) in [(f.check, f.sentence) for f in found]
