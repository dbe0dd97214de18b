"""False premises of kinds first met while reading the unseen set heldout41: a texted "y" for
"why" after the claim, letters that "look sunk deeper, lower than where they really are" under
a glass slab (a comparison after a comma is no statement after a condition; "look" is
"appear"; where a thing seems to be is no comparison of two things), and a part and its
whole turned round ("sustainable development is just one component of sustainable
existence"), "only" against the book's "not only … but also …" ("explain how print …
only divided communities …"); and a twin's true claim "corrected" by a way the book sets up
only to turn it down ("One seemingly simple way is …")."""

from __future__ import annotations

from tutorapp.core.presupposition import PremiseForm, presupposition
from tutorapp.core.texted import written_out
from tutorapp.core.validation.alsos import only_but_also
from tutorapp.core.validation.conditions import condition
from tutorapp.core.validation.conflict_kinds import ConflictKind
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.quotients import turned_part
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

SLAB = (
    "For similar reasons, the letters appear to be raised, when seen through a glass slab "
    "placed over it. Similarly, when a thick glass slab is placed over some printed matter, "
    "the letters appear raised when viewed through the glass slab. Why does it happen?"
)
EXISTENCE = "Sustainable existence is a component of sustainable development."


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_texted_why_after_the_claim() -> None:
    question = "the letters look sunk deeper than they are. y does this happen?"
    assert written_out(question).endswith(". why does this happen?")
    found = presupposition(question)
    assert found is not None and found.claim == "the letters look sunk deeper than they are"
    assert found.form is PremiseForm.SINCE
    # (a maths "y" after a sentence is left alone; "y is it so?" is a "why")
    assert written_out("x + y = 5. y is 3?") == "x + y = 5. y is 3?"
    assert written_out("x = 2. y is it so?") == "x = 2. why is it so?"


def test_a_comparison_after_a_comma_is_no_statement_after_a_condition() -> None:
    claim = "when u keep a glass slab on a page the letters look sunk, lower than they are"
    assert condition(claim) is None
    said = condition("When adrenaline is released, the heart beats faster")
    assert said == ("adrenaline is released", "the heart beats faster")


def test_letters_that_look_sunk_under_a_glass_slab() -> None:
    claim = (
        "when u keep a thick glass slab on a page the letters look sunk deeper, lower than "
        "where they really are"
    )
    assert _verdict([SLAB], claim) is Verdict.CONTRADICTED
    twin = (
        "when u keep a thick glass slab on a page the letters look raised, higher than where "
        "they really are"
    )
    assert _verdict([SLAB], twin) is Verdict.SUPPORTED


def test_a_part_and_its_whole_turned_round() -> None:
    turned = turned_part(
        "sustainable development is just one component of sustainable existence", EXISTENCE
    )
    assert turned is not None and turned.passage == "existenc part of develop"
    assert (
        turned_part("sustainable existence is a part of sustainable development", EXISTENCE) is None
    )
    claim = "sustainable development is just one component of sustainable existence"
    assert _verdict([EXISTENCE], claim) is Verdict.CONTRADICTED
    twin = "sustainable existence is a component of sustainable development"
    assert _verdict([EXISTENCE], twin) is Verdict.SUPPORTED


def test_a_pond_that_looks_deeper_than_it_really_is() -> None:
    pond = (
        "You might have observed that the bottom of a tank or a pond containing water appears "
        "to be raised."
    )
    claim = "the bottom of a pond full of water look deeper than it really is"
    assert _verdict([pond], claim) is Verdict.CONTRADICTED
    twin = "the bottom of a pond full of water look shallower than it really is"
    assert _verdict([pond], twin) is Verdict.SUPPORTED


def test_only_against_the_books_not_only_but_also() -> None:
    book = (
        "Print did not only stimulate the publication of conflicting opinions amongst "
        "communities, but it also connected communities and people in different parts of India."
    )
    claim = (
        "print in 19th century india only divided communities by spreading conflicting "
        "opinions, without bringing people in different parts of india together at all"
    )
    found = only_but_also(claim, book)
    assert found is not None and found.kind is ConflictKind.QUANTIFIER
    assert _verdict([book], claim) is Verdict.CONTRADICTED
    twin = (
        "print in 19th century india spread conflicting opinions among communities but also "
        "connected people in different parts of india"
    )
    assert only_but_also(twin, book) is None
    assert _verdict([book], twin) is not Verdict.CONTRADICTED
    # (a claim that says what the "but also" adds is no "only")
    assert only_but_also("print only connected communities and people in india", book) is None


def test_explain_how_x_divided_y_takes_it_for_granted() -> None:
    found = presupposition("explain how print only divided communities in india")
    assert found is not None and found.form is PremiseForm.HOW
    assert found.claim == "print only divided communities in india"


def test_a_way_the_book_sets_up_to_turn_down_states_nothing() -> None:
    book = (
        "One seemingly simple way is to think consciously about the pain and the possibility "
        "of getting burnt, and therefore move our hand. 6.2.1 Immediate Response to Stimulus "
        "Let us think about the first kind of movement, such as that of the sensitive plant."
    )
    assert _verdict([book], "we don't have to think about the pain first") is not (
        Verdict.CONTRADICTED
    )
    assert not any("seemingly" in u.display or "Let us" in u.display for u in units(book))
