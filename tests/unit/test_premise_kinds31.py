"""False premises (and their true twins) of kinds first met in the unseen set heldout31: two
statements side by side whose values the student swapped ("lines parallel to the x-axis have
an inclination of 90° and vertical lines … 0°"); "not known" against "already knew"; "we have
never seen an animal growing …"; a fractal's part that looks "totally different"; a word the
Arabic translation "changed" where the book says it was retained; a sentence's first word that
is no name ("Even people …"); a closing "instead" that denies nothing; a denial of a phrase the
book never speaks of; the statement a "So …, right?" concludes; and a number the book gives
nowhere near the claim, which it does not support."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.placing import other_numbers
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

INCLINATION = (
    "We observe that lines parallel to x-axis, or coinciding with x-axis, have inclination of 0°. "
    "The inclination of a vertical line (parallel to or coinciding with y-axis) is 90°."
)
ELECTRONS = (
    "However, electrons were not known at the time when the phenomenon of electricity was first "
    "observed."
)
ANIMALS = (
    "We have never seen an animal growing more in one direction or the other, depending on light "
    "or gravity!"
)
FRACTAL = (
    "This means that if you zoom in on a small part of a fractal, it looks similar to the whole!"
)
JIVA = "When the Aryabhatiyam was translated into Arabic, the word jiva was retained as it is."
ORGANISED = (
    "Some of these people may not be employed by anyone but may work on their own but they too "
    "have to register themselves with the government and follow the rules."
)
TABLE = (
    "Nature of employment Organised Place of work In offices and factories registered with the "
    "government Own shops, office, clinics in marketplaces with formal license People working on "
    "the street, construction workers, domestic workers Working in small workshops usually not "
    "registered with the government Complete the table. What is the percentage of workers in the "
    "unorganised sector in this city?"
)
TRIANGLE = (
    "Since BC is the side adjacent to angle C and AB is the side opposite to angle C, therefore "
    "AB/BC = tan C."
)
CURVATURE = (
    "The centre of this sphere is the centre of curvature of the mirror. This point is called "
    "the centre of curvature of the spherical mirror."
)
GUTENBERG = "Gutenberg printed about 180 copies, of which no more than 50 have survived."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_values_swapped_between_two_statements_side_by_side_are_corrected() -> None:
    swapped = (
        "lines parallel to the x-axis have an inclination of 90° and vertical lines have an "
        "inclination of 0°"
    )
    assert _verdict([INCLINATION], swapped) is Verdict.CONTRADICTED


def test_two_true_statements_side_by_side_are_not_read_against_each_other() -> None:
    # each half holds where the book says it; the whole's 0° is not the vertical line's
    true = (
        "lines parallel to the x-axis have an inclination of 0° and vertical lines have an "
        "inclination of 90°"
    )
    assert _verdict([INCLINATION], true) is not Verdict.CONTRADICTED
    assert _verdict([INCLINATION], "vertical lines have an inclination of 90°") is not (
        Verdict.CONTRADICTED
    )


def test_not_known_denies_knowing() -> None:
    assert (
        _verdict(
            [ELECTRONS],
            "Scientists already knew about electrons when electricity was first observed",
        )
        is Verdict.CONTRADICTED
    )
    assert (
        _verdict(
            [ELECTRONS],
            "Scientists did not know about electrons when electricity was first observed",
        )
        is not Verdict.CONTRADICTED
    )


def test_never_seen_denies_what_is_not_seen() -> None:
    claim = "animals also grow more on one side depending on light or gravity"
    assert _verdict([ANIMALS], claim) is Verdict.CONTRADICTED
    assert (
        _verdict([ANIMALS], "animals don't grow more on one side depending on light or gravity")
        is not Verdict.CONTRADICTED
    )


def test_different_against_similar_and_changed_against_retained() -> None:
    assert (
        _verdict(
            [FRACTAL],
            "if you zoom in on a small part of a fractal it looks totally "
            "different from the whole thing",
        )
        is Verdict.CONTRADICTED
    )
    assert (
        _verdict(
            [FRACTAL],
            "if you zoom in on a small part of a fractal it looks similar to the whole thing",
        )
        is not Verdict.CONTRADICTED
    )
    assert (
        _verdict(
            [JIVA], "when Aryabhatiyam was translated into Arabic, the Arabs changed the word jiva"
        )
        is Verdict.CONTRADICTED
    )


def test_a_sentences_first_word_is_no_name() -> None:
    claim = (
        "Even people who work on their own can be in the organised sector if they register with "
        "the government"
    )
    assert _verdict([ORGANISED], claim) is not Verdict.CONTRADICTED
    # ("Even" is no name the table's "Complete … Place" could be another of)
    assert _verdict([TABLE], claim) is not Verdict.CONTRADICTED


def test_a_closing_instead_denies_nothing() -> None:
    claim = (
        "BC is the side opposite and AB the side adjacent for angle A, and these names swap when "
        "we work with angle C instead"
    )
    assert _verdict([TRIANGLE], claim) is not Verdict.CONTRADICTED


def test_a_denied_phrase_the_book_never_speaks_of_is_not_contradicted() -> None:
    claim = "the centre of curvature C is not a point on the reflecting surface of the mirror"
    assert _verdict([CURVATURE], claim) is not Verdict.CONTRADICTED
    # a plain denial of what the book says still is
    assert (
        _verdict(
            [CURVATURE], "this point is not called the centre of curvature of the spherical mirror"
        )
        is Verdict.CONTRADICTED
    )


def test_the_statement_a_so_right_concludes_is_the_claim() -> None:
    found = presupposition(
        "A TV maker produced 600 sets in the 3rd year and 700 sets in the 7th year, with "
        "production going up uniformly. So the total for the first 7 years is just 7 × 700 = "
        "4900 sets, right? How is that worked out?"
    )
    assert found is not None
    assert found.claim == "the total for the first 7 years is just 7 × 700 = 4900 sets"


def test_a_pronoun_after_so_keeps_what_it_stands_for() -> None:
    found = presupposition(
        "the Virahānka sequence has V1 = 1 and V2 = 1, so it runs 1, 1, 2, 3, 5, … na? Then what "
        "is V6?"
    )
    assert found is not None
    assert found.claim.startswith("the Virahānka sequence has V1 = 1 and V2 = 1")


def test_a_number_the_book_gives_nowhere_near_the_claim_is_not_supported() -> None:
    claim = "gutenberg printed about 180 bibles and around 150 of them still survive today"
    assert _verdict([GUTENBERG], claim) is not Verdict.SUPPORTED
    check = PremiseChecker().check(f"{claim} right? what parts were done by hand", [GUTENBERG])
    assert check is not None
    assert check.verdict is not Verdict.SUPPORTED
    # (since heldout32's round the bound corrects it: ``bounds.beyond_bound``)
    assert check.verdict is Verdict.CONTRADICTED
    assert check.quote is not None
    assert "no more than 50" in check.quote


def test_a_figure_number_is_no_other_count() -> None:
    claim = terms("any two adjacent angles θ and φ between them add up to 180°")
    assert not other_numbers(claim, terms("Let θ and φ be the adjacent angles (Fig 9.6)."))
    assert other_numbers(terms("around 150 of them survive"), terms("no more than 50 survived"))
    # (working is left to the other checks)
    assert not other_numbers(terms("x = 3 is a linear equation"), terms("y = 5 is a line"))


def test_a_list_of_a_kind_run_on_is_no_two_statements() -> None:
    # "… into primary, secondary and tertiary sectors on the basis of …" is one statement: the
    # book's other basis still corrects it as a whole
    book = (
        "Another way of classifying economic activities into sectors could be on the basis of "
        "who owns assets and is responsible for the delivery of services."
    )
    claim = (
        "we divide economic activities into primary, secondary and tertiary sectors on the basis "
        "of who owns the assets"
    )
    assert _verdict([book], claim) is Verdict.CONTRADICTED
