"""A claim about the image a mirror or lens forms is judged by its table's row
(``validation.rowed``): the row of the object's position the claim names, in the table of
the mirror or lens it names."""

from __future__ import annotations

from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.rowed import grouped, rowed
from tutorapp.core.validation.verdicts import Verdict

_LENS = "(Table 9.4, by a convex lens)"
_MIRROR = "(Table 9.1, by a concave mirror)"
CONVEX_LENS = (
    "Position of the object: Beyond 2F1; Position of the image: Between F2 and 2F2; Relative "
    f"size of the image: Diminished; Nature of the image: Real and inverted {_LENS}. Position "
    "of the object: Between F1 and 2F1; Position of the image: Beyond 2F2; Relative size of "
    f"the image: Enlarged; Nature of the image: Real and inverted {_LENS}."
)
CONCAVE_MIRROR = (
    "Position of the object: Beyond C; Position of the image: Between F and C; Size of the "
    f"image: Diminished; Nature of the image: Real and inverted {_MIRROR}. Position of the "
    "object: At C; Position of the image: At C; Size of the image: Same size; Nature of the "
    f"image: Real and inverted {_MIRROR}. Position of the object: Between C and F; Position "
    "of the image: Beyond C; Size of the image: Enlarged; Nature of the image: Real and "
    f"inverted {_MIRROR}."
)
BOTH = [CONCAVE_MIRROR, CONVEX_LENS]


def _verdict(claim: str) -> Verdict | None:
    judgement = rowed(claim, BOTH)
    return judgement.verdict if judgement is not None else None


def test_the_named_row_settles_size_position_and_nature() -> None:
    # heldout51 fp51-09 and its twin
    assert (
        _verdict(
            "when i keep the candle beyond 2F1 of a convex lens, the image form beyond 2F2 and "
            "come out bigger than the candle"
        )
        is Verdict.CONTRADICTED
    )
    assert (
        _verdict(
            "when the candle is kept beyond 2F1 of a convex lens, the image forms between F2 and "
            "2F2 and is smaller than the candle"
        )
        is Verdict.SUPPORTED
    )
    # heldout51 fp51-19 (another row's image position, its ends said the other way round)
    assert (
        _verdict(
            "for a concave mirror, an object placed between C and F gives a diminished image "
            "between F and C"
        )
        is Verdict.CONTRADICTED
    )
    assert (
        _verdict(
            "for a concave mirror, an object placed between C and F gives an enlarged image "
            "beyond C"
        )
        is Verdict.SUPPORTED
    )
    assert _verdict("a convex lens gives a virtual image when the object is beyond 2F1") is (
        Verdict.CONTRADICTED
    )
    assert _verdict("if we keep the object at C of a concave mirror, it is the same size") is (
        Verdict.SUPPORTED
    )


def test_what_the_rows_cannot_settle_is_left_to_the_other_checks() -> None:
    # no table named, two named, a negation, an object position no row has
    assert _verdict("an object beyond 2F1 gives a smaller image") is None
    assert _verdict("a convex lens and a concave mirror both give enlarged images") is None
    assert _verdict("a convex lens does not give a bigger image beyond 2F1") is None
    assert _verdict("a concave mirror gives a smaller image when the object is far away") is None
    # the mirror's rows do not judge the lens
    assert rowed("a convex lens gives a real image when the object is at C", BOTH) is None


def test_the_checker_asks_the_rows() -> None:
    checker = ContradictionChecker(BOTH, None)
    claim = "if we keep the object at C of a concave mirror the image forms at F and is diminished"
    judgement = checker.judge(claim)
    assert judgement.verdict is Verdict.CONTRADICTED
    assert judgement.evidence is not None
    assert "Position of the object: At C" in judgement.evidence.unit.display


