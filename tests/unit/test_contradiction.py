"""Contradiction checks: a passage that shares a claim's words but says the opposite."""

from __future__ import annotations

import pytest

from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.contradiction import (
    ConflictKind,
    ContradictionChecker,
    Verdict,
)
from tutorapp.core.validation.restating import restates
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.stems import stem
from tutorapp.core.validation.terms import ALL, NOT, SOME, terms
from tutorapp.core.validation.units import units

OPTICS = (
    "Image formed by a plane mirror is always virtual and erect. The size of the image is "
    "equal to that of the object. Concave mirrors are commonly used in torches and search-"
    "lights. They are often used as shaving mirrors to see a larger image of the face. "
    "Convex mirrors are commonly used as rear-view (wing) mirrors in vehicles. You may note "
    "that the power of a convex lens is positive and that of a concave lens is negative."
)
BIOLOGY = (
    "Animals have a nervous system for controlling and coordinating the activities of the "
    "body. But plants have neither a nervous system nor muscles. Abscisic acid is one "
    "example of a hormone which inhibits growth. Adrenaline is secreted directly into the "
    "blood. As a result, the heart beats faster, resulting in supply of more oxygen to our "
    "muscles. Reflex arcs are formed in this spinal cord itself, although the information "
    "input also goes on to reach the brain."
)
AP = (
    "This fixed number is called the common difference of the AP. Remember that it can be "
    "positive, negative or zero. Under MGNREGA 2005, people were guaranteed 100 days of "
    "employment in a year. Alloys do not oxidise (burn) readily at high temperatures."
)
HISTORY = (
    "In June 1992, more than 100 heads of states met in Rio de Janeiro in Brazil, for the "
    "first International Earth Summit. It was believed that resources are free gifts of "
    "nature. The sequence was first written down explicitly and studied by Virahanka in "
    "the 7th century CE. The sequence was later also studied by the Italian mathematician "
    "Fibonacci."
)


def verdict(claim: str, *passages: str) -> Verdict:
    return ContradictionChecker(list(passages)).judge(claim).verdict


def kinds(claim: str, *passages: str) -> set[ConflictKind]:
    judgement = ContradictionChecker(list(passages)).judge(claim)
    assert judgement.evidence is not None
    return {c.kind for c in judgement.evidence.conflicts}


def test_terms_fold_words_and_mark_negation_and_quantifiers() -> None:
    seq = [t.stem for t in terms("Alloys don't always oxidise; the fore-brain is Virahānka's")]
    assert seq[:3] == ["alloy", SOME, "oxidis"]  # "not always" is partial, not a negation
    assert "forebrain" in seq and "virahanka" in seq
    assert [t.stem for t in terms("it is not only big")] == ["big"]
    assert [t.stem for t in terms("they can never be zero")] == [NOT, "0"]
    assert [t.stem for t in terms("always positive")] == [ALL, "positiv"]
    assert stem("lenses") == stem("lens") == "lens"
    assert stem("formed") == stem("forms") == stem("form")
    # a four-letter word that ends in "e" keeps it under "-ing" / "-ed": "giving" is "gave"
    assert stem("giving") == stem("gave") == stem("gives") == "give"
    assert stem("living") == stem("lives") == stem("lived") == "live"
    assert stem("hoping") == "hope" and stem("hopping") == stem("hop") == "hop"
    assert stem("taped") != stem("tapped")
    assert [t.stem for t in terms("growth hormone")] == ["growthhormon"]
    # the denial of "none of the …" reaches its verb; "took away" is "withdrew"
    assert [t.stem for t in terms("none of the components works")] == [
        NOT,
        "component",
        NOT,
        "work",
    ]
    assert [t.stem for t in terms("they took away the freedoms")] == ["withdraw", "freedom"]


def test_a_capital_inside_a_sentence_is_a_name() -> None:
    seq = terms("The first book Gutenberg printed was the Bible.")
    assert {t.stem for t in seq if t.proper} == {"gutenberg", "bibl"}
    assert not any(t.proper for t in terms("Black soil is ideal for cotton."))


def test_units_read_a_two_part_sentence_one_part_at_a_time() -> None:
    found = units(OPTICS)
    assert any(u.compound and u.display.startswith("You may note") for u in found)
    second = [
        {t.stem for t in u.terms}
        for u in found
        if not u.compound and u.display.startswith("You may note") and "concav" in u.display
    ]
    # the second clause carries the first clause's "power", but not its "convex … positive"
    assert {"power", "concav", "lens", "negativ"} <= second[-1]
    assert not {"convex", "positiv"} & second[-1]


def test_a_pair_of_sentences_only_when_the_second_leans_on_the_first() -> None:
    pairs = [u.display for u in units(OPTICS) if u.display.count(". ") >= 1 and not u.compound]
    assert any(p.startswith("Concave mirrors") and "They are often" in p for p in pairs)
    assert not any(p.startswith("They are often") and "Convex mirrors" in p for p in pairs)


@pytest.mark.parametrize(
    ("claim", "passage", "kind"),
    [
        ("Plants use their nervous system to respond to touch.", BIOLOGY, ConflictKind.NEGATION),
        ("Abscisic acid is a hormone which promotes growth.", BIOLOGY, ConflictKind.OPPOSITE),
        ("When adrenaline is released the heart beats slower.", BIOLOGY, ConflictKind.OPPOSITE),
        ("Reflex arcs are formed in the brain.", BIOLOGY, ConflictKind.CONTRAST),
        ("A plane mirror always forms a real and inverted image.", OPTICS, ConflictKind.OPPOSITE),
        ("Convex mirrors are used as shaving mirrors.", OPTICS, ConflictKind.CONTRAST),
        ("The power of a concave lens is positive.", OPTICS, ConflictKind.OPPOSITE),
        ("The common difference of an AP is always positive.", AP, ConflictKind.QUANTIFIER),
        ("MGNREGA guaranteed 365 days of employment in a year.", AP, ConflictKind.NUMBER),
        ("Alloys burn readily at high temperatures.", AP, ConflictKind.NEGATION),
        (
            "The first International Earth Summit was held in New York in 1992.",
            HISTORY,
            ConflictKind.ENTITY,
        ),
        (
            "The sequence was first studied by Fibonacci and later studied by Virahanka.",
            HISTORY,
            ConflictKind.ORDER,
        ),
    ],
)
def test_contradicted_claims(claim: str, passage: str, kind: ConflictKind) -> None:
    assert verdict(claim, passage) is Verdict.CONTRADICTED
    assert kind in kinds(claim, passage)


@pytest.mark.parametrize(
    ("claim", "passage"),
    [
        ("Plants have neither a nervous system nor muscles.", BIOLOGY),
        ("Abscisic acid is a hormone which inhibits growth.", BIOLOGY),
        ("When adrenaline is released the heart beats faster.", BIOLOGY),
        ("Reflex arcs are formed in the spinal cord.", BIOLOGY),
        ("The image formed by a plane mirror is always virtual and erect.", OPTICS),
        ("Concave mirrors are used as shaving mirrors.", OPTICS),
        ("The power of a concave lens is negative.", OPTICS),
        ("The power of a convex lens is positive.", OPTICS),
        ("The common difference can be positive, negative or zero.", AP),
        ("The common difference of an AP is not always positive.", AP),
        ("MGNREGA guaranteed 100 days of employment in a year.", AP),
        ("Alloys do not burn readily at high temperatures.", AP),
        ("The Earth Summit was held in Rio de Janeiro in Brazil in 1992.", HISTORY),
        ("The sequence was first studied by Virahanka and later by Fibonacci.", HISTORY),
    ],
)
def test_true_claims_are_not_contradicted(claim: str, passage: str) -> None:
    assert verdict(claim, passage) is Verdict.SUPPORTED


