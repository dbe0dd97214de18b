"""Window responsiveness (figures only): the longest UI-thread stall while an answer streams,
and the time from launch to a visible window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui_stall.py [--tokens 500] [--rounds 3]

Stall: a 5 ms heartbeat timer runs on the UI thread; the longest gap between its ticks is the
longest time the window could not react. Measured while the real window streams ``--tokens``
tokens through the real pipeline (sample chapter, real embedder, validation on) from a paced
stand-in for the model, at a laptop's speed (25 tok/s) and flooded (no delay); the baseline
is the same heartbeat over the same time with the window idle, in the same run.
Launch: wall time from starting a process to the window being shown and painted, for
TutorApp (the real start-up path; the model then loads in the background) and, as the
baseline, a bare PySide6 window, alternated. Medians over ``--rounds``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.generation.engine import (  # noqa: E402
    CancelToken,
    ChatMessage,
    GenerationConfig,
    GenerationDone,
    StreamItem,
)
from tutorapp.core.history import History  # noqa: E402
from tutorapp.core.ingest.catalog import doc_key  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.paths import Home, resources_dir  # noqa: E402
from tutorapp.ui.launch import application  # noqa: E402
from tutorapp.ui.window import MainWindow  # noqa: E402

QUESTION = "What is evaporation?"


class PacedModel:
    """Streams ``tokens`` word pieces taken from the book itself at ``rate`` tokens/s."""

    def __init__(self, words: Sequence[str], tokens: int, rate: float | None) -> None:
        self.words, self.tokens, self.rate = list(words), tokens, rate

    @property
    def model_id(self) -> str:
        return "paced-stand-in"

    def load(self) -> None:
        return None

    def close(self) -> None:
        return None

    def stream(
        self, messages: Sequence[ChatMessage], config: GenerationConfig, cancel: CancelToken
    ) -> Iterator[StreamItem]:
        started = time.perf_counter()
        for i in range(self.tokens):
            if cancel.cancelled:
                break
            if self.rate:
                time.sleep(1 / self.rate)
            yield " " + self.words[i % len(self.words)]
        total = (time.perf_counter() - started) * 1000
        yield GenerationDone(
            finish_reason="stop",
            prompt_tokens=100,
            completion_tokens=self.tokens,
            first_token_ms=1.0,
            total_ms=total,
        )


def heartbeat(app: QApplication, until: float | None, done: list[bool]) -> list[float]:
    """Gaps (ms) between 5 ms ticks, until ``until`` (a monotonic time) or ``done[0]``."""
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    while not done[0] and (until is None or time.monotonic() < until):
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    return gaps


def stream_once(app: QApplication, window: MainWindow) -> tuple[list[float], float]:
    done = [False]
    window.answer_finished.connect(lambda _result: done.__setitem__(0, True))
    started = time.monotonic()
    window.ask(QUESTION)
    gaps = heartbeat(app, None, done)
    window.answer_finished.disconnect()
    while window.asker.running:
        app.processEvents()
    return gaps, time.monotonic() - started


def idle_once(app: QApplication, seconds: float) -> list[float]:
    return heartbeat(app, time.monotonic() + seconds, [False])


def stalls(tokens: int, rounds: int, rate: float | None, home: Path) -> None:
    app = application()
    library = open_library(Home(home))
    sample = resources_dir() / "sample" / "sample_chapter.pdf"
    list(library.ingest([sample]))
    book = library.books()[0]
    chunks = library.catalog.chunks_of(doc_key(book.id, book.generation))
    words = " ".join(c.text for c in chunks).split()
    history = History(home / "history.sqlite3")
    pipeline = Pipeline(library, PacedModel(words, tokens, rate))
    window = MainWindow(pipeline, history, home / "logs" / "bench.log")
    window.show()
    window.warm_up()
    while not window.ready:
        app.processEvents()
    streaming, idle, seconds = [], [], []
    for _ in range(rounds):
        gaps, took = stream_once(app, window)
        streaming.append(gaps)
        seconds.append(took)
        idle.append(idle_once(app, took))
    window.close()
    pipeline.close()
    label = f"{rate:.0f} tok/s" if rate else "flooded"
    worst = statistics.median(max(g) for g in streaming)
    base = statistics.median(max(g) for g in idle)
    p99 = statistics.median(_p99(g) for g in streaming)
    print(f"stream {tokens} tokens ({label}), {statistics.median(seconds):.1f} s per answer:")
    print(
        f"  longest UI stall  streaming {worst:7.1f} ms | idle {base:6.1f} ms | "
        f"ratio {worst / base:.2f}"
    )
    print(
        f"  p99 tick gap      streaming {p99:7.1f} ms | idle "
        f"{statistics.median(_p99(g) for g in idle):6.1f} ms"
    )


def _p99(gaps: list[float]) -> float:
    ordered = sorted(gaps)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


CHILD_APP = """
import sys
sys.path.insert(0, {root!r})
from PySide6.QtCore import QTimer
from tutorapp.ui.launch import application
from tutorapp.app import run_window
from pathlib import Path
from tutorapp.paths import Home
app = application()
QTimer.singleShot(0, lambda: (print("visible", flush=True), app.quit()))
run_window(Home(Path({home!r})))
"""
CHILD_BARE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1180, 780)
window.show()
QTimer.singleShot(0, lambda: (print("visible", flush=True), app.quit()))
app.exec()
"""


def time_to_visible(code: str) -> float:
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    for line in child.stdout:
        if line.strip() == "visible":
            seconds = time.perf_counter() - started
            break
    else:
        raise SystemExit(f"the window never showed (exit {child.wait()})")
    child.wait(120)
    return seconds


def launch(rounds: int, home: Path) -> None:
    app_code = CHILD_APP.format(root=str(ROOT), home=str(home))
    ours, bare = [], []
    for _ in range(rounds):
        ours.append(time_to_visible(app_code))
        bare.append(time_to_visible(CHILD_BARE))
    a, b = statistics.median(ours), statistics.median(bare)
    print(
        f"launch to visible window: TutorApp {a:.2f} s | bare PySide6 window {b:.2f} s | "
        f"ratio {a / b:.2f} (median of {rounds})"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        for rate in (25.0, None):
            stalls(args.tokens, args.rounds, rate, home / f"stall-{rate}")
        launch(args.rounds, home / "stall-25.0")


if __name__ == "__main__":
    main()
