"""False premises (and their true twins) of kinds first met in the unseen set heldout28: a fact
the book gives over two sentences, where the second opens "Here …" ("… joined end to end. Here
the resistors are said to be connected in series"), "For example, …" (an example of the
sentence before: "personal services such as washermen, barbers, cobblers"), or follows a case
set by "Imagine what would happen if …"; villages against the book's "urban areas", and the
service sector against the secondary; a list's gaps said to shrink that the book writes as "2,
3, 4, 5 and 6"; what the book says checks a thing said to cause it; a common difference a
worked example gives otherwise ("d = 3 (Why?)"); a name for "analysis and geometry" that is not
the book's; "instead of buying" as the book's "not to buy"; and an answer sentence that only
says the question again after "This means that …"."""

from __future__ import annotations

from tutorapp.core.premise_answer import with_lead
from tutorapp.core.results import ValidationPath
from tutorapp.core.validation.checks import repeated_question
from tutorapp.core.validation.contradiction import ContradictionChecker
from tutorapp.core.validation.policy import Verdict as Checked
from tutorapp.core.validation.split import AnswerSentence, split_answer
from tutorapp.core.validation.support import SentenceSupport
from tutorapp.core.validation.units import units
from tutorapp.core.validation.verdicts import Verdict

RESISTORS = (
    "There are two methods of joining the resistors together. Figure 11.6 shows an electric "
    "circuit in which three resistors having resistances R1, R2 and R3, respectively, are "
    "joined end to end. Here the resistors are said to be connected in series."
)
STRIKE = (
    "People working in industrial and service sectors need food. Imagine what would happen if "
    "there is a strike by transporters and lorries refuse to take vegetables, milk, etc. from "
    "rural areas. Food will become scarce in urban areas whereas farmers will be unable to sell "
    "their products."
)
SERVICES = (
    "Since these activities generate services rather than goods, the tertiary sector is also "
    "called the service sector. Service sector also includes some essential services that may "
    "not directly help in the production of goods. For example, we require teachers, doctors, "
    "and those who provide personal services such as washermen, barbers, cobblers, lawyers, "
    "and people to do administrative and accounting works."
)


def _verdict(text: str, claim: str) -> Verdict:
    return ContradictionChecker([text]).judge(claim).verdict


def _pairs(text: str) -> set[str]:
    """The units read over two sentences."""
    return {u.display for u in units(text) if u.display.count(". ") >= 1}


def test_a_sentence_opening_here_is_read_with_the_one_before() -> None:
    assert any(p.endswith("connected in series.") for p in _pairs(RESISTORS))
    wrong = "when three resistors are joined end to end theyre said to be connected in parallel"
    assert _verdict(RESISTORS, wrong) is Verdict.CONTRADICTED
    true = wrong.replace("parallel", "series")
    assert _verdict(RESISTORS, true) is Verdict.SUPPORTED


def test_what_follows_from_an_imagined_case_is_read_with_it() -> None:
    assert any(p.startswith("Imagine what would happen") for p in _pairs(STRIKE))
    wrong = (
        "if transporters go on strike and lorries refuse to take vegetables and milk from rural "
        "areas, food becomes scarce in the villages"
    )
    assert _verdict(STRIKE, wrong) is Verdict.CONTRADICTED
    assert _verdict(STRIKE, wrong.replace("the villages", "the cities")) is not (
        Verdict.CONTRADICTED
    )


def test_an_example_is_read_with_the_sentence_it_is_an_example_of() -> None:
    assert any(p.startswith("Service sector also includes") for p in _pairs(SERVICES))
    wrong = "barbers, washermen and cobblers are part of the secondary sector"
    assert _verdict(SERVICES, wrong) is Verdict.CONTRADICTED
    assert _verdict(SERVICES, wrong.replace("secondary", "service")) is Verdict.SUPPORTED
    assert _verdict(SERVICES, wrong.replace("secondary", "tertiary")) is not Verdict.CONTRADICTED


TRIANGULAR = (
    "In the sequence consisting of all the odd numbers, there is a difference of 2 between any "
    "two consecutive terms. In the sequence of triangular numbers, the difference between "
    "consecutive terms (among the first six terms) are 2, 3, 4, 5 and 6."
)


def test_gaps_said_to_shrink_that_grow_are_corrected_by_the_gaps_the_book_writes() -> None:
    wrong = (
        "in the triangular numbers 1, 3, 6, 10, 15, 21 the gap between consecutive terms keeps "
        "getting smaller"
    )
    judged = ContradictionChecker([TRIANGULAR]).judge(wrong)
    assert judged.contradicted and judged.evidence is not None
    assert "2, 3, 4, 5 and 6" in judged.evidence.unit.display
    assert _verdict(TRIANGULAR, wrong.replace("smaller", "bigger")) is not Verdict.CONTRADICTED
    # gaps said to stay the same, of a list the book writes
    squares = "The square numbers 1, 4, 9, 16, 25 follow a pattern."
    same = "the squares 1, 4, 9, 16 have gaps that stay the same"
    assert _verdict(squares, same) is Verdict.CONTRADICTED
    assert _verdict(squares, "the squares 1, 4, 9, 16 have gaps that keep growing") is not (
        Verdict.CONTRADICTED
    )


REVERSED = (
    "Alternative Solution : If we write the given AP in the reverse order, then a = – 62 and "
    "d = 3 (Why?) So, the question now becomes finding the 11th term with these a and d."
)


