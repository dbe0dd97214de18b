"""Claims from heldout72 the checks now read as the book says them, each beside its true
counterpart, which must stand: a quantity in another measure than the table's heading
(fp72-18), a false "सिर्फ़" against a list the sentence before names (fp72-17), Hindi idioms
(fp72-19), a value after "common ratio" (fp72-11), subscripted symbols before a bracket
(fp72-06), the book's "lamps" (fp72-13), a slab's shape and a reduced relative clause
(fp72-14), what happens "without our meaning to" (fp72-09), a gloss (fp72-01), the
chapter's word puzzle (fp72-07), one exercise question named by number (fp72-16), roots
that are not those of the book's factors (fp72-10), a value given to another aggregate
(fp72-16), the "before" half of a then-and-now sentence said of after (fp72-15), and walking
closer and pouring out against an activity's steps (fp72-08)."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.retrieval.exercises import asked_item, named_exercise
from tutorapp.core.retrieval.ranking import Asks, what_it_asks
from tutorapp.core.validation.aggregated import aggregate_against
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.factored import roots_otherwise
from tutorapp.core.validation.measured_in import measured_otherwise
from tutorapp.core.validation.posed import in_asked_item
from tutorapp.core.validation.stepped import in_parts
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.then_now import then_said_now
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import ContradictionThresholds, Judgement


def _judged(claim: str, *passages: str, posed: bool = False) -> Judgement:
    indices = frozenset(range(len(passages))) if posed else frozenset()
    return ContradictionChecker(list(passages), posed=indices).judge(claim)


# lehh102 p. 44, the 24-hour diet record's column heads
RECORD = "दिन का समय भोजन व्यंजन सूची संघटक खाई गई मात्रा (घरेलू माप में) टिप्पणी*"


def test_a_quantity_in_another_measure_than_its_heading() -> None:
    found = list(enumerate(units(RECORD)))
    wrong = measured_otherwise("तालिका में खाई गई मात्रा ग्राम में तौलकर लिखनी होती है", found)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("ग्राम", "घरेलू माप")]
    assert measured_otherwise("तालिका में खाई गई मात्रा घरेलू माप में लिखनी होती है", found) is None
    money = list(enumerate(units("Here, the amount of money (in kg) is odd. The mass (in kg).")))
    assert measured_otherwise("the mass in grams is written", money) is not None
    # (a sign is read only against a sign: "in rupees" may be the book's "(in ₹)")
    rupees = list(enumerate(units("Here, the amount of money (in ₹) put in the box.")))
    assert measured_otherwise("the amount of money in rupees", rupees) is None


# lehh102 p. 35 (the library's OCR text)
USES = (
    "इसके अतिरिक्त, पोषण और आहार चिकित्सा का उपयोग विस्तृत परिस्थितियों में मरीज़ों के स्वास्थ्य के "
    "संपूर्ण सुधार के लिए किया जाता है। इन परिस्थितियों के उदाहरण हैं — दस्त, उल्टी, भोजन एलर्जी, "
    "अरक्तता, बुख़ार आंत्रज्वर (टाइफॉइड), क्षयरोग, अल्सर, मोटापा, जलन, उपापचयी गड़बड़ और किडनी की "
    "गड़बड़ियाँ।"
)


def test_a_false_only_against_the_list_a_hindi_these_points_back_to() -> None:
    wrong = _judged("पोषण और आहार चिकित्सा तो सिर्फ़ मोटापे और मधुमेह जैसी बीमारियों के लिए होती है", USES)
    assert wrong.contradicted and wrong.evidence is not None
    assert wrong.evidence.conflicts[0].kind.value == "quantifier"
    assert "इन परिस्थितियों के उदाहरण" in wrong.evidence.unit.display
    right = _judged("पोषण और आहार चिकित्सा का उपयोग मोटापे और अल्सर जैसी परिस्थितियों में होता है", USES)
    assert not right.contradicted


CLASSIC = (
    "० चिरसम्मत (क्लासिक) शैली जो कभी पूर्णतया अप्रचलित नहीं होती, परंतु एक लंबे समय तक लगभग स्वीकृत रहती है।"
)


def test_hindi_wholly_and_like_are_idioms() -> None:
    said = [t.stem for t in terms("क्लासिक शैली भी फ़ैड की तरह पूरी तरह से अप्रचलित हो जाती है")]
    assert "पूर्णतय" in said and "प्रकार" not in said and "THAN" not in said
    assert _judged("क्लासिक शैली कुछ समय बाद पूरी तरह अप्रचलित हो जाती है", CLASSIC).contradicted
    assert not _judged("क्लासिक शैली पूरी तरह अप्रचलित नहीं होती है", CLASSIC).contradicted


def test_a_value_before_an_ordinal_is_no_count() -> None:
    book = "1. Find the 12th term of a GP with common ratio 2, whose 8th term is 192."
    wrong = _judged("a GP with common ratio 3 whose 8th term is 192", book, posed=True)
    assert wrong.contradicted and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("3", "2")]
    assert not _judged(
        "a GP with common ratio 2 whose 8th term is 192", book, posed=True
    ).contradicted


def test_subscripted_symbols_before_a_bracket_are_maths() -> None:
    book = (
        "9. If three lines whose equations are y = m1x + c1, y = m2x + c2 and y = m3x + c3 are "
        "concurrent, then show that m1(c2 – c3) + m2 (c3 – c1) + m3 (c1 – c2) = 0."
    )
    assert _judged("m1(c2 − c3) + m2(c3 − c1) + m3(c1 − c2) = 1", book).contradicted
    assert not _judged("m1(c2 − c3) + m2(c3 − c1) + m3(c1 − c2) = 0", book).contradicted


def test_the_books_lamps_are_its_bulbs() -> None:
    book = (
        "12. Several electric bulbs designed to be used on a 220 V electric supply line, are "
        "rated 10 W. How many lamps can be connected in parallel with each other across the two "
        "wires of 220 V line if the maximum allowable current is 5 A?"
    )
    claim = "the 10 W bulbs are joined in series across the 220 V line"
    assert _judged(claim, book, posed=True).contradicted
    assert not _judged(claim.replace("series", "parallel"), book, posed=True).contradicted


def test_a_slabs_shape_and_what_holds_the_sheet() -> None:
    book = (
        "Fix a sheet of white paper on a drawing board using drawing pins. Place a rectangular "
        "glass slab over the sheet in the middle."
    )
    wrong = _judged("a triangular glass prism is put on the sheet", book)
    assert wrong.contradicted and wrong.evidence is not None
    assert wrong.evidence.unit.display.startswith("Place a rectangular glass slab")
    assert not _judged("a rectangular glass slab is put over the sheet", book).contradicted


REFLEX = (
    "Our mouth waters when we see food we like without our meaning to. All these involuntary "
    "actions including blood pressure, salivation and vomiting are controlled by the medulla in "
    "the hind-brain."
)


def test_what_happens_without_our_meaning_to_is_involuntary() -> None:
    assert _judged(
        "our mouth waters when we see food we like because we decide to", REFLEX
    ).contradicted
    assert _judged("salivating at food is a voluntary action", REFLEX).contradicted
    assert not _judged("salivation is an involuntary action", REFLEX).contradicted
    assert not _judged(
        "our mouth waters without our meaning to when we see food", REFLEX
    ).contradicted


def test_a_word_given_another_meaning_than_the_books_gloss() -> None:
    book = (
        "The word ‘trigonometry’ is derived from the Greek words ‘tri’ (meaning three), ‘gon’ "
        "(meaning sides) and ‘metron’ (meaning measure)."
    )
    wrong = _judged("trigonometry comes from tri = three and gon = angles", book)
    assert wrong.contradicted and wrong.evidence is not None
    assert wrong.evidence.conflicts[0].passage == "gon (meaning sides)"
    assert not _judged("trigonometry comes from tri = three and gon = sides", book).contradicted
    assert not _judged("the word tri is a Greek word", book).contradicted


def test_the_chapters_word_puzzle_is_asked_about_itself() -> None:
    assert what_it_asks("For the word puzzle at the end we search diagonally, right?") is (
        Asks.PRACTICE
    )
    assert what_it_asks("the puzzle of why stars twinkle at night") is Asks.FACTS


END = (
    "*12. The sum of the first three terms of a GP is 13 12 and their product is –1. Find the "
    "common ratio and the terms. *13. The sum of the first three terms of a geometric "
    "progression is 26, and the sum of their squares is 364. Find the terms of the GP."
)


def test_one_exercise_question_named_speaks_for_its_exercise() -> None:
    question = "end-of-chapter Q13 in sequences: the sum of the first three terms is 26, right?"
    assert named_exercise(question) == "end"
    # ("Exercise 13" beside the end-of-chapter exercises is their question 13)
    twin = "In end-of-chapter Exercise 13 of the sequences chapter, what two facts are given?"
    assert named_exercise(twin) == "end"
    named = asked_item(twin, [END])
    assert named is not None and "sum of their squares is 364" in named.text
    assert named_exercise("exercise 12 of electricity") == "12"
    item = asked_item(question, [END])
    assert item is not None and item.text.startswith("The sum of the first three terms of a geo")
    claim = "the sum of the first three terms of a GP is 26 and their product is 364"
    other = ContradictionChecker([END]).judge(claim)
    # (another question's "… and their product is –1" says nothing of Q13; Q13's own "the sum
    # of their squares is 364" does)
    judged = in_asked_item(item, claim, other, ContradictionThresholds())
    assert judged.contradicted and judged.evidence is not None
    assert "sum of their squares is 364" in judged.evidence.unit.display
    wrong = in_asked_item(
        item,
        "the sum of the first three terms of a geometric progression is 62",
        other,
        ContradictionThresholds(),
    )
    assert wrong.contradicted and wrong.source == 0


# jemh104 p. 43, Example 4 (its stacked fractions flattened by the text layer)
EXAMPLE_4 = (
    "Solution : We have 6x2 – x – 2 = 6x2 + 3x – 4x – 2 = 3x (2x + 1) – 2 (2x + 1) = (3x – 2)(2x "
    "+ 1) The roots of 6x2 – x – 2 = 0 are the values of x for which (3x – 2)(2x + 1) = 0 "
    "Therefore, 3x – 2 = 0 or 2x + 1 = 0, i.e., x = 2 3 or x = 1 2 −"
)


def test_roots_that_are_not_those_of_the_books_factors() -> None:
    found = list(enumerate(units(EXAMPLE_4)))
    wrong = roots_otherwise("6x² − x − 2 = (3x − 2)(2x + 1), so the roots are 3/2 and −2", found)
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [("-2, 3/2", "-1/2, 2/3")]
    assert roots_otherwise("(3x − 2)(2x + 1), so the roots are 2/3 and −1/2", found) is None
    # (factors the book does not write say nothing of its example)
    assert roots_otherwise("(x − 2)(x + 1), so the roots are 3 and 4", found) is None
    check = PremiseChecker().check(
        "in example 4, 6x² − x − 2 = (3x − 2)(2x + 1), so the roots are 3/2 and −2, correct?",
        [EXAMPLE_4],
    )
    assert check is not None and check.contradicted


# iemh108, end-of-chapter exercise 13
SQUARES = (
    "13. The sum of the first three terms of a geometric progression is 26, and the sum of "
    "their squares is 364. Find the terms."
)


def test_a_value_given_to_another_aggregate() -> None:
    found = list(enumerate(units(SQUARES)))
    wrong = aggregate_against(
        "the sum of the first three terms of a GP is 26 and their product is 364", found
    )
    assert wrong is not None and wrong.evidence is not None
    assert [(c.claim, c.passage) for c in wrong.evidence.conflicts] == [
        ("their product 364", "the sum of their squares 364")
    ]
    right = "the sum of the first three terms of a GP is 26 and the sum of their squares is 364"
    assert aggregate_against(right, found) is None
    # (a shortened name is not read, nor a value with one digit)
    assert (
        aggregate_against("the first three terms have sum 26 and their sum is 364", found) is None
    )
    assert (
        aggregate_against("their product is 3", list(enumerate(units("Their sum is 3.")))) is None
    )


# jess305 p. 113, Box 2
LACKINGTON = (
    "The poorer sort of farmers and even the poor country people in general who before that "
    "period spent their winter evenings in relating stories of witches, ghosts, hobgoblins … now "
    "shorten the winter night by hearing their sons and daughters read them tales, romances, etc."
)


def test_what_was_done_before_a_change_said_of_after_it() -> None:
    found = list(enumerate(units(LACKINGTON)))
    wrong = then_said_now(
        "once books got cheap, poor farmers started telling their kids stories of witches and "
        "ghosts on winter nights",
        found,
    )
    assert wrong is not None and wrong.contradicted
    assert (
        then_said_now(
            "once books got cheap, farmers started hearing their children read them tales on "
            "winter nights",
            found,
        )
        is None
    )
    assert (
        then_said_now("before books got cheap, farmers told stories of witches and ghosts", found)
        is None
    )
    assert _judged(
        "once books got cheap, poor farmers started telling their kids stories of witches and "
        "ghosts on winter nights",
        LACKINGTON,
    ).contradicted


# jesc109 p. 145, Activity 9.8
COIN = (
    "Place a coin at the bottom of a large shallow bowl. Move away slowly from the bowl. Stop "
    "when the coin just disappears from your sight. Ask a friend to pour water gently into the "
    "bowl without disturbing the coin."
)


def test_walking_closer_and_pouring_out_against_the_steps() -> None:
    wrong = _judged(
        "we keep walking closer to the bowl till we can see the coin and then the friend pours "
        "the water out",
        COIN,
    )
    assert wrong.contradicted
    assert _judged("the friend pours the water out of the bowl", COIN).contradicted
    assert not _judged("a friend pours water into the bowl", COIN).contradicted
    assert not _judged("we walk away from the bowl slowly", COIN).contradicted


def test_the_steps_a_claim_strings_together_are_read_one_by_one() -> None:
    steps = ContradictionChecker(
        ["Place a large shallow bowl on a Table and put a coin in it. " + COIN]
    )
    claim = "we keep walking closer to the bowl till we can see the coin and then we look again"
    found = in_parts(claim, steps.judge)
    assert found is not None and found.evidence is not None
    assert found.evidence.unit.display == "Move away slowly from the bowl."
    assert (
        in_parts("we move away slowly from the bowl and then a friend pours water in", steps.judge)
        is None
    )
    assert in_parts("we keep walking closer to the bowl", steps.judge) is None  # (one step)
