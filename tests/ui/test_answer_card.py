"""The answer card on its own: batched streaming, wording for low confidence and refusals,
follow-up suggestions that ask, stored answers from history."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.types import Confidence
from tutorapp.ui.answer_card import AnswerCard


def test_deltas_are_batched_and_flushed(qtbot: QtBot) -> None:
    card = AnswerCard("What is an AP?")
    qtbot.addWidget(card)
    for piece in ["An AP", " is a list", " of numbers."]:
        card.append_answer(piece)
    assert card.answer.toPlainText() == ""  # not yet: one repaint per batch
    qtbot.waitUntil(
        lambda: card.answer.toPlainText() == "An AP is a list of numbers.", timeout=2000
    )


def test_low_confidence_answers_say_so_calmly(qtbot: QtBot) -> None:
    card = AnswerCard("q")
    qtbot.addWidget(card)
    card.finish(
        AnswerResult(
            question="q", status=Status.ANSWERED, answer="Text.", confidence=Confidence.LOW
        )
    )
    assert "only partly" in card.status.text() and card.property("status") == "answered"


def test_refusal_offers_follow_ups_that_ask(qtbot: QtBot) -> None:
    card = AnswerCard("Who won the cup?")
    qtbot.addWidget(card)
    result = AnswerResult(
        question="Who won the cup?",
        status=Status.REFUSED_OUT_OF_SCOPE,
        answer="I don't know based on NCERT textbooks.",
        suggestions=("Arithmetic Progressions (Mathematics, Class 10)",),
    )
    card.finish(result)
    assert card.property("status") == "refused" and card.status.text() == "Not in your books"
    asked: list[str] = []
    card.suggestion_clicked.connect(asked.append)
    buttons = card.follow_ups.findChildren(QPushButton)
    assert buttons
    buttons[0].click()
    assert asked == ["Tell me about Arithmetic Progressions"]


def test_a_stored_answer_shows_without_streaming(qtbot: QtBot) -> None:
    card = AnswerCard("q")
    qtbot.addWidget(card)
    stored = {
        "question": "q",
        "status": "answered",
        "answer": "Stored.",
        "citations": [
            {
                "n": 1,
                "book_id": "b",
                "source_file": "b.pdf",
                "title": "Mathematics",
                "class": 10,
                "subject": "Mathematics",
                "page_index": 4,
                "printed_page": 53,
                "text": "passage",
            }
        ],
    }
    card.finish(AnswerResult.from_json(stored), from_history=True)  # type: ignore[arg-type]
    assert card.status.text() == "Answered from your books · from your history"
    assert card.answer.toPlainText() == "Stored." and "p. 53" in card.links[0].text()
    opened: list[tuple[str, int, str]] = []
    card.citation_clicked.connect(lambda *args: opened.append(args))
    card.open_citation(0)
    assert opened == [("b", 4, "passage")]