def test_a_common_difference_the_worked_example_gives_otherwise_is_contradicted() -> None:
    # "d = 3 (Why?)" gives d a value, and "d stays -3" / "the common difference (d) remains
    # -3." say one, with "the first term is -62" as the example's a
    claim = (
        "for the ap 10, 7, 4, ..., -62 if we write it in reverse order the first term is -62 "
        "and d stays -3"
    )
    assert _verdict(REVERSED, claim) is Verdict.CONTRADICTED
    assert _verdict(REVERSED, claim.replace("stays -3", "becomes 3")) is not Verdict.CONTRADICTED
    said = "The first term of the reversed AP is -62 and the common difference (d) remains -3."
    assert _verdict(REVERSED, said) is Verdict.CONTRADICTED
    assert _verdict(REVERSED, said.replace("remains -3", "is 3")) is not Verdict.CONTRADICTED
    # another example's first term: no example of the claim's
    other = "The first term is 10 and the common difference (d) remains -3."
    assert _verdict(REVERSED, other) is not Verdict.CONTRADICTED


def test_the_question_said_again_after_this_means_that_is_a_repeated_question() -> None:
    # heldout28 fp28-15 with the model: the premise echoed, down to its "right"
    question = (
        "if two non vertical lines l1 and l2 are parallel, their inclinations α and β add up "
        "to 180° right? so how are their slopes related"
    )
    answer = (
        "Two lines are parallel if and only if their slopes are equal [1]. This means that if "
        "two non vertical lines are parallel, their inclinations add up to 180° right [1]."
    )
    found = repeated_question(split_answer(answer), question)
    assert [f.sentence for f in found] == [1]
    # a word of its own is no repeat: "equal"
    own = "This means that if two non vertical lines are parallel, their inclinations are equal."
    assert repeated_question(split_answer(own), question) == []


DUNES = (
    "Planting of shelter belts of plants, control on over grazing, stabilisation of sand dunes "
    "by growing thorny bushes are some of the methods to check land degradation in arid areas."
)


def test_what_the_book_says_checks_a_thing_does_not_cause_it() -> None:
    wrong = "growing thorny bushes on sand dunes actually causes more land degradation in dry areas"
    assert _verdict(DUNES, wrong) is Verdict.CONTRADICTED
    true = "growing thorny bushes on sand dunes helps check land degradation in dry areas"
    assert _verdict(DUNES, true) is not Verdict.CONTRADICTED


GEOMETRY = (
    "This book introduced the notion of the equation of a curve and related analytical methods "
    "into the study of geometry. The resulting combination of analysis and geometry is "
    "referred now as analytical geometry."
)


def test_a_thing_given_a_name_that_shares_no_word_with_the_book_s_is_named_otherwise() -> None:
    wrong = "this mix of analysis and geometry is now called trigonometry"
    assert _verdict(GEOMETRY, wrong) is Verdict.CONTRADICTED
    assert _verdict(GEOMETRY, wrong.replace("trigonometry", "analytical geometry")) is not (
        Verdict.CONTRADICTED
    )
    # (a name that shares a word with the book's is no other name: "coordinate geometry")
    assert _verdict(GEOMETRY, wrong.replace("trigonometry", "coordinate geometry")) is not (
        Verdict.CONTRADICTED
    )


def test_the_lead_s_sentence_without_the_noun_it_fills_in_is_not_said_again() -> None:
    # heldout28 fp28-20 with the model: the lead quotes "these [alluvial] soils", the model
    # copied the book's "these soils" below it
    lead = AnswerSentence(
        "Actually, your textbook says: “Mostly these [alluvial] soils contain adequate "
        "proportion of potash.” [1].",
        "",
        True,
    )
    copied = AnswerSentence("Mostly these soils contain adequate proportion of potash [1].")
    other = AnswerSentence("Alluvial soils as a whole are very fertile [1].")
    verdict = Checked(
        path=ValidationPath.TRIMMED,
        sentences=(copied, other),
        support=tuple(
            SentenceSupport(text=s.text, supported=True, sources=(1,), lexical=1.0, semantic=1.0)
            for s in (copied, other)
        ),
        findings=(),
        quality=1.0,
        checks=(),
    )
    assert [s.text for s in with_lead(verdict, lead, 1).sentences] == [lead.text, other.text]


COTTON = (
    "Imagine what would happen to cotton cultivation if companies decide not to buy from the "
    "Indian market and import all cotton they need from other countries. Indian cotton "
    "cultivation will become less profitable and the farmers may even go bankrupt, if they "
    "cannot quickly switch to other crops. Cotton prices will fall."
)


def test_instead_of_denies_what_it_sets_aside_as_not_does() -> None:
    # heldout27 ft27-04, read with the "Imagine …" pair: the student's "instead of buying"
    # is the book's "decide not to buy", so the true twin stands and the false one is
    # corrected for saying "more" where the book says "less"
    said = (
        "if companies import all the cotton they need instead of buying from the indian "
        "market, indian cotton prices will fall and farmers may even go bankrupt"
    )
    assert _verdict(COTTON, said) is Verdict.SUPPORTED
    wrong = (
        "if companies import all the cotton they need instead of buying from the indian "
        "market, indian cotton prices will rise and farmers will earn more"
    )
    judged = ContradictionChecker([COTTON]).judge(wrong)
    assert judged.contradicted and judged.evidence is not None
    assert {c.kind.value for c in judged.evidence.conflicts} == {"opposite"}
