"""False premises of kinds first met in an unseen set (heldout18) and the rest of heldout17,
each with its true twin, written from the book's own sentences: a symbol given another
value in a worked example, a sum's value, kinds on the wrong basis of a classification, a
one-sided comparison, a claim read without its aside, a definition with one named part
swapped, a doer put at the end, a pronoun's referent, a sentence about another named thing,
and "how do X … by Y-ing" as a premise."""

from __future__ import annotations

import pytest

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.validation.asides import readings
from tutorapp.core.validation.assigned import values
from tutorapp.core.validation.bases import listed, said
from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.numbers import values_by_word
from tutorapp.core.validation.terms import terms

SUM_AP = (
    "Now, an = 3 + 2n. So, a1 = 5. To find S24, we have n = 24, a = 5, d = 2. Therefore, "
    "S24 = 24/2 [2 × 5 + (24 – 1) × 2] = 12 [10 + 46] = 672."
)
RATIOS = (
    "Now, by using the Pythagoras Theorem, we have AC2 = AB2 + BC2 = (4k)2 + (3k)2 = 25k2 "
    "So, AC = 5k Now, we can write all the trigonometric ratios using their definitions."
)
ANGLES = (
    "We know that when two lines intersect each other, they make two pairs of vertically "
    "opposite angles such that sum of any two adjacent angles is 180°."
)
RESOURCES = (
    "These resources can be classified in the following ways– (a) On the basis of origin – "
    "biotic and abiotic (b) On the basis of exhaustibility – renewable and non-renewable "
    "(c) On the basis of ownership – individual, community, national and international."
)
LIGHT = (
    "In comparing two media, the one with the larger refractive index is optically denser "
    "medium than the other. The speed of light is higher in a rarer medium than a denser "
    "medium."
)
SPOON = (
    "You may now understand that the surface of the spoon curved inwards can be approximated "
    "to a concave mirror and the surface of the spoon bulged outwards can be approximated to "
    "a convex mirror."
)
MIRROR = (
    "The centre of the sphere is called the centre of curvature of the mirror. The distance "
    "between the pole and the principal focus of a spherical mirror is called the focal "
    "length. A point on the principal axis is called the principal focus of the mirror."
)
GDP = (
    "In India, the mammoth task of measuring GDP is undertaken by a central government "
    "ministry. This Ministry collects information relating to total volume of goods."
)
INSULIN = (
    "As a treatment, they might be taking injections of insulin. This is a hormone which is "
    "produced by the pancreas and helps in regulating blood sugar levels. If it is not "
    "secreted in proper amounts, the sugar level in the blood rises causing many harmful "
    "effects. As the blood sugar level falls, insulin secretion is reduced."
)
MUSCLES = (
    "Muscle cells have special proteins that change both their shape and their arrangement in "
    "the cell in response to nervous electrical impulses. Instead of the specialised "
    "proteins found in animal muscle cells, plant cells change shape by changing the amount "
    "of water in them, resulting in swelling or shrinking."
)
MARBLES = (
    "Therefore, their product = (x – 5) (40 – x) = 40x – x2 – 200 + 5x = – x2 + 45x – 200 "
    "So, – x2 + 45x – 200 = 124 (Given that product = 124) i.e., – x2 + 45x – 324 = 0 i.e., "
    "x2 – 45x + 324 = 0"
)
SQUARES = (
    "If we count the total number of green squares in the four stages of the pattern, we get "
    "the sequence 3, 6, 12, 24."
)
GRIMM = (
    "The Grimm Brothers in Germany spent years compiling traditional folk tales gathered from "
    "peasants. What they collected was edited before the stories were published in a "
    "collection in 1812."
)
VELLUM = (
    "Luxury editions were still handwritten on very expensive vellum, meant for aristocratic "
    "circles and rich monastic libraries which scoffed at printed books as cheap vulgarities. "
    "Merchants and students in the university towns bought the cheaper printed copies."
)
URBAN = (
    "In the urban areas, unorganised sector comprises mainly of workers in small-scale "
    "industry, casual workers in construction, trade and transport etc., and those who work "
    "as street vendors, head load workers, garment makers, rag pickers etc."
)
PRESSES = (
    "Johann Gutenberg developed the first-known printing press in the 1430s. The Gutenberg "
    "press could print 250 sheets on one side per hour. By the mid-nineteenth "
    "century, Richard M. Hoe of New York had perfected the power-driven cylindrical press. "
    "This was capable of printing 8,000 sheets per hour."
)


