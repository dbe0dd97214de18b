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


def test_a_worked_example_read_on_from_the_chunk_before_it() -> None:
    setting = (
        "Example 9.3 A concave lens has focal length of 15 cm. Solution A concave lens always "
        "forms a virtual, erect image on the same side of the object. Example 9.4 A 2.0 cm "
        "tall object is placed perpendicular to the principal axis of a convex lens of focal "
        "length 10 cm. The distance of the object from the lens is 15 cm. Find the nature, "
        "position and size of the image."
    )
    solution = (
        "v = + 30 cm The positive sign of v shows that the image is formed at a distance of "
        "30 cm on the other side of the optical centre. The image is real and inverted."
    )
    claim = (
        "In the example where a 2.0 cm tall object is placed 15 cm from a convex lens of focal "
        "length 10 cm, the image comes out virtual and erect"
    )
    checker = ContradictionChecker([setting, solution], None, ["", setting])
    judged = checker.judge(claim)
    assert judged.contradicted and judged.source == 1
    assert judged.evidence is not None
    assert judged.evidence.unit.display == "The image is real and inverted."
    right = claim.replace("virtual and erect", "real and inverted")
    assert not checker.judge(right).contradicted
    # without the lead-in, the solution's page is nobody's example
    assert not ContradictionChecker([setting, solution]).judge(claim).contradicted


def test_one_sentence_for_one_side_when_the_sides_differ_by_opposite_words() -> None:
    book = [
        "For example, a convex lens of short focal length bends the light rays through large "
        "angles, by focussing them closer to the optical centre."
    ]
    long_first = (
        "a convex lens with a long focal length bends light rays through larger angles than "
        "one with a short focal length"
    )
    judged = compared(long_first, book)
    assert judged is not None and judged.verdict is Verdict.CONTRADICTED
    short_first = long_first.replace("long", "LONG").replace("short", "long")
    short_first = short_first.replace("LONG", "short")
    judged = compared(short_first, book)
    assert judged is not None and judged.verdict is Verdict.SUPPORTED
    # sides that differ by no opposite words: one sentence about one of them says nothing
    assert compared("a convex lens bends light through larger angles than a prism", book) is None