def test_a_reported_belief_is_no_evidence() -> None:
    # "It was believed that resources are free gifts of nature" says nothing either way
    assert verdict("Resources are not free gifts of nature.", HISTORY) is not Verdict.CONTRADICTED


def test_a_claim_about_something_else_is_not_stated() -> None:
    assert verdict("Photosynthesis needs chlorophyll and sunlight.", BIOLOGY, OPTICS) is (
        Verdict.NOT_STATED
    )
    assert verdict("Hi.", BIOLOGY) is Verdict.NOT_STATED  # too short to judge


def test_one_checker_flags_only_the_false_sentences() -> None:
    checker = ContradictionChecker([BIOLOGY])
    found = [
        judged if (judged := checker.judge(sentence)).contradicted else None
        for sentence in [
            "Plants have no nervous system.",
            "Plants have a nervous system and muscles.",
        ]
    ]
    assert found[0] is None
    assert found[1] is not None and found[1].evidence is not None
    assert "neither" in found[1].evidence.unit.display


def test_restates_catches_a_sentence_that_repeats_a_claim() -> None:
    claim = "the common difference of an AP is always positive"
    assert restates("The common difference of an AP is always positive because it grows.", claim)
    assert not restates("The common difference of an AP is not always positive.", claim)
    assert not restates("It can be positive, negative or zero.", claim)


def test_an_or_inside_a_formula_is_no_list_of_alternatives() -> None:
    # "x = 2a or 2b" gives two values, not "the roots can be equal or unequal"
    claim = "The roots of the equation x2 + 2 = 0 are always equal."
    two_values = "The roots of the equation are x = 2a or 2b, so the roots are equal."
    assert verdict(claim, two_values) is not Verdict.CONTRADICTED
    assert verdict(claim, "The roots of the equation can be equal or unequal.") is (
        Verdict.CONTRADICTED
    )


def test_the_correction_is_about_the_claims_own_subject() -> None:
    judgement = ContradictionChecker(
        [
            "A convex lens forms a real and inverted image when the object is beyond F.",
            "A concave lens will always give a virtual, erect and diminished image.",
        ]
    ).judge("A concave lens always forms a real image.")
    assert judgement.verdict is Verdict.CONTRADICTED and judgement.evidence is not None
    assert judgement.evidence.unit.display.startswith("A concave lens will always give")


def test_the_books_statement_is_a_better_correction_than_a_worked_example() -> None:
    judgement = ContradictionChecker(
        [
            "Example 3 : The common difference of this AP is 3 or 2.",
            "Remember that the common difference can be positive, negative or zero.",
        ]
    ).judge("The common difference of an AP is always positive.")
    assert judgement.verdict is Verdict.CONTRADICTED and judgement.evidence is not None
    assert judgement.evidence.unit.display.startswith("Remember that")


TROPISM = (
    "So, in two different kinds of phototropic movement, shoots respond by bending towards "
    "light while roots respond by bending away from it. The roots of a plant always grow "
    "downwards while the shoots usually grow upwards and away from the earth."
)


def test_a_claim_of_two_sides_is_contradicted_by_either() -> None:
    checker = ContradictionChecker([TROPISM])
    assert checker.judge("Shoots bend away from light while roots bend towards it.").contradicted
    true = checker.judge("Shoots bend towards light while roots bend away from it.")
    assert not true.contradicted


def test_a_sentence_whose_other_half_holds_the_words_is_no_support() -> None:
    # "upwards" is in the sentence, but said of the shoots
    judged = ContradictionChecker([TROPISM]).judge("The roots of a plant always grow upwards.")
    assert judged.contradicted


def test_a_negated_opposite_agrees() -> None:
    passage = "The value of sin A or cos A is always less than 1 (or, in particular, equal to 1)."
    checker = ContradictionChecker([passage])
    assert not checker.judge("The value of sin A is never more than 1.").contradicted
    assert checker.judge("The value of sin A is more than 1 for some angles.").contradicted


def test_alternatives_to_the_subject_are_no_list_against_always() -> None:
    passages = [
        "A lens, either a convex lens or a concave lens, has two spherical surfaces. Each of "
        "these surfaces forms a part of a sphere.",
        "Solution A concave lens always forms a virtual, erect image on the same side of the "
        "object.",
    ]
    judged = ContradictionChecker(passages).judge(
        "A concave lens always forms a real and inverted image."
    )
    assert judged.contradicted and judged.source == 1


def test_the_correction_replaces_the_predicate_not_the_subject() -> None:
    passages = [
        "The SI unit of electric power is watt (W). It is the power consumed by a device that "
        "carries 1 A of current when operated at a potential difference of 1 V.",
        "The SI unit of electric charge is coulomb (C), which is equivalent to the charge "
        "contained in nearly 6 × 10^18 electrons.",
    ]
    judged = ContradictionChecker(passages).judge("The SI unit of electric charge is the ampere.")
    assert judged.contradicted and judged.source == 1


def test_past_tenses_in_ied_fold_like_the_present() -> None:
    assert stem("studied") == stem("study") == stem("studies")


def test_a_sentence_that_sets_both_sides_itself_is_not_a_negation_of_the_book() -> None:
    """dev-002: "A finite AP has a last term, while an infinite AP does not" is what the book
    says; its 'not' belongs to its own second side. A plain denial is still caught."""
    book = [
        "Such an AP is called a finite AP. Also note that each of these Arithmetic Progressions "
        "(APs) has a last term. The APs in examples (i) to (v) in this section, are not finite "
        "APs and so they are called infinite Arithmetic Progressions. Such APs do not have a "
        "last term."
    ]
    both = "A finite AP has a last term, while an infinite AP does not [1]."
    assert contradicted(split_answer(both), book) == []
    denial = "A finite AP does not have a last term [1]."
    assert [f.check for f in contradicted(split_answer(denial), book)] == ["contradicted"]


RESISTANCE = (
    "Precise measurements have shown that resistance of a uniform metallic conductor is "
    "directly proportional to its length (l) and inversely proportional to the area of "
    "cross-section (A)."
)


def test_an_opposite_attached_to_the_other_thing_is_a_contradiction() -> None:
    """The book says both "directly" and "inversely"; which one goes with "length" decides."""
    wrong = "The resistance of a metallic conductor is inversely proportional to its length."
    assert verdict(wrong, RESISTANCE) is Verdict.CONTRADICTED
    assert ConflictKind.OPPOSITE in kinds(wrong, RESISTANCE)
    for right in (
        "The resistance of a metallic conductor is directly proportional to its length.",
        "The resistance of a metallic conductor is inversely proportional to its area.",
    ):
        assert verdict(right, RESISTANCE) is Verdict.SUPPORTED, right