def judge(claim: str, passage: str) -> Verdict:
    return ContradictionChecker([passage]).judge(claim).verdict


@pytest.mark.parametrize(
    ("false", "true", "passage"),
    [
        (  # a symbol given another value than the worked example's
            "they find S24 using a = 3",
            "they find S24 using a = 5",
            SUM_AP,
        ),
        (  # a two-letter side, "comes out as"
            "they take BC = 4k and AB = 3k, and then AC comes out as 7k",
            "they take BC = 4k and AB = 3k, and then AC comes out as 5k",
            RATIOS,
        ),
        (  # the sum of the angles, "add up to"
            "When two lines intersect, any two adjacent angles θ and φ between them add up to 90°",
            "When two lines intersect, any two adjacent angles between them add up to 180°",
            ANGLES,
        ),
        (  # kinds given on the wrong basis
            "Resources are classified as renewable and non-renewable on the basis of origin, "
            "and biotic and abiotic on the basis of exhaustibility",
            "Resources are classified as biotic and abiotic on the basis of origin, and "
            "renewable and non-renewable on the basis of exhaustibility",
            RESOURCES,
        ),
        (  # one side of a comparison, with an aside
            "light travels faster in the optically denser medium, the one with the larger "
            "refractive index",
            "light travels slower in the optically denser medium, the one with the larger "
            "refractive index",
            LIGHT,
        ),
        (  # the aside as the subject
            "The back of a shining spoon, the part that bulges outwards, acts like a concave "
            "mirror",
            "The back of a shining spoon, the part that bulges outwards, acts like a convex mirror",
            SPOON,
        ),
        (  # one named part swapped in a definition
            "The distance between the pole and the centre of curvature of a spherical mirror "
            "is called its focal length",
            "The distance between the pole and the principal focus of a spherical mirror is "
            "called its focal length",
            MIRROR,
        ),
        (  # the doer at the end, the book adding a word ("mammoth") before
            "in india the task of measuring GDP is done by the Reserve Bank of India",
            "in india the task of measuring GDP is done by a central government ministry",
            GDP,
        ),
        (  # what "it" is: insulin, named two sentences before
            "If insulin is not secreted in proper amounts, the blood sugar level falls",
            "If insulin is not secreted in proper amounts, the blood sugar level rises",
            INSULIN,
        ),
        (  # said of plant cells "instead of" muscle cells
            "muscle cells become shorter by changing the amount of water in them",
            "muscle cells become shorter by changing the shape and arrangement of special "
            "proteins in them",
            MUSCLES,
        ),
        (  # a step of a worked example with another constant
            "after both lose 5 marbles the product is (x – 5)(40 – x) = 124, and that "
            "simplifies to x² – 45x + 76 = 0",
            "after both lose 5 marbles the product is (x – 5)(40 – x) = 124, and that "
            "simplifies to x² – 45x + 324 = 0",
            MARBLES,
        ),
        (  # a list called an AP that is not one
            "the green squares pattern 3, 6, 12, 24 is an AP with common difference 3",
            "the green squares pattern 3, 6, 12, 24 is a GP with common ratio 2",
            SQUARES,
        ),
        (  # an AP given another common difference
            "the list 3, 6, 9, 12 is an AP with common difference 2",
            "the list 3, 6, 9, 12 is an AP with common difference 3",
            "We get the numbers 3, 6, 9, 12 by adding 3 each time.",
        ),
        (  # "edited" is changed
            "Grimm brothers published the peasants' folk tales in 1812 exactly as they were "
            "told, without changing anything",
            "Grimm brothers edited the peasants' folk tales before publishing them in 1812",
            GRIMM,
        ),
        (  # a comparison whose sides are two clauses of one sentence; "more expensive"
            "the printed books were more expensive than the handwritten vellum editions",
            "the printed books were cheaper than the handwritten vellum editions",
            VELLUM,
        ),
        (  # members of a class the book lists, put in another of its kind
            "In cities, street vendors, head load workers and rag pickers come under the "
            "organised sector",
            "In cities, street vendors, head load workers and rag pickers come under the "
            "unorganised sector",
            URBAN,
        ),
        (  # "This" is Hoe's press, not Gutenberg's (a name written in lower case)
            "gutenberg's press could print 8,000 sheets per hour",
            "gutenberg's press could print 250 sheets on one side per hour",
            PRESSES,
        ),
    ],
)
def test_false_claim_is_contradicted_and_its_twin_is_not(
    false: str, true: str, passage: str
) -> None:
    assert judge(false, passage) is Verdict.CONTRADICTED
    assert judge(true, passage) is not Verdict.CONTRADICTED


