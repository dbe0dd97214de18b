"""Tesseract OCR for pages whose text layer is garbled: find the program, run it, read its words.

No PyMuPDF here: the extraction child renders a page to PNG and hands the bytes to
``Tesseract.read``, which runs one ``tesseract`` process (``hin+eng``, TSV output) with
``OMP_THREAD_LIMIT=1`` — Tesseract's own OpenMP threads fight each other on 2 cores
(measured ~24 s → 3–5 s a page). Parallelism comes from running several processes.

The program is looked up in this order: ``OcrSettings.tesseract`` or ``$TUTORAPP_TESSERACT``
(a path), the frozen
bundle's ``tesseract/`` folder (Linux installer, with its ``tessdata``), ``tesseract`` on
``PATH``, and on Windows the usual install folders. ``find_tesseract`` raises
``OcrUnavailable`` with a sentence for the user when there is none or it lacks Hindi.
"""

from __future__ import annotations

import csv
import io
import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tutorapp.paths import bundle_dir

log = logging.getLogger(__name__)

Box = tuple[float, float, float, float]

#: What to install, said the same way everywhere.
INSTALL_HINT = (
    "install Tesseract OCR with Hindi (Debian/Ubuntu: sudo apt install tesseract-ocr "
    "tesseract-ocr-hin tesseract-ocr-eng; Windows: the Tesseract installer with Hindi selected)"
)
TESSERACT_ENV = "TUTORAPP_TESSERACT"
#: The folder of the frozen bundle holding Tesseract and its ``tessdata`` (Linux installer).
BUNDLED_TESSERACT = "tesseract"  # a Tesseract program to use instead of looking for one
REQUIRED_LANGUAGE = "hin"
LANGUAGES = ("hin", "eng")


@dataclass(frozen=True, kw_only=True)
class OcrSettings:
    """When and how pages are OCR'd (picklable: sent to the extraction child)."""

    enabled: bool = True
    tesseract: str | None = None  # path to the program; None: bundle, then PATH
    dpi: int = 300
    threshold: float = 0.03  # a page with this share of garbled Devanagari words is OCR'd
    min_words: int = 8  # pages with fewer Devanagari words are judged by garbled count alone
    min_garbled: int = 3
    jobs: int = 2  # tesseract processes at once
    timeout_s: float = 120.0  # per page


class OcrUnavailable(Exception):
    """No usable Tesseract; ``str()`` says why, in words for the user."""


@dataclass(frozen=True, kw_only=True)
class OcrWord:
    """One recognised word; ``bbox`` in PDF points, ``line`` numbers Tesseract's line."""

    text: str
    bbox: Box
    conf: float
    line: tuple[int, int, int]  # block, paragraph, line


@dataclass(frozen=True, kw_only=True)
class Tesseract:
    """A Tesseract program with Hindi; ``read`` OCRs one page image."""

    program: Path
    tessdata: Path | None  # passed as --tessdata-dir (the bundle's); None: its own
    languages: str  # "hin+eng" or "hin"
    libraries: Path | None = None  # LD_LIBRARY_PATH for a bundled program

    def command(self, dpi: int) -> list[str]:
        command = [str(self.program), "stdin", "stdout", "-l", self.languages]
        if self.tessdata is not None:
            command += ["--tessdata-dir", str(self.tessdata)]
        return [*command, "--psm", "3", "--dpi", str(dpi), "tsv"]

    def environment(self) -> dict[str, str]:
        env = dict(os.environ, OMP_THREAD_LIMIT="1")
        env.pop("TESSDATA_PREFIX", None)  # --tessdata-dir or the program's own default
        if self.libraries is None and bundle_dir() is not None:
            # The frozen app's loader path points into its bundle; a system Tesseract must
            # not load the bundle's libraries (PyInstaller keeps the user's original).
            original = env.pop("LD_LIBRARY_PATH_ORIG", None)
            if original is None:
                env.pop("LD_LIBRARY_PATH", None)
            else:
                env["LD_LIBRARY_PATH"] = original
        if self.libraries is not None:
            env["LD_LIBRARY_PATH"] = os.pathsep.join(
                p for p in (str(self.libraries), env.get("LD_LIBRARY_PATH", "")) if p
            )
        return env

    def read(self, png: bytes, dpi: int, timeout_s: float) -> list[OcrWord]:
        """The words on a page image; raises ``OcrUnavailable`` if Tesseract fails."""
        try:
            done = subprocess.run(
                self.command(dpi),
                input=png,
                capture_output=True,
                timeout=timeout_s,
                env=self.environment(),
                check=False,
                creationflags=_NO_WINDOW,
            )
        except subprocess.TimeoutExpired as exc:
            raise OcrUnavailable(
                f"reading a page image took longer than {timeout_s:.0f} s"
            ) from exc
        except OSError as exc:
            raise OcrUnavailable(f"Tesseract could not be started ({exc.strerror})") from exc
        if done.returncode != 0:
            detail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
            raise OcrUnavailable(f"Tesseract failed ({'; '.join(detail) or done.returncode})")
        return parse_tsv(done.stdout.decode("utf-8", "replace"), 72.0 / dpi)