TRIGONOMETRY = "So, we define : sin 90° = 1 and cos 90° = 0. Also, tan 0° = 0."


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The value of sin 90° is 0.", Verdict.CONTRADICTED),
        ("The value of cos 90° is 1.", Verdict.CONTRADICTED),
        ("The value of sin 90° is 1.", Verdict.SUPPORTED),
        ("The value of cos 90° is 0.", Verdict.SUPPORTED),
        ("The refractive index of water is 2.42.", Verdict.CONTRADICTED),
        ("The refractive index of water is 1.33.", Verdict.SUPPORTED),
    ],
)
def test_another_value_after_the_same_word_is_a_contradiction(
    claim: str, expected: Verdict
) -> None:
    table = "The refractive index of some media: Water 1.33, Diamond 2.42."
    assert verdict(claim, TRIGONOMETRY, table) is expected


def test_a_number_before_a_word_counts_it_and_is_no_value() -> None:
    """'has two distinct real roots': two counts the roots; it is not the equation's value."""
    book = "A quadratic equation has two distinct real roots, if b2 – 4ac > 0."
    claim = "A quadratic equation has two distinct real roots if b2 – 4ac > 0."
    assert verdict(claim, book) is Verdict.SUPPORTED


def test_a_heading_glued_before_a_sentence_is_cut_off() -> None:
    """The page's box title runs into its first sentence; the sentence is still evidence."""
    text = (
        "Rio de Janeiro Earth Summit, 1992 In June 1992, more than 100 heads of states met in "
        "Rio de Janeiro in Brazil, for the first International Earth Summit."
    )
    assert units(text)[0].display.startswith("In June 1992, more than")
    claim = "The first International Earth Summit was held in New York in 1992."
    assert verdict(claim, text) is Verdict.CONTRADICTED
    assert verdict("Figure 9.2 Concave Mirror Convex Mirror Plane Mirror", text) is (
        Verdict.NOT_STATED
    )


def test_a_comparison_with_a_number_is_no_value() -> None:
    book = "The value of sin A or cos A never exceeds 1."
    assert verdict("The value of sin A is never more than 1.", book) is not Verdict.CONTRADICTED


def test_parallel_halves_are_read_one_at_a_time() -> None:
    book = "The slope of a horizontal line is zero and the slope of a vertical line is undefined."
    swapped = (
        "The slope of a vertical line is zero and the slope of a horizontal line is undefined."
    )
    assert verdict(swapped, book) is Verdict.CONTRADICTED
    assert verdict(book, book) is Verdict.SUPPORTED


def test_a_conditions_statement_is_judged_on_the_page_about_the_condition() -> None:
    assert verdict("When adrenaline is released, the heart beats slower.", BIOLOGY) is (
        Verdict.CONTRADICTED
    )
    assert verdict("When adrenaline is released, the heart beats faster.", BIOLOGY) is not (
        Verdict.CONTRADICTED
    )
    # the same statement under a condition the passage never speaks of is not judged by it
    other = "When a person exercises hard for an hour, the heart beats slower."
    assert verdict(other, BIOLOGY) is not Verdict.CONTRADICTED


def test_a_word_whose_place_holds_other_words_is_no_support() -> None:
    """'charge' comes later in the formula; the SI unit named is that of potential difference."""
    book = [
        "We define the electric potential difference between two points as the work done to "
        "move a unit charge from one point to the other – Potential difference (V) between two "
        "points = Work done (W)/Charge (Q) V = W/Q (11.2) The SI unit of electric potential "
        "difference is volt (V), named after Alessandro Volta.",
        "If a net charge Q, flows across any cross-section of a conductor in time t, then the "
        "current I, through the cross-section is I = Q/t (11.1) The SI unit of electric charge "
        "is coulomb (C), which is equivalent to the charge contained in nearly 6 × 1018 "
        "electrons.",
    ]
    assert verdict("The SI unit of electric charge is the volt.", *book) is Verdict.CONTRADICTED
    assert verdict("The SI unit of electric charge is the coulomb.", *book) is Verdict.SUPPORTED


def test_part_of_a_name_is_the_same_person_and_another_name_in_its_place_is_not() -> None:
    luther = "Deeply grateful to print, Luther said, 'Printing is the ultimate gift of God.'"
    assert verdict("Martin Luther praised printing.", luther) is not Verdict.CONTRADICTED
    laws = "In 1878, the Vernacular Press Act was passed, modelled on the Irish Press Laws."
    claim = "The Vernacular Press Act was modelled on the French Press Laws."
    assert verdict(claim, laws) is Verdict.CONTRADICTED
    assert ConflictKind.ENTITY in kinds(claim, laws)


def test_the_sides_of_half_or_twice_turned_round_are_a_contradiction() -> None:
    book = "The focal length of a spherical mirror is equal to half its radius of curvature."
    wrong = "The radius of curvature is equal to half the focal length."
    assert verdict(wrong, book) is Verdict.CONTRADICTED
    assert ConflictKind.ORDER in kinds(wrong, book)
    assert verdict("The focal length is equal to half the radius of curvature.", book) is (
        Verdict.SUPPORTED
    )


def test_a_doubled_consonant_before_a_suffix_folds_away() -> None:
    assert stem("stopping") == stem("stopped") == stem("stop") == "stop"
    assert stem("adding") == "add"
    book = "It protects circuits by stopping the flow of any unduly high electric current."
    claim = "A fuse protects circuits by allowing the flow of any unduly high electric current."
    assert verdict(claim, book) is Verdict.CONTRADICTED


def test_this_noun_is_read_as_the_earlier_sentences_one() -> None:
    book = (
        "Growth hormone is one of the hormones secreted by the pituitary. As its name "
        "indicates, growth hormone regulates growth and development of the body. If there is "
        "a deficiency of this hormone in childhood, it leads to dwarfism."
    )
    wrong = "A deficiency of thyroxin in childhood leads to dwarfism."
    assert verdict(wrong, book) is Verdict.CONTRADICTED
    right = "A deficiency of growth hormone in childhood leads to dwarfism."
    assert verdict(right, book) is Verdict.SUPPORTED


def test_another_count_is_caught_in_a_sentence_that_lists_alternatives() -> None:
    book = "The brain has three such major parts or regions, namely the fore-brain, mid-brain and "
    book += "hind-brain."
    claim = "The brain has four major parts, the fore-brain, mid-brain and hind-brain."
    assert verdict(claim, book) is Verdict.CONTRADICTED
    assert ConflictKind.NUMBER in kinds(claim, book)
    assert verdict(claim.replace("four", "three"), book) is Verdict.SUPPORTED


SOILS = (
    "Red soil develops on crystalline igneous rocks in areas of low rainfall in the eastern "
    "and southern parts of the Deccan plateau. Black soil is ideal for growing cotton and is "
    "also known as black cotton soil. The black soils are rich in soil nutrients, such as "
    "calcium carbonate, magnesium, potash and lime."
)


def test_what_follows_the_subject_replaced_by_words_the_page_never_uses() -> None:
    wrong = "Red soil develops on sedimentary alluvial deposits."
    assert verdict(wrong, SOILS) is Verdict.CONTRADICTED
    assert verdict("Red soil develops on crystalline igneous rocks.", SOILS) is Verdict.SUPPORTED
    # a further fact the page states elsewhere is no replacement
    more = "Black soil is ideal for growing cotton and is rich in potash and lime."
    assert verdict(more, SOILS) is not Verdict.CONTRADICTED


