"""Answer sentences that say a false premise again after the answer has corrected it or said
the book does not say it: the "why …?" asked on the claim said as a fact ("The reason was
that people were buying fewer books then …", heldout38 fp38-19), and the claim's own words
in a row, its "no" among them ("The new layout with no hand painted decoration was
introduced by printers …", heldout39 fp39-05); and, where the books come near saying a
premise, its "only" with the words around it said again ("… Madras towns only in big city
bookshops", heldout42 fp42-04), unless the book has those words around its own "only"."""

from __future__ import annotations

from tutorapp.core.evaluation import repeats_premise
from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import Correction
from tutorapp.core.presupposition import presupposition
from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.restating import Avoid, echoes
from tutorapp.core.validation.split import split_answer

DIARY = (
    "In 1791, a London publisher, James Lackington, wrote in his diary: ‘The sale of books in "
    "general has increased prodigiously within the last twenty years. The poorer sort of "
    "farmers and even the poor country people in general now shorten the winter night by "
    "hearing their sons and daughters read them tales, romances, etc.’"
)
DEPRESSION = (
    "With the onset of the Great Depression in the 1930s, publishers feared a decline in book "
    "purchases. To sustain buying, they brought out cheap paperback editions."
)
FALLING = (
    "london publisher james lackington wrote in his diary in 1791 that book sales had been "
    "falling for the last twenty years. why were people buying fewer books then?"
)
MANUSCRIPTS = (
    "The new technology did not entirely displace the existing art of producing books by "
    "hand. In fact, printed books at first closely resembled the written manuscripts in "
    "appearance and layout. The metal letters imitated the ornamental handwritten styles. "
    "Borders were illuminated by hand with foliage and other patterns, and illustrations were "
    "painted."
)
NEW_LAYOUT = (
    "the first printed books in europe looked nothing like handwritten manuscripts, a totally "
    "new layout with no hand painted decoration"
)


def _dropped(answer: str, passages: list[str], avoid: Avoid) -> list[int]:
    found = contradicted(split_answer(answer), passages, avoid)
    return [f.sentence for f in found if f.check == "false_premise" and f.sentence is not None]


def test_the_why_asked_on_a_claim_is_taken_for_granted_with_it() -> None:
    found = presupposition(FALLING)
    assert found is not None
    assert found.claim.endswith("book sales had been falling for the last twenty years")
    assert found.then == "people buying fewer books then"
    tagged = presupposition(f"{NEW_LAYOUT}, right? why did printers drop the manuscript style")
    assert tagged is not None and tagged.then == "printers drop the manuscript style"


def test_a_how_a_pronoun_or_a_short_why_is_no_then() -> None:
    # (a convex lens forms an image whatever the claim before; "it" says nothing alone)
    how = presupposition(
        "since a convex lens reflects light like a mirror, how does a convex lens form an image?"
    )
    assert how is not None and how.then is None
    pronoun = presupposition(
        "black soil is rich in phosphorus right, so why is it good for cotton?"
    )
    assert pronoun is not None and pronoun.then is None
    short = presupposition("since land is unlimited, why do we need planning?")
    assert short is not None and short.then is None
    assert presupposition("Why is the common difference of an AP always positive?").then is None  # type: ignore[union-attr]


def test_the_why_said_as_a_fact_after_the_correction_is_dropped() -> None:
    check = PremiseChecker().check(FALLING, [DIARY, DEPRESSION])
    assert check is not None and check.contradicted
    avoid = Correction(check=check, lead=None).avoid
    assert "people buying fewer books then" in avoid.claims
    answer = (
        "The reason was that people were buying fewer books then because of the Great "
        "Depression in the 1930s [2]. Publishers brought out cheap paperback editions [2]."
    )
    assert _dropped(answer, [DIARY, DEPRESSION], avoid) == [0]
    assert repeats_premise(FALLING, answer)


def test_the_claims_words_in_a_row_are_the_claims() -> None:
    said = "The new layout with no hand painted decoration was introduced by printers [1]."
    assert echoes(said, NEW_LAYOUT, [MANUSCRIPTS])
    assert _dropped(said, [MANUSCRIPTS], Avoid(claims=(NEW_LAYOUT,))) == [0]


def test_the_books_words_in_a_row_or_a_run_without_its_no_are_not() -> None:
    # the book has the run itself, its "not" too
    book = "The metal letters did not imitate the ornamental handwritten styles [1]."
    claim = "the metal letters did not imitate the ornamental handwritten styles at first"
    assert not echoes(book, claim, [f"{MANUSCRIPTS} {book[:-4]}."])
    assert echoes(book, claim, [MANUSCRIPTS])
    # four of the claim's words in a row, but not its "no": the subject said again
    subject = "The first printed books in Europe were Bibles [1]."
    assert not echoes(subject, NEW_LAYOUT, [MANUSCRIPTS])
    # its "no" with fewer than four words in a row
    short = "There was no hand decoration in books for the poor [1]."
    assert not echoes(short, NEW_LAYOUT, [MANUSCRIPTS])


MADRAS = (
    "Print and the Poor People Very cheap small books were brought to markets in "
    "nineteenth-century Madras towns and sold at crossroads, allowing poor people travelling "
    "to markets to buy them."
)
BOOKSHOPS = (
    "since the very cheap small books in 19th century madras towns were sold only in big city "
    "bookshops, how did poor people get hold of them?"
)


def test_a_premise_the_books_come_near_is_not_echoed_with_its_only() -> None:
    check = PremiseChecker().check(BOOKSHOPS, [MADRAS])
    assert check is not None
    avoid = Correction(check=check, lead=None).avoid
    assert check.claim in (*avoid.claims, *avoid.echoed)
    answer = (
        "The poor people got hold of the very cheap small books in 19th century Madras towns "
        "only in big city bookshops [1]. They were sold at crossroads [1]."
    )
    assert _dropped(answer, [MADRAS], avoid) == [0]
    # an echoed claim is judged by its words in a row alone: nothing else is dropped
    assert (
        _dropped("Yes, they were sold at crossroads [1].", [MADRAS], Avoid(echoed=(check.claim,)))
        == []
    )


def test_the_books_words_around_its_only_are_the_books() -> None:
    book = (
        "We know the story of a girl in a conservative Muslim family of north India who "
        "secretly learnt to read and write in Urdu. Her family wanted her to read only the "
        "Arabic Quran which she did not understand."
    )
    claim = (
        "that muslim girl in north india secretly learn to read and write urdu when her family "
        "wanted her to read only the arabic quran"
    )
    said = (
        "So the muslim girl in north india secretly learned to read and write urdu when her "
        "family wanted her to read only the arabic quran [1]."
    )
    assert not echoes(said, claim, [book])
