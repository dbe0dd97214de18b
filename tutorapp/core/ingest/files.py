"""What ingest may read: the regular PDF files among the paths given, opened safely.

Only regular files are ever opened, and always without blocking: a FIFO named ``.pdf`` or a
link to ``/dev/zero`` would otherwise hang the whole batch. Files larger than
``MAX_PDF_BYTES`` are refused before they are read. Folders are walked recursively (a link
to a folder is followed once; link loops end the walk there). Every path that cannot be
used gets exactly one message saying why and what to do — also inside folders, for any
entry named ``*.pdf``; other files in folders are only counted.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tutorapp.core.errors import BadPdfError
from tutorapp.core.events import BookFailed
from tutorapp.core.textsafe import is_encodable, shown

log = logging.getLogger(__name__)

#: Larger files are refused unread: a whole NCERT textbook is 20-200 MB.
MAX_PDF_BYTES = 1 << 30
#: The longest file name most file systems allow, in bytes.
NAME_MAX = 255


def display_name(path: Path | str) -> str:
    """The file's name, safe to print on one line (see ``textsafe.shown``)."""
    name = Path(path).name or str(path)
    return shown(name)


def display_path(path: Path | str) -> str:
    return shown(str(path), limit=160)


def _size_text(size: int) -> str:
    return f"{size / 1024**3:.1f} GB" if size >= 1024**3 else f"{size / 1024**2:.0f} MB"


@dataclass(frozen=True, kw_only=True)
class Collected:
    files: list[Path]
    failures: list[BookFailed]
    skipped_non_pdf: int


def is_pdf_name(name: str) -> bool:
    return name.lower().endswith(".pdf")


def path_problem(path: Path, *, explicit: bool) -> str | None:
    """Why ``path`` cannot be added as a PDF or a folder (None: it can). Never blocks."""
    name = display_name(path)
    too_long = _name_too_long(path)
    if too_long is not None:
        return too_long
    try:
        info = os.stat(path)
    except OSError as exc:
        return _stat_problem(path, exc, explicit=explicit)
    if stat.S_ISDIR(info.st_mode):
        return None
    if not is_encodable(str(path)):
        return (
            f"{name}: the file name is not valid text (it contains bytes that are not UTF-8, "
            "as names from old computers or zip files sometimes do), so TutorApp cannot keep "
            "track of it. Rename the file (letters, digits and dashes are safe) and add it again."
        )
    if not stat.S_ISREG(info.st_mode):
        return _not_regular(path, info.st_mode)
    if info.st_size > MAX_PDF_BYTES:
        return (
            f"{name}: the file is {_size_text(info.st_size)}, too big for a textbook (TutorApp "
            f"reads PDFs up to {_size_text(MAX_PDF_BYTES)}), so it was not read. Check that it "
            "is the right file, or split the book into chapters."
        )
    return None


def _name_too_long(path: Path) -> str | None:
    longest = max((len(os.fsencode(part)) for part in path.parts), default=0)
    if longest > NAME_MAX:
        return (
            f"{display_name(path)}: the name is too long for this computer ({longest} bytes; "
            f"the limit is {NAME_MAX}), so there is no such file. Rename it to something "
            "shorter and add it again."
        )
    return None


def _stat_problem(path: Path, exc: OSError, *, explicit: bool) -> str:
    name = display_name(path)
    if exc.errno == errno.ELOOP:
        return (
            f"{name}: this is a symbolic link that leads back to itself (a link loop), so "
            "there is no file to read. Delete or fix the link and add the PDF itself."
        )
    if exc.errno == errno.ENAMETOOLONG:
        return (
            f"{display_path(path)}: the path is too long for this computer "
            f"({len(os.fsencode(path))} bytes), so the file cannot be opened. Move it to a "
            "folder with a shorter path and add it again."
        )
    if exc.errno == errno.EACCES:
        return (
            f"{name}: cannot be opened (permission denied). Copy it somewhere you can read, or "
            "ask for access, and add it again."
        )
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        if os.path.islink(path):
            target = display_path(os.readlink(path))
            return (
                f"{name}: this link points to {target}, which does not exist. Fix the link "
                "or add the PDF itself."
            )
        where = display_path(path) if explicit else name
        return f"{where}: no such file or folder. Check the path."
    return f"{name}: cannot be opened ({exc.strerror}). Check the file and add it again."