def test_a_list_that_names_both_opposites_flips_nothing() -> None:
    book = "The common difference of an arithmetic progression can be positive, negative or zero."
    claim = "The common difference of an arithmetic progression can be negative."
    assert verdict(claim, book) is not Verdict.CONTRADICTED


SLOPE = (
    "The slope of a line is denoted by m. It may be observed that the slope of x-axis is "
    "zero and slope of y-axis is not defined."
)
RESOURCES = (
    "Do you think that resources are free gifts of nature as is assumed by many? They are "
    "not. Resources are a function of human activities."
)


def test_a_value_the_book_says_is_not_defined_is_contradicted() -> None:
    judgement = ContradictionChecker([SLOPE]).judge("the slope of the y-axis is zero")
    assert judgement.verdict is Verdict.CONTRADICTED
    assert judgement.evidence is not None and "not defined" in judgement.evidence.unit.display
    assert verdict("the slope of the x-axis is zero", SLOPE) is not Verdict.CONTRADICTED
    assert verdict("the slope of the y-axis is not defined", SLOPE) is not Verdict.CONTRADICTED


def test_a_short_denial_after_a_question_negates_what_was_asked() -> None:
    judgement = ContradictionChecker([RESOURCES]).judge("resources are free gifts of nature")
    assert judgement.verdict is Verdict.CONTRADICTED
    assert judgement.evidence is not None
    assert judgement.evidence.unit.display.endswith("They are not.")
    assert verdict("resources are not free gifts of nature", RESOURCES) is not (
        Verdict.CONTRADICTED
    )
    assert verdict("resources are a function of human activities", RESOURCES) is (Verdict.SUPPORTED)


def test_a_belief_reported_without_a_denial_is_neither() -> None:
    # "It was believed that …" states nothing; without "They are not." it denies nothing
    assert verdict("resources are free gifts of nature", HISTORY) is Verdict.NOT_STATED


def test_a_sentence_repeating_a_negated_premise_restates_it() -> None:
    claim = "the common difference of an AP be zero not"  # "why can't … be zero?"
    said = "The common difference of an AP can't be zero because it is fixed and cannot change."
    assert restates(said, claim)
    assert not restates("The common difference of an AP can be zero.", claim)


def test_a_comparison_is_supported_only_where_the_book_makes_it() -> None:
    speeds = (
        "Light travels fastest in vacuum. In air, the speed of light is only marginally less, "
        "compared to that in vacuum. It reduces considerably in glass or water."
    )
    # the words are there, the comparison is not: never supported (read with "compared to",
    # the pair of sentences puts air before and glass after it: contradicted)
    assert verdict("light travels faster in glass than in air", speeds) is not Verdict.SUPPORTED
    alloys = "The resistivity of an alloy is generally higher than that of its constituent metals."
    assert verdict("the resistivity of an alloy is higher than that of its metals", alloys) is (
        Verdict.SUPPORTED
    )


def test_american_spelling_folds_to_the_books() -> None:
    assert stem("criticized") == stem("criticised") == stem("criticising")
    assert stem("organization") == stem("organisation")
    assert stem("size") == "size" and stem("citizen") == "citizen"


def test_a_claim_about_something_the_book_says_otherwise_of_the_same_thing() -> None:
    print_page = (
        "In 1517, the religious reformer Martin Luther wrote Ninety Five Theses criticising "
        "many of the practices and rituals of the Roman Catholic Church. Deeply grateful to "
        "print, Luther said, 'Printing is the ultimate gift of God and the greatest one.'"
    )
    judged = ContradictionChecker([print_page]).judge("Martin Luther criticised printing")
    assert judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None and "grateful" in judged.evidence.unit.display
    church = ContradictionChecker([print_page]).judge("Martin Luther criticised the Church")
    assert church.verdict is not Verdict.CONTRADICTED


def test_a_question_in_the_book_is_no_evidence() -> None:
    """ "Can you explain why we need n to be a natural number?" asserts nothing."""
    book = "Can you explain why we need n to be a natural number?"
    assert not [u for u in units(book) if "natural" in u.display]
    assert verdict("n is not a natural number.", book) is Verdict.NOT_STATED


def test_a_conclusion_after_which_means_is_judged_on_its_own() -> None:
    """The model's "…, which means that the sine of an angle can be larger than 1" after the
    correction of "why is sin A greater than 1?": "sine" is "sin", "larger" says "greater"."""
    book = (
        "Since the hypotenuse is the longest side in a right triangle, the value of sin A or "
        "cos A is always less than 1 (or, in particular, equal to 1)."
    )
    claim = (
        "This is because the hypotenuse in a right triangle can be longer than the length of "
        "one of its sides, which means that the sine of an angle can be larger than 1."
    )
    assert verdict(claim, book) is Verdict.CONTRADICTED
    assert verdict("The sine of an angle is never larger than 1.", book) is not (
        Verdict.CONTRADICTED
    )


GROWTH = (
    "If there is a deficiency of this hormone in childhood, it leads to dwarfism. The laterite "
    "soil develops under tropical and subtropical climate with alternate wet and dry season. "
    "Gibberellins, like auxins, help in the growth of the stem."
)


@pytest.mark.parametrize(
    ("claim", "true"),
    [
        (
            "An excess of growth hormone in childhood leads to dwarfism.",
            "A deficiency of growth hormone in childhood leads to dwarfism.",
        ),
        (
            "Laterite soil develops under temperate climate with alternate wet and dry season.",
            "Laterite soil develops under tropical climate with alternate wet and dry season.",
        ),
        ("Gibberellins inhibit the growth of the stem.", "Gibberellins help the stem grow."),
    ],
)
def test_general_opposites_and_kinds(claim: str, true: str) -> None:
    assert verdict(claim, GROWTH) is Verdict.CONTRADICTED
    assert verdict(true, GROWTH) is not Verdict.CONTRADICTED


def test_a_belief_the_book_calls_wrong_is_denied() -> None:
    passage = (
        "Many people think that electrons are consumed in an electric circuit. This is wrong! "
        "The current is the same in every part."
    )
    claim = "Electrons are consumed in an electric circuit when current flows."
    assert verdict(claim, passage) is Verdict.CONTRADICTED
    assert verdict("Electrons are not consumed in an electric circuit.", passage) is not (
        Verdict.CONTRADICTED
    )


def test_the_sides_of_a_comparison_crossed_with_a_shared_frame() -> None:
    lens = (
        "It is simply called a convex lens. It is thicker at the middle as compared to the edges."
    )
    assert verdict("A convex lens is thicker at the edges than at the middle.", lens) is (
        Verdict.CONTRADICTED
    )
    assert verdict("A convex lens is thicker at the middle than at the edges.", lens) is (
        Verdict.SUPPORTED
    )
    light = "Light travels faster in air than in glass."
    assert verdict("Light travels faster in glass than in air.", light) is Verdict.CONTRADICTED
    assert verdict("Light travels faster in air than in glass.", light) is Verdict.SUPPORTED


def test_what_a_which_clause_says_of_the_subject_is_judged_on_its_own() -> None:
    book = (
        "The resistivity of an alloy is generally higher than that of its constituent metals. "
        "Alloys are used in electrical heating devices like electric irons and toasters."
    )
    claim = (
        "Alloys, which have lower resistivity than their constituent metals, are used in toasters."
    )
    assert verdict(claim, book) is Verdict.CONTRADICTED
    true = (
        "Alloys, which have higher resistivity than their constituent metals, are used in toasters."
    )
    assert verdict(true, book) is not Verdict.CONTRADICTED


