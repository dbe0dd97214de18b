"""False premises (and their true twins) of kinds first met in the unseen set heldout29: a
part the book names after what it is part of ("a part of the hind-brain called the
cerebellum"); a sum a claim writes out ("80 + 29 × 80 = 2400"); a sequence's term or a
squared side written as another formula ("tn = 4n + 1", "AD² = AB² + BD²"); a claim that opens
"When X, …" judged where the book speaks of X; "In the nichrome wire activity, since …" and a
Hinglish ", toh why …"; a reading that "drops" against one "increased"; "well developed"
against "lacks in … development"; "a fluid-filled balloon" against "no fluid"; a list that sets
the scene ("In the list –1.0, –1.5, … each term …"); and an answer sentence that says again,
without a correction, the words of a "right?" that no passage holds."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.numbers import values_by_word
from tutorapp.core.validation.restating import sides_with
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

BRAIN = (
    "The brain has three such major parts or regions, namely the fore-brain, mid-brain and "
    "hind-brain."
)
CEREBELLUM = (
    "Think about activities like walking in a straight line, riding a bicycle, picking up a "
    "pencil. These are possible due to a part of the hind-brain called the cerebellum. It is "
    "responsible for precision of voluntary actions and maintaining the posture and balance of "
    "the body."
)
INTEREST = (
    "So, to find the interest at the end of 30 years, we shall find a30. Now, a30 = a + (30 – "
    "1) d = 80 + 29 × 80 = 2400 So, the interest at the end of 30 years will be ₹ 2400."
)
SQUARES_TABLE = (
    "8.4.1 Visualising an AP Let us return to the growing pattern of squares in Fig. 8.3 and "
    "prepare a table that shows the number of tiny squares at each stage. Stage Number 1 2 3 4 "
    "5 … n Number of squares 1 5 9 13 17 … 4n – 3"
)
SQUARES = (
    "This may be rewritten as 1, 1 + 1 × 4, 1 + 2 × 4, 1 + 3 × 4, … We may therefore write the "
    "nth term as tn = 1 + (n – 1) × 4, which simplifies to tn = 4n – 3. The first six terms of "
    "the sequence representing the number of squares in Fig. 8.3 are 1, 5, 9, 13, 17, 21."
)
OTHER_PATTERN = (
    "Consider the sequence 1, 4, 7, 10, 13, … . The nth term is tn = 3n – 2 (verify this for "
    "yourself). Note that each term is 3 more than its previous term."
)
SIN30 = (
    "Then, BD = 1 BC = 2 a and AD2 = AB2 – BD2 = (2a)2 – (a)2 = 3a2, Therefore, AD = 3 a Now, "
    "we have : sin 30° = BD 1 AB 2"
)
MIRROR_SPOT = (
    "The light from the Sun is converged at a point, as a sharp, bright spot by the mirror. In "
    "fact, this spot of light is the image of the Sun on the sheet of paper. This point is the "
    "focus of the concave mirror."
)
LENS_SPOT = (
    "The paper begins to burn producing smoke. It may even catch fire after a while. Why does "
    "this happen? The light from the Sun constitutes parallel rays of light. These rays were "
    "converged by the lens at the sharp bright spot formed on the paper. In fact, the bright "
    "spot you got on the paper is a real image of the Sun. The concentration of the sunlight at "
    "a point generated heat. This caused the paper to burn. Now, we shall consider rays of "
    "light parallel to the principal axis of a lens. What happens when you pass such rays of "
    "light through a lens? This is illustrated for a convex lens in Fig.9.12 (a) and for a "
    "concave lens in Fig.9.12 (b)."
)
AMMETER = (
    "It is observed that the ammeter reading decreases to one-half when the length of the wire "
    "is doubled. The ammeter reading is increased when a thicker wire of the same material and "
    "of the same length is used in the circuit."
)
ARUNACHAL = (
    "Arunachal Pradesh has abundance of water resources but lacks in infrastructural development."
)
SKULL = (
    "For this, the body is designed so that the brain sits inside a bony box. Inside the box, "
    "the brain is contained in a fluid-filled balloon which provides further shock absorption."
)
LISTS = (
    "Let us observe and write the rule. In (i), each term is 1 more than the term preceding "
    "it. In (ii), each term is 30 less than the term preceding it. In (iii), each term is "
    "obtained by adding 1 to the term preceding it. In (iv), all the terms in the list are 3 , "
    "i.e., each term is obtained by adding (or subtracting) 0 to the term preceding it. In (v), "
    "each term is obtained by adding – 0.5 to (i.e., subtracting 0.5 from) the term preceding "
    "it. In all the lists above, we see that successive terms are obtained by adding a fixed "
    "number to the preceding terms."
)


def _verdict(texts: list[str], claim: str) -> Verdict:
    return ContradictionChecker(texts).judge(claim).verdict


def test_a_part_named_after_what_it_is_part_of_is_read_in_the_claim_s_order() -> None:
    judged = ContradictionChecker([BRAIN, CEREBELLUM]).judge(
        "the cerebellum is a part of the fore-brain"
    )
    assert judged.contradicted and judged.evidence is not None
    assert "called the cerebellum" in judged.evidence.unit.display
    true = "the cerebellum is a part of the hind-brain"
    assert _verdict([BRAIN, CEREBELLUM], true) is Verdict.SUPPORTED


def test_a_sum_a_claim_writes_out_gives_what_it_works_out_to_when_it_holds() -> None:
    claim = terms("the interest at the end of 30 years is 80 + 29 × 80 = 2400")
    assert values_by_word(claim)["year"] == [("2400",)]
    wrong = "the interest at the end of 30 years is 80 + 30 × 80 = 2480"
    assert _verdict([INTEREST], wrong) is Verdict.CONTRADICTED
    assert _verdict([INTEREST], "the interest at the end of 30 years is 80 + 29 × 80 = 2400") is (
        Verdict.SUPPORTED
    )
    # (a sum that does not hold gives no result: "1 + 2 + 3 + 100 = 5050")
    assert values_by_word(terms("the sum is 1 + 2 + 3 + 100 = 5050"))["sum"] != [("5050",)]


def test_a_term_of_a_sequence_written_otherwise_is_contradicted_where_its_terms_are_listed() -> (
    None
):
    book = [SQUARES_TABLE, SQUARES, OTHER_PATTERN]
    claim = "For the growing pattern of squares 1, 5, 9, 13, … the nth term comes to tn = 4n + 1"
    judged = ContradictionChecker(book).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert "4n – 3" in judged.evidence.unit.display  # not the other pattern's "3n – 2"
    assert not ContradictionChecker(book).judge(claim.replace("4n + 1", "4n – 3")).contradicted
    # a sequence the claim names by its formula alone is not the book's
    assert (
        not ContradictionChecker([OTHER_PATTERN])
        .judge("the nth term of the sequence is tn = 3n + 1")
        .contradicted
    )


def test_a_squared_side_written_as_another_sum_is_contradicted() -> None:
    assert _verdict([SIN30], "AD² = AB² + BD² = 5a²") is Verdict.CONTRADICTED
    assert _verdict([SIN30], "AD² = AB² – BD² = 3a²") is not Verdict.CONTRADICTED


def test_when_x_y_is_corrected_where_the_book_speaks_of_x() -> None:
    claim = (
        "when we focus sunlight on paper with a convex lens, the bright spot is just a virtual "
        "image of the sun"
    )
    judged = ContradictionChecker([MIRROR_SPOT, LENS_SPOT]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert "real image" in judged.evidence.unit.display
    true = claim.replace("just a virtual", "a real")
    assert not ContradictionChecker([MIRROR_SPOT, LENS_SPOT]).judge(true).contradicted


def test_a_setting_before_since_and_a_hinglish_toh_are_read() -> None:
    found = presupposition(
        "In the nichrome wire activity, since the ammeter reading drops when we use a thicker "
        "wire of the same length, how does resistance depend on the area of cross-section?"
    )
    assert found is not None
    assert found.claim == "the ammeter reading drops when we use a thicker wire of the same length"
    hinglish = presupposition(
        "laxmi gets loans from moneylenders at a low rate of interest only, toh why does the "
        "book want the local bank to give her credit?"
    )
    assert hinglish is not None
    assert hinglish.claim == "laxmi gets loans from moneylenders at a low rate of interest only"


def test_a_reading_that_drops_is_against_one_increased() -> None:
    drops = "the ammeter reading drops when we use a thicker wire of the same length"
    assert _verdict([AMMETER], drops) is Verdict.CONTRADICTED
    rises = "the ammeter reading goes up when we use a thicker wire of the same length"
    assert _verdict([AMMETER], rises) is not Verdict.CONTRADICTED


def test_a_word_made_from_another_is_read_as_it() -> None:
    assert stem("development") == stem("developed") == "develop"
    assert stem("infrastructural") == stem("infrastructure")
    assert stem("removal") == stem("remove")
    # (not where what is left names another thing)
    assert stem("several") != stem("severe") and stem("vertical") != stem("vertices")
    assert stem("natural") != stem("nature")  # "natural resources", "the nature of activity"
    wrong = (
        "arunachal pradesh is a state that is short of water but has well developed infrastructure"
    )
    assert _verdict([ARUNACHAL], wrong) is Verdict.CONTRADICTED
    true = (
        "arunachal pradesh is a state that has plenty of water but lacks infrastructural "
        "development"
    )
    assert _verdict([ARUNACHAL], true) is not Verdict.CONTRADICTED


def test_a_fluid_filled_balloon_holds_fluid() -> None:
    assert {"fluid", "fill"} <= {t.stem for t in terms("a fluid-filled balloon")}
    assert _verdict([SKULL], "the brain sits inside the skull in a fluid-filled balloon") is not (
        Verdict.CONTRADICTED
    )


def test_a_list_that_sets_the_scene_is_judged_where_the_book_sets_it_out() -> None:
    wrong = (
        "In the list –1.0, –1.5, –2.0, –2.5, … each term is got by adding 0.5 to the one "
        "before, so d = 0.5"
    )
    judged = ContradictionChecker([LISTS]).judge(wrong)
    assert judged.contradicted and judged.evidence is not None
    assert "– 0.5" in judged.evidence.unit.display


def test_a_right_the_books_do_not_state_is_not_said_again_in_its_own_words() -> None:
    claim = (
        "example 11.6: the wire is 4 Ω, and the new wire has half the length and double the "
        "area so both effects cancel and its still 4 Ω"
    )
    book = [
        "Example 11.6 A wire of given material having length l and area of cross-section A "
        "has a resistance of 4 Ω. What would be the resistance of another wire of the same "
        "material having length l/2 and area of cross-section 2A?"
    ]
    echo = (
        "The resistance of the new wire is still 4 Ω because the effects of doubling the "
        "length and halving the area cancel each other out."
    )
    assert sides_with(echo, claim, "", book)
    assert not sides_with("The first wire has a resistance of 4 Ω.", claim, "", book)


MGNREGA = (
    "Under MGNREGA 2005, all those who are able to, and are in need of, work in rural areas "
    "were guaranteed 100 days of employment in a year by the government. If the government "
    "fails in its duty to provide employment, it would give unemployment allowances to the "
    "people."
)


def test_failing_to_provide_is_not_giving() -> None:
    assert [t.stem for t in terms("the government fails in its duty to provide employment")][
        :3
    ] == ["govern", "NOT", "give"]
    true = (
        "under mgnrega 2005 if the govt couldnt give work to people who asked for it they got "
        "unemployment allowances"
    )
    assert _verdict([MGNREGA], true) is not Verdict.CONTRADICTED


ARYABHATA = (
    "The verse provides two ways to calculate the sum, with the second part describing that "
    "the sum can be calculated by taking the sum of the first and last terms, divided by two "
    "(the average), and multiplied by the number of terms."
)


def test_to_halve_is_to_divide_by_two() -> None:
    true = (
        "in aryabhata's verse on summing 1 to n, the second way is to add the first and last "
        "terms, halve it and multiply by the number of terms"
    )
    assert _verdict([ARYABHATA], true) is not Verdict.CONTRADICTED


RECURSIVE = (
    "Note that tn = a + (n – 1) × d is the explicit rule for finding the nth term of an AP. Can "
    "we also find the recursive rule? It is t1 = a, tn = tn–1 + d for n ≥ 2."
)


def test_a_formula_written_does_not_outweigh_a_denial_beside_it() -> None:
    wrong = (
        "an AP can only be written with the explicit rule tn = a + (n – 1)d, there's no "
        "recursive rule for an AP"
    )
    assert _verdict([RECURSIVE], wrong) is Verdict.CONTRADICTED


def test_provided_before_maths_is_a_condition_and_otherwise_giving() -> None:
    stems = [t.stem for t in terms("the roots are given by the formula, provided b2 – 4ac ≥ 0")]
    assert "give" not in stems
    olive = "The olive press provided the model for the printing press."
    assert "give" in {t.stem for t in terms(olive)}
    true = "the olive press gave Gutenberg the model for his printing press"
    assert _verdict([olive], true) is Verdict.SUPPORTED
