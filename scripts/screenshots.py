"""Real screenshots of the window for the README: library, a streaming answer, the open
scratch-work panel, a refusal, and the PDF viewer at a cited page.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots.py \
        [--home DIR] [--out docs/screenshots] [--theme light|dark] [--font-size PT]

Uses the real pipeline and the default model. Without ``--home`` a temporary library is
built from ``../shared/corpus/ncert`` when it exists, else from the sample chapter.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.events import AnswerDelta  # noqa: E402
from tutorapp.core.generation.engine import LlamaGenerator, default_model_path  # noqa: E402
from tutorapp.core.hardware import physical_cores  # noqa: E402
from tutorapp.core.history import History  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.preferences import Preferences  # noqa: E402
from tutorapp.paths import Home, resources_dir  # noqa: E402
from tutorapp.ui.launch import application  # noqa: E402
from tutorapp.ui.theme import apply_theme  # noqa: E402
from tutorapp.ui.window import MainWindow, WindowSettings  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "ncert"
IN_SCOPE = "What is the common difference of an arithmetic progression?"
SAMPLE_QUESTION = "What is evaporation?"
OUT_OF_SCOPE = "Who won the FIFA World Cup in 2022?"


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 600) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the window")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)


def settle(app: QApplication, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def shoot(app: QApplication, widget: QWidget, path: Path) -> None:
    settle(app)
    widget.grab().save(str(path))
    print(f"saved {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--font-size", type=int, default=11)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        home = Home(args.home or Path(temp))
        app = application()
        prefs = Preferences(theme=args.theme, font_size=args.font_size)
        apply_theme(app, prefs.theme, prefs.font_size)
        library = open_library(home)
        pdfs = sorted(CORPUS.glob("*.pdf")) if CORPUS.is_dir() else []
        question = IN_SCOPE if pdfs else SAMPLE_QUESTION
        if not library.books():
            list(library.ingest(pdfs or [resources_dir() / "sample" / "sample_chapter.pdf"]))
        generator = LlamaGenerator(default_model_path(), n_threads=physical_cores())
        history = History(home.root / "history.sqlite3")
        pipeline = Pipeline(library, generator, prefs.answer_settings())
        window = MainWindow(pipeline, history, home.log_file, WindowSettings(prefs=prefs))
        window.resize(1280, 820)
        window.show()
        window.warm_up()
        shoot(app, window, args.out / "library.png")
        wait(app, lambda: window.ready)

        deltas: list[str] = []
        window.asker.event.connect(
            lambda e: deltas.append(e.text) if isinstance(e, AnswerDelta) else None
        )
        finished: list[object] = []
        window.answer_finished.connect(finished.append)
        window.ask(question)
        wait(app, lambda: len(deltas) >= 12 or bool(finished))
        shoot(app, window, args.out / "streaming.png")
        wait(app, lambda: bool(finished) and not window.asker.running)
        window.reasoning.toggle.setChecked(True)
        shoot(app, window, args.out / "reasoning.png")
        card = window.current_card
        window.reasoning.toggle.setChecked(False)

        window.ask(OUT_OF_SCOPE)
        wait(app, lambda: len(finished) == 2 and not window.asker.running)
        shoot(app, window, args.out / "refusal.png")

        if card is not None and card.result is not None and card.result.citations:
            card.open_citation(0)
            viewer = window.viewer
            assert viewer is not None
            viewer.resize(900, 820)
            wait(app, viewer.isVisible, 30)
            shoot(app, viewer, args.out / "viewer.png")
        window.close()
        pipeline.close()


if __name__ == "__main__":
    main()