GAUSS = (
    "He was asked to find the sum of the positive integers from 1 to 100. He immediately "
    "replied that the sum is 5050."
)


def test_a_value_past_the_book_s_run_belongs_to_the_word_the_book_values() -> None:
    claim = "Gauss found that the sum of the positive integers from 1 to 100 is {}."
    assert verdict(claim.format(5000), GAUSS) is Verdict.CONTRADICTED
    assert verdict(claim.format(5050), GAUSS) is not Verdict.CONTRADICTED  # 100 is no year


def test_what_which_makes_it_concludes_is_judged_on_its_own() -> None:
    lens = (
        "It is simply called a convex lens. It is thicker at the middle as compared to the edges."
    )
    said = (
        "It has two spherical surfaces, curved inwards, which makes it thicker at the edges "
        "compared to the middle."
    )
    assert verdict(said, lens) is Verdict.CONTRADICTED


def test_a_pronoun_sentence_of_nothing_but_the_claim_s_words_restates_it() -> None:
    claim = "a convex lens thicker at the edges than at the middle"
    # the book's sentence about a concave lens, shown after the correction, would say it
    assert restates("It is thicker at the edges than at the middle.", claim)
    assert not restates("It is thicker at the middle than at the edges.", claim)
    assert not restates("A concave lens is thicker at the edges than at the middle.", claim)
    assert not restates("It is a lens.", claim)


KHADAR = (
    "Alluvial soil is also found in the deltas of the Mahanadi and the Kaveri rivers. nodules "
    "than the Khadar. It has more fine particles and is more fertile than the bangar."
)


def test_of_two_comparisons_one_the_claims_way_settles_it() -> None:
    # a sentence cut by the page ("… kanker | nodules than the Khadar") before the one that
    # compares what the claim compares
    checker = ContradictionChecker([KHADAR])
    assert not checker.judge("khadar soil more fertile than bangar soil").contradicted
    assert checker.judge("bangar soil more fertile than khadar soil").contradicted


SOILS_PAGE = (
    "Laterite Soil The laterite soil develops under tropical and subtropical climate with "
    "alternate wet and dry season. This soil is the result of intense leaching due to heavy "
    "rain. Forest Soils These soils are found in the hilly and mountainous areas where "
    "sufficient rain forests are available."
)


def test_a_sentence_about_another_subject_must_say_what_the_claim_says() -> None:
    checker = ContradictionChecker([SOILS_PAGE])
    judged = checker.judge("laterite soil forms in areas that get very little rain")
    assert judged.contradicted and judged.evidence is not None
    assert "heavy rain" in judged.evidence.unit.display  # not the forest soils' sentence
    lens = ContradictionChecker(["A convex lens forms a real and inverted image."])
    assert lens.judge("A concave lens forms a real and inverted image").contradicted


MIRRORS = (
    "The dentists use concave mirrors to see large images of the teeth of patients. Convex "
    "mirrors are commonly used as rear-view (wing) mirrors in vehicles."
)


def test_a_reason_is_judged_of_the_kind_its_pronoun_stands_for() -> None:
    checker = ContradictionChecker([MIRRORS])
    mixed = (
        "Dentists use concave mirrors to see large images of their patients' teeth because "
        "they are commonly used as rear-view (wing) mirrors in vehicles"
    )
    judged = checker.judge(mixed)
    assert judged.contradicted and judged.evidence is not None
    assert "Convex" in judged.evidence.unit.display
    assert not checker.judge(
        "Convex mirrors are fitted on vehicles because they are used as rear-view mirrors"
    ).contradicted
    # "it" stands for the subject, not a kind named later ("a right triangle")
    hypotenuse = ContradictionChecker(
        ["Since the hypotenuse is the longest side in a right triangle, sin A is less than 1."]
    )
    assert not hypotenuse.judge(
        "The hypotenuse is the longest side of a right triangle because it is the side "
        "opposite the right angle"
    ).contradicted


DEVELOPED = (
    "Secondary sector gradually became the most important in total production and "
    "employment. Hence, over time, a shift had taken place. In the past 100 years, there has "
    "been a further shift from secondary to tertiary sector in developed countries."
)


def test_a_passage_that_never_names_the_claims_country_is_about_another() -> None:
    claim = "employment in India has shifted out of the primary sector just as production has"
    assert not ContradictionChecker([DEVELOPED]).judge(claim).contradicted
    # the books call India "the country" / "our country"
    forests = ContradictionChecker(
        ["Forest area in the country is far lower than the desired 33 per cent of area."]
    )
    assert forests.judge(
        "Forest area in India is far higher than the desired 33 per cent of area"
    ).contradicted


BISCUITS = (
    "To count the value of the flour and wheat separately is therefore not correct because "
    "then we would be counting the value of the same things a number of times."
)


def test_denials_of_different_words_are_no_negation_conflict() -> None:
    checker = ContradictionChecker([BISCUITS])
    claim = (
        "only the value of the final good, the biscuits, and not the wheat and flour "
        "separately, is counted when calculating GDP"
    )
    assert not checker.judge(claim).contradicted
    # a plain claim against the book's denial still conflicts
    plants = ContradictionChecker(["Plants do not have a nervous system or muscles."])
    assert plants.judge("Plants have a nervous system and muscles").contradicted


def test_only_india_frames_a_claim() -> None:
    # other names are spelt variously in the books ("La Géométrie" / "La Géométry"), and a
    # people's name ("Indian newspapers") is no place
    press = ContradictionChecker(
        [
            "In 1878, the Vernacular Press Act was passed, modelled on the Irish Press Laws. It "
            "provided the government with extensive rights to censor reports and editorials."
        ]
    )
    assert press.judge(
        "the Vernacular Press Act of 1857 let the government censor Indian newspapers"
    ).contradicted
    book = ContradictionChecker(
        ["René Descartes, in his book ‘La Géométry’, published in 1637, introduced the notion."]
    )
    assert book.judge("La Géométrie, published in 1837, introduced the notion").contradicted


def test_a_denial_set_against_something_else_is_not_its_own() -> None:
    # the "but" half denies what the book says; the other half says something else
    book = [
        "In 1878, the Vernacular Press Act was passed, modelled on the Irish Press Laws. It "
        "provided the government with extensive rights to censor reports and editorials in "
        "the vernacular press."
    ]
    answer = (
        "It was passed to control the press, but it did not provide extensive rights to "
        "censor reports and editorials in the vernacular press [1]."
    )
    assert [f.check for f in contradicted(split_answer(answer), book)] == ["contradicted"]


TENDRIL = (
    "When they come in contact with any support, the part of the tendril in contact with the "
    "object does not grow as rapidly as the part of the tendril away from the object."
)
SOIL_COLOUR = (
    "These soils develop a reddish colour due to diffusion of iron in crystalline and "
    "metamorphic rocks. It looks yellow when it occurs in a hydrated form."
)
SERVICES = (
    "While production in the service sector rose by 14 times, employment in the service "
    "sector rose around five times."
)