_NO_WINDOW = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console flash on Windows


def parse_tsv(text: str, scale: float) -> list[OcrWord]:
    """Words from Tesseract's TSV output; pixel boxes are multiplied by ``scale`` (→ points)."""
    words = []
    rows = csv.reader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)
    for row in rows:
        if len(row) < 12 or row[0] != "5":
            continue  # the header and the page/block/paragraph/line rows
        word = row[11].strip()
        if not word:
            continue
        left, top, width, height = (float(value) for value in row[6:10])
        words.append(
            OcrWord(
                text=word,
                bbox=(
                    left * scale,
                    top * scale,
                    (left + width) * scale,
                    (top + height) * scale,
                ),
                conf=float(row[10]),
                line=(int(row[2]), int(row[3]), int(row[4])),
            )
        )
    return words


def _candidates(settings: OcrSettings) -> list[tuple[Path, Path | None, Path | None]]:
    """(program, tessdata, libraries) to try, best first."""
    chosen = settings.tesseract or os.environ.get(TESSERACT_ENV)
    if chosen:
        return [(Path(chosen), None, None)]
    found: list[tuple[Path, Path | None, Path | None]] = []
    bundle = bundle_dir()
    if bundle is not None:
        name = "tesseract.exe" if sys.platform == "win32" else "tesseract"
        program = bundle / BUNDLED_TESSERACT / name
        if program.is_file():
            found.append((program, bundle / BUNDLED_TESSERACT / "tessdata", bundle))
    on_path = shutil.which("tesseract")
    if on_path:
        found.append((Path(on_path), None, None))
    if sys.platform == "win32":
        for root in (os.environ.get("PROGRAMFILES"), os.environ.get("LOCALAPPDATA")):
            if root:
                program = Path(root) / "Tesseract-OCR" / "tesseract.exe"
                if program.is_file():
                    found.append((program, None, None))
    return found


def _languages(program: Path, tessdata: Path | None, libraries: Path | None) -> set[str]:
    probe = Tesseract(program=program, tessdata=tessdata, languages="", libraries=libraries)
    command = [str(program), "--list-langs"]
    if tessdata is not None:
        command += ["--tessdata-dir", str(tessdata)]
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            timeout=30,
            env=probe.environment(),
            check=False,
            creationflags=_NO_WINDOW,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        log.info("tesseract at %s cannot be run: %s", program, exc)
        return set()
    lines = done.stdout.decode("utf-8", "replace").splitlines()
    return {line.strip() for line in lines[1:] if line.strip()}


def find_tesseract(settings: OcrSettings) -> Tesseract:
    """The Tesseract to use; ``OcrUnavailable`` says what is missing."""
    if not settings.enabled:
        raise OcrUnavailable("reading page images (OCR) is switched off")
    candidates = _candidates(settings)
    if not candidates:
        raise OcrUnavailable(f"Tesseract OCR is not installed; {INSTALL_HINT}")
    seen_without_hindi = None
    for program, tessdata, libraries in candidates:
        languages = _languages(program, tessdata, libraries)
        if REQUIRED_LANGUAGE in languages:
            wanted = "+".join(lang for lang in LANGUAGES if lang in languages)
            log.info("OCR with %s (%s)", program, wanted)
            return Tesseract(
                program=program, tessdata=tessdata, languages=wanted, libraries=libraries
            )
        if languages:
            seen_without_hindi = program
    chosen = settings.tesseract or os.environ.get(TESSERACT_ENV)
    if chosen and not Path(chosen).is_file():
        raise OcrUnavailable(f"the Tesseract program {chosen} does not exist; {INSTALL_HINT}")
    if seen_without_hindi is not None:
        raise OcrUnavailable(
            f"Tesseract OCR ({seen_without_hindi}) has no Hindi language data; {INSTALL_HINT}"
        )
    raise OcrUnavailable(f"Tesseract OCR could not be run; {INSTALL_HINT}")
