"""Comparisons made in two sentences (``compared.py``), deeds turned round (``directed.py``),
a short claim's deed said of another thing (``weighing.aside``) and a long name inside a
sentence (``units._evidence``)."""

from __future__ import annotations

from tests.unit.test_contradiction import verdict
from tutorapp.core.validation.compared import compared
from tutorapp.core.validation.contradiction import ContradictionChecker, Verdict
from tutorapp.core.validation.directed import reversed_deed
from tutorapp.core.validation.units import units

MOVEMENTS = (
    "The movement of the sensitive plant in response to touch is very quick. The movement of "
    "sunflowers in response to day or night, on the other hand, is quite slow. Growth-related "
    "movement of plants will be even slower."
)


def test_a_comparison_against_two_sentences_one_about_each_side() -> None:
    wrong = (
        "the movement of sunflowers in response to day or night is faster than the movement "
        "of the sensitive plant when it is touched"
    )
    judged = compared(wrong, [MOVEMENTS])
    assert judged is not None and judged.verdict is Verdict.CONTRADICTED
    assert judged.evidence is not None
    assert judged.evidence.unit.display.startswith("The movement of the sensitive plant")
    assert "is quite slow." in judged.evidence.unit.display  # both sentences, in order
    right = wrong.replace("faster", "slower")
    agreed = compared(right, [MOVEMENTS])
    assert agreed is not None and agreed.verdict is Verdict.SUPPORTED
    assert verdict(wrong, MOVEMENTS) is Verdict.CONTRADICTED
    assert verdict(right, MOVEMENTS) is Verdict.SUPPORTED


def test_no_comparison_without_a_degree_for_each_side() -> None:
    assert compared("the sunflower is faster than the sensitive plant", ["Plants move."]) is None
    assert compared("the lens is thicker in the middle", [MOVEMENTS]) is None  # no "than"
    negated = "The sensitive plant is not quick. The sunflower is quite slow."
    assert compared("the sunflower is faster than the sensitive plant", [negated]) is None


UTAMARO = (
    "Kitagawa Utamaro, born in Edo in 1753, was widely known for his contributions to an art "
    "form called ukiyo. These prints travelled to contemporary US and Europe and influenced "
    "artists like Manet, Monet and Van Gogh."
)


def test_a_deed_done_the_other_way_round() -> None:
    wrong = "the paintings of Manet, Monet and Van Gogh influenced Kitagawa Utamaro's ukiyo prints"
    right = "Kitagawa Utamaro's ukiyo prints influenced the paintings of Manet, Monet and Van Gogh"
    assert reversed_deed(wrong, UTAMARO) is not None
    assert reversed_deed(right, UTAMARO) is None
    assert verdict(wrong, UTAMARO) is Verdict.CONTRADICTED
    assert verdict(right, UTAMARO) is not Verdict.CONTRADICTED
    # a passive turns the roles round with the wording: not judged
    passive = "Kitagawa Utamaro's ukiyo prints were influenced by Manet, Monet and Van Gogh"
    assert reversed_deed(passive, UTAMARO) is None


def test_a_short_claim_s_opposite_deed_on_another_thing_is_no_denial() -> None:
    book = (
        "In 1517, the religious reformer Martin Luther wrote Ninety Five Theses criticising "
        "many of the practices and rituals of the Roman Catholic Church."
    )
    assert not ContradictionChecker([book]).judge("Martin Luther praised printing").contradicted
    assert verdict("Martin Luther praised the practices", book) is Verdict.CONTRADICTED


def test_a_long_name_inside_a_sentence_is_no_heading() -> None:
    text = (
        "Railways or post office is an example of the public sector whereas companies like "
        "Tata Iron and Steel Company Limited (TISCO) or Reliance Industries Limited (RIL) are "
        "privately owned."
    )
    assert any(u.display.startswith("Railways or post office") for u in units(text))
    claim = "Railways and the post office are examples of the private sector"
    assert verdict(claim, text) is Verdict.CONTRADICTED
    assert verdict(claim.replace("private", "public"), text) is Verdict.SUPPORTED