CONCAVE_LENS = (
    "Position of the object: At infinity; Position of the image: At focus F1; Relative size of "
    "the image: Highly diminished, point-sized; Nature of the image: Virtual and erect (Table "
    "9.5, by a concave lens). Position of the object: Between infinity and optical centre O of "
    "the lens; Position of the image: Between focus F1 and optical centre O; Relative size of "
    "the image: Diminished; Nature of the image: Virtual and erect (Table 9.5, by a concave "
    "lens)."
)


def test_points_are_read_by_their_letters_and_a_place_the_row_does_not_give_contradicts() -> None:
    def verdict(claim: str) -> Verdict | None:
        judgement = rowed(claim, [CONCAVE_LENS])
        return judgement.verdict if judgement is not None else None

    # "a very distant object" is at infinity; "its focus F1" is F1 (heldout52 fp/ft52-06)
    assert verdict("a concave lens forms the image of a very distant object at F2") is (
        Verdict.CONTRADICTED
    )
    assert verdict("a concave lens forms the image of a very distant object at its focus F1") is (
        Verdict.SUPPORTED
    )
    # "O" is the optical centre; "beyond F1" is no place the row gives (fp/ft52-10)
    between = "when the object is anywhere between infinity and O, a concave lens forms its image"
    assert verdict(f"{between} beyond F1") is Verdict.CONTRADICTED
    assert verdict(f"{between} between F1 and the optical centre O") is Verdict.SUPPORTED


GROUPED = [
    "Conductors; Material: Silver; Resistivity (Ω m): 1.60 × 10–8. Conductors; Material: "
    "Mercury; Resistivity (Ω m): 94.0 × 10–8. Alloys; Material: Constantan (alloy of Cu and "
    "Ni); Resistivity (Ω m): 49 × 10–6.",
    "Insulators; Material: Glass; Resistivity (Ω m): 1010 – 1014. Insulators; Material: "
    "Diamond; Resistivity (Ω m): 1012 - 1013.",
]


def test_a_table_s_groups_settle_where_it_puts_a_row() -> None:
    def verdict(claim: str) -> Verdict | None:
        judgement = grouped(claim, GROUPED)
        return judgement.verdict if judgement is not None else None

    # heldout51 fp/ft51-04 (the groups are spread over two passages)
    assert verdict("diamond is pure carbon, so table 11.2 puts it with the good conductors") is (
        Verdict.CONTRADICTED
    )
    assert verdict("table 11.2 lists diamond among the insulators") is None  # others decide
    assert verdict("table 11.2 lists constantan among the insulators") is (Verdict.CONTRADICTED)
    # a kind, not the table's sorting (an alloy conducts too); two rows; a negation
    assert verdict("constantan is a conductor") is None
    assert verdict("table 11.2 lists glass and silver among the insulators") is None
    assert verdict("table 11.2 does not list diamond among the conductors") is None
    # the rows a claim gives as the group's examples are not the row it sorts
    like = "table 11.2 puts diamond with the good conductors like {}"
    assert verdict(like.format("silver and mercury")) is Verdict.CONTRADICTED
    assert verdict("table 11.2 puts diamond with the insulators such as glass") is None


def test_a_conclusion_s_it_is_the_ground_s_subject() -> None:
    # heldout51 fp51-04: the claim checked was "table 11.2 puts it with the good conductors"
    asked = (
        "diamond is pure carbon, so table 11.2 puts it with the good conductors like copper "
        "and silver, right? what resistivity does it give for diamond?"
    )
    found = presupposition(asked)
    assert found is not None
    assert found.claim.startswith("table 11.2 puts diamond with the good conductors")
    judgement = grouped(found.claim, GROUPED)
    assert judgement is not None and judgement.verdict is Verdict.CONTRADICTED
    # a conclusion that opens with its pronoun stays whole; two "it"s are not guessed at
    kept = presupposition("the ozone layer is thin, so it cannot protect us from uv, right?")
    assert kept is not None and kept.claim.startswith("the ozone layer is thin, so it")
    twice = presupposition("copper is cheap, so wiring uses it because it conducts well, right?")
    assert twice is not None and "diamond" not in twice.claim and " it " in twice.claim
