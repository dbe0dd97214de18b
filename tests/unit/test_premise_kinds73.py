"""Claims from heldout73 the checks now read as the book says them, each beside its true
counterpart, which must stand: a figure's side named with another label (fp73-06), a thing
written with another letter (fp73-01), the one equation of the exercise part a student
names ("q1 part (v)", fp73-10), two facts joined, one of them wrong (fp73-14), a
thing said to have begun at another time (fp73-04), a Hindi tag right after the verb
and a denied "always" (fp73-09); and an exercise question's lead alone joined with its parts
(ft73-12); an answer that writes the claim's equation again (fp73-10); a place to stand said to be
another (fp73-19)."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.test_answer_quality import hit
from tutorapp.core.presupposition import presupposition
from tutorapp.core.retrieval.examples import with_parts
from tutorapp.core.retrieval.exercises import asked_item
from tutorapp.core.types import PassageKind
from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.lettered import lettered_otherwise
from tutorapp.core.validation.posed import in_asked_item
from tutorapp.core.validation.relabelled import relabelled
from tutorapp.core.validation.restating import Avoid, formula_again
from tutorapp.core.validation.split import AnswerSentence
from tutorapp.core.validation.started import started_otherwise
from tutorapp.core.validation.stepped import JOINED, in_parts
from tutorapp.core.validation.stood import stood_elsewhere
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement


def _judged(claim: str, *passages: str) -> Judgement:
    return ContradictionChecker(list(passages)).judge(claim)


# jemh108 p. 124
CLOSE = (
    "The point A gets closer to point B. Finally when ∠ A is very close to 90°, ∠ C becomes "
    "very close to 0° and the side AC almost coincides with side BC (see Fig. 8.18)."
)


def test_a_side_named_with_another_label() -> None:
    found = list(enumerate(units(CLOSE)))
    wrong = relabelled("when angle A is close to 90°, side AC almost coincides with side AB", found)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("AB", "BC")]
    # (the same letters in another order name the same side)
    assert relabelled("the side AC almost coincides with side CB", found) is None
    assert not _judged(
        "side AC almost coincides with side BC when A is close to 90°", CLOSE
    ).contradicted
    # (too few other words shared: another figure's side)
    assert relabelled("it coincides with side AB", found) is None


# jesc109 p. 150
LETTERS = (
    "The centre of curvature of a lens is usually represented by the letter C. The central "
    "point of a lens is its optical centre. It is usually represented by the letter O."
)


def test_a_thing_written_with_another_letter() -> None:
    found = list(enumerate(units(LETTERS)))
    wrong = lettered_otherwise(
        "for a lens the centre of curvature is written as O and the optical centre as C", found
    )
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("O", "C")]
    assert lettered_otherwise("the centre of curvature of a lens is written as C", found) is None
    assert not _judged(
        "the centre of curvature of a lens is represented by C", LETTERS
    ).contradicted


# jemh104 p. 44
EXERCISE = (
    "EXERCISE 4.2 1. Find the roots of the following quadratic equations by factorisation: "
    "(i) x2 – 3x – 10 = 0 (ii) 2x2 + x – 6 = 0 (iv) 2x2 – x + 1 8 = 0 (v) 100x2 – 20x + 1 = 0 "
    "2. Solve the problems given in Example 1."
)


def test_the_one_equation_of_the_part_named() -> None:
    question = "exercise 4.2 q1 part (v) is 100x² + 20x + 1 = 0 right?"
    item = asked_item(question, [EXERCISE])
    assert item is not None and item.text.endswith("(v) 100x2 – 20x + 1 = 0")
    assert "(ii)" not in item.text
    claim = "exercise 4.2 q1 part (v) is 100x² + 20x + 1 = 0"
    judged = in_asked_item(item, claim, _judged(claim, "Nothing here."), ContradictionThresholds())
    assert judged.contradicted and judged.evidence is not None
    assert [c.passage for c in judged.evidence.conflicts] == ["100x2 – 20x + 1 = 0"]
    right = in_asked_item(
        item,
        "q1 part (v) is 100x² – 20x + 1 = 0",
        _judged(claim, "Nothing."),
        ContradictionThresholds(),
    )
    assert not right.contradicted
    # (a whole question of many equations: one at odds is no word on the claim)
    whole = asked_item("exercise 4.2 q1 is 100x² + 20x + 1 = 0", [EXERCISE])
    assert whole is not None and "(ii)" in whole.text
    other = in_asked_item(whole, claim, _judged(claim, "Nothing."), ContradictionThresholds())
    assert not other.contradicted


# jess305 p. 117
GRIMM = (
    "A children’s press, devoted to literature for children alone, was set up in France in "
    "1857. This press published new works as well as old fairy tales and folk tales. The Grimm "
    "Brothers in Germany spent years compiling traditional folk tales gathered from peasants. "
    "What they collected was edited before the stories were published in a collection in 1812."
)


def test_two_facts_joined_one_of_them_wrong() -> None:
    checker = ContradictionChecker([GRIMM])
    claim = (
        "the grimm brothers published their collection of folk tales in 1857, the same year "
        "france set up the children's press"
    )
    found = in_parts(claim, checker.judge, JOINED)
    assert found is not None and found.evidence is not None
    assert "1812" in found.evidence.unit.display
    right = (
        "the grimm brothers published their collection of folk tales in 1812, and france set "
        "up the children's press in 1857"
    )
    assert in_parts(right, checker.judge, JOINED) is None


# jess305 p. 106
CHINA = (
    "From AD 594 onwards, books in China were printed by rubbing paper – also invented there – "
    "against the inked surface of woodblocks. From the sixteenth century, the number of "
    "examination candidates went up and that increased the volume of print."
)


def test_a_thing_said_to_begin_at_another_time() -> None:
    found = list(enumerate(units(CHINA)))
    wrong = started_otherwise(
        "chinese people only started printing books from woodblocks in the sixteenth century",
        found,
    )
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [
        ("the sixteenth century", "AD 594")
    ]
    assert (
        started_otherwise("books in China were first printed from woodblocks in 594", found) is None
    )
    # (the exam candidates went up from the sixteenth century: the claim's own time)
    assert started_otherwise("exam candidates started to go up in the 16th century", found) is None
    assert started_otherwise("printing began in 1500 km of China", found) is None


# lehh202 p. 161
STYLES = (
    "फ़ैशन में शैली आती है और चली जाती है, परंतु विशिष्ट शैलियाँ सदैव बनी रहती हैं। शैली का परित्याग "
    "अथवा अप्रचलन — फ़ैशन चक्र के अंतिम पड़ाव में कुछ उपभोक्ता पहले से ही नए रंग-रूप में आ जाते हैं।"
)


def test_a_hindi_tag_right_after_the_verb_and_a_denied_always() -> None:
    found = presupposition(
        "फ़ैशन में कोई भी शैली हमेशा नहीं टिकती न, सारी शैलियाँ आती हैं और चली जाती हैं — किताब में यही लिखा है?"
    )
    assert found is not None and found.claim == "फ़ैशन में कोई भी शैली हमेशा नहीं टिकती"
    wrong = _judged(found.claim, STYLES)
    assert wrong.contradicted and wrong.evidence is not None
    # ("not always" is no "always" for another sentence's "or" to deny)
    assert "सदैव" in wrong.evidence.unit.display
    assert [c.kind.value for c in wrong.evidence.conflicts] == ["negation"]


LEAD = "4. Find the odd one out and say why."
PARTS = (
    "(i) Tourist guide, dhobi, tailor, potter (ii) Teacher, doctor, vegetable vendor, lawyer "
    "(iv) MTNL, Indian Railways, Air India, Jet Airways, All India Radio 5. A research scholar "
    "looked at the working people in the city of Surat."
)


def test_an_exercise_questions_lead_alone_is_joined_with_its_parts() -> None:
    lead = hit(LEAD, 1, 36)
    after = replace(hit(PARTS, 2, 36).chunk, kind=PassageKind.BODY)
    (joined,) = with_parts([lead], lambda c: [after])
    assert joined.chunk.text.startswith(LEAD + " (i) Tourist guide")
    assert joined.chunk.text.endswith("Jet Airways, All India Radio")  # (not question 5)
    # (a lead whose parts it holds, or a passage that opens on no part, is left alone)
    whole = hit(f"{LEAD} {PARTS}", 1, 36)
    assert with_parts([whole], lambda c: [after]) == [whole]
    prose = replace(after, text="A research scholar looked at the working people.")
    assert with_parts([lead], lambda c: [prose]) == [lead]
    far = replace(after, page_index=after.page_index + 3)
    assert with_parts([lead], lambda c: [far]) == [lead]


def test_a_starred_question_is_named_by_its_number() -> None:
    starred = "*8. Find the 10th term. *9. Find the smallest value of n such that the sum is 1,000."
    item = asked_item("end-of-chapter q *9 in the sequences chapter: is it 10,000?", [starred])
    assert item is not None and item.text.startswith("Find the smallest value of n")


def test_an_answer_writing_the_claims_equation_again_repeats_the_premise() -> None:
    said = "The quadratic equation 100x² + 20x + 1 = 0 can be factored as (10x + 1)² [1]."
    assert formula_again(said, "100x² + 20x + 1 = 0")
    # (the book's own, with its other sign, is no repeat; nor is a formula too short to tell)
    assert not formula_again(
        "It is 100x2 – 20x + 1 = 0, that is (10x – 1)².", "100x² + 20x + 1 = 0"
    )
    assert not formula_again("So x = 2.", "x = 2")
    avoid = Avoid(
        claims=("exercise 4.2 q1 part (v) is 100x² + 20x + 1 = 0",),
        formulas=("100x² + 20x + 1 = 0",),
    )
    found = contradicted([AnswerSentence(text=said)], [EXERCISE], avoid)
    assert [f.check for f in found] == ["false_premise"]


# jesc109 p. 142
AGRA = (
    "One such mirror is fitted in a wall of Agra Fort facing Taj Mahal. If you visit the Agra "
    "Fort, try to observe the full image of Taj Mahal. To view distinctly, you should stand "
    "suitably at the terrace adjoining the wall."
)


def test_a_place_to_stand_said_to_be_another() -> None:
    found = list(enumerate(units(AGRA)))
    wrong = stood_elsewhere(
        "to see the full image of the taj mahal in that mirror at agra fort you have to stand "
        "right next to the taj mahal",
        found,
    )
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [
        ("taj mahal", "terrace adjoining the wall")
    ]
    right = "to see the full image of the taj mahal at agra fort you stand on the terrace"
    assert stood_elsewhere(right, found) is None
    # (too few other words shared: another place, another sight)
    assert stood_elsewhere("you stand near the door to see the bus", found) is None
