"""A progression's quantities are terms of their own (``lexicon.QUALIFIED``): "first term",
"last term", "common difference" and "common ratio" name different things, and an AP's
"common difference" is no difference of two numbers — so a sum the book gives a difference
for contradicts, and "the same first term" is not "the same common difference"."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

# jemh105 p. 62 (Exercise 5.2), jemh104 p. 45 (Example 8), iemh108 p. 176
Q12 = (
    "11. Which term of the AP : 3, 15, 27, 39, . . . will be 132 more than its 54th term? 12. "
    "Two APs have the same common difference. The difference between their 100th terms is "
    "100, what is the difference between their 1000th terms? 13. How many three-digit numbers "
    "are divisible by 7?"
)
EXAMPLE_8 = (
    "Example 8 : A pole has to be erected at a point on the boundary of a circular park of "
    "diameter 13 metres in such a way that the differences of its distances from two "
    "diametrically opposite fixed gates A and B on the boundary is 7 metres."
)
DECREASING = (
    "In the sequence 11, 7, 3, –1, – 5, … the numbers decrease by 4. This is also an "
    "arithmetic progression, where the first term is 11 and the common difference is – 4."
)


def test_a_progressions_quantities_are_terms_of_their_own() -> None:
    stems = [t.stem for t in terms("the first term is 11 and the common difference is 4")]
    # (the qualifier stays a word: a claim keeps as many terms to be judged by)
    assert stems == ["first", "firstterm", "11", "common", "commondifferenc", "4"]
    assert "differenc" in [t.stem for t in terms("the difference of 11 and 4")]
    # (either way a student writes it)
    assert [t.stem for t in terms("First Term")] == [t.stem for t in terms("first term")]


def test_the_same_first_term_is_not_the_same_common_difference() -> None:
    # heldout66 fp66-05
    question = (
        "Ex 5.2 Q12 has two APs with the same first term and their 100th terms differ by 100. "
        "isn't the difference of the 1000th terms then 1000?"
    )
    check = PremiseChecker().check(question, [Q12], posed=frozenset({0}))
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts == ("contrast: 'firstterm' vs 'commondifferenc'",)
    true = question.replace("same first term", "same common difference")
    checked = PremiseChecker().check(true, [Q12], posed=frozenset({0}))
    assert checked is None or not checked.contradicted


def test_a_sum_where_the_book_gives_a_difference_is_corrected() -> None:
    # heldout66 fp66-01
    question = (
        "in example 8 of quadratic eqns the pole's distances from the two gates A and B add up "
        "to 7 m, so how do we get AP = x + 7 from that?"
    )
    check = PremiseChecker().check(question, [EXAMPLE_8])
    assert check is not None and check.verdict is Verdict.CONTRADICTED
    assert check.conflicts == ("opposite: 'sum' vs 'differenc'",)
    true = (
        "in example 8 of quadratic eqns the differences of the pole's distances from the two "
        "gates A and B is 7 m, so how do we get AP = x + 7 from that?"
    )
    checked = PremiseChecker().check(true, [EXAMPLE_8])
    assert checked is None or not checked.contradicted


def test_an_aps_common_difference_does_not_deny_a_sum() -> None:
    # heldout60 fp60-05: with "difference" the opposite of "sum", the AP's "common difference
    # is – 4" was read against a hint's sum, off the gold page
    question = (
        "for the 1, 4, 7, 10, 13 … exercise, the hint says the third term of the new 'adding "
        "up' sequence is 4 + 7 = 11. why do we skip the 1?"
    )
    check = PremiseChecker().check(question, [DECREASING])
    assert check is None or not any("differenc" in c for c in check.conflicts)
