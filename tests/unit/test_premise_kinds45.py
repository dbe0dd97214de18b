"""False premises of the unseen set heldout45 that the checks let through: a false ground
before "…, so" ("sapphire has a higher refractive index than diamond, so …, right?"), a
century written "mid-nineteenth", "all" against the book's "a few", a quality the book puts
before the thing's name ("rich" wood engravers against "Poor wood engravers"), "lacked" and
"too … to" as denials, and a "how did X push Y" premise. Each with its true twin."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.attributed import attributed_against
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.terms import NOT, terms
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

TABLE = (
    "Table 9.3 Absolute refractive index of some material media Material medium Refractive "
    "index Air 1.0003 Ice 1.31 Water 1.33 Kerosene 1.44 Sapphire 1.77 Diamond 2.42"
)
SCHOOLS = (
    "Liberal husbands and fathers began educating their womenfolk at home, and sent them to "
    "schools when women’s schools were set up in the cities and towns after the "
    "mid-nineteenth century."
)
DEPLETION = (
    "If the present trend of resource depletion by a few individuals and countries continues, "
    "the future of our planet is in danger."
)
ENGRAVERS = (
    "Poor wood engravers who made woodblocks set up shop near the letterpresses, and were "
    "employed by print shops."
)
WORKERS = (
    "Workers in factories were too overworked and lacked the education to write much about "
    "their experiences."
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_the_ground_before_so_is_read_too() -> None:
    question = (
        "in table 9.3 sapphire has a higher refractive index than diamond, so light goes "
        "slower in sapphire than in diamond, right? what are their values?"
    )
    found = presupposition(question)
    assert found is not None
    assert found.claim == "light goes slower in sapphire than in diamond"
    assert found.ground == "in table 9.3 sapphire has a higher refractive index than diamond"
    # (a short ground is none: "it is odd, so …"; nor are a problem's givens)
    short = presupposition("it is odd, so the sum of the two terms is even, right?")
    assert short is not None and short.ground is None
    givens = [
        "The AP 10, 7, 4, …, –62 has 25 terms, so the 11th term from the last is its 15th "
        "term, right?",
        "the quadratic formula works whenever b² – 4ac ≥ 0, so we can use it even when the "
        "roots are equal, right?",
    ]
    for question in givens:
        found = presupposition(question)
        assert found is not None and found.ground is None


def test_a_false_ground_is_the_premise_corrected() -> None:
    question = (
        "in table 9.3 sapphire has a higher refractive index than diamond, so light goes "
        "slower in sapphire than in diamond, right? what are their values?"
    )
    check = PremiseChecker().check(question, [TABLE])
    assert check is not None and check.contradicted
    assert check.claim.startswith("in table 9.3 sapphire has a higher")
    twin = question.replace("sapphire", "SAPPHIRE").replace("diamond", "sapphire")
    twin = twin.replace("SAPPHIRE", "diamond")
    check = PremiseChecker().check(twin, [TABLE])
    assert check is None or not check.contradicted


def test_a_mid_century_is_that_century() -> None:
    assert [t.stem for t in terms("after the mid-nineteenth century")][-2:] == ["19th", "century"]
    claim = "schools for women in indian cities and towns only started in the twentieth century"
    assert _verdict([SCHOOLS], claim) is Verdict.CONTRADICTED
    twin = "schools for women in indian cities and towns started after the mid-nineteenth century"
    assert _verdict([SCHOOLS], twin) is not Verdict.CONTRADICTED


def test_all_against_a_few_is_corrected() -> None:
    claim = "resources are being used up more or less equally by all people and all countries"
    assert _verdict([DEPLETION], claim) is Verdict.CONTRADICTED
    twin = "resources are being used up by a few individuals and countries"
    assert _verdict([DEPLETION], twin) is not Verdict.CONTRADICTED
    # "a limited number of" says "a few"
    limited = DEPLETION.replace("a few", "a limited number of")
    assert _verdict([limited], claim) is Verdict.CONTRADICTED


def test_a_quality_put_before_the_name_is_read() -> None:
    claim = "the wood engravers who made woodblocks were rich artists who ran big presses"
    judged = attributed_against(claim, [(0, u) for u in units(ENGRAVERS)])
    assert judged is not None and judged.contradicted
    assert _verdict([ENGRAVERS], claim) is Verdict.CONTRADICTED
    twin = "the wood engravers who made woodblocks were poor and worked for print shops"
    assert attributed_against(twin, [(0, u) for u in units(ENGRAVERS)]) is None
    # (a one-word subject is too little: "the image is real" against "a virtual image")
    one = "the image is real"
    assert attributed_against(one, [(0, u) for u in units("A virtual image is erect.")]) is None


def test_lacked_and_too_to_deny() -> None:
    stems = [t.stem for t in terms(WORKERS)]
    assert stems.count(NOT) == 2
    assert stems[stems.index("education") - 1] == NOT
    assert stems[stems.index("writ") - 1] == NOT
    # ("too close to the sun" denies nothing, nor does the "too" of "also")
    assert NOT not in [t.stem for t in terms("it came too close to the sun")]
    assert NOT not in [t.stem for t in terms("they too have to register themselves")]
    # (nor "too much" of a thing: "too much growth hormone in childhood lead to dwarfism")
    much = "having too much growth hormone in childhood lead to dwarfism"
    assert NOT not in [t.stem for t in terms(much)]


def test_how_did_x_push_y_takes_x_for_granted() -> None:
    found = presupposition(
        "how did farming doing badly and giving less food push people into becoming "
        "craftspersons and traders?"
    )
    assert found is not None and found.form is PremiseForm.HOW
    assert found.claim.startswith("farming doing badly and giving less food push people")


ROCK_SALT = (
    "Table 9.3 Material medium Refractive index Water 1.33 Rock salt\n1.54 Alcohol 1.36 "
    "Benzene\n1.50 Crown\n1.52\nglass"
)


def test_optically_denser_is_read_from_the_table() -> None:
    claim = "benzene is optically denser than rock salt"
    judged = ContradictionChecker([ROCK_SALT]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert "Rock salt" in judged.evidence.unit.display
    twin = "rock salt is optically denser than benzene"
    assert _verdict([ROCK_SALT], twin) is Verdict.SUPPORTED
    # a name the text layer splits round its value ("Crown 1.52 glass") is read by its first word
    assert _verdict([ROCK_SALT], "crown glass is optically rarer than benzene") is (
        Verdict.CONTRADICTED
    )


BISCUITS = (
    "Take, for instance, a farmer who sells wheat to a flour mill for Rs 20 per kg. The mill "
    "grinds the wheat and sells the flour to a biscuit company for Rs 25 per kg."
)


def test_prices_swapped_between_two_sellers_are_corrected() -> None:
    question = (
        "in the book's biscuit example the farmer sells wheat to the flour mill for rs 25 a kg "
        "and the mill then sells the flour for rs 20 a kg, right?"
    )
    found = presupposition(question)
    assert found is not None and found.claim.startswith("the farmer sells wheat")
    assert _verdict([BISCUITS], found.claim) is Verdict.CONTRADICTED
    twin = found.claim.replace("25", "XX").replace("20", "25").replace("XX", "20")
    assert _verdict([BISCUITS], twin) is not Verdict.CONTRADICTED
    # (a number in a worked formula is no price: "4 × 3 × 1" gives no 3 of "three roots")
    roots = ["So, any quadratic equation can have atmost two roots.", "Here b2 – 4ac = 4 × 3 × 1."]
    assert _verdict(roots, "a quadratic equation can have three roots") is Verdict.CONTRADICTED
    # ("Take, for instance, …" is the book's example, not an activity's step)
    assert _verdict([BISCUITS], "the farmer sells wheat to the flour mill for rs 25 a kg") is (
        Verdict.CONTRADICTED
    )


WOODBLOCKS = (
    "By the early fifteenth century, woodblocks were being widely used in Europe to print "
    "textiles, playing cards, and religious pictures with simple, brief texts."
)


def test_long_books_against_brief_texts_is_corrected() -> None:
    claim = (
        "by the early 1400s people in europe were mainly using woodblocks to print long books "
        "full of text, like whole bibles and university textbooks"
    )
    assert _verdict([WOODBLOCKS], claim) is Verdict.CONTRADICTED
    twin = (
        "by the early 1400s people in europe were using woodblocks to print things like "
        "textiles, playing cards and religious pictures with short bits of text"
    )
    assert _verdict([WOODBLOCKS], twin) is not Verdict.CONTRADICTED


def test_not_mattering_is_not_being_important() -> None:
    stems = [t.stem for t in terms("it doesn't really matter in maths")]
    assert stems == ["NOT", "important", "mathematic"]


RESISTIVITY = (
    "Table 11.2 Electrical resistivity* of some substances at 20°C Conductors Silver "
    "1.60 × 10–8 Copper 1.62 × 10–8 Iron 10.0 × 10–8 Mercury 94.0 × 10–8"
)


def test_a_better_conductor_has_the_lower_resistivity() -> None:
    claim = "mercury is a better conductor than iron since it's a liquid metal"
    assert _verdict([RESISTIVITY], claim) is Verdict.CONTRADICTED
    assert _verdict([RESISTIVITY], "iron is a better conductor than mercury") is Verdict.SUPPORTED
    assert _verdict([RESISTIVITY], "iron is a poorer conductor of electricity than copper") is (
        Verdict.SUPPORTED
    )


def test_a_texted_cos_before_a_pronoun_is_because() -> None:
    question = (
        "why are the rear-view mirrors on cars convex? is it cos they magnify, so the traffic "
        "behind looks bigger? and where exactly are they fitted?"
    )
    found = presupposition(question)
    assert found is not None and found.ground is not None
    assert found.ground.endswith("because they magnify")
    # (the cosine stays the cosine)
    trig = presupposition("why is cos A = 1/2 when A is 60 degrees?")
    assert trig is not None and trig.claim.startswith("cos A")


def test_an_adverb_opening_a_sentence_is_no_name() -> None:
    book = (
        "From his childhood he had seen wine and olive presses. Subsequently, he learnt the art "
        "of polishing stones, became a master goldsmith, and also acquired the expertise to "
        "create lead moulds used for making trinkets."
    )
    assert not any(t.proper for t in terms(book) if t.stem.startswith("subsequent"))
    # (heldout46 ft46-01 was corrected by "Subsequently" read as another name than Gutenberg)
    claim = (
        "gutenberg learnt to polish stones, became a master goldsmith and learnt to make lead "
        "moulds before he made his press"
    )
    assert _verdict([book], claim) is not Verdict.CONTRADICTED
    # a name is still a name ("… in Italy.")
    assert [t.proper for t in terms("the press reached Italy")][-1]


def test_other_stimuli_as_well_deny_only() -> None:
    book = "Plants show tropism in response to other stimuli as well."
    assert _verdict([book], "plants show tropism only towards light") is Verdict.CONTRADICTED
    twin = "plants show tropism not only towards light but to other stimuli as well"
    assert _verdict([book], twin) is not Verdict.CONTRADICTED
