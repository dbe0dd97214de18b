"""A premise the books neither state nor deny, let through for the answer to speak for itself
(an open "how did X push Y?"), is not to be said by the answer as the book's: "Farming did
badly and gave less food [1]." for "how did farming doing badly and giving less food push
people into becoming craftspersons and traders?", where the book's agriculture "began to
prosper" (heldout45 fp45-10)."""

from __future__ import annotations

from tutorapp.core.premise import PremiseChecker
from tutorapp.core.premise_answer import Correction
from tutorapp.core.validation.checks import contradicted
from tutorapp.core.validation.restating import Avoid
from tutorapp.core.validation.split import split_answer
from tutorapp.core.validation.verdicts import Verdict

PROSPER = (
    "As the methods of farming changed and agriculture sector began to prosper, it produced "
    "much more food than before. Many people could now take up other activities. There were "
    "increasing number of craft-persons and traders."
)
QUESTION = (
    "how did farming doing badly and giving less food push people into becoming craftspersons "
    "and traders in the early stage of development?"
)


def _dropped(answer: str, passages: list[str], avoid: Avoid) -> list[int]:
    found = contradicted(split_answer(answer), passages, avoid)
    return [f.sentence for f in found if f.check == "false_premise" and f.sentence is not None]


def test_an_open_how_the_books_do_not_state_is_granted() -> None:
    check = PremiseChecker().check(QUESTION, [PROSPER])
    assert check is not None
    assert check.verdict is Verdict.SUPPORTED and check.granted
    avoid = Correction(check=check, lead=None).avoid
    assert check.claim in avoid.claims
    answer = (
        "Farming did badly and gave less food [1]. Many people could now take up other "
        "activities [1]."
    )
    assert _dropped(answer, [PROSPER], avoid) == [0]


def test_a_how_the_book_answers_is_not_granted() -> None:
    question = "how does ploughing along the contour lines help to reduce soil erosion?"
    book = (
        "Ploughing along the contour lines can decelerate the flow of water down the slopes. "
        "This is called contour ploughing."
    )
    check = PremiseChecker().check(question, [book])
    assert check is None or not check.granted