def test_not_as_fast_as_is_the_comparison_the_other_way_round() -> None:
    assert terms("does not grow as rapidly as") == terms("does grow slower than")
    slower = "The part of the tendril in contact with the support grows slower than the rest."
    assert verdict(slower, TENDRIL) is not Verdict.CONTRADICTED
    faster = (
        "The part of the tendril in contact with the object grows faster than the part of "
        "the tendril away from the object."
    )
    assert verdict(faster, TENDRIL) is Verdict.CONTRADICTED


def test_a_shade_is_its_colour() -> None:
    assert stem("reddish") == stem("red")
    claim = "Red soil gets its red colour because of diffusion of iron in metamorphic rocks."
    assert verdict(claim, SOIL_COLOUR) is Verdict.SUPPORTED


def test_numbers_swapped_between_the_halves_of_an_opening_while() -> None:
    swapped = "Employment in the service sector rose 14 times while production rose five times."
    assert verdict(swapped, SERVICES) is Verdict.CONTRADICTED
    right = "Production in the service sector rose 14 times while employment rose five times."
    assert verdict(right, SERVICES) is Verdict.SUPPORTED


def test_the_book_asking_a_question_states_nothing() -> None:
    asked = (
        "Is it enough to know the first term? Or, is it enough to know only the common difference?"
    )
    claim = "Knowing only the common difference is enough to write out an AP."
    assert verdict(claim, asked) is not Verdict.SUPPORTED


def test_complementary_and_supplementary_angles_are_different_kinds() -> None:
    book = "A line in a coordinate plane forms two angles with the x-axis, which are supplementary."
    claim = "The two angles a line makes with the x-axis are complementary."
    assert verdict(claim, book) is Verdict.CONTRADICTED


LENS = (
    "Take a concave lens. Note down the nature, position and relative size of the image "
    "formed by a concave lens. A concave lens will always give a virtual, erect and "
    "diminished image, irrespective of the position of the object."
)
ROOTS = (
    "A quadratic equation ax2 + bx + c = 0 has (i) two distinct real roots, if b2 – 4ac > 0, "
    "(ii) two equal roots, if b2 – 4ac = 0, (iii) no real roots, if b2 – 4ac < 0."
)


def test_a_sentence_true_in_every_case_contradicts_a_claim_under_any_condition() -> None:
    claim = "A concave lens forms an enlarged image when the candle is placed very close to it."
    assert verdict(claim, LENS) is Verdict.CONTRADICTED
    right = "A concave lens forms a diminished image when the candle is placed very close to it."
    assert verdict(right, LENS) is not Verdict.CONTRADICTED
    # a "… when X" is not set against what the book says under another condition
    assert verdict("The equation has no real roots when b2 – 4ac is less than 0.", ROOTS) is not (
        Verdict.CONTRADICTED
    )


MIRROR = (
    "For spherical mirrors of small apertures, the radius of curvature is found to be equal to "
    "twice the focal length."
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The focal length of a small spherical mirror is twice its radius of curvature.", False),
        ("The radius of curvature is half the focal length.", False),
        ("The radius of curvature of a small spherical mirror is twice its focal length.", True),
        ("The focal length of a spherical mirror is half its radius of curvature.", True),
    ],
)
def test_a_ratio_turned_round(claim: str, expected: bool) -> None:
    wanted = Verdict.SUPPORTED if expected else Verdict.CONTRADICTED
    assert verdict(claim, MIRROR) is wanted


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("So if the radius of curvature is 20 cm, then the focal length is 2 × 20 = 40 cm.", False),
        ("So if the radius of curvature is 20 cm, then the focal length is 20/2 = 10 cm.", True),
        ("If the focal length is 15 cm, the radius of curvature is 2 × 15 = 30 cm.", True),
    ],
)
def test_a_worked_example_is_judged_by_the_ratio_it_applies(sentence: str, expected: bool) -> None:
    wanted = Verdict.SUPPORTED if expected else Verdict.CONTRADICTED
    assert verdict(sentence, MIRROR) is wanted


def test_a_list_of_numbers_is_held_whatever_word_comes_before_it() -> None:
    book = (
        "When we plot the ordered pairs emerging from the above table, that is, (1, 3), (2, 6), "
        "(3, 12), (4, 24), (5, 48), we observe that they do not lie on a straight line!"
    )
    said = "the points (1, 3), (2, 6), (3, 12), (4, 24) of the GP do not lie on a straight line"
    assert verdict(said, book) is Verdict.SUPPORTED
    assert verdict(said.replace("do not lie", "lie"), book) is Verdict.CONTRADICTED


def test_an_opposite_said_of_the_same_thing_further_on_is_no_contradiction() -> None:
    book = (
        "After two or three days, you will notice that the shoots bend towards light and roots "
        "away from light."
    )
    said = "Shoots respond by bending towards light while roots respond by bending away from it."
    assert verdict(said, book) is not Verdict.CONTRADICTED
    assert verdict("Shoots bend away from light while roots bend towards it.", book) is (
        Verdict.CONTRADICTED
    )


def test_the_last_number_of_a_list_counts_nothing() -> None:
    book = "a = 0, d = 1, the AP is 0, 1, 2, 3, … and a = 2, d = 0, the AP is 2, 2, 2, 2, …"
    assert verdict("1, 1, 2, 3, 5, … is an AP", book) is not Verdict.CONTRADICTED
    assert verdict("A year has 100 days.", "A year has 365 days.") is Verdict.CONTRADICTED


SERIES = (
    "Another major disadvantage of a series circuit is that when one component fails the "
    "circuit is broken and none of the components works."
)
FRIGHT = (
    "What do some animals experience when they are in a scary situation? Adrenaline is "
    "secreted directly into the blood. The blood to the digestive system and skin is reduced "
    "due to contraction of muscles around small arteries in these organs. All these responses "
    "together enable the animal body to be ready to deal with the situation."
)


def test_none_of_the_parts_working_denies_that_the_others_keep_working() -> None:
    claim = "In a series circuit, when one component fails, the other components keep working"
    assert ContradictionChecker([SERIES]).judge(claim).contradicted
    true = "In a series circuit, when one component fails, none of the components works"
    assert not ContradictionChecker([SERIES]).judge(true).contradicted


def test_what_happens_in_a_setting_is_read_on_the_page_about_that_setting() -> None:
    claim = (
        "adrenaline increases the blood supply to the digestive system and skin when an "
        "animal is in a scary situation"
    )
    judged = ContradictionChecker([FRIGHT]).judge(claim)
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("The blood to the digestive system")
    true = claim.replace("increases", "reduces")
    assert not ContradictionChecker([FRIGHT]).judge(true).contradicted


def test_writing_against_people_is_not_writing_with_sympathy_about_them() -> None:
    book = (
        "When Punjab revolutionaries were deported in 1907, Balgangadhar Tilak wrote with "
        "great sympathy about them in his Kesari."
    )
    claim = "Tilak wrote against the Punjab revolutionaries in his Kesari in 1907"
    assert ContradictionChecker([book]).judge(claim).contradicted
    true = "Tilak wrote sympathetically about the Punjab revolutionaries in his Kesari in 1907"
    assert not ContradictionChecker([book]).judge(true).contradicted