def test_a_symbol_in_another_example_is_no_correction() -> None:
    # "a = 3" in an example the book's sentence is not about (no mark of it there)
    assert judge("In the example with a = 3, d = 4, they find S10", SUM_AP) is not (
        Verdict.CONTRADICTED
    )


def test_an_equation_of_another_example_is_no_correction() -> None:
    # no number of the claim's example (124, 40) in the sentence
    assert judge("so the equation becomes x² – 45x + 76 = 0", MARBLES) is not (Verdict.CONTRADICTED)


def test_a_list_compared_with_an_ap_is_not_called_one() -> None:
    primes = "Here is the sequence of the first ten prime numbers: 2, 3, 5, 7, 11, 13, 17, 19."
    for claim in (
        "The prime numbers 2, 3, 5, 7, 11, … follow a clear rule, just like an AP does",
        "The prime numbers 2, 3, 5, 7, 11, … don't follow a clear rule the way an AP does",
    ):
        assert judge(claim, primes) is not Verdict.CONTRADICTED
    assert judge("the primes 2, 3, 5, 7, 11 form an AP", primes) is Verdict.CONTRADICTED


def test_values_are_read_after_equals_only_and_not_from_expressions() -> None:
    assert values("n = 24, a = 5, d = 2") == {"n": {"24"}, "a": {"5"}, "d": {"2"}}
    assert values("an = 3 + 2n") == {}
    assert values("So, AC = 5k") == {"AC": {"5k"}}
    assert values("m = – 1") == {"m": {"-1"}}


def test_a_sum_takes_the_value_said_of_its_parts() -> None:
    table = values_by_word(terms("the sum of any two adjacent angles is 180°"), wholes=True)
    assert table["sum"] == [("180",)]
    # a claim's "the sum of the previous two" gives no sum, nor a range the parts of one
    assert "sum" not in values_by_word(terms("each term is the sum of the previous two"))
    ranged = terms("find the sum of the positive integers from 1 to 100")
    assert "sum" not in values_by_word(ranged, wholes=True)
    # and "add up to" gives the sum its value too
    assert values_by_word(terms("the adjacent angles add up to 90°"))["sum"] == [("90",)]


def test_classification_read_from_a_list_and_from_a_claim() -> None:
    book = listed(RESOURCES)
    assert book[frozenset({"origin"})] == frozenset({"biotic", "abiotic"})
    pairs = said("biotic and abiotic on the basis of exhaustibility")
    assert pairs == [(frozenset({"exhaustibility"}), frozenset({"biotic", "abiotic"}))]


def test_greater_or_equal_and_a_second_name_are_no_alternatives() -> None:
    only = "we can find the 100th term of a recursive rule only if we know the earlier terms"
    passage = (
        "Or we can describe the sequence as t1 = 1, tn = tn–1 + 3, where n ≥ 2. This way of "
        "describing a sequence is known as a recursive rule or recursive formula."
    )
    assert judge(only, passage) is not Verdict.CONTRADICTED


def test_readings_without_the_aside() -> None:
    assert readings("light is faster in water, the one with the lower index") == [
        "light is faster in water"
    ]
    assert readings("light is faster in water") == []


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        (
            "How do muscle cells become shorter by changing the amount of water in them?",
            "muscle cells become shorter by changing the amount of water in them",
        ),
        ("How do we find the sum by using the formula?", None),
    ],
)
def test_how_by_takes_the_means_for_granted(question: str, claim: str | None) -> None:
    found = presupposition(question)
    if claim is None:
        assert found is None
    else:
        assert found is not None and found.claim == claim and found.form is PremiseForm.HOW
