"""A figure's labelled ray given another part's role (``labelled.py``), and labels with a
prime kept as terms (``terms``)."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.labelled import role_swapped, roles
from tutorapp.core.validation.terms import terms

# jesc109 p. 147
SLAB = (
    "In Fig. 9.10, a ray EO is obliquely incident on surface AB, called incident ray. OO′ is "
    "the refracted ray and O′ H is the emergent ray. You may observe that the emergent ray is "
    "parallel to the direction of the incident ray."
)


def test_a_label_with_a_prime_is_one_term_whatever_its_spacing() -> None:
    assert [t.stem for t in terms("OO′ and O′ H and O′H")] == ["oo′", "o′h", "o′h"]
    # the image A′B′ is not the object AB, and an apostrophe stands for a prime
    assert [t.stem for t in terms("the image A′B′ of AB")] == ["imag", "a′b′", "ab"]
    assert [t.stem for t in terms("A'B' and A’B’")] == ["a′b′", "a′b′"]
    # ("EO’s ray", "Ram's book": no label)
    assert [t.stem for t in terms("EO’s ray and Ram's book")] == ["eo", "ray", "ram", "book"]


def test_the_roles_a_passage_gives_its_labels() -> None:
    assert roles(SLAB) == {"oo′": {("refract", "ray")}, "o′h": {("emergent", "ray")}}
    assert roles("A is the point on the axis.") == {}  # (one capital: maybe the article)


def test_a_label_given_another_label_s_role_is_contradicted() -> None:
    checker = ContradictionChecker([SLAB])
    for claim in (
        "EO is the refracted ray and OO′ is the incident ray",  # heldout59 fp59-07
        "OO′ is the emergent ray",
        "O′H is the refracted ray",
    ):
        found = role_swapped(claim, [SLAB])
        assert found is not None, claim
        assert found[1] == "OO′ is the refracted ray and O′ H is the emergent ray."
        assert checker.judge(claim).contradicted, claim


def test_a_label_s_own_role_or_an_unknown_one_is_no_conflict() -> None:
    checker = ContradictionChecker([SLAB])
    for claim in (
        "OO′ is the refracted ray",
        "O′ H is the emergent ray",
        "EO is the incident ray",
        "XY is the refracted ray",  # (a label the passage never writes)
        "OO′ is the bent ray",  # (a role the passage gives no label)
    ):
        assert role_swapped(claim, [SLAB]) is None, claim
    assert not checker.judge("OO′ is the refracted ray and O′ H is the emergent ray").contradicted