def test_words_no_passage_uses_weigh_half_against_a_worded_conflict() -> None:
    book = "The blood to the digestive system and skin is reduced due to contraction of muscles."
    # four of nine words: the rest ("supply", "frightening", "scary", "moment") are nowhere
    claim = (
        "the blood supply to the digestive system and skin increases in a frightening scary moment"
    )
    assert ContradictionChecker([book]).judge(claim).contradicted
    true = claim.replace("increases", "is cut down")
    assert not ContradictionChecker([book]).judge(true).contradicted
    # a claim mostly about what the page never speaks of is not judged by its one sentence
    other = "the blood supply to the skin increases with exercise, yoga, running and swimming"
    assert not ContradictionChecker([book]).judge(other).contradicted


def test_a_clause_denied_of_another_subject_does_not_deny_the_whole_claim() -> None:
    book = (
        "Note that in examples (a) to (e) above, there are only a finite number of terms. "
        "Such an AP is called a finite AP. Note that each of these APs has a last term."
    )
    claim = "A finite AP has a last term, while an infinite AP does not."
    assert not ContradictionChecker([book]).judge(claim).contradicted


def test_a_year_the_claim_gives_too_is_no_other_year() -> None:
    from tutorapp.core.validation.numbers import number_conflicts

    book = terms("In 2025, this Act was replaced by Viksit Bharat-G RAM G 2025.")
    true = terms("MGNREGA 2005 was replaced by Viksit Bharat-G RAM G in 2025")
    assert number_conflicts(true, book) == []
    false = terms("MGNREGA 2005 was replaced by Viksit Bharat-G RAM G back in 2015")
    assert [c.kind for c in number_conflicts(false, book)] == [ConflictKind.NUMBER]


def test_an_equation_after_when_is_a_condition_not_a_name() -> None:
    from tutorapp.core.validation.identities import named_by_equation

    assert named_by_equation("A quadratic equation has two real roots when b2 – 4ac = 0") is None
    assert named_by_equation("the discriminant of 2x² – 4x + 3 = 0 is positive") is not None


IDENTITY = (
    "You may recall that an equation is called an identity when it is true for all values of "
    "the variables involved."
)


def test_some_or_at_least_one_where_the_book_says_all_is_contradicted() -> None:
    checker = ContradictionChecker([IDENTITY])
    for claim in (
        "an identity is just an equation that is true for at least one value of the variable",
        "an identity is an equation that is true for some values of the variables",
    ):
        judged = checker.judge(claim)
        assert judged.contradicted and judged.evidence is not None
        assert judged.evidence.conflicts[0].claim == "some"
    true = "an identity is an equation that is true for all values of the variables involved"
    assert checker.judge(true).verdict is Verdict.SUPPORTED
    # the book's own hedge is no "all"
    hedged = ContradictionChecker(["Some values of the variables make the equation true."])
    assert not hedged.judge("the equation is true for some values of the variables").contradicted


def test_poor_is_the_opposite_of_proper_and_a_student_s_isnt_is_not() -> None:
    book = (
        "They develop deep cracks during hot weather, which helps in the proper aeration of "
        "the soil."
    )
    checker = ContradictionChecker([book])
    assert checker.judge(
        "the deep cracks that black soil develops in hot weather cause poor aeration of the soil"
    ).contradicted
    assert [t.stem for t in terms("it isnt true")] == ["NOT"]


def test_stopped_doing_is_not_doing_and_only_before_an_amount_is_no_all() -> None:
    book = (
        "With the onset of the Great Depression in the 1930s, publishers feared a decline in "
        "book purchases. To sustain buying, they brought out cheap paperback editions."
    )
    checker = ContradictionChecker([book])
    assert checker.judge(
        "publishers in the 1930s stopped bringing out cheap paperback editions"
    ).contradicted
    assert not checker.judge(
        "publishers in the 1930s started bringing out cheap paperback editions"
    ).contradicted
    assert [t.stem for t in terms("employment only went up about three times")][:3] == [
        "employment",
        "go",
        "up",
    ]
    assert ALL in {t.stem for t in terms("the only way to find it")}


def test_doubling_one_thing_against_the_book_s_law_of_what_it_does() -> None:
    book = (
        "It is observed that the ammeter reading decreases to one-half when the length of the "
        "wire is doubled."
    )
    checker = ContradictionChecker([book])
    assert checker.judge(
        "doubling the length of a nichrome wire doubles the ammeter reading"
    ).contradicted
    assert verdict("doubling the length of a nichrome wire halves the ammeter reading", book) is (
        Verdict.SUPPORTED
    )


def test_numbers_the_claim_itself_gives_are_no_other_numbers() -> None:
    book = "Example 5 : In Δ OPQ, right-angled at P, OP = 7 cm and OQ – PQ = 1 cm (see Fig. 8.12)."
    claim = (
        "In the example where triangle OPQ is right-angled at P with OP = 7 cm and OQ – PQ = 1 cm, "
        "PQ comes out as 24 cm and OQ as 25 cm"
    )
    assert not ContradictionChecker([book]).judge(claim).contradicted
    # another number of the same thing still is
    assert (
        verdict(
            "The Earth takes 100 days to go round the Sun",
            "The Earth takes 365 days to go round the Sun.",
        )
        is Verdict.CONTRADICTED
    )


def test_a_worked_example_s_value_given_the_other_sign_and_an_ordinal_is_a_number() -> None:
    working = (
        "Example 8 : Find the nature of the roots of 2x2 – 4x + 3 = 0. Therefore, the "
        "discriminant b2 – 4ac = (– 4)2 – (4 × 2 × 3) = 16 – 24 = – 8 < 0 So, the given "
        "equation has no real roots."
    )
    checker = ContradictionChecker([working])
    assert checker.judge("the discriminant of 2x2 – 4x + 3 = 0 works out to +8").contradicted
    assert not checker.judge("the discriminant of 2x2 – 4x + 3 = 0 works out to – 8").contradicted
    term = "So, n = 35 Therefore, the 35th term of the given AP is – 81."
    assert verdict("The term –81 is the 9th term of this AP", term) is Verdict.CONTRADICTED
    assert verdict("–81 is the 35th term of this AP", term) is Verdict.SUPPORTED


def test_a_symbol_in_brackets_is_no_alternative_to_the_word_it_follows() -> None:
    book = (
        "Mirror formula gives the relationship between the object-distance (u), "
        "image-distance (v), and focal length (f) of a spherical mirror."
    )
    assert verdict("The mirror formula works for all spherical mirrors", book) is not (
        Verdict.CONTRADICTED
    )
    assert [t.stem for t in terms("oxidise (burn)")] == ["oxidis", "OR", "burn"]


def test_all_against_not_all_of_the_same_thing_whatever_else_the_sentence_says_must_of() -> None:
    book = (
        "However, you must remember that not all of the service sector is growing equally "
        "well. Service sector in India employs many different kinds of people."
    )
    assert kinds("every part of India's service sector is growing equally well", book) == {
        ConflictKind.QUANTIFIER
    }
    assert verdict("some of India's service sector is growing equally well", book) is not (
        Verdict.CONTRADICTED
    )