def _not_regular(path: Path, mode: int) -> str:
    name = display_name(path)
    if stat.S_ISFIFO(mode):
        what = "a pipe (FIFO), not a file"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device, not a file"
    elif stat.S_ISSOCK(mode):
        what = "a socket, not a file"
    else:
        what = "not a regular file"
    if os.path.islink(path):
        what += f" (the link points to {display_path(os.path.realpath(path))})"
    return f"{name}: this is {what}, so it was not read. Add the PDF file itself."


def collect_pdfs(paths: Sequence[Path]) -> Collected:
    """Expand folders into PDF files; one ``BookFailed`` per path that cannot be used."""
    files: list[Path] = []
    failures: list[BookFailed] = []
    skipped = 0
    for path in paths:
        problem = path_problem(path, explicit=True)
        if problem is not None:
            failures.append(BookFailed(path=str(path), message=problem))
        elif os.path.isdir(path):
            found, refused, others = _walk(path)
            if not found and not refused:
                failures.append(
                    BookFailed(
                        path=str(path),
                        message=f"{display_path(path)}: no PDF files in this folder.",
                    )
                )
            files.extend(found)
            failures.extend(refused)
            skipped += others
        else:
            files.append(path)
    unique: dict[str, Path] = {}
    for file in files:
        unique.setdefault(os.path.realpath(file), file)
    return Collected(files=list(unique.values()), failures=failures, skipped_non_pdf=skipped)


def _walk(folder: Path) -> tuple[list[Path], list[BookFailed], int]:
    """PDFs under ``folder`` (sorted, depth first), refusals, and how many other files."""
    found: list[Path] = []
    refused: list[BookFailed] = []
    others = 0
    seen: set[tuple[int, int]] = set()
    stack = [folder]
    while stack:
        current = stack.pop()
        try:
            info = os.stat(current)
            if (info.st_dev, info.st_ino) in seen:
                continue  # a link back to a folder already walked
            seen.add((info.st_dev, info.st_ino))
            with os.scandir(current) as scan:
                entries = sorted(scan, key=lambda e: e.name)
        except OSError as exc:
            reason = "permission denied" if exc.errno == errno.EACCES else exc.strerror
            refused.append(
                BookFailed(
                    path=str(current),
                    message=f"{display_path(current)}: this folder cannot be opened ({reason}). "
                    "Check its permissions.",
                )
            )
            continue
        subfolders = []
        for entry in entries:
            path = Path(entry.path)
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                subfolders.append(path)
            elif is_pdf_name(entry.name):
                problem = path_problem(path, explicit=False)
                if problem is None:
                    found.append(path)
                else:
                    refused.append(BookFailed(path=str(path), message=problem))
            else:
                others += 1
        stack.extend(reversed(subfolders))
    return found, refused, others


@contextmanager
def open_regular(path: Path) -> Iterator[tuple[int, int]]:
    """``(fd, size)`` of ``path`` opened read-only without blocking, only if it is a regular
    file of at most ``MAX_PDF_BYTES``; raises ``BadPdfError`` otherwise."""
    problem = path_problem(path, explicit=True)
    if problem is not None:
        raise BadPdfError(problem)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise BadPdfError(_stat_problem(path, exc, explicit=True)) from exc
    try:
        info = os.fstat(fd)  # the file opened, not the one checked a moment ago
        if not stat.S_ISREG(info.st_mode):
            raise BadPdfError(_not_regular(path, info.st_mode))
        if info.st_size > MAX_PDF_BYTES:
            raise BadPdfError(path_problem(path, explicit=True) or "too big")
        yield fd, info.st_size
    finally:
        os.close(fd)


def file_sha256(path: Path) -> str:
    """The SHA-256 of a regular file; ``BadPdfError`` (with what to do) if it cannot be read."""
    digest = hashlib.sha256()
    with open_regular(path) as (fd, _size):
        try:
            while block := os.read(fd, 1 << 20):
                digest.update(block)
        except OSError as exc:
            raise BadPdfError(
                f"{display_name(path)}: cannot be read ({exc.strerror}). Copy the file again "
                "and add the copy."
            ) from exc
    return digest.hexdigest()
