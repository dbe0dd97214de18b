"""True twins of the unseen set heldout42 that a misread denial "corrected": a "not" before a
"whether" that was never spent ("you often can't tell whether an equation is quadratic …"), a
denial that closes one sentence read as denying the first word of the next ("… influenced by
none’. So it was private English enterprise …"), and a second clause carrying a word the
first clause denies ("… without damaging the environment, and development in the present
should not compromise …"). And two of its false premises: Gutenberg's "24 letters" against the
book's "26 characters", and a number's thousands' commas read through."""

from __future__ import annotations

from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.negation import polarity
from tutorapp.core.validation.terms import NOT, terms
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

QUADRATIC = (
    "As you can see, often we need to simplify the given equation before deciding whether it "
    "is quadratic or not."
)
HICKEY = (
    "From 1780, James Augustus Hickey began to edit the Bengal Gazette, a weekly magazine that "
    "described itself as ‘a commercial paper open to all, but influenced by none’. So it was "
    "private English enterprise, proud of its independence from colonial influence, that "
    "began English printing in India."
)
SUSTAINABLE = (
    "Sustainable economic development means ‘development should take place without damaging "
    "the environment, and development in the present should not compromise with the needs of "
    "the future generations.’"
)


def _verdict(passages: list[str], claim: str) -> Verdict:
    return ContradictionChecker(passages).judge(claim).verdict


def test_a_not_before_whether_is_spent_on_the_next_word() -> None:
    claim = (
        "you often can't tell whether an equation is quadratic just from the highest power of "
        "x you see in it, without simplifying it first"
    )
    denied, plain = polarity(terms(claim), claim=True)
    assert "simplify" in denied and "equation" in plain  # no closing "not" denies it all
    assert _verdict([QUADRATIC], claim) is not Verdict.CONTRADICTED


def test_a_denial_that_closes_a_sentence_denies_nothing_after_it() -> None:
    said = [t.stem for t in terms("It was influenced by none. So it was private enterprise.")]
    assert NOT not in said
    # (a claim's own closing "not" still denies it: "why can't X be zero")
    assert [t.stem for t in terms("the common difference be zero not")][-1] == NOT
    claim = (
        "english printing in india was begun by private english enterprise and not by the east "
        "india company"
    )
    assert _verdict([HICKEY], claim) is not Verdict.CONTRADICTED


def test_a_clause_does_not_carry_a_word_the_first_clause_denies() -> None:
    carried = [u for u in units(SUSTAINABLE) if "compromis" in {t.stem for t in u.terms}]
    assert carried
    for unit in carried:
        stems = [t.stem for t in unit.terms]
        assert "damag" not in stems or NOT in stems[: stems.index("damag")]
    claim = (
        "sustainable development lets us develop today without damaging the environment or "
        "using up what future generations will need"
    )
    assert _verdict([SUSTAINABLE], claim) is not Verdict.CONTRADICTED


def test_thousands_commas_are_read_through() -> None:
    assert [t.stem for t in terms("Rs 75,000 and 1,00,000 people")][:3] == ["rs", "75000", "100000"]
    # (a list written without spaces is no number)
    assert [t.stem for t in terms("the squares 1,4,9,16")][-4:] == ["1", "4", "9", "16"]


def test_another_count_of_the_alphabets_letters() -> None:
    book = (
        "Gutenberg developed metal types for each of the 26 characters of the Roman alphabet "
        "and devised a way of moving them around so as to compose different words of the text."
    )
    claim = "gutenberg made metal types for each of the 24 letters of the roman alphabet"
    assert _verdict([book], claim) is Verdict.CONTRADICTED
    assert _verdict([book], claim.replace("24", "26")) is Verdict.SUPPORTED
