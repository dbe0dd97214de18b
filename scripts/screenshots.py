"""Real screenshots of the window for the README, as a student sees it on a 1366×768 laptop
with a window manager and a taskbar: the library, a streaming answer, the scratch work
opened beside the answer, a refusal, a citation reached with the keyboard, and the PDF
viewer at the cited passage.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshots.py --wm \\
        [--home DIR] [--out docs/screenshots] [--theme light|dark] [--font-size PT]
        [--language en|hi]

``--wm`` starts openbox with a 40-pixel strip kept free at the bottom (where a taskbar
sits), so windows are placed and framed as on a laptop; each shot is the whole screen. Uses
the real pipeline and the default model. Without ``--home`` a temporary library is built
from ``../shared/corpus/ncert`` when it exists, else from the sample chapter; with it, a
library already built there is used as it is.

``--language hi`` switches the ready window to Hindi through Settings (as a student does,
without a restart) before the first shot.

``--dialogs`` also shoots, for checking that nothing is cut off at this size (not for the
README): the File and Teacher menus, Settings (lab server ticked), Export books, Import books
(a pack of two of the books) and the class report, as ``check-*.png``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

from tutorapp.app import open_library  # noqa: E402
from tutorapp.core.events import AnswerDelta  # noqa: E402
from tutorapp.core.generation.engine import default_model_path  # noqa: E402
from tutorapp.core.generation.llama import LlamaGenerator  # noqa: E402
from tutorapp.core.hardware import physical_cores  # noqa: E402
from tutorapp.core.history import History  # noqa: E402
from tutorapp.core.pack.export import export_pack  # noqa: E402
from tutorapp.core.pack.importer import read_manifest  # noqa: E402
from tutorapp.core.pipeline import Pipeline  # noqa: E402
from tutorapp.core.preferences import Preferences  # noqa: E402
from tutorapp.core.report.records import history_records  # noqa: E402
from tutorapp.paths import Home, resources_dir  # noqa: E402
from tutorapp.ui.launch import application  # noqa: E402
from tutorapp.ui.pack_dialog import ExportBooksDialog, ImportBooksDialog  # noqa: E402
from tutorapp.ui.report_dialog import ClassReportDialog  # noqa: E402
from tutorapp.ui.settings_dialog import SettingsDialog  # noqa: E402
from tutorapp.ui.theme import apply_theme  # noqa: E402
from tutorapp.ui.window import MainWindow, WindowSettings  # noqa: E402

CORPUS = Path(os.environ.get("TUTORAPP_SHARED") or ROOT.parent / "shared") / "corpus" / "ncert"
IN_SCOPE = "What is the common difference of an arithmetic progression?"
SAMPLE_QUESTION = "What is evaporation?"
OUT_OF_SCOPE = "Who won the FIFA World Cup in 2022?"
OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>40</bottom><left>0</left><right>0</right></margins>
  <focus><focusNew>yes</focusNew></focus>
  <placement><policy>Smart</policy><center>yes</center></placement>
</openbox_config>
"""


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 600) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise SystemExit("timed out waiting for the window")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)


def settle(app: QApplication, seconds: float = 0.6) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def shoot(app: QApplication, widget: QWidget, path: Path, whole_screen: bool) -> None:
    """The whole screen (frames, the free taskbar strip) or just ``widget``."""
    settle(app)
    screen = QGuiApplication.primaryScreen()
    image = screen.grabWindow(0) if whole_screen and screen is not None else widget.grab()
    image.save(str(path))
    print(f"saved {path} ({image.width()}x{image.height()})")


