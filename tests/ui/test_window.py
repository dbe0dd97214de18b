"""The main window driven by a scripted generator: streaming, Stop, refusals, the scratch-work
panel's lifecycle, citations into the viewer, history, queueing before the model is ready."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.conftest import WAIT, Parts
from tutorapp.core.history import History
from tutorapp.core.results import AnswerResult, Status
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.single_instance import SingleInstance
from tutorapp.ui.window import MainWindow

QUESTION = "What is the common difference of an arithmetic progression?"
GOOD = ["This fixed number", " is called", " the common difference [1]."]


def streamed(win: MainWindow) -> bool:
    card = win.current_card
    return card is not None and bool(card.answer.toPlainText())


def ask(qtbot: QtBot, win: MainWindow, question: str) -> AnswerResult:
    with qtbot.waitSignal(win.answer_finished, timeout=WAIT) as blocker:
        win.ask(question)
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    result = blocker.args[0]
    assert isinstance(result, AnswerResult)
    return result


def test_an_answer_streams_into_a_card_with_its_citations(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    seen: list[str] = []
    window.asker.event.connect(lambda e: seen.append(type(e).__name__))
    result = ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None and result.status is Status.ANSWERED
    assert card.answer.toPlainText() == result.answer
    assert "AnswerDelta" in seen and seen[-1] == "Finished"
    assert "[1] Mathematics" in card.links[0].text() and card.citations.isVisible()
    assert card.sources_toggle.isVisible()  # passages found, shown while the model reads
    assert window.ask_button.isEnabled() and not window.stop_button.isEnabled()


def test_stop_ends_the_answer_at_once(qtbot: QtBot, window: MainWindow, parts: Parts) -> None:
    _, generator, _ = parts
    generator.delay = 0.05
    generator.enqueue([f" word{i}" for i in range(400)])
    with qtbot.waitSignal(window.answer_finished, timeout=WAIT) as blocker:
        window.ask(QUESTION)
        qtbot.waitUntil(lambda: streamed(window), timeout=WAIT)
        window.stop()
    result = blocker.args[0]
    assert result.status is Status.CANCELLED
    assert result.tokens.answer < 100
    card = window.current_card
    assert card is not None and card.status.text() == "Stopped"
    assert "before it had a full sentence" in card.notice.text()  # no sentence was finished


def test_a_stopped_answer_is_cleaned_and_keeps_its_sources(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    """ "…the common difference. [1], [" stops at its last full sentence, the cut marker
    gone; its source is listed; the card and the history say Stopped, also after replay."""
    _, generator, _ = parts
    generator.delay = 0.05
    pieces = ["This fixed number", " is called", " the common difference.", " [1], [", "2"]
    generator.enqueue([*pieces, *[f" more{i}" for i in range(300)]])
    with qtbot.waitSignal(window.answer_finished, timeout=WAIT) as blocker:
        window.ask(QUESTION)
        qtbot.waitUntil(lambda: "[1], [" in _streamed_text(window), timeout=WAIT)
        window.stop()
    result = blocker.args[0]
    card = window.current_card
    assert card is not None and result.status is Status.CANCELLED
    assert result.answer == "This fixed number is called the common difference. [1]"
    assert card.answer.toPlainText() == result.answer  # the junk after it is gone
    assert card.status.text() == "Stopped" and card.property("status") == "cancelled"
    assert [link.citation.n for link in card.links] == [1] and card.citations.isVisible()
    qtbot.waitUntil(lambda: not window.asker.running, timeout=WAIT)
    panel = window.history_panel
    assert "Stopped" in panel.list.item(0).data(Qt.ItemDataRole.UserRole + 1)
    entry = panel.list.item(0).data(Qt.ItemDataRole.UserRole)
    window.conversation._by_entry.clear()
    window.show_history_entry(entry)
    replayed = window.conversation.card_for(entry.id)
    assert replayed is not None and replayed is not card
    assert replayed.status.text() == "Stopped · from your history"
    assert replayed.answer.toPlainText() == result.answer and len(replayed.links) == 1


def _streamed_text(win: MainWindow) -> str:
    card = win.current_card
    if card is None:
        return ""
    card.flush()
    return card.answer.toPlainText()


def test_a_refusal_needs_no_model_and_looks_calm(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    result = ask(qtbot, window, "Who won the FIFA world cup in 2022?")
    card = window.current_card
    assert result.status.refused and generator.calls == []
    assert card is not None and card.property("status") == "refused"
    assert card.status.text() == "Not in your books"
    assert not card.sources_toggle.isVisible()  # no "Sources found (5)" on a refusal
    qtbot.waitUntil(card.follow_ups.isVisible, timeout=WAIT)  # nearest topics as follow-ups


def test_scratch_work_is_live_cleared_at_once_and_never_kept(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, home = parts
    secret = "zanzibar quokka scratch"
    generator.enqueue(["<think>", secret, "</think>", *GOOD])
    ask(qtbot, window, QUESTION)
    assert secret in window.reasoning.contents()
    assert not window.reasoning.expanded and not window.reasoning.isVisible()  # closed at first
    generator.enqueue(GOOD)
    with qtbot.waitSignal(window.answer_finished, timeout=WAIT):
        window.ask("What is the common difference?")
        assert window.reasoning.contents() == ""  # emptied the instant the question is asked
    assert all(secret not in m.content for call in generator.calls for m in call)
    window.pipeline.close()
    for path in home.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


def test_a_citation_opens_the_viewer_at_its_page(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    result = ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None and result.citations
    card.open_citation(0)
    viewer = window.viewer
    assert viewer is not None
    target = result.citations[0].page_index
    qtbot.waitUntil(lambda: viewer.viewer.current_page == target, timeout=WAIT)
    assert viewer.viewer.message == "" and viewer.viewer.highlighted
    printed = result.citations[0].printed_page
    assert viewer.viewer.page_spin.text() == f"p. {printed} (PDF page {target + 1} of 2)"
    marked = viewer.viewer.highlight_text
    assert marked.endswith("This fixed number is called the common difference.")
    viewer.close()


def test_history_shows_each_past_answer_once(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    result = ask(qtbot, window, QUESTION)
    generator.enqueue(GOOD)
    ask(qtbot, window, "What is the common difference?")
    panel = window.history_panel
    assert panel.list.count() == 2
    live_cards = len(window.conversation.all_cards())
    older = panel.list.item(1)  # newest first: the first question
    entry = older.data(Qt.ItemDataRole.UserRole)
    assert window.conversation.card_for(entry.id) is window.conversation.all_cards()[0]
    for _ in range(3):  # click, click again, double-click (activated)
        panel.list.itemClicked.emit(older)
        panel.list.itemActivated.emit(older)
    assert len(window.conversation.all_cards()) == live_cards  # shown already: no copies
    window.conversation._by_entry.clear()  # as after a restart: the answer comes from storage
    panel.list.itemClicked.emit(older)
    panel.list.itemActivated.emit(older)
    cards = window.conversation.all_cards()
    assert len(cards) == live_cards + 1
    card = cards[-1]
    assert card.answer.toPlainText() == result.answer
    assert card.status.text().endswith("from your history")
    assert "[1] Mathematics · Class 10" in card.links[0].text()
    qtbot.waitUntil(lambda: _in_view(window, card), timeout=WAIT)
    lines = card.answer.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: card.answer.height() <= 3 * lines + 12, timeout=WAIT)  # no gap
    window.conversation.scroll_to_end()
    window.conversation.verticalScrollBar().setValue(0)
    panel.list.itemClicked.emit(older)  # selecting it again scrolls back to it
    qtbot.waitUntil(lambda: _in_view(window, card), timeout=WAIT)
    assert window.current_card is not card  # the live question stays the current one


def _in_view(win: MainWindow, card: AnswerCard) -> bool:
    viewport = win.conversation.viewport()
    top = card.mapTo(viewport, card.rect().topLeft()).y()
    return 0 <= top < viewport.height()


def test_history_entries_are_elided_with_the_whole_question_in_a_tooltip(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    long = QUESTION + " Please explain it with many examples from the chapter " * 3
    generator.enqueue(GOOD)
    ask(qtbot, window, long)
    panel = window.history_panel
    window.left.setCurrentWidget(panel)
    item = panel.list.item(0)
    assert item.toolTip() == " ".join(long.split())
    assert panel.list.horizontalScrollBar().maximum() == 0  # never scrolls sideways
    rect = panel.list.visualItemRect(item)
    assert rect.height() >= 2 * panel.list.fontMetrics().height()  # question and details


def test_new_answers_scroll_into_view(qtbot: QtBot, window: MainWindow, parts: Parts) -> None:
    _, generator, _ = parts
    for _ in range(4):
        generator.enqueue(GOOD * 6)
        ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None
    bar = window.conversation.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=WAIT)
    assert _in_view(window, card)


def test_a_question_before_the_model_is_ready_waits(qtbot: QtBot, parts: Parts) -> None:
    pipeline, generator, home = parts
    win = MainWindow(pipeline, History(home / "history.sqlite3"), home / "logs" / "tutorapp.log")
    qtbot.addWidget(win)
    generator.enqueue(GOOD)
    win.ask(QUESTION)
    card = win.current_card
    assert card is not None and card.status.text().startswith("Waiting for the tutor")
    assert generator.calls == []
    with qtbot.waitSignal(win.answer_finished, timeout=WAIT) as blocker:
        win.warm_up()
    assert blocker.args[0].status is Status.ANSWERED


def test_one_window_per_data_folder(tmp_path: Path) -> None:
    first, second = SingleInstance(tmp_path), SingleInstance(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    assert str(tmp_path) in second.message()
    first.release()
    assert second.acquire()
    second.release()


@pytest.mark.parametrize("mark", [False, True])
def test_unsupported_sentences_are_removed_with_a_note_or_marked(
    qtbot: QtBot, window: MainWindow, parts: Parts, mark: bool
) -> None:
    pipeline, generator, _ = parts
    pipeline.configure(replace(pipeline.settings, mark_unsupported=mark))
    generator.enqueue([*GOOD, " Gauss was a famous German mathematician."])
    result = ask(qtbot, window, QUESTION)
    card = window.current_card
    assert card is not None and result.status is Status.ANSWERED
    text = card.answer.toPlainText()
    if mark:
        assert "Gauss" in text and "[not found in your books]" in text
        assert "font-style:italic" in card.answer.toHtml().replace(" ", "")
    else:
        assert "Gauss" not in text and "common difference" in text
        assert card.notice.isVisible() and "Removed 1 sentence" in card.notice.text()


def test_the_scope_lists_classes_subjects_and_books(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    labels = [window.scope.itemText(i).strip() for i in range(window.scope.count())]
    assert labels[:3] == ["All my books", "Class 10", "Class 10 · Mathematics"]
    assert "Ch 5 Arithmetic Progressions" in labels
    index = labels.index("Ch 5 Arithmetic Progressions")
    window.scope.setCurrentIndex(index)
    generator.enqueue(GOOD)
    result = ask(qtbot, window, QUESTION)
    assert result.status is Status.ANSWERED
    assert {c.book_id for c in result.citations} == {"jemh105"}


def test_closing_while_answering_stops_the_answer(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.delay = 0.05
    generator.enqueue(GOOD * 50)
    window.ask(QUESTION)
    qtbot.waitUntil(lambda: streamed(window), timeout=WAIT)
    started = time.monotonic()
    window.close()
    assert not window.asker.running and time.monotonic() - started < 5
    assert len(generator.calls) == 1


def test_the_log_folder_opens_or_its_path_is_shown(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()))
    # the stand-in returns None: as if no file manager could open it
    window.commands.open_log_folder()
    assert opened == [str(window.log_file.parent)]
    assert str(window.log_file.parent) in window.statusBar().currentMessage()


def test_follow_ups_stay_in_the_conversation_until_new_conversation(
    qtbot: QtBot, window: MainWindow, parts: Parts
) -> None:
    _, generator, _ = parts
    generator.enqueue(GOOD)
    first = ask(qtbot, window, QUESTION)
    assert "common difference" in window.thread_note.text()
    generator.enqueue(["It is the fixed number", " added to each term [1]."])
    second = ask(qtbot, window, "explain it more simply")
    assert second.conversation == first.conversation and second.rewritten_question
    assert "Earlier question" in generator.calls[-1][-1].content
    window.new_conversation_action.trigger()  # Ctrl+N
    assert window.thread_note.text() == "New conversation"
    dividers = window.cards.findChildren(QLabel, "conversationDivider")
    assert len(dividers) == 1 and dividers[0].text() == "New conversation"
    generator.enqueue(GOOD)
    third = ask(qtbot, window, "explain it more simply")
    assert third.conversation != first.conversation and third.rewritten_question is None
