"""Keep the window's translations in step with the code (run from the repository root):

  .venv/bin/python scripts/translations.py update    # new and changed texts into the .ts
  .venv/bin/python scripts/translations.py release   # compile each .ts into its shipped .qm
  .venv/bin/python scripts/translations.py check     # exit 1 if a text lacks a translation
                                                      # or a .qm is older than its .ts

``update`` runs Qt's ``lupdate`` over ``tutorapp/ui`` (texts in ``tr()``, ``translate()`` and
``QT_TRANSLATE_NOOP``) into ``resources/i18n/tutorapp_<lang>.ts``; texts no longer in the
code are dropped, new ones are marked unfinished. Translate those (Qt Linguist, or by hand:
keep ``{placeholders}``, ``&`` keyboard letters as `` (&F)``, NCERT, file names and keys),
then ``release`` and commit both files. ``tests/ui/test_i18n.py`` runs ``check``.
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tutorapp" / "ui"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("hi",)
_QT_TOOLS = Path(PySide6.__file__).parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(_QT_TOOLS)) or shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"Qt's {name} was not found next to PySide6 ({_QT_TOOLS}).")
    return found


def ts_file(language: str, folder: Path = I18N) -> Path:
    return folder / f"tutorapp_{language}.ts"


def qm_file(language: str, folder: Path = I18N) -> Path:
    return folder / f"tutorapp_{language}.qm"


def lupdate(ts: Path) -> None:
    sources = sorted(str(p) for p in SOURCES.glob("*.py"))
    command = [_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *sources]
    subprocess.run([*command, "-ts", str(ts)], check=True, capture_output=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    command = [_tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)]
    subprocess.run(command, check=True, capture_output=True)


def unfinished(ts: Path) -> list[str]:
    """``context: text`` of every message without a finished translation."""
    missing = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            text = "" if translation is None else "".join(translation.itertext()).strip()
            if translation is None or translation.get("type") is not None or not text:
                missing.append(f"{name}: {message.findtext('source')}")
    return missing


def problems() -> list[str]:
    """What keeps the committed translations from matching the code (empty: none)."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        for language in LANGUAGES:
            ts, qm = ts_file(language), qm_file(language)
            if not ts.is_file() or not qm.is_file():
                found.append(f"{ts.name} or {qm.name} is missing: run update and release")
                continue
            fresh_ts = Path(scratch) / ts.name
            shutil.copy(ts, fresh_ts)
            lupdate(fresh_ts)
            if not filecmp.cmp(ts, fresh_ts, shallow=False):
                found.append(f"{ts.name} does not match the code: run update")
            found.extend(f"{ts.name}: not translated: {text}" for text in unfinished(fresh_ts))
            fresh_qm = Path(scratch) / qm.name
            lrelease(ts, fresh_qm)
            if not filecmp.cmp(qm, fresh_qm, shallow=False):
                found.append(f"{qm.name} is older than {ts.name}: run release")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        I18N.mkdir(parents=True, exist_ok=True)
        for language in LANGUAGES:
            lupdate(ts_file(language))
            for text in unfinished(ts_file(language)):
                print(f"to translate: {text}")
        return 0
    if command == "release":
        for language in LANGUAGES:
            lrelease(ts_file(language), qm_file(language))
        return 0
    if command == "check":
        found = problems()
        for problem in found:
            print(problem)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