def test_a_decade_is_a_year_and_rupees_are_a_value_whatever_their_decimals() -> None:
    print_book = "Hindi printing began seriously only from the 1870s."
    assert verdict("Hindi printing began seriously in the 1770s", print_book) is (
        Verdict.CONTRADICTED
    )
    assert verdict("Hindi printing began seriously in the 1870s", print_book) is not (
        Verdict.CONTRADICTED
    )
    cost = (
        "Thus the cost of energy to operate the refrigerator for 30 days is "
        "96 kW h × Rs 3.00 per kW h = Rs 288.00"
    )
    assert verdict("at Rs 3.00 per kW h the cost is Rs 2880", cost) is Verdict.CONTRADICTED
    assert verdict("at Rs 3 per kW h the cost is Rs 288", cost) is not Verdict.CONTRADICTED


def test_a_work_given_to_another_author_than_the_one_it_is_by() -> None:
    book = (
        "Subsequently, in 1974, Gandhian philosophy was once again presented by Schumacher "
        "in his book Small is Beautiful."
    )
    wrong = "Gandhiji's own book 'Small is Beautiful', published in 1974, spread his ideas"
    assert kinds(wrong, book) == {ConflictKind.ENTITY}
    right = "Schumacher's book 'Small is Beautiful', published in 1974, spread Gandhian ideas"
    assert verdict(right, book) is not Verdict.CONTRADICTED  # "Subsequently" names nobody


def test_a_clause_is_not_denied_by_the_opposite_the_claim_says_of_its_other_clause() -> None:
    book = (
        "Where these soils support deciduous and evergreen forests, it is humus rich, but "
        "under sparse vegetation and in semi-arid environment, it is generally humus poor."
    )
    both = (
        "laterite soil is humus rich where it supports forests but humus poor under sparse "
        "vegetation in semi-arid areas"
    )
    assert verdict(both, book) is not Verdict.CONTRADICTED
    everywhere = "laterite soil is humus rich everywhere, even under sparse vegetation"
    assert kinds(everywhere, book) == {ConflictKind.OPPOSITE}


def test_a_denial_of_what_a_sentence_naming_alternatives_says_plainly() -> None:
    book = "Both the resistance and resistivity of a material vary with temperature."
    assert kinds("resistivity never changes with temperature", book) == {ConflictKind.NEGATION}
    assert verdict("resistivity changes with temperature", book) is not Verdict.CONTRADICTED
    assert stem("varies") == stem("changes")


def test_doing_some_work_is_no_not_all_of_what_all_of_them_do() -> None:
    book = (
        "Each one is doing some work but no one is fully employed. This is the situation of "
        "underemployment, where people are apparently working but all of them are made to "
        "work less than their potential."
    )
    claim = (
        "disguised unemployment is when people seem to be working but all of them are "
        "working less than their potential"
    )
    assert verdict(claim, book) is not Verdict.CONTRADICTED


def test_what_a_claim_draws_with_so_is_judged_apart_from_what_it_draws_it_from() -> None:
    passage = (
        "As you already know, in the sequence of natural numbers, every number (or term) is "
        "one more than the previous number. In the sequence consisting of all the odd "
        "numbers, there is a difference of 2 between any two consecutive terms."
    )
    checker = ContradictionChecker([passage])
    drawn = checker.judge(
        "This is because each term in the sequence of odd numbers is one more than the "
        "previous term, so the difference between any two consecutive terms is always 1."
    )
    assert drawn.contradicted
    assert not checker.judge(
        "Every number in the sequence of natural numbers is one more than the previous "
        "number, so the natural numbers go up one at a time."
    ).contradicted


def test_a_number_written_against_its_unit_of_resistance_is_a_number() -> None:
    assert [(t.stem, t.number) for t in terms("The resistance of the new wire is 1Ω.")][-2:] == [
        ("1", True),
        ("ω", False),
    ]


def test_a_worked_solution_s_result_is_read_on_its_own_after_its_last_value() -> None:
    example = (
        "Example 11.6 A wire of given material having length l and area of cross-section A "
        "has a resistance of 4 Ω. What would be the resistance of another wire of the same "
        "material having length l/2 and area of cross-section 2A? Solution For first wire "
        "R1 ρ = l A = 4Ω Now for second wire R2 ρ /2 = 2 l A ρ = 1 4 l A R2 1 = 4 R1 "
        "R2= 1Ω The resistance of the new wire is 1Ω."
    )
    assert "The resistance of the new wire is 1Ω." in {u.display for u in units(example)}
    # (the book's pages write the ohm sign, U+2126, not the Greek capital omega)
    printed = example.replace("Ω", "\u2126")
    assert "The resistance of the new wire is 1\u2126." in {u.display for u in units(printed)}
    assert (
        ContradictionChecker([printed])
        .judge("the resistance of the new wire remains 4 Ω")
        .contradicted
    )
    checker = ContradictionChecker([example])
    assert checker.judge("the resistance of the new wire remains 4 Ω").contradicted
    assert not checker.judge("The resistance of the new wire is 1 Ω.").contradicted
    # (what a sentence says after what it concedes, of the subject it conceded it of)
    assert checker.judge(
        "So even though the new wire has half the length but double the area, its "
        "resistance remains 4 Ω."
    ).contradicted
    assert not checker.judge(
        "Even though the new wire has half the length, its resistance is 1 Ω."
    ).contradicted


def test_a_sentence_putting_another_word_in_the_subject_s_place_is_the_one_quoted() -> None:
    checker = ContradictionChecker(
        [
            "(ii) The product of two consecutive positive integers is 306. We need to find "
            "the integers.",
            "(i) the first 1000 positive integers Solution : (i) Let S = 1 + 2 + 3 + . . . + "
            "1000 Using the formula for the sum of the first n terms of an AP, we have S1000 = "
            "500 × 1001 = 500500 So, the sum of the first 1000 positive integers is 500500.",
        ]
    )
    judged = checker.judge("the SUM of two consecutive positive integers is 306")
    assert judged.contradicted and judged.evidence is not None
    assert judged.evidence.unit.display.startswith("(ii) The product")


def test_a_date_in_the_other_era_is_another_date() -> None:
    checker = ContradictionChecker(
        [
            "It was first written down explicitly and studied by Virahānka in his work "
            "Vṛttajātisamuchaya in the 7th century CE. The sequence was later also studied by "
            "the Italian mathematician Fibonacci (c. 1200 CE)."
        ]
    )
    assert checker.judge(
        "The sequence was later also studied by the Italian mathematician Fibonacci (c. 1200 BCE)."
    ).contradicted
    assert checker.judge("Fibonacci studied the sequence around 1200 BCE").contradicted
    assert not checker.judge(
        "The sequence was later also studied by the Italian mathematician Fibonacci (c. 1200 CE)."
    ).contradicted
    assert (
        ContradictionChecker(["Ashoka ruled in the 3rd century BC."])
        .judge("Ashoka ruled in the 3rd century AD")
        .contradicted
    )


def test_the_angle_sign_is_the_word_angle() -> None:
    # (heldout64 fp64-06: "angle ACB is 60°" against Example 6's "∠ ACB = 30°")
    checker = ContradictionChecker(
        ["Example 6 : In Δ ABC, right-angled at B, AB = 5 cm and ∠ ACB = 30° (see Fig. 8.19)."]
    )
    assert checker.judge("angle ACB is 60°").contradicted
    assert not checker.judge("angle ACB is 30°").contradicted
    assert [t.stem for t in terms("∠ ACB = 30°")] == [t.stem for t in terms("angle ACB = 30°")]
