"""The textbook preview and the progress line in the window, with a paced scripted model.

The book's sentences show before the model's first token (which comes after a simulated
prefill); the card says what it is doing and for how long, never frozen; the status bar does
not say "ready" while an answer is prepared; a preview sentence opens its page; when the
explanation does not hold up the preview stays as the answer.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.conftest import WAIT, Parts
from tests.ui.test_window import GOOD, QUESTION, ask
from tutorapp.core.citation import PreviewSentence
from tutorapp.core.events import Preview, StageName
from tutorapp.core.results import AnswerResult, Status, Validation, ValidationPath
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.preview import HEADING
from tutorapp.ui.window import MainWindow

OUTSIDE = "Carl Friedrich Gauss summed the numbers from one to a hundred as a schoolboy in 1786."
SENTENCE = PreviewSentence(
    text="This fixed number is called the common difference.",
    book_id="jemh105",
    source_file="jemh105.pdf",
    page_index=0,
    printed_page=49,
    label="Mathematics · Class 10 · Ch 5 Arithmetic Progressions · p. 49",
)


def test_the_preview_appears_before_the_first_token(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.first_delay = 2.5  # the model "reads" the passages for a while
    generator.enqueue(GOOD)
    seen: list[tuple[str, str]] = []  # (event, answer text at that moment)

    def watch(event: object) -> None:
        card = window.current_card
        if card is not None:
            seen.append((type(event).__name__, card.answer.toPlainText()))

    window.asker.event.connect(watch)
    with qtbot.waitSignal(window.answer_finished, timeout=WAIT):
        window.ask(QUESTION)
        card = window.current_card
        assert card is not None
        qtbot.waitUntil(card.preview.isVisible, timeout=WAIT)
        assert card.answer.toPlainText() == ""  # no model token yet
        assert HEADING in card.preview.heading.text()
        assert "common difference" in card.preview.body.text()
        assert "p. 49" in card.preview.body.text() or "p. 50" in card.preview.body.text()
        assert "answering" in window.model_state.text()  # never "ready" while it works
        qtbot.waitUntil(lambda: "Reading" in card.status.text(), timeout=WAIT)
        reading = card.status.text()
        assert card.progress.isVisible() and card.progress.running
        qtbot.waitUntil(lambda: card.status.text().endswith(" s"), timeout=WAIT)
        assert card.status.text() != reading  # the line moves while the model reads
    names = [name for name, _ in seen]
    assert names.index("Preview") < names.index("AnswerDelta")
    assert card.preview.isVisible() and card.answer.isVisible()  # the explanation below it
    assert not card.progress.isVisible() and not card.progress.running
    # (the status line turns "ready" on the model thread's own signal, which may follow
    # answer_finished by a turn of the event loop on a loaded machine: ./test on 418642b)
    qtbot.waitUntil(lambda: window.model_state.text().startswith("Tutor ready"), timeout=WAIT)


def test_a_preview_sentence_opens_its_page(qtbot: QtBot, window: MainWindow, parts: Parts) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None and card.preview.sentences
    first = card.preview.sentences[0]
    with qtbot.waitSignal(card.citation_clicked, timeout=WAIT) as blocker:
        card.preview.open_sentence(0)
    assert blocker.args == [first.book_id, first.page_index, first.text]
    viewer = window.viewer
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.viewer.current_page == first.page_index, timeout=WAIT)
    viewer.close()


def test_an_explanation_that_does_not_hold_up_leaves_the_preview_as_the_answer(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue([OUTSIDE])
    generator.enqueue([OUTSIDE])  # the stricter retry fails too
    result = ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None and result.status is Status.ANSWERED
    assert result.validation is not None and result.validation.path is ValidationPath.EXTRACTIVE
    assert card.preview.isVisible() and not card.answer.isVisible()
    assert card.notice.isVisible() and "textbook's own sentences" in card.notice.text()
    assert card.citations.isVisible()


def test_no_preview_for_a_refusal_at_the_gate(qtbot: QtBot, window: MainWindow) -> None:
    result = ask(qtbot, window, "Who won the FIFA world cup in 2022?")
    card = window.current_card
    assert result.status.refused and card is not None
    assert not card.preview.isVisible() and not card.progress.isVisible()


def test_the_card_says_how_many_passages_the_model_reads(qtbot: QtBot) -> None:
    card = AnswerCard("q")
    qtbot.addWidget(card)
    card.show_stage(StageName.READING_SOURCES, passages=3)
    assert card.status.text() == "Reading 3 passages…"
    card.show_preview(Preview(sentences=(SENTENCE,)).sentences)
    card.show_stage(StageName.ANSWERING)
    assert card.status.text() == "Writing the explanation…"
    card.finish(
        AnswerResult(
            question="q",
            status=Status.ANSWERED,
            answer="From your textbook:\n- This fixed number is called the common difference [1].",
            validation=Validation(path=ValidationPath.EXTRACTIVE),
        )
    )
    assert card.preview.isVisibleTo(card) and not card.answer.isVisibleTo(card)
    assert not card.progress.isVisibleTo(card)


def test_history_shows_the_final_answer_without_a_preview(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    result = ask(qtbot, window, QUESTION)
    live = window.current_card
    assert result.preview and live is not None and live.preview.isVisible()
    (entry,) = window.history.entries()
    assert entry.result.preview == () and entry.result.answer == result.answer
    live.setParent(None)  # as after a restart: the answer is shown from the history
    live.deleteLater()
    window.show_history_entry(entry)
    card = window.conversation.card_for(entry.id)
    assert card is not None and card is not live and card.from_history
    assert card.answer.toPlainText() == result.answer and card.answer.isVisibleTo(card)
    assert not card.preview.isVisibleTo(card) and not card.progress.isVisibleTo(card)
