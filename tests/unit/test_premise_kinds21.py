"""False premises of kinds first met in the unseen sets heldout21 and heldout22, each with its
true twin, written from the book's own sentences: a listed AP's term given another value, a
line's equation that loses its leading sign, "only one principal focus" against "two
principal foci", a sentence a page break and a figure caption cut in two, a reason given in
another sentence of the passage, a state of India in lower case, names swapped or given
another role, a means the book rules out ("by changing" / "without changing"), a named
example's result in words, a list within a list, another main reason, a count in the
sentence of the claim's year, another term's position, a choice of values, one denial after
the same word, an example given the other kind of its sentence, the opposites "very fast" /
"very slowly" and "back" / "forward"; and what is no conflict: "no two copies" counts
nothing, and a student's lower-case "bible" is no name against "Roman"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.test_answer_quality import hit
from tutorapp.core.retrieval.examples import finish_sentences
from tutorapp.core.types import Chunk, PassageKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.outcomes import described
from tutorapp.core.validation.relations import relation_conflicts
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.units import units as split_units
from tutorapp.core.validation.verdicts import Verdict
from tutorapp.core.validation.weighing import compare

TENTH = (
    "Example 3 : Find the 10th term of the AP : 2, 7, 12, . . . Solution : Here, a = 2, "
    "d = 7 – 2 = 5 and n = 10. We have an = a + (n – 1) d So, a10 = 2 + (10 – 1) × 5 = 2 + 45 "
    "= 47 Therefore, the 10th term of the given AP is 47."
)
OTHER_AP = (
    "Example 4 : Find the 10th term of the AP : 5, 1, –3, –7 . . . Solution : Here, a = 5, "
    "d = 1 – 5 = – 4 and n = 10. So, a10 = 5 + 9 × (– 4) = 5 – 36 = –31."
)
LINE = (
    "Example 6 Write the equation of the line through the points (1, –1) and (3, 5). Solution "
    "Here x1 = 1, y1 = – 1, x2 = 3 and y2 = 5. Using two-point form (2) above for the equation "
    "of the line, we have ( ) ( ) ( ) 5 – –1 – –1 = – 1 3 – 1 y x or –3x + y + 4 = 0, which is "
    "the required equation."
)
FOCI = (
    "These rays, after refraction from the lens, are converging to a point on the principal "
    "axis. This point on the principal axis is called the principal focus of the lens. "
    "However, a lens has two principal foci."
)
SOILS = (
    "Forest Soils These soils are found in the hilly and mountainous areas. They are loamy and "
    "silty in valley sides and coarse grained in the upper slopes. In the snow covered areas"
)
CAPTION = (
    "Fig. 1.9: Arid Soil of Himalayas, these soils experience denudation and are acidic with "
    "low humus content. The soils found in the lower parts of the valleys are fertile."
)


def judge(claim: str, *passages: str) -> Verdict:
    return ContradictionChecker(list(passages)).judge(claim).verdict


@pytest.mark.parametrize(
    ("false", "true", "passages"),
    [
        (
            "the 10th term of the AP 2, 7, 12, ... comes out as 52",
            "the 10th term of the AP 2, 7, 12, ... comes out as 47",
            (TENTH, OTHER_AP),
        ),
        (
            "the equation of the line through (1, –1) and (3, 5) comes out as –3x + y + 2 = 0",
            "the equation of the line through (1, –1) and (3, 5) comes out as –3x + y + 4 = 0",
            (LINE,),
        ),
        ("a lens has only one principal focus", "a lens has two principal foci", (FOCI,)),
    ],
)
def test_a_false_premise_is_denied_and_its_true_twin_is_not(
    false: str, true: str, passages: tuple[str, ...]
) -> None:
    assert judge(false, *passages) is Verdict.CONTRADICTED
    assert judge(true, *passages) is not Verdict.CONTRADICTED


def test_another_aps_term_denies_nothing() -> None:
    # the 10th term of 5, 1, –3, … is –31; the claim's AP is another
    assert judge("the 10th term of the AP 3, 8, 13, ... is 48", TENTH, OTHER_AP) is not (
        Verdict.CONTRADICTED
    )


def test_only_one_of_counts_nothing() -> None:
    assert judge("only one of the lenses has two principal foci", FOCI) is not (
        Verdict.CONTRADICTED
    )


def _chunks(*texts: str, page: int = 9) -> list[Chunk]:
    return [
        replace(hit(text, n, page + (n > 1)).chunk, kind=PassageKind.BODY)
        for n, text in enumerate(texts, 1)
    ]


def test_a_sentence_a_page_break_and_a_caption_cut_is_finished() -> None:
    _, caption = _chunks(SOILS, CAPTION)
    finished = finish_sentences([hit(SOILS, 1, 9)], lambda c: [caption])
    assert finished[0].chunk.text == (
        SOILS + " of Himalayas, these soils experience denudation and are acidic with low "
        "humus content."
    )
    assert finished[0].chunk.printed_page == 9
    # (its offsets run on past the page's end, as a chunk's may)
    cut = hit(SOILS, 1, 9).chunk
    assert finished[0].chunk.char_end == cut.char_end + len(finished[0].chunk.text) - len(SOILS)
    high = "the high humus content of forest soils in the snow covered areas of the himalayas"
    assert judge(high, finished[0].chunk.text) is Verdict.CONTRADICTED
    assert judge(high.replace("high", "low"), finished[0].chunk.text) is not (Verdict.CONTRADICTED)


@pytest.mark.parametrize(
    "after",
    [
        "This is how Mercier describes the impact of the printed word.",  # a new sentence
        "2S = (100 + 1) + (99 + 2) + .",  # maths, not words
    ],
)
def test_a_passage_is_not_finished_with_a_new_sentence(after: str) -> None:
    cut = hit("In the process, it raised", 1, 9)
    (following,) = _chunks(after)
    assert finish_sentences([cut], lambda c: [following])[0] == cut


def test_a_finished_passage_or_one_pages_away_is_left_alone() -> None:
    done = hit("Soils are fertile.", 1, 9)
    (following,) = _chunks("of Himalayas, these soils are acidic.")
    assert finish_sentences([done], lambda c: [following])[0] == done
    cut = hit(SOILS, 1, 9)
    far = replace(following, page_index=following.page_index + 3)
    assert finish_sentences([cut], lambda c: [far])[0] == cut


ROADS = (
    "There are several things needed by the society as a whole but which the private sector "
    "will not provide at a reasonable cost. Some of these need spending large sums of money, "
    "which is beyond the capacity of the private sector. The government builds roads, bridges "
    "and dams.",
    "If the government invests some money in transportation and storage of crops, or makes "
    "better rural roads so that mini-trucks reach everywhere several farmers can continue to "
    "grow and sell these crops.",
)


def test_the_books_reason_given_in_another_sentence_of_the_passage_is_not_denied() -> None:
    claim = (
        "the government builds roads, bridges and dams itself because they need large sums "
        "of money that are beyond the capacity of the private sector"
    )
    assert judge(claim, *ROADS) is not Verdict.CONTRADICTED


MINING = (
    "In states like Jharkhand, Chhattisgarh, Madhya Pradesh and Odisha deforestation due to "
    "mining have caused severe land degradation."
)
LIBRARIES = (
    "By the 1930s, Bangalore cotton millworkers set up libraries to educate themselves, "
    "following the example of Bombay workers. These were sponsored by social reformers."
)
LANDLORD = (
    "For instance, take the case of a small farmer, Laxmi, owning about two hectares of "
    "unirrigated land. Now, supposing a landlord, Sukhram, comes and hires one or two members "
    "of the family to work on his land. Laxmi’s family is now able to earn some extra income."
)


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (  # a state of India written in lower case is a name the passage does not give
            "deforestation due to mining has caused severe land degradation in kerala and "
            "tamil nadu",
            "deforestation due to mining has caused severe land degradation in jharkhand and "
            "odisha",
            MINING,
        ),
        (  # two names in each other's places; "By the 1930s" is a time, not a doer
            "in the 1930s bombay millworkers set up libraries to educate themselves, following "
            "the example of bangalore workers",
            "in the 1930s bangalore cotton millworkers set up libraries to educate themselves, "
            "following the example of bombay workers",
            LIBRARIES,
        ),
        (  # the book's landlord is Sukhram; Laxmi is a small farmer
            "the landlord laxmi hires one or two members of sukhram's family to work on her land",
            "the landlord sukhram hires one or two members of laxmi's family to work on his land",
            LANDLORD,
        ),
    ],
)
def test_names_in_lower_case_swapped_or_given_another_role(
    false: str, true: str, passage: str
) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


def test_a_role_the_book_gives_the_claims_name_too_is_no_conflict() -> None:
    both = LANDLORD + " Later, a landlord, Laxmi, hires workers too."
    claim = "the landlord laxmi hires one or two members of sukhram's family to work on her land"
    assert judge(claim, both) is not Verdict.CONTRADICTED


RHEOSTAT = (
    "A component used to regulate current without changing the voltage source is called "
    "variable resistance. In an electric circuit, a device called rheostat is often used to "
    "change the resistance in the circuit."
)
MIRROR = (
    "Example 9.2 An object, 4.0 cm in size, is placed at 25.0 cm in front of a concave mirror "
    "of focal length 15.0 cm. At what distance from the mirror should a screen be placed in "
    "order to obtain a sharp image? Find the nature and the size of the image. Solution "
    "Image-distance v = –37.5 cm. The screen should be placed at 37.5 cm in front of the "
    "mirror. The image is real. Height of the image, h′ = – 6.0 cm The image is inverted and "
    "enlarged. Example 9.3 A concave lens has focal length of 15 cm. The image is virtual, "
    "erect and diminished."
)


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (  # a means the book rules out ("without changing …")
            "a rheostat controls the current in a circuit by changing the voltage of the source",
            "a rheostat controls the current in a circuit by changing the resistance",
            RHEOSTAT,
        ),
        (  # the named example's result in words; another example's "diminished" is not it
            "in example 9.2, the 4.0 cm object placed 25 cm in front of the concave mirror of "
            "focal length 15 cm gives a diminished image",
            "in example 9.2, the 4.0 cm object placed 25 cm in front of the concave mirror of "
            "focal length 15 cm gives an enlarged image",
            MIRROR,
        ),
    ],
)
def test_a_means_ruled_out_and_a_named_examples_result(false: str, true: str, passage: str) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


def test_each_example_is_read_for_its_own_result() -> None:
    # 9.2's "enlarged" does not deny 9.3's "diminished"; 9.3's own result denies "enlarged"
    units = [(0, unit) for unit in split_units(MIRROR)]
    assert described("in example 9.3, the lens gives a diminished image", units, [MIRROR]) is None
    found = described("in example 9.3, the lens gives an enlarged image", units, [MIRROR])
    assert found is not None and found.evidence is not None
    assert found.evidence.unit.display == "The image is virtual, erect and diminished."


FINITE = (
    "But the sequence 6, 12, 24, 48, 96 is a finite sequence of five terms.",
    "The first six terms of the sequence are 3, 6, 12, 24, 48, 96. Each term of the sequence "
    "is obtained by multiplying the previous term by 2.",
)


def test_a_list_within_another_list_is_no_other_value() -> None:
    assert judge("the sequence 6, 12, 24, 48, 96 is a finite sequence", *FINITE) is not (
        Verdict.CONTRADICTED
    )
    found = ContradictionChecker(list(FINITE)).judge(
        "the sequence 6, 12, 24, 48, 96 is an infinite sequence"
    )
    assert found.verdict is Verdict.CONTRADICTED and found.source == 0


COLONIES = (
    "The history of colonisation reveals that rich resources in colonies were the main "
    "attractions for the foreign invaders. It was primarily the higher level of technological "
    "development of the colonising countries that helped them to exploit resources of other "
    "regions and establish their supremacy over the colonies."
)


def test_another_main_reason_than_the_books_main_reason() -> None:
    false = (
        "colonising countries could exploit the resources of their colonies mainly because "
        "they had bigger populations"
    )
    true = (
        "colonising countries could exploit the resources of their colonies mainly because "
        "of their higher level of technological development"
    )
    assert judge(false, COLONIES) is Verdict.CONTRADICTED
    assert judge(true, COLONIES) is not Verdict.CONTRADICTED
    # not said to be the main reason: perhaps the book's, in words of the student's own
    plain = false.replace("mainly because", "because")
    assert judge(plain, COLONIES) is not Verdict.CONTRADICTED


GOA = (
    "Catholic priests printed the first Tamil book in 1579 at Cochin, and in 1713 the first "
    "Malayalam book was printed by them. Jesuit priests learnt Konkani and printed several "
    "tracts. By 1674, about 50 books had been printed in the Konkani and in Kanara languages."
)


def test_another_count_in_the_sentence_of_the_claims_year() -> None:
    false = "jesuit priests in goa had printed about 500 books in konkani and kanara by 1674"
    assert judge(false, GOA) is Verdict.CONTRADICTED
    assert judge(false.replace("500", "50"), GOA) is not Verdict.CONTRADICTED


FIFTH = (
    "Example 5 : Determine the AP whose 3rd term is 5 and the 7th term is 9. Solution : We "
    "have a3 = a + (3 – 1) d = a + 2d = 5 (1) and a7 = a + (7 – 1) d = a + 6d = 9 (2) Solving "
    "the pair of linear equations (1) and (2), we get a = 3, d = 1 Hence, the required AP is "
    "3, 4, 5, 6, 7, . . ."
)


def test_another_terms_position_is_no_other_number() -> None:
    # (ft20-03) "the 10th term of the given AP is 47" is another term, not another position
    claim = "the AP whose 3rd term is 5 and 7th term is 9 has d = 1"
    tenth = [u for u in split_units(TENTH) if u.display.startswith("We have an = a + (n")][-1]
    assert compare(terms(claim), tenth).conflicts == ()
    assert judge(claim, TENTH, FIFTH) is not Verdict.CONTRADICTED
    assert judge(claim.replace("d = 1", "d = 2"), TENTH, FIFTH) is Verdict.CONTRADICTED
    # the same value at another position is
    assert judge("137 is the 68th term", "Thus 137 is the 69th term of the list.") is (
        Verdict.CONTRADICTED
    )


def test_a_choice_of_values_is_no_other_value() -> None:
    # (ft10-19) the example's solution, read on to the next page, gives the other line's two
    # slopes as one run: "3 or 1 3 −" is no value against "the slope of one line is 1/2"
    solution = (
        "Now, putting these values in (1), we get 1 1 π 2 2 tan or 1 1 1 4 1 1 2 2 m m , m m "
        "− − = = + + Therefore 3 or 3 m m . = = − Hence, slope of the other line is 3 or 1 3 − ."
    )
    claim = (
        "If the angle between two lines is π/4 and the slope of one line is 1/2, there are "
        "two possible slopes for the other line"
    )
    assert relation_conflicts(claim, solution) == []


def test_one_denial_after_the_same_word_is_no_conflict() -> None:
    # (ft22-13) "known" is no content word: each side's "not" falls on another word after it
    book = (
        "However, electrons were not known at the time when the phenomenon of electricity "
        "was first observed."
    )
    assert judge("electrons were not known when electricity was first observed", book) is not (
        Verdict.CONTRADICTED
    )
    # two denials against one are read as before (calibration's h5-03)
    explicit = (
        "If we have an explicit formula, we can find the value of a term without having to "
        "know the value of previous terms!"
    )
    claim = (
        "With an explicit formula, you cannot find the value of a term without knowing the "
        "values of previous terms."
    )
    assert judge(claim, explicit) is Verdict.CONTRADICTED


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (
            "jobs in the organised sector have been expanding very fast",
            "jobs in the organised sector have been expanding very slowly",
            "But the employment opportunities in the organised sector have been expanding very "
            "slowly.",
        ),
        (
            "the thinking part of our brain sits at the back end of the skull",
            "the thinking part of our brain sits at the forward end of the skull",
            "The thinking tissue consists of dense networks of neurons. It sits in the forward "
            "end of the skull, and receives signals from all over the body.",
        ),
    ],
)
def test_opposites_first_met_in_heldout22(false: str, true: str, passage: str) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


PUPIL = (
    "So, in between the simple reflex actions like change in the size of the pupil, and the "
    "thought out actions such as moving a chair, there is another set of muscle movements over "
    "which we do not have any thinking control."
)


def test_an_example_given_the_other_kind_of_its_sentence() -> None:
    assert judge("change in the size of the pupil is a thought-out action", PUPIL) is (
        Verdict.CONTRADICTED
    )
    assert judge("change in the size of the pupil is a simple reflex action", PUPIL) is not (
        Verdict.CONTRADICTED
    )
    assert judge("moving a chair is a thought out action", PUPIL) is not Verdict.CONTRADICTED


GUTENBERG = (
    "Gutenberg developed metal types for each of the 26 characters of the Roman alphabet and "
    "devised a way of moving them around so as to compose different words of the text. "
    "Gutenberg printed about 180 copies, of which no more than 50 have survived. Look at "
    "these pages of Gutenberg’s Bible carefully. No two copies were exactly the same."
)


def test_no_two_counts_nothing_and_a_lower_case_bible_is_no_other_name() -> None:
    claim = "even though gutenberg's bible was printed on a machine, no two copies were the same"
    assert judge(claim, GUTENBERG) is not Verdict.CONTRADICTED
    assert judge("gutenberg's bible was printed on a machine", GUTENBERG) is not (
        Verdict.CONTRADICTED
    )


def test_a_caption_whose_end_does_not_show_is_not_read_into_the_sentence() -> None:
    # (dev-011) "Based on" | "Figure 6.2 Reflex arc all this, a decision is made …": the
    # caption's last word cannot be told from the sentence's next
    cut = hit("… information that is already stored in the brain. Based on", 1, 9)
    (caption,) = _chunks(
        "Figure 6.2 Reflex arc all this, a decision is made about how to respond and the "
        "information is passed on to the motor areas."
    )
    assert finish_sentences([cut], lambda c: [caption])[0] == cut


def test_a_reason_only_partly_in_the_passage_still_denies() -> None:
    # (fp20-12) in one passage, "a product of two linear factors, then the roots …" holds two
    # of "gives the product of the roots": not the claim's reason, which the book's "Since …"
    # denies
    passage = (
        "Since b2 – 4ac determines whether the quadratic equation ax2 + bx + c = 0 has real "
        "roots or not, b2 – 4ac is called the discriminant of this quadratic equation. If we "
        "can factorise ax2 + bx + c, a ≠ 0, into a product of two linear factors, then the "
        "roots of the quadratic equation ax2 + bx + c = 0 can be found by equating each factor "
        "to zero."
    )
    claim = "b2 – 4ac is called the discriminant because it gives the product of the roots"
    assert judge(claim, passage) is Verdict.CONTRADICTED
