"""``tutorapp --self-test``: drive the real window (offscreen works) and check what matters.

In the given home: ingest the bundled sample chapter through the real ingest worker, ask one
in-scope and one out-of-scope question through the real pipeline and model, and check that
tokens streamed, the scratch-work panel was emptied when the second question was asked, the
refusal is styled as a refusal, and a citation click opened the viewer at the cited page.
Prints one summary line; exit code 0 only if everything held. The installer reuses it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from tutorapp.core.events import AnswerDelta
from tutorapp.core.results import AnswerResult, Status
from tutorapp.core.types import Channel
from tutorapp.paths import resources_dir
from tutorapp.ui.answer_card import AnswerCard
from tutorapp.ui.window import MainWindow

IN_SCOPE = "What is evaporation?"
OUT_OF_SCOPE = "Who won the FIFA World Cup in 2022?"


def wait_until(app: QApplication, done: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if done():
            return True
        time.sleep(0.01)
    return done()


def run_self_test(app: QApplication, window: MainWindow, timeout: float = 600) -> int:
    checks: list[tuple[str, bool, str]] = []
    results: list[AnswerResult] = []
    deltas: list[str] = []
    window.answer_finished.connect(results.append)
    window.asker.event.connect(
        lambda e: (
            deltas.append(e.text)
            if isinstance(e, AnswerDelta) and e.channel is Channel.ANSWER
            else None
        )
    )
    library = window.pipeline.library
    started = time.monotonic()
    sample = resources_dir() / "sample" / "sample_chapter.pdf"
    if not any(b.source_file == sample.name for b in library.books()):
        window.library_panel.add_paths([sample])
    ingested = wait_until(
        app,
        lambda: (
            not window.library_panel.busy
            and any(b.source_file == sample.name for b in library.books())
        ),
        timeout,
    )
    checks.append(("sample ingested", ingested, f"{time.monotonic() - started:.1f} s"))
    ready = wait_until(app, lambda: window.ready, timeout)
    checks.append(("model loaded", ready, window.pipeline.generator.model_id))

    window.ask(IN_SCOPE)
    answered = wait_until(app, lambda: len(results) == 1 and not window.asker.running, timeout)
    first = results[0] if results else None
    streamed = answered and first is not None and first.status is Status.ANSWERED and deltas
    status = first.status.value if first else "no answer"
    checks.append(("tokens streamed", bool(streamed), f"{len(deltas)} deltas, {status}"))
    had_trace = bool(window.reasoning.contents())

    window.ask(OUT_OF_SCOPE)
    cleared = had_trace and window.reasoning.contents() == ""
    checks.append(("scratch work emptied on the next question", cleared, ""))
    refused = wait_until(app, lambda: len(results) == 2 and not window.asker.running, timeout)
    card = window.current_card
    styled = (
        refused
        and results[1].status.refused
        and card is not None
        and card.property("status") == "refused"
    )
    checks.append(
        (
            "refusal styled as a refusal",
            bool(styled),
            results[1].status.value if len(results) > 1 else "no answer",
        )
    )

    opened, detail = False, "no citation"
    first_card = _first_card(window)
    if first is not None and first.citations and first_card is not None:
        target = first.citations[0].page_index
        first_card.open_citation(0)
        viewer = window.viewer
        opened = viewer is not None and wait_until(
            app, lambda: viewer.viewer.current_page == target and not viewer.viewer.message, 30
        )
        detail = f"PDF page {target + 1}"
    checks.append(("citation opened the viewer at the cited page", opened, detail))

    failed = [name for name, ok, _ in checks if not ok]
    summary = "; ".join(f"{name}{f' ({info})' if info else ''}" for name, ok, info in checks if ok)
    if failed:
        print(f"self-test: FAILED: {', '.join(failed)} | held: {summary}")
        return 1
    print(f"self-test: ok: {summary} ({time.monotonic() - started:.0f} s)")
    return 0


def _first_card(window: MainWindow) -> AnswerCard | None:
    cards = window.cards.findChildren(AnswerCard)
    return cards[0] if cards else None
