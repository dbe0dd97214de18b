"""The window with the real small model (SmolLM2-135M) and the real embedder on the sample
chapter: the model loads in the background, an answer streams into the card, Stop ends the
next one, and an out-of-scope question is refused without a model call."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.models import smollm2_path
from tutorapp.app import open_library
from tutorapp.core.events import AnswerDelta
from tutorapp.core.generation.llama import LlamaGenerator
from tutorapp.core.history import History
from tutorapp.core.pipeline import Pipeline
from tutorapp.core.results import AnswerResult, Status
from tutorapp.paths import Home, resources_dir
from tutorapp.ui.window import MainWindow

pytestmark = pytest.mark.slow
WAIT = 300_000


@pytest.fixture
def real_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    home = Home(tmp_path)
    library = open_library(home)
    list(library.ingest([resources_dir() / "sample" / "sample_chapter.pdf"]))
    generator = LlamaGenerator(smollm2_path(), n_threads=2)
    pipeline = Pipeline(library, generator)
    win = MainWindow(pipeline, History(tmp_path / "history.sqlite3"), home.log_file)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.ready_changed, timeout=WAIT, check_params_cb=bool):
        win.warm_up()
    yield win
    win.close()
    pipeline.close()


def _ask(qtbot: QtBot, win: MainWindow, question: str) -> AnswerResult:
    with qtbot.waitSignal(win.answer_finished, timeout=WAIT) as blocker:
        win.ask(question)
    qtbot.waitUntil(lambda: not win.asker.running, timeout=WAIT)
    result = blocker.args[0]
    assert isinstance(result, AnswerResult)
    return result


def test_real_model_streams_stops_and_refuses(qtbot: QtBot, real_window: MainWindow) -> None:
    deltas: list[str] = []
    real_window.asker.event.connect(
        lambda e: deltas.append(e.text) if isinstance(e, AnswerDelta) else None
    )
    result = _ask(qtbot, real_window, "What is evaporation?")
    assert deltas and result.status in (Status.ANSWERED, Status.REFUSED_UNSUPPORTED)
    card = real_window.current_card
    assert card is not None and card.answer.toPlainText().strip()

    deltas.clear()
    with qtbot.waitSignal(real_window.answer_finished, timeout=WAIT) as blocker:
        real_window.ask("Explain the water cycle in detail")
        qtbot.waitUntil(lambda: bool(deltas), timeout=WAIT)
        real_window.stop()
    assert blocker.args[0].status is Status.CANCELLED

    refused = _ask(qtbot, real_window, "Who won the FIFA World Cup in 2022?")
    assert refused.status.refused and refused.tokens.prompt == 0
    card = real_window.current_card
    assert card is not None and card.property("status") == "refused"
