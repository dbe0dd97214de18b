"""False premises (and their true twins) of kinds first met in the unseen set heldout24,
judged against the book's own sentences: a sum written out to its value ("22 + 6 = 28"),
another predicate of the same subject stated elsewhere, a swapped pair across two clauses,
"only later" as a time, ordinals ("5th" / "seventh"), "shortened" against "longer", "less
than" as a comparison, and a reason the book gives with "To counter this, …"."""

from __future__ import annotations

from tutorapp.core.validation.clauses import parallel
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.numbers import number_conflicts, values_by_word
from tutorapp.core.validation.terms import terms
from tutorapp.core.validation.verdicts import Verdict

AP = (
    "Example 2 : Which of the following list of numbers form an AP? If they form an AP, "
    "write the next two terms : (i) 4, 10, 16, 22, . . . Solution : (i) We have a2 – a1 = "
    "10 – 4 = 6 a3 – a2 = 16 – 10 = 6 a4 – a3 = 22 – 16 = 6 i.e., ak + 1 – ak is the same "
    "every time. So, the given list of numbers forms an AP with the common difference d = 6. "
    "The next two terms are: 22 + 6 = 28 and 28 + 6 = 34."
)
ORGANISED = (
    "Workers in the organised sector enjoy security of employment. They are expected to "
    "work only a fixed number of hours.",
    "They are supposed to get medical benefits and, under the laws, the factory manager has "
    "to ensure facilities like drinking water and a safe working environment. When they "
    "retire, these workers get pensions as well.",
)
SECTORS = (
    "Generally, it has been noted from the histories of many, now developed, countries that "
    "at initial stages of development, primary sector was the most important sector of "
    "economic activity. As the methods of farming changed and agriculture sector began to "
    "prosper, it produced much more food than before. Over a long time (more than hundred "
    "years), and especially because new methods of manufacturing were introduced, factories "
    "came up and started expanding. Secondary sector gradually became the most important in "
    "total production and employment."
)
BALL = (
    "We see that after the seventh bounce the ball remains below 1/6 of the height at which "
    "it started."
)
WORKERS = (
    "After the working day was gradually shortened from the mid-nineteenth century, workers "
    "had some time for self-improvement and self-expression. They wrote political tracts and "
    "autobiographies in large numbers."
)
PARALLEL = (
    "In the parallel arrangement, each resistor is connected across the battery. The "
    "potential difference across each resistor is also V."
)
ULAMA = (
    "In north India, the ulama were deeply anxious about the collapse of Muslim dynasties. "
    "They feared that colonial rulers would encourage conversion, change the Muslim personal "
    "laws. To counter this, they used cheap lithographic presses, published Persian and Urdu "
    "translations of holy scriptures, and printed religious newspapers and tracts."
)


def _verdict(text: str, claim: str) -> Verdict:
    return ContradictionChecker([text], None).judge(claim).verdict


def test_a_sum_written_out_gives_what_it_works_out_to() -> None:
    book = terms("The next two terms are: 22 + 6 = 28 and 28 + 6 = 34.")
    assert values_by_word(book, wholes=True)["term"] == [("28", "34")]
    # a sum with no "=" ends the run: its first operand is no value
    assert values_by_word(terms("the answer is 5 + 2 squared"), wholes=True).get("answer") is None
    # a claim's sum is left as written (heldout13 ft13-03: "1 + 2 + … + 100 = 5050")
    claim = terms("he worked out that 1 + 2 + 3 + 100 = 5050")
    assert "5050" not in {v for runs in values_by_word(claim).values() for r in runs for v in r}


def test_next_terms_worked_out_by_sums() -> None:
    assert _verdict(AP, "the next two terms are 28 and 34") is not Verdict.CONTRADICTED
    assert _verdict(AP, "the next two terms are 26 and 30") is Verdict.CONTRADICTED


def test_another_predicate_of_the_subject_is_no_denial_where_the_claim_is_said() -> None:
    claim = "workers in the organised sector get pensions when they retire"
    judged = ContradictionChecker(list(ORGANISED), None).judge(claim)
    assert judged.verdict is Verdict.SUPPORTED


def test_two_sectors_swapped_across_clauses() -> None:
    true = (
        "in the history of now-developed countries, the primary sector was the most "
        "important at the initial stages of development and the secondary sector became "
        "important only later"
    )
    false = true.replace("primary", "X").replace("secondary", "primary").replace("X", "secondary")
    assert _verdict(SECTORS, true) is Verdict.SUPPORTED
    assert _verdict(SECTORS, false) is Verdict.CONTRADICTED


def test_only_later_says_when_not_that_nothing_else_does() -> None:
    seq = [t.stem for t in terms("the secondary sector became important only later")]
    assert "ALL" not in seq
    assert "ALL" in [t.stem for t in terms("only convex mirrors are used")]


def test_an_ordinal_in_words_is_read_as_in_digits() -> None:
    assert [t.stem for t in terms("after the seventh bounce")][:2] == ["after", "7th"]
    claim = "the ball stays below 1/6 of its height after the 5th bounce"
    assert _verdict(BALL, claim) is Verdict.CONTRADICTED
    assert _verdict(BALL, claim.replace("5th", "7th")) is not Verdict.CONTRADICTED


def test_longer_against_shortened() -> None:
    claim = "the working day of workers kept getting longer from the mid-nineteenth century"
    assert _verdict(WORKERS, claim) is Verdict.CONTRADICTED
    true = "the working day of workers was gradually shortened from the mid-nineteenth century"
    assert _verdict(WORKERS, true) is Verdict.SUPPORTED


def test_less_than_is_supported_only_where_the_book_compares() -> None:
    claim = "the potential difference across each resistor is less than V"
    assert _verdict(PARALLEL, claim) is not Verdict.SUPPORTED


def test_a_reason_given_with_to_counter_this() -> None:
    false = (
        "the ulama in north india printed persian and urdu translations of holy scriptures "
        "because the muslim dynasties paid them money"
    )
    assert _verdict(ULAMA, false) is Verdict.CONTRADICTED
    true = (
        "the ulama in north india printed persian and urdu translations of holy scriptures "
        "because they feared the colonial rulers would encourage conversion"
    )
    assert _verdict(ULAMA, true) is not Verdict.CONTRADICTED


def test_an_opposite_after_and_splits_no_clauses() -> None:
    sentence = (
        "Ploughing along the contour lines instead of up and down the slope; it slows down "
        "the flow of water down the slopes and so reduces erosion."
    )
    assert parallel(sentence) == []
    swapped = "the secondary sector came first and the primary sector became important later"
    assert len(parallel(swapped)) == 2


def test_an_ordinal_writes_no_value_of_another_word() -> None:
    # (heldout13 fp13-07) "Sixth bounce" does not write the 6 of "reaches 6 feet"
    heights = (
        "First bounce: 24 × 0.75 = 18 feet Second bounce: 18 × 0.75 = 13.5 feet Fifth bounce: "
        "7.59375 × 0.75 = 5.695 feet Sixth bounce: 5.695 × 0.75 = 4.27125 feet."
    )
    found = number_conflicts(terms("its first bounce only reaches 6 feet"), terms(heights))
    assert [c.claim for c in found] == ["6"]
    # the claim's own ordinal is written by the book's
    assert not number_conflicts(terms("after the 6th bounce"), terms(heights))
