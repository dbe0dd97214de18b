"""Answer sentences that take a false premise's side against the book's correction: after
"Actually, your textbook says: “… a sharp shadow …”", the model's "This means that light
bends around objects …" says the claim again in other words (heldout25 fp25-04; heldout27
fp27-04's "farmers … may earn more money by selling their crops at higher prices")."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import Correction
from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.restating import Avoid, sides_with
from tutorapp.core.validation.split import split_answer

SHADOW = (
    "By observing the common optical phenomena around us, we may conclude that light seems to "
    "travel in straight lines. The fact that a small source of light casts a sharp shadow of "
    "an opaque object points to this straight-line path of light, usually indicated as a ray "
    "of light. If an opaque object on the path of light becomes very small, light has a "
    "tendency to bend around it and not walk in a straight line – an effect known as the "
    "diffraction of light."
)
SHARP = (
    "The fact that a small source of light casts a sharp shadow of an opaque object points to "
    "this straight-line path of light, usually indicated as a ray of light."
)
BLURRY = (
    "a small light source giving a blurry shadow of an opaque object prove that light bends "
    "around things"
)
COTTON = (
    "Imagine what would happen to cotton cultivation if companies decide not to buy from the "
    "Indian market and import all cotton they need from other countries. Indian cotton "
    "cultivation will become less profitable and the farmers may even go bankrupt, if they "
    "cannot quickly switch to other crops. Cotton prices will fall."
)
RISE = (
    "if companies import all the cotton they need instead of buying from the indian market, "
    "indian cotton prices will rise and farmers will earn more"
)


def _dropped(answer: str, passages: list[str], avoid: Avoid) -> list[int]:
    found = contradicted(split_answer(answer), passages, avoid)
    return [f.sentence for f in found if f.check == "false_premise" and f.sentence is not None]


def test_the_claim_in_other_words_after_the_correction_takes_its_side() -> None:
    said = "This means that light bends around objects when it passes through them [1]."
    assert sides_with(said, BLURRY, SHARP, [SHADOW])
    assert _dropped(said, [SHADOW], Avoid(claims=(BLURRY,), correction=SHARP)) == [0]
    # the claim alone does not find it: it holds too few of the claim's words
    assert _dropped(said, [SHADOW], Avoid(claims=(BLURRY,))) == []


def test_a_sentence_of_the_model_s_own_giving_the_claim_s_outcome_takes_its_side() -> None:
    said = (
        "As a result, farmers who produce cotton may earn more money by selling their crops "
        "at higher prices [1]. They may have to switch to other crops [1]."
    )
    avoid = Avoid(claims=(RISE,), correction="Cotton prices will fall.")
    assert _dropped(said, [COTTON], avoid) == [0]


def test_the_book_s_own_sentence_and_a_denial_do_not_take_the_claim_s_side() -> None:
    copied = (
        "If an opaque object on the path of light becomes very small, light has a tendency to "
        "bend around it and not walk in a straight line."
    )
    denied = "Light does not bend around things to give a blurry shadow [1]."
    # (a sentence a passage holds as it stands, whatever words of the claim it shares)
    assert not sides_with("Light has a tendency to bend around it.", BLURRY, SHARP, [SHADOW])
    assert not sides_with(denied, BLURRY, SHARP, [SHADOW])
    assert _dropped(f"{copied} [1].", [SHADOW], Avoid(claims=(BLURRY,), correction=SHARP)) == []
    # the book's sentence as the answer writes its subscripts ("tₙ" for "tn")
    recursive = "another way of writing this AP is t1 = 1, tn = tn–1 + 4 for n ≥ 2."
    written = "an AP can only be written with the explicit rule, there's no recursive rule"
    assert not sides_with(
        "Another way of writing this AP is t₁ = 1, tₙ = tₙ–1 + 4 for n ≥ 2.",
        written,
        "It is t1 = a, tn = tn–1 + d for n ≥ 2.",
        [recursive],
    )
    # one of the claim's own words is not its side: "bends" alone
    assert not sides_with("A ray of light bends at a mirror [1].", BLURRY, SHARP, [SHADOW])


def test_without_a_correction_the_side_is_the_claim_s_words_no_passage_holds() -> None:
    # a premise the books only do not state: its words that no passage holds ("blurry",
    # "things") said again are its side; the words the passages hold are the book's
    said = "Light bends around things, giving a blurry shadow [1]."
    assert sides_with(said, BLURRY, "", [SHADOW])
    assert sides_with(said, BLURRY, SHARP, [SHADOW])
    assert not sides_with(
        "A small source of light casts a sharp shadow of an opaque object [1].",
        BLURRY,
        "",
        [SHADOW],
    )


def test_a_correction_carries_the_book_s_sentence_into_what_to_avoid() -> None:
    check = PremiseChecker().check(
        "if companies import all the cotton they need instead of buying from the indian "
        "market, indian cotton prices will rise and farmers will earn more na?",
        [COTTON],
    )
    assert check is not None and check.contradicted and check.evidence
    avoid = Correction(check=check, lead=None).avoid
    assert avoid.claims[0] == check.claim and avoid.correction == check.evidence
    unstated = PremiseChecker().check(
        "why do shelter belts stop the monsoon rains?", ["Rows of such trees are shelter belts."]
    )
    assert unstated is not None and not unstated.contradicted
    assert Correction(check=unstated, lead=None).avoid.correction == ""