@contextmanager
def window_manager(enabled: bool) -> Iterator[None]:
    """openbox for the duration, with a bottom strip kept free like a taskbar."""
    if not enabled:
        yield
        return
    if shutil.which("openbox") is None:
        raise SystemExit("--wm needs openbox (apt-get install openbox)")
    with tempfile.TemporaryDirectory() as folder:
        rc = Path(folder) / "rc.xml"
        rc.write_text(OPENBOX_RC, encoding="utf-8")
        process = subprocess.Popen(
            ["openbox", "--config-file", str(rc)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(1.5)
        try:
            yield
        finally:
            process.terminate()
            process.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--font-size", type=int, default=11)
    parser.add_argument("--language", choices=("en", "hi"), default="en")
    parser.add_argument("--wm", action="store_true", help="start openbox (see above)")
    parser.add_argument("--dialogs", action="store_true", help="menus and dialogs too")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp, window_manager(args.wm):
        take(args, Home(args.home or Path(temp)))


def take(args: argparse.Namespace, home: Home) -> None:
    app = application()
    prefs = Preferences(theme=args.theme, font_size=args.font_size)
    apply_theme(app, prefs.theme, prefs.font_size)
    whole = args.wm
    library = open_library(home)
    pdfs = sorted(CORPUS.glob("*.pdf")) if CORPUS.is_dir() else []
    question = IN_SCOPE if pdfs else SAMPLE_QUESTION
    if not library.books():
        list(library.ingest(pdfs or [resources_dir() / "sample" / "sample_chapter.pdf"]))
    generator = LlamaGenerator(default_model_path(), n_threads=physical_cores())
    history = History(home.root / "screenshots-history.sqlite3")
    history.clear()
    pipeline = Pipeline(library, generator, prefs.answer_settings())
    window = MainWindow(pipeline, history, home.log_file, WindowSettings(prefs=prefs))
    window.show()  # placed as on a first start: fitted to the screen, taskbar and all
    window.warm_up()
    wait(app, window.isVisible, 30)
    if args.language != "en":  # Settings → Interface language, applied to the open window
        wait(app, lambda: window.ready and not window.asker.running)
        window.apply_settings(replace(window.settings.prefs, language=args.language))
        wait(app, lambda: window.ready and not window.asker.running)
    shoot(app, window, args.out / "library.png", whole)
    wait(app, lambda: window.ready)

    deltas: list[str] = []
    window.asker.event.connect(
        lambda e: deltas.append(e.text) if isinstance(e, AnswerDelta) else None
    )
    finished: list[object] = []
    window.answer_finished.connect(finished.append)
    window.ask(question)
    wait(app, lambda: len(deltas) >= 12 or bool(finished))
    shoot(app, window, args.out / "streaming.png", whole)
    wait(app, lambda: bool(finished) and not window.asker.running)
    window.reasoning.toggle.setChecked(True)
    shoot(app, window, args.out / "reasoning.png", whole)
    card = window.current_card
    window.reasoning.toggle.setChecked(False)

    window.ask(OUT_OF_SCOPE)
    wait(app, lambda: len(finished) == 2 and not window.asker.running)
    shoot(app, window, args.out / "refusal.png", whole)

    if card is None or not card.links:
        raise SystemExit("the answer has no sources to open")
    window.activateWindow()
    window.reasoning.toggle.setFocus()
    for _ in range(8):  # Tab on from the scratch-work button to the first source
        focused = QApplication.focusWidget()
        if focused is card.links[0] or focused is None:
            break
        QTest.keyClick(focused, Qt.Key.Key_Tab)
    shoot(app, window, args.out / "keyboard.png", whole)
    QTest.keyClick(card.links[0], Qt.Key.Key_Return)  # opens the book, as Enter does
    viewer = window.viewer
    if viewer is None:
        raise SystemExit("the viewer did not open")
    wait(app, viewer.isVisible, 30)
    settle(app, 1.5)  # pages render on QtPdf's threads
    shoot(app, viewer, args.out / "viewer.png", whole)
    viewer.close()
    if args.dialogs:
        shoot_dialogs(app, window, args.out, Path(home.root))
    window.close()
    pipeline.close()
    history.close()


def shoot_dialogs(app: QApplication, window: MainWindow, out: Path, temp: Path) -> None:
    """The menus and the dialogs a teacher opens, each shot with the whole screen."""
    window.activateWindow()
    for name, menu in (("file", window.menus.file), ("teacher", window.menus.teacher)):
        action = menu.menuAction()
        bar = window.menuBar()
        menu.popup(bar.mapToGlobal(bar.actionGeometry(action).bottomLeft()))
        shoot(app, menu, out / f"check-menu-{name}.png", True)
        menu.hide()
    library = window.pipeline.library
    prefs = window.settings.prefs
    pack = temp / "two-books.tutorpack"
    list(export_pack(library, pack, [book.id for book in library.books()[:2]]))
    dialogs: list[tuple[str, QDialog]] = [
        ("settings", SettingsDialog(replace(prefs, lab_server="192.168.1.20:8765"), temp, window)),
        ("export", ExportBooksDialog(library, window)),
        ("import", ImportBooksDialog(library, pack, read_manifest(pack), window)),
        (
            "report",
            ClassReportDialog(
                lambda: history_records(window.history.entries(limit=None)), "laptop", window
            ),
        ),
    ]
    for name, dialog in dialogs:
        dialog.show()
        settle(app, 1.0)
        shoot(app, dialog, out / f"check-{name}.png", True)
        dialog.close()


if __name__ == "__main__":
    main()
