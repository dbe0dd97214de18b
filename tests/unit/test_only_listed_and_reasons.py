"""A false "only" read against a list of the book's (heldout68 fp68-15, fp68-17), and a
student's reason the book says of another thing, kept out of the answer (fp68-04), also
where a figure's caption is glued before the book's sentence on it."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import Correction
from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.connected import joined_otherwise
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.only_listed import only_listed
from tutorapp.core.validation.restating import Avoid, unqualified
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.units import Unit, units
from tutorapp.core.validation.verdicts import Verdict

# jess202 p. 22, lehh102 p. 35 (as the library reads its OCR), jesc111 pp. 187, 189
BISCUITS = (
    "The farmer sells wheat to a flour mill for Rs 8 per kg. The mill grinds the wheat and "
    "sells the flour to a biscuit company for Rs 25 per kg. The biscuit company uses the "
    "flour and things such as sugar and oil to make four packets of biscuits."
)
FACTORS = (
    "कुछ कारक जिन पर विचार किया गया है, उनमें सम्मिलित हैं --- (3) पोषण तनाव (b) मानसिक तनाव "
    "(c) भोजन के स्वीकरण पर अस्वस्थता का प्रभाव और (d) परिष्कृत चिकित्सीय आहारों की स्वीकार्यता।"
)
SERIES = (
    "In a series combination of resistors the current is the same in every part of the "
    "circuit or the same current through each resistor."
)
EXAMPLE_11_8 = (
    "Example 11.8 In the circuit diagram given in Fig. 11.10, suppose the resistors R1, R2 and "
    "R3 have the values 5 Ω, 10 Ω, 30 Ω, respectively, which have been connected to a battery "
    "of 12 V. The current I1, through R1 = V/ R1 I1 = 12 V/5 Ω = 2.4 A. The current I2, "
    "through R2 = V/ R2 I2 = 12 V/10 Ω = 1.2 A."
)
PARALLEL_QUESTION = (
    "In Example 11.8, isn't the current through the 10 Ω resistor also 2.4 A, since every "
    "resistor in parallel gets the same current?"
)


def _units(*texts: str) -> list[tuple[int, Unit]]:
    return [(i, u) for i, text in enumerate(texts) for u in units(text)]


def test_only_one_thing_where_the_book_lists_it_with_others_is_contradicted() -> None:
    judged = only_listed("the biscuit company makes biscuits from flour only", _units(BISCUITS))
    assert judged is not None and judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None and "sugar and oil" in judged.evidence.unit.display
    assert [str(c) for c in judged.evidence.conflicts] == [
        "quantifier: 'only flour' vs 'flour and sugar'"
    ]
    # (the whole checker reads it so too)
    whole = ContradictionChecker([BISCUITS]).judge("the biscuit company uses only flour")
    assert whole.contradicted


def test_a_hindi_only_against_a_lettered_list_is_contradicted() -> None:
    claim = (
        "बीमारी का भोजन पर असर देखते समय आहार विशेषज्ञ सिर्फ़ पोषण तनाव पर ध्यान देता है, "
        "मानसिक तनाव का इससे कोई लेना-देना नहीं"
    )
    judged = only_listed(claim, _units(FACTORS))
    assert judged is not None and judged.contradicted
    assert judged.evidence is not None
    assert "only पोषण तनाव" in str(judged.evidence.conflicts[0])


def test_a_claim_that_lists_what_the_book_lists_or_says_not_only_stands() -> None:
    units_ = _units(BISCUITS)
    assert only_listed("the biscuit company uses flour, sugar and oil", units_) is None
    assert only_listed("the biscuit company uses not only flour but sugar", units_) is None
    # (an "and" that joins two deeds is no list: "the flour and sells it")
    deeds = "The biscuit company uses the flour and sells the biscuits to shops."
    assert only_listed("the biscuit company uses flour only", _units(deeds)) is None
    # (the book's list is of another thing: no two of the claim's other words in the sentence)
    assert only_listed("the farmer grows only wheat", units_) is None


def test_an_only_the_book_says_itself_is_no_list_against_it() -> None:
    said = "The biscuit company uses only the flour and sells biscuits, sugar and oil."
    assert only_listed("the biscuit company uses flour only", _units(said)) is None


def test_a_reason_the_book_says_of_another_thing_is_read_without_its_word() -> None:
    reason = "every resistor in parallel gets the same current"
    judged = ContradictionChecker([SERIES]).judge(reason)
    found = unqualified(reason, judged)
    assert found is not None and found.qualifier == frozenset({"sery"})
    assert found.said_by(
        "The current I1, through R1 is the same in every part of the circuit or the same "
        "current through each resistor."
    )
    # (said with the book's word, it is the book's statement; other sentences are not it)
    assert not found.said_by(
        "In a series combination the same current flows through each resistor."
    )
    assert not found.said_by("The current through R2 is 1.2 A.")
    # (a reason the book contradicts by a number, or not at all, is no such reason)
    assert (
        unqualified("the current is 5 A", ContradictionChecker([EXAMPLE_11_8]).judge("x")) is None
    )


def test_the_answer_drops_a_sentence_that_grants_the_student_s_reason() -> None:
    check = PremiseChecker().check(PARALLEL_QUESTION, [EXAMPLE_11_8, SERIES])
    assert check is not None and check.contradicted
    assert check.unqualified is not None
    avoid = Correction(check=check, lead=None).avoid
    answer = (
        "The current I2, through R2 is 1.2 A. The current I1, through R1 is the same in every "
        "part of the circuit or the same current through each resistor."
    )
    found = contradicted(split_answer(answer), [EXAMPLE_11_8, SERIES], avoid)
    assert [f.sentence for f in found if f.check == "false_premise"] == [1]
    # (without the reason, that sentence would pass)
    kept = contradicted(split_answer(answer), [EXAMPLE_11_8, SERIES], Avoid(claims=(check.claim,)))
    assert [f.sentence for f in kept if f.check == "false_premise"] == []


# jesc111 p. 189, Activity 11.6 (as its text layer has it)
ACTIVITY_11_6 = (
    "Make a parallel combination, XY, of three resistors having resistances R1, R2, and R3, "
    "respectively. Connect it with a battery, a plug key and an ammeter, as shown in Fig. "
    "11.10. Also connect a voltmeter in parallel with the combination of resistors."
)


def test_a_thing_joined_the_other_way_is_contradicted_though_the_claim_names_both_ways() -> None:
    claim = "in activity 11.6 the voltmeter is put in series with the parallel combination XY"
    judged = joined_otherwise(claim, _units(ACTIVITY_11_6))
    assert judged is not None and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("Also connect a voltmeter in parallel")
    assert [str(c) for c in judged.evidence.conflicts] == ["contrast: 'sery' vs 'parallel'"]
    assert ContradictionChecker([ACTIVITY_11_6]).judge(claim).contradicted
    # (joined the book's way, or another thing joined: no conflict)
    right = "the voltmeter is connected in parallel with the combination XY"
    assert joined_otherwise(right, _units(ACTIVITY_11_6)) is None
    other = "the ammeter is connected in series with the combination"
    assert joined_otherwise(other, _units(ACTIVITY_11_6)) is None


# jesc111 p. 182 as the text layer has it: Figure 11.7's caption glued before the series
# activity's sentence (the line end lost), and p. 183's sum for a parallel combination
GLUED_CAPTION = (
    "Figure 11.7 Resistors in parallel You will observe that the value of the current in the "
    "ammeter is the same, independent of its position in the electric circuit. It means that "
    "in a series combination of resistors the current is the same in every part of the "
    "circuit or the same current through each resistor."
)
PARALLEL_SUM = (
    "I = I1 + I2 + I3 (11.15) Let Rp be the equivalent resistance of the parallel combination "
    "of resistors."
)


def test_a_caption_glued_before_a_sentence_lends_it_no_words() -> None:
    # ("Resistors in parallel" is the caption's, not the series activity's)
    found = units(GLUED_CAPTION)
    assert found[0].display.startswith("You will observe")
    assert not any("parallel" in u.display for u in found)
    check = PremiseChecker().check(PARALLEL_QUESTION, [GLUED_CAPTION, PARALLEL_SUM, EXAMPLE_11_8])
    assert check is not None and check.contradicted and check.unqualified is not None
    # (the reason is read against the series sentence, which holds more of it, not against
    # the sum's "resistance of the parallel combination")
    assert check.unqualified.qualifier == frozenset({"sery"})
    avoid = Correction(check=check, lead=None).avoid
    answer = (
        "The current I1, through R1 is the same in every part of the circuit or the same "
        "current through each resistor [2][1]."
    )
    found_sentences = contradicted(
        split_answer(answer), [GLUED_CAPTION, PARALLEL_SUM, EXAMPLE_11_8], avoid
    )
    assert [f.sentence for f in found_sentences if f.check == "false_premise"] == [0]
